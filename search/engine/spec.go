package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Sequential is the name of the sequential engine.
const Sequential = "seq"

// AlphaBeta is the name of plain fail-soft alpha-beta: no table, no
// history or killers, the game's move order. It is the sequential
// reference of the DIB family (Rezaie and Finkel compare each parallel
// algorithm with it, by relative efficiency), not a rival of seq.
const AlphaBeta = "alphabeta"

// MaxP is the most searchers an engine may have: the simulator's scale
// target, accepted on the real machine too (see Warning). It is
// parallel.MaxSearchers (TestMaxPIsTheMachines in search/engine/all).
const MaxP = 1024

// Spec names an engine: an algorithm, its number of searchers and the
// parameters given, as written NAME[:P][,key=value...] — "seq",
// "pvfsplit-lb:16", "pvfsplit-lb:16,quorum=0.25,threshold=5000".
type Spec struct {
	Name string
	// P is the number of searchers, 0 when the spec does not say (the
	// caller's default applies; see WithP).
	P int
	// Params are the parameters given, in order; the others keep their
	// defaults.
	Params []Setting
}

// Setting is a parameter's value as given in a spec.
type Setting struct {
	Name, Value string
}

// String writes the spec in the form Parse reads. P is left out for seq,
// which always has one searcher.
func (s Spec) String() string {
	var b strings.Builder
	b.WriteString(s.Name)
	if s.P > 0 && s.Parallel() {
		b.WriteString(":" + strconv.Itoa(s.P))
	}
	if len(s.Params) > 0 {
		b.WriteString("," + s.ParamText())
	}
	return b.String()
}

// ParamText writes the parameters alone, "quorum=0.25,threshold=5000".
func (s Spec) ParamText() string {
	parts := make([]string, len(s.Params))
	for i, p := range s.Params {
		parts[i] = p.Name + "=" + p.Value
	}
	return strings.Join(parts, ",")
}

// WithoutP writes the spec with its parameters but without P, as
// "pvfsplit-lb,quorum=0.25": the algorithm as configured, whatever the
// number of searchers.
func (s Spec) WithoutP() string {
	s.P = 0
	return s.String()
}

// WithP returns s with P set to p if the spec left it out.
func (s Spec) WithP(p int) Spec {
	if s.P == 0 {
		s.P = p
	}
	return s
}

// Parallel reports whether s names a parallel algorithm (not seq or
// alphabeta).
func (s Spec) Parallel() bool { return !IsSequential(s.Name) }

// IsSequential reports whether name is one of the sequential engines
// (seq, alphabeta), which run on no machine and take no P.
func IsSequential(name string) bool { return name == Sequential || name == AlphaBeta }

// Param returns the value given for the parameter name.
func (s Spec) Param(name string) (string, bool) {
	for _, p := range s.Params {
		if p.Name == name {
			return p.Value, true
		}
	}
	return "", false
}

// Parse reads a spec, NAME[:P][,key=value...], and checks it against the
// registry: the name must be registered, P within 1..MaxP (exactly 1 for
// seq), and every parameter one of the algorithm's with a value it
// accepts. Each error quotes the spec and names what is wrong in it.
func Parse(text string) (Spec, error) {
	s, err := parse(text)
	if err != nil {
		return Spec{}, fmt.Errorf("%q: %w", strings.TrimSpace(text), err)
	}
	return s, nil
}

func parse(text string) (Spec, error) {
	pieces := strings.Split(strings.TrimSpace(text), ",")
	head := strings.TrimSpace(pieces[0])
	name, count, hasP := strings.Cut(head, ":")
	var s Spec
	s.Name = strings.ToLower(strings.TrimSpace(name))
	if s.Name == "" {
		return s, fmt.Errorf("no algorithm: want NAME[:P][,key=value...] with NAME one of %s", joinNames())
	}
	if err := checkKnown(s.Name); err != nil {
		return s, err
	}
	if hasP {
		n, err := strconv.Atoi(strings.TrimSpace(count))
		if err != nil {
			return s, fmt.Errorf("P %q: want a whole number of searchers from 1 to %d", count, MaxP)
		}
		if err := checkP(s.Name, n); err != nil {
			return s, err
		}
		s.P = n
	}
	for _, piece := range pieces[1:] {
		key, value, ok := strings.Cut(piece, "=")
		key, value = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(value)
		if !ok || key == "" || value == "" {
			return s, fmt.Errorf("parameter %q: want key=value after the name", strings.TrimSpace(piece))
		}
		if _, dup := s.Param(key); dup {
			return s, fmt.Errorf("parameter %s given twice", key)
		}
		s.Params = append(s.Params, Setting{Name: key, Value: value})
	}
	return s, checkParams(s)
}

// checkKnown checks that name is an engine of the linked backend.
func checkKnown(name string) error {
	if backend == nil {
		return errNotLinked
	}
	if _, ok := Lookup(name); !ok {
		return fmt.Errorf("unknown algorithm %q (known: %s)", name, joinNames())
	}
	return nil
}

// checkP checks a number of searchers for the named engine.
func checkP(name string, p int) error {
	if IsSequential(name) {
		if p != 1 {
			return fmt.Errorf("P %d: %s is a sequential engine, P must be 1", p, name)
		}
		return nil
	}
	if p < 1 || p > MaxP {
		return fmt.Errorf("P %d: want a whole number of searchers from 1 to %d", p, MaxP)
	}
	return nil
}

// checkParams checks that every parameter exists and that its value
// parses (the backend applies them to a scratch configuration of s's
// algorithm). What depends on the machine (a duration on the simulator)
// is checked when the engine is built.
func checkParams(s Spec) error {
	if !s.Parallel() {
		if len(s.Params) > 0 {
			return fmt.Errorf("%s has no parameter %q (it takes none)", s.Name, s.Params[0].Name)
		}
		return nil
	}
	return backend.CheckParams(s)
}

// ParseList reads a comma-separated list of specs, as "frontier bench
// --algos" takes it. Since a spec's parameters are separated by commas
// too, a piece containing '=' belongs to the spec before it:
// "seq,pvfsplit-lb:16,quorum=0.25,pvsplit" is three specs.
func ParseList(text string) ([]Spec, error) {
	if strings.TrimSpace(text) == "" {
		return nil, errors.New("no algorithm given")
	}
	var groups []string
	for _, piece := range strings.Split(text, ",") {
		switch {
		case strings.Contains(piece, "="):
			if len(groups) == 0 {
				return nil, fmt.Errorf("%q: parameter %q comes before any algorithm", text, strings.TrimSpace(piece))
			}
			groups[len(groups)-1] += "," + piece
		case strings.TrimSpace(piece) == "":
			return nil, fmt.Errorf("%q: empty entry: want specs separated by commas", text)
		default:
			groups = append(groups, piece)
		}
	}
	specs := make([]Spec, 0, len(groups))
	for _, g := range groups {
		s, err := Parse(g)
		if err != nil {
			return nil, err
		}
		specs = append(specs, s)
	}
	return specs, nil
}

// Equal reports whether s and o are the same spec: same name, P and
// parameters in the same order.
func (s Spec) Equal(o Spec) bool {
	return s.Name == o.Name && s.P == o.P && slices.Equal(s.Params, o.Params)
}

// joinNames lists every engine name for an error message.
func joinNames() string { return strings.Join(Names(), ", ") }

// MarshalText writes the spec as String does, so that a spec saved in a
// JSON or settings file reads as it is written on the command line:
// "pvfsplit-lb,quorum=0.5".
func (s Spec) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a spec as Parse does, checking it against the
// registry: a bad spec in a file is an error when the file is read, not
// when the engine is built.
func (s *Spec) UnmarshalText(text []byte) error {
	p, err := Parse(string(text))
	if err != nil {
		return err
	}
	*s = p
	return nil
}

// MustParse is Parse for a spec known to be good, as a literal in a
// program or test: it panics on a bad one.
func MustParse(text string) Spec {
	s, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return s
}
