package tune

import (
	"math"

	"frontier/search/eval"
)

// Error returns the mean squared error of sigmoid(k·eval) against the
// results of samples, eval in points under w (without Evaluate's
// rounding: the fit works on the exact linear form).
func Error(samples []Sample, w eval.Weights, k float64) float64 {
	if len(samples) == 0 {
		return math.NaN()
	}
	e := 0.0
	for i := range samples {
		s := &samples[i]
		d := s.Result - sigmoid(k*dot(&s.F, &w))
		e += d * d
	}
	return e / float64(len(samples))
}

// dot is the evaluation in points, unrounded.
func dot(f *eval.Vector, w *eval.Weights) float64 {
	s := 0
	for i, x := range f {
		s += w[i] * x
	}
	return float64(s) / eval.Scale
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// FitK returns the scaling constant K that minimises Error with weights
// w: a golden-section search on log K over [1e-4, 1] (a man up is then
// worth from 0.0025 to 0.46 of a point of expected score above 1/2).
func FitK(samples []Sample, w eval.Weights) float64 {
	return goldenLogK(func(k float64) float64 { return Error(samples, w, k) })
}

// goldenLogK minimises err(K) by golden-section search on log K over
// [1e-4, 1].
func goldenLogK(err func(k float64) float64) float64 {
	f := func(lk float64) float64 { return err(math.Exp(lk)) }
	lo, hi := math.Log(1e-4), 0.0
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := f(a), f(b)
	for i := 0; i < 60; i++ {
		if fa < fb { // the minimum is in [lo, b]
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = f(a)
		} else { // in [a, hi]
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = f(b)
		}
	}
	return math.Exp((lo + hi) / 2)
}

// FitConfig bounds the weight fit.
type FitConfig struct {
	// K is the scaling constant, fitted first with FitK.
	K float64
	// Step is the first step in weight units (1/eval.Scale points); it
	// halves down to 1 whenever a pass over the weights improves
	// nothing.
	Step int
	// MaxPasses bounds the passes over the weights at all steps
	// together.
	MaxPasses int
	// OnPass, if not nil, is called after each pass with the step, the
	// pass's error and the weights.
	OnPass func(step int, err float64, w eval.Weights)
}

// Fixed reports the weights the fit leaves alone: a man's value sets the
// unit of the evaluation (scaling every weight would only trade off
// against K).
func Fixed(i int) bool { return i == eval.FMen }

// Fit improves w by Texel's local search: for each free weight in turn
// it tries +step, then −step, keeping a change that lowers the error on
// samples; a pass that keeps nothing halves the step. It is
// deterministic: the weights are visited in order and ties keep the old
// value.
func Fit(samples []Sample, w eval.Weights, cfg FitConfig) eval.Weights {
	n := len(samples)
	if n == 0 {
		return w
	}
	// ev holds every sample's evaluation in weight units and se its
	// squared error; a trial changes one weight i, so only the samples
	// where feature i is not zero (nz[i]) change.
	k := cfg.K / eval.Scale
	ev := make([]float64, n)
	se := make([]float64, n)
	var nz [eval.NumFeatures][]int32
	total := 0.0
	for j := range samples {
		s := &samples[j]
		ev[j] = dot(&s.F, &w) * eval.Scale
		d := s.Result - sigmoid(k*ev[j])
		se[j] = d * d
		total += se[j]
		for i, x := range s.F {
			if x != 0 {
				nz[i] = append(nz[i], int32(j))
			}
		}
	}
	errWith := func(i, delta int) float64 {
		e := total
		for _, j := range nz[i] {
			s := &samples[j]
			d := s.Result - sigmoid(k*(ev[j]+float64(delta*s.F[i])))
			e += d*d - se[j]
		}
		return e / float64(n)
	}
	apply := func(i, delta int) {
		for _, j := range nz[i] {
			s := &samples[j]
			ev[j] += float64(delta * s.F[i])
			d := s.Result - sigmoid(k*ev[j])
			total += d*d - se[j]
			se[j] = d * d
		}
	}
	best := errWith(0, 0)
	localSearch(len(w), Fixed, cfg.Step, cfg.MaxPasses, best, errWith, func(i, delta int) {
		w[i] += delta
		apply(i, delta)
	}, func(step int, best float64) {
		if cfg.OnPass != nil {
			cfg.OnPass(step, best, w)
		}
	})
	return w
}

// localSearch is Texel's local search, shared by the checkers and chess
// fits: each weight not fixed moves by ±step while that lowers the error
// (errWith(i, delta) is the error with weight i moved by delta, move
// makes the move), and step halves when a pass improves nothing, down to
// 1. onPass hears each pass's step and error.
func localSearch(n int, fixed func(int) bool, step, passes int, best float64, errWith func(i, delta int) float64, move func(i, delta int), onPass func(step int, best float64)) {
	step = max(step, 1)
	for pass := 0; pass < passes; pass++ {
		improved := false
		for i := range n {
			if fixed(i) {
				continue
			}
			for _, delta := range []int{step, -step} {
				if e := errWith(i, delta); e < best {
					best = e
					move(i, delta)
					improved = true
					break
				}
			}
		}
		onPass(step, best)
		if !improved {
			if step == 1 {
				break
			}
			step /= 2
		}
	}
}

// HandSet are the hand-set weights the evaluation had before any tuning
// (issue 17), kept as the baseline to measure tuned weights against.
var HandSet = eval.Weights{2000, 2600, 40, 52, 20, 30, 80, 40, 5, 0, 600, -60, 40, 0, 120, 60, -120, 200, -240, -160, 0, 0, 0, 0}
