package search

import (
	"testing"

	"frontier/search/internal/testpos"
)

// The side to move without a legal move has lost, scored by distance.
func TestLossAndWinDistance(t *testing.T) {
	blocked := testpos.MustFEN("B:W27,31,32:B28") // Black's man cannot move
	s := NewSearcher(ck, newShared(t), DefaultOptions())
	for _, ply := range []int{0, 3} {
		if got := s.Search(&blocked, -Inf, Inf, 3, ply); got != LossAt(ply) {
			t.Errorf("blocked side at ply %d: %d, want %d", ply, got, LossAt(ply))
		}
	}
	// Black captures White's last piece: a win in one ply.
	win := testpos.MustFEN("B:W18:B14")
	for d := 1; d <= 5; d += 2 {
		if got := s.Search(&win, -Inf, Inf, d, 0); got != Win-1 {
			t.Errorf("win in 1 at depth %d: %d, want %d", d, got, Win-1)
		}
	}
	if WinDistance(Win-1) != 1 || WinDistance(LossAt(4)) != 4 || WinDistance(12) != 0 {
		t.Error("WinDistance")
	}
}

// Distances survive the transposition table: a win found through the
// table at another ply keeps its distance from the root.
func TestWinDistanceThroughTable(t *testing.T) {
	// White king hunts Black's lone man; search with and without table
	// cutoffs must agree on the (win) score.
	p := testpos.MustFEN("W:WK14,K23:B3")
	want := NewSearcher(ck, newShared(t), exactOptions(AlgoPVS)).Search(&p, -Inf, Inf, 9, 0)
	sh := newShared(t)
	s := NewSearcher(ck, sh, DefaultOptions())
	for d := 1; d <= 9; d += 2 {
		s.Search(&p, -Inf, Inf, d, 0) // iterative deepening fills the table
	}
	got := s.Search(&p, -Inf, Inf, 9, 0)
	if !IsWinScore(want) {
		t.Fatalf("expected a forced win, exact search gives %d", want)
	}
	if got != want {
		t.Errorf("with table: %d, exact: %d", got, want)
	}
}

// A position that repeats one on the seeded path is a draw, unless a
// capture or man move lies between them.
func TestRepetitionFromSeededPath(t *testing.T) {
	p := testpos.MustFEN("B:WK32,27:BK1,5") // White man on 27, kings shuffle
	seq := []string{"1-6", "32-28", "6-1", "28-32"}
	q := p
	path := []uint64{}
	for _, mv := range seq {
		m, err := q.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		path = append(path, q.Key())
		q = q.Play(m)
	}
	if q.Key() != p.Key() {
		t.Fatal("the sequence does not return to the start")
	}
	s := NewSearcher(ck, newShared(t), exactOptions(AlgoPVS))
	s.SetPath(path)
	if got := s.Search(&q, -Inf, Inf, 5, len(path)); got != Draw {
		t.Errorf("repeated position scored %d, want draw", got)
	}
	if s.Stats().Repetitions != 1 || s.Stats().Nodes != 1 {
		t.Errorf("stats %+v", *s.Stats())
	}
	// At ply 0 the root itself is never a repetition of its history,
	// but a child can be: 1-6 leads to a position seen before.
	s.ResetStats()
	s.Search(&q, -Inf, Inf, 1, 0)
	if st := s.Stats(); st.Interior == 0 || st.Repetitions != 1 {
		t.Errorf("root at ply 0: interior %d, repetitions %d; want the root expanded and 1-6 a draw", st.Interior, st.Repetitions)
	}
	// Without the path, the search matches the reference.
	s.SetPath(nil)
	if got, want := s.Search(&q, -Inf, Inf, 5, 0), minimax(q, 5, 0, nil); got != want {
		t.Errorf("unseeded: %d, minimax %d", got, want)
	}
}

// Every node is counted once and is exactly one of: interior, evaluated,
// terminal, repetition, table cutoff.
func TestStatsPartitionNodes(t *testing.T) {
	for _, algo := range algorithms {
		s := NewSearcher(ck, newShared(t), Options{Algorithm: algo, TTMove: true, History: true, Killers: true})
		var total Stats
		for _, p := range testPositions(40) {
			s.ResetStats()
			s.Search(&p, -Inf, Inf, 5, 0)
			st := *s.Stats()
			if st.Nodes != st.Interior+st.Evals+st.Terminals+st.Repetitions+st.TTCutoffs {
				t.Fatalf("%s: nodes %d != %d+%d+%d+%d+%d", algo, st.Nodes, st.Interior, st.Evals, st.Terminals, st.Repetitions, st.TTCutoffs)
			}
			if st.Interior != st.CaptureNodes+st.QuietNodes {
				t.Fatalf("%s: interior %d != capture %d + quiet %d", algo, st.Interior, st.CaptureNodes, st.QuietNodes)
			}
			total.Add(st)
		}
		if !(total.CaptureBranchingFactor() >= 1 && total.CaptureBranchingFactor() < total.QuietBranchingFactor()) {
			t.Errorf("%s: branching factors capture %.2f quiet %.2f", algo, total.CaptureBranchingFactor(), total.QuietBranchingFactor())
		}
		bf := total.BranchingFactor()
		if bf < total.CaptureBranchingFactor() || bf > total.QuietBranchingFactor() {
			t.Errorf("%s: overall %.2f not between capture and quiet", algo, bf)
		}
		if algo == AlgoAlphaBeta && (total.FailHighs != 0 || total.Researches != 0) {
			t.Errorf("alpha-beta reports PVS re-searches: %+v", total)
		}
		if algo == AlgoPVS && total.Researches == 0 {
			t.Errorf("PVS never re-searched in 40 positions")
		}
	}
}
