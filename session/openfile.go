package session

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"

	"frontier/board/chess"
	"frontier/search/games"
)

// This file opens chess files in a session: an EPD file's positions as
// the list to step through (like a game's suite, with each position's
// id and its bm or am moves), and, for `frontier --open`, which of PDN,
// PGN and EPD a file holds.

// FileError is a problem with a file given on the command line: the
// file, the line (0 when the problem is not at one), the column if
// known, and what is wrong. It reads "path:line:col: problem", the way
// compilers say it.
type FileError struct {
	Path      string
	Line, Col int // Col 0: not known
	Msg       string
}

func (e *FileError) Error() string {
	if e.Col > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, e.Msg)
	}
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.Msg)
}

// chessName is the registry name of chess.
const chessName = "chess"

// ReadEPDFile reads the positions of an EPD file, one record a line;
// blank lines and lines starting with '#' (comments, as the repository's
// suites have them) are skipped. A position's ID is its id operation, or
// "line N"; its note is its bm and am operations ("bm Qd1+"), which the
// board pane shows and which bench judges by. Any line that is not a
// valid record is an error naming it: a file of positions with one
// wrong would be a different test.
func ReadEPDFile(path string) ([]games.SuitePosition, error) {
	path, data, err := readUserFile(path)
	if err != nil {
		return nil, err
	}
	g, err := games.GameByName(chessName)
	if err != nil {
		return nil, err
	}
	var out []games.SuitePosition
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\uFEFF"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := chess.ParseEPD(line)
		if err != nil {
			return nil, &FileError{Path: path, Line: n, Msg: "not an EPD record: " + err.Error()}
		}
		pos, err := games.Wrap(g, e.Pos)
		if err != nil {
			return nil, err
		}
		id := e.ID()
		if id == "" {
			id = fmt.Sprintf("line %d", n)
		}
		out = append(out, games.SuitePosition{ID: id, Pos: pos, Note: epdNote(&e)})
	}
	if err := sc.Err(); err != nil {
		return nil, &FileError{Path: path, Msg: err.Error()}
	}
	if len(out) == 0 {
		return nil, &FileError{Path: path, Msg: "no EPD records in it"}
	}
	return out, nil
}

// epdNote is the note of an EPD position: its bm and am operations, as
// the embedded suites write them.
func epdNote(e *chess.EPD) string {
	var parts []string
	for _, op := range []string{"bm", "am"} {
		if v, ok := e.Get(op); ok && len(v) > 0 {
			parts = append(parts, op+" "+strings.Join(v, " "))
		}
	}
	return strings.Join(parts, "; ")
}

// OpenEPD makes positions (ReadEPDFile's) the list the session steps
// through, in place of the chess suite, and opens the first. The
// session must be analysing chess.
func (s *Session) OpenEPD(positions []games.SuitePosition) error {
	if s.game.Name() != chessName {
		return fmt.Errorf("open EPD: EPD holds chess positions, and this session analyses %s", s.game.Name())
	}
	if len(positions) == 0 {
		return errors.New("open EPD: no positions")
	}
	s.other = positions
	s.buildEntries()
	return s.Open(0)
}

// File formats DetectFormat tells apart.
const (
	FormatPDN = "pdn"
	FormatPGN = "pgn"
	FormatEPD = "epd"
)

var (
	tagLine  = regexp.MustCompile(`^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]`)
	epdBoard = regexp.MustCompile(`^[pnbrqkPNBRQK1-8]+(/[pnbrqkPNBRQK1-8]+){7}\s+[wb]\s`)
	// A move after a move number: checkers' squares ("11-15", "9x18")
	// or chess's SAN ("e4", "Nf3", "O-O").
	pdnMove = regexp.MustCompile(`^(\d+\.+\s*)?\d{1,2}[-x]\d{1,2}\b`)
	pgnMove = regexp.MustCompile(`^(\d+\.+\s*)?([KQRBN]?[a-h]?[1-8]?x?[a-h][1-8]|O-O(-O)?|0-0(-0)?)`)
)

// DetectFormat says which of PDN (checkers games), PGN (chess games) and
// EPD (chess positions) the file at path holds, by its content rather
// than its name: EPD's lines begin with a FEN board of eight ranks; PDN
// and PGN both begin with tags, and are told apart by a FEN tag's form
// (checkers' "W:W21,22..." against chess's ranks) or else by their
// first move ("11-15" against "e4").
func DetectFormat(path string) (string, error) {
	path, data, err := readUserFile(path)
	if err != nil {
		return "", err
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	var tags, inComment bool
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if !inComment && (strings.HasPrefix(line, "#") || strings.HasPrefix(line, "%")) {
			continue // escapes and the EPD suites' comment lines
		}
		if !inComment && epdBoard.MatchString(line) && !tags {
			return FormatEPD, nil
		}
		m := tagLine.FindStringSubmatch(line) // a tag's value may hold ; or {
		if m == nil || inComment {
			// Move text may begin with comments, on the move's line
			// or over several ("{Annotated} 1. e4"), and with a
			// variation's parenthesis: what is left after them is
			// read.
			m = nil
			line, inComment = stripComments(line, inComment)
			line = strings.TrimSpace(strings.TrimLeft(line, "( \t"))
			if line == "" {
				continue
			}
		}
		if m != nil {
			tags = true
			switch {
			case strings.EqualFold(m[1], "GameType"):
				if strings.HasPrefix(strings.TrimSpace(m[2]), "0") {
					return FormatPGN, nil // PDN's game type 0 is chess
				}
				return FormatPDN, nil
			case strings.EqualFold(m[1], "FEN") && strings.Count(m[2], "/") == 7:
				return FormatPGN, nil
			case strings.EqualFold(m[1], "FEN") && strings.Contains(m[2], ":"):
				return FormatPDN, nil
			}
			continue
		}
		switch {
		case pdnMove.MatchString(line):
			return FormatPDN, nil
		case pgnMove.MatchString(line):
			return FormatPGN, nil
		}
		return "", &FileError{Path: path, Msg: fmt.Sprintf("not a PDN, PGN or EPD file: %q is neither a tag, a move nor an EPD record", clip(line))}
	}
	if inComment {
		return "", &FileError{Path: path, Msg: "not a PDN, PGN or EPD file: a comment ({) is never closed"}
	}
	return "", &FileError{Path: path, Msg: "not a PDN, PGN or EPD file: no tags, moves or EPD records in it"}
}

// stripComments removes from line the comments of PDN and PGN move
// text: {braces}, which may run on over lines (in says whether line
// begins inside one, and the result whether it ends inside one), and
// ";" to the end of the line.
func stripComments(line string, in bool) (string, bool) {
	var b strings.Builder
	for _, r := range line {
		switch {
		case in:
			in = r != '}'
		case r == '{':
			in = true
		case r == ';':
			return b.String(), false
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), in
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// readUserFile reads a file the user named: path trimmed and "~"
// expanded (the path returned), and a problem reported as a *FileError
// naming the file and what the system said ("no such file or
// directory"), without the operation's own wording.
func readUserFile(path string) (string, []byte, error) {
	path = expandHome(strings.TrimSpace(path))
	data, err := os.ReadFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return path, nil, &FileError{Path: path, Msg: err.Error()}
	}
	return path, data, nil
}
