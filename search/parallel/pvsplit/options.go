package pvsplit

import (
	"fmt"
	"strconv"
	"time"

	"frontier/search/account"
	"frontier/search/parallel"
)

// Options are the parameters of the thesis's algorithms; zero fields
// take the defaults.
type Options struct {
	// MinGranularity is the remaining depth at and below which the
	// controller stops splitting and hands a node whole to one searcher
	// (the thesis's TreeDepth - MinGranularity test).
	MinGranularity int
	// SynthDepth: PVFSplit gives nodes more than this many plies above
	// the leaves heuristic minimal windows when split early (thesis: 7).
	SynthDepth int
	// RootSplit makes the root a split node (basic PVSplit). By default,
	// as in ParaChinook, root moves after the first are searched one after
	// the other, each with the parallel algorithm.
	RootSplit bool
	// NoRestart turns off ParaChinook's restart of searches farmed out with
	// an alpha that has since improved.
	NoRestart bool
	// RootFirst makes frontier splitting prefer the split node nearest the
	// root; by default the nearest ancestor of the current split node is
	// preferred, in the order the thesis lists (n-1, n-2, ... the root).
	RootFirst bool
	// Straggler preemption: more than LBQuorum of the searchers idle for
	// LBThreshold (virtual units, or nanoseconds on the real machine).
	LBQuorum    float64
	LBThreshold account.Time

	frontier, lb bool // the variant, from the algorithm's name (New)
}

// Thesis §5.3 preempted after 5 s of idleness, about 35,000 nodes of a
// 1992 searcher (7,000 nodes/s): the simulator's default in node units.
// The real default scales that to this engine's node rate.
const (
	defaultSimThreshold  = 35000
	defaultRealThreshold = account.Time(10 * time.Millisecond)
)

// withDefaults fills in the defaults of o's zero fields on a machine
// (simulated or not, with its costs).
func (o Options) withDefaults(sim bool, costs account.Costs) Options {
	if o.MinGranularity <= 0 {
		o.MinGranularity = parallel.DefaultMinGranularity
	}
	if o.SynthDepth <= 0 {
		o.SynthDepth = 7
	}
	if o.LBQuorum <= 0 {
		o.LBQuorum = 0.25
	}
	if o.LBThreshold <= 0 {
		o.LBThreshold = defaultRealThreshold
		if sim { // 35,000 nodes, whatever a node costs
			o.LBThreshold = defaultSimThreshold * account.Time(max(costs.Ops[account.OpNode], 1))
		}
	}
	return o
}

// The algorithms of Lu 1993, registered in the thesis's order: PVSplit
// (chapter 4), PVFSplit (§5.1), and each with straggler preemption
// (§5.3). All four are the one controller of controller.go; the variant
// their name selects says what differs.
func init() {
	common := []parallel.Param{parallel.MinSplitParam(func(o *Options) *int { return &o.MinGranularity }), rootSplitParam(), noRestartParam()}
	frontier := []parallel.Param{synthParam(), rootFirstParam()}
	lb := []parallel.Param{quorumParam(), thresholdParam()}
	join := func(groups ...[]parallel.Param) []parallel.Param {
		var out []parallel.Param
		for _, g := range groups {
			out = append(out, g...)
		}
		return out
	}
	register := func(a parallel.Algorithm, v variant) {
		a.Paper, a.Options = Paper, Options{}
		parallel.Register(a)
		variants[a.Name] = v
	}
	register(parallel.Algorithm{
		Name:    PVSplit,
		Rank:    1,
		Summary: "Principal Variation Splitting: searchers share the ALL nodes of the principal variation, one split node at a time",
		Figure:  "Figure 4.1",
		Shares:  "One split node at a time, on the PV (§4.1, §4.3).",
		Starved: "PVSplit shares only the PV.",
		Params:  common,
	}, variant{})
	register(parallel.Algorithm{
		Name:    PVFSplit,
		Rank:    2,
		Summary: "PV Frontier Splitting: idle searchers also get work from other nodes of the current variation",
		Figure:  "Figure 5.1",
		Shares:  "PVFSplit also shares the frontier below the PV (§5.1).",
		Params:  join(common, frontier),
	}, variant{frontier: true})
	register(parallel.Algorithm{
		Name:    PVSplitLB,
		Rank:    3,
		Summary: "PVSplit with straggler preemption: when searchers sit idle, the longest search is taken back and split",
		Figure:  "Figure 4.1, §5.3",
		Shares:  "One split node at a time, on the PV (§4.1, §4.3).",
		Starved: "PVSplit shares only the PV.",
		Params:  join(common, lb),
	}, variant{lb: true})
	register(parallel.Algorithm{
		Name:    PVFSplitLB,
		Rank:    4,
		Summary: "PVFSplit with straggler preemption: frontier splitting and load balancing together",
		Figure:  "Figure 5.1, §5.3",
		Shares:  "PVFSplit-LB: the frontier (§5.1), straggler preemption (§5.3).",
		Params:  join(common, frontier, lb),
	}, variant{frontier: true, lb: true})
}

// defaults are the defaults New fills in, on each machine, so that the
// registry states the values that actually apply.
func defaults(sim bool) Options { return Options{}.withDefaults(sim, account.DefaultCosts) }

func synthParam() parallel.Param {
	return parallel.Option(
		"synth", strconv.Itoa(defaults(true).SynthDepth),
		"frontier work more than this many plies above the leaves gets a heuristic minimal window (SynthMinWindow)",
		func(o *Options, v string) error { return parallel.SetPlies(&o.SynthDepth, v) })
}

func quorumParam() parallel.Param {
	return parallel.Option(
		"quorum", strconv.FormatFloat(defaults(true).LBQuorum, 'g', -1, 64),
		"preempt a straggler when more than this fraction of the searchers have been idle for the threshold",
		func(o *Options, v string) error {
			q, err := strconv.ParseFloat(v, 64)
			if err != nil || !(q > 0 && q < 1) {
				return fmt.Errorf("want a fraction strictly between 0 and 1, such as 0.25")
			}
			o.LBQuorum = q
			return nil
		})
}

// thresholdParam reads the machine time of the quorum: what it accepts
// depends on the machine, so it sets the options itself (parallel.Update)
// with the configuration at hand.
func thresholdParam() parallel.Param {
	sim, real := defaults(true).LBThreshold, defaults(false).LBThreshold
	return parallel.Param{
		Name: "threshold", Default: fmt.Sprintf("%d (sim), %v (real)", sim, time.Duration(real)),
		Doc: "idle time that counts for the quorum, and the least a straggler has run: node units on the simulator, a duration (10ms) on the real machine",
		Set: func(c *parallel.Config, v string) error {
			return parallel.Update(c, func(o *Options) error {
				if n, err := strconv.ParseInt(v, 10, 64); err == nil {
					if n < 1 {
						return fmt.Errorf("want a positive amount of machine time")
					}
					o.LBThreshold = account.Time(n)
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
				o.LBThreshold = account.Time(d)
				return nil
			})
		},
	}
}

func rootSplitParam() parallel.Param {
	return parallel.Option(
		"rootsplit", "false",
		"make the root a split node (basic PVSplit); by default root moves after the first are searched in turn, as in ParaChinook",
		func(o *Options, v string) error { return parallel.SetBool(&o.RootSplit, v) })
}

func noRestartParam() parallel.Param {
	return parallel.Option(
		"norestart", "false",
		"do not restart searches given out with an alpha that has since improved (ParaChinook restarts them)",
		func(o *Options, v string) error { return parallel.SetBool(&o.NoRestart, v) })
}

func rootFirstParam() parallel.Param {
	return parallel.Option(
		"rootfirst", "false",
		"frontier splitting prefers the split node nearest the root, not the nearest ancestor (the thesis's order)",
		func(o *Options, v string) error { return parallel.SetBool(&o.RootFirst, v) })
}
