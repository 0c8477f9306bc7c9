package match

import (
	"context"
	"fmt"
)

// series plays the games of a match one after the other: play plays
// game i (0-based), save writes it to the match's file and onGame
// reports it with the running totals. It stops at the first error, returning the games
// played before it.
func series(ctx context.Context, games int, play func(ctx context.Context, i int) (GameReport, error), save func(GameReport) error, onGame func(GameReport)) (Score, Elo, []GameReport, error) {
	var score Score
	elo := score.Elo()
	var done []GameReport
	for i := 0; i < games; i++ {
		rep, err := play(ctx, i)
		if err != nil {
			return score, elo, done, fmt.Errorf("match: game %d: %w", i+1, err)
		}
		if err := save(rep); err != nil {
			return score, elo, done, fmt.Errorf("match: game %d: %w", i+1, err)
		}
		score.add(rep.AResult)
		elo = score.Elo()
		rep.Score, rep.Elo = score, elo
		done = append(done, rep)
		if onGame != nil {
			onGame(rep)
		}
	}
	return score, elo, done, nil
}

// newGame readies both engines of a match for its next game, each
// forgetting the games before (Engine.NewGame).
func newGame(a, b seat) error {
	if err := a.NewGame(); err != nil {
		return err
	}
	return b.NewGame()
}

// seat is a player of a match: one of ours (*Engine) or an outside
// engine (*UCIPlayer), each told when a game starts and closed at the
// end.
type seat interface {
	Mover
	NewGame() error
	Close()
}

// sides returns who plays first in game i of a match between a and b:
// A in the even games, B in the odd ones, each opening played once each
// way round; aSide is the side A plays (0 first).
func sides(i int, a, b seat) (first, second seat, aSide int) {
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
