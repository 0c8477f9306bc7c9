package match

import (
	"errors"
	"math"
)

// Rated is a score against an opponent of known rating: the games a
// player won, drew and lost against it.
type Rated struct {
	Opponent float64
	Score    Score
}

// Rating is a player's rating estimated from scores against rated
// opponents, with its 95% interval.
type Rating struct {
	Elo, Low, High float64
	Games          int
}

// eloScale converts a rating difference to the logistic model's log
// odds: a difference of 400 is odds of 10 to 1.
const eloScale = math.Ln10 / 400

// Rate finds the rating r at which the logistic model expects exactly
// the points scored over all the games (the maximum of the likelihood
// with a draw as half a win, Elo's model as the figures used
// it), against opponents each of a known rating. Its interval is
// r ± 1.96 standard errors, the error by the sandwich estimator, which
// uses the spread of the results themselves, so draws narrow it as they
// narrow a match's interval. A player who won or lost every game has no
// finite estimate: ErrNoFiniteRating.
func Rate(scores []Rated) (Rating, error) {
	var n, pts float64
	for _, s := range scores {
		n += float64(s.Score.Games())
		pts += s.Score.Points()
	}
	if n == 0 {
		return Rating{}, errors.New("rate: no games")
	}
	if pts == 0 || pts == n {
		return Rating{Games: int(n)}, ErrNoFiniteRating
	}
	expected := func(r float64) float64 {
		e := 0.0
		for _, s := range scores {
			e += float64(s.Score.Games()) * expect(r, s.Opponent)
		}
		return e
	}
	// expected rises with r: bisect between ratings far beyond every
	// opponent.
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range scores {
		lo, hi = min(lo, s.Opponent), max(hi, s.Opponent)
	}
	lo, hi = lo-4000, hi+4000
	for range 200 {
		mid := (lo + hi) / 2
		if expected(mid) < pts {
			lo = mid
		} else {
			hi = mid
		}
	}
	r := (lo + hi) / 2
	// Sandwich: the score function's variance over the information.
	var info, vari float64
	for _, s := range scores {
		p := expect(r, s.Opponent)
		info += float64(s.Score.Games()) * p * (1 - p) * eloScale
		vari += float64(s.Score.Wins)*(1-p)*(1-p) + float64(s.Score.Draws)*(0.5-p)*(0.5-p) + float64(s.Score.Losses)*p*p
	}
	se := math.Sqrt(vari) / info
	return Rating{Elo: r, Low: r - z95*se, High: r + z95*se, Games: int(n)}, nil
}

// ErrNoFiniteRating is Rate's error for a player who won or lost every
// game.
var ErrNoFiniteRating = errors.New("rate: every game won or every game lost: no finite rating")

// expect is the expected score of a player rated r against one rated o.
func expect(r, o float64) float64 { return 1 / (1 + math.Pow(10, (o-r)/400)) }
