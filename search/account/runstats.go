package account

import (
	"frontier/search"
)

// Counters are the events of a parallel search, counted over its life.
type Counters struct {
	Splits          uint64 `json:"splits"`        // nodes that gave out work
	Farmed          uint64 `json:"farmed"`        // searches handed to searchers
	ReSearches      uint64 `json:"re_searches"`   // searches of a child already searched once
	Restarts        uint64 `json:"restarts"`      // searches restarted with a better alpha
	Interrupts      uint64 `json:"interrupts"`    // searches stopped before their end
	Preemptions     uint64 `json:"preemptions"`   // stragglers preempted
	Cutoffs         uint64 `json:"cutoffs"`       // cutoffs at nodes of the current variation
	SynthWindows    uint64 `json:"synth_windows"` // heuristic minimal windows (PVFSplit)
	ControllerNodes uint64 `json:"controller_nodes"`
	// TableOps counts table accesses (ABDADA, YBWC and Dynamic PVSplit,
	// to compare with Weill 1996 §3.3): transposition-table probes and
	// stores, and ABDADA's updates of the nproc counts. TableReads and
	// TableWrites count them as Weill's messages: a read is a probe, or
	// an nproc look-up that found the node busy (his RetrieveAsk
	// answering ON_EVALUATION); a write is a store. Weill gives their
	// ratio on chess: 1.35 reads a write for YBWC, 1.7 for ABDADA.
	// Deferred counts the sons ABDADA skipped because another searcher
	// was inside them.
	TableOps    uint64 `json:"table_ops,omitempty"`
	TableReads  uint64 `json:"table_reads,omitempty"`
	TableWrites uint64 `json:"table_writes,omitempty"`
	Deferred    uint64 `json:"deferred,omitempty"`
	// Stats merges the statistics of every search that finished.
	Stats search.Stats `json:"-"`
}

// RunStats is the account of a parallel search: what the thesis measures
// for each run.
type RunStats struct {
	Algorithm string `json:"algo"`
	Executor  string `json:"executor"` // "real" or "sim"
	Searchers int    `json:"searchers"`
	// Elapsed is executor time: virtual units in the simulator,
	// nanoseconds on the real executor.
	Elapsed Time `json:"elapsed"`
	// Nodes counts every node searched, interrupted work included, plus
	// the controller's own: the parallel NC of Formula 3.3.
	Nodes uint64 `json:"nodes"`
	// IdlePct is the average over searchers of the share of time with no
	// work (thesis §4.2), split into starved and waiting.
	IdlePct    float64 `json:"idle_pct"`
	StarvedPct float64 `json:"starved_pct"`
	WaitingPct float64 `json:"waiting_pct"`
	// CommPct is the average over searchers of the share of time they
	// were busy with something else than searching nodes: the costs the
	// simulator charges for table probes, locks, messages, splits and
	// the rest while a thread works (a latency while it waits is idle
	// time). It is Weill's communication overhead, beside WaitingPct, his
	// synchronization overhead. The real machine does not tell the two
	// kinds of busy time apart, so it is 0 there.
	CommPct float64 `json:"comm_pct,omitempty"`
	Counters
	// WorkSpan is the work W and, for the algorithms that timestamp it,
	// the critical path C (workspan.go).
	WorkSpan
	Activity []SearcherActivity `json:"-"`
}

// Comparison relates a parallel run to the sequential engine on the same
// position and depth (thesis Formulas 3.1-3.3 and Figure 4.5).
type Comparison struct {
	Speedup           float64 `json:"speedup"`
	Efficiency        float64 `json:"efficiency"`
	SearchOverheadPct float64 `json:"search_overhead_pct"`
	// The normalized utilization profile: efficiency, idle, and whatever
	// remains (search and communication overhead), in percent.
	ProfileEfficiency float64 `json:"profile_efficiency_pct"`
	ProfileIdle       float64 `json:"profile_idle_pct"`
	ProfileOther      float64 `json:"profile_other_pct"`
}

// Compare computes speedup, efficiency, search overhead and the
// utilization profile of run against a sequential search that visited
// seqNodes nodes in seqTime (same units as run.Elapsed).
func Compare(run RunStats, seqNodes uint64, seqTime Time) Comparison {
	var c Comparison
	if run.Elapsed > 0 {
		c.Speedup = float64(seqTime) / float64(run.Elapsed)
	}
	c.Efficiency = c.Speedup / float64(max(run.Searchers, 1))
	if seqNodes > 0 {
		c.SearchOverheadPct = 100 * (float64(run.Nodes)/float64(seqNodes) - 1)
	}
	c.ProfileEfficiency = 100 * c.Efficiency
	c.ProfileIdle = run.IdlePct
	c.ProfileOther = max(0, 100-c.ProfileEfficiency-c.ProfileIdle)
	return c
}
