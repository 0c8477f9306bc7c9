package tune

import (
	"context"
	"math"
	"testing"

	"frontier/search/eval"
)

// fitLine recovers a line with known noise: y = 2x + 5 ± 1.
func TestFitLine(t *testing.T) {
	var pairs [][2]float64
	for x := 0; x < 100; x++ {
		e := float64(1 - 2*(x%2)) // +1, -1, ...
		pairs = append(pairs, [2]float64{float64(x), 2*float64(x) + 5 + e})
	}
	f := fitLine(pairs)
	if math.Abs(f.Slope-2) > 0.01 || math.Abs(f.Offset-5) > 0.5 || math.Abs(f.Sigma-1) > 0.05 || f.R < 0.999 || f.N != 100 {
		t.Errorf("fit of y = 2x + 5 ± 1: %+v", f)
	}
}

// The shallow and deep scores of the ballots' positions are related:
// the fit at each depth and over all has positions, a positive slope
// and a positive correlation.
func TestFitProbCut(t *testing.T) {
	fits, err := FitProbCut(context.Background(), eval.Current(), []int{5, 6}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(fits) != 3 || fits[2].N != fits[0].N+fits[1].N || fits[0].Deep != 5 || fits[0].Shallow != 1 {
		t.Fatalf("fits %+v", fits)
	}
	for _, f := range fits {
		if f.N < 100 || f.Slope <= 0 || f.R <= 0.3 || f.Sigma <= 0 {
			t.Errorf("fit %+v", f)
		}
	}
}
