package checkers

// This file holds the rules that belong to a game rather than to a
// position: when a game is over and who won. Move generation knows only
// the position in front of it; repetition and the 40-move rule need the
// history, so they live here, next to the PDN result they produce.

// The reasons an Outcome gives. They are plain text so that a PDN
// comment, a command's output and a UI can show them as they are.
const (
	ReasonNoMoves    = "no legal moves"
	ReasonRepetition = "threefold repetition"
	ReasonFortyMoves = "40-move rule"
)

// FortyMovePlies is the number of plies without a man move or a capture
// after which the game is drawn: 40 moves by each side. The ACF's rule
// is a claim that the stronger side must show progress within 40 moves;
// for games between programs, which never claim, we apply it
// automatically, as engine matches do.
const FortyMovePlies = 80

// Outcome says whether a game is over and how. The zero value is a game
// still in progress.
type Outcome struct {
	Over bool
	// Draw is set for a drawn game; otherwise Winner is the side that
	// won. Both are meaningful only when Over is set.
	Draw   bool
	Winner Color
	// Reason is one of the Reason constants, or an adjudication reason
	// chosen by whoever ended the game (a move cap, a forfeit).
	Reason string
}

// WonBy returns the outcome of a game won by c for the given reason.
func WonBy(c Color, reason string) Outcome {
	return Outcome{Over: true, Winner: c, Reason: reason}
}

// DrawnBy returns the outcome of a drawn game for the given reason.
func DrawnBy(reason string) Outcome {
	return Outcome{Over: true, Draw: true, Reason: reason}
}

// Result returns the PDN result of o. In this project "1-0" means that
// Black, the side that moves first, won, and "0-1" that White won: that
// is how the embedded London 1992 games are scored (game 8, Chinook with
// Black, is "1-0", and Chinook won it), and it keeps "the first-named
// side wins" of chess. A game in progress is "*".
func (o Outcome) Result() Result {
	switch {
	case !o.Over:
		return ResultUnknown
	case o.Draw:
		return ResultDraw
	case o.Winner == Black:
		return ResultOneZero
	}
	return ResultZeroOne
}

// Loser returns the side that lost a decided game.
func (o Outcome) Loser() Color { return o.Winner.Other() }

func (o Outcome) String() string {
	switch {
	case !o.Over:
		return "in progress"
	case o.Draw:
		return "draw (" + o.Reason + ")"
	}
	return o.Winner.String() + " wins (" + o.Reason + ")"
}

// OutcomeOf returns the outcome of the game whose positions are history,
// oldest first, each one move after the one before it; the last is the
// current position. The side to move there with no legal move has lost;
// otherwise the game is drawn when the current position (same pieces,
// same side to move) has occurred three times, or when the last
// FortyMovePlies moves were all king moves without a capture. An empty
// history is a game in progress.
//
// Positions are compared whole, not by key, so that a hash collision can
// never end a game.
func OutcomeOf(history []Position) Outcome {
	if len(history) == 0 {
		return Outcome{}
	}
	cur := history[len(history)-1]
	if !cur.hasCapture() && !cur.hasStep() {
		return WonBy(cur.side.Other(), ReasonNoMoves)
	}
	quiet := PliesSinceIrreversible(history)
	if quiet >= FortyMovePlies {
		return DrawnBy(ReasonFortyMoves)
	}
	// Only positions since the last irreversible move can equal the
	// current one, and only every second one has the same side to move.
	seen := 1
	for i := len(history) - 3; i >= len(history)-1-quiet; i -= 2 {
		if history[i] == cur {
			if seen++; seen >= 3 {
				return DrawnBy(ReasonRepetition)
			}
		}
	}
	return Outcome{}
}

// GameOutcome replays moves from start and returns the outcome of the
// resulting game. The moves must be legal, as for Position.Play.
func GameOutcome(start Position, moves []Move) Outcome {
	return OutcomeOf(Replay(start, moves))
}

// Outcome returns the outcome of g's main line by the rules, whatever
// its Result says (a game may have been resigned or adjudicated).
func (g *Game) Outcome() Outcome { return GameOutcome(g.Start, g.Moves) }

// Replay returns start and the position after each of moves: the
// history OutcomeOf wants. The moves must be legal.
func Replay(start Position, moves []Move) []Position {
	out := make([]Position, 0, len(moves)+1)
	out = append(out, start)
	for _, m := range moves {
		start = start.Play(m)
		out = append(out, start)
	}
	return out
}

// IsIrreversible reports whether the move from before to after can never
// be undone: a man moved (men only go forward, and a crowned man stays a
// king) or a piece was captured. Every position before an irreversible
// move differs from every one after it, which bounds the search for
// repetitions and is what the 40-move rule counts.
func IsIrreversible(before, after Position) bool {
	if before.Pieces() != after.Pieces() {
		return true
	}
	bm := before.men[Black] &^ before.kings
	wm := before.men[White] &^ before.kings
	am := after.men[Black] &^ after.kings
	aw := after.men[White] &^ after.kings
	return bm != am || wm != aw
}

// PliesSinceIrreversible returns how many plies at the end of history
// (oldest first, each position one move after the previous) contain no
// man move and no capture: 0 if the last move was irreversible, the whole
// length of the game minus one if none was.
func PliesSinceIrreversible(history []Position) int {
	n := 0
	for i := len(history) - 1; i > 0; i-- {
		if IsIrreversible(history[i-1], history[i]) {
			break
		}
		n++
	}
	return n
}

// hasStep reports whether the side to move has a non-capturing move.
func (p *Position) hasStep() bool {
	own := p.men[p.side]
	empty := allBits &^ (own | p.men[p.side^1])
	up, down := movers(own, p.kings, p.side == Black)
	return (up<<4|up<<5)&empty != 0 || (down>>4|down>>5)&empty != 0
}
