package parallel

import "frontier/search/account"

// summarize is the run's account (RunStats) from the searchers' activity
// and the engine's counters: idle shares averaged over searchers, and on
// the simulator the busy time that was not nodes (CommPct).
func summarize(cfg Config, now account.Time, acts []account.SearcherActivity, c account.Counters) account.RunStats {
	r := account.RunStats{Algorithm: cfg.Algorithm, Executor: "real", Searchers: cfg.Searchers, Elapsed: now, Counters: c, Activity: acts}
	if cfg.Sim {
		r.Executor = "sim"
	}
	var starved, waiting, comm float64
	for _, a := range acts {
		r.Nodes += a.Nodes
		if total := a.Busy + a.Starved + a.Waiting; total > 0 {
			starved += float64(a.Starved) / float64(total)
			waiting += float64(a.Waiting) / float64(total)
			if cfg.Sim {
				comm += float64(max(0, a.Busy-account.Time(int64(a.Nodes)*cfg.Costs.Ops[account.OpNode]))) / float64(total)
			}
		}
	}
	r.Nodes += c.ControllerNodes
	if n := float64(len(acts)); n > 0 {
		r.StarvedPct = 100 * starved / n
		r.WaitingPct = 100 * waiting / n
		r.IdlePct = r.StarvedPct + r.WaitingPct
		r.CommPct = 100 * comm / n
	}
	return r
}
