// Package report writes the reports of the bench and the experiments: the
// thesis's tables beside ours, CSV and JSON lines. Its models are the
// results search/experiment measures; the commands of internal/cli run
// the searches and hand the results here to be written.
package report

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"frontier/search/account"
	"io"
	"strconv"
	"strings"
)

// Section is one algorithm's part of a bench report, able to write
// itself in each output format.
type Section interface {
	// Algo names the algorithm ("seq").
	Algo() string
	// WriteTable writes the human-readable table.
	WriteTable(w io.Writer) error
	// CSV returns the header and the records.
	CSV() (header []string, records [][]string)
	// JSONLines returns the objects written one per line in JSON output:
	// one per position (and configuration), then summaries.
	JSONLines() []any
}

// Bench is what a bench report's titles say about the run.
type Bench struct {
	Game string
	// Suite names the positions' suite: "suite tinsley-chinook-1992",
	// "othello6 suite othello6-early".
	Suite string
	// Mode is how deep every position was searched: "depth 9",
	// "chinook-depth", "time 10s".
	Mode    string
	HashMiB int
	// Thesis is set on the checkers suite, whose positions the thesis
	// and Chinook searched: their figures are written beside ours.
	Thesis bool
	// Search is the sequential engine's algorithm (search.Options).
	Search string
	// Sim and Costs say whether the parallel algorithms ran on the
	// simulator, and at what prices.
	Sim   bool
	Costs account.Costs
}

// executor says what ran the parallel algorithms, for the titles.
func (b Bench) executor() string {
	if !b.Sim {
		return "real goroutines, wall-clock time"
	}
	if b.Costs != account.DefaultCosts {
		return "simulator with costs " + b.Costs.String()
	}
	return "simulator, time in node units"
}

// Write writes every section in format: table, csv or json.
func Write(w io.Writer, format string, sections []Section) error {
	switch format {
	case "json":
		for _, s := range sections {
			if err := WriteJSONLines(w, s.JSONLines()); err != nil {
				return err
			}
		}
		return nil
	case "csv":
		for i, s := range sections {
			if i > 0 {
				fmt.Fprintln(w)
			}
			header, records := s.CSV()
			cw := csv.NewWriter(w)
			if err := cw.Write(header); err != nil {
				return err
			}
			if err := cw.WriteAll(records); err != nil {
				return fmt.Errorf("writing CSV: %w", err)
			}
		}
		return nil
	}
	for i, s := range sections {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if err := s.WriteTable(w); err != nil {
			return err
		}
	}
	return nil
}

// WriteJSONLines writes each of lines as one line of JSON.
func WriteJSONLines(w io.Writer, lines []any) error {
	for _, line := range lines {
		b, err := json.Marshal(line)
		if err != nil {
			return fmt.Errorf("encoding JSON: %w", err)
		}
		if _, err := fmt.Fprintf(w, "%s\n", b); err != nil {
			return err
		}
	}
	return nil
}

// GroupDigits writes n with thousands separators, as the thesis prints
// node counts.
func GroupDigits(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
