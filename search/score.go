package search

import (
	"fmt"
	"strconv"

	"frontier/board"
	"frontier/search/tt"
)

// Score constants. Scores are from the point of view of the side to move.
const (
	// Win is the score of a won game; see LossAt.
	Win = tt.Win
	// Inf bounds every score: a window of (-Inf, Inf) is the full window.
	Inf = Win + 1
	// Draw is the score of a repeated position.
	Draw = 0
)

// MaxDepth is the deepest nominal search depth accepted.
const MaxDepth = 64

// MaxPly bounds the distance from the root, capture extensions included;
// a node this far down is evaluated whatever its state.
const MaxPly = 128

// LossAt is the score of the side to move when it has no legal move ply
// plies below the root: -(Win-ply). A loss further away scores higher.
func LossAt(ply int) int { return -(Win - ply) }

// IsWinScore reports whether score is a forced win or loss, not a
// heuristic evaluation.
func IsWinScore(score int) bool { return tt.IsWin(score) }

// WinDistance returns the number of plies to the end of the game for a win
// or loss score from the root, and 0 for other scores.
func WinDistance(score int) int {
	switch {
	case !IsWinScore(score):
		return 0
	case score > 0:
		return Win - score
	}
	return Win + score
}

// ScoreText writes a score for people: a plain number for an evaluation,
// "win in N" or "loss in N" (plies) for a game the search saw won or
// lost outright, "db win in N" or "db loss in N" for a position the
// endgame database decides (board.DatabaseScore; N counts plies from the
// database position the line reaches, the root itself when the engine
// took its move from the database), and "won by N" or "lost by N" for a
// game over with a margin (Othello's discs).
func ScoreText(score int) string {
	switch {
	case IsWinScore(score) && score > 0:
		return fmt.Sprintf("win in %d", WinDistance(score))
	case IsWinScore(score):
		return fmt.Sprintf("loss in %d", WinDistance(score))
	}
	if d, ok := board.DatabaseDistance(score); ok {
		if score > 0 {
			return fmt.Sprintf("db win in %d", d)
		}
		return fmt.Sprintf("db loss in %d", d)
	}
	if m, ok := board.Margin(score); ok {
		if m > 0 {
			return fmt.Sprintf("won by %d", m)
		}
		return fmt.Sprintf("lost by %d", -m)
	}
	return strconv.Itoa(score)
}
