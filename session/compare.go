package session

import (
	"fmt"
	"math"
	"strings"

	"frontier/search/games"
	"frontier/session/view"
)

// Compare is two runs of different configurations on the same position,
// measured against one sequential reference: the starvation-versus-
// frontier-splitting demonstration of the workstation.
type Compare struct {
	id    uint64
	root  games.Position
	label string
	runs  [2]*Run
	ref   *Reference
}

// ID identifies the comparison; it is the ID of its first run.
func (c *Compare) ID() uint64 { return c.id }

// Runs returns the two runs, left and right.
func (c *Compare) Runs() [2]*Run { return c.runs }

// Label says what is searched.
func (c *Compare) Label() string { return c.label }

// Root returns the position both runs search.
func (c *Compare) Root() games.Position { return c.root }

// Ended reports whether both runs have ended.
func (c *Compare) Ended() bool {
	return c.runs[0].State().Ended() && c.runs[1].State().Ended()
}

// Side is one configuration's figures in a Summary.
type Side struct {
	Label      string
	Depth      int
	Nodes      uint64
	Elapsed    view.Time
	IdlePct    float64
	StarvedPct float64
	WaitingPct float64
	// HaveCmp is set when the reference reached Depth: Speedup,
	// Efficiency and OverheadPct are then known.
	HaveCmp     bool
	Speedup     float64
	Efficiency  float64
	OverheadPct float64
}

// Summary compares the two runs at the deepest depth both completed.
type Summary struct {
	Depth int // 0 until both completed an iteration
	Sides [2]Side
	// Lines say what the difference is, in words, for a person; empty
	// until both runs have a comparable iteration.
	Lines []string
}

// Summary computes the comparison from the runs' current state.
func (c *Compare) Summary() Summary {
	return c.SummaryOf([2]Update{c.runs[0].Update(), c.runs[1].Update()})
}

// SummaryOf computes the comparison from the runs' updates u (left,
// right), so that a view that shows the updates' figures and the summary
// shows one state, not two taken at different moments.
func (c *Compare) SummaryOf(u [2]Update) Summary {
	ua, ub := u[0], u[1]
	var s Summary
	common := 0
	for _, a := range ua.Iterations {
		for _, b := range ub.Iterations {
			if a.Depth == b.Depth && a.Depth > common {
				common = a.Depth
			}
		}
	}
	s.Depth = common
	for i, u := range []Update{ua, ub} {
		s.Sides[i].Label = c.runs[i].cfg.Label()
		for _, it := range u.Iterations {
			if it.Depth == common {
				s.Sides[i] = sideOf(c.runs[i].cfg.Label(), it)
			}
		}
	}
	if common > 0 {
		s.Lines = describe(s.Sides)
	}
	return s
}

func sideOf(label string, it Iteration) Side {
	sd := Side{Label: label, Depth: it.Depth, Nodes: it.TotalNodes}
	if it.Stats != nil {
		sd.Elapsed = it.Stats.Elapsed
		sd.IdlePct, sd.StarvedPct, sd.WaitingPct = it.Stats.IdlePct, it.Stats.StarvedPct, it.Stats.WaitingPct
	}
	if it.Cmp != nil {
		sd.HaveCmp = true
		sd.Speedup, sd.Efficiency, sd.OverheadPct = it.Cmp.Speedup, it.Cmp.Efficiency, it.Cmp.SearchOverheadPct
	}
	return sd
}

// describe names the difference between two sides: which idles less,
// what it pays in search overhead, and which is faster.
func describe(sd [2]Side) []string {
	a, b := sd[0], sd[1]
	name := func(s Side) string { return strings.Fields(s.Label)[0] }
	var out []string
	idle := fmt.Sprintf("Idle: %s %.0f%%, %s %.0f%%", name(a), a.IdlePct, name(b), b.IdlePct)
	lo, hi := a, b
	if b.IdlePct < a.IdlePct {
		lo, hi = b, a
	}
	if d := hi.IdlePct - lo.IdlePct; d >= 1 {
		idle += fmt.Sprintf(" — %s keeps its searchers busy %.0f points more of the time.", name(lo), d)
	} else {
		idle += " — no real difference."
	}
	out = append(out, idle)
	if !a.HaveCmp || !b.HaveCmp {
		return append(out, "Speedup and search overhead: waiting for the sequential reference at this depth.")
	}
	ov := fmt.Sprintf("Search overhead (nodes beyond the sequential search): %s %+.0f%%, %s %+.0f%%", name(a), a.OverheadPct, name(b), b.OverheadPct)
	if d := b.OverheadPct - a.OverheadPct; math.Abs(d) >= 1 {
		more := b
		if d < 0 {
			more = a
		}
		ov += fmt.Sprintf(" — %s pays %.0f points more.", name(more), math.Abs(d))
	} else {
		ov += "."
	}
	out = append(out, ov)
	sp := fmt.Sprintf("Speedup: %s %.2f, %s %.2f", name(a), a.Speedup, name(b), b.Speedup)
	fast, slow := a, b
	if b.Speedup > a.Speedup {
		fast, slow = b, a
	}
	switch {
	case slow.Speedup <= 0 || fast.Speedup/slow.Speedup < 1.02:
		sp += " — about the same."
	case fast.IdlePct < slow.IdlePct && fast.OverheadPct > slow.OverheadPct:
		sp += fmt.Sprintf(" — %s is %.2f× as fast: less idle time buys more than its extra nodes cost.", name(fast), fast.Speedup/slow.Speedup)
	default:
		sp += fmt.Sprintf(" — %s is %.2f× as fast.", name(fast), fast.Speedup/slow.Speedup)
	}
	return append(out, sp)
}
