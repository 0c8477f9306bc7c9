package session

import (
	"fmt"
	"strings"
	"time"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/parallel"
)

// SimUnitsPerSecond converts a time limit into the simulator's virtual
// time: one unit is one node of a searcher, and a ParaChinook searcher of
// 1992 searched about 7,000 nodes a second (thesis §5.3: 5 s of idleness
// is about 35,000 nodes). A time limit in simulation therefore means "this
// long on the thesis's machine", and stays deterministic.
const SimUnitsPerSecond = 7000

// MaxHashMiB bounds a run's table. The number of searchers is bounded
// where every engine is built, by engine.MaxP.
const MaxHashMiB = 4096

// Config says how to search: the algorithm, its searchers and executor,
// and when to stop.
type Config struct {
	// Algorithm is an engine spec without P: a name of engine.Names,
	// optionally with parameters, "pvfsplit-lb,quorum=0.5".
	Algorithm string `json:"algorithm"`
	// Searchers is P for the parallel algorithms (ignored by seq).
	Searchers int `json:"searchers"`
	// Sim runs the parallel searchers in the deterministic simulator
	// instead of on goroutines of this machine.
	Sim bool `json:"sim"`
	// Depth is the final nominal depth, 0 for none.
	Depth int `json:"depth"`
	// Time bounds the search: wall-clock time on the real executor,
	// virtual time (at SimUnitsPerSecond) in the simulator. 0 for none.
	Time time.Duration `json:"time"`
	// HashMiB is the size of each run's transposition table.
	HashMiB int `json:"hash_mib"`
}

// DefaultConfig is what a new session analyses with: frontier splitting
// on 16 simulated searchers to depth 15, which shows the algorithm at work
// within seconds on any machine.
func DefaultConfig() Config {
	return Config{Algorithm: parallel.PVFSplit, Searchers: 16, Sim: true, Depth: 15, HashMiB: 64}
}

// DefaultCompare is the pair the compare view runs: the thesis's
// starvation-prone PVSplit against PVFSplit, 16 simulated searchers each,
// the configuration of Figures 4.4 and 5.4.
func DefaultCompare() [2]Config {
	a := DefaultConfig()
	a.Algorithm = parallel.PVSplit
	b := DefaultConfig()
	return [2]Config{a, b}
}

// Parallel reports whether c uses a parallel algorithm.
func (c Config) Parallel() bool {
	name := c.Algorithm
	if i := strings.IndexAny(name, ":,"); i >= 0 {
		name = name[:i]
	}
	return !engine.IsSequential(strings.ToLower(strings.TrimSpace(name)))
}

// Spec returns the engine spec of c: Algorithm with Searchers as P (1
// for seq). The error says what is wrong with the algorithm, its
// parameters or the number of searchers.
func (c Config) Spec() (engine.Spec, error) {
	s, err := engine.Parse(c.Algorithm)
	if err != nil {
		return s, err
	}
	if s.P != 0 {
		return s, fmt.Errorf("algorithm %q: give the number of searchers as Searchers, not in the spec", c.Algorithm)
	}
	if s.Parallel() {
		s.P = c.Searchers
	} else {
		s.P = 1
	}
	return s, s.Check()
}

// Warning is engine.Warning for c: more real searchers than CPUs, whose
// timings then say nothing about speedup; "" if none.
func (c Config) Warning() string {
	s, err := c.Spec()
	if err != nil {
		return ""
	}
	return engine.Warning(s, c.Sim)
}

// Validate checks c before a run starts with it.
func (c Config) Validate() error {
	if _, err := c.Spec(); err != nil {
		return err
	}
	if c.Depth < 0 || c.Depth > search.MaxDepth {
		return fmt.Errorf("depth must be 0 to %d, got %d", search.MaxDepth, c.Depth)
	}
	if c.Time < 0 {
		return fmt.Errorf("negative time limit %v", c.Time)
	}
	if c.Depth == 0 && c.Time == 0 {
		return fmt.Errorf("no limit: give a depth or a time")
	}
	if c.HashMiB < 1 || c.HashMiB > MaxHashMiB {
		return fmt.Errorf("hash must be 1 to %d MiB, got %d", MaxHashMiB, c.HashMiB)
	}
	return nil
}

// Executor names where the searchers run: "sim", "real", or "seq" for the
// sequential engine, which always runs on this machine.
func (c Config) Executor() string {
	switch {
	case !c.Parallel():
		return "seq"
	case c.Sim:
		return "sim"
	}
	return "real"
}

// Label is a short name of the configuration, such as "pvfsplit ×16 sim".
func (c Config) Label() string {
	if !c.Parallel() {
		return engine.Sequential
	}
	return fmt.Sprintf("%s ×%d %s", c.Algorithm, c.Searchers, c.Executor())
}

// LimitText describes the limits, such as "depth 15" or "depth 15, 10s".
func (c Config) LimitText() string {
	var parts []string
	if c.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", c.Depth))
	}
	if c.Time > 0 {
		t := c.Time.String()
		if c.Parallel() && c.Sim {
			t += fmt.Sprintf(" (%s units)", Count(uint64(c.simBudget())))
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, ", ")
}

// simBudget is the time limit in virtual units.
func (c Config) simBudget() parallel.Time {
	return parallel.Time(c.Time.Seconds() * SimUnitsPerSecond)
}

// limits returns the limits of search.Iterate: in the simulator the time
// limit is enforced by the engine in virtual time, not by Iterate.
func (c Config) limits() search.Limits {
	lim := search.Limits{Depth: c.Depth}
	if !(c.Parallel() && c.Sim) {
		lim.Time = c.Time
	}
	return lim
}

// Count writes a count compactly: 950, 12.3k, 4.56M, 1.2G.
func Count(n uint64) string {
	f := float64(n)
	switch {
	case n < 1000:
		return fmt.Sprint(n)
	case n < 100_000:
		return fmt.Sprintf("%.1fk", f/1e3)
	case n < 1_000_000:
		return fmt.Sprintf("%.0fk", f/1e3)
	case n < 100_000_000:
		return fmt.Sprintf("%.2fM", f/1e6)
	case n < 1_000_000_000:
		return fmt.Sprintf("%.0fM", f/1e6)
	}
	return fmt.Sprintf("%.2fG", f/1e9)
}
