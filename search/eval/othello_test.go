package eval_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"frontier/board"
	"frontier/board/othello"
	"frontier/search"
	"frontier/search/eval"
)

// Othello is a search.Game; the assertion lives here because package
// search imports package eval.
var (
	_ search.Game[othello.Position, othello.Move] = eval.Othello{}
	_ search.Game[othello.Position, othello.Move] = eval.Othello8
)

// othGames returns the positions of n random legal games of g from a
// fixed seed, the finished ones included.
func othGames(g eval.Othello, n int, seed uint64) []othello.Position {
	rng := rand.New(rand.NewPCG(seed, 0))
	var out []othello.Position
	buf := make([]othello.Move, 0, 32)
	for range n {
		p := g.Start()
		for {
			out = append(out, p)
			moves := g.Moves(&p, buf[:0])
			if len(moves) == 0 {
				break
			}
			p = g.Play(&p, moves[rng.IntN(len(moves))])
		}
	}
	return out
}

// othTransform returns the image of p under symmetry t of the square:
// bit 0 mirrors the columns, bit 1 the rows, bit 2 swaps columns and
// rows (after the mirrors). With swap set it also exchanges the colours
// and the side to move.
func othTransform(t *testing.T, p othello.Position, sym int, swap bool) othello.Position {
	t.Helper()
	n := p.Size()
	text := p.String()
	cells, side := text[:n*n], text[n*n+1:]
	out := make([]byte, n*n)
	for row := range n {
		for col := range n {
			c, r := col, row
			if sym&1 != 0 {
				c = n - 1 - c
			}
			if sym&2 != 0 {
				r = n - 1 - r
			}
			if sym&4 != 0 {
				c, r = r, c
			}
			out[r*n+c] = cells[row*n+col]
		}
	}
	s := string(out) + " " + side
	if swap {
		s = strings.NewReplacer("X", "O", "O", "X").Replace(s)
	}
	q, err := othello.Parse(s)
	if err != nil {
		t.Fatalf("transformed position %q: %v", s, err)
	}
	return q
}

func othBoth() []eval.Othello { return []eval.Othello{eval.Othello8, eval.Othello6} }

func TestOthelloSymmetries(t *testing.T) {
	for _, g := range othBoth() {
		for _, p := range othGames(g, 20, 1) {
			want, wantOver := g.Evaluate(&p)
			for sym := range 8 {
				q := othTransform(t, p, sym, false)
				if got, over := g.Evaluate(&q); got != want || over != wantOver {
					t.Fatalf("%s: %v scores %d (over %v), its image %d %v scores %d (over %v)",
						g.Name(), p, want, wantOver, sym, q, got, over)
				}
			}
		}
	}
}

// TestOthelloColourSwap checks that exchanging the colours of every disc
// and the side to move leaves the value for the side to move unchanged,
// so that the value from Black's point of view is negated.
func TestOthelloColourSwap(t *testing.T) {
	black := func(p *othello.Position, score int) int {
		if p.SideToMove() == othello.White {
			return -score
		}
		return score
	}
	for _, g := range othBoth() {
		for _, p := range othGames(g, 20, 2) {
			q := othTransform(t, p, 0, true)
			a, _ := g.Evaluate(&p)
			b, _ := g.Evaluate(&q)
			if black(&q, b) != -black(&p, a) {
				t.Fatalf("%s: %v scores %d for Black, its colour swap %v %d", g.Name(), p, black(&p, a), q, black(&q, b))
			}
		}
	}
}

func TestOthelloBounded(t *testing.T) {
	for _, g := range othBoth() {
		lo, hi := 0, 0
		for _, p := range othGames(g, 200, 3) {
			s, over := g.Evaluate(&p)
			if over {
				continue
			}
			if s <= -board.FinalBase/2 || s >= board.FinalBase/2 {
				t.Fatalf("%s: %v scores %d, outside ±FinalBase/2", g.Name(), p, s)
			}
			lo, hi = min(lo, s), max(hi, s)
		}
		t.Logf("%s: evaluations of 200 random games in [%d, %d]", g.Name(), lo, hi)
		if lo <= -8000 || hi >= 8000 {
			t.Errorf("%s: evaluations of random games reach [%d, %d]; the clamp at ±8000 should be a guard, not a rule", g.Name(), lo, hi)
		}
	}
}

func TestOthelloOverReturnsOutcome(t *testing.T) {
	for _, g := range othBoth() {
		finished := 0
		for _, p := range othGames(g, 50, 4) {
			want, wantOver := g.Outcome(&p)
			got, over := g.Evaluate(&p)
			if over != wantOver || (over && got != want) {
				t.Fatalf("%s: %v: Evaluate %d %v, Outcome %d %v", g.Name(), p, got, over, want, wantOver)
			}
			if over {
				finished++
				if _, ok := board.Margin(got); !ok && got != board.Draw {
					t.Fatalf("%s: %v: over with %d, not a Final score", g.Name(), p, got)
				}
			}
		}
		if finished != 50 {
			t.Errorf("%s: %d finished positions in 50 games", g.Name(), finished)
		}
	}
	// A board with discs of one colour only: over before it is full.
	p := othello.MustParse(strings.Repeat("-", 27) + "XX------XX" + strings.Repeat("-", 27) + " O")
	if got, over := eval.Othello8.Evaluate(&p); !over || got != board.Final(-64) {
		t.Errorf("Black's four discs alone, White to move: %d %v, want %d true", got, over, board.Final(-64))
	}
}

// TestOthelloCornerTwin puts a disc of the side to move on an empty
// corner of middle-game positions from random games whose squares next
// to that corner are empty, and checks that the corner is worth more
// than the position without it. (With a neighbour taken the twins differ
// in more than the corner: an opponent's disc on an X- or C-square stops
// being a liability once the corner is filled, and a corner disc can
// fill the last square of a line, which makes the opponent's discs on it
// stable.)
func TestOthelloCornerTwin(t *testing.T) {
	for _, g := range othBoth() {
		start := g.Start()
		n := start.Size()
		type corner struct{ sq, c1, c2, x othello.Square }
		var corners []corner
		for _, c := range [][2]int{{0, 0}, {n - 1, 0}, {0, n - 1}, {n - 1, n - 1}} {
			dx, dy := 1, 1
			if c[0] > 0 {
				dx = -1
			}
			if c[1] > 0 {
				dy = -1
			}
			corners = append(corners, corner{othello.SquareAt(c[0], c[1]), othello.SquareAt(c[0]+dx, c[1]),
				othello.SquareAt(c[0], c[1]+dy), othello.SquareAt(c[0]+dx, c[1]+dy)})
		}
		tried := 0
		for i, p := range othGames(g, 50, 5) {
			if _, over := g.Evaluate(&p); over || 3*(p.Empties()-1) <= n*n-4 {
				continue
			}
			c := corners[i%4]
			empty := true
			for _, sq := range []othello.Square{c.sq, c.c1, c.c2, c.x} {
				if _, ok := p.At(sq); ok {
					empty = false
				}
			}
			if !empty {
				continue
			}
			text := []byte(p.String())
			text[c.sq.Row()*n+c.sq.Col()] = p.SideToMove().Letter()[0]
			q := othello.MustParse(string(text))
			with, over := g.Evaluate(&q)
			if over {
				continue
			}
			without, _ := g.Evaluate(&p)
			tried++
			if with <= without {
				t.Errorf("%s: %v scores %d with %v on %v, %d without", g.Name(), p, with, p.SideToMove(), c.sq, without)
			}
		}
		t.Logf("%s: %d corner twins", g.Name(), tried)
		if tried < 100 {
			t.Errorf("%s: only %d corner twins", g.Name(), tried)
		}
	}
}

func TestOthelloHandle(t *testing.T) {
	g := eval.Othello8
	p := g.Start()
	seen := map[uint32]bool{}
	for sq := range othello.Pass + 1 {
		m := othello.Move(sq)
		c := g.MoveCode(m)
		if c == 0 || c >= 1<<16 || seen[c] {
			t.Fatalf("MoveCode(%v) = %d: zero, too large or repeated", m, c)
		}
		seen[c] = true
		for _, q := range []othello.Position{p, g.Play(&p, g.Moves(&p, nil)[0])} {
			if h := g.HistoryIndex(&q, m); h < 0 || h >= g.HistorySize() {
				t.Fatalf("HistoryIndex(%v) = %d, outside [0, %d)", m, h, g.HistorySize())
			}
		}
		if g.Forcing(&p) || !g.Irreversible(&p, m) {
			t.Fatalf("Forcing or Irreversible wrong for %v", m)
		}
	}
	if eval.Othello6.Name() != "othello6" || eval.Othello8.Name() != "othello" {
		t.Errorf("names %q and %q", eval.Othello8.Name(), eval.Othello6.Name())
	}
}

func TestOthelloEvaluateDoesNotAllocate(t *testing.T) {
	ps := othGames(eval.Othello8, 2, 6)
	i := 0
	if n := testing.AllocsPerRun(1000, func() {
		eval.Othello8.Evaluate(&ps[i%len(ps)])
		i++
	}); n != 0 {
		t.Errorf("Evaluate allocates %v times a call", n)
	}
}

// othPlayer picks a move of p.
type othPlayer func(g eval.Othello, p *othello.Position, moves []othello.Move) othello.Move

// othGreedy plays the move after which the opponent's evaluation is
// lowest: a search of depth 1.
func othGreedy(g eval.Othello, p *othello.Position, moves []othello.Move) othello.Move {
	best, bestScore := moves[0], 0
	for i, m := range moves {
		q := g.Play(p, m)
		s, _ := g.Evaluate(&q)
		if i == 0 || -s > bestScore {
			best, bestScore = m, -s
		}
	}
	return best
}

func othRandom(rng *rand.Rand) othPlayer {
	return func(_ eval.Othello, _ *othello.Position, moves []othello.Move) othello.Move {
		return moves[rng.IntN(len(moves))]
	}
}

// othPlay plays a game and returns the final disc margin for Black.
func othPlay(g eval.Othello, black, white othPlayer) int {
	p := g.Start()
	buf := make([]othello.Move, 0, 32)
	for {
		moves := g.Moves(&p, buf[:0])
		if len(moves) == 0 {
			return p.Score()
		}
		player := black
		if p.SideToMove() == othello.White {
			player = white
		}
		p = g.Play(&p, player(g, &p, moves))
	}
}

// TestOthelloGreedyBeatsRandom plays the evaluation at depth 1 against a
// random mover on 6×6, 50 games with alternating colours.
func TestOthelloGreedyBeatsRandom(t *testing.T) {
	g := eval.Othello6
	random := othRandom(rand.New(rand.NewPCG(7, 0)))
	wins, draws := 0, 0
	for i := range 50 {
		margin := 0
		if i%2 == 0 {
			margin = othPlay(g, othGreedy, random)
		} else {
			margin = -othPlay(g, random, othGreedy)
		}
		switch {
		case margin > 0:
			wins++
		case margin == 0:
			draws++
		}
	}
	t.Logf("greedy evaluation against random on 6×6: %d wins, %d draws, %d losses of 50", wins, draws, 50-wins-draws)
	if wins < 35 {
		t.Errorf("greedy evaluation won %d of 50 games against a random mover; want at least 35", wins)
	}
}

func BenchmarkOthelloEvaluate(b *testing.B) {
	for _, g := range othBoth() {
		var ps []othello.Position
		for _, p := range othGames(g, 50, 8) {
			if _, over := g.Evaluate(&p); !over {
				ps = append(ps, p)
			}
		}
		b.Run(g.Name(), func(b *testing.B) {
			s := 0
			i := 0
			for b.Loop() {
				v, _ := g.Evaluate(&ps[i])
				s += v
				if i++; i == len(ps) {
					i = 0
				}
			}
			_ = s
		})
	}
}
