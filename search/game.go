package search

import "frontier/board"

// Game is what the search needs of a game: its rules (board.Rules) and the
// game knowledge a searcher uses at every node. Like board.Rules it is
// implemented by a small handle type whose methods take positions by
// pointer; package search/eval holds one per registered game.
type Game[P any, M board.Move] interface {
	board.Rules[P, M]
	// Evaluate returns the static value of p for the side to move, in
	// the game's units (the checkers evaluation counts 100 for a man),
	// within ±board.FinalBase/2. When the game is over at p it returns
	// Outcome's score with over set instead. It is called at the
	// horizon, on positions that are not Forcing.
	Evaluate(p *P) (score int, over bool)
	// Forcing reports that p is not quiet: at the horizon the search
	// goes on through its moves instead of evaluating it (checkers: a
	// capture is compulsory). Games without such positions return
	// false.
	Forcing(p *P) bool
	// Irreversible reports that no position before m can recur after
	// it (checkers: a capture or a man's move; Othello: every move), so
	// that repetition checks stop there.
	Irreversible(p *P, m M) bool
	// MoveCode returns a nonzero code of m below 1<<17 for the
	// transposition table. Two legal moves of one position may share a
	// code only if they lead to the same position.
	MoveCode(m M) uint32
	// HistoryIndex returns the history-heuristic slot of m played in p,
	// in 0..HistorySize()-1; it usually combines the side to move and
	// the move's squares.
	HistoryIndex(p *P, m M) int
	// HistorySize is the number of history slots the game uses.
	HistorySize() int
}

// Bounded is implemented by a game whose positions know how long the
// game can still last: MaxPlies(p) bounds the number of moves from p to
// the end of the game (Othello: two per empty square, a pass and a
// disc). A search at least that deep sees only finished games at its
// leaves, and so does every table entry that can answer it, so its value
// is exact: Iterate stops deepening there when it has no depth limit.
type Bounded[P any] interface {
	MaxPlies(p *P) int
}

// Tactical is implemented by a game whose quiet-looking positions can
// still hide an exchange (chess: a piece left hanging at the horizon).
// At the horizon the searcher then runs a quiescence search instead of
// trusting the static evaluation: the side to move may stand pat on
// Evaluate or try the moves NoisyMoves returns (chess: captures and
// promotions), best first, until the position is quiet. Games without
// it (checkers, whose captures are Forcing, and Othello) search exactly
// as before; the searcher looks for it once, in NewSearcher.
type Tactical[P any, M board.Move] interface {
	// NoisyMoves appends to buf the legal moves of p that change the
	// material, in the order to search them, and returns it.
	NoisyMoves(p *P, buf []M) []M
}
