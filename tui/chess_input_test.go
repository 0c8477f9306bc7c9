package tui

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

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

// TestTypedChessMovesWithoutCapitals: qd1 plays Qd1+ in the analysis's
// prompt (tab completing it) and in a game, where q then begins a move
// and quitting is on ^C, as the footer says (issue 24).
func TestTypedChessMovesWithoutCapitals(t *testing.T) {
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	typeKeys(m, ":qd")
	press(m, "tab")
	if m.typed.Text != "Qd" {
		t.Fatalf("tab after qd: %q, want the queen's moves' common Qd", m.typed.Text)
	}
	typeKeys(m, "1")
	press(m, "tab")
	if m.typed.Text != "Qd1+" {
		t.Fatalf("tab after Qd1: %q", m.typed.Text)
	}
	press(m, "esc")
	typeKeys(m, ":qd1")
	press(m, "enter")
	if l := m.sess.Line(); l.Ply == 0 || l.Moves[l.Ply-1] != "Qd1+" || m.statusErr {
		t.Fatalf("qd1 in the analysis: %v, %q", l.Moves, m.status)
	}
	g := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	g.ps.last, g.ps.hasLast = session.DefaultPlaySetup(), true
	g.ps.last.From, g.ps.last.Human, g.ps.last.Time = session.FromInitial, 0, session.PlayTime{PerMove: time.Second}
	press(g, "P", "enter")
	game := g.playing()
	if game == nil {
		t.Fatal(g.status)
	}
	typeKeys(g, "nf3")
	press(g, "enter")
	if len(game.Moves()) == 0 || game.Moves()[0] != "Nf3" || g.quitting {
		t.Fatalf("nf3 in a game: %v, status %q", game.Moves(), g.status)
	}
}
