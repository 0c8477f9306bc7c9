package cli

import (
	"context"
	"fmt"
	"time"

	"frontier/board/checkers"
	"frontier/internal/cputime"
	"frontier/search"
	"frontier/search/engine"
	"frontier/search/experiment/report"
)

// runSequentialBench searches every position with the sequential engine,
// each from a cleared table.
func runSequentialBench(ctx context.Context, cfg *benchConfig) (report.Section, error) {
	sh, err := search.NewShared(cfg.HashMiB)
	if err != nil {
		return nil, err
	}
	sec := &report.Seq{Bench: cfg.report()}
	for _, p := range cfg.Positions {
		row, err := benchSeqJob(ctx, cfg, sh, p)
		if err != nil {
			return nil, err
		}
		sec.Add(*row)
		if cfg.Progress != nil {
			fmt.Fprintln(cfg.Progress, row.Progress())
		}
	}
	return sec, nil
}

// benchSeqJob searches one position of the sequential table from a
// cleared table.
func benchSeqJob(ctx context.Context, cfg *benchConfig, sh *search.Shared, p benchPos) (*report.SeqRow, error) {
	sh.Clear()
	seq, err := engine.BuildGame(cfg.Game, engine.Spec{Name: engine.Sequential, P: 1}, engine.Env{Shared: sh, Options: cfg.Options, Egdb: cfg.Egdb})
	if err != nil {
		return nil, err
	}
	cpu0, _ := cputime.Process()
	start := time.Now()
	res, err := seq.Search(ctx, p.Pos, cfg.limits(p), nil)
	seq.Close()
	secs := time.Since(start).Seconds()
	cpu1, _ := cputime.Process()
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, fmt.Errorf("seq on %s: %w", p.ID, err)
	}
	return newSeqRow(p, res, secs, (cpu1 - cpu0).Seconds()), nil
}

// newSeqRow makes the row of one position: on the checkers suite with
// the match move and Chinook's search beside ours, on the other games
// with the CPU time and the verdict on the note's move.
func newSeqRow(p benchPos, res engine.Result, secs, cpu float64) *report.SeqRow {
	st := res.Stats
	r := &report.SeqRow{Game: p.Pos.Game().Name(), Position: p.ID, Turn: p.Pos.SideName(), RootBF: len(p.Pos.Moves()),
		Move: res.Move, Depth: res.Depth, Score: res.Score, Nodes: st.Nodes, Seconds: secs, CPUSeconds: cpu,
		BF: st.BranchingFactor(), BFCapture: st.CaptureBranchingFactor(), BFQuiet: st.QuietBranchingFactor(),
		PV: res.Line, Stats: st, Solved: judge(p, res)}
	if secs > 0 {
		r.NPS = float64(st.Nodes) / secs
	}
	if tp := p.TestPosition; tp != nil {
		if r.Move == "" {
			r.Move = checkers.Move{}.String() // what the search returns for no move
		}
		best, err := tp.Position.ParseMove(res.Move)
		r.Turn, r.RootBF, r.CPUSeconds, r.Solved = tp.Side.Letter(), tp.RootMoves, 0, nil
		r.Checkers = &report.CheckersRow{Game: tp.Game, MatchMove: tp.MatchMove, Agrees: err == nil && tp.Match.SameEffect(best),
			Black: tp.BlackPlayer, Pieces: tp.Pieces, Chinook: report.Chinook{Depth: tp.Chinook.Depth, Score: tp.Chinook.Score,
				Nodes: tp.Chinook.Nodes, Seconds: tp.Chinook.Seconds, NPS: tp.Chinook.NPS}}
	}
	return r
}
