package session

import (
	"testing"

	"frontier/search/engine"
)

// TestFollowAndCache: Follow starts a run on the current position and
// remembers the one it leaves; a position analysed to the end with the
// same configuration needs no new run and gives its analysis; Leave
// stops the run and gives the new position's cached analysis.
func TestFollowAndCache(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	s.SetSpeed(Unthrottled)
	if err := s.SetConfig(Config{Algorithm: engine.MustParse(engine.Sequential), Depth: 5, HashMiB: 4}); err != nil {
		t.Fatal(err)
	}
	r, _, err := s.Follow()
	if err != nil || r == nil {
		t.Fatalf("follow on g1: %v, %v", r, err)
	}
	waitFinal(t, r)
	s.Step(1)
	r2, a, err := s.Follow()
	if err != nil || r2 == nil || r2 == r || len(a.Iterations) != 0 {
		t.Fatalf("follow on ply 11: run %v, cached %d, %v", r2, len(a.Iterations), err)
	}
	waitFinal(t, r2)
	s.Step(-1)
	r3, a, err := s.Follow()
	if err != nil || r3 != nil || !a.Complete || a.Depth() != 5 || a.Best() == "" {
		t.Fatalf("back on ply 10: run %v, cached %+v, %v", r3, a, err)
	}
	c := s.Config()
	c.Depth = 7
	_ = s.SetConfig(c)
	if r4, _, _ := s.Follow(); r4 == nil {
		t.Fatal("a deeper configuration needs a new run")
	} else {
		s.Step(1)
		if got, ok := s.Leave(); !ok || got.Depth() != 5 || s.Run() != nil {
			t.Fatalf("leave to ply 11: %+v %v, run %v", got, ok, s.Run())
		}
	}
}
