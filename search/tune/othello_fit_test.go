package tune

import (
	"math"
	"math/bits"
	"testing"

	"frontier/search/eval"
)

// TestFitPatternWeights fits the small data set and checks what the fit
// promises: a position's value and its colour swap's sum to a constant
// of the phase and parity (opposite weights for a configuration and its
// swap), the reports count each phase's samples and split them by game,
// and the fit explains the training values better than a constant.
func TestFitPatternWeights(t *testing.T) {
	data := patSmallData()
	pw, reports := FitPatternWeights(data, 1, 50)
	if len(reports) != eval.PatternPhases {
		t.Fatalf("%d reports, %d phases", len(reports), eval.PatternPhases)
	}
	type key struct{ n, parity int }
	sums := map[key]int{}
	var train, test [eval.PatternPhases]int
	var sy, syy [eval.PatternPhases]float64
	for _, s := range data {
		n := bits.OnesCount64(^(s.Own | s.Opp))
		ph := eval.PatternPhase(n)
		k := key{ph, n & 1}
		sum := pw.Eval(s.Own, s.Opp) + pw.Eval(s.Opp, s.Own)
		if v, ok := sums[k]; ok && v != sum {
			t.Fatalf("own %#x opp %#x: value and swapped value sum to %d, %d before in phase %d", s.Own, s.Opp, sum, v, ph)
		}
		sums[k] = sum
		if s.Game%10 == 0 {
			test[ph]++
			continue
		}
		train[ph]++
		sy[ph] += float64(s.Value)
		syy[ph] += float64(s.Value) * float64(s.Value)
	}
	for ph, r := range reports {
		if r.Phase != ph || r.Train != train[ph] || r.Test != test[ph] {
			t.Fatalf("report %+v, want phase %d, %d training and %d held-out samples", r, ph, train[ph], test[ph])
		}
		if train[ph] == 0 {
			continue
		}
		sd := math.Sqrt(syy[ph]/float64(train[ph]) - sy[ph]*sy[ph]/float64(train[ph]*train[ph]))
		if r.TrainRMSE >= sd/2 {
			t.Fatalf("phase %d: training RMSE %.2f, the values' deviation %.2f", ph, r.TrainRMSE, sd)
		}
	}
	if train[0] == 0 || train[1] == 0 {
		t.Fatalf("training samples by phase %v", train)
	}
}
