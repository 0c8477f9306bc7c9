package experiment

import (
	"math"
	"testing"
)

// TestFitWorkSpanRecovers: rows made by a known model give back its
// coefficients and R² = 1; rows without a critical path fit a and c.
func TestFitWorkSpanRecovers(t *testing.T) {
	want := WorkSpanFit{A: 1.1, B: 1.7, C: 40}
	var rows, flat []Row
	for i, w := range []int64{5000, 9000, 20000} {
		span := int64(300 + 200*i)
		for _, p := range []int{1, 2, 4, 8, 16} {
			tp := want.Predict(float64(w), float64(span), p)
			rows = append(rows, Row{Algo: "jamboree", Executor: "sim", Searchers: p, TimeUnits: int64(math.Round(tp * 1000)), Work: w * 1000, Span: span * 1000})
			flat = append(flat, Row{Algo: "ybwc", Executor: "sim", Searchers: p, TimeUnits: int64(math.Round((1.1*float64(w)/float64(p) + 40) * 1000)), Work: w * 1000})
		}
	}
	rows = append(rows, Row{Algo: "seq", Executor: "sim", Searchers: 1, TimeUnits: 1})
	got, err := FitWorkSpan(rows)
	if err != nil {
		t.Fatal(err)
	}
	near := func(x, y float64) bool { return math.Abs(x-y) < 1e-3*math.Max(1, math.Abs(y)) }
	if !near(got.A, want.A) || !near(got.B, want.B) || !near(got.C, want.C*1000) || !near(got.R2, 1) || got.Runs != 15 {
		t.Errorf("fit %+v, want a=%v b=%v c=%v over 15 runs with R²=1", got, want.A, want.B, want.C*1000)
	}
	got, err = FitWorkSpan(flat)
	if err != nil {
		t.Fatal(err)
	}
	if got.SpanMeasured || !near(got.A, 1.1) || got.B != 0 || !near(got.C, 40000) {
		t.Errorf("fit without spans %+v, want a=1.1 b=0 c=40000", got)
	}
	if _, err := FitWorkSpan(rows[:2]); err == nil {
		t.Error("two runs fitted three coefficients")
	}
}
