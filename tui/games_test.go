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

	"frontier/search/games"
	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/gameview"
)

// play returns a session setup that plays moves from the opened line.
func playing(moves ...string) func(*session.Session) error {
	return func(s *session.Session) error {
		for _, m := range moves {
			if err := s.Play(m); err != nil {
				return err
			}
		}
		return nil
	}
}

// TestGoldenGames: the main screen of every game other than checkers at
// both sizes, in colour and without, in Unicode and in ASCII: Othello's
// discs with its coordinates and legal placements, the small Othello
// board, tic-tac-toe's grid with marks, and a synthetic tree's path.
func TestGoldenGames(t *testing.T) {
	cases := []struct {
		game    string
		setup   func(*session.Session) error
		w, h    int
		profile colorprofile.Profile
		glyphs  boardview.Glyphs
	}{
		{"othello", nil, 120, 40, colorprofile.ANSI256, boardview.Unicode},
		{"othello", nil, 80, 24, colorprofile.ANSI, boardview.Unicode},
		{"othello6", playing("b3", "b4"), 120, 40, colorprofile.ASCII, boardview.ASCII},
		{"othello6", playing("b3", "b4"), 80, 24, colorprofile.ANSI256, boardview.ASCII},
		{"tictactoe4", playing("b2", "c3", "a1"), 120, 40, colorprofile.ANSI256, boardview.Unicode},
		{"tictactoe4", playing("b2", "c3", "a1"), 80, 24, colorprofile.ASCII, boardview.ASCII},
		{"synthetic", playing("3", "0", "7"), 120, 40, colorprofile.ANSI256, boardview.Unicode},
		{"synthetic", playing("3", "0", "7"), 80, 24, colorprofile.ANSI, boardview.ASCII},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s-%dx%d-%s", c.game, c.w, c.h, c.glyphs), func(t *testing.T) {
			tm, _ := goldenGameModel(t, c.game, c.setup, c.w, c.h, c.profile, c.glyphs, session.Fast)
			waitScreen(t, tm, "Moves")
			tm.Type("q")
			tm.Type("d") // the moves played are analysis not saved: discarded
			golden.RequireEqual(t, finish(t, tm))
		})
	}
}

// gameModel returns a model on a fresh session of game at w×h.
func gameModel(t *testing.T, game string, w, h int, glyphs boardview.Glyphs, profile colorprofile.Profile) *Model {
	t.Helper()
	sess, err := session.New(session.Options{Game: game})
	if err != nil {
		t.Fatal(err)
	}
	m := New(sess, Options{Profile: &profile, Glyphs: glyphs})
	m.noSpinner = true
	t.Cleanup(m.Shutdown)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m
}

// pvRE matches a principal variation in Othello's notation in the
// iterations pane.
var pvRE = regexp.MustCompile(`\b[a-h][1-8] [a-h][1-8] [a-h][1-8]\b`)

// TestOthelloSearchShowsPV: a search on an Othello position fills the
// iterations pane with Othello moves, marks the best move under the
// board, and the compare view runs on the same position.
func TestOthelloSearchShowsPV(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "othello", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	c := m.sess.Config()
	c.Depth, c.HashMiB = 7, 4
	_ = m.sess.SetConfig(c)
	m.sess.SetSpeed(session.Unthrottled)
	cmd := press(m, "r")
	pump(t, m, cmd, func() bool { return m.runUpd.Final && len(m.runUpd.Iterations) == 4 })
	s := screen(m)
	if !pvRE.MatchString(m.pv.View()) {
		t.Fatalf("no Othello PV in the iterations pane:\n%s", s)
	}
	best := m.runUpd.Iterations[3].Best
	for _, want := range []string{"finished d7", "best " + best, "othello · m01", "speedup"} {
		if !strings.Contains(s, want) {
			t.Errorf("screen lacks %q:\n%s", want, s)
		}
	}
	p := m.sess.CompareConfigs()
	p[0].Depth, p[1].Depth = 5, 5
	p[0].HashMiB, p[1].HashMiB = 4, 4
	_ = m.sess.SetCompareConfigs(p)
	cmd = press(m, "c")
	pump(t, m, cmd, func() bool { return m.cmp.Update(0).Final && m.cmp.Update(1).Final })
	if s := screen(m); !strings.Contains(s, "At depth 5") || !strings.Contains(s, "Speedup: pvsplit") {
		t.Fatalf("compare view on Othello:\n%s", s)
	}
}

// TestSwitchGameByKey: G opens the chooser, esc leaves it, a number or
// enter switches the game, which stops the run and resets the panes.
func TestSwitchGameByKey(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	m.sess.SetSpeed(session.Paused)
	press(m, "r")
	run := m.sess.Run()
	press(m, "G")
	if m.picker == nil || !strings.Contains(screen(m), "Choose the game") || !strings.Contains(screen(m), "tictactoe4") {
		t.Fatalf("G did not open the chooser:\n%s", screen(m))
	}
	press(m, "esc")
	if m.picker != nil || m.sess.Game().Name() != "checkers" {
		t.Fatal("esc did not cancel")
	}
	press(m, "G", "down", "enter")
	if m.picker != nil || m.sess.Game().Name() != "othello" {
		t.Fatalf("down, enter: game %s", m.sess.Game().Name())
	}
	if run.State() != session.Stopped && run.State() != session.Finished {
		<-run.Done()
	}
	s := screen(m)
	for _, want := range []string{"othello · m01 ply 20/20", "m02", "a  b  c  d  e  f  g  h", "game: othello"} {
		if !strings.Contains(s, want) {
			t.Errorf("after switching, the screen lacks %q:\n%s", want, s)
		}
	}
	// The analysis, on since r, follows the board to Othello's m01.
	if r := m.sess.Run(); len(m.games.View()) == 0 || r == run || r != nil && !strings.Contains(s, "pvfsplit ×16 sim on m01") {
		t.Error("panes not reset")
	}
	press(m, "G", "5")
	if m.sess.Game().Name() != "synthetic" || !strings.Contains(screen(m), "seed1") {
		t.Fatalf("5: game %s", m.sess.Game().Name())
	}
	press(m, "G", "1")
	if m.sess.Game().Name() != "checkers" || m.sess.EntryID() != "g1" || !strings.Contains(screen(m), "Black to move · ply 10/103") {
		t.Fatalf("back to checkers: %s %q", m.sess.Game().Name(), m.sess.EntryID())
	}
}

// boardPane returns the lines of the board pane as drawn on the screen,
// without styles, frame included.
func boardPane(t *testing.T, m *Model) []string {
	t.Helper()
	l := m.layout()
	r, ok := l.rect(paneBoard)
	if !ok {
		t.Fatal("no board pane")
	}
	lines := strings.Split(m.render(), "\n")
	var out []string
	for y := r.Y; y < r.Y+r.H; y++ {
		out = append(out, ansi.Cut(lines[y], r.X, r.X+r.W))
	}
	return out
}

// TestASCIIBoardsPrintOnlyASCII: in ASCII mode the board pane of every
// game other than checkers (board, coordinates, captions, the note in its
// frame) holds nothing outside ASCII, in analysis and in play, at both
// sizes; only the pane's frame is drawn with box characters.
func TestASCIIBoardsPrintOnlyASCII(t *testing.T) {
	for _, game := range []string{"othello", "othello6", "tictactoe4", "synthetic"} {
		for _, sz := range [][2]int{{120, 40}, {80, 24}} {
			m := gameModel(t, game, sz[0], sz[1], boardview.ASCII, colorprofile.ASCII)
			m.sess.SetSpeed(session.Unthrottled)
			check := func(when string) {
				t.Helper()
				lines := boardPane(t, m)
				for i, l := range lines {
					l = ansi.Strip(l)
					if i > 0 && i < len(lines)-1 {
						l = strings.TrimSuffix(strings.TrimPrefix(l, "│"), "│") // the frame's sides
					} else {
						l = strings.NewReplacer("╭", "", "╮", "", "╰", "", "╯", "", "─", "").Replace(l) // the frame's top and bottom
					}
					for j := 0; j < len(l); j++ {
						if l[j] >= 0x80 {
							t.Fatalf("%s %dx%d %s: byte %#x in line %d of the board pane:\n%s", game, sz[0], sz[1], when, l[j], i, strings.Join(lines, "\n"))
						}
					}
				}
			}
			check("analysis")
			press(m, "P")
			press(m, "enter")
			if m.playing() == nil {
				t.Fatalf("%s: no game: %s", game, m.status)
			}
			check("play")
			m.Shutdown()
		}
	}
}

// TestUnicodeOthelloBoard: in Unicode the discs are ● and ○ and the
// legal placements are marked, with the coordinates a-h and 1-8.
func TestUnicodeOthelloBoard(t *testing.T) {
	m := gameModel(t, "othello", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetPly(0)
	m.syncLine()
	lines := boardPane(t, m)
	b := ansi.Strip(strings.Join(lines, "\n"))
	for _, want := range []string{"a  b  c  d  e  f  g  h", " 4        ·  ○  ●", " 5           ●  ○  ·", "● 2 ○ 2", "● Black to move · ply 0/20"} {
		if !strings.Contains(b, want) {
			t.Errorf("board lacks %q:\n%s", want, b)
		}
	}
	if n := strings.Count(ansi.Strip(strings.Join(lines[2:10], "\n")), "·"); n != 4 {
		t.Errorf("%d legal placements marked at the start, want 4:\n%s", n, b)
	}
}

// cellOf returns the screen cell where the board of the shown position
// has move mv.
func cellOf(t *testing.T, m *Model, mv string) [2]int {
	t.Helper()
	l := m.layout()
	r, _ := l.rect(paneBoard)
	in := r.Inner()
	pos := m.shownPosition()
	pad := boardPadFor(pos, in.W)
	for y := 0; y < in.H; y++ {
		for x := 0; x < in.W; x++ {
			if gameview.HitTest(pos, x-pad, y, m.viewOptions()) == mv {
				return [2]int{in.X + x, in.Y + y}
			}
		}
	}
	t.Fatalf("%s is nowhere on the board", mv)
	return [2]int{}
}

// TestClickGameBoards: clicking a legal placement plays it, an illegal
// one says why, a flipped board maps clicks the other way round, and a
// click on a synthetic tree's child plays it.
func TestClickGameBoards(t *testing.T) {
	m := gameModel(t, "othello", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetPly(0)
	m.syncLine()
	clickAt(m, cellOf(t, m, "d3"))
	if l := m.sess.Line(); l.Ply != 1 || l.Moves[0] != "d3" {
		t.Fatalf("clicking d3: ply %d, moves %v", l.Ply, l.Moves[:1])
	}
	clickAt(m, cellOf(t, m, "a1"))
	if !m.statusErr || !strings.Contains(m.status, "a1") || m.sess.Line().Ply != 1 {
		t.Fatalf("clicking a1: %q", m.status)
	}
	press(m, "f")
	c3 := cellOf(t, m, "c3")
	if f6 := cellOf(t, m, "f6"); f6[0] >= c3[0] || f6[1] >= c3[1] {
		t.Fatal("the flipped board is not turned round")
	}
	clickAt(m, c3)
	if l := m.sess.Line(); l.Ply != 2 || l.Moves[1] != "c3" {
		t.Fatalf("clicking c3 on the flipped board: moves %v", l.Moves[:l.Ply])
	}

	ts := gameModel(t, "synthetic", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	clickAt(ts, cellOf(t, ts, "4"))
	clickAt(ts, cellOf(t, ts, "0"))
	if l := ts.sess.Line(); l.Ply != 2 || strings.Join(l.Moves, " ") != "4 0" {
		t.Fatalf("clicking the tree: moves %v", l.Moves)
	}
	if s := screen(ts); !strings.Contains(s, "  0  ····●·····     4/10") || !strings.Contains(s, "  1  ●·········     0/10") {
		t.Fatalf("the path is not drawn:\n%s", s)
	}
}

// TestPlayOthelloByKeys: P in an Othello session opens Othello's setup;
// moves typed, clicked or chosen with the cursor are played, the engine
// answers in the panes, u takes back and X leaves.
func TestPlayOthelloByKeys(t *testing.T) {
	noLeak(t)
	m := gameModel(t, "othello", 120, 40, boardview.Unicode, colorprofile.ANSI256)
	m.sess.SetSpeed(session.Unthrottled)
	press(m, "P")
	if m.ps.setup == nil || !strings.Contains(screen(m), "Play othello against the engine") {
		t.Fatalf("P did not open Othello's setup:\n%s", screen(m))
	}
	press(m, "down", "down", "left") // the engine: the previous algorithm
	press(m, "enter")
	g := m.playing()
	if g == nil || !g.HumanToMove() {
		t.Fatalf("no game: %q", m.status)
	}
	// The game changes on the engine's goroutine before the model has
	// taken the message that says so: wait for the model's word too.
	reply := func(cmd tea.Cmd, n int) {
		t.Helper()
		pump(t, m, cmd, func() bool {
			return g.HumanToMove() && len(g.Moves()) >= n && strings.Contains(m.status, "engine played "+g.Moves()[n-1])
		})
	}
	cmd := press(m, "d", "3", "enter")
	reply(cmd, 2)
	s := screen(m)
	for _, want := range []string{"1. d3", "your move", "engine played " + g.Moves()[1], "u undo", "d3 move"} {
		if !strings.Contains(s, want) {
			t.Errorf("screen lacks %q:\n%s", want, s)
		}
	}
	legal := g.Position().Moves()
	reply(clickAt(m, cellOf(t, m, legal[0])), 4)
	if g.Moves()[2] != legal[0] {
		t.Fatalf("the click played %s, want %s", g.Moves()[2], legal[0])
	}
	press(m, "up") // the cursor appears in the middle; enter plays it if legal
	cur := m.ps.cursor
	if cur == "" {
		t.Fatal("no cursor")
	}
	press(m, "x")
	if m.ps.input.Text != "" {
		t.Fatalf("x is no part of an Othello move: input %q", m.ps.input.Text)
	}
	press(m, "u")
	if len(g.Moves()) != 2 || !g.HumanToMove() {
		t.Fatalf("u: moves %v", g.Moves())
	}
	// An Othello game is saved as checkers' are, so X asks first.
	press(m, "X")
	if m.ps.confirm != confirmLeave {
		t.Fatal("X should ask about the unsaved game")
	}
	press(m, "d")
	if m.inGame() || !strings.Contains(screen(m), "othello · m01") {
		t.Fatal("X did not leave the game")
	}
}

// TestGamesListedInHelp: the help screen lists the key that chooses the
// game, and every registered game can be chosen.
func TestGamesListedInHelp(t *testing.T) {
	m := newModel(t, 120, 40)
	press(m, "?")
	if !regexp.MustCompile(`G +choose the game`).MatchString(screen(m)) {
		t.Fatalf("help:\n%s", screen(m))
	}
	press(m, "esc", "G")
	s := screen(m)
	for _, g := range games.Games() {
		if !strings.Contains(s, g.Name()) || !strings.Contains(s, g.Summary()[:20]) {
			t.Errorf("chooser lacks %s", g.Name())
		}
	}
}
