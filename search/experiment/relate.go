package experiment

import "frontier/search/parallel"

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
	run := parallel.RunStats{Searchers: r.Searchers, Nodes: r.Nodes, IdlePct: r.IdlePct}
	var seqTime parallel.Time
	if r.Executor == "sim" {
		r.SeqTimeUnits = seq.SeqTimeUnits
		run.Elapsed, seqTime = parallel.Time(r.TimeUnits), parallel.Time(seq.SeqTimeUnits)
	} else {
		r.SeqSeconds = seq.Seconds
		run.Elapsed, seqTime = parallel.Time(r.Seconds*1e9), parallel.Time(seq.Seconds*1e9)
	}
	cmp := parallel.Compare(run, seq.Nodes, seqTime)
	r.Speedup, r.Efficiency, r.SearchOverheadPct = cmp.Speedup, cmp.Efficiency, cmp.SearchOverheadPct
	r.OtherPct = cmp.ProfileOther
	if r.Work > 0 {
		r.WorkEfficiency = float64(seqTime) / float64(r.Work)
	}
	return r
}
