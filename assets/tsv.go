package assets

import (
	"fmt"
	"strconv"
	"strings"
)

// tsvTable is an embedded tab-separated table: '#' lines are comments,
// the first other line names the columns.
type tsvTable struct {
	name string
	cols map[string]int
	rows [][]string
}

func parseTSV(name, text string) (*tsvTable, error) {
	t := &tsvTable{name: name}
	for i, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if t.cols == nil {
			t.cols = map[string]int{}
			for k, c := range fields {
				t.cols[c] = k
			}
			continue
		}
		if len(fields) != len(t.cols) {
			return nil, fmt.Errorf("assets: %s line %d: %d fields, want %d", name, i+1, len(fields), len(t.cols))
		}
		t.rows = append(t.rows, fields)
	}
	return t, nil
}

// rowReader reads typed fields of one row, keeping the first error so
// that a row is checked with one test at its end.
type rowReader struct {
	t   *tsvTable
	row []string
	n   int // row number, for errors
	err error
}

func (t *tsvTable) reader(i int) *rowReader { return &rowReader{t: t, row: t.rows[i], n: i + 1} }

func (r *rowReader) str(col string) string {
	k, ok := r.t.cols[col]
	if !ok {
		if r.err == nil {
			r.err = fmt.Errorf("assets: %s has no column %q", r.t.name, col)
		}
		return ""
	}
	return r.row[k]
}

func (r *rowReader) int(col string) int {
	v, err := strconv.Atoi(r.str(col))
	r.keep(col, err)
	return v
}

func (r *rowReader) int64(col string) int64 {
	v, err := strconv.ParseInt(r.str(col), 10, 64)
	r.keep(col, err)
	return v
}

func (r *rowReader) float(col string) float64 {
	v, err := strconv.ParseFloat(r.str(col), 64)
	r.keep(col, err)
	return v
}

func (r *rowReader) keep(col string, err error) {
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("assets: %s row %d, column %s: %w", r.t.name, r.n, col, err)
	}
}
