package session

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/session/view"
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
	// optionally with parameters, saved as its text,
	// "pvfsplit-lb,quorum=0.5". It is parsed and checked where it is
	// set (engine.Parse, or reading a settings file); P is Searchers.
	Algorithm engine.Spec `json:"algorithm"`
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
	// MaxTime, on a game clock and the real executor, makes Time a
	// target that the time manager adapts (search.Limits.MaxTime). Not
	// saved: play mode sets it for each move.
	MaxTime time.Duration `json:"-"`
	// HashMiB is the size of each run's transposition table.
	HashMiB int `json:"hash_mib"`
	// Lines is the number of best moves the sequential engine shows
	// (multi-PV, 1..search.MaxLines); 0 or 1 is one line. Parallel
	// algorithms search one line.
	Lines int `json:"lines,omitempty"`
}

// UnmarshalJSON reads a configuration as saved, its algorithm as the
// spec's text ("pvfsplit-lb,quorum=0.5"), parsed and checked once, here:
// a bad spec is an error naming the field.
func (c *Config) UnmarshalJSON(data []byte) error {
	type plain Config // without this method
	var raw struct {
		plain
		Algorithm *string `json:"algorithm"`
	}
	raw.plain = plain(*c)
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	*c = Config(raw.plain)
	if raw.Algorithm != nil {
		s, err := engine.Parse(*raw.Algorithm)
		if err != nil {
			return fmt.Errorf("algorithm: %w", err)
		}
		c.Algorithm = s
	}
	return nil
}

// DefaultHashMiB is the transposition table of a search unless told
// otherwise, in the workstation and on the command line alike: 128 MiB,
// 2^23 entries, the thesis's table.
const DefaultHashMiB = 128

// DefaultConfig is what a new session analyses with: frontier splitting
// on 16 simulated searchers with no limit, deepening until stopped, as
// infinite analysis does in every analysis program; the simulator shows
// the algorithm at work within seconds on any machine.
func DefaultConfig() Config {
	return Config{Algorithm: engine.Spec{Name: "pvfsplit"}, Searchers: 16, Sim: true, HashMiB: DefaultHashMiB}
}

// DefaultCompare is the pair the compare view runs first: the thesis's
// demonstration, ComparePresets()[0].
func DefaultCompare() [2]Config { return ComparePresets()[0].Pair }

// ComparePreset is a pair of configurations worth comparing, with what
// the comparison shows.
type ComparePreset struct {
	Name string
	// Shows says what the pair demonstrates, and where it comes from.
	Shows string
	Pair  [2]Config
}

// ComparePresets are the compare view's ready-made pairs, 16 simulated
// searchers each to depth 15 (a depth, because the comparison's summary
// is of two runs that end): first the thesis's starvation-prone PVSplit
// against PVFSplit (Figures 4.4 and 5.4), then PVFSplit against its load
// balancing (§5.3), then PVFSplit-LB, the best of the thesis, against
// YBWC, whose split points can be anywhere (issue 13).
func ComparePresets() []ComparePreset {
	pair := func(a, b string) [2]Config {
		x, y := DefaultConfig(), DefaultConfig()
		x.Algorithm, y.Algorithm = engine.Spec{Name: a}, engine.Spec{Name: b}
		x.Depth, y.Depth = 15, 15
		return [2]Config{x, y}
	}
	return []ComparePreset{
		{Name: "Starvation vs frontier splitting", Shows: "Lu 1993, Figures 4.4 and 5.4: idle searchers of PVSplit find work with PVFSplit", Pair: pair("pvsplit", "pvfsplit")},
		{Name: "Frontier splitting vs load balancing", Shows: "Lu 1993, §5.3: preempting the straggler", Pair: pair("pvfsplit", "pvfsplit-lb")},
		{Name: "The thesis's best vs YBWC", Shows: "PVFSplit-LB against Young Brothers Wait, split points anywhere in the tree", Pair: pair("pvfsplit-lb", "ybwc")},
	}
}

// Infinite reports whether c has no limit: the run deepens until it is
// stopped (or reaches search.MaxDepth).
func (c Config) Infinite() bool { return c.Depth == 0 && c.Time == 0 }

// Parallel reports whether c uses a parallel algorithm.
func (c Config) Parallel() bool { return c.Algorithm.Parallel() }

// Equal reports whether c and o are the same configuration (Config holds
// a spec's parameters, so it is not comparable with ==).
func (c Config) Equal(o Config) bool {
	return c.Algorithm.Equal(o.Algorithm) && c.Searchers == o.Searchers && c.Sim == o.Sim && c.Depth == o.Depth &&
		c.Time == o.Time && c.MaxTime == o.MaxTime && c.HashMiB == o.HashMiB && c.Lines == o.Lines
}

// Spec returns the engine spec of c: Algorithm with Searchers as P (1
// for seq). The error says what is wrong with the algorithm, its
// parameters or the number of searchers.
func (c Config) Spec() (engine.Spec, error) {
	if c.Algorithm.P != 0 {
		return c.Algorithm, fmt.Errorf("algorithm %q: give the number of searchers as Searchers, not in the spec", c.Algorithm)
	}
	s := c.spec()
	return s, s.Check()
}

// spec is Algorithm with Searchers as P (1 for seq), unchecked.
func (c Config) spec() engine.Spec {
	s := c.Algorithm
	if s.Parallel() {
		s.P = c.Searchers
	} else {
		s.P = 1
	}
	return s
}

// Warning is engine.Warning for c: more real searchers than CPUs, whose
// timings then say nothing about speedup; "" if none.
func (c Config) Warning() string {
	if c.Algorithm.P != 0 {
		return ""
	}
	return engine.Warning(c.spec(), c.Sim)
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
	if c.Lines < 0 || c.Lines > search.MaxLines {
		return fmt.Errorf("lines (multi-PV) must be 1 to %d (0 is 1), got %d", search.MaxLines, c.Lines)
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
		// The sequential engines are more than one (seq, alphabeta):
		// the label names the one that runs.
		name := c.Algorithm.Name
		if name == "" {
			name = engine.Sequential
		}
		if c.Lines > 1 {
			return fmt.Sprintf("%s · %d lines", name, c.Lines)
		}
		return name
	}
	return fmt.Sprintf("%s ×%d %s", c.Algorithm, c.Searchers, c.Executor())
}

// LimitText describes the limits, such as "depth 15", "depth 15, 10s",
// or "infinite" for none.
func (c Config) LimitText() string {
	if c.Infinite() {
		return "infinite"
	}
	var parts []string
	if c.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", c.Depth))
	}
	if c.Time > 0 {
		t := c.Time.String()
		if c.Parallel() && c.Sim {
			t += fmt.Sprintf(" (%s units)", view.Count(uint64(c.simBudget())))
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, ", ")
}

// simBudget is the time limit in virtual units.
func (c Config) simBudget() account.Time {
	return account.Time(c.Time.Seconds() * SimUnitsPerSecond)
}

// limits returns the limits of search.Iterate: in the simulator the time
// limit is enforced by the engine in virtual time, not by Iterate.
func (c Config) limits() search.Limits {
	lim := search.Limits{Depth: c.Depth}
	if !(c.Parallel() && c.Sim) {
		lim.Time = c.Time
		if !c.Sim {
			lim.MaxTime = max(c.MaxTime, 0)
			if lim.MaxTime > 0 && lim.MaxTime < lim.Time {
				lim.MaxTime = lim.Time
			}
		}
	}
	return lim
}
