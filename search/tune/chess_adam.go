package tune

import (
	"math"

	"frontier/search/eval"
)

// ChessAdam bounds FitChessAdam.
type ChessAdam struct {
	// Iters is the number of full-batch gradient steps.
	Iters int
	// LR is Adam's step size in centipawns (about how far a weight
	// moves a step while its gradient keeps its sign).
	LR float64
	// L2 weighs the penalty L2·Σ((w−w0)/100)² added to the mean squared
	// error, w0 the starting weights: it holds the weights of rare
	// terms (a king on a8 in the middle game) near their start, where a
	// few positions would move them by noise.
	L2 float64
	// Every is how often, in steps, onStep sees the rounded weights.
	Every int
}

// FitChessAdam fits the free weights of w (fixed reports the others;
// nil: ChessFixed) by full-batch gradient descent with Adam's step on
// the mean squared error of sigmoid(k·eval) against the samples' labels
// plus cfg.L2's penalty: the evaluation is linear in the weights, so the
// gradient is one pass over each sample's nonzero terms. Texel's local
// search (FitChess) moves one weight at a time by a whole step, which
// over hundreds of piece-square weights of a few positions each follows
// the noise; the gradient moves every weight by its evidence. onStep,
// if not nil, sees the training error (without the penalty) and the
// weights rounded to centipawns every cfg.Every steps and after the
// last; the result is the last step's rounded weights. Deterministic.
func FitChessAdam(samples []ChessSample, w eval.ChessWeights, k float64, cfg ChessAdam, fixed func(j int) bool, onStep func(step int, err float64, w *eval.ChessWeights)) eval.ChessWeights {
	if fixed == nil {
		fixed = ChessFixed
	}
	n := len(samples)
	if n == 0 || cfg.Iters < 1 {
		return w
	}
	every := max(cfg.Every, 1)
	// Each sample's nonzero terms, flattened: term t and count x, from
	// start[i] to start[i+1]; mg[i] is its phase share of the
	// middle-game weights.
	start := make([]int32, n+1)
	var terms []int16
	var xs []float32
	mgShare := make([]float64, n)
	for i := range samples {
		f := &samples[i].F
		for t, x := range f.D {
			if x != 0 {
				terms = append(terms, int16(t))
				xs = append(xs, float32(x))
			}
		}
		start[i+1] = int32(len(terms))
		mgShare[i] = float64(f.Phase) / 24
	}
	const nw = len(eval.ChessWeights{})
	var wf, w0, grad, m, v [nw]float64
	for j := range w {
		wf[j], w0[j] = float64(w[j]), float64(w[j])
	}
	const b1, b2, eps = 0.9, 0.999, 1e-12
	round := func() eval.ChessWeights {
		var r eval.ChessWeights
		for j := range r {
			r[j] = int(math.Round(wf[j]))
		}
		return r
	}
	for it := 1; it <= cfg.Iters; it++ {
		grad = [nw]float64{}
		loss := 0.0
		for i := range samples {
			ts, x := terms[start[i]:start[i+1]], xs[start[i]:start[i+1]]
			a := mgShare[i]
			e := 0.0
			for q, t := range ts {
				e += float64(x[q]) * (a*wf[2*t] + (1-a)*wf[2*t+1])
			}
			s := sigmoid(k * e)
			d := s - samples[i].Result
			loss += d * d
			g := 2 * d * s * (1 - s) * k / float64(n)
			for q, t := range ts {
				gx := g * float64(x[q])
				grad[2*t] += gx * a
				grad[2*t+1] += gx * (1 - a)
			}
		}
		c1, c2 := 1-math.Pow(b1, float64(it)), 1-math.Pow(b2, float64(it))
		for j := range wf {
			if fixed(j) {
				continue
			}
			gj := grad[j] + 2*cfg.L2*(wf[j]-w0[j])/1e4
			m[j] = b1*m[j] + (1-b1)*gj
			v[j] = b2*v[j] + (1-b2)*gj*gj
			wf[j] -= cfg.LR * (m[j] / c1) / (math.Sqrt(v[j]/c2) + eps)
		}
		if onStep != nil && (it%every == 0 || it == cfg.Iters) {
			r := round()
			onStep(it, loss/float64(n), &r)
		}
	}
	return round()
}
