package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The thesis text is a conversion of the printed thesis in which tables
// are tab-separated lines and each caption follows its table. These
// parsers read exactly that layout and fail loudly on anything else, so
// a changed source cannot quietly produce different data.

// seqRow is one row of Table C.1, the sequential Chinook searches.
type seqRow struct {
	Game      int
	Move      string
	Depth     int
	Score     int
	Nodes     int64
	Seconds   float64
	NPS       int64
	Black     string
	Turn      string
	Pieces    int
	RootMoves int
}

// appBEntry is one position of Appendix B.
type appBEntry struct {
	Game         int
	Black, White string
	ToMove       string
	Move         string
	Pieces       int
	RootMoves    int
}

// runRow is one row of Tables C.2-C.17 as read, before corrections.
type runRow struct {
	Game            int
	Score           int
	ScoreKnown      bool
	ScoreDiffers    bool
	Nodes           int64
	Seconds         float64
	Speedup         float64
	Overhead        float64
	Idle            float64
	Notes           string
	Errata          []string
	printedOverhead string
	printedSpeedup  string
	overheadMissing bool
}

// summary holds an average and a standard deviation row, or one line of
// Tables 4.1 and 5.1-5.3.
type summary struct {
	Speedup, SpeedupSD, Overhead, OverheadSD, Idle, IdleSD float64
}

// runTable is one of Tables C.2-C.17.
type runTable struct {
	ID        string // "C.2"
	Algo      string // "pvsplit", ...
	Searchers int
	Rows      []runRow
	Printed   summary // its Average and Std. Deviation rows
	Errata    []string
}

// summaryTable is one of Tables 4.1 and 5.1-5.3.
type summaryTable struct {
	ID   string // "4.1"
	Algo string
	Rows map[int]summary // by number of searchers
}

type thesis struct {
	seq       []seqRow
	appB      map[int]appBEntry
	runs      []runTable
	summaries []summaryTable
}

const (
	seqHeader     = "Game\tMove\tDepth\tScore\tNodes\tTime\tN/S\tBlack\tTurn\tPieces\tRoot BF"
	runHeader     = "Game\tScore\tNodes\tTime\tSpeedup\t% Search Overhead\t% Idle Time\tNotes"
	summaryHeader = "Searchers\tSpeedup\t\t% Search Overhead\t\t% Time Idle"
)

func parseThesis(text string) (*thesis, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	th := &thesis{}
	var err error
	if th.seq, err = parseSeqTable(lines); err != nil {
		return nil, fmt.Errorf("Table C.1: %w", err)
	}
	if th.appB, err = parseAppendixB(lines); err != nil {
		return nil, fmt.Errorf("Appendix B: %w", err)
	}
	order := make([]int, len(th.seq))
	for i, r := range th.seq {
		order[i] = r.Game
	}
	if th.runs, err = parseRunTables(lines, order); err != nil {
		return nil, err
	}
	if th.summaries, err = parseSummaryTables(lines); err != nil {
		return nil, err
	}
	return th, nil
}

// parseCount reads a printed integer with digit grouping.
func parseCount(s string) (int64, error) {
	return strconv.ParseInt(strings.ReplaceAll(strings.TrimSpace(s), ",", ""), 10, 64)
}

func parseSeqTable(lines []string) ([]seqRow, error) {
	at := indexLine(lines, seqHeader, 0)
	if at < 0 {
		return nil, fmt.Errorf("header %q not found", seqHeader)
	}
	var rows []seqRow
	for _, l := range lines[at+1:] {
		if strings.TrimSpace(l) == "" {
			break
		}
		f := strings.Split(l, "\t")
		if len(f) != 11 {
			return nil, fmt.Errorf("row %q: want 11 fields", l)
		}
		var r seqRow
		var errs [8]error
		r.Game, errs[0] = strconv.Atoi(f[0])
		r.Move = f[1]
		r.Depth, errs[1] = strconv.Atoi(f[2])
		r.Score, errs[2] = strconv.Atoi(f[3])
		r.Nodes, errs[3] = parseCount(f[4])
		r.Seconds, errs[4] = strconv.ParseFloat(f[5], 64)
		r.NPS, errs[5] = parseCount(f[6])
		r.Black, r.Turn = f[7], f[8]
		r.Pieces, errs[6] = strconv.Atoi(f[9])
		r.RootMoves, errs[7] = strconv.Atoi(f[10])
		for _, e := range errs {
			if e != nil {
				return nil, fmt.Errorf("row %q: %w", l, e)
			}
		}
		rows = append(rows, r)
	}
	if len(rows) != 20 {
		return nil, fmt.Errorf("%d rows, want 20", len(rows))
	}
	return rows, nil
}

var appBField = regexp.MustCompile(`^(Black|White|Move|Piece count|Legal moves at root):\s*(.*)$`)

func parseAppendixB(lines []string) (map[int]appBEntry, error) {
	start, end := lastIndexLine(lines, "Appendix B"), lastIndexLine(lines, "Appendix C")
	if start < 0 || end < start {
		return nil, fmt.Errorf("section not found")
	}
	out := map[int]appBEntry{}
	var cur *appBEntry
	flush := func() {
		if cur != nil {
			out[cur.Game] = *cur
		}
	}
	for _, l := range lines[start+1 : end] {
		l = strings.TrimSpace(strings.ReplaceAll(l, "*", ""))
		if n, ok := strings.CutPrefix(l, "Game "); ok {
			flush()
			g, err := strconv.Atoi(n)
			if err != nil {
				return nil, fmt.Errorf("line %q: %w", l, err)
			}
			cur = &appBEntry{Game: g}
			continue
		}
		if cur == nil {
			continue
		}
		if side, ok := strings.CutSuffix(l, " to move"); ok {
			cur.ToMove = side
			continue
		}
		m := appBField.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		var err error
		switch m[1] {
		case "Black":
			cur.Black = m[2]
		case "White":
			cur.White = m[2]
		case "Move":
			cur.Move = m[2]
		case "Piece count":
			cur.Pieces, err = strconv.Atoi(m[2])
		case "Legal moves at root":
			cur.RootMoves, err = strconv.Atoi(m[2])
		}
		if err != nil {
			return nil, fmt.Errorf("game %d, line %q: %w", cur.Game, l, err)
		}
	}
	flush()
	if len(out) != 20 {
		return nil, fmt.Errorf("%d positions, want 20", len(out))
	}
	return out, nil
}

var (
	captionID       = regexp.MustCompile(`^Table\s+(C?)\.(\d+)`)
	captionAlgo     = regexp.MustCompile(`\((PVF?Split(?:-LB)?)\)`)
	captionSearcher = regexp.MustCompile(`(\d+) Searchers`)
)

// parseRunTables reads Tables C.2-C.17. order is the game order of
// Table C.1, which every table follows; it fills in the game numbers
// the conversion lost.
func parseRunTables(lines []string, order []int) ([]runTable, error) {
	var tables []runTable
	for at := indexLine(lines, runHeader, 0); at >= 0; at = indexLine(lines, runHeader, at+1) {
		t, err := parseRunTable(lines, at, order)
		if err != nil {
			return nil, fmt.Errorf("table at line %d: %w", at+1, err)
		}
		tables = append(tables, t)
	}
	if len(tables) != 16 {
		return nil, fmt.Errorf("%d run tables, want 16 (C.2-C.17)", len(tables))
	}
	return tables, nil
}

func parseRunTable(lines []string, at int, order []int) (runTable, error) {
	var t runTable
	i := at + 1
	for ; i < len(lines) && !strings.Contains(lines[i], "Average:"); i++ {
		if len(t.Rows) >= len(order) {
			return t, fmt.Errorf("more than %d rows", len(order))
		}
		r, err := parseRunRow(lines[i], order[len(t.Rows)])
		if err != nil {
			return t, err
		}
		t.Rows = append(t.Rows, r)
	}
	if len(t.Rows) != len(order) || i+1 >= len(lines) {
		return t, fmt.Errorf("%d rows, want %d", len(t.Rows), len(order))
	}
	var err error
	if t.Printed, err = parseAverageRows(lines[i], lines[i+1]); err != nil {
		return t, err
	}
	c := i + 2
	for c < len(lines) && !strings.HasPrefix(lines[c], "Table") {
		c++
	}
	if c+1 >= len(lines) {
		return t, fmt.Errorf("no caption")
	}
	caption := lines[c] + " " + lines[c+1]
	id := captionID.FindStringSubmatch(caption)
	algo := captionAlgo.FindStringSubmatch(caption)
	n := captionSearcher.FindStringSubmatch(caption)
	if id == nil || algo == nil || n == nil {
		return t, fmt.Errorf("caption %q: want table number, algorithm and searchers", caption)
	}
	t.ID = "C." + id[2]
	if id[1] == "" {
		t.Errata = append(t.Errata, fmt.Sprintf("caption printed as %q", "Table ."+id[2]))
	}
	t.Algo = strings.ToLower(algo[1])
	t.Searchers, _ = strconv.Atoi(n[1])
	return t, nil
}

func parseRunRow(line string, gameInOrder int) (runRow, error) {
	f := strings.Split(line, "\t")
	for len(f) < 8 {
		f = append(f, "")
	}
	if len(f) > 8 {
		return runRow{}, fmt.Errorf("row %q: more than 8 fields", line)
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	r := runRow{Game: gameInOrder, printedOverhead: f[5], printedSpeedup: f[4], Notes: f[7]}
	if f[0] == "" {
		r.Errata = append(r.Errata, "game number not printed; taken from the row order every table shares")
	} else if g, err := strconv.Atoi(f[0]); err != nil || g != gameInOrder {
		return r, fmt.Errorf("row %q: game %q where the row order has %d", line, f[0], gameInOrder)
	}
	switch s := strings.TrimSuffix(f[1], "*"); {
	case s == "" || s == "-":
		r.Errata = append(r.Errata, fmt.Sprintf("score not printed (%q)", f[1]))
	default:
		v, err := strconv.Atoi(s)
		if err != nil {
			return r, fmt.Errorf("row %q: score: %w", line, err)
		}
		r.Score, r.ScoreKnown, r.ScoreDiffers = v, true, strings.HasSuffix(f[1], "*")
	}
	var err error
	if r.Nodes, err = parseCount(f[2]); err != nil {
		return r, fmt.Errorf("row %q: nodes: %w", line, err)
	}
	if !regexp.MustCompile(`^\d{1,3}(,\d{3})*$`).MatchString(f[2]) {
		r.Errata = append(r.Errata, fmt.Sprintf("nodes printed as %q, digit grouping misplaced", f[2]))
	}
	if r.Seconds, err = strconv.ParseFloat(f[3], 64); err != nil {
		return r, fmt.Errorf("row %q: time: %w", line, err)
	}
	if r.Speedup, err = strconv.ParseFloat(f[4], 64); err != nil {
		return r, fmt.Errorf("row %q: speedup: %w", line, err)
	}
	if f[5] == "" {
		r.overheadMissing = true
	} else if r.Overhead, err = strconv.ParseFloat(f[5], 64); err != nil {
		return r, fmt.Errorf("row %q: search overhead: %w", line, err)
	}
	if r.Idle, err = strconv.ParseFloat(f[6], 64); err != nil {
		return r, fmt.Errorf("row %q: idle: %w", line, err)
	}
	if strings.HasSuffix(f[6], ".") {
		r.Errata = append(r.Errata, fmt.Sprintf("idle time printed as %q, its decimals lost", f[6]))
	}
	return r, nil
}

// parseAverageRows reads the "Average:" and "Std. Deviation:" rows,
// whose label sits in different columns from table to table: the three
// numbers are the last three fields.
func parseAverageRows(avg, sd string) (summary, error) {
	a, err := lastFloats(avg, "Average:")
	if err != nil {
		return summary{}, err
	}
	d, err := lastFloats(sd, "Std. Deviation:")
	if err != nil {
		return summary{}, err
	}
	s := summary{Speedup: a[0], Overhead: a[1], Idle: a[2], SpeedupSD: d[0], OverheadSD: d[1], IdleSD: d[2]}
	return s, nil
}

func lastFloats(line, label string) ([3]float64, error) {
	var out [3]float64
	if !strings.Contains(line, label) {
		return out, fmt.Errorf("line %q: want %q", line, label)
	}
	var nums []string
	for _, f := range strings.Split(line, "\t") {
		if f = strings.TrimSpace(f); f != "" && f != label {
			nums = append(nums, f)
		}
	}
	if len(nums) != 3 {
		return out, fmt.Errorf("line %q: want three numbers", line)
	}
	for i, n := range nums {
		v, err := strconv.ParseFloat(n, 64)
		if err != nil {
			return out, fmt.Errorf("line %q: %w", line, err)
		}
		out[i] = v
	}
	return out, nil
}

// parseSummaryTables reads Tables 4.1 and 5.1-5.3.
func parseSummaryTables(lines []string) ([]summaryTable, error) {
	var out []summaryTable
	for at := indexPrefix(lines, summaryHeader, 0); at >= 0; at = indexPrefix(lines, summaryHeader, at+1) {
		t := summaryTable{Rows: map[int]summary{}}
		i := at + 2 // skip the Average / Standard Deviation sub-header
		for ; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
			f := strings.Split(lines[i], "\t")
			if len(f) != 7 {
				return nil, fmt.Errorf("summary row %q: want 7 fields", lines[i])
			}
			n, err := strconv.Atoi(f[0])
			if err != nil {
				return nil, fmt.Errorf("summary row %q: %w", lines[i], err)
			}
			var v [6]float64
			for k := range v {
				if v[k], err = strconv.ParseFloat(f[k+1], 64); err != nil {
					return nil, fmt.Errorf("summary row %q: %w", lines[i], err)
				}
			}
			t.Rows[n] = summary{Speedup: v[0], SpeedupSD: v[1], Overhead: v[2], OverheadSD: v[3], Idle: v[4], IdleSD: v[5]}
		}
		for ; i < len(lines) && !strings.HasPrefix(lines[i], "Table"); i++ {
		}
		if i >= len(lines) {
			return nil, fmt.Errorf("summary table at line %d has no caption", at+1)
		}
		caption := lines[i]
		if i+1 < len(lines) {
			caption += " " + lines[i+1]
		}
		id := regexp.MustCompile(`^Table (\d\.\d)`).FindStringSubmatch(caption)
		algo := captionAlgo.FindStringSubmatch(caption)
		if id == nil || algo == nil {
			return nil, fmt.Errorf("caption %q: want table number and algorithm", caption)
		}
		t.ID, t.Algo = id[1], strings.ToLower(algo[1])
		if len(t.Rows) != 4 {
			return nil, fmt.Errorf("Table %s: %d rows, want 4", t.ID, len(t.Rows))
		}
		out = append(out, t)
	}
	if len(out) != 4 {
		return nil, fmt.Errorf("%d summary tables, want 4 (4.1, 5.1-5.3)", len(out))
	}
	return out, nil
}

func indexLine(lines []string, want string, from int) int {
	for i := from; i < len(lines); i++ {
		if strings.TrimRight(lines[i], " ") == want {
			return i
		}
	}
	return -1
}

func indexPrefix(lines []string, want string, from int) int {
	for i := from; i < len(lines); i++ {
		if strings.HasPrefix(lines[i], want) {
			return i
		}
	}
	return -1
}

func lastIndexLine(lines []string, want string) int {
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.TrimSpace(lines[i]) == want {
			return i
		}
	}
	return -1
}
