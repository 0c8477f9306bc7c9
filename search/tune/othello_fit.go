package tune

import (
	"math"
	"math/bits"

	"frontier/search/eval"
)

// The fit of the Othello pattern evaluation (search/eval's
// PatternWeights, `frontier othello-patterns`) to labelled positions
// (othello_data.go): the evaluation is linear in its weights, so each
// phase's weights are a ridge least-squares problem, solved by conjugate
// gradient (othello_cg.go) and measured on held-out games
// (othello_report.go).

// patRow is a sample as the fit sees it.
type patRow struct {
	f      [eval.PatternFeatureCount]int32 // +(param+1) or -(param+1); 0: no weight (the empty configuration)
	mob    float64
	parity float64
	y      float64
	test   bool
}

// FitPatternWeights fits the weights of each phase to the samples by
// ridge least squares (lambda on the pattern weights) with a
// preconditioned conjugate gradient, iters steps; a phase trains on its
// positions and those one empty square outside it. A configuration and
// its colour swap share one parameter with opposite signs, so Eval(own,
// opp) + Eval(opp, own) depends on the phase and parity alone.
func FitPatternWeights(samples []PatternSample, lambda float64, iters int) (*eval.PatternWeights, []PatternFitReport) {
	total := eval.PatternWeightCount()
	// canon[i]: the signed parameter of pattern weight i.
	canon := make([]int32, total)
	for i := range canon {
		s := eval.PatternSwap(i)
		switch {
		case s == i:
			canon[i] = 0
		case i < s:
			canon[i] = int32(i) + 1
		default:
			canon[i] = -(int32(s) + 1)
		}
	}
	byPhase := make([][]patRow, eval.PatternPhases)
	var f [eval.PatternFeatureCount]uint32
	for _, s := range samples {
		var r patRow
		mob, parity := eval.PatternFeatures(s.Own, s.Opp, &f)
		for k, x := range f {
			r.f[k] = canon[x]
		}
		r.mob, r.parity, r.y, r.test = float64(mob), float64(parity), float64(s.Value), s.Game%10 == 0
		// A position trains its phase and, at a phase's border, the
		// phase next to it: the phases far from the end, where labels
		// are dear, borrow the positions one empty square nearer.
		n := bits.OnesCount64(^(s.Own | s.Opp))
		last := -1
		for _, e := range [5]int{n - 2, n - 1, n, n + 1, n + 2} {
			if ph := eval.PatternPhase(max(0, min(64, e))); ph != last {
				byPhase[ph] = append(byPhase[ph], r)
				last = ph
			}
		}
	}
	var ws [eval.PatternPhases][]int16
	for ph, rows := range byPhase {
		w := make([]int16, total+eval.PatternScalars)
		x := patSolve(rows, lambda, iters)
		for i, v := range x[:total] {
			if v != 0 {
				w[i] = patRound(100 * v)
			}
		}
		// The swapped configurations: minus their canonical weight.
		for i, c := range canon {
			if c < 0 {
				w[i] = -w[-c-1]
			}
		}
		for k := range eval.PatternScalars {
			w[total+k] = patRound(100 * x[total+k])
		}
		ws[ph] = w
	}
	pw, err := eval.PatternWeightsFrom(ws)
	if err != nil {
		panic("tune: " + err.Error()) // the phases are made above at eval's size
	}
	// A phase's report reads only that phase's weights.
	reports := make([]PatternFitReport, 0, eval.PatternPhases)
	for ph := range eval.PatternPhases {
		reports = append(reports, patReport(pw, samples, ph))
	}
	return pw, reports
}

func patRound(v float64) int16 {
	return int16(max(math.MinInt16, min(math.MaxInt16, math.Round(v))))
}
