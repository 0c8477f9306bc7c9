package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"frontier/board/chess"
)

// The chess suites are the shared EPD files read with package
// board/chess: every record must parse, with its best moves (bm) or
// moves to avoid (am) legal in the position. Each is written as a row of
// a game suite: the id, the position in FEN (with the clocks at 0 and 1,
// as EPD has none) and a note holding the operations, "bm Qd1+".
var chessSuiteSpecs = []struct {
	source, file, doc string
	want              int
}{
	{"bratko-kopec.epd", "bratko-kopec.tsv", "The 24 positions of the Bratko-Kopec test (Kopec and Bratko 1982), " +
		"from ../shared/data/bratko-kopec.epd. A position's note gives the best move(s) in SAN (bm; two moves: either counts).", 24},
	{"kaufman.epd", "kaufman.tsv", "The 25 positions of Larry Kaufman's test, from ../shared/data/kaufman.epd. " +
		"A position's note gives the best move in SAN (bm) or the move to avoid (am).", 25},
}

// chessSuites returns the files of the chess suites by name.
func chessSuites(dataDir string) (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, s := range chessSuiteSpecs {
		path := filepath.Join(dataDir, s.source)
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("reading source: %w", err)
		}
		var rows [][3]string
		for n, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || line[0] == '#' {
				continue
			}
			e, err := chess.ParseEPD(line)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", path, n+1, err)
			}
			var note []string
			for _, op := range []string{"bm", "am"} {
				if v, ok := e.Get(op); ok {
					note = append(note, op+" "+strings.Join(v, " "))
				}
			}
			if e.ID() == "" || len(note) == 0 {
				return nil, fmt.Errorf("%s:%d: a record needs an id and bm or am", path, n+1)
			}
			rows = append(rows, [3]string{e.ID(), e.Pos.FEN(), strings.Join(note, "; ")})
		}
		if len(rows) != s.want {
			return nil, fmt.Errorf("%s: %d positions, want %d", path, len(rows), s.want)
		}
		files[s.file] = gameSuiteFile(s.doc, rows)
	}
	return files, nil
}
