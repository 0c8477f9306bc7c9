// Package dib is the family of Rezaie and Finkel's comparison ("A
// comparison of some parallel game-tree search algorithms"): one
// work-request scheduler after Finkel and Manber's DIB (request.go, its
// problem tree in tree.go) and the five algorithms of the comparison,
// each a policy of which children of an explicit node may start now:
// delay splitting (delaysplit.go, §3.6), Mandatory Work First (mwf.go,
// §3.2), dynamic MWF (dmwf.go, §6), Fishburn's tree splitting
// (treesplit.go, §3.3) and ER with parallel refutation (er.go, §3.5).
package dib

import (
	"fmt"
	"strconv"

	"frontier/board"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/parallel"
)

// Reference is the DIB family's sequential reference: the engine
// "alphabeta" of package search/engine, plain fail-soft alpha-beta.
const Reference = "alphabeta"

// Paper names the paper the DIB family follows.
const Paper = "Rezaie and Finkel, A comparison of some parallel game-tree search algorithms"

// Options are the parameters of the DIB family; zero fields take the
// defaults.
type Options struct {
	// Grain: remaining depth at and below which a problem is searched
	// whole (DIB's "trivial problem not worth subdividing"). It is its
	// own parameter, not the thesis algorithms' minsplit: its default
	// differs, and so does what lies below it (plain alpha-beta).
	Grain int
	// SortDepth: children of explicit nodes less than this many plies
	// below the root are sorted by static value, best first (the paper's
	// sorting depth parameter, §5); 0 leaves the game's order.
	SortDepth int
	// SortEldest restricts sorting to the root and eldest children: the
	// paper's EC (eldest child) regime, under which it compares MWF and
	// DMWF (§6).
	SortEldest bool
	// Retry is how long a refused processor waits before asking again
	// (0: four messages on the simulator, realRetry on the real machine).
	Retry account.Time
	// Fanout and Height are Fishburn's processor tree (treesplit): at
	// most Fanout children of a node run at once, and nodes Height plies
	// below the root are searched whole.
	Fanout, Height int
}

// defaultGrain: the paper's trees (tic-tac-toe, Othello 6x6, checkers
// to a few plies) were small; three plies keeps problems small enough to
// share on our deeper trees without drowning the simulator in messages.
const defaultGrain = 3

func (o Options) withDefaults() Options {
	if o.Grain <= 0 {
		o.Grain = defaultGrain
	}
	if o.Fanout <= 0 {
		o.Fanout = 4
	}
	if o.Height <= 0 {
		o.Height = 2
	}
	return o
}

// policies holds the policy of each algorithm of the family, made from
// its options, by name: register fills it.
var policies = map[string]func(Options) dibPolicy{}

// register adds an algorithm of the family: the scheduler with the
// policy that policy makes.
func register(a parallel.Algorithm, policy func(Options) dibPolicy) {
	a.Reference, a.Paper, a.Options = Reference, Paper, Options{}
	a.Params = append([]parallel.Param{grainParam(), sortParam(), sortAtParam()}, a.Params...)
	parallel.Register(a)
	policies[a.Name] = policy
}

// New is the root search of a DIB algorithm on e, or nil when e's
// algorithm is of another family (see parallel.New).
func New[G search.Game[P, M], P any, M board.Move](e *parallel.Engine[G, P, M]) parallel.RootAlgorithm[G, P, M] {
	cfg := e.Config()
	o, ok := cfg.Options.(Options)
	if !ok {
		return nil
	}
	o = o.withDefaults()
	return newScheduler(e, o, policies[cfg.Algorithm](o))
}

func grainParam() parallel.Param {
	return parallel.Option(
		"grain", strconv.Itoa(defaultGrain),
		"remaining depth at and below which a problem is searched whole with alpha-beta (DIB's trivial problem)",
		func(o *Options, v string) error { return parallel.SetPlies(&o.Grain, v) })
}

func sortAtParam() parallel.Param {
	return parallel.Option(
		"sortat", "all",
		"which nodes within the sorting depth are sorted: all, or ec (the root and eldest children, Rezaie-Finkel's EC sorting)",
		func(o *Options, v string) error {
			switch v {
			case "all", "ec":
				o.SortEldest = v == "ec"
				return nil
			}
			return fmt.Errorf("want all or ec")
		})
}

func sortParam() parallel.Param {
	return parallel.Option(
		"sort", "0",
		"sort the children of nodes above this ply by static value, best first (0: the game's order; Rezaie-Finkel §5)",
		func(o *Options, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > search.MaxDepth {
				return fmt.Errorf("want a number of plies from 0 to %d", search.MaxDepth)
			}
			o.SortDepth = n
			return nil
		})
}
