package tui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"frontier/session"
	"frontier/tui/boardview"
)

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
			if m.playing() == nil {
				t.Fatalf("no game: %s", m.status)
			}
			check("play")
			m.Shutdown()
		}
	}
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
			tm.Type("d") // Qd1+ is analysis not saved: discarded
			golden.RequireEqual(t, finish(t, tm))
		})
	}
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
