package session

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/session/view"
)

// Game is a checkers game the session can show: one of the suite's, or
// one read from a PDN file or pasted.
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
	// kept is the game's line as it was left, with the variations,
	// comments and NAGs added in the analysis, so that opening the game
	// again finds them; nil until the game is left.
	kept *Line
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
	ID    string // "g5", "game5", "file.pdn#1", "m01"
	Title string
	// Detail is a second line: the figures of a test position, or the
	// game's source.
	Detail string
	game   int // index into Session.games, or -1
	ply    int
	test   *assets.TestPosition // a checkers test position
	// suite is a position of another game's suite, with the moves that
	// lead to it from the start when its note gives them.
	suite *games.SuitePosition
	path  []string
}

// Line is the game or line being analysed: a start position and moves,
// with the current ply. Moves past Ply are the line's continuation. The
// positions are those of the session's game (games.Position); moves are
// in the game's notation. The game itself is a tree of variations
// (gametree.go); Moves and Positions are the path through it that the
// current position lies on.
type Line struct {
	GameID string // "" for a position entered as text
	Title  string
	Start  games.Position
	// Moves are in the game's notation ("11-15", "d3", "b2").
	Moves []string
	// Positions[i] is the position before Moves[i]; len(Moves)+1 long.
	Positions []games.Position
	Ply       int
	TestID    string
	TestPly   int // -1 if none
	// Modified is set once the main line changed: a move played at its
	// end, or a variation promoted into it. A move off the game's next
	// one starts a variation and leaves the main line as it was.
	Modified bool
	// Tags and Result are the PDN's, for a checkers game.
	Tags   []checkers.Tag
	Result checkers.Result
	// Path is the tree's nodes along Moves: Path[0] is the root (the
	// start), Path[i] the node after Moves[i-1]. Do not change it.
	Path []*Node
	// testNode is the test position's node, which TestPly finds on
	// the path.
	testNode *Node
	// edits counts the changes made to the tree (a move added, a
	// variation promoted or deleted, a comment or NAG set), saved its
	// value when the line was last saved (Unsaved); SavedPath is
	// where, "" if it never was (linesave.go).
	edits, saved int
	SavedPath    string
}

// Game returns the game the line is of.
func (l *Line) Game() games.Game { return l.Start.Game() }

// Position returns the position at the current ply.
func (l *Line) Position() games.Position { return l.Positions[l.Ply] }

// LastMove returns the move that led to the current position.
func (l *Line) LastMove() (string, bool) {
	if l.Ply == 0 {
		return "", false
	}
	return l.Moves[l.Ply-1], true
}

// NextMove returns the move played next in the line.
func (l *Line) NextMove() (string, bool) {
	if l.Ply >= len(l.Moves) {
		return "", false
	}
	return l.Moves[l.Ply], true
}

// CheckersMove returns move i of a checkers line as a checkers.Move; ok
// is false for another game or an index outside the line.
func (l *Line) CheckersMove(i int) (checkers.Move, bool) {
	if i < 0 || i >= len(l.Moves) {
		return checkers.Move{}, false
	}
	return CheckersMove(l.Positions[i], l.Moves[i])
}

// CheckersMove reads move, in notation, as a legal move of p, which must
// be a checkers position; ok is false otherwise.
func CheckersMove(p games.Position, move string) (checkers.Move, bool) {
	cp, ok := p.Value().(checkers.Position)
	if !ok || move == "" {
		return checkers.Move{}, false
	}
	m, err := cp.ParseMove(move)
	return m, err == nil
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

// checkersLine is the line of a checkers game (or of a bare position
// when g is nil), with the game's comments, NAGs and variations when it
// is one read from PDN.
func checkersLine(g *Game, start checkers.Position, moves []checkers.Move) Line {
	var l Line
	if g != nil {
		l.GameID, l.Title = g.ID, g.Title
		l.Tags, l.Result = g.PDN.Tags, g.PDN.Result
		l.setPath(pathTo(treeOfPDN(&g.PDN)))
		l.markTest(g.TestID, g.TestPly)
		return l
	}
	root := &Node{Pos: games.Checkers(start)}
	n, ps := root, checkers.Replay(start, moves)
	for i, m := range moves {
		n = n.add(m.String(), games.Checkers(ps[i+1]))
	}
	l.setPath([]*Node{root})
	return l
}

// markTest marks the main line's node at ply as the line's test
// position id; ply -1 marks none.
func (l *Line) markTest(id string, ply int) {
	l.TestID, l.TestPly, l.testNode = id, -1, nil
	if id == "" || ply < 0 || ply >= len(l.Path) {
		return
	}
	l.testNode, l.TestPly = l.Path[ply], ply
}

// positionLine is a line that starts at start; moves, which must be
// legal, follow.
func positionLine(start games.Position, moves []string) (Line, error) {
	root, err := newTree(start, moves)
	if err != nil {
		return Line{}, err
	}
	var l Line
	l.setPath([]*Node{root})
	return l, nil
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

// entryTitle is a game's line in the games list: its ID, the players,
// event, date, result and length, in the order a player scans a list
// of games for one.
func entryTitle(g *Game) string {
	parts := []string{g.ID}
	b, w := g.PDN.Black(), g.PDN.White()
	if b != "" || w != "" {
		parts = append(parts, fmt.Sprintf("%s–%s", orDash(b), orDash(w)))
	}
	for _, v := range []string{g.PDN.Event(), g.PDN.Date()} {
		if strings.Trim(v, "?.") != "" { // "????.??.??" is no date
			parts = append(parts, v)
		}
	}
	if r := g.PDN.ResultTag(); r != "" {
		parts = append(parts, r)
	} else if g.PDN.Result != "" && g.PDN.Result != checkers.ResultUnknown {
		parts = append(parts, string(g.PDN.Result))
	}
	parts = append(parts, plural((len(g.PDN.Moves)+1)/2, "move"))
	return parts[0] + " " + strings.Join(parts[1:], " · ")
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

// isCheckers reports whether the session analyses checkers, whose suite
// comes with the games of the 1992 match and whose lines read and write
// PDN.
func (s *Session) isCheckers() bool { return s.game.Name() == checkersName }

// checkersName is the registry name of checkers.
const checkersName = "checkers"

// buildEntries lists what the session's game offers: for checkers the
// suite's test positions, then every game; for another game the
// positions of its suite.
func (s *Session) buildEntries() {
	s.entries = s.entries[:0]
	if !s.isCheckers() {
		for i := range s.other {
			sp := &s.other[i]
			e := Entry{Kind: EntryPosition, ID: sp.ID, game: -1, suite: sp}
			e.path = movesTo(s.game, sp)
			e.ply = len(e.path)
			e.Title = fmt.Sprintf("%-5s %s · %s", sp.ID, sp.Pos.SideName(), plural(len(sp.Pos.Moves()), "move"))
			e.Detail = sp.Note
			s.entries = append(s.entries, e)
		}
		s.entries = append(s.entries, s.pgnEntries()...) // pgnfile.go
		return
	}
	if s.suite != nil {
		for i := range s.suite.Positions {
			tp := &s.suite.Positions[i]
			e := Entry{Kind: EntryPosition, ID: tp.ID, game: -1, ply: tp.GamePly, test: tp}
			e.Title = fmt.Sprintf("%-3s %s to move · %s–%s", tp.ID, tp.Side, tp.BlackPlayer, tp.WhitePlayer)
			e.Detail = fmt.Sprintf("match %s · Chinook d%d %+d · %s nodes", tp.MatchMove, tp.Chinook.Depth, tp.Chinook.Score, view.Count(uint64(tp.Chinook.Nodes)))
			for j := range s.games {
				if tp.GamePly >= 0 && s.games[j].Source == s.suite.Name && s.games[j].TestID == tp.ID {
					e.game = j
				}
			}
			s.entries = append(s.entries, e)
		}
	}
	for i := range s.games {
		g := &s.games[i]
		e := Entry{Kind: EntryGame, ID: g.ID, Title: entryTitle(g), game: i}
		e.Detail = plural(len(g.PDN.Moves), "ply") + " · " + g.Source
		if g.TestID != "" {
			e.Detail += " · test position " + g.TestID
		}
		s.entries = append(s.entries, e)
	}
}

// movesTo returns the moves from g's start to the suite position sp when
// its note lists them (the Othello suites' positions come from games and
// their notes are those games' openings), else nil.
func movesTo(g games.Game, sp *games.SuitePosition) []string {
	moves := strings.Fields(sp.Note)
	if len(moves) == 0 {
		return nil
	}
	p := g.Start()
	for _, m := range moves {
		next, err := p.Play(m)
		if err != nil {
			return nil
		}
		p = next
	}
	if p.String() != sp.Pos.String() {
		return nil
	}
	return moves
}

// Entries lists what the session can open: for checkers the suite's test
// positions, then the suite's games, then games loaded from files; for
// another game the positions of its suite.
func (s *Session) Entries() []Entry { return s.entries }

// Open opens entry i of Entries. A game opened before comes back with
// the variations and comments added to it, on its main line.
func (s *Session) Open(i int) error {
	if i < 0 || i >= len(s.entries) {
		return fmt.Errorf("open: no entry %d", i)
	}
	s.keepLine()
	e := s.entries[i]
	if l, ok := s.pgnLine(e); ok { // pgnfile.go
		s.line, s.entry = l, e.ID
		return nil
	}
	switch {
	case e.suite != nil:
		l, err := positionLine(s.game.Start(), e.path)
		if err != nil || len(e.path) == 0 {
			l, _ = positionLine(e.suite.Pos, nil)
		}
		l.Title = e.ID + " " + e.Detail
		l.markTest(e.ID, len(l.Moves))
		l.Ply = l.TestPly
		s.line = l
	case e.Kind == EntryGame:
		s.line = s.gameLine(e.game)
	case e.game >= 0 && e.ply >= 0:
		s.line = s.gameLine(e.game)
		s.line.Ply = min(e.ply, len(s.line.Moves))
	default: // a test position its game does not reach
		s.line = checkersLine(nil, e.test.Position, nil)
		s.line.Title = e.Title
		s.line.markTest(e.test.ID, 0)
	}
	s.entry = e.ID
	return nil
}

// keepLine keeps the current line with its game, if it is a game's,
// before another replaces it.
func (s *Session) keepLine() {
	if s.line.GameID == "" {
		return
	}
	for i := range s.games {
		if s.games[i].ID == s.line.GameID {
			l := s.line
			s.games[i].kept = &l
			return
		}
	}
	s.keepPGNLine() // pgnfile.go
}

// gameLine returns the line of game i at its start: the one kept when
// it was left, on its main line, else the game as read.
func (s *Session) gameLine(i int) Line {
	g := &s.games[i]
	if g.kept == nil {
		return checkersLine(g, g.PDN.Start, g.PDN.Moves)
	}
	l := *g.kept
	l.Ply = 0
	l.setPath([]*Node{l.Root()})
	return l
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

// EntryID returns the ID of the entry opened last, "" after SetPosition.
func (s *Session) EntryID() string { return s.entry }

// Line returns the current line. The slices are shared: do not change
// them.
func (s *Session) Line() *Line { return &s.line }

// Position returns the position at the current ply.
func (s *Session) Position() games.Position { return s.line.Position() }

// SetPly moves to ply p of the line, clamped to the line.
func (s *Session) SetPly(p int) { s.line.Ply = max(0, min(p, len(s.line.Moves))) }

// Step moves n plies forward (negative: back).
func (s *Session) Step(n int) { s.SetPly(s.line.Ply + n) }

// ToTest moves to the line's test position, out of any variation.
func (s *Session) ToTest() error {
	if s.line.testNode == nil {
		return errors.New("this line has no test position")
	}
	s.line.goTo(s.line.testNode)
	return nil
}

// Play plays move, in the game's notation ("11-15", "15x24", "d3"), at
// the current position. A move already in the tree there (the line's
// next move, or a variation's first) steps onto it; any other legal
// move starts a variation beside the line's next move, keeping the
// rest of the game, or continues the line at its end.
func (s *Session) Play(move string) error {
	pos := s.Position()
	text, next, err := legalMove(pos, TypedMove(pos, move))
	if err != nil {
		return fmt.Errorf("play %q: %w", strings.TrimSpace(move), err)
	}
	l := &s.line
	n := l.Node()
	c := n.childAt(next)
	if c == nil {
		l.edits++
		c = n.add(text, next)
		if c.IsMain() && l.onMain(l.Ply) {
			l.Modified = true // the main line grew
		}
	}
	l.goTo(c)
	return nil
}

// PlayMoves plays moves one after the other from the current position,
// as Play does each: a line the engine found (its PV) added to the game
// as a variation, or followed where the game has it already. It
// reports how many moves were new to the tree. On an illegal move
// nothing is played.
func (s *Session) PlayMoves(moves []string) (int, error) {
	l := &s.line
	start, edits, modified := l.Node(), l.edits, l.Modified
	// Check the whole line before the tree changes.
	p := start.Pos
	for i, mv := range moves {
		_, next, err := legalMove(p, mv)
		if err != nil {
			return 0, fmt.Errorf("play %q, move %d of the line: %w", mv, i+1, err)
		}
		p = next
	}
	for _, mv := range moves {
		if err := s.Play(mv); err != nil { // cannot fail: checked above
			l.goTo(start)
			l.edits, l.Modified = edits, modified
			return 0, err
		}
	}
	return l.edits - edits, nil
}

// legalMove reads move as a legal move of p and returns it in the game's
// own notation (for checkers the full route, whatever short form was
// typed) with the position after it.
func legalMove(p games.Position, move string) (string, games.Position, error) {
	move = strings.TrimSpace(move)
	legal := p.Moves()
	if len(legal) == 0 {
		return "", games.Position{}, errors.New("no legal moves: the game is over")
	}
	next, err := p.Play(move)
	if err != nil {
		return "", games.Position{}, err
	}
	if slices.Contains(legal, move) {
		return move, next, nil
	}
	for _, m := range legal {
		if q, err := p.Play(m); err == nil && samePosition(q, next) {
			return m, next, nil
		}
	}
	return "", games.Position{}, errors.New("not a legal move here")
}

// samePosition reports whether a and b are the same position of the same
// game.
func samePosition(a, b games.Position) bool {
	if a.Game() == nil || b.Game() == nil {
		return a.Game() == b.Game()
	}
	return a.Game() == b.Game() && a.Key() == b.Key() && a.String() == b.String()
}

// SetPosition replaces the line with a position in the game's text
// format: a FEN for checkers, for Othello the squares and the side to
// move, and so on (frontier games lists the formats).
func (s *Session) SetPosition(text string) error {
	p, err := s.game.ParsePosition(strings.TrimSpace(text))
	if err != nil {
		return fmt.Errorf("set position: %w", err)
	}
	s.keepLine()
	s.line, _ = positionLine(p, nil)
	s.line.Title = "position " + p.String()
	s.entry = ""
	return nil
}

// LoadPDNFile reads the games of a PDN file, adds them to the entries and
// opens the first. It returns how many games were added. PDN holds
// checkers games: in another game it is refused.
func (s *Session) LoadPDNFile(path string) (int, error) {
	if err := s.needCheckers("load PDN"); err != nil {
		return 0, err
	}
	return s.AddPDNFile(ReadPDNFile(path))
}

// PDNFile is a PDN file read and parsed, not yet added to a session.
type PDNFile struct {
	// Path is the file's path, with ~ expanded.
	Path  string
	games []checkers.Game
	// nums are the games' numbers in the file, counting the bad ones.
	nums []int
	// skipped are the bad games' errors (checkers.ParsePDNGames).
	skipped []error
	err     error // a read error
}

// ReadPDNFile reads and parses a PDN file without touching any session,
// so that it can run off the event loop (the workstation reads in a
// command, and its Update adds the result with AddPDNFile). A game with
// a problem is skipped, as databases hold some (Warning names each); an
// error reading the file, or a file with no good game, is kept in the
// result and reported by AddPDNFile.
func ReadPDNFile(path string) *PDNFile {
	path = expandHome(strings.TrimSpace(path))
	f := &PDNFile{Path: path}
	data, err := os.ReadFile(path)
	if err != nil {
		f.err = fmt.Errorf("load PDN: %w", err)
		return f
	}
	f.games, f.skipped = checkers.ParsePDNGames(string(data))
	f.nums = gameNumbers(len(f.games), f.skipped)
	if len(f.games) == 0 && len(f.skipped) > 0 {
		f.err = fmt.Errorf("load PDN %s: %w", path, f.skipped[0])
	}
	return f
}

// gameNumbers numbers n good games in their file, around the bad games
// whose errors are skipped: the bad games' numbers are theirs, the good
// games take the others in order.
func gameNumbers(n int, skipped []error) []int {
	bad := map[int]bool{}
	for _, err := range skipped {
		var pe *checkers.PDNError
		if errors.As(err, &pe) {
			bad[pe.Game] = true
		}
	}
	nums := make([]int, 0, n)
	for k := 1; len(nums) < n; k++ {
		if !bad[k] {
			nums = append(nums, k)
		}
	}
	return nums
}

// Numbers returns the good games' numbers in the file (1-based,
// counting the bad games skipped), in the order of Lines.
func (f *PDNFile) Numbers() []int { return f.nums }

// Skipped returns the errors of the bad games skipped, each a
// *checkers.PDNError naming the game, line and column.
func (f *PDNFile) Skipped() []error { return f.skipped }

// Warning says which games were skipped and why, one after the other
// ("skipped 1 bad game of f.pdn: game 2, line 5, column 4: …"); "" when
// none was.
func (f *PDNFile) Warning() string {
	if len(f.skipped) == 0 || len(f.games) == 0 {
		return ""
	}
	parts := make([]string, len(f.skipped))
	for i, err := range f.skipped {
		parts[i] = strings.TrimPrefix(err.Error(), "pdn: ")
	}
	return fmt.Sprintf("skipped %s of %s: %s", plural(len(f.skipped), "bad game"), filepath.Base(f.Path), strings.Join(parts, "; "))
}

// AddPDNFile adds the games of a file read by ReadPDNFile, as
// LoadPDNFile does. The bad games skipped are not an error (Warning
// says them); a file without a good game is.
func (s *Session) AddPDNFile(f *PDNFile) (int, error) {
	if err := s.needCheckers("load PDN"); err != nil {
		return 0, err
	}
	if len(f.games) == 0 {
		if f.err != nil {
			return 0, f.err
		}
		return 0, fmt.Errorf("load PDN %s: no games in it", f.Path)
	}
	return s.addGames(f.games, f.nums, filepath.Base(f.Path), f.Path), nil
}

// needCheckers refuses what only checkers has (PDN games).
func (s *Session) needCheckers(what string) error {
	if s.isCheckers() {
		return nil
	}
	return fmt.Errorf("%s: PDN records checkers games, and this session analyses %s (switch the game to checkers first)", what, s.game.Name())
}

// LoadPDNText adds the games of PDN text (pasted, say) and opens the
// first.
func (s *Session) LoadPDNText(text string) (int, error) {
	if err := s.needCheckers("read pasted PDN"); err != nil {
		return 0, err
	}
	s.pasted++
	n, err := s.addPDN(text, fmt.Sprintf("pasted-%d", s.pasted), "pasted")
	if err != nil {
		return n, fmt.Errorf("read pasted PDN: %w", err)
	}
	return n, nil
}

// addPDN parses text and adds its good games, so that one bad game
// does not lose the others; the bad games' errors are returned joined
// after the games are added.
func (s *Session) addPDN(text, name, source string) (int, error) {
	games, skipped := checkers.ParsePDNGames(text)
	if len(games) == 0 {
		if len(skipped) > 0 {
			return 0, skipped[0]
		}
		return 0, errors.New("no games in it")
	}
	return s.addGames(games, gameNumbers(len(games), skipped), name, source), errors.Join(skipped...)
}

// addGames adds games read from source (a path, or "pasted") under
// name, numbered nums in it, and opens the first; it returns how many.
func (s *Session) addGames(games []checkers.Game, nums []int, name, source string) int {
	if source != "pasted" {
		// The file read again (a game saved twice, a file reopened)
		// replaces its games instead of listing them twice.
		s.games = slices.DeleteFunc(s.games, func(g Game) bool { return g.Source == source })
	}
	first := len(s.games)
	for i := range games {
		id := fmt.Sprintf("%s#%d", name, nums[i]) // the file's number, bad games counted
		s.games = append(s.games, Game{ID: id, Title: gameTitle(&games[i]), Source: source, PDN: games[i], TestPly: -1})
	}
	s.buildEntries()
	for i, e := range s.entries {
		if e.Kind == EntryGame && e.game == first {
			_ = s.Open(i)
			break
		}
	}
	return len(games)
}

// Paste takes pasted text as a position if it is one (a FEN for
// checkers), else, for checkers, as PDN. It says which it was.
func (s *Session) Paste(text string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", errors.New("paste: nothing to paste")
	}
	if !s.isCheckers() {
		if err := s.SetPosition(strings.Trim(text, `"`)); err != nil {
			return "", err
		}
		return "position", nil
	}
	var fenErr error
	if !strings.Contains(text, "[") {
		if fenErr = s.SetPosition(strings.Trim(text, `"`)); fenErr == nil {
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
	return "PDN (" + plural(n, "game") + ")", nil
}

// PositionText returns the current position in the game's text format
// (a FEN for checkers).
func (s *Session) PositionText() string { return s.Position().String() }

// PDN returns the current game as PDN: its tags, the main line with
// the comments, NAGs and variations of its tree, and the result when
// the main line is still the game's. Only checkers lines have one.
func (s *Session) PDN() (string, error) {
	if err := s.needCheckers("write PDN"); err != nil {
		return "", err
	}
	l := &s.line
	g, err := pdnOfTree(l.Root())
	if err != nil {
		return "", fmt.Errorf("write PDN: %w", err)
	}
	for _, t := range l.Tags {
		if t.Name == "FEN" || t.Name == "SetUp" {
			continue // rewritten from Start
		}
		g.Tags = append(g.Tags, t)
	}
	if !l.Modified && l.Result != "" {
		g.Result = l.Result
	}
	g.SetTag("Result", string(g.Result))
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

// plural writes a count with its noun, singular for one: "1 game",
// "3 games", "2 plies".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "y") {
		return fmt.Sprintf("%d %sies", n, strings.TrimSuffix(noun, "y"))
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
