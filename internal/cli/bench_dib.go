package cli

import (
	"context"
	"fmt"

	"frontier/search/experiment"
	"frontier/search/experiment/report"
)

// The DIB family's part of the bench report, kept apart from the
// thesis's tables (experiment.DIBFamily): "--algos alphabeta" prints
// alphabeta's own searches, and the tables of every algorithm measured
// against alphabeta are followed by its figures against alphabeta
// (report.DIB).

// alphaBetaRef searches p with alphabeta, once per bench: the alphabeta
// section and every DIB algorithm's share it.
func (c *benchConfig) alphaBetaRef(ctx context.Context, p benchPos) (experiment.ABRef, error) {
	if r, ok := c.abRefs[p.ID]; ok {
		return r, nil
	}
	r, err := experiment.RunAlphaBeta(ctx, p.experiment(), experiment.Spec{Options: c.Options, Sim: c.Sim, Costs: c.Costs}, c.limits(p))
	if err != nil {
		return r, err
	}
	if c.abRefs == nil {
		c.abRefs = map[string]experiment.ABRef{}
	}
	c.abRefs[p.ID] = r
	if c.Progress != nil {
		fmt.Fprintf(c.Progress, "alphabeta %-4s depth %2d  %-6s score %4d  nodes %11s\n", p.ID, r.Depth, r.Move, r.Score, report.GroupDigits(int64(r.Nodes)))
	}
	return r, nil
}

// runAlphaBetaBench is the runner of "--algos alphabeta".
func runAlphaBetaBench(ctx context.Context, cfg *benchConfig) (report.Section, error) {
	sec := &report.AlphaBeta{Bench: cfg.report()}
	for _, p := range cfg.Positions {
		r, err := cfg.alphaBetaRef(ctx, p)
		if err != nil {
			return nil, err
		}
		sec.Rows = append(sec.Rows, r)
	}
	return sec, nil
}

// withAlphaBeta adds the DIB figures to a DIB algorithm's section.
func withAlphaBeta(ctx context.Context, cfg *benchConfig, sec *report.Parallel) (report.Section, error) {
	d := &report.DIB{Parallel: sec, Refs: map[string]experiment.ABRef{}}
	for _, p := range cfg.Positions {
		r, err := cfg.alphaBetaRef(ctx, p)
		if err != nil {
			return nil, err
		}
		d.Refs[p.ID] = r
	}
	return d, nil
}
