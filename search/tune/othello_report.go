package tune

import (
	"math"
	"math/bits"

	"frontier/search/eval"
)

// PatternFitReport is the fit's error, by phase, on the held-out games
// (every tenth): the root mean square error in discs of the pattern
// evaluation (with its weights rounded, as Eval has them) and of the
// hand-made evaluation scaled by least squares on the training games.
type PatternFitReport struct {
	Phase              int
	Train, Test        int
	RMSE, HandRMSE     float64
	TrainRMSE          float64
	MinEmpty, MaxEmpty int
}

// patReport measures phase ph of pw: the rounded weights through Eval
// on the held-out and training samples, against the hand-made
// evaluation scaled on the training samples.
func patReport(pw *eval.PatternWeights, samples []PatternSample, ph int) PatternFitReport {
	r := PatternFitReport{Phase: ph, MinEmpty: 64}
	hand := eval.Othello8.EvaluateBits
	var sh, sy, shh, shy, n float64
	for _, s := range samples {
		e := bits.OnesCount64(^(s.Own | s.Opp))
		if eval.PatternPhase(e) != ph || s.Game%10 == 0 {
			continue
		}
		h := float64(hand(s.Own, s.Opp))
		y := float64(s.Value)
		sh, sy, shh, shy, n = sh+h, sy+y, shh+h*h, shy+h*y, n+1
	}
	a, c := 0.0, 0.0
	if den := n*shh - sh*sh; n > 0 && den != 0 {
		a = (n*shy - sh*sy) / den
		c = (sy - a*sh) / n
	}
	var se, seh, setr float64
	for _, s := range samples {
		e := bits.OnesCount64(^(s.Own | s.Opp))
		if eval.PatternPhase(e) != ph {
			continue
		}
		r.MinEmpty, r.MaxEmpty = min(r.MinEmpty, e), max(r.MaxEmpty, e)
		d := float64(pw.Eval(s.Own, s.Opp))/100 - float64(s.Value)
		if s.Game%10 != 0 {
			r.Train++
			setr += d * d
			continue
		}
		r.Test++
		se += d * d
		dh := a*float64(hand(s.Own, s.Opp)) + c - float64(s.Value)
		seh += dh * dh
	}
	if r.Test > 0 {
		r.RMSE, r.HandRMSE = math.Sqrt(se/float64(r.Test)), math.Sqrt(seh/float64(r.Test))
	}
	if r.Train > 0 {
		r.TrainRMSE = math.Sqrt(setr / float64(r.Train))
	}
	return r
}
