package report

import (
	"fmt"
	"io"
	"slices"

	"frontier/assets"
	"frontier/search/experiment"
)

// Parallel is a parallel algorithm's part of a bench report: the
// thesis's summary and per-position tables.
type Parallel struct {
	Spec  string // the algorithm's spec without :P
	Bench Bench
	// Rows are the sequential references and the parallel runs.
	Rows []experiment.Row
}

func (s *Parallel) Algo() string { return s.Spec }

// ParallelRows are the rows of the parallel runs, without the
// sequential references.
func (s *Parallel) ParallelRows() []experiment.Row {
	var out []experiment.Row
	for _, r := range s.Rows {
		if r.Algo != "seq" {
			out = append(out, r)
		}
	}
	return out
}

func (s *Parallel) WriteTable(w io.Writer) error {
	b := s.Bench
	fmt.Fprintf(w, "%s on %s, %s, table %d MiB, %s; speedup against the sequential engine at the same depth\n",
		AlgoTitle(s.Spec), b.Suite, b.Mode, b.HashMiB, b.executor())
	rows := s.ParallelRows()
	if err := SummaryTables(w, rows, b.Thesis); err != nil {
		return err
	}
	return PositionTables(w, rows, b.Thesis)
}

func (s *Parallel) CSV() ([]string, [][]string) {
	header := CSVHeader
	if !s.Bench.Thesis {
		// The other games' rows name their game, after the algorithm
		// as in their sequential table.
		header = slices.Insert(slices.Clone(CSVHeader), 1, "game")
	}
	var recs [][]string
	for _, r := range s.ParallelRows() {
		rec := CSVRecord(r)
		if !s.Bench.Thesis {
			rec = slices.Insert(rec, 1, r.Game)
		}
		recs = append(recs, rec)
	}
	return header, recs
}

// JSONLines gives one object per (searchers, position), then one summary
// per number of searchers, on the checkers suite with the thesis's
// figures beside ours.
func (s *Parallel) JSONLines() []any {
	var out []any
	rows := s.ParallelRows()
	for _, r := range rows {
		out = append(out, r)
	}
	for _, sum := range experiment.Summarize(rows) {
		line := struct {
			IsSummary bool   `json:"summary"`
			Game      string `json:"game,omitempty"` // the other games'
			experiment.Summary
			Thesis *assets.ThesisSummary `json:"thesis,omitempty"`
		}{IsSummary: true, Summary: sum}
		if !s.Bench.Thesis {
			line.Game = s.Bench.Game
		} else if _, ref, ok := assets.ThesisRuns(AlgoName(sum.Algo), sum.Searchers); ok {
			line.Thesis = &ref
		}
		out = append(out, line)
	}
	return out
}
