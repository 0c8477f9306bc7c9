package synthetic

import (
	"errors"
	"strings"
	"testing"
)

func TestParamsText(t *testing.T) {
	for _, text := range []string{
		"b=4,depth=12,q=0.9,seed=7",
		"b=uniform:2-40,depth=8,q=0.25,seed=18446744073709551615",
		"b=bimodal:0.765:1.28:7.93,depth=40,q=1,seed=0,spread=20,noise=5",
	} {
		p, err := ParseParams(text)
		if err != nil {
			t.Fatalf("ParseParams(%q): %v", text, err)
		}
		if p.String() != text {
			t.Errorf("ParseParams(%q) writes back as %q", text, p.String())
		}
	}
	// Keys in any order, defaults filled in.
	p, err := ParseParams("seed=7,q=0.9,depth=12,b=4")
	if err != nil || p.String() != "b=4,depth=12,q=0.9,seed=7" || p.Spread != DefaultSpread || p.Noise != 0 {
		t.Errorf("reordered keys: %+v, %v", p, err)
	}
	for _, tt := range []struct{ text, want string }{
		{"", "not key=value"},
		{"b=4,depth=12,q=0.9", "seed= is missing"},
		{"b=4,depth=12,q=0.9,seed=7,seed=8", "seed given twice"},
		{"b=0,depth=12,q=0.9,seed=7", "fixed branching factor"},
		{"b=256,depth=12,q=0.9,seed=7", "fixed branching factor"},
		{"b=uniform:5-2,depth=12,q=0.9,seed=7", "uniform:lo-hi"},
		{"b=uniform:5,depth=12,q=0.9,seed=7", "uniform:lo-hi"},
		{"b=bimodal:1.5:1.28:7.93,depth=12,q=0.9,seed=7", "share of capture-like"},
		{"b=bimodal:0.5:0.5:7.93,depth=12,q=0.9,seed=7", "mean 0.5"},
		{"b=bimodal:0.5:NaN:7.93,depth=12,q=0.9,seed=7", "not a number"},
		{"b=4,depth=65,q=0.9,seed=7", "depth=65"},
		{"b=4,depth=12,q=1.5,seed=7", "q=1.5"},
		{"b=4,depth=12,q=NaN,seed=7", "q=NaN"},
		{"b=4,depth=12,q=0.9,seed=-1", "seed="},
		{"b=4,depth=12,q=0.9,seed=7,spread=0", "spread=0"},
		{"b=4,depth=12,q=0.9,seed=7,width=3", "unknown key"},
	} {
		_, err := ParseParams(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseParams(%q): error %v, want one saying %q", tt.text, err, tt.want)
		}
	}
}

func TestPositionText(t *testing.T) {
	n, err := ParsePosition("b=4,depth=3,q=0.9,seed=7/0/3/1")
	if err != nil {
		t.Fatal(err)
	}
	if n.Ply() != 3 || !n.Terminal() || n.String() != "b=4,depth=3,q=0.9,seed=7/0/3/1" {
		t.Errorf("got %s at ply %d", n, n.Ply())
	}
	if p := n.Path(); len(p) != 3 || p[0] != 0 || p[1] != 3 || p[2] != 1 {
		t.Errorf("path %v", p)
	}
	for _, tt := range []struct {
		text  string
		index int
	}{
		{"b=4,depth=3,q=0.9/0", 0},
		{"b=4,depth=3,q=0.9,seed=7/", 25},
		{"b=4,depth=3,q=0.9,seed=7/4", 25},
		{"b=4,depth=3,q=0.9,seed=7/1/x", 27},
		{"b=4,depth=3,q=0.9,seed=7/1/01", 27},
		{"b=4,depth=3,q=0.9,seed=7/1/2/3/0", 31},
	} {
		_, err := ParsePosition(tt.text)
		var pe *PositionError
		if !errors.As(err, &pe) || pe.Index != tt.index {
			t.Errorf("ParsePosition(%q): error %v, want one at index %d", tt.text, err, tt.index)
		}
	}
	root := mustRoot(t, "b=4,depth=3,q=0.9,seed=7")
	for _, bad := range []string{"4", "-1", "x", "01", ""} {
		if _, err := root.ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
	if m, err := root.ParseMove("3"); err != nil || m != 3 {
		t.Errorf("ParseMove(3) = %v, %v", m, err)
	}
}

// FuzzParseParams checks that ParseParams never panics and that what it
// accepts is valid, writes back to text that reads as the same params and
// makes a root.
func FuzzParseParams(f *testing.F) {
	f.Add("b=4,depth=12,q=0.9,seed=7")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParseParams(text)
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("ParseParams(%q) accepted invalid params: %v", text, err)
		}
		again, err := ParseParams(p.String())
		if err != nil || again != p {
			t.Fatalf("ParseParams(%q) writes %q, which reads as %+v, %v", text, p.String(), again, err)
		}
		if _, err := Root(p); err != nil {
			t.Fatalf("Root(%q): %v", text, err)
		}
	})
}

// FuzzParsePosition checks that ParsePosition never panics, that its
// errors point inside the text, and that the node it reads writes back to
// text naming the same node.
func FuzzParsePosition(f *testing.F) {
	f.Add("b=4,depth=3,q=0.9,seed=7/0/3/1")
	f.Fuzz(func(t *testing.T, text string) {
		n, err := ParsePosition(text)
		if err != nil {
			var pe *PositionError
			if !errors.As(err, &pe) {
				t.Fatalf("ParsePosition(%q): error %T %v is not a *PositionError", text, err, err)
			}
			if pe.Index < 0 || pe.Index > len(text) {
				t.Fatalf("ParsePosition(%q): index %d outside the text", text, pe.Index)
			}
			return
		}
		again, err := ParsePosition(n.String())
		if err != nil || again.Key() != n.Key() || again.String() != n.String() || again.TrueValue() != n.TrueValue() {
			t.Fatalf("ParsePosition(%q) writes %q, which reads as %v, %v", text, n.String(), again, err)
		}
		if n.Terminal() != (n.NumMoves() == 0) {
			t.Fatalf("%s: terminal %v with %d moves", n, n.Terminal(), n.NumMoves())
		}
	})
}
