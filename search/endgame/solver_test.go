package endgame

import (
	"math/rand/v2"
	"testing"

	"frontier/board/othello"
	"frontier/search/tt"
)

// minimax is the reference: plain negamax over the rules of package
// board/othello (Moves, Play, Score), with no pruning, to the end of the
// game. It returns the margin for the side to move.
func minimax(p othello.Position) int {
	moves := p.LegalMoves()
	if len(moves) == 0 {
		if p.SideToMove() == othello.Black {
			return p.Score()
		}
		return -p.Score()
	}
	best := -inf
	for _, m := range moves {
		best = max(best, -minimax(p.Play(m)))
	}
	return best
}

// alphaBeta is the reference for endings too long for minimax: negamax
// with alpha-beta pruning over the same rules, moves in their generation
// order, no table. With the full window it returns the minimax value.
func alphaBeta(p othello.Position, alpha, beta int) int {
	moves := p.LegalMoves()
	if len(moves) == 0 {
		if p.SideToMove() == othello.Black {
			return p.Score()
		}
		return -p.Score()
	}
	best := -inf
	for _, m := range moves {
		best = max(best, -alphaBeta(p.Play(m), -beta, -max(alpha, best)))
		if best >= beta {
			break
		}
	}
	return best
}

// endings returns n positions of the given board size with between lo
// and hi empty squares, reached by seeded random play from the start,
// the game not yet over.
func endings(size, n, lo, hi int, seed uint64) []othello.Position {
	rng := rand.New(rand.NewPCG(seed, uint64(size)))
	start, _ := othello.New(size)
	var out []othello.Position
	for len(out) < n {
		stop := lo + rng.IntN(hi-lo+1)
		p := start
		for p.Empties() > stop {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
		if p.Empties() == stop && !p.Terminal() {
			out = append(out, p)
		}
	}
	return out
}

func sides(p othello.Position) (own, opp uint64) {
	c := p.SideToMove()
	return p.Discs(c), p.Discs(c.Other())
}

// TestSolveMatchesMinimax: on random endings of both boards with 1 to 8
// empty squares (the last four, the shallow search, the deep one, passes
// and games over before the board is full) the solver's value with the
// full window is plain minimax's, and with 9 to 13 (the table) that of
// alpha-beta over the rules; its move leads to a position worth exactly
// that.
func TestSolveMatchesMinimax(t *testing.T) {
	count := 40
	if testing.Short() {
		count = 10
	}
	for _, size := range []int{8, 6} {
		positions := append(endings(size, count, 1, 8, 1), endings(size, count/4, 9, 13, 11)...)
		for i, p := range positions {
			ref := minimax
			if p.Empties() > 8 {
				ref = func(p othello.Position) int { return alphaBeta(p, -inf, inf) }
			}
			want := ref(p)
			for _, table := range []*tt.EndTable{nil, tt.NewEndTable(1 << 12)} {
				s := New(size, table)
				own, opp := sides(p)
				r := s.Solve(own, opp, -inf, inf, nil)
				if r.Score != want {
					t.Fatalf("%dx%d %d %s: solved %d, reference %d", size, size, i, p, r.Score, want)
				}
				if !p.IsLegal(r.Move) {
					t.Fatalf("%s: best move %v is not legal", p, r.Move)
				}
				if v := -ref(p.Play(r.Move)); v != want {
					t.Fatalf("%s: best move %v is worth %d, not %d", p, r.Move, v, want)
				}
				if r.Nodes == 0 {
					t.Fatalf("%s: no nodes counted", p)
				}
			}
		}
	}
}

// TestSolveFailSoft: with any window the solver honours the fail-soft
// contract: a score at or below alpha bounds the value from above, at or
// above beta from below, and between them is the value.
func TestSolveFailSoft(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, size := range []int{8, 6} {
		s := New(size, tt.NewEndTable(1<<10))
		for _, p := range endings(size, 25, 2, 11, 2) {
			want := alphaBeta(p, -inf, inf)
			own, opp := sides(p)
			for range 12 {
				a := want - 12 + rng.IntN(25)
				b := a + 1 + rng.IntN(4)*rng.IntN(6)
				got := s.Solve(own, opp, a, b, nil).Score
				switch {
				case got <= a && want > got:
					t.Fatalf("%s (%d) window (%d,%d): fail low %d", p, want, a, b, got)
				case got >= b && want < got:
					t.Fatalf("%s (%d) window (%d,%d): fail high %d", p, want, a, b, got)
				case got > a && got < b && got != want:
					t.Fatalf("%s (%d) window (%d,%d): %d inside", p, want, a, b, got)
				}
			}
		}
	}
}

// TestSolveFinished: a finished game is worth its score with no move, a
// forced pass is the move Pass.
func TestSolveFinished(t *testing.T) {
	s := New(8, nil)
	over := othello.MustParse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-- O")
	own, opp := sides(over)
	if r := s.Solve(own, opp, -inf, inf, nil); r.Score != -64 || r.Move != NoMove {
		t.Errorf("finished game: %+v, want -64 and no move", r)
	}
	for _, p := range endings(8, 400, 3, 9, 4) {
		if p.Placements() != 0 {
			continue
		}
		own, opp := sides(p)
		if r := s.Solve(own, opp, -inf, inf, nil); r.Move != othello.Pass || r.Score != minimax(p) {
			t.Fatalf("%s: %+v, want the pass worth %d", p, r, minimax(p))
		}
		return
	}
	t.Fatal("no forced pass among the endings")
}

// TestSolveStops: a poll that asks to stop ends the solve, which says so.
func TestSolveStops(t *testing.T) {
	p := endings(8, 1, 16, 16, 5)[0]
	own, opp := sides(p)
	calls, seen := 0, 0
	r := New(8, tt.NewEndTable(1<<12)).Solve(own, opp, -inf, inf, func(n int) (int, bool) {
		calls++
		seen += n
		return 100, calls == 3
	})
	if !r.Stopped || calls < 3 || uint64(seen) != r.Nodes {
		t.Errorf("stopped %v after %d calls, %d nodes reported of %d", r.Stopped, calls, seen, r.Nodes)
	}
}

// TestStableDiscs: the stable discs found are stable: along a random
// playout none of them is ever flipped.
func TestStableDiscs(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	found := 0
	for _, size := range []int{8, 6} {
		g := geometryOf(size)
		for _, p := range endings(size, 300, 4, 30, 7) {
			st := [2]uint64{}
			for c := othello.Black; c <= othello.White; c++ {
				st[c] = g.stable(p.Discs(c), p.Empty())
				found += popcount(st[c])
			}
			for q := p; ; {
				for c := othello.Black; c <= othello.White; c++ {
					if q.Discs(c)&st[c] != st[c] {
						t.Fatalf("%s: %v's stable discs %x flipped in %s", p, c, st[c], q)
					}
				}
				moves := q.LegalMoves()
				if len(moves) == 0 {
					break
				}
				q = q.Play(moves[rng.IntN(len(moves))])
			}
		}
	}
	if found == 0 {
		t.Fatal("no stable disc found at all")
	}
}

// TestPV: the line of best play keeps the value at every move and plays
// to the end of the game.
func TestPV(t *testing.T) {
	for _, size := range []int{8, 6} {
		s := New(size, tt.NewEndTable(1<<12))
		for _, p := range endings(size, 10, 6, 10, 8) {
			own, opp := sides(p)
			v := s.Solve(own, opp, -inf, inf, nil).Score
			line := s.PV(own, opp, v, 64, nil)
			q := p
			for i, m := range line {
				if !q.IsLegal(m) {
					t.Fatalf("%s: PV %v: move %d illegal", p, line, i)
				}
				q = q.Play(m)
				want := v
				if (i+1)%2 == 1 {
					want = -v
				}
				if got := alphaBeta(q, -inf, inf); got != want {
					t.Fatalf("%s: PV %v: after move %d worth %d, not %d", p, line, i, got, want)
				}
			}
			if !q.Terminal() {
				t.Fatalf("%s: PV %v stops before the end", p, line)
			}
		}
	}
}

// The X-squares that the move ordering penalises are the four squares
// diagonally next to a corner, on both boards.
func TestXSquares(t *testing.T) {
	for _, size := range []int{8, 6} {
		g := geometryOf(size)
		l := size - 2
		want := othello.SquareAt(1, 1).Bit() | othello.SquareAt(l, 1).Bit() |
			othello.SquareAt(1, l).Bit() | othello.SquareAt(l, l).Bit()
		if g.xSquares != want {
			t.Errorf("size %d: xSquares %#x, want %#x", size, g.xSquares, want)
		}
	}
}

// TestStabilityCut: the cap the opponent's stable discs put on the side
// to move's margin holds (the value is never above it), it is reached
// on some positions (so a cap set too low would fail here), and the cut
// is taken only from alpha ≥ n on.
func TestStabilityCut(t *testing.T) {
	cuts, tight := 0, 0
	for _, size := range []int{8, 6} {
		g := geometryOf(size)
		for _, p := range endings(size, 400, 3, 9, 9) {
			_, opp := sides(p)
			empty := p.Empty()
			n := p.Empties()
			want := alphaBeta(p, -inf, inf)
			for alpha := -g.squares; alpha <= g.squares; alpha++ {
				limit, cut := g.stabilityCut(opp, empty, alpha, n)
				if !cut {
					continue
				}
				cuts++
				if alpha < n || limit > alpha {
					t.Fatalf("%s: cut at alpha %d with limit %d", p, alpha, limit)
				}
				if want > limit {
					t.Fatalf("%s: value %d above the stability cap %d", p, want, limit)
				}
				if want == limit {
					tight++
				}
			}
		}
	}
	if cuts == 0 || tight == 0 {
		t.Fatalf("%d cuts, %d with the cap reached: the test checks nothing", cuts, tight)
	}
	t.Logf("%d cuts, %d with the cap reached", cuts, tight)
}

// TestStabilityCutFew: stabilityCutFew, the cut of the last empty
// squares, cuts exactly where stabilityCut does, with a limit at most
// alpha and never below the position's value (a stop at enough stable
// discs may leave it above stabilityCut's), and its safe squares are
// safeLines'.
func TestStabilityCutFew(t *testing.T) {
	cuts, nFew := 0, 0
	for _, size := range []int{8, 6} {
		g := geometryOf(size)
		for _, p := range endings(size, 3000, 1, 6, 10) {
			_, opp := sides(p)
			empty := p.Empty()
			n := p.Empties()
			var safe, few [4]uint64
			g.safeLines(empty, &safe)
			g.safeFew(empty, &few)
			for i := range safe {
				safe[i] &= g.board // off the 6×6 board no disc stands
				few[i] &= g.board
			}
			if safe != few {
				t.Fatalf("size %d, %s: safeFew %x, safeLines %x", size, p, few, safe)
			}
			want := 0
			if n <= 4 {
				want = alphaBeta(p, -inf, inf)
			}
			for alpha := -g.squares; alpha <= g.squares; alpha++ {
				limit, cut := g.stabilityCutFew(opp, empty, alpha, n)
				if (n == 3 || n == 4) && alpha >= n { // the entries of last3 and last4, from the squares
					var x [4]othello.Square
					for i, e := 0, empty; e != 0; i, e = i+1, e&(e-1) {
						x[i] = sq(e)
					}
					l, c := g.stabilityCut3(opp, x[0], x[1], x[2], alpha)
					if n == 4 {
						l, c = g.stabilityCut4(opp, x[3], x[1], x[0], x[2], alpha)
					}
					if l != limit || c != cut {
						t.Fatalf("size %d, %s, alpha %d: from the squares %d %v, stabilityCutFew %d %v", size, p, alpha, l, c, limit, cut)
					}
					nFew++
				}
				wantLimit, wantCut := g.stabilityCut(opp, empty, alpha, n)
				if cut != wantCut {
					t.Fatalf("size %d, %s, alpha %d: cut %v, stabilityCut %v", size, p, alpha, cut, wantCut)
				}
				if !cut {
					continue
				}
				cuts++
				if limit > alpha || limit < wantLimit || n <= 4 && want > limit {
					t.Fatalf("size %d, %s, alpha %d: limit %d (stabilityCut %d, value %d)", size, p, alpha, limit, wantLimit, want)
				}
			}
		}
	}
	if cuts == 0 || nFew == 0 {
		t.Fatalf("%d cuts, %d tries from the squares: the test checks nothing", cuts, nFew)
	}
}

// TestStabilityCutSame: stabilityCut, with its early tests, cuts
// exactly where the whole stable set (stable) says it should and
// returns that set's limit, on random endings of both boards and on
// random boards (few empty squares, so that many discs are stable).
func TestStabilityCutSame(t *testing.T) {
	cuts, kept := 0, 0
	for _, size := range []int{8, 6} {
		g := geometryOf(size)
		rng := rand.New(rand.NewPCG(27, uint64(size)))
		check := func(opp, empty uint64) {
			n := popcount(empty)
			wantLimit := g.squares - 2*popcount(g.stable(opp, empty))
			for alpha := -g.squares; alpha <= g.squares; alpha++ {
				limit, cut := g.stabilityCut(opp, empty, alpha, n)
				wantCut := alpha >= n && wantLimit <= alpha
				if cut != wantCut || cut && limit != wantLimit {
					t.Fatalf("size %d, opp %x, empty %x, alpha %d: cut %v limit %d, stable set: cut %v limit %d", size, opp, empty, alpha, cut, limit, wantCut, wantLimit)
				}
				if cut {
					cuts++
				} else if alpha >= n {
					kept++
				}
			}
		}
		for _, p := range endings(size, 2000, 1, 24, 12) {
			_, opp := sides(p)
			check(opp, p.Empty())
		}
		for range 20000 {
			empty := rng.Uint64() & rng.Uint64() & rng.Uint64() & g.board
			if rng.IntN(2) == 0 {
				empty &= rng.Uint64()
			}
			opp := rng.Uint64() & g.board &^ empty
			check(opp, empty)
		}
	}
	if cuts == 0 || kept == 0 {
		t.Fatalf("%d cuts, %d tries without: the test checks nothing", cuts, kept)
	}
	t.Logf("%d cuts, %d tries without", cuts, kept)
}

// TestParity3: of three empty squares, the one alone in its quadrant
// while the two others share one comes first, on both boards; three in
// one quadrant or in three keep their order.
func TestParity3(t *testing.T) {
	for _, size := range []int{8, 6} {
		g := geometryOf(size)
		l := othello.Square(size - 1)
		a, b, c := othello.SquareAt(0, 0), othello.SquareAt(1, 0), othello.SquareAt(int(l), int(l))
		for _, in := range [][3]othello.Square{{a, b, c}, {a, c, b}, {c, a, b}} {
			if x, _, _ := g.parity3(in[0], in[1], in[2]); x != c {
				t.Errorf("size %d: parity3%v puts %v first, not %v", size, in, x, c)
			}
			x, y, z := g.parity3(in[0], in[1], in[2])
			if x.Bit()|y.Bit()|z.Bit() != a.Bit()|b.Bit()|c.Bit() {
				t.Errorf("size %d: parity3%v = %v %v %v, not the same squares", size, in, x, y, z)
			}
		}
		d := othello.SquareAt(int(l), 0)
		if x, y, z := g.parity3(a, d, c); x != a || y != d || z != c {
			t.Errorf("size %d: three quadrants reordered to %v %v %v", size, x, y, z)
		}
		e := othello.SquareAt(0, 1)
		if x, y, z := g.parity3(b, e, a); x != b || y != e || z != a {
			t.Errorf("size %d: one quadrant reordered to %v %v %v", size, x, y, z)
		}
	}
}

// TestCornerStable: a corner counts, an edge square next to it counts
// with it and not without it, on both boards; the discs counted are
// stable.
func TestCornerStable(t *testing.T) {
	for _, size := range []int{8, 6} {
		g := geometryOf(size)
		l := size - 1
		at := func(col, row int) uint64 { return othello.SquareAt(col, row).Bit() }
		for _, c := range []struct {
			own  uint64
			want int
		}{
			{0, 0},
			{at(0, 0), 1},
			{at(0, 0) | at(1, 0) | at(0, 1), 3},
			{at(1, 0) | at(0, 1) | at(1, 1), 0},
			{at(l, l) | at(l-1, l) | at(l, l-1) | at(l-1, l-1), 3},
			{at(l, 0) | at(l-1, 0) | at(0, l) | at(0, l-1) | at(2, 0), 4},
		} {
			if got := g.cornerStable(c.own); got != c.want {
				t.Errorf("size %d: cornerStable(%#x) = %d, want %d", size, c.own, got, c.want)
			}
			if st := g.stable(c.own, g.board&^c.own); popcount(st) < c.want {
				t.Errorf("size %d: %#x: %d counted, %d stable", size, c.own, c.want, popcount(st))
			}
		}
	}
}

// TestSolveRepeats: a solve from a cleared table visits the same nodes
// whatever the solver solved before (its history of cutoffs starts
// afresh with each Solve), and finds the same value.
func TestSolveRepeats(t *testing.T) {
	for _, size := range []int{8, 6} {
		table := tt.NewEndTable(1 << 14)
		s := New(size, table)
		positions := endings(size, 6, 14, 16, 3)
		if len(positions) < 2 {
			t.Fatalf("%dx%d: %d positions", size, size, len(positions))
		}
		first := make([]Result, len(positions))
		for i, p := range positions {
			own, opp := sides(p)
			table.Clear()
			first[i] = s.Solve(own, opp, -inf, inf, nil)
		}
		for i := len(positions) - 1; i >= 0; i-- { // the other way round
			own, opp := sides(positions[i])
			table.Clear()
			if r := s.Solve(own, opp, -inf, inf, nil); r.Nodes != first[i].Nodes || r.Score != first[i].Score {
				t.Fatalf("%dx%d %s: %d nodes, value %d, then %d nodes, value %d", size, size, positions[i], first[i].Nodes, first[i].Score, r.Nodes, r.Score)
			}
		}
	}
}
