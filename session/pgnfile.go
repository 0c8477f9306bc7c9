package session

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/search/games"
)

// This file keeps the chess games of PGN files in a session: listed
// after the chess suite's positions, as checkers' PDN games are after
// its test positions, each opening at its first move with the game's
// moves in SAN to step through.

// pgnGame is a chess game read from a PGN file.
type pgnGame struct {
	id, title, detail, source string
	lineTitle                 string
	start                     games.Position
	moves                     []string // SAN
	// pg is the game as read: its tags, comments, NAGs and variations
	// make the line's tree (treeOfPGN).
	pg chess.PGNGame
	// kept is the game's line as it was left, with its variations and
	// comments, as checkers games keep theirs (keepLine).
	kept *Line
}

// ReadPGNFile reads the games of a PGN file. A problem is a *FileError
// naming the line and column (chess.ParsePGN's), and the game in the
// file it is in; a file with no games is one too.
func ReadPGNFile(path string) ([]chess.PGNGame, error) {
	path, data, err := readUserFile(path)
	if err != nil {
		return nil, err
	}
	games, err := chess.ParsePGN(bytes.NewReader(data))
	if err != nil {
		var pe *chess.PGNError
		if errors.As(err, &pe) {
			return nil, &FileError{Path: path, Line: pe.Line, Col: pe.Col, Msg: fmt.Sprintf("game %d: %s (not a PGN file, or a game in it is wrong)", pe.Game, pe.Msg)}
		}
		return nil, &FileError{Path: path, Msg: err.Error()}
	}
	if len(games) == 0 {
		return nil, &FileError{Path: path, Msg: "no PGN games in it"}
	}
	return games, nil
}

// OpenPGN adds games, read from the file at path, to the chess session's
// list after its suite and opens the first. The same file read again
// replaces its games instead of listing them twice. It returns how many
// games were added.
func (s *Session) OpenPGN(pgns []chess.PGNGame, path string) (int, error) {
	if s.game.Name() != chessName {
		return 0, fmt.Errorf("open PGN: PGN holds chess games, and this session analyses %s", s.game.Name())
	}
	g, err := games.GameByName(chessName)
	if err != nil {
		return 0, err
	}
	var add []pgnGame
	name := filepath.Base(path)
	for i := range pgns {
		pg := &pgns[i]
		start, err := games.Wrap(g, pg.Start)
		if err != nil {
			return 0, err
		}
		moves := sanMoves(pg)
		id := fmt.Sprintf("%s#%d", name, i+1)
		add = append(add, pgnGame{id: id, title: pgnTitle(pg, len(moves)), lineTitle: pgnTitle(pg, 0),
			detail: fmt.Sprintf("%s · %s", plural(len(moves), "ply"), path), source: path, start: start, moves: moves, pg: *pg})
	}
	s.pgn = slices.DeleteFunc(s.pgn, func(g pgnGame) bool { return g.source == path })
	first := len(s.pgn)
	s.pgn = append(s.pgn, add...)
	s.buildEntries()
	for i, e := range s.entries {
		if e.Kind == EntryGame && e.game == first {
			return len(add), s.Open(i)
		}
	}
	return len(add), nil
}

// pgnTitle is a game's title: the players, event, date and result, and
// with plies > 0 its length in moves, as a player scans a list for a
// game.
func pgnTitle(g *chess.PGNGame, plies int) string {
	var parts []string
	w, b := g.Tag("White"), g.Tag("Black")
	if strings.Trim(w, "?") != "" || strings.Trim(b, "?") != "" {
		parts = append(parts, fmt.Sprintf("%s–%s", orDash(strings.Trim(w, "?")), orDash(strings.Trim(b, "?"))))
	}
	for _, v := range []string{g.Tag("Event"), g.Tag("Date")} {
		if strings.Trim(v, "?.") != "" {
			parts = append(parts, v)
		}
	}
	if g.Result != "" && g.Result != "*" {
		parts = append(parts, g.Result)
	}
	if plies > 0 {
		parts = append(parts, plural((plies+1)/2, "move"))
	}
	if len(parts) == 0 {
		return "untitled game"
	}
	return strings.Join(parts, " · ")
}

// pgnEntries are the list's entries of the PGN games, for a chess
// session (buildEntries).
func (s *Session) pgnEntries() []Entry {
	if s.game.Name() != chessName {
		return nil
	}
	out := make([]Entry, len(s.pgn))
	for i, g := range s.pgn {
		out[i] = Entry{Kind: EntryGame, ID: g.id, Title: g.id + " " + g.title, Detail: g.detail, game: i}
	}
	return out
}

// pgnLine is the line entry e opens if it is a PGN game's (Open), at its
// first move: as it was left, variations included, or as read.
func (s *Session) pgnLine(e Entry) (Line, bool) {
	if e.Kind != EntryGame || s.game.Name() != chessName || e.game < 0 || e.game >= len(s.pgn) {
		return Line{}, false
	}
	g := &s.pgn[e.game]
	if g.kept != nil {
		l := *g.kept
		l.Ply = 0
		l.setPath([]*Node{l.Root()})
		return l, true
	}
	l, err := pgnGameLine(&g.pg)
	if err != nil {
		return Line{}, false
	}
	l.GameID, l.Title = g.id, g.lineTitle
	return l, true
}

// pgnGameLine is the line of a PGN game: its tree with the comments,
// NAGs and variations, its tags and result, at the start.
func pgnGameLine(pg *chess.PGNGame) (Line, error) {
	root, err := treeOfPGN(pg)
	if err != nil {
		return Line{}, err
	}
	var l Line
	l.setPath([]*Node{root})
	for _, t := range pg.Tags {
		l.Tags = append(l.Tags, checkers.Tag{Name: t.Name, Value: t.Value})
	}
	l.Result = checkers.Result(pg.Result)
	return l, nil
}

// keepPGNLine keeps the current line if it is a PGN game's, for when it
// is opened again (keepLine).
func (s *Session) keepPGNLine() {
	for i := range s.pgn {
		if s.pgn[i].id == s.line.GameID {
			l := s.line
			s.pgn[i].kept = &l
			return
		}
	}
}

// PGNLines returns chess games read by ReadPGNFile as lines to analyse
// (frontier analyse --pgn), titled as the games list titles them: the
// players, event, date and result.
func PGNLines(games []chess.PGNGame) ([]Line, error) {
	out := make([]Line, len(games))
	for i := range games {
		pg := &games[i]
		l, err := pgnGameLine(pg)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", i+1, err)
		}
		l.Title = pgnTitle(pg, 0)
		out[i] = l
	}
	return out, nil
}

// sanMoves returns the moves of a PGN game in SAN, the chess session's
// notation.
func sanMoves(pg *chess.PGNGame) []string {
	moves := make([]string, len(pg.Moves))
	p := pg.Start
	for j, m := range pg.Moves {
		moves[j] = p.SAN(m)
		p = p.Play(m)
	}
	return moves
}
