package synthetic

import (
	"math"
	"testing"
)

func mustRoot(t testing.TB, text string) Position {
	t.Helper()
	p, err := ParseParams(text)
	if err != nil {
		t.Fatal(err)
	}
	n, err := Root(p)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// signature hashes the shape and values of the tree below n.
func signature(n Position) uint64 {
	h := uint64(n.NumMoves())*31 + uint64(int64(n.Value())) + n.Key()
	for _, c := range n.Children(nil) {
		h = mix(h ^ signature(c))
	}
	return h
}

func TestDeterminism(t *testing.T) {
	a := mustRoot(t, "b=uniform:1-5,depth=6,q=0.7,seed=7,noise=10")
	b := mustRoot(t, "b=uniform:1-5,depth=6,q=0.7,seed=7,noise=10")
	c := mustRoot(t, "b=uniform:1-5,depth=6,q=0.7,seed=8,noise=10")
	if signature(a) != signature(b) {
		t.Errorf("same params, different trees")
	}
	if signature(a) == signature(c) {
		t.Errorf("seeds 7 and 8 give the same tree")
	}
	// A node rebuilt from its text is the same node.
	n := a
	for n.NumMoves() > 0 {
		n = n.Play(Move(n.NumMoves() - 1))
	}
	back, err := ParsePosition(n.String())
	if err != nil || back.Key() != n.Key() || back.Value() != n.Value() || back.String() != n.String() {
		t.Errorf("%s reads back as %s, %v", n, back, err)
	}
}

// TestNegamaxFindsTrueValue is the property the construction exists for:
// the minimax value of the tree, computed from leaf values alone, is the
// root's hidden true value, and so at every node.
func TestNegamaxFindsTrueValue(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		p := Params{Branch: Branching{Kind: Uniform, Lo: 1, Hi: 4}, Depth: 7, Q: 0.5, Seed: seed, Spread: 50, Noise: 30}
		root, err := Root(p)
		if err != nil {
			t.Fatal(err)
		}
		var negamax func(n Position) int
		negamax = func(n Position) int {
			if n.Terminal() {
				return n.Value()
			}
			best := math.MinInt
			for _, c := range n.Children(nil) {
				best = max(best, -negamax(c))
			}
			if best != n.TrueValue() {
				t.Fatalf("%s: negamax %d, true value %d", n, best, n.TrueValue())
			}
			return best
		}
		if got := negamax(root); got != root.TrueValue() {
			t.Errorf("seed %d: negamax %d, root's true value %d", seed, got, root.TrueValue())
		}
	}
}

// sample walks random paths through the tree and calls f once on every
// interior node it passes (the nodes near the root are on many paths; a
// node counted once per path would weigh them too much).
func sample(t *testing.T, text string, walks int, f func(n Position)) {
	root := mustRoot(t, text)
	r := uint64(12345)
	seen := map[uint64]bool{}
	for w := 0; w < walks; w++ {
		n := root
		for !n.Terminal() {
			if !seen[n.Key()] {
				seen[n.Key()] = true
				f(n)
			}
			r = mix(r + 1)
			n = n.Play(Move(r % uint64(n.NumMoves())))
		}
	}
}

func TestBranchingMatchesParams(t *testing.T) {
	for _, tt := range []struct {
		text string
		mean float64
	}{
		{"b=6,depth=10,q=0.5,seed=1", 6},
		{"b=uniform:2-40,depth=10,q=0.5,seed=2", 21},
		{"b=bimodal:0.765:1.28:7.93,depth=30,q=0.5,seed=3", 0.765*1.28 + 0.235*7.93},
		{"b=bimodal:0.4:1.28:7.93,depth=30,q=0.5,seed=4", 0.4*1.28 + 0.6*7.93},
	} {
		var nodes, children, low, ones float64
		sample(t, tt.text, 4000, func(n Position) {
			k := float64(n.NumMoves())
			nodes++
			children += k
			if k == 1 {
				ones++
			}
			if k < 1 {
				low++
			}
		})
		got := children / nodes
		if math.Abs(got-tt.mean) > 0.02*tt.mean {
			t.Errorf("%s: %.0f nodes average %.3f children, want %.3f", tt.text, nodes, got, tt.mean)
		}
		if low > 0 {
			t.Errorf("%s: %v interior nodes without children", tt.text, low)
		}
		t.Logf("%s: mean %.3f (want %.3f), %.1f%% of nodes with one child", tt.text, got, tt.mean, 100*ones/nodes)
	}
}

func TestOrderingQuality(t *testing.T) {
	for _, q := range []float64{0, 0.3, 0.9, 1} {
		p := Params{Branch: Branching{Kind: Uniform, Lo: 1, Hi: 8}, Depth: 20, Q: q, Seed: 9, Spread: 100}
		var nodes, firstBest float64
		sample(t, p.String(), 3000, func(n Position) {
			kids := n.Children(nil)
			if len(kids) < 2 {
				return
			}
			nodes++
			// First is best if no child is better for the mover, that is
			// lower from the child's view; values of other children are
			// strictly worse, so best is unique.
			best := 0
			for i, c := range kids {
				if c.TrueValue() < kids[best].TrueValue() {
					best = i
				}
			}
			if Move(best) != n.BestMove() || -kids[best].TrueValue() != n.TrueValue() {
				t.Fatalf("%s: best child %d, oracle %d", n, best, n.BestMove())
			}
			if best == 0 {
				firstBest++
			}
		})
		got := firstBest / nodes
		if math.Abs(got-q) > 0.015 {
			t.Errorf("q=%v: first move best at %.4f of %.0f nodes", q, got, nodes)
		}
	}
}

func TestPerft(t *testing.T) {
	root := mustRoot(t, "b=3,depth=6,q=0.5,seed=1")
	for d := 0; d <= 8; d++ {
		want := uint64(math.Pow(3, float64(min(d, 6))))
		if got := Perft(root, d); got != want {
			t.Errorf("b=3: perft(%d) = %d, want %d", d, got, want)
		}
	}
	// Random branching: perft(1) and perft(2) against the node counts,
	// and the mean of perft(4) over many trees against mean^4.
	var sum float64
	const trees = 2000
	for seed := uint64(0); seed < trees; seed++ {
		root := mustRoot(t, Params{Branch: Branching{Kind: Uniform, Lo: 1, Hi: 5}, Depth: 5, Q: 0.5, Seed: seed, Spread: 100}.String())
		var two uint64
		for _, c := range root.Children(nil) {
			two += uint64(c.NumMoves())
		}
		if Perft(root, 1) != uint64(root.NumMoves()) || Perft(root, 2) != two {
			t.Fatalf("seed %d: perft(1) %d, perft(2) %d; want %d, %d", seed, Perft(root, 1), Perft(root, 2), root.NumMoves(), two)
		}
		sum += float64(Perft(root, 4))
	}
	if got := sum / trees; math.Abs(got-81)/81 > 0.05 {
		t.Errorf("uniform:1-5: mean perft(4) %.2f over %d trees, want 3^4 = 81", got, trees)
	}
}

func TestValueNoise(t *testing.T) {
	root := mustRoot(t, "b=2,depth=12,q=0.5,seed=5,noise=7")
	var off int
	sample(t, root.Params().String(), 500, func(n Position) {
		d := n.Value() - n.TrueValue()
		if d < -7 || d > 7 {
			t.Fatalf("%s: static value %d, true %d: noise beyond 7", n, n.Value(), n.TrueValue())
		}
		if d != 0 {
			off++
		}
	})
	if off == 0 {
		t.Errorf("noise=7 never changed a static value")
	}
}
