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

// ScoreKind is what a score says: an evaluation, or a result of the game.
type ScoreKind uint8

const (
	// Evaluation is a heuristic score; N is the score itself.
	Evaluation ScoreKind = iota
	// SearchWin and SearchLoss: the search saw the game won or lost
	// outright; N is the distance in plies.
	SearchWin
	SearchLoss
	// DatabaseWin and DatabaseLoss: the endgame database decides the
	// position the line reaches (board.DatabaseScore); N counts plies
	// from that position, the root itself when the engine took its move
	// from the database.
	DatabaseWin
	DatabaseLoss
	// WonBy and LostBy: the game is over with a margin (Othello's discs);
	// N is the margin, positive.
	WonBy
	LostBy
)

// Classify says what score means, with its number: the one place that
// knows how the ranges of scores are laid out, for ScoreText and for the
// workstation's compact form.
func Classify(score int) (ScoreKind, int) {
	switch {
	case IsWinScore(score) && score > 0:
		return SearchWin, WinDistance(score)
	case IsWinScore(score):
		return SearchLoss, WinDistance(score)
	}
	if d, ok := board.DatabaseDistance(score); ok {
		if score > 0 {
			return DatabaseWin, d
		}
		return DatabaseLoss, d
	}
	if m, ok := board.Margin(score); ok {
		if m > 0 {
			return WonBy, m
		}
		return LostBy, -m
	}
	return Evaluation, score
}

// ScoreText writes a score for people: a plain number for an evaluation,
// "win in N" or "loss in N" (plies) for a game the search saw won or
// lost outright, "db win in N" or "db loss in N" for a position the
// endgame database decides, and "won by N" or "lost by N" for a game over
// with a margin (see ScoreKind).
func ScoreText(score int) string {
	kind, n := Classify(score)
	if kind == Evaluation {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf(scoreWords[kind], n)
}

var scoreWords = [...]string{
	SearchWin: "win in %d", SearchLoss: "loss in %d",
	DatabaseWin: "db win in %d", DatabaseLoss: "db loss in %d",
	WonBy: "won by %d", LostBy: "lost by %d",
}
