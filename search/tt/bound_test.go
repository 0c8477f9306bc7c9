package tt

import "testing"

// TestResultOf: a fail-soft score at or above beta is a lower bound with
// its refutation, at or below alpha an upper bound with no move, between
// them exact.
func TestResultOf(t *testing.T) {
	for _, tt := range []struct {
		score    int
		bound    Bound
		wantMove Move
	}{
		{50, Lower, 7}, {60, Lower, 7}, {10, Upper, NoMove}, {-5, Upper, NoMove}, {30, Exact, 7},
	} {
		if b, m := ResultOf(tt.score, 10, 50, 7); b != tt.bound || m != tt.wantMove {
			t.Errorf("score %d in (10, 50): %v %v, want %v %v", tt.score, b, m, tt.bound, tt.wantMove)
		}
	}
}

// TestEntryCuts: an entry answers a search only when it was as deep and
// its bound is on the side the window cannot improve.
func TestEntryCuts(t *testing.T) {
	for _, tt := range []struct {
		e    Entry
		want bool
	}{
		{Entry{Score: 30, Depth: 5, Bound: Exact}, true},
		{Entry{Score: 30, Depth: 4, Bound: Exact}, false},
		{Entry{Score: 50, Depth: 5, Bound: Lower}, true},
		{Entry{Score: 49, Depth: 5, Bound: Lower}, false},
		{Entry{Score: 10, Depth: 9, Bound: Upper}, true},
		{Entry{Score: 11, Depth: 9, Bound: Upper}, false},
	} {
		if got := tt.e.Cuts(5, 10, 50); got != tt.want {
			t.Errorf("%+v in (10, 50) at depth 5: cuts %v", tt.e, got)
		}
	}
	if e := (Entry{Score: 11, Bound: Lower}); !e.AtLeast(10) {
		t.Error("a lower bound above alpha is at least alpha")
	}
	if e := (Entry{Score: 11, Bound: Upper}); e.AtLeast(10) {
		t.Error("an upper bound says nothing about being above alpha")
	}
}
