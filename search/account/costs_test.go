package account

import (
	"strings"
	"testing"
)

func TestParseCosts(t *testing.T) {
	c, err := ParseCosts("node=10, probe=2,message=40")
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultCosts
	want.Ops[OpNode], want.Ops[OpProbe], want.Ops[OpMessage] = 10, 2, 40
	if c != want {
		t.Fatalf("got %v, want %v", c, want)
	}
	if back, err := ParseCosts(c.String()); err != nil || back != c {
		t.Fatalf("round trip of %q: %v, %v", c.String(), back, err)
	}
	if c, err := ParseCosts(""); err != nil || c != DefaultCosts {
		t.Fatalf("empty: %v, %v", c, err)
	}
	for _, bad := range []struct{ in, says string }{
		{"nodes=1", `unknown key "nodes"`},
		{"node", "want key=value"},
		{"probe=-1", "whole number"},
		{"probe=x", "whole number"},
		{"node=0", "at least 1"},
	} {
		_, err := ParseCosts(bad.in)
		if err == nil || !strings.Contains(err.Error(), bad.says) {
			t.Errorf("ParseCosts(%q) = %v, want an error saying %q", bad.in, err, bad.says)
		}
	}
}

func FuzzParseCosts(f *testing.F) {
	f.Add("node=1,probe=0")
	f.Add("message=4,,")
	f.Add("wake=3,queue=1,shared=2,crowd=4:1100/8:1200")
	f.Add("crowd=none,node=7")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCosts(s)
		if err != nil {
			return
		}
		if c.Ops[OpNode] < 1 {
			t.Fatalf("%q gave a node cost %d", s, c.Ops[OpNode])
		}
		if back, err := ParseCosts(c.String()); err != nil || back != c {
			t.Fatalf("round trip of %q failed", s)
		}
	})
}

// TestQuantum: the quantum is a key of the cost model, written back only
// when set, and bounded.
func TestQuantum(t *testing.T) {
	c, err := ParseCosts("node=10,quantum=16")
	if err != nil {
		t.Fatal(err)
	}
	if c.Quantum != 16 || c.QuantumOrDefault() != 16 || !strings.Contains(c.String(), "quantum=16") {
		t.Fatalf("quantum=16 read as %d (in use %d), written %q", c.Quantum, c.QuantumOrDefault(), c)
	}
	if back, err := ParseCosts(c.String()); err != nil || back != c {
		t.Fatalf("round trip of %q: %v, %v", c, back, err)
	}
	if DefaultCosts.QuantumOrDefault() != DefaultQuantum || strings.Contains(DefaultCosts.String(), "quantum") {
		t.Fatalf("the default model: quantum %d, written %q", DefaultCosts.QuantumOrDefault(), DefaultCosts)
	}
	for _, bad := range []string{"quantum=0", "quantum=x", "quantum=-3", "quantum=5000"} {
		if _, err := ParseCosts(bad); err == nil || !strings.Contains(err.Error(), "quantum must be") {
			t.Errorf("ParseCosts(%q) = %v, want an error about the quantum", bad, err)
		}
	}
}
