package experiment

import (
	"fmt"
	"math"
)

// The work-span experiment (Kuszmaul 1995 §3): runs of one algorithm at
// P = 1, 2, 4, ... searchers, each reporting its time T_P, its work W and
// its critical path C, and the least-squares fit of the model
//
//	T_P ≈ a·W/P + b·C + c
//
// that StarTech's runs on the CM-5 followed with a = 1.02, b = 1.5 and
// c = 4.3 seconds (Equation 2).

// StarTechFit is Kuszmaul's fit (Equation 2); C is in seconds.
var StarTechFit = WorkSpanFit{A: 1.02, B: 1.5, C: 4.3, SpanMeasured: true}

// WorkSpanFit is the fitted model and how well it fits: R² is one less
// the residual sum of squares over the total sum of squares of T_P.
// SpanMeasured is false when the rows carry no critical path (an
// algorithm that does not timestamp it): then only a and c are fitted
// and B is 0.
type WorkSpanFit struct {
	A            float64 `json:"a"`
	B            float64 `json:"b"`
	C            float64 `json:"c"`
	R2           float64 `json:"r2"`
	Runs         int     `json:"runs"`
	SpanMeasured bool    `json:"span_measured"`
}

// Predict is the model's T_P for a run of work w and critical path span
// on p threads.
func (f WorkSpanFit) Predict(w, span float64, p int) float64 {
	return f.A*w/float64(p) + f.B*span + f.C
}

// FitWorkSpan fits the model to the parallel rows (sequential rows are
// skipped), by least squares through the normal equations. Time is
// TimeUnits for simulated rows, Seconds for real ones, and W and C in the
// same unit.
func FitWorkSpan(rows []Row) (WorkSpanFit, error) {
	var xs [][3]float64
	var ys []float64
	spans := false
	for _, r := range rows {
		if r.Algo == "seq" {
			continue
		}
		t, w, c := rowTimes(r)
		xs = append(xs, [3]float64{w / float64(r.Searchers), c, 1})
		ys = append(ys, t)
		spans = spans || r.Span > 0
	}
	n := 3
	if !spans { // fit a and c only: the critical-path column is all zero
		n = 2
		for i := range xs {
			xs[i][1] = 1
		}
	}
	if len(ys) < n {
		return WorkSpanFit{}, fmt.Errorf("work-span fit: %d runs, need at least %d", len(ys), n)
	}
	var ata [3][3]float64
	var aty [3]float64
	for i, x := range xs {
		for j := 0; j < n; j++ {
			aty[j] += x[j] * ys[i]
			for k := 0; k < n; k++ {
				ata[j][k] += x[j] * x[k]
			}
		}
	}
	beta, err := solve(ata, aty, n)
	if err != nil {
		return WorkSpanFit{}, fmt.Errorf("work-span fit: %w", err)
	}
	fit := WorkSpanFit{A: beta[0], B: beta[1], C: beta[2], Runs: len(ys), SpanMeasured: spans}
	if !spans {
		fit.B, fit.C = 0, beta[1]
	}
	var mean, ssTot, ssRes float64
	for _, y := range ys {
		mean += y
	}
	mean /= float64(len(ys))
	for i, x := range xs {
		pred := beta[0]*x[0] + beta[1]*x[1]
		if n == 3 {
			pred += beta[2] * x[2]
		}
		ssRes += (ys[i] - pred) * (ys[i] - pred)
		ssTot += (ys[i] - mean) * (ys[i] - mean)
	}
	if ssTot > 0 {
		fit.R2 = 1 - ssRes/ssTot
	}
	return fit, nil
}

// rowTimes is a row's time, work and critical path in one unit: virtual
// units in the simulator, seconds on the real machine (W and C are
// nanoseconds there).
func rowTimes(r Row) (t, w, c float64) {
	if r.Executor == "sim" {
		return float64(r.TimeUnits), float64(r.Work), float64(r.Span)
	}
	return r.Seconds, float64(r.Work) / 1e9, float64(r.Span) / 1e9
}

// solve solves the n×n system m·x = v (n ≤ 3) by Gaussian elimination
// with partial pivoting.
func solve(m [3][3]float64, v [3]float64, n int) ([3]float64, error) {
	var x, scale [3]float64
	for i := 0; i < n; i++ {
		scale[i] = math.Abs(m[i][i]) // a column's own size, for the singularity test
	}
	for col := 0; col < n; col++ {
		piv := col
		for r := col + 1; r < n; r++ {
			if math.Abs(m[r][col]) > math.Abs(m[piv][col]) {
				piv = r
			}
		}
		if math.Abs(m[piv][col]) <= 1e-10*scale[col] {
			return x, fmt.Errorf("the runs do not determine the model (singular normal equations)")
		}
		m[col], m[piv] = m[piv], m[col]
		v[col], v[piv] = v[piv], v[col]
		for r := col + 1; r < n; r++ {
			f := m[r][col] / m[col][col]
			for k := col; k < n; k++ {
				m[r][k] -= f * m[col][k]
			}
			v[r] -= f * v[col]
		}
	}
	for r := n - 1; r >= 0; r-- {
		s := v[r]
		for k := r + 1; k < n; k++ {
			s -= m[r][k] * x[k]
		}
		x[r] = s / m[r][r]
	}
	return x, nil
}

// WorkSpanSummary is one number of searchers of the experiment, averaged
// over the positions: time, work, critical path, average parallelism
// W/C, efficiency T_S/W, speedup, and the fitted model's time.
type WorkSpanSummary struct {
	Searchers      int     `json:"searchers"`
	Positions      int     `json:"positions"`
	Time           float64 `json:"time"`
	Work           float64 `json:"work"`
	Span           float64 `json:"span"`
	Parallelism    float64 `json:"parallelism"`
	WorkEfficiency float64 `json:"work_efficiency"`
	Speedup        float64 `json:"speedup"`
	Predicted      float64 `json:"predicted"`
}

// SummarizeWorkSpan averages the parallel rows per number of searchers,
// in the order the counts first appear, with fit's prediction.
func SummarizeWorkSpan(rows []Row, fit WorkSpanFit) []WorkSpanSummary {
	var out []WorkSpanSummary
	index := map[int]int{}
	for _, r := range rows {
		if r.Algo == "seq" {
			continue
		}
		i, ok := index[r.Searchers]
		if !ok {
			i = len(out)
			index[r.Searchers] = i
			out = append(out, WorkSpanSummary{Searchers: r.Searchers})
		}
		s := &out[i]
		t, w, c := rowTimes(r)
		s.Positions++
		s.Time += t
		s.Work += w
		s.Span += c
		s.Parallelism += r.Parallelism
		s.WorkEfficiency += r.WorkEfficiency
		s.Speedup += r.Speedup
		s.Predicted += fit.Predict(w, c, r.Searchers)
	}
	for i := range out {
		s := &out[i]
		n := float64(s.Positions)
		s.Time /= n
		s.Work /= n
		s.Span /= n
		s.Parallelism /= n
		s.WorkEfficiency /= n
		s.Speedup /= n
		s.Predicted /= n
	}
	return out
}
