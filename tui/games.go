package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/frame"
	"frontier/tui/gameview"
)

// This file is what the workstation does for every game alike: the
// board pane (drawn by package gameview, checkers' board among the
// others), clicks on it, and choosing the game (G, or --game at start).
// Checkers keeps its own clicks and keyboard cursor (update.go,
// playview.go: a piece picked, then its targets, on boardview's
// squares); the other panes read the session's runs, whose moves are
// in each game's notation, and need nothing per game.

// samePosition reports whether a and b are the same position of the same
// game.
func samePosition(a, b games.Position) bool {
	if a.Game() == nil || b.Game() == nil {
		return a.Game() == b.Game()
	}
	return a.Game() == b.Game() && a.Key() == b.Key() && a.String() == b.String()
}

// ascii reports whether the screen is drawn in ASCII only (--glyphs
// ascii): the board's pieces, and everything else (see toASCII).
func (m *Model) ascii() bool { return m.board.Glyphs == boardview.ASCII }

// viewOptions are gameview's options from the board's state (checkers'
// own in m.board).
func (m *Model) viewOptions() gameview.Options {
	return gameview.Options{ASCII: m.ascii(), Flip: m.board.Flip, Cursor: m.ps.cursor, Selected: m.pick.at(m.shownPosition()), Checkers: &m.board}
}

// boardNote is the board pane's note: whether it is flipped and, for
// games other than checkers, the game's summary (Othello's discs).
func (m *Model) boardNote(pos games.Position) string {
	var parts []string
	if _, ok := pos.Value().(checkers.Position); !ok {
		parts = append(parts, gameview.Note(pos, m.ascii()))
	}
	if m.board.Flip {
		parts = append(parts, "flipped")
	}
	return strings.Join(parts, gameview.Sep(m.ascii()))
}

// boardPaneHeight is the board pane's height for the game shown.
func (m *Model) boardPaneHeight() int {
	pos := m.shownPosition()
	if pos.Game() == nil {
		return boardPaneH
	}
	return gameview.Lines(pos) + 4
}

// shownPosition is the position on the board: the game's against the
// engine, else the analysed one.
func (m *Model) shownPosition() games.Position {
	if g := m.playing(); g != nil {
		return g.Position()
	}
	return m.sess.Position()
}

// boardPadFor is the left margin of pos's board in a pane of inner
// width w.
func boardPadFor(pos games.Position, w int) int {
	return max(0, (w-gameview.Width(pos))/2)
}

// gameBoard draws the board of pos's game, centred in width w, with its
// caption and second line.
func (m *Model) gameBoard(pos games.Position, mk gameview.Marks, ply, plies, w int, second string) string {
	pad := strings.Repeat(" ", boardPadFor(pos, w))
	rows := strings.Split(gameview.View(m.st, pos, mk, m.viewOptions()), "\n")
	for i := range rows {
		rows[i] = pad + rows[i]
	}
	for len(rows) < gameview.Height { // the caption stays where checkers has it
		rows = append(rows, "")
	}
	caption := gameview.Caption(m.st, pos, ply, plies, w, m.ascii())
	return strings.Join(rows, "\n") + "\n" + caption + "\n" + frame.Fit(second, w)
}

// clickGameBoard plays the move on the square (or tree child) clicked,
// at cell (x, y) of a pane of inner width w.
func (m *Model) clickGameBoard(pos games.Position, x, y, w int) tea.Cmd {
	sq := gameview.HitTest(pos, x-boardPadFor(pos, w), y, m.viewOptions())
	if sq == "" {
		return nil
	}
	if g := m.playing(); g != nil {
		m.ps.cursor = sq
		return m.playSquare(g, sq)
	}
	mv, cmd, done := m.pickSquare(pos, sq)
	if !done {
		return cmd
	}
	if err := m.sess.Play(mv); err != nil {
		m.setError(fmt.Errorf("%s: not a legal move here (legal: %s)", mv, strings.Join(pos.Moves(), " ")))
		return nil
	}
	m.syncLine()
	if l := m.sess.Line(); l.Ply > 0 {
		mv = l.Moves[l.Ply-1] // in the game's notation: SAN for chess
	}
	return m.setInfo("played " + mv)
}

// gamePicker is the overlay that chooses the game.
type gamePicker struct {
	games []games.Game
	at    int
}

func newGamePicker(current games.Game) *gamePicker {
	p := &gamePicker{games: games.Games()}
	for i, g := range p.games {
		if g == current {
			p.at = i
		}
	}
	return p
}

// View draws the picker in w×h.
func (p *gamePicker) View(m *Model, w, h int) string {
	st := m.st
	lines := []string{st.Title.Render("Choose the game"), ""}
	for i, g := range p.games {
		mark := "  "
		name := fmt.Sprintf("%d %-11s", i+1, g.Name())
		if g == m.sess.Game() {
			name = fmt.Sprintf("%d %-11s", i+1, g.Name()+" •")
		}
		line := mark + name + " " + st.Dim.Render(g.Summary())
		if i == p.at {
			line = st.Selected.Render("▸ "+name) + " " + g.Summary()
		}
		lines = append(lines, frame.Fit(line, w))
	}
	lines = append(lines, "",
		st.Dim.Render("↑↓ choose · enter (or 1-"+fmt.Sprint(len(p.games))+") switches · esc cancels"),
		st.Dim.Render("Switching stops the searches and opens the first position of the game's suite;"),
		st.Dim.Render("the engine configurations stay. frontier --game NAME starts in a game."))
	return frame.Block(strings.Join(lines, "\n"), w, h)
}

// pickerKey handles a key while the picker is open.
func (m *Model) pickerKey(k tea.KeyPressMsg) tea.Cmd {
	p := m.picker
	switch s := k.String(); s {
	case "up", "k", "shift+tab":
		p.at = (p.at + len(p.games) - 1) % len(p.games)
	case "down", "j", "tab":
		p.at = (p.at + 1) % len(p.games)
	case "esc", "q", "G":
		m.picker = nil
	case "ctrl+c":
		return m.quitAnalysis()
	case "enter":
		m.picker = nil
		return m.switchGame(p.games[p.at].Name())
	default:
		if len(s) == 1 && s[0] >= '1' && int(s[0]-'1') < len(p.games) {
			m.picker = nil
			return m.switchGame(p.games[s[0]-'1'].Name())
		}
	}
	return nil
}

// switchGame makes name the session's game and resets the panes.
func (m *Model) switchGame(name string) tea.Cmd {
	if name == m.sess.Game().Name() {
		return m.setInfo("already on " + name)
	}
	return m.guard(func() tea.Cmd { return m.switchGameNow(name) })
}

func (m *Model) switchGameNow(name string) tea.Cmd {
	if err := m.sess.SetGame(name); err != nil {
		m.setError(err)
		return nil
	}
	m.resetPanes()
	m.games.SetEntries(m.sess.Entries())
	m.view = mainView
	m.syncLine()
	n := len(m.sess.Entries())
	return m.setInfo(fmt.Sprintf("game: %s · %d positions to step through · r runs, c compares, P plays, : types a move", name, n))
}

// resetPanes forgets the runs the panes show.
func (m *Model) resetPanes() {
	m.runUpd = session.Update{}
	m.pv.SetIterations(nil)
	m.bars.Reset(0)
	m.tl.Reset(0)
	m.stack.SetStack(nil)
	m.cmp.Reset(0)
	m.ps.cursor = ""
	m.pick = squarePick{}
}
