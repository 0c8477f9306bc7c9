package tune

import (
	"context"
	"math"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/eval"
)

// ProbCutFit is the linear relation between the scores of a shallow and
// a deep search of the same positions that ProbCut relies on (Buro
// 1995): Deep ≈ Slope·Shallow + Offset, with the residuals' standard
// deviation Sigma and the correlation R over N positions.
type ProbCutFit struct {
	Deep, Shallow           int
	N                       int
	Slope, Offset, Sigma, R float64
}

// FitProbCut searches positions of the opening ballots with weights w,
// each at depth-reduction and at depth for every depth of depths (full
// window, a fresh table for each search, search.DefaultOptions), and
// fits the deep score on the shallow one at each depth and over all of
// them together (the last fit returned, Deep 0). The positions are the
// 156 playable ballots and those reached from each by plies more plies
// of the shallowest search's best moves, every second ply, keeping the
// quiet ones (no capture compulsory: ProbCut skips the others) whose
// scores are not won or lost. The result is a pure function of the
// arguments.
func FitProbCut(ctx context.Context, w eval.Weights, depths []int, reduction, plies int) ([]ProbCutFit, error) {
	g := Weighted{W: &w}
	sh, err := tables(1)
	if err != nil {
		return nil, err
	}
	search1 := func(p *checkers.Position, d int) (int, checkers.Move) {
		sh[0].Clear()
		s := search.NewSearcher(g, sh[0], search.DefaultOptions())
		v := s.Search(p, -search.Inf, search.Inf, d, 0)
		m, _ := s.RootMove()
		return v, m
	}
	var positions []checkers.Position
	for _, b := range assets.PlayableBallots() {
		p := b.Position
		for i := 0; i <= plies; i++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			var moves []checkers.Move
			if moves = g.Moves(&p, moves); len(moves) == 0 {
				break
			}
			if i%2 == 0 && !g.Forcing(&p) {
				positions = append(positions, p)
			}
			_, m := search1(&p, max(1, depths[0]-reduction))
			p = g.Play(&p, m)
		}
	}
	var fits []ProbCutFit
	var all [][2]float64
	for _, d := range depths {
		var pairs [][2]float64
		for i := range positions {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			lo, _ := search1(&positions[i], d-reduction)
			hi, _ := search1(&positions[i], d)
			if search.IsWinScore(lo) || search.IsWinScore(hi) {
				continue
			}
			pairs = append(pairs, [2]float64{float64(lo), float64(hi)})
		}
		f := fitLine(pairs)
		f.Deep, f.Shallow = d, d-reduction
		fits = append(fits, f)
		all = append(all, pairs...)
	}
	return append(fits, fitLine(all)), nil
}

// fitLine fits y = Slope·x + Offset to the pairs (x, y) by least squares.
func fitLine(pairs [][2]float64) ProbCutFit {
	n := float64(len(pairs))
	f := ProbCutFit{N: len(pairs)}
	if len(pairs) < 3 {
		return f
	}
	var sx, sy, sxx, syy, sxy float64
	for _, p := range pairs {
		sx, sy = sx+p[0], sy+p[1]
		sxx, syy, sxy = sxx+p[0]*p[0], syy+p[1]*p[1], sxy+p[0]*p[1]
	}
	vx, vy, cxy := sxx-sx*sx/n, syy-sy*sy/n, sxy-sx*sy/n
	if vx == 0 || vy == 0 {
		return f
	}
	f.Slope = cxy / vx
	f.Offset = (sy - f.Slope*sx) / n
	f.R = cxy / math.Sqrt(vx*vy)
	var ss float64
	for _, p := range pairs {
		e := p[1] - f.Slope*p[0] - f.Offset
		ss += e * e
	}
	f.Sigma = math.Sqrt(ss / (n - 2))
	return f
}
