package tune

import "frontier/search/eval"

// patSolve minimises sum (y - a.x)^2 + lambda |x_patterns|^2 over the
// training rows: conjugate gradient on the normal equations with a
// Jacobi preconditioner. x holds a phase's weights in eval's layout
// (the pattern weights, then the scalar ones), in discs.
func patSolve(rows []patRow, lambda float64, iters int) []float64 {
	total := eval.PatternWeightCount()
	np := total + eval.PatternScalars
	mobility, parity, bias := total+eval.PatternMobility, total+eval.PatternParity, total+eval.PatternBias
	dot := func(r *patRow, x []float64) float64 {
		v := r.mob*x[mobility] + r.parity*x[parity] + x[bias]
		for _, c := range r.f {
			switch {
			case c > 0:
				v += x[c-1]
			case c < 0:
				v -= x[-c-1]
			}
		}
		return v
	}
	addT := func(r *patRow, a float64, g []float64) {
		g[mobility] += a * r.mob
		g[parity] += a * r.parity
		g[bias] += a
		for _, c := range r.f {
			switch {
			case c > 0:
				g[c-1] += a
			case c < 0:
				g[-c-1] -= a
			}
		}
	}
	reg := func(i int) float64 {
		if i < total {
			return lambda
		}
		return 1e-6
	}
	// A^T A v + lambda v.
	apply := func(v, out []float64) {
		clear(out)
		for i := range rows {
			if r := &rows[i]; !r.test {
				addT(r, dot(r, v), out)
			}
		}
		for i := range out {
			out[i] += reg(i) * v[i]
		}
	}
	diag := make([]float64, np)
	b := make([]float64, np)
	used := make([]bool, np)
	for i := range rows {
		r := &rows[i]
		if r.test {
			continue
		}
		addT(r, r.y, b)
		for _, c := range r.f {
			if c != 0 {
				j := int(c)
				if j < 0 {
					j = -j
				}
				diag[j-1]++
				used[j-1] = true
			}
		}
		diag[mobility] += r.mob * r.mob
		diag[parity] += r.parity * r.parity
		diag[bias]++
	}
	for i := total; i < np; i++ {
		used[i] = true
	}
	for i := range diag {
		diag[i] += reg(i)
	}
	x := make([]float64, np)
	res := append([]float64(nil), b...) // b - A x, x = 0
	z := make([]float64, np)
	for i := range z {
		if used[i] {
			z[i] = res[i] / diag[i]
		}
	}
	d := append([]float64(nil), z...)
	q := make([]float64, np)
	rz := 0.0
	for i := range res {
		rz += res[i] * z[i]
	}
	for range iters {
		apply(d, q)
		dq := 0.0
		for i := range d {
			dq += d[i] * q[i]
		}
		if dq <= 0 {
			break
		}
		alpha := rz / dq
		for i := range x {
			x[i] += alpha * d[i]
			res[i] -= alpha * q[i]
		}
		rz2 := 0.0
		for i := range res {
			if used[i] {
				z[i] = res[i] / diag[i]
			}
			rz2 += res[i] * z[i]
		}
		if rz2 < 1e-12 {
			break
		}
		for i := range d {
			d[i] = z[i] + rz2/rz*d[i]
		}
		rz = rz2
	}
	return x
}
