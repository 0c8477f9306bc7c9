package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"frontier/session"
	"frontier/tui/boardview"
)

// typeKeys presses each character of text.
func typeKeys(m *Model, text string) tea.Cmd {
	var cmds []tea.Cmd
	for _, r := range text {
		cmds = append(cmds, press(m, string(r)))
	}
	return tea.Batch(cmds...)
}

// TestTypeMovesEveryGame: in the analysis ':' opens the move prompt in
// every game; a chess move typed in SAN or UCI is played and kept in
// SAN, promotions (underpromotion included) and castling too; the
// analysis's keys typed as part of a move do nothing else; a wrong move
// is said; Othello's and tic-tac-toe's squares are played the same way.
func TestTypeMovesEveryGame(t *testing.T) {
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	if err := m.sess.SetPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	searchers, flip := m.sess.Config().Searchers, m.board.Flip
	for _, c := range []struct{ typed, want string }{
		{"e4", "e4"}, {"e7e5", "e5"}, {"Nf3", "Nf3"}, {"b8c6", "Nc6"}, {"Bb5", "Bb5"}, {"a6", "a6"},
	} {
		typeKeys(m, ":"+c.typed)
		if !strings.Contains(screen(m), "move: "+c.typed+"_") {
			t.Fatalf("the move being typed, %s, is not shown:\n%s", c.typed, screen(m))
		}
		press(m, "enter")
		l := m.sess.Line()
		if l.Ply == 0 || l.Moves[l.Ply-1] != c.want || m.statusErr {
			t.Fatalf("typing %s: moves %v, status %q; want %s last", c.typed, l.Moves[:l.Ply], m.status, c.want)
		}
	}
	if m.sess.Config().Searchers != searchers || m.board.Flip != flip || m.sess.Run() != nil {
		t.Error("keys typed as part of moves (a, b, e, f, -) changed the analysis or started a run")
	}
	typeKeys(m, ":Bx")
	if s := screen(m); !strings.Contains(s, "Bxa6 Bxc6") {
		t.Errorf("the candidates of Bx are not listed:\n%s", s)
	}
	press(m, "esc")
	if m.typing || m.typed.Text != "" {
		t.Error("esc did not close the prompt")
	}
	// Completion: tab extends to what the legal moves have in common.
	typeKeys(m, ":O")
	press(m, "tab")
	if m.typed.Text != "O-O" {
		t.Errorf("O and tab: %q, want O-O", m.typed.Text)
	}
	press(m, "enter")
	if l := m.sess.Line(); l.Moves[l.Ply-1] != "O-O" {
		t.Fatalf("O-O: %v", l.Moves)
	}
	typeKeys(m, ":Ke2")
	press(m, "enter")
	if !m.statusErr || !strings.Contains(m.status, "Ke2") {
		t.Errorf("an illegal move: status %q", m.status)
	}

	if err := m.sess.SetPosition("4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	typeKeys(m, ":b8=N")
	press(m, "enter")
	typeKeys(m, ":g1Q+")
	press(m, "enter")
	if l := m.sess.Line(); strings.Join(l.Moves, " ") != "b8=N g1=Q+" {
		t.Fatalf("promotions: %v (status %q)", l.Moves, m.status)
	}

	for _, game := range []string{"othello", "tictactoe4"} {
		g := gameModel(t, game, 80, 24, boardview.ASCII, colorprofile.ASCII)
		ply := g.sess.Line().Ply
		mv := g.sess.Position().Moves()[0]
		typeKeys(g, ":"+mv)
		press(g, "enter")
		if l := g.sess.Line(); l.Ply != ply+1 || l.Moves[ply] != mv {
			t.Errorf("%s: typing %s: ply %d, status %q", game, mv, l.Ply, g.status)
		}
	}
}

// TestClickChessMove: a chess move is two clicks, the piece then its
// square; the piece picked up is marked; a click on a square no move
// goes to says so; a promotion by clicks is a queen's.
func TestClickChessMove(t *testing.T) {
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	if err := m.sess.SetPosition("4k3/1P6/8/8/8/8/4P3/4K3 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	clickAt(m, cellOf(t, m, "e2"))
	if got := m.viewOptions().Selected; got != "e2" || m.sess.Line().Ply != 0 {
		t.Fatalf("a click on e2 picked up %q, ply %d", got, m.sess.Line().Ply)
	}
	clickAt(m, cellOf(t, m, "e5"))
	if !m.statusErr || m.sess.Line().Ply != 0 {
		t.Fatalf("e2 to e5: status %q, ply %d", m.status, m.sess.Line().Ply)
	}
	clickAt(m, cellOf(t, m, "e2"))
	clickAt(m, cellOf(t, m, "e4"))
	if l := m.sess.Line(); l.Ply != 1 || l.Moves[0] != "e4" || m.viewOptions().Selected != "" {
		t.Fatalf("e2 then e4: moves %v, status %q", l.Moves, m.status)
	}
	if !strings.Contains(m.status, "played e4") {
		t.Errorf("status %q, want the move in SAN", m.status)
	}
	clickAt(m, cellOf(t, m, "e8")) // Black's king
	clickAt(m, cellOf(t, m, "d7"))
	clickAt(m, cellOf(t, m, "b7"))
	clickAt(m, cellOf(t, m, "b8"))
	if l := m.sess.Line(); strings.Join(l.Moves, " ") != "e4 Kd7 b8=Q" {
		t.Fatalf("moves %v, status %q", l.Moves, m.status)
	}
	// The last move's two squares are marked (b7 and b8 in the
	// position before and after it).
	press(m, "f")
	b8 := cellOf(t, m, "b8")
	if a1 := cellOf(t, m, "a1"); a1[1] > b8[1] {
		t.Error("the flipped board has a1 below b8")
	}
}

// TestChessBoardPaneFits: at 120×40 and 80×24, in Unicode and in ASCII,
// the chess board pane shows the eight ranks and the files within its
// frame, and in ASCII only ASCII inside it, in analysis and in play.
func TestChessBoardPaneFits(t *testing.T) {
	for _, glyphs := range []boardview.Glyphs{boardview.Unicode, boardview.ASCII} {
		for _, sz := range [][2]int{{120, 40}, {80, 24}} {
			m := gameModel(t, "chess", sz[0], sz[1], glyphs, colorprofile.ASCII)
			m.sess.SetSpeed(session.Unthrottled)
			check := func(when string) {
				t.Helper()
				lines := boardPane(t, m)
				inner := lines[1 : len(lines)-1]
				body := ansi.Strip(strings.Join(inner, "\n"))
				for _, want := range []string{"8 ", "1 ", "a  b  c  d  e  f  g  h"} {
					if !strings.Contains(body, want) {
						t.Errorf("%v %v %s: board pane lacks %q:\n%s", glyphs, sz, when, want, body)
					}
				}
				for i, l := range inner {
					if w := ansi.StringWidth(ansi.Strip(l)); w != leftW {
						t.Fatalf("%v %v %s: line %d of the pane is %d cells wide:\n%s", glyphs, sz, when, i, w, body)
					}
					l = ansi.Cut(ansi.Strip(l), 1, leftW-1) // inside the frame's sides
					if glyphs == boardview.ASCII {
						if _, bad := nonASCII(l); bad {
							t.Fatalf("%v %s: outside ASCII in line %d:\n%s", sz, when, i, body)
						}
					}
				}
			}
			check("analysis")
			press(m, "P")
			press(m, "enter")
			if m.anyPlaying() == nil {
				t.Fatalf("no game: %s", m.status)
			}
			check("play")
			m.Shutdown()
		}
	}
}

// TestPlayChessToMate: a chess game against the engine from the
// analysed position: a move typed in SAN (a rook's, R being a piece
// letter here), the game over with its reason in words.
func TestPlayChessToMate(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	if err := m.sess.SetPosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	press(m, "P")
	if m.ps.anySetup == nil {
		t.Fatal("P did not open the setup")
	}
	press(m, "left") // start from the analysed position
	press(m, "enter")
	g := m.anyPlaying()
	if g == nil || !g.HumanToMove() {
		t.Fatalf("no game: %q", m.status)
	}
	typeKeys(m, "Ra")
	press(m, "tab")
	if m.ps.input.Text != "Ra" {
		t.Errorf("Ra and tab: %q (Ra2..Ra8 share only Ra)", m.ps.input.Text)
	}
	typeKeys(m, "8")
	press(m, "enter")
	if out := g.Outcome(); !out.Over || out.Winner != 0 || !strings.Contains(g.OutcomeText(), "checkmate") {
		t.Fatalf("Ra8#: %+v %q, status %q", out, g.OutcomeText(), m.status)
	}
	if s := screen(m); !strings.Contains(s, "checkmate") || !strings.Contains(s, "Ra8#") {
		t.Errorf("the screen does not say checkmate or show Ra8#:\n%s", s)
	}
	press(m, "X")
}

// TestChessStalemateSaid: stalemate is named as such, not "no moves
// left".
func TestChessStalemateSaid(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	if err := m.sess.SetPosition("7k/8/5K2/6Q1/8/8/8/8 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	press(m, "P", "left", "enter")
	g := m.anyPlaying()
	if g == nil {
		t.Fatalf("no game: %q", m.status)
	}
	typeKeys(m, "Qg6")
	press(m, "enter")
	if out := g.Outcome(); !out.Over || !out.Draw || !strings.Contains(g.OutcomeText(), "stalemate") {
		t.Fatalf("Qg6 stalemates: %+v %q, status %q", g.Outcome(), g.OutcomeText(), m.status)
	}
	press(m, "X")
}

// TestChessTestNoteOnBoard: a Bratko-Kopec position shows its best move
// under the board until a search has one, and not once a move is
// played.
func TestChessTestNoteOnBoard(t *testing.T) {
	m := gameModel(t, "chess", 80, 24, boardview.Unicode, colorprofile.ANSI256)
	if m.sess.EntryID() != "BK.01" {
		t.Fatalf("opened %q", m.sess.EntryID())
	}
	if b := ansi.Strip(strings.Join(boardPane(t, m), "\n")); !strings.Contains(b, "bm Qd1+") {
		t.Fatalf("BK.01's bm is not under the board:\n%s", b)
	}
	typeKeys(m, ":Qd2+")
	press(m, "enter")
	if b := ansi.Strip(strings.Join(boardPane(t, m), "\n")); strings.Contains(b, "bm Qd1+") || !strings.Contains(b, "last move Qd2+") {
		t.Fatalf("after Qd2+:\n%s", b)
	}
}

// TestGoldenChess: the chess workstation's main screen at both sizes, in
// colour and without, in Unicode and in ASCII, after Bratko-Kopec 1's
// best move (the last move's two squares marked: brackets without
// colour).
func TestGoldenChess(t *testing.T) {
	cases := []struct {
		w, h    int
		profile colorprofile.Profile
		glyphs  boardview.Glyphs
	}{
		{120, 40, colorprofile.ANSI256, boardview.Unicode},
		{80, 24, colorprofile.ASCII, boardview.Unicode},
		{120, 40, colorprofile.ASCII, boardview.ASCII},
		{80, 24, colorprofile.ANSI, boardview.ASCII},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dx%d-%s-%s", c.w, c.h, c.glyphs, c.profile), func(t *testing.T) {
			tm, _ := goldenGameModel(t, "chess", playing("Qd1+"), c.w, c.h, c.profile, c.glyphs, session.Fast)
			waitScreen(t, tm, "Moves")
			tm.Type("q")
			golden.RequireEqual(t, finish(t, tm))
		})
	}
}

// TestChessClocksWhole: in a chess game with clocks both clocks are
// drawn whole next to the sides at 120x40 and at 80x24, however long the
// engine's name: the name gives way (the engine's clock was cut to
// "5…" in the 30-column pane).
func TestChessClocksWhole(t *testing.T) {
	noLeak(t)
	for _, sz := range [][2]int{{120, 40}, {80, 24}} {
		m := gameModel(t, "chess", sz[0], sz[1], boardview.Unicode, colorprofile.ANSI256)
		press(m, "P", "down", "down", "down", "down", "down")
		press(m, "right", "right", "right", "right", "right", "right")
		if v := m.ps.anySetup.Value(); !v.Time.Clocked() {
			t.Fatalf("no clock chosen: %s", v.Time)
		}
		press(m, "enter")
		if m.anyPlaying() == nil {
			t.Fatalf("no game: %q", m.status)
		}
		side := regexp.MustCompile(`[♔♚] (White|Black) .* \d+:\d\d│`)
		if n := len(side.FindAllString(screen(m), -1)); n != 2 {
			t.Errorf("%v: %d sides with a whole clock, want 2:\n%s", sz, n, screen(m))
		}
		press(m, "X")
		m.Shutdown()
	}
}

// TestOpenEPDInChess: o in a chess session asks for an EPD file, reads
// it in a command and steps through its positions; a PDN file is
// refused with how to open it.
func TestOpenEPDInChess(t *testing.T) {
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	dir := t.TempDir()
	epd := dir + "/two.epd"
	pdn := dir + "/game.pdn"
	if err := writeFile(epd, "K7/8/8/8/8/8/8/7k w - - id \"corner\";\n8/8/4k3/8/8/3RK3/8/8 w - - bm Rd6+; id \"rook\";\n"); err != nil {
		t.Fatal(err)
	}
	if err := writeFile(pdn, "[Event \"x\"]\n1. 11-15 23-19 *\n"); err != nil {
		t.Fatal(err)
	}
	open := func(path string) {
		t.Helper()
		press(m, "o")
		if !strings.Contains(screen(m), "Open EPD file:") {
			t.Fatalf("o did not ask for an EPD file:\n%s", screen(m))
		}
		typeKeys(m, path)
		for _, msg := range drain(press(m, "enter")) {
			m.Update(msg)
		}
	}
	open(epd)
	if es := m.sess.Entries(); len(es) != 2 || m.sess.EntryID() != "corner" || m.statusErr {
		t.Fatalf("%d entries, %q open, status %q", len(es), m.sess.EntryID(), m.status)
	}
	open(pdn)
	if !m.statusErr || !strings.Contains(m.status, "switch to checkers") || len(m.sess.Entries()) != 2 {
		t.Fatalf("a PDN file in chess: status %q", m.status)
	}
}

// drain runs cmd and the batches in it, returning their messages but the
// timers' (a status line's clearing).
func drain(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	var out []tea.Msg
	switch msg := cmd().(type) {
	case tea.BatchMsg:
		for _, c := range msg {
			out = append(out, drain(c)...)
		}
	case nil, clearStatusMsg:
	default:
		out = append(out, msg)
	}
	return out
}

// TestPlayChessByCursorAndClicks: in a chess game the keyboard cursor
// picks up a piece with enter and puts it down with enter, and two
// clicks play a move, each answered by the engine.
func TestPlayChessByCursorAndClicks(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	press(m, "P", "down", "down", "down") // the searchers' row
	press(m, "left", "left", "left", "left", "left", "left")
	press(m, "enter")
	g := m.anyPlaying()
	if g == nil {
		t.Fatalf("no game: %q", m.status)
	}
	reply := func(cmd tea.Cmd, n int) {
		t.Helper()
		pump(t, m, cmd, func() bool {
			return g.HumanToMove() && len(g.Moves()) >= n && strings.Contains(m.status, "engine played "+g.Moves()[n-1])
		})
	}
	press(m, "up") // the cursor starts on e2
	if m.ps.cursor != "e2" {
		t.Fatalf("cursor %q, want e2", m.ps.cursor)
	}
	press(m, "enter")
	if m.viewOptions().Selected != "e2" || len(g.Moves()) != 0 {
		t.Fatalf("enter on e2 picked up %q, moves %v", m.viewOptions().Selected, g.Moves())
	}
	press(m, "up", "up")
	reply(press(m, "enter"), 2)
	if g.Moves()[0] != "e4" {
		t.Fatalf("the cursor played %s, want e4", g.Moves()[0])
	}
	clickAt(m, cellOf(t, m, "g1"))
	reply(clickAt(m, cellOf(t, m, "f3")), 4)
	if g.Moves()[2] != "Nf3" {
		t.Fatalf("the clicks played %s, want Nf3", g.Moves()[2])
	}
	press(m, "X")
}

// TestChessASCIIScreen: with --glyphs ascii the whole chess screen, the
// move prompt and a game included, is ASCII.
func TestChessASCIIScreen(t *testing.T) {
	for _, sz := range [][2]int{{120, 40}, {80, 24}} {
		m := gameModel(t, "chess", sz[0], sz[1], boardview.ASCII, colorprofile.ANSI256)
		check := func(when string) {
			t.Helper()
			if l, bad := nonASCII(m.render()); bad {
				t.Fatalf("%v %s: a line outside ASCII: %q", sz, when, l)
			}
		}
		check("main")
		typeKeys(m, ":Q")
		check("typing")
		press(m, "esc", "P")
		check("setup")
		press(m, "enter")
		check("play")
		press(m, "X")
		m.Shutdown()
	}
}
