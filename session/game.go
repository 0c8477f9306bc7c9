package session

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"frontier/assets"
	"frontier/board/checkers"
)

// Game is a game the session can show: one of the suite's, or one read
// from a PDN file or pasted.
type Game struct {
	// ID names the game uniquely in the session: "game5" for the suite,
	// "name.pdn#2" for the second game of a file.
	ID string
	// Title is a one-line description: event, players and result.
	Title string
	// Source is the suite's name, a file path, or "pasted".
	Source string
	PDN    checkers.Game
	// TestID and TestPly locate the suite's test position in the game,
	// or are "" and -1.
	TestID  string
	TestPly int
}

// EntryKind says what an Entry opens.
type EntryKind int

const (
	// EntryPosition is a test position of the suite: it opens its game
	// at the position's ply, or the bare position if the game does not
	// reach it.
	EntryPosition EntryKind = iota
	// EntryGame opens a game at its first move.
	EntryGame
)

// Entry is an item of the session's list of things to open.
type Entry struct {
	Kind  EntryKind
	ID    string // "g5", "game5", "file.pdn#1"
	Title string
	// Detail is a second line: the figures of a test position, or the
	// game's source.
	Detail string
	game   int // index into Session.games, or -1
	ply    int
	test   *assets.TestPosition
}

// Line is the game or line being analysed: a start position and moves,
// with the current ply. Moves past Ply are the game's continuation.
type Line struct {
	GameID string // "" for a position entered as FEN
	Title  string
	Start  checkers.Position
	Moves  []checkers.Move
	// Positions[i] is the position before Moves[i]; len(Moves)+1 long.
	Positions []checkers.Position
	Ply       int
	TestID    string
	TestPly   int // -1 if none
	// Modified is set once a move off the game was played.
	Modified bool
	Tags     []checkers.Tag
	Result   checkers.Result
}

// Position returns the position at the current ply.
func (l *Line) Position() checkers.Position { return l.Positions[l.Ply] }

// LastMove returns the move that led to the current position.
func (l *Line) LastMove() (checkers.Move, bool) {
	if l.Ply == 0 {
		return checkers.Move{}, false
	}
	return l.Moves[l.Ply-1], true
}

// NextMove returns the move played next in the line.
func (l *Line) NextMove() (checkers.Move, bool) {
	if l.Ply >= len(l.Moves) {
		return checkers.Move{}, false
	}
	return l.Moves[l.Ply], true
}

// keysBefore returns the keys of the positions before the current one,
// oldest first, so that searches see the game's repetitions.
func (l *Line) keysBefore() []uint64 {
	keys := make([]uint64, 0, l.Ply)
	for _, p := range l.Positions[:l.Ply] {
		keys = append(keys, p.Key())
	}
	return keys
}

func newLine(g *Game, start checkers.Position, moves []checkers.Move) Line {
	l := Line{Start: start, Moves: moves, TestPly: -1}
	if g != nil {
		l.GameID, l.Title, l.TestID, l.TestPly = g.ID, g.Title, g.TestID, g.TestPly
		l.Tags, l.Result = g.PDN.Tags, g.PDN.Result
	}
	l.Positions = checkers.Replay(start, moves)
	return l
}

func gameTitle(g *checkers.Game) string {
	var parts []string
	b, w := g.Black(), g.White()
	if b != "" || w != "" {
		parts = append(parts, fmt.Sprintf("%s–%s", orDash(b), orDash(w)))
	}
	if r := g.ResultTag(); r != "" {
		parts = append(parts, r)
	} else if g.Result != "" && g.Result != checkers.ResultUnknown {
		parts = append(parts, string(g.Result))
	}
	if ev := g.Event(); ev != "" {
		parts = append(parts, ev)
	}
	if len(parts) == 0 {
		return "untitled game"
	}
	return strings.Join(parts, ", ")
}

func orDash(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// suiteGames turns the suite's games into session games.
func suiteGames(s *assets.Suite) []Game {
	out := make([]Game, 0, len(s.Games))
	for _, g := range s.Games {
		out = append(out, Game{ID: g.ID, Title: gameTitle(&g.PDN), Source: s.Name, PDN: g.PDN, TestID: g.TestPosition, TestPly: g.TestPly})
	}
	return out
}

// entries lists the suite's test positions, then every game.
func (s *Session) buildEntries() {
	s.entries = s.entries[:0]
	if s.suite != nil {
		for i := range s.suite.Positions {
			tp := &s.suite.Positions[i]
			e := Entry{Kind: EntryPosition, ID: tp.ID, game: -1, ply: tp.GamePly, test: tp}
			e.Title = fmt.Sprintf("%-3s %s to move · %s–%s", tp.ID, tp.Side, tp.BlackPlayer, tp.WhitePlayer)
			e.Detail = fmt.Sprintf("match %s · Chinook d%d %+d · %s nodes", tp.MatchMove, tp.Chinook.Depth, tp.Chinook.Score, Count(uint64(tp.Chinook.Nodes)))
			for j := range s.games {
				if tp.GamePly >= 0 && s.games[j].Source == s.suite.Name && s.games[j].TestID == tp.ID {
					e.game = j
				}
			}
			s.entries = append(s.entries, e)
		}
	}
	for i, g := range s.games {
		e := Entry{Kind: EntryGame, ID: g.ID, Title: g.ID + " " + g.Title, game: i}
		e.Detail = fmt.Sprintf("%d plies · %s", len(g.PDN.Moves), g.Source)
		if g.TestID != "" {
			e.Detail += " · test position " + g.TestID
		}
		s.entries = append(s.entries, e)
	}
}

// Entries lists what the session can open: the suite's test positions,
// then the suite's games, then games loaded from files.
func (s *Session) Entries() []Entry { return s.entries }

// Open opens entry i of Entries.
func (s *Session) Open(i int) error {
	if i < 0 || i >= len(s.entries) {
		return fmt.Errorf("open: no entry %d", i)
	}
	e := s.entries[i]
	switch {
	case e.Kind == EntryGame:
		g := &s.games[e.game]
		s.line = newLine(g, g.PDN.Start, g.PDN.Moves)
	case e.game >= 0 && e.ply >= 0:
		g := &s.games[e.game]
		s.line = newLine(g, g.PDN.Start, g.PDN.Moves)
		s.line.Ply = min(e.ply, len(s.line.Moves))
	default: // a test position its game does not reach
		s.line = newLine(nil, e.test.Position, nil)
		s.line.Title = e.Title
		s.line.TestID, s.line.TestPly = e.test.ID, 0
	}
	s.entry = e.ID
	return nil
}

// OpenID opens the entry with the given ID ("g5", "game5").
func (s *Session) OpenID(id string) error {
	for i, e := range s.entries {
		if e.ID == id {
			return s.Open(i)
		}
	}
	return fmt.Errorf("open: no entry %q", id)
}

// EntryID returns the ID of the entry opened last, "" after SetFEN.
func (s *Session) EntryID() string { return s.entry }

// Line returns the current line. The slices are shared: do not change
// them.
func (s *Session) Line() *Line { return &s.line }

// Position returns the position at the current ply.
func (s *Session) Position() checkers.Position { return s.line.Position() }

// SetPly moves to ply p of the line, clamped to the line.
func (s *Session) SetPly(p int) { s.line.Ply = max(0, min(p, len(s.line.Moves))) }

// Step moves n plies forward (negative: back).
func (s *Session) Step(n int) { s.SetPly(s.line.Ply + n) }

// ToTest moves to the line's test position.
func (s *Session) ToTest() error {
	if s.line.TestPly < 0 {
		return errors.New("this line has no test position")
	}
	s.SetPly(s.line.TestPly)
	return nil
}

// Play plays m at the current position. The game's next move only steps
// forward; any other legal move replaces the rest of the line.
func (s *Session) Play(m checkers.Move) error {
	pos := s.Position()
	legal := false
	for _, l := range pos.LegalMoves() {
		if l == m {
			legal = true
			break
		}
	}
	if !legal {
		return fmt.Errorf("play %s: not a legal move here", m)
	}
	if next, ok := s.line.NextMove(); ok && next == m {
		s.Step(1)
		return nil
	}
	l := &s.line
	l.Moves = append(l.Moves[:l.Ply:l.Ply], m)
	l.Positions = append(l.Positions[:l.Ply+1:l.Ply+1], pos.Play(m))
	l.Ply++
	l.Modified = true
	if l.TestPly > l.Ply-1 {
		l.TestPly, l.TestID = -1, ""
	}
	return nil
}

// PlayText plays a move given in notation ("11-15", "15x24").
func (s *Session) PlayText(text string) error {
	pos := s.Position()
	m, err := pos.ParseMove(text)
	if err != nil {
		return fmt.Errorf("play %q: %w", text, err)
	}
	return s.Play(m)
}

// SetFEN replaces the line with the position fen.
func (s *Session) SetFEN(fen string) error {
	p, err := checkers.ParseFEN(strings.TrimSpace(fen))
	if err != nil {
		return fmt.Errorf("set position: %w", err)
	}
	s.line = newLine(nil, p, nil)
	s.line.Title = "position " + p.FEN()
	s.entry = ""
	return nil
}

// LoadPDNFile reads the games of a PDN file, adds them to the entries and
// opens the first. It returns how many games were added.
func (s *Session) LoadPDNFile(path string) (int, error) {
	path = expandHome(strings.TrimSpace(path))
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, fmt.Errorf("load PDN: %w", err)
	}
	n, err := s.addPDN(string(data), filepath.Base(path), path)
	if err != nil {
		return n, fmt.Errorf("load PDN %s: %w", path, err)
	}
	return n, nil
}

// LoadPDNText adds the games of PDN text (pasted, say) and opens the
// first.
func (s *Session) LoadPDNText(text string) (int, error) {
	s.pasted++
	n, err := s.addPDN(text, fmt.Sprintf("pasted-%d", s.pasted), "pasted")
	if err != nil {
		return n, fmt.Errorf("read pasted PDN: %w", err)
	}
	return n, nil
}

// addPDN parses text and adds its games, even those read before an
// error (ParsePDN returns them), so that one bad game does not lose the
// file.
func (s *Session) addPDN(text, name, source string) (int, error) {
	games, perr := checkers.ParsePDN(text)
	if len(games) == 0 {
		if perr != nil {
			return 0, perr
		}
		return 0, errors.New("no games in it")
	}
	first := len(s.games)
	for i := range games {
		id := fmt.Sprintf("%s#%d", name, i+1)
		s.games = append(s.games, Game{ID: id, Title: gameTitle(&games[i]), Source: source, PDN: games[i], TestPly: -1})
	}
	s.buildEntries()
	for i, e := range s.entries {
		if e.Kind == EntryGame && e.game == first {
			_ = s.Open(i)
			break
		}
	}
	return len(games), perr
}

// Paste takes pasted text as a FEN if it is one, else as PDN. It says
// which it was.
func (s *Session) Paste(text string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", errors.New("paste: nothing to paste")
	}
	var fenErr error
	if !strings.Contains(text, "[") {
		if fenErr = s.SetFEN(strings.Trim(text, `"`)); fenErr == nil {
			return "FEN", nil
		}
	}
	if fenErr != nil && strings.Contains(text, ":") {
		return "", fenErr // it was meant as a FEN
	}
	n, err := s.LoadPDNText(text)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("PDN (%d games)", n), nil
}

// FEN returns the FEN of the current position.
func (s *Session) FEN() string {
	p := s.Position()
	return p.FEN()
}

// PDN returns the current line as a PDN game: the game's tags, and the
// moves up to the end of the line.
func (s *Session) PDN() (string, error) {
	l := &s.line
	g := checkers.Game{Start: l.Start, Moves: l.Moves, Result: checkers.ResultUnknown}
	for _, t := range l.Tags {
		if t.Name == "FEN" || t.Name == "SetUp" {
			continue // rewritten from Start
		}
		g.Tags = append(g.Tags, t)
	}
	if !l.Modified && l.Result != "" {
		g.Result = l.Result
	}
	found := false
	for i := range g.Tags {
		if g.Tags[i].Name == "Result" {
			g.Tags[i].Value, found = string(g.Result), true
		}
	}
	if !found {
		g.Tags = append(g.Tags, checkers.Tag{Name: "Result", Value: string(g.Result)})
	}
	text, err := checkers.FormatPDN(g)
	if err != nil {
		return "", fmt.Errorf("write PDN: %w", err)
	}
	return text, nil
}

func expandHome(p string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		if h, err := os.UserHomeDir(); err == nil {
			return filepath.Join(h, p[1:])
		}
	}
	return p
}
