package search

import (
	"testing"

	"frontier/search/internal/testpos"
)

// The hook runs every `every` nodes exactly, sees the live statistics,
// and can change its interval.
func TestPollInterval(t *testing.T) {
	p := testpos.MustFEN(testpos.Suite[0].FEN)
	s := NewSearcher(ck, newShared(t), DefaultOptions())
	var seen []uint64
	s.SetPoll(100, func() (bool, int) {
		seen = append(seen, s.Stats().Nodes)
		if len(seen) == 3 {
			return false, 250
		}
		return false, 0
	})
	s.Search(&p, -Inf, Inf, 7, 0)
	if len(seen) < 5 {
		t.Fatalf("hook called %d times", len(seen))
	}
	want := []uint64{100, 200, 300, 550, 800}
	for i, w := range want {
		if seen[i] != w {
			t.Fatalf("hook calls at nodes %v, want %v...", seen[:5], want)
		}
	}
	if s.Aborted() {
		t.Error("aborted without being asked")
	}
}

// An abort unwinds at once: Search returns 0, Aborted stays true until
// ResetAbort, nothing more is stored in the table, and the searcher
// works normally afterwards.
func TestAbortViaPollHook(t *testing.T) {
	p := testpos.MustFEN(testpos.Suite[1].FEN)
	for _, algo := range algorithms {
		o := DefaultOptions()
		o.Algorithm = algo
		sh := newShared(t)
		s := NewSearcher(ck, sh, o)
		var storesAtAbort, nodesAtAbort uint64
		calls := 0
		s.SetPoll(500, func() (bool, int) {
			calls++
			if calls == 4 {
				storesAtAbort, nodesAtAbort = s.Stats().TTStores, s.Stats().Nodes
				return true, 0
			}
			return false, 0
		})
		if got := s.Search(&p, -Inf, Inf, 11, 0); got != 0 {
			t.Errorf("%s: aborted search returned %d", algo, got)
		}
		st := s.Stats()
		if !s.Aborted() || calls != 4 {
			t.Fatalf("%s: aborted %v after %d hook calls", algo, s.Aborted(), calls)
		}
		if st.TTStores != storesAtAbort || st.Nodes != nodesAtAbort {
			t.Errorf("%s: after the abort: %d more stores, %d more nodes", algo, st.TTStores-storesAtAbort, st.Nodes-nodesAtAbort)
		}
		if _, ok := sh.TT.Probe(p.Key(), 0); ok {
			t.Errorf("%s: root stored in the table by an aborted search", algo)
		}
		if !rootMove(s).IsZero() {
			t.Errorf("%s: aborted search reports a root move", algo)
		}
		// Still aborted: a new search returns at once.
		s.ResetStats()
		if s.Search(&p, -Inf, Inf, 3, 0); s.Stats().Nodes > 1 {
			t.Errorf("%s: search ran while still aborted", algo)
		}
		s.ResetAbort()
		s.SetPoll(0, nil)
		want := NewSearcher(ck, newShared(t), exactOptions(algo)).Search(&p, -Inf, Inf, 5, 0)
		s2 := NewSearcher(ck, sh, exactOptions(algo)) // same (partly filled) tables
		if got := s2.Search(&p, -Inf, Inf, 5, 0); got != want {
			t.Errorf("%s: after abort, exact search gives %d, want %d", algo, got, want)
		}
		s.Search(&p, -Inf, Inf, 5, 0)
		if s.Aborted() || rootMove(s).IsZero() {
			t.Errorf("%s: searcher unusable after ResetAbort", algo)
		}
	}
}
