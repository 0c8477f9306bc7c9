package experiment

import (
	"fmt"

	"frontier/search/account"
)

// Relate fills in the figures of a parallel row r, as MeasureParallel
// returns it, that compare it with seq, the sequential row of the same
// position and spec: the sequential move, score, nodes and time, whether
// the result differs, speedup, efficiency, search overhead and the rest
// of the utilization profile (Formulas 3.1-3.3, Figure 4.5).
//
// Everything it reads is in the two rows, so a row measured on one
// machine can be related to a sequential row measured on another when
// the shards of an experiment are merged (speedups on the real machine
// only mean something if both machines are alike).
func Relate(r, seq Row) Row {
	r.SeqNodes, r.SeqMove, r.SeqScore = seq.Nodes, seq.Move, seq.Score
	r.Differs = r.Move != r.SeqMove || r.Score != r.SeqScore
	run := account.RunStats{Searchers: r.Searchers, Nodes: r.Nodes, IdlePct: r.IdlePct}
	var seqTime account.Time
	if r.Executor == "sim" {
		r.SeqTimeUnits = seq.SeqTimeUnits
		run.Elapsed, seqTime = account.Time(r.TimeUnits), account.Time(seq.SeqTimeUnits)
	} else {
		r.SeqSeconds = seq.Seconds
		run.Elapsed, seqTime = account.Time(r.Seconds*1e9), account.Time(seq.Seconds*1e9)
	}
	cmp := account.Compare(run, seq.Nodes, seqTime)
	r.Speedup, r.Efficiency, r.SearchOverheadPct = cmp.Speedup, cmp.Efficiency, cmp.SearchOverheadPct
	r.OtherPct = cmp.ProfileOther
	if r.Work > 0 {
		r.WorkEfficiency = float64(seqTime) / float64(r.Work)
	}
	return r
}

// Validate reports whether the row holds a measurement: an algorithm, a
// position, its searchers, nodes and the time it took, without which a
// merged row's speedup is NaN or infinite.
func (r *Row) Validate() error {
	switch {
	case r.Algo == "":
		return fmt.Errorf("no algo")
	case r.Position == "":
		return fmt.Errorf("no position")
	case r.Searchers < 1:
		return fmt.Errorf("%d searchers", r.Searchers)
	case r.Nodes == 0:
		return fmt.Errorf("no nodes")
	}
	switch r.Executor {
	case "sim":
		if r.TimeUnits <= 0 {
			return fmt.Errorf("no time_units on the simulator")
		}
		if r.Algo == "seq" && r.SeqTimeUnits <= 0 {
			return fmt.Errorf("no seq_time_units in a sequential row")
		}
	case "real":
		if r.Seconds <= 0 {
			return fmt.Errorf("no seconds on the real machine")
		}
	default:
		return fmt.Errorf("executor %q: want sim or real", r.Executor)
	}
	return nil
}

// Is reports whether the row is the measurement of algo (a spec without
// P) with the given searchers on the position: a shard's result stored
// under another job's name is an error, not a row in the wrong place.
func (r *Row) Is(position, algo string, searchers int) error {
	if r.Position != position || r.Algo != algo || r.Searchers != searchers {
		return fmt.Errorf("a row of %s with %d searchers on %s, not of %s with %d on %s", r.Algo, r.Searchers, r.Position, algo, searchers, position)
	}
	return nil
}
