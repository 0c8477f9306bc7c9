package parallel

import (
	"fmt"
	"strconv"
	"time"

	"frontier/search"
)

// The algorithms of Lu 1993, registered in the thesis's order: PVSplit
// (chapter 4), PVFSplit (§5.1), and each with straggler preemption
// (§5.3). All four are the one controller of controller.go; Config's
// Frontier and LB flags, set from the name, select what differs.

// Names of the thesis's algorithms.
const (
	PVSplit    = "pvsplit"
	PVFSplit   = "pvfsplit"
	PVSplitLB  = "pvsplit-lb"
	PVFSplitLB = "pvfsplit-lb"
)

// ThesisPaper is the paper the four algorithms come from.
const ThesisPaper = "Lu 1993"

func init() {
	common := []Param{minSplitParam(), rootSplitParam(), noRestartParam()}
	frontier := []Param{synthParam(), rootFirstParam()}
	lb := []Param{quorumParam(), thresholdParam()}
	join := func(groups ...[]Param) []Param {
		var out []Param
		for _, g := range groups {
			out = append(out, g...)
		}
		return out
	}
	Register(Algorithm{
		Name:    PVSplit,
		Rank:    1,
		Summary: "Principal Variation Splitting: searchers share the ALL nodes of the principal variation, one split node at a time",
		Paper:   ThesisPaper, Figure: "Figure 4.1",
		Params: common,
	})
	Register(Algorithm{
		Name:    PVFSplit,
		Rank:    2,
		Summary: "PV Frontier Splitting: idle searchers also get work from other nodes of the current variation",
		Paper:   ThesisPaper, Figure: "Figure 5.1",
		Params: join(common, frontier),
	})
	Register(Algorithm{
		Name:    PVSplitLB,
		Rank:    3,
		Summary: "PVSplit with straggler preemption: when searchers sit idle, the longest search is taken back and split",
		Paper:   ThesisPaper, Figure: "Figure 4.1, §5.3",
		Params: join(common, lb),
	})
	Register(Algorithm{
		Name:    PVFSplitLB,
		Rank:    4,
		Summary: "PVFSplit with straggler preemption: frontier splitting and load balancing together",
		Paper:   ThesisPaper, Figure: "Figure 5.1, §5.3",
		Params: join(common, frontier, lb),
	})
}

// thesisDefaults are the defaults New fills in, on each machine, so that
// the registry states the values that actually apply.
func thesisDefaults(sim bool) Config {
	c, err := Config{Algorithm: PVFSplitLB, Searchers: 1, Sim: sim}.withDefaults()
	if err != nil {
		panic(err)
	}
	return c
}

func minSplitParam() Param {
	return Param{
		Name: "minsplit", Default: strconv.Itoa(thesisDefaults(true).MinGranularity),
		Doc: "remaining depth in plies at and below which a node goes whole to one searcher (the thesis's minimum granularity)",
		Set: func(c *Config, v string) error { return setPlies(&c.MinGranularity, v) },
	}
}

func synthParam() Param {
	return Param{
		Name: "synth", Default: strconv.Itoa(thesisDefaults(true).SynthDepth),
		Doc: "frontier work more than this many plies above the leaves gets a heuristic minimal window (SynthMinWindow)",
		Set: func(c *Config, v string) error { return setPlies(&c.SynthDepth, v) },
	}
}

func quorumParam() Param {
	return Param{
		Name: "quorum", Default: strconv.FormatFloat(thesisDefaults(true).LBQuorum, 'g', -1, 64),
		Doc: "preempt a straggler when more than this fraction of the searchers have been idle for the threshold",
		Set: func(c *Config, v string) error {
			q, err := strconv.ParseFloat(v, 64)
			if err != nil || !(q > 0 && q < 1) {
				return fmt.Errorf("want a fraction strictly between 0 and 1, such as 0.25")
			}
			c.LBQuorum = q
			return nil
		},
	}
}

func thresholdParam() Param {
	sim, real := thesisDefaults(true).LBThreshold, thesisDefaults(false).LBThreshold
	return Param{
		Name: "threshold", Default: fmt.Sprintf("%d (sim), %v (real)", sim, time.Duration(real)),
		Doc: "idle time that counts for the quorum, and the least a straggler has run: node units on the simulator, a duration (10ms) on the real machine",
		Set: func(c *Config, v string) error {
			if n, err := strconv.ParseInt(v, 10, 64); err == nil {
				if n < 1 {
					return fmt.Errorf("want a positive amount of machine time")
				}
				c.LBThreshold = Time(n)
				return nil
			}
			d, err := time.ParseDuration(v)
			switch {
			case err != nil:
				return fmt.Errorf("want node units (35000) on the simulator or a duration (10ms) on the real machine")
			case c.Sim:
				return fmt.Errorf("the simulator counts node units, not wall-clock time: give a number such as 35000")
			case d <= 0:
				return fmt.Errorf("want a positive duration")
			}
			c.LBThreshold = Time(d)
			return nil
		},
	}
}

func rootSplitParam() Param {
	return Param{
		Name: "rootsplit", Default: "false",
		Doc: "make the root a split node (basic PVSplit); by default root moves after the first are searched in turn, as in ParaChinook",
		Set: func(c *Config, v string) error { return setBool(&c.RootSplit, v) },
	}
}

func noRestartParam() Param {
	return Param{
		Name: "norestart", Default: "false",
		Doc: "do not restart searches given out with an alpha that has since improved (ParaChinook restarts them)",
		Set: func(c *Config, v string) error { return setBool(&c.NoRestart, v) },
	}
}

func rootFirstParam() Param {
	return Param{
		Name: "rootfirst", Default: "false",
		Doc: "frontier splitting prefers the split node nearest the root, not the nearest ancestor (the thesis's order)",
		Set: func(c *Config, v string) error { return setBool(&c.RootFirst, v) },
	}
}

// setPlies reads a depth in plies.
func setPlies(dst *int, v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > search.MaxDepth {
		return fmt.Errorf("want a whole number of plies from 1 to %d", search.MaxDepth)
	}
	*dst = n
	return nil
}

// setBool reads true or false (also 1 and 0).
func setBool(dst *bool, v string) error {
	b, err := strconv.ParseBool(v)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	*dst = b
	return nil
}
