package eval

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"math/rand/v2"
	"sync"

	"frontier/board/othello"
	"frontier/search/endgame"
	"frontier/search/tt"
)

// The pattern evaluation's data and fit (`frontier othello-patterns`):
// positions of seeded games, labelled by their exact values from the
// endgame solver, and a ridge least-squares fit of the weights to them.

// PatternSample is a position with the side to move to play (own
// against opp), its exact value (final margin for own) and the game it
// comes from (the held-out split is by game).
type PatternSample struct {
	Own, Opp uint64
	Game     uint32
	Value    int8
}

// PatternDataOptions configure GeneratePatternData.
type PatternDataOptions struct {
	Seed     uint64
	Games    int
	MinEmpty int // positions from MaxEmpty empties down to MinEmpty
	MaxEmpty int
	Workers  int
	Progress func(done int) // called after each game (from one goroutine at a time)
}

// GeneratePatternData plays opts.Games games and labels their positions
// of MinEmpty to MaxEmpty empty squares (where the side to move has a
// move) with exact values. Game i is a function of (Seed, i) alone: a
// random opening of 4 to 19 plies, then the hand-made evaluation's
// best move at one ply, a random move one time in six. The result does
// not depend on the number of workers.
func GeneratePatternData(opts PatternDataOptions) []PatternSample {
	per := make([][]PatternSample, opts.Games)
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	for range max(opts.Workers, 1) {
		wg.Go(func() {
			table := tt.NewEndTable(1 << 20)
			s := endgame.New(8, table)
			g := &othGeoms[0]
			s.SetEval(func(own, opp uint64) int { return othEvalBits(g, own, opp) })
			for i := range next {
				per[i] = patGame(opts, uint32(i), s)
				if opts.Progress != nil {
					mu.Lock()
					done++
					opts.Progress(done)
					mu.Unlock()
				}
			}
		})
	}
	for i := range opts.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	var out []PatternSample
	for _, p := range per {
		out = append(out, p...)
	}
	return out
}

// patGame plays game i of the data set and labels its positions.
func patGame(opts PatternDataOptions, i uint32, s *endgame.Solver) []PatternSample {
	rng := rand.New(rand.NewPCG(opts.Seed, uint64(i)))
	g := &othGeoms[0]
	p := othello.New8()
	own, opp := p.Discs(othello.Black), p.Discs(othello.White)
	opening := 4 + rng.IntN(16)
	var out []PatternSample
	for ply := 0; ; ply++ {
		empty := ^(own | opp)
		n := bits.OnesCount64(empty)
		moves := othello.LegalSquares(own, opp, empty)
		if moves == 0 {
			if othello.LegalSquares(opp, own, empty) == 0 || n < opts.MinEmpty {
				return out
			}
			own, opp = opp, own
			continue
		}
		if n < opts.MinEmpty {
			return out
		}
		if n <= opts.MaxEmpty {
			r := s.Solve(own, opp, -65, 65, nil)
			out = append(out, PatternSample{Own: own, Opp: opp, Game: i, Value: int8(r.Score)})
		}
		var x othello.Square
		if ply < opening || rng.IntN(6) == 0 {
			k := rng.IntN(bits.OnesCount64(moves))
			for range k {
				moves &= moves - 1
			}
			x = othello.Square(bits.TrailingZeros64(moves))
		} else {
			best := math.MinInt
			for m := moves; m != 0; m &= m - 1 {
				y := othello.Square(bits.TrailingZeros64(m))
				f := othello.FlipsOf(y, own, opp)
				if v := -othEvalBits(g, opp&^f, own|f|y.Bit()); v > best {
					best, x = v, y
				}
			}
		}
		f := othello.FlipsOf(x, own, opp)
		own, opp = opp&^f, own|f|x.Bit()
	}
}

// The data file: the magic line, then 21 bytes a sample (own and opp as
// little-endian uint64, the game as uint32, the value as int8).
const patDataMagic = "frontier othello pattern data 1\n"

// WritePatternData writes samples in the data file's format.
func WritePatternData(w io.Writer, samples []PatternSample) error {
	b := make([]byte, 0, len(patDataMagic)+21*len(samples))
	b = append(b, patDataMagic...)
	for _, s := range samples {
		b = binary.LittleEndian.AppendUint64(b, s.Own)
		b = binary.LittleEndian.AppendUint64(b, s.Opp)
		b = binary.LittleEndian.AppendUint32(b, s.Game)
		b = append(b, byte(s.Value))
	}
	_, err := w.Write(b)
	return err
}

// ReadPatternData reads a data file, with an error naming the bad sample.
func ReadPatternData(r io.Reader) ([]PatternSample, error) {
	data, err := io.ReadAll(io.LimitReader(r, 1<<31))
	if err != nil {
		return nil, fmt.Errorf("pattern data: %w", err)
	}
	if !bytes.HasPrefix(data, []byte(patDataMagic)) {
		return nil, errors.New("pattern data: bad magic line")
	}
	data = data[len(patDataMagic):]
	if len(data)%21 != 0 {
		return nil, fmt.Errorf("pattern data: %d bytes after the magic line, not a whole number of 21-byte samples", len(data))
	}
	out := make([]PatternSample, 0, len(data)/21)
	for k := 0; k < len(data); k += 21 {
		s := PatternSample{
			Own:   binary.LittleEndian.Uint64(data[k:]),
			Opp:   binary.LittleEndian.Uint64(data[k+8:]),
			Game:  binary.LittleEndian.Uint32(data[k+16:]),
			Value: int8(data[k+20]),
		}
		switch {
		case s.Own&s.Opp != 0:
			return nil, fmt.Errorf("pattern data: sample %d: a square held by both sides", k/21)
		case s.Value < -64 || s.Value > 64:
			return nil, fmt.Errorf("pattern data: sample %d: value %d outside -64..64", k/21, s.Value)
		}
		out = append(out, s)
	}
	return out, nil
}

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

// patRow is a sample as the fit sees it.
type patRow struct {
	f      [8 * patCount]int32 // +(param+1) or -(param+1); 0: no weight (the empty configuration)
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
func FitPatternWeights(samples []PatternSample, lambda float64, iters int) (*PatternWeights, []PatternFitReport) {
	// canon[p][i]: the signed parameter of configuration i.
	canon := make([][]int32, patCount)
	for p := range patCount {
		c := make([]int32, pow3(patSquares[p]))
		for i := range c {
			s := patSwap(p, uint32(i))
			switch {
			case s == uint32(i):
				c[i] = 0
			case uint32(i) < s:
				c[i] = int32(patOffset[p]+i) + 1
			default:
				c[i] = -(int32(patOffset[p]+int(s)) + 1)
			}
		}
		canon[p] = c
	}
	byPhase := make([][]patRow, patPhases)
	var f [8 * patCount]uint32
	for _, s := range samples {
		var r patRow
		mob, parity := patFeatures(s.Own, s.Opp, &f)
		for k, x := range f {
			p := k % patCount
			r.f[k] = canon[p][int(x)-patOffset[p]]
		}
		r.mob, r.parity, r.y, r.test = float64(mob), float64(parity), float64(s.Value), s.Game%10 == 0
		// A position trains its phase and, at a phase's border, the
		// phase next to it: the phases far from the end, where labels
		// are dear, borrow the positions one empty square nearer.
		n := bits.OnesCount64(^(s.Own | s.Opp))
		last := -1
		for _, e := range [5]int{n - 2, n - 1, n, n + 1, n + 2} {
			if ph := int(patPhaseOf[max(0, min(64, e))]); ph != last {
				byPhase[ph] = append(byPhase[ph], r)
				last = ph
			}
		}
	}
	pw := newPatternWeights()
	var reports []PatternFitReport
	for ph, rows := range byPhase {
		x := patSolve(rows, lambda, iters)
		for i, v := range x[:patTotal] {
			if v != 0 {
				pw.w[ph][i] = patRound(100 * v)
			}
		}
		// The swapped configurations: minus their canonical weight.
		for p := range patCount {
			for i, c := range canon[p] {
				if c < 0 {
					pw.w[ph][patOffset[p]+i] = -pw.w[ph][-c-1]
				}
			}
		}
		for k := range patScalars {
			pw.w[ph][patTotal+k] = patRound(100 * x[patTotal+k])
		}
		reports = append(reports, patReport(pw, samples, ph))
	}
	return pw, reports
}

func patRound(v float64) int16 {
	return int16(max(math.MinInt16, min(math.MaxInt16, math.Round(v))))
}

// patSolve minimises sum (y - a.x)^2 + lambda |x_patterns|^2 over the
// training rows: conjugate gradient on the normal equations with a
// Jacobi preconditioner.
func patSolve(rows []patRow, lambda float64, iters int) []float64 {
	np := patPhaseSize
	dot := func(r *patRow, x []float64) float64 {
		v := r.mob*x[patTotal+patMobility] + r.parity*x[patTotal+patParity] + x[patTotal+patBias]
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
		g[patTotal+patMobility] += a * r.mob
		g[patTotal+patParity] += a * r.parity
		g[patTotal+patBias] += a
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
		if i < patTotal {
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
		diag[patTotal+patMobility] += r.mob * r.mob
		diag[patTotal+patParity] += r.parity * r.parity
		diag[patTotal+patBias]++
	}
	for i := patTotal; i < np; i++ {
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

// patReport measures phase ph of pw: the rounded weights through Eval
// on the held-out and training samples, against the hand-made
// evaluation scaled on the training samples.
func patReport(pw *PatternWeights, samples []PatternSample, ph int) PatternFitReport {
	r := PatternFitReport{Phase: ph, MinEmpty: 64}
	g := &othGeoms[0]
	var sh, sy, shh, shy, n float64
	for _, s := range samples {
		e := bits.OnesCount64(^(s.Own | s.Opp))
		if int(patPhaseOf[e]) != ph || s.Game%10 == 0 {
			continue
		}
		h := float64(othEvalBits(g, s.Own, s.Opp))
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
		if int(patPhaseOf[e]) != ph {
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
		dh := a*float64(othEvalBits(g, s.Own, s.Opp)) + c - float64(s.Value)
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
