package session

import (
	"testing"

	"frontier/search/engine"
)

// A sequential run with Lines > 1 reports that many lines in every
// iteration, the first being the iteration's best move and score; a
// parallel configuration's lines are ignored; out-of-range values are
// refused.
func TestMultiPVRun(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	if err := s.SetConfig(Config{Algorithm: engine.MustParse(engine.Sequential), Depth: 7, HashMiB: 4, Lines: 3}); err != nil {
		t.Fatal(err)
	}
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	u := waitFinal(t, r)
	if u.State != Finished || len(u.Iterations) != 4 {
		t.Fatalf("state %v, %d iterations", u.State, len(u.Iterations))
	}
	for _, it := range u.Iterations {
		if len(it.Lines) != 3 {
			t.Fatalf("depth %d: %d lines", it.Depth, len(it.Lines))
		}
		if l := it.Lines[0]; l.Score != it.Score || l.PV[0] != it.Best {
			t.Fatalf("depth %d: first line %+v, iteration %s %d", it.Depth, l, it.Best, it.Score)
		}
		if it.Lines[1].PV[0] == it.Best || it.Lines[2].PV[0] == it.Lines[1].PV[0] {
			t.Fatalf("depth %d: repeated moves %+v", it.Depth, it.Lines)
		}
	}
	if err := s.SetConfig(Config{Algorithm: engine.MustParse(engine.Sequential), HashMiB: 4, Lines: 6}); err == nil {
		t.Error("6 lines accepted")
	}
	c := DefaultConfig()
	c.Lines, c.Depth = 3, 3
	if err := s.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	r, err = s.Start()
	if err != nil {
		t.Fatal(err)
	}
	if u := waitFinal(t, r); u.State != Finished || len(u.Iterations) == 0 || u.Iterations[0].Lines != nil {
		t.Fatalf("parallel run with Lines: state %v err %v", u.State, u.Err)
	}
}
