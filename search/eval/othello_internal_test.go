package eval

import (
	"math/rand/v2"
	"testing"

	"frontier/board/othello"
)

// othRandomPositions returns the positions of n random legal games.
func othRandomPositions(r othello.Rules, n int, seed uint64) []othello.Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []othello.Position
	buf := make([]othello.Move, 0, 32)
	for range n {
		p := r.Start()
		for {
			out = append(out, p)
			moves := r.Moves(&p, buf[:0])
			if len(moves) == 0 {
				break
			}
			p = r.Play(&p, moves[rng.IntN(len(moves))])
		}
	}
	return out
}

func othSides(p *othello.Position) (own, opp uint64) {
	return p.Discs(p.SideToMove()), p.Discs(p.SideToMove().Other())
}

// The evaluation's own move generator agrees with the rules'.
func TestOthLegalMatchesRules(t *testing.T) {
	for _, r := range []othello.Rules{othello.Rules8, othello.Rules6} {
		for _, p := range othRandomPositions(r, 50, 1) {
			own, opp := othSides(&p)
			if got, want := othLegal(own, opp, p.Empty()), p.Placements(); got != want {
				t.Fatalf("%v: placements %x, want %x", p, got, want)
			}
		}
	}
}

// othOnBoard reports whether (col, row) is on an n×n board.
func othOnBoard(n, col, row int) bool { return col >= 0 && row >= 0 && col < n && row < n }

var othAxisSteps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// othStableSlow is othStable's definition square by square: a disc is
// stable when along each axis its line is full, or a neighbour on the
// axis is off the board or a stable disc of its colour.
func othStableSlow(n int, own, empty uint64) uint64 {
	at := func(c, r int) uint64 { return othello.SquareAt(c, r).Bit() }
	var st uint64
	for changed := true; changed; {
		changed = false
		for row := range n {
			for col := range n {
				b := at(col, row)
				if own&b == 0 || st&b != 0 {
					continue
				}
				ok := true
				for _, s := range othAxisSteps {
					full := true
					for _, dir := range []int{1, -1} {
						for c, r := col, row; othOnBoard(n, c, r); c, r = c+dir*s[0], r+dir*s[1] {
							if empty&at(c, r) != 0 {
								full = false
							}
						}
					}
					safe := full
					for _, dir := range []int{1, -1} {
						c, r := col+dir*s[0], row+dir*s[1]
						if !othOnBoard(n, c, r) || st&at(c, r) != 0 {
							safe = true
						}
					}
					ok = ok && safe
				}
				if ok {
					st |= b
					changed = true
				}
			}
		}
	}
	return st
}

func TestOthStableMatchesDefinition(t *testing.T) {
	for _, r := range []othello.Rules{othello.Rules8, othello.Rules6} {
		stable := 0
		for _, p := range othRandomPositions(r, 50, 2) {
			g := othGeometry(&p)
			var safe [4]uint64
			othSafeLines(g, p.Empty(), &safe)
			for _, c := range []othello.Color{othello.Black, othello.White} {
				got := othStable(p.Discs(c), &safe)
				if want := othStableSlow(p.Size(), p.Discs(c), p.Empty()); got != want {
					t.Fatalf("%v: %v's stable discs %x, want %x", p, c, got, want)
				}
				stable += bitsCount(got)
			}
		}
		if stable == 0 {
			t.Errorf("%s: no stable disc in 50 games", r.Name())
		}
	}
}

func bitsCount(b uint64) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// Discs the evaluation calls stable never change colour in random
// continuations of the game.
func TestOthStableDiscsStay(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 1))
	buf := make([]othello.Move, 0, 32)
	for _, r := range []othello.Rules{othello.Rules8, othello.Rules6} {
		for _, p := range othRandomPositions(r, 30, 4) {
			g := othGeometry(&p)
			var safe [4]uint64
			othSafeLines(g, p.Empty(), &safe)
			black := othStable(p.Discs(othello.Black), &safe)
			white := othStable(p.Discs(othello.White), &safe)
			for range 3 {
				q := p
				for {
					if q.Discs(othello.Black)&black != black || q.Discs(othello.White)&white != white {
						t.Fatalf("%v: a stable disc flipped on the way to %v", p, q)
					}
					moves := r.Moves(&q, buf[:0])
					if len(moves) == 0 {
						break
					}
					q = r.Play(&q, moves[rng.IntN(len(moves))])
				}
			}
		}
	}
}

func TestOthGeometry(t *testing.T) {
	sq := func(name string) uint64 {
		m, err := othello.ParseMove(name)
		if err != nil {
			t.Fatal(err)
		}
		return m.Square().Bit()
	}
	for _, c := range []struct {
		g                           *othGeom
		total                       int
		corner, xSquare, cSquares   string
		rightEdge, bottomLeftCorner string
	}{
		{&othGeoms[0], 60, "h8", "g7", "g8 h7", "h5", "a8"},
		{&othGeoms[1], 32, "f6", "e5", "e6 f5", "f3", "a6"},
	} {
		if c.g.total != c.total {
			t.Errorf("total %d, want %d", c.g.total, c.total)
		}
		if c.g.corner[3] != sq(c.corner) || c.g.xSquare[3] != sq(c.xSquare) || c.g.cSquares[3] != sq(c.cSquares[:2])|sq(c.cSquares[3:]) {
			t.Errorf("corner %s: geometry %x %x %x", c.corner, c.g.corner[3], c.g.xSquare[3], c.g.cSquares[3])
		}
		if c.g.corner[2] != sq(c.bottomLeftCorner) {
			t.Errorf("bottom-left corner %x, want %s", c.g.corner[2], c.bottomLeftCorner)
		}
		if c.g.edge[othE]&sq(c.rightEdge) == 0 || c.g.edge[othW]&sq(c.rightEdge) != 0 {
			t.Errorf("%s: east and west edges wrong", c.rightEdge)
		}
	}
}

// othSafeLines agrees with walking each square's lines.
func TestOthSafeLines(t *testing.T) {
	at := func(c, r int) uint64 { return othello.SquareAt(c, r).Bit() }
	for _, r := range []othello.Rules{othello.Rules8, othello.Rules6} {
		for _, p := range othRandomPositions(r, 30, 5) {
			n, empty := p.Size(), p.Empty()
			var safe [4]uint64
			othSafeLines(othGeometry(&p), empty, &safe)
			for row := range n {
				for col := range n {
					for a, s := range othAxisSteps {
						full, edge := true, false
						for _, dir := range []int{1, -1} {
							for c, r := col, row; othOnBoard(n, c, r); c, r = c+dir*s[0], r+dir*s[1] {
								if empty&at(c, r) != 0 {
									full = false
								}
							}
							if !othOnBoard(n, col+dir*s[0], row+dir*s[1]) {
								edge = true
							}
						}
						if got := safe[a]&at(col, row) != 0; got != (full || edge) {
							t.Fatalf("%v: %v on axis %d: safe %v, line full %v, on the edge %v", p, othello.SquareAt(col, row), a, got, full, edge)
						}
					}
				}
			}
		}
	}
}

// A disc on an X-square beside an empty corner costs its owner; once the
// corner is taken it no longer does.
func TestOthXSquare(t *testing.T) {
	// Black on b2 (and the centre), a1 empty, Black to move.
	base := "---------X-----------------OX------XO--------------------------- X"
	p := othello.MustParse(base)
	g := othGeometry(&p)
	own, opp := othSides(&p)
	e := p.Empty()
	tm := othCount(g, own, opp, e, othLegal(own, opp, e), othLegal(opp, own, e))
	if tm.xSquares != 1 || tm.cSquares != 0 || tm.corners != 0 {
		t.Errorf("%s: terms %+v", base, tm)
	}
	q := othello.MustParse("O" + base[1:])
	own, opp = othSides(&q)
	e = q.Empty()
	tm = othCount(g, own, opp, e, othLegal(own, opp, e), othLegal(opp, own, e))
	if tm.xSquares != 0 || tm.corners != -1 || tm.stable != -1 {
		t.Errorf("with White on a1: terms %+v", tm)
	}
}
