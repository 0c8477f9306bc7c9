package match

import (
	"fmt"
	"math"
)

// Score is a running match score from player A's point of view.
type Score struct {
	Wins, Draws, Losses int
}

// Games returns the number of games scored.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Points returns A's points: a win is 1, a draw 1/2.
func (s Score) Points() float64 { return float64(s.Wins) + float64(s.Draws)/2 }

// Fraction returns A's share of the points, NaN before any game.
func (s Score) Fraction() float64 {
	if s.Games() == 0 {
		return math.NaN()
	}
	return s.Points() / float64(s.Games())
}

// add scores one game with A's result r: 1, 1/2 or 0.
func (s *Score) add(r float64) {
	switch r {
	case 1:
		s.Wins++
	case 0:
		s.Losses++
	default:
		s.Draws++
	}
}

func (s Score) String() string {
	return fmt.Sprintf("+%d =%d -%d", s.Wins, s.Draws, s.Losses)
}

// Elo is an estimate of A's rating advantage over B in Elo points, with
// a 95% confidence interval.
//
// The estimate is the logistic model's difference for A's score
// fraction s: D = -400 log10(1/s - 1). The interval comes from the
// games themselves: each game is a draw from {1, 1/2, 0}, its variance
// is estimated by the per-game variance around s,
//
//	var = (W (1-s)^2 + D (1/2-s)^2 + L s^2) / N,
//
// the standard error of s is sqrt(var/N), and the ends of s ± 1.96 SE
// (clipped to [0, 1]) are converted to Elo like s. Draws, which narrow
// the spread of results, thus narrow the interval, as they should.
//
// At 100% or 0% D is infinite and the per-game variance is zero, which
// would claim certainty from a handful of games. There the interval's
// finite end is the exact binomial bound instead: with N wins out of N,
// the score fraction is at least 0.025^(1/N) with 97.5% confidence, so
// Low = Elo(0.025^(1/N)) and High = +Inf (and symmetrically for 0%).
type Elo struct {
	Diff float64
	// Low and High bound the 95% interval; Margin is its half-width,
	// +Inf when an end is infinite.
	Low, High, Margin float64
}

// z95 is the two-sided 95% quantile of the normal distribution.
const z95 = 1.959964

// eloOf converts a score fraction to an Elo difference.
func eloOf(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	d := -400 * math.Log10(1/s-1)
	if d == 0 {
		return 0 // not -0, which would print as "-0"
	}
	return d
}

// Elo estimates A's advantage from the score; all fields are NaN before
// any game.
func (s Score) Elo() Elo {
	n := float64(s.Games())
	if n == 0 {
		nan := math.NaN()
		return Elo{nan, nan, nan, nan}
	}
	mu := s.Fraction()
	e := Elo{Diff: eloOf(mu)}
	switch {
	case s.Wins == s.Games():
		e.Low, e.High = eloOf(math.Pow(0.025, 1/n)), math.Inf(1)
	case s.Losses == s.Games():
		e.Low, e.High = math.Inf(-1), eloOf(1-math.Pow(0.025, 1/n))
	default:
		v := (float64(s.Wins)*(1-mu)*(1-mu) + float64(s.Draws)*(0.5-mu)*(0.5-mu) + float64(s.Losses)*mu*mu) / n
		se := math.Sqrt(v / n)
		e.Low = eloOf(max(0, mu-z95*se))
		e.High = eloOf(min(1, mu+z95*se))
	}
	e.Margin = (e.High - e.Low) / 2
	return e
}

// String writes "+35 ± 48"; "+191 (95% -12 to +inf)" when an end of the
// interval is infinite; "+0 (too few games for a 95% interval)" when
// both are; "+inf (95% above +120)" or "-inf (95% below
// -120)" at 100% or 0%; "n/a" before any game.
func (e Elo) String() string {
	switch {
	case math.IsNaN(e.Diff):
		return "n/a"
	case math.IsInf(e.Diff, 1):
		return fmt.Sprintf("+inf (95%% above %+.0f)", e.Low)
	case math.IsInf(e.Diff, -1):
		return fmt.Sprintf("-inf (95%% below %+.0f)", e.High)
	case math.IsInf(e.Low, -1) && math.IsInf(e.High, 1):
		// An interval of every rating says only that the games
		// were too few.
		return fmt.Sprintf("%+.0f (too few games for a 95%% interval)", e.Diff)
	case math.IsInf(e.Margin, 0):
		return fmt.Sprintf("%+.0f (95%% %s to %s)", e.Diff, eloText(e.Low), eloText(e.High))
	}
	return fmt.Sprintf("%+.0f ± %.0f", e.Diff, e.Margin)
}

// eloText writes an Elo value with its sign, infinities as "+inf" and
// "-inf".
func eloText(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", v)
}

// Interval writes the 95% interval, "+54 to +131": the ± of String is
// its half-width, and the interval is not symmetric about Diff.
func (e Elo) Interval() string {
	if math.IsNaN(e.Diff) {
		return "n/a"
	}
	return eloText(e.Low) + " to " + eloText(e.High)
}
