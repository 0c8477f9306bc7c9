package session

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"frontier/board/chess"
)

// Saving the analysis: the line's game with its variations, comments
// and NAGs, as PDN for checkers and PGN for chess, written atomically
// (internal/atomicfile) off the event loop, as a game against the
// engine is saved (playsave.go). A line knows whether it has changes
// that were not saved, so that a UI can ask before they are lost.

// Unsaved reports whether the line has changes that were not saved:
// moves or variations added, promoted or deleted, comments or NAGs set
// since it was opened or last saved.
func (l *Line) Unsaved() bool { return l.edits != l.saved }

// UnsavedLines names the lines of the session with changes that were
// not saved, the current one first: a game's ID, or "the position"
// for a position entered or set up. Games left for another keep their
// changes in the session (Open brings them back) until it ends.
func (s *Session) UnsavedLines() []string {
	var out []string
	name := func(l *Line) string {
		if l.GameID != "" {
			return l.GameID
		}
		return "the position"
	}
	if s.line.Unsaved() {
		out = append(out, name(&s.line))
	}
	for i := range s.games {
		if k := s.games[i].kept; k != nil && k.Unsaved() && k.Root() != s.line.Root() {
			out = append(out, name(k))
		}
	}
	for i := range s.pgn {
		if k := s.pgn[i].kept; k != nil && k.Unsaved() && k.Root() != s.line.Root() {
			out = append(out, name(k))
		}
	}
	return out
}

// CanSaveLine says whether the session's game writes its lines to a
// file: checkers as PDN, chess as PGN. Other games have no file format
// that keeps variations; y copies their position.
func (s *Session) CanSaveLine() error {
	if s.isCheckers() || s.game.Name() == chessName {
		return nil
	}
	return fmt.Errorf("save: %s lines are not saved to a file (PDN holds checkers, PGN chess); y copies the position", s.game.Name())
}

// GameText returns the current line's game as its file holds it: PDN
// for checkers (Session.PDN), PGN for chess, with the tags it was read
// with, the main line, its comments, NAGs and variations, and its
// result while the main line is still the game's.
func (s *Session) GameText() (string, error) {
	if s.isCheckers() {
		return s.PDN()
	}
	if err := s.CanSaveLine(); err != nil {
		return "", err
	}
	l := &s.line
	result := "*"
	if !l.Modified && l.Result != "" {
		result = string(l.Result)
	}
	g, err := pgnOfTree(l.Root(), l.Tags, result)
	if err != nil {
		return "", fmt.Errorf("write PGN: %w", err)
	}
	var b strings.Builder
	if err := chess.WritePGN(&b, &g); err != nil {
		return "", fmt.Errorf("write PGN: %w", err)
	}
	return b.String(), nil
}

// LineSave is the current line's game ready to be written (PrepareLineSave),
// written by Write off the event loop, and recorded by LineSaved.
type LineSave struct {
	Path string
	Text string
	// root identifies the line (its tree), edits what was saved of it.
	root  *Node
	edits int
}

// PrepareLineSave formats the current line's game for a save to path
// (~ expanded, made absolute so that the UI can say where the file
// went).
func (s *Session) PrepareLineSave(path string) (LineSave, error) {
	path = expandHome(strings.TrimSpace(path))
	if path == "" {
		return LineSave{}, errors.New("save: give a file name")
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	text, err := s.GameText()
	if err != nil {
		return LineSave{}, err
	}
	return LineSave{Path: path, Text: text, root: s.line.Root(), edits: s.line.edits}, nil
}

// Exists reports whether the file the job would write is there already
// and is not the file the line was saved to: writing would replace
// someone's file, which a UI asks about first.
func (j LineSave) Exists(savedPath string) bool {
	if j.Path == savedPath {
		return false
	}
	_, err := os.Stat(j.Path)
	return err == nil
}

// Write writes the file atomically, making its directory if needed.
func (j LineSave) Write() error { return SaveJob{Path: j.Path, Text: j.Text}.Write() }

// LineSaved records that job was written: the line it was made from
// (the current one, or one left for another since) is saved up to the
// changes it had then, and remembers the path.
func (s *Session) LineSaved(j LineSave) {
	mark := func(l *Line) {
		if l != nil && len(l.Path) > 0 && l.Root() == j.root {
			l.saved, l.SavedPath = j.edits, j.Path
		}
	}
	mark(&s.line)
	for i := range s.games {
		mark(s.games[i].kept)
	}
	for i := range s.pgn {
		mark(s.pgn[i].kept)
	}
}

// DefaultLineSavePath is where a save of the current line goes unless
// the person says otherwise: where it was saved last, else
// "frontier-ID-DATE.pdn" (".pgn" for chess) in the user's Documents
// folder when there is one, else in the current directory.
func (s *Session) DefaultLineSavePath(now time.Time) string {
	if s.line.SavedPath != "" {
		return s.line.SavedPath
	}
	ext := ".pdn"
	if s.game.Name() == chessName {
		ext = ".pgn"
	}
	id := s.line.GameID
	if id == "" {
		id = "analysis"
	}
	id = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return '-'
	}, id)
	return filepath.Join(s.saveDir, "frontier-"+id+"-"+now.Format("20060102-150405")+ext)
}

// defaultSaveDir is where files are saved unless the person says
// otherwise: the user's Documents folder when there is one, else the
// current directory. Session.New looks once, so that a UI asking for a
// default path does no I/O.
func defaultSaveDir() string {
	if home, err := os.UserHomeDir(); err == nil {
		docs := filepath.Join(home, "Documents")
		if st, err := os.Stat(docs); err == nil && st.IsDir() {
			return docs
		}
	}
	if wd, err := os.Getwd(); err == nil {
		return wd
	}
	return "."
}
