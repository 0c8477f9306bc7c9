package session

import "frontier/search/engine"

// searchLines runs a multi-PV search (Config.Lines best moves) with the
// sequential engine; each iteration is recorded as one of a single line,
// its first line, carrying every line in Iteration.Lines, so that
// everything that reads a run's best move reads a multi-PV run alike.
func (r *Run) searchLines(mp engine.MultiPV, eng engine.AnyEngine) error {
	return mp.SearchMultiPV(r.ctx, r.root, r.cfg.limits(), r.cfg.Lines, func(it engine.MultiIteration) {
		r.addIteration(it.Iteration, eng, it.Lines...)
	})
}
