// Package board holds what every game shares: the interface a game's rules
// implement (Rules), the scores a finished game is worth, and generic
// tools written once against the interface (perft). The games themselves
// live one package each below it: board/checkers, board/othello,
// board/tictactoe, board/synthetic. Like them, this package imports
// nothing else of ours.
package board

// Move is what a game's move type must be: a small value that can be
// compared with ==, so that killers and table moves are recognised among
// the generated moves.
type Move interface {
	comparable
}

// Rules are the rules of one game, written against its own position type
// P (a value type: Play returns a new position, the old one is left
// alone) and move type M. A game implements Rules with a zero-size type
// whose methods take positions by pointer: code generic over a game calls
// them through the type parameter without copying positions, and keeps
// the positions it passes in arrays (one per ply) rather than in local
// variables, whose address would escape to the heap through such a call.
type Rules[P any, M Move] interface {
	// Name is the game's registry name, e.g. "checkers" or "othello6".
	Name() string
	// Start returns the initial position.
	Start() P
	// Key returns a 64-bit hash of p that includes the side to move.
	Key(p *P) uint64
	// Side returns 0 when the player who moved first in the game is to
	// move in p, 1 otherwise.
	Side(p *P) int
	// SideName names side 0 or 1 as players of the game know it:
	// "Black", "X", ...
	SideName(side int) string
	// Moves appends the legal moves of p to buf and returns the
	// extended slice. An empty list means the game is over. A forced
	// pass (Othello) is a move.
	Moves(p *P, buf []M) []M
	// Play returns the position after the legal move m.
	Play(p *P, m M) P
	// Outcome reports whether the game is over at p and, if so, its
	// result as a score for the side to move (see Win and Final).
	Outcome(p *P) (score int, over bool)

	// FormatPosition writes p in the game's position text format,
	// which ParsePosition reads back.
	FormatPosition(p *P) string
	// ParsePosition reads a position; errors name what is wrong and
	// where.
	ParsePosition(text string) (P, error)
	// FormatMove writes m, a legal move of p, in the game's notation.
	FormatMove(p *P, m M) string
	// ParseMove reads a legal move of p written in the game's notation.
	ParseMove(p *P, text string) (M, error)
}

// Scores of finished games, from the point of view of the side to move.
// A game that is won or lost outright is worth ±Win (the search turns it
// into a win in so many plies); a game decided by a margin, like
// Othello's disc count, is worth Final(margin), which ranks every won
// result above every evaluation and a larger margin above a smaller one.
const (
	// Win is a won game. It equals the search's win score.
	Win = 30000
	// Loss is a lost game.
	Loss = -Win
	// Draw is a drawn game.
	Draw = 0
	// FinalBase is the score of a game won by the smallest margin,
	// less one; evaluations must stay well inside ±FinalBase.
	FinalBase = 20000
	// MaxMargin bounds the margins Final accepts.
	MaxMargin = 1000
)

// Final returns the score of a game over with the given margin for the
// side to move (positive: it won by that much; 0: a draw).
func Final(margin int) int {
	margin = max(-MaxMargin, min(MaxMargin, margin))
	switch {
	case margin > 0:
		return FinalBase + margin
	case margin < 0:
		return -FinalBase + margin
	}
	return Draw
}

// Margin reports whether score is a Final score and, if so, the margin it
// carries.
func Margin(score int) (margin int, ok bool) {
	switch {
	case score > FinalBase && score <= FinalBase+MaxMargin:
		return score - FinalBase, true
	case score < -FinalBase && score >= -FinalBase-MaxMargin:
		return score + FinalBase, true
	}
	return 0, false
}

// Perft counts the leaves of the game tree below p to the given depth:
// the standard check of a move generator against published counts.
// Positions where the game is over before depth count as leaves only at
// depth 0, as in the published tables. Games with a faster, specialised
// perft (bulk counting, bitboard tricks) keep their own; this one works
// for any game and checks the interface.
func Perft[R Rules[P, M], P any, M Move](r R, p P, depth int) uint64 {
	w := perftWalk[R, P, M]{r: r}
	w.pos = make([]P, depth+1)
	w.moves = make([][]M, depth+1)
	w.pos[0] = p
	return w.walk(0, depth)
}

type perftWalk[R Rules[P, M], P any, M Move] struct {
	r     R
	pos   []P
	moves [][]M
}

func (w *perftWalk[R, P, M]) walk(ply, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := w.r.Moves(&w.pos[ply], w.moves[ply][:0])
	w.moves[ply] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		w.pos[ply+1] = w.r.Play(&w.pos[ply], m)
		n += w.walk(ply+1, depth-1)
	}
	return n
}
