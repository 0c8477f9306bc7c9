package assets

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// The thesis's parallel results are the yardstick for this project's
// own runs: Tables 4.1 and 5.1-5.3 give the averages over the 20 test
// positions for each algorithm and number of searchers, and Tables
// C.2-C.17 the figures of every position.

// ThesisRow is one test position in one of Tables C.2-C.17.
type ThesisRow struct {
	Table     string // "C.2" .. "C.17"
	Algo      string // pvsplit, pvfsplit, pvsplit-lb or pvfsplit-lb
	Searchers int
	Game      int // the test position's game: the row is position "g"+Game
	// Score is the parallel search's score; ScoreKnown is false where
	// the thesis prints none, and ScoreDiffers marks the '*' the thesis
	// puts on scores that differ from the sequential search's.
	Score        int
	ScoreKnown   bool
	ScoreDiffers bool
	Nodes        int64
	Seconds      float64
	Speedup      float64
	// SearchOverhead and Idle are percentages: extra nodes over the
	// sequential search, and the searchers' average idle time.
	SearchOverhead float64
	Idle           float64
	Notes          string   // e.g. "Plays 31-27": the parallel search chose another move
	Errata         []string // how the row differs from the printed page, and why
}

// ThesisSummary is one line of Tables 4.1 and 5.1-5.3: averages and
// sample standard deviations over the 20 positions.
type ThesisSummary struct {
	Table         string // "4.1", "5.1", "5.2" or "5.3"
	AppendixTable string // the table of per-position rows
	Algo          string
	Searchers     int
	Speedup       float64
	SpeedupSD     float64
	// SearchOverhead and Idle are percentages.
	SearchOverhead   float64
	SearchOverheadSD float64
	Idle             float64
	IdleSD           float64
	// Errata notes where the per-position rows do not reproduce these
	// printed averages.
	Errata []string
}

// ThesisAlgorithms lists the algorithms of the thesis in its order:
// PVSplit (chapter 4), PVFSplit, and both with load balancing.
func ThesisAlgorithms() []string {
	return []string{"pvsplit", "pvfsplit", "pvsplit-lb", "pvfsplit-lb"}
}

// ThesisSearchers lists the numbers of searchers the thesis ran.
func ThesisSearchers() []int { return []int{2, 4, 8, 16} }

// ThesisRuns returns the per-position rows and the printed averages of
// the thesis for an algorithm and number of searchers; ok is false for
// a combination the thesis did not run.
func ThesisRuns(algo string, searchers int) (rows []ThesisRow, avg ThesisSummary, ok bool) {
	data := thesisData()
	for _, s := range data.summaries {
		if s.Algo == algo && s.Searchers == searchers {
			avg, ok = s, true
			avg.Errata = slices.Clone(s.Errata)
		}
	}
	if !ok {
		return nil, ThesisSummary{}, false
	}
	for _, r := range data.rows {
		if r.Algo == algo && r.Searchers == searchers {
			r.Errata = slices.Clone(r.Errata)
			rows = append(rows, r)
		}
	}
	return rows, avg, true
}

type thesisTables struct {
	rows      []ThesisRow
	summaries []ThesisSummary
}

// thesisData parses the embedded tables once. The files are generated
// and checked by the package's tests, so a failure here is a build
// defect, not a run-time condition.
var thesisData = sync.OnceValue(func() *thesisTables {
	t, err := loadThesis()
	if err != nil {
		panic(err)
	}
	return t
})

const errataSep = " | "

func splitErrata(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, errataSep)
}

func loadThesis() (*thesisTables, error) {
	out := &thesisTables{}
	runs, err := loadTSV("thesis-runs.tsv")
	if err != nil {
		return nil, err
	}
	for i := range runs.rows {
		r := runs.reader(i)
		row := ThesisRow{
			Table:          r.str("table"),
			Algo:           r.str("algo"),
			Searchers:      r.int("searchers"),
			Game:           r.int("game"),
			ScoreDiffers:   r.str("score_differs") == "1",
			Nodes:          r.int64("nodes"),
			Seconds:        r.float("seconds"),
			Speedup:        r.float("speedup"),
			SearchOverhead: r.float("search_overhead"),
			Idle:           r.float("idle"),
			Notes:          r.str("notes"),
			Errata:         splitErrata(r.str("errata")),
		}
		if r.str("score") != "?" {
			row.Score, row.ScoreKnown = r.int("score"), true
		}
		if r.err != nil {
			return nil, r.err
		}
		out.rows = append(out.rows, row)
	}
	sums, err := loadTSV("thesis-summary.tsv")
	if err != nil {
		return nil, err
	}
	for i := range sums.rows {
		r := sums.reader(i)
		s := ThesisSummary{
			Table:            r.str("table"),
			AppendixTable:    r.str("appendix_table"),
			Algo:             r.str("algo"),
			Searchers:        r.int("searchers"),
			Speedup:          r.float("speedup"),
			SpeedupSD:        r.float("speedup_sd"),
			SearchOverhead:   r.float("search_overhead"),
			SearchOverheadSD: r.float("search_overhead_sd"),
			Idle:             r.float("idle"),
			IdleSD:           r.float("idle_sd"),
			Errata:           splitErrata(r.str("errata")),
		}
		if r.err != nil {
			return nil, r.err
		}
		out.summaries = append(out.summaries, s)
	}
	return out, nil
}

func loadTSV(name string) (*tsvTable, error) {
	text, err := readData(name)
	if err != nil {
		return nil, err
	}
	t, err := parseTSV(name, text)
	if err != nil {
		return nil, fmt.Errorf("parsing %s: %w", name, err)
	}
	return t, nil
}
