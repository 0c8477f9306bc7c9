package tui

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/colorprofile"

	"frontier/session"
	"frontier/tui/boardview"
)

// TestPlayNewGameAsks: P during a game asks before it opens a new game's
// setup; n keeps the game, y opens the setup.
func TestPlayNewGameAsks(t *testing.T) {
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	press(m, "P")
	if m.ps.confirm != confirmNewGame || m.ps.setup != nil || !strings.Contains(screen(m), "Start a new game?") {
		t.Fatalf("P should ask first:\n%s", screen(m))
	}
	press(m, "n")
	if m.ps.confirm != noConfirm || m.ps.setup != nil || m.playing() != g {
		t.Fatal("n should keep the game")
	}
	press(m, "P", "y")
	if m.ps.setup == nil {
		t.Fatal("y should open the setup")
	}
}

// TestPlayResignAsksNo: n to "Resign this game?" leaves the game on.
func TestPlayResignAsksNo(t *testing.T) {
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	press(m, "R", "n")
	if g.Outcome().Over || m.ps.confirm != noConfirm {
		t.Fatalf("n resigned: %v", g.Outcome())
	}
}

// clockRE is a clock of the 5+3 default at the start of a game.
var clockRE = regexp.MustCompile(`(5:00|4:5\d)`)

// TestPlayBothClocksShown: with the default 5+3 clock, both clocks show
// whole beside their sides' names at 80×24 and 120×40, in checkers and
// in the other games.
func TestPlayBothClocksShown(t *testing.T) {
	for _, game := range []string{"checkers", "othello", "tictactoe4", "chess"} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			m := gameModel(t, game, size[0], size[1], boardview.Unicode, colorprofile.NoTTY)
			m.sess.SetSpeed(session.Unthrottled)
			press(m, "P")
			if m.ps.setup == nil || m.ps.setup.Value().Time != session.DefaultPlayTime {
				t.Fatalf("%s: the setup does not offer the 5+3 clock", game)
			}
			press(m, "enter")
			g := m.playing()
			if g == nil {
				t.Fatalf("%s: no game: %s", game, m.status)
			}
			s := screen(m)
			for side := range 2 {
				name := g.SideName(side)
				found := false
				for _, l := range strings.Split(s, "\n") {
					if strings.Contains(l, name) && clockRE.MatchString(l) {
						found = true
					}
				}
				if !found {
					t.Errorf("%s at %dx%d: no clock beside %s:\n%s", game, size[0], size[1], name, s)
				}
			}
			m.Shutdown()
		}
	}
}

// TestPlayChessTypedMove: in a game of chess a move is typed in its
// notation (SAN, "Nf3"): a character is taken while the text begins a
// legal move, and a key no move begins with keeps its meaning (u undoes).
func TestPlayChessTypedMove(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "chess", 120, 40, boardview.Unicode, colorprofile.NoTTY)
	m.sess.SetSpeed(session.Unthrottled)
	m.ps.last, m.ps.hasLast = session.DefaultPlaySetup(), true
	m.ps.last.Time = session.PlayTime{PerMove: 100 * time.Millisecond}
	press(m, "P", "enter")
	g := m.playing()
	if g == nil || !g.HumanToMove() {
		t.Fatalf("no game: %q", m.status)
	}
	press(m, "N", "f", "3")
	if m.ps.input.Text != "Nf3" {
		t.Fatalf("typed %q, want Nf3", m.ps.input.Text)
	}
	cmd := press(m, "enter")
	pump(t, m, cmd, func() bool { return g.HumanToMove() && len(g.Moves()) == 2 })
	if g.Moves()[0] != "Nf3" {
		t.Fatalf("moves %v", g.Moves())
	}
	press(m, "u")
	if m.ps.input.Text != "" || len(g.Moves()) != 0 {
		t.Fatalf("u should take back, not be typed: input %q, moves %v", m.ps.input.Text, g.Moves())
	}
}
