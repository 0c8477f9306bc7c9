package session

import (
	"math"

	"frontier/search"
)

// The judgement of the moves of an analysed game: how much a move lowered
// its side's expected score, and the mark (??, ?, ?!) that earns.

// Mark judges a move of the line from the scores before and after it.
type Mark struct {
	Ply  int    // the move's index in Line.Moves
	Move string // in the game's notation
	// Drop is how much the move lowered the mover's expected score, in
	// percentage points (see WinPercent).
	Drop float64
	// Glyph is "??" (blunder), "?" (mistake), "?!" (inaccuracy) or ""
	// for a move that lost too little to mark.
	Glyph string
}

// Thresholds of the marks, in percentage points of expected score lost
// (WinPercent): those lichess uses for its computer analysis, a drop of
// its "winning chances" (2·E−1, from −1 to 1, E the expected score) by
// 0.1 for an inaccuracy, 0.2 for a mistake, 0.3 for a blunder (lila,
// modules/analyse, Advice.scala), which is 5, 10 and 15 points of E.
const (
	InaccuracyDrop = 5
	MistakeDrop    = 10
	BlunderDrop    = 15
)

// WinPercent is the expected score, 0 to 100 (a win 100, a draw 50), of
// a side whose evaluation is score in game, by a logistic curve
// 100/(1+e^(−k·score)): for checkers with the k fitted to self-play
// results when the evaluation was tuned (docs/tuning.md: k = 0.004275,
// a man up is an expected score of 60.5), for the other games with
// lichess's k for chess, 0.00368208 per centipawn (its "winning
// chances", 50 + 50·(2/(1+e^(−k·cp)) − 1), is the same curve). A
// proven win or loss is 100 or 0.
func WinPercent(game string, score int) float64 {
	kind, _ := search.Classify(score)
	switch kind {
	case search.SearchWin, search.DatabaseWin, search.WonBy:
		return 100
	case search.SearchLoss, search.DatabaseLoss, search.LostBy:
		return 0
	}
	k := 0.00368208
	if game == "checkers" {
		k = 0.004275
	}
	return 100 / (1 + math.Exp(-k*float64(score)))
}

// Mark judges move ply: how much it lowered its side's expected score,
// from the scores of the positions before and after it, and the glyph
// that drop earns unless the move is the one the engine chose; ok is
// false until both are recorded.
func (a *GameAnalysis) Mark(ply int) (Mark, bool) {
	before, ok1 := a.Score(ply)
	after, ok2 := a.Score(ply + 1)
	if !ok1 || !ok2 {
		return Mark{}, false
	}
	// Before the move the mover is to move; after it the opponent is,
	// so the mover's score there is the opponent's negated.
	drop := WinPercent(a.game, before.Score) - WinPercent(a.game, -after.Score)
	m := Mark{Ply: ply, Move: a.moves[ply], Drop: drop}
	switch {
	case before.Best == m.Move:
		// The engine's own choice: what it seems to lose is the
		// difference between two searches of the same depth from
		// consecutive positions (the horizon moved), not the move.
	case drop >= BlunderDrop:
		m.Glyph = "??"
	case drop >= MistakeDrop:
		m.Glyph = "?"
	case drop >= InaccuracyDrop:
		m.Glyph = "?!"
	}
	return m, true
}
