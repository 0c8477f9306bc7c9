package ybwc

import (
	"fmt"
	"strconv"

	"frontier/search/parallel"
)

// YBWC is the registry name of the Young Brothers Wait Concept.
const YBWC = "ybwc"

// Options are the parameters of YBWC and Dynamic PVSplit; zero fields
// take the defaults.
type Options struct {
	// MinGranularity is the remaining depth at and below which a node's
	// subtree goes whole to the thread's sequential searcher.
	MinGranularity int
	// Pick is where an idle searcher looks for a split point: PickRoot
	// (the default), PickOldest or PickRandom.
	Pick string
	// Unhelpful turns the helpful master off: a master whose brothers
	// are all taken waits for them instead of helping below its own
	// split point (to measure what the helpful master gives).
	Unhelpful bool
	// CutWait is how many brothers after the eldest an expected cut
	// node searches alone before it splits (0: none; YBWC only).
	CutWait int
	// HungrySplit: a node below MinGranularity with more than this many
	// plies left still opens split points while a searcher has nothing
	// to do (0: 1; MinGranularity or more: off; YBWC only, Dynamic
	// PVSplit's policy keeps it off).
	HungrySplit int
}

// Where an idle searcher looks for a split point to join (Options.Pick).
const (
	PickRoot   = "root"   // the open split point nearest the root (oldest among equals)
	PickOldest = "oldest" // the split point opened first
	PickRandom = "random" // any open split point, drawn with the thread's random source
)

// defaultHungrySplit: while a searcher is hungry, nodes below minsplit
// with 2 or more plies left still split (see ybwc.node).
const defaultHungrySplit = 1

func (o Options) withDefaults() Options {
	if o.MinGranularity <= 0 {
		o.MinGranularity = parallel.DefaultMinGranularity
	}
	if o.HungrySplit == 0 {
		o.HungrySplit = defaultHungrySplit
	}
	return o
}

// policy is when a node opens its younger brothers to other searchers:
// YBWC's, any node above minsplit (and below it while a searcher is
// hungry), or Dynamic PVSplit's (dpvsplit.go). It is the algorithm's
// name made a value: everything else of the two is the same code.
type policy struct {
	// pvOnly: the nodes of the principal variation split whether or not
	// a searcher is idle, other nodes only for an idle searcher.
	pvOnly bool
	// hungrySplit, when not 0, replaces Options.HungrySplit.
	hungrySplit int
}

// policies holds the policy of each algorithm of the package, by name:
// register fills it.
var policies = map[string]policy{}

// register adds an algorithm of the package with its policy.
func register(a parallel.Algorithm, p policy) {
	a.Options = Options{}
	parallel.Register(a)
	policies[a.Name] = p
}

func init() {
	register(parallel.Algorithm{
		Name:    YBWC,
		Rank:    30,
		Summary: "Young Brothers Wait: a node's eldest brother first, then its other brothers to any idle searcher; helpful masters",
		Paper:   "Feldmann et al. 1990 (Weill 1996, Lu 1993 §3.8)",
		Figure:  "Lu 1993 §3.8 (Young Brothers Wait, Helpful Master); Weill 1996 §1, Figure 7 (cutoffs stop helpers)",
		Params:  []parallel.Param{minSplitParam(), pickParam(), cutWaitParam(), hungrySplitParam(), helpfulParam()},
	}, policy{})
}

func minSplitParam() parallel.Param {
	return parallel.MinSplitParam(func(o *Options) *int { return &o.MinGranularity })
}

func cutWaitParam() parallel.Param {
	return parallel.Option(
		"cutwait", "0",
		"brothers an expected cut node searches alone after its eldest before it splits (0: split after the eldest)",
		func(o *Options, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 64 {
				return fmt.Errorf("want a whole number of brothers from 0 to 64")
			}
			o.CutWait = n
			return nil
		})
}

func hungrySplitParam() parallel.Param {
	return parallel.Option(
		"hungrysplit", strconv.Itoa(defaultHungrySplit),
		"a node below minsplit with more plies left than this still opens split points while a searcher has nothing to do (minsplit or more: never)",
		func(o *Options, v string) error { return parallel.SetPlies(&o.HungrySplit, v) })
}

func helpfulParam() parallel.Param {
	return parallel.Option(
		"helpful", "true",
		"a master whose brothers are all taken helps below its own split point (Lu 1993 §3.8's Helpful Master); false: it waits",
		func(o *Options, v string) error {
			b, err := strconv.ParseBool(v)
			if err != nil {
				return fmt.Errorf("want true or false")
			}
			o.Unhelpful = !b
			return nil
		})
}

func pickParam() parallel.Param {
	return parallel.Option(
		"pick", PickRoot,
		"which open split point an idle searcher joins: root (nearest the root), oldest, random",
		func(o *Options, v string) error {
			switch v {
			case PickRoot, PickOldest, PickRandom:
				o.Pick = v
				return nil
			}
			return fmt.Errorf("want root, oldest or random")
		})
}
