package session

import (
	"math"
)

// The review of an analysed game, as lichess gives it after its
// computer analysis: per side the moves marked ??, ? and ?!, and an
// accuracy from 0 to 100.
//
// Accuracy follows lichess's (lila, modules/analyse, AccuracyPercent):
//
//   - a move's accuracy comes from how much it lowered its side's
//     expected score (WinPercent, before and after the move, from the
//     mover's side): 100 if it lost nothing, else
//     103.1668·e^(−0.04354·drop) − 3.1669 + 1 (lichess's +1 for the
//     analysis's own inaccuracy), clamped to 0..100. A move the engine
//     chose itself is 100, as it gets no mark (Mark).
//   - a side's accuracy is the mean of two means of its moves'
//     accuracies: one weighted by how volatile the game was around each
//     move (the standard deviation of the expected scores in a window
//     of max(2, min(8, plies/10)) positions, clamped to 0.5..12), which
//     counts moves in sharp positions more, and the harmonic mean, which
//     a few bad moves pull down.
//
// The expected scores are those of the game's curve (for checkers the
// one fitted when its evaluation was tuned, lichess's for the others),
// so a checkers accuracy reads like a chess one without being the same
// measure.

// SideReview is one side's review.
type SideReview struct {
	// Moves is how many moves of the side were analysed.
	Moves int
	// Blunders, Mistakes and Inaccuracies count the marks ??, ?, ?!.
	Blunders, Mistakes, Inaccuracies int
	// Accuracy is 0 to 100, NaN without a move.
	Accuracy float64
}

// Review is the review of an analysed game: by side, 0 the first
// player.
type Review struct {
	Sides [2]SideReview
	// Complete reports whether every position was analysed.
	Complete bool
}

// moveAccuracy is the accuracy of a move that lowered its side's
// expected score from before to after (0 to 100 each).
func moveAccuracy(before, after float64) float64 {
	if after >= before {
		return 100
	}
	raw := 103.1668100711649*math.Exp(-0.04354415386753951*(before-after)) - 3.166924740191411
	return max(0, min(100, raw+1))
}

// Review reviews the moves analysed so far.
func (a *GameAnalysis) Review() Review {
	var r Review
	n := len(a.moves)
	// The first player's expected score at each position analysed.
	first := make([]float64, 0, n+1)
	for i := 0; i <= n; i++ {
		ps, ok := a.Score(i)
		if !ok {
			break
		}
		v := WinPercent(a.game, ps.Score)
		if a.positions[i].Side() != 0 {
			v = 100 - v
		}
		first = append(first, v)
	}
	r.Complete = len(first) == n+1
	moves := len(first) - 1
	if moves < 1 {
		for s := range r.Sides {
			r.Sides[s].Accuracy = math.NaN()
		}
		return r
	}
	weights := volatility(first, moves)
	var wsum, wacc, hsum [2]float64
	for i := 0; i < moves; i++ {
		side := a.positions[i].Side()
		mk, _ := a.Mark(i)
		sr := &r.Sides[side]
		sr.Moves++
		switch mk.Glyph {
		case "??":
			sr.Blunders++
		case "?":
			sr.Mistakes++
		case "?!":
			sr.Inaccuracies++
		}
		before, after := first[i], first[i+1]
		if side != 0 {
			before, after = 100-before, 100-after
		}
		acc := moveAccuracy(before, after)
		if b, _ := a.Score(i); b.Best == a.moves[i] {
			acc = 100 // the engine's own choice (Mark)
		}
		wsum[side] += weights[i]
		wacc[side] += weights[i] * acc
		hsum[side] += 1 / max(acc, 0.01)
	}
	for s := range r.Sides {
		sr := &r.Sides[s]
		if sr.Moves == 0 {
			sr.Accuracy = math.NaN()
			continue
		}
		weighted := wacc[s] / wsum[s]
		harmonic := float64(sr.Moves) / hsum[s]
		sr.Accuracy = (weighted + harmonic) / 2
	}
	return r
}

// volatility weighs each of the moves by the standard deviation of the
// expected scores around it, lichess's way: windows of size
// max(2, min(8, moves/10)) positions sliding over the game, the first
// window standing for the moves before it fills, each clamped to
// 0.5..12.
func volatility(first []float64, moves int) []float64 {
	size := max(2, min(8, moves/10))
	size = min(size, len(first))
	out := make([]float64, moves)
	for i := range out {
		start := max(0, i+2-size) // the window ends at the position after move i
		if start+size > len(first) {
			start = len(first) - size
		}
		out[i] = max(0.5, min(12, stddev(first[start:start+size])))
	}
	return out
}

// stddev is the population standard deviation of xs.
func stddev(xs []float64) float64 {
	var mean float64
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	var v float64
	for _, x := range xs {
		v += (x - mean) * (x - mean)
	}
	return math.Sqrt(v / float64(len(xs)))
}
