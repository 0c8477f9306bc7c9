package synthetic

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Limits that keep a path in a fixed array and a move in a byte.
const (
	MaxDepth  = 64  // the deepest tree
	MaxBranch = 255 // the most children a node may have
	maxMean   = 100 // the largest bimodal mean, so Poisson draws stay cheap
)

// Kind is the shape of a branching distribution.
type Kind uint8

const (
	Fixed   Kind = iota // every interior node has Lo children
	Uniform             // Lo..Hi children, uniformly
	Bimodal             // capture-like with probability P (mean M1), else mean M2
)

// Branching is the distribution of the number of children of an
// interior node.
type Branching struct {
	Kind      Kind
	Lo, Hi    int     // Fixed (Lo) and Uniform (Lo..Hi)
	P, M1, M2 float64 // Bimodal
}

// Mean returns the expected number of children of an interior node.
func (b Branching) Mean() float64 {
	switch b.Kind {
	case Uniform:
		return float64(b.Lo+b.Hi) / 2
	case Bimodal:
		return b.P*b.M1 + (1-b.P)*b.M2
	}
	return float64(b.Lo)
}

// String writes the distribution as in the params text: "4",
// "uniform:2-40" or "bimodal:0.765:1.28:7.93" (P, M1, M2).
func (b Branching) String() string {
	switch b.Kind {
	case Uniform:
		return fmt.Sprintf("uniform:%d-%d", b.Lo, b.Hi)
	case Bimodal:
		return "bimodal:" + fmtFloat(b.P) + ":" + fmtFloat(b.M1) + ":" + fmtFloat(b.M2)
	}
	return strconv.Itoa(b.Lo)
}

func fmtFloat(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// Params describe a tree. The zero value is not valid (Spread must be at
// least 1); ParseParams fills in the defaults of the optional keys.
type Params struct {
	Branch Branching
	Depth  int     // leaves are at this depth; 0 makes the root a leaf
	Q      float64 // probability that the best move is generated first
	Seed   uint64
	// Spread bounds how much worse a non-best child is (δ in 1..Spread)
	// and the root's value (in -Spread..Spread). Default 100.
	Spread int
	// Noise bounds the error of the static value of interior nodes
	// (-Noise..Noise). Default 0: interior values are exact.
	Noise int
}

// DefaultSpread is the Spread of a params text without "spread=".
const DefaultSpread = 100

// Validate reports the first thing wrong with p, naming the field.
func (p *Params) Validate() error {
	b := p.Branch
	switch b.Kind {
	case Fixed:
		if b.Lo < 1 || b.Lo > MaxBranch {
			return fmt.Errorf("synthetic params: b=%d: a fixed branching factor must be 1..%d", b.Lo, MaxBranch)
		}
	case Uniform:
		if b.Lo < 1 || b.Hi > MaxBranch || b.Lo > b.Hi {
			return fmt.Errorf("synthetic params: b=%v: want uniform:lo-hi with 1 <= lo <= hi <= %d", b, MaxBranch)
		}
	case Bimodal:
		if !(b.P >= 0 && b.P <= 1) {
			return fmt.Errorf("synthetic params: b=%v: the share of capture-like nodes %v is not in 0..1", b, b.P)
		}
		for _, m := range []float64{b.M1, b.M2} {
			if !(m >= 1 && m <= maxMean) {
				return fmt.Errorf("synthetic params: b=%v: mean %v is not in 1..%d", b, m, maxMean)
			}
		}
	default:
		return fmt.Errorf("synthetic params: unknown branching kind %d", b.Kind)
	}
	if p.Depth < 0 || p.Depth > MaxDepth {
		return fmt.Errorf("synthetic params: depth=%d: want 0..%d", p.Depth, MaxDepth)
	}
	if !(p.Q >= 0 && p.Q <= 1) {
		return fmt.Errorf("synthetic params: q=%v: want a probability in 0..1", p.Q)
	}
	if p.Spread < 1 || p.Spread > 1<<20 {
		return fmt.Errorf("synthetic params: spread=%d: want 1..%d", p.Spread, 1<<20)
	}
	if p.Noise < 0 || p.Noise > 1<<20 {
		return fmt.Errorf("synthetic params: noise=%d: want 0..%d", p.Noise, 1<<20)
	}
	return nil
}

// String writes p in the params text form, which ParseParams reads back:
// "b=4,depth=12,q=0.9,seed=7", then spread= and noise= when they differ
// from their defaults.
func (p Params) String() string {
	s := fmt.Sprintf("b=%v,depth=%d,q=%s,seed=%d", p.Branch, p.Depth, fmtFloat(p.Q), p.Seed)
	if p.Spread != DefaultSpread {
		s += fmt.Sprintf(",spread=%d", p.Spread)
	}
	if p.Noise != 0 {
		s += fmt.Sprintf(",noise=%d", p.Noise)
	}
	return s
}

// ParseParams reads comma-separated key=value pairs in any order: b
// (required: "4", "uniform:2-40" or "bimodal:P:M1:M2"), depth (required),
// q (required), seed (required), spread (default 100) and noise (default
// 0). The result is validated.
func ParseParams(text string) (Params, error) {
	p := Params{Spread: DefaultSpread}
	seen := map[string]bool{}
	for _, item := range strings.Split(text, ",") {
		key, val, ok := strings.Cut(item, "=")
		if !ok {
			return Params{}, fmt.Errorf("synthetic params %q: %q is not key=value", text, item)
		}
		if seen[key] {
			return Params{}, fmt.Errorf("synthetic params %q: %s given twice", text, key)
		}
		seen[key] = true
		var err error
		switch key {
		case "b":
			p.Branch, err = parseBranching(val)
		case "depth":
			p.Depth, err = strconv.Atoi(val)
		case "q":
			p.Q, err = strconv.ParseFloat(val, 64)
		case "seed":
			p.Seed, err = strconv.ParseUint(val, 10, 64)
		case "spread":
			p.Spread, err = strconv.Atoi(val)
		case "noise":
			p.Noise, err = strconv.Atoi(val)
		default:
			return Params{}, fmt.Errorf("synthetic params %q: unknown key %q (want b, depth, q, seed, spread, noise)", text, key)
		}
		if err != nil {
			return Params{}, fmt.Errorf("synthetic params %q: %s=%q: %v", text, key, val, err)
		}
	}
	for _, key := range []string{"b", "depth", "q", "seed"} {
		if !seen[key] {
			return Params{}, fmt.Errorf("synthetic params %q: %s= is missing", text, key)
		}
	}
	if err := p.Validate(); err != nil {
		return Params{}, err
	}
	return p, nil
}

func parseBranching(s string) (Branching, error) {
	kind, rest, _ := strings.Cut(s, ":")
	switch kind {
	case "uniform":
		lo, hi, ok := strings.Cut(rest, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := strconv.Atoi(hi)
		if !ok || err1 != nil || err2 != nil {
			return Branching{}, fmt.Errorf("want uniform:lo-hi, like uniform:2-40")
		}
		return Branching{Kind: Uniform, Lo: a, Hi: b}, nil
	case "bimodal":
		f := strings.Split(rest, ":")
		if len(f) != 3 {
			return Branching{}, fmt.Errorf("want bimodal:P:M1:M2, like bimodal:0.765:1.28:7.93")
		}
		var x [3]float64
		for i, t := range f {
			v, err := strconv.ParseFloat(t, 64)
			if err != nil || math.IsNaN(v) {
				return Branching{}, fmt.Errorf("bimodal field %d %q is not a number", i+1, t)
			}
			x[i] = v
		}
		return Branching{Kind: Bimodal, P: x[0], M1: x[1], M2: x[2]}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return Branching{}, fmt.Errorf("want a number, uniform:lo-hi or bimodal:P:M1:M2")
	}
	return Branching{Kind: Fixed, Lo: n}, nil
}
