package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"frontier/tui/boardview"
)

// TestOpenEPDInChess: o in a chess session asks for a PGN or EPD file,
// reads it in a command and steps through an EPD file's positions or
// opens a PGN file's first game; a PDN file is refused with how to open
// it.
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
		if !strings.Contains(screen(m), "Open PGN or EPD file:") {
			t.Fatalf("o did not ask for a PGN or EPD file:\n%s", screen(m))
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
	pgn := dir + "/one.pgn"
	if err := writeFile(pgn, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n"); err != nil {
		t.Fatal(err)
	}
	open(pgn)
	if l := m.sess.Line(); m.sess.EntryID() != "one.pgn#1" || strings.Join(l.Moves, " ") != "e4 e5 Nf3" || m.statusErr {
		t.Fatalf("the PGN game: %q, moves %v, status %q", m.sess.EntryID(), l.Moves, m.status)
	}
	open(pdn)
	if !m.statusErr || !strings.Contains(m.status, "switch to checkers") || len(m.sess.Entries()) != 3 {
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

// TestOpenCommentedFiles: a PGN whose move text begins with a comment
// opens at the o prompt of a chess session, and --open reads the
// variations demo, whose moves follow "{A hand-written game…}" and
// whose second line begins with a variation (issue 24, bug 2).
func TestOpenCommentedFiles(t *testing.T) {
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	pgn := t.TempDir() + "/annotated.pgn"
	if err := writeFile(pgn, "[Event \"x\"]\n[White \"A\"]\n{Annotated} 1. e4 e5 *\n"); err != nil {
		t.Fatal(err)
	}
	press(m, "o")
	typeKeys(m, pgn)
	for _, msg := range drain(press(m, "enter")) {
		m.Update(msg)
	}
	if l := m.sess.Line(); m.statusErr || strings.Join(l.Moves, " ") != "e4 e5" {
		t.Fatalf("o %s: moves %v, status %q", pgn, l.Moves, m.status)
	}
	opt := RunOptions{Open: "../docs/screens/variations-demo.pdn"}
	if err := opt.resolveFiles(); err != nil || opt.PDN != opt.Open || opt.Game != "checkers" {
		t.Fatalf("--open the variations demo: %v, %+v", err, opt)
	}
}
