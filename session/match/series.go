package match

import (
	"context"
	"fmt"
)

// report is a finished game of a match, of checkers (GameReport) or
// another game (AnyGameReport).
type report[R any] interface {
	// aPoints is A's score from the game: 1, 1/2 or 0.
	aPoints() float64
	// withTotals is the report with the match's running totals.
	withTotals(Score, Elo) R
}

func (r GameReport) aPoints() float64    { return r.AResult }
func (r AnyGameReport) aPoints() float64 { return r.AResult }

func (r GameReport) withTotals(s Score, e Elo) GameReport {
	r.Score, r.Elo = s, e
	return r
}

func (r AnyGameReport) withTotals(s Score, e Elo) AnyGameReport {
	r.Score, r.Elo = s, e
	return r
}

// series plays the games of a match one after the other, for checkers
// (Run) and the other games (RunAny) alike: play plays game i (0-based),
// save writes it to the match's file and onGame reports it with the
// running totals. It stops at the first error, returning the games
// played before it.
func series[R report[R]](ctx context.Context, games int, play func(ctx context.Context, i int) (R, error), save func(R) error, onGame func(R)) (Score, Elo, []R, error) {
	var score Score
	elo := score.Elo()
	var done []R
	for i := 0; i < games; i++ {
		rep, err := play(ctx, i)
		if err != nil {
			return score, elo, done, fmt.Errorf("match: game %d: %w", i+1, err)
		}
		if err := save(rep); err != nil {
			return score, elo, done, fmt.Errorf("match: game %d: %w", i+1, err)
		}
		score.add(rep.aPoints())
		elo = score.Elo()
		rep = rep.withTotals(score, elo)
		done = append(done, rep)
		if onGame != nil {
			onGame(rep)
		}
	}
	return score, elo, done, nil
}

// saveTo returns series' save: write to path, or nothing when the
// match writes no file.
func saveTo[R any](path string, write func(path string, rep R) error) func(R) error {
	return func(rep R) error {
		if path == "" {
			return nil
		}
		return write(path, rep)
	}
}

// newGame readies both engines of a match for its next game, each
// forgetting the games before (Engine.NewGame).
func newGame(a, b interface{ NewGame() error }) error {
	if err := a.NewGame(); err != nil {
		return err
	}
	return b.NewGame()
}

// sides returns who plays first in game i of a match between a and b:
// A in the even games, B in the odd ones, each opening played once each
// way round; aSide is the side A plays (0 first).
func sides[E any](i int, a, b E) (first, second E, aSide int) {
	if i%2 == 1 {
		return b, a, 1
	}
	return a, b, 0
}

// pointsFor is A's score from a game A played on side aSide: 1 for a
// win, 1/2 for a draw, 0 for a loss.
func pointsFor(draw bool, winner, aSide int) float64 {
	switch {
	case draw:
		return 0.5
	case winner == aSide:
		return 1
	}
	return 0
}
