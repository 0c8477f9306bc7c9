package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"frontier/board/checkers"
	"frontier/session"
	"frontier/tui/boardview"
	helpview "frontier/tui/help"
)

// startPlay opens the setup with P and starts the default game (the
// initial position, the person Black, a simulated engine).
func startPlay(t *testing.T, m *Model) *session.PlayGame {
	t.Helper()
	m.sess.SetSpeed(session.Unthrottled)
	// A second a move keeps the engine's replies quick; the default
	// is a 5+3 clock.
	m.ps.last, m.ps.hasLast = session.DefaultPlaySetup(), true
	m.ps.last.Time = session.PlayTime{PerMove: time.Second}
	press(m, "P")
	if m.ps.setup == nil || !strings.Contains(screen(m), "Play against the engine") {
		t.Fatalf("P did not open the setup:\n%s", screen(m))
	}
	press(m, "enter")
	g := m.playing()
	if g == nil {
		t.Fatalf("no game: %s", m.status)
	}
	return g
}

// typeMove types text and enter, and pumps until the engine replied.
func typeMove(t *testing.T, m *Model, g *session.PlayGame, text string) {
	t.Helper()
	var cmds []tea.Cmd
	for _, r := range text {
		cmds = append(cmds, press(m, string(r)))
	}
	cmds = append(cmds, press(m, "enter"))
	want := len(g.Moves())
	pump(t, m, tea.Batch(cmds...), func() bool { return g.HumanToMove() && len(g.Moves()) > want })
}

func TestPlayInHelp(t *testing.T) {
	m := newModel(t, 120, 40)
	text := helpview.Content(m.st, m.keys, 118)
	for _, want := range []string{"Play against the engine: press P", "play against the engine", "take back a move", "hint", "resign", "save as PDN / PGN", "save analysis + variations"} {
		if !strings.Contains(text, want) {
			t.Errorf("help lacks %q", want)
		}
	}
	if !strings.Contains(screen(m), "P play") {
		t.Error("the footer should offer P play")
	}
}

func TestPlayTypedMovesUndoAndErrors(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	if !strings.Contains(screen(m), "your move") {
		t.Fatalf("no prompt:\n%s", screen(m))
	}
	press(m, "1", "1", "-", "1", "8", "enter")
	if len(g.Moves()) != 0 || !m.statusErr || !strings.Contains(m.status, "11-18") {
		t.Fatalf("illegal move: moves %v, status %q", g.Moves(), m.status)
	}
	typeMove(t, m, g, "11-15")
	if len(g.Moves()) != 2 || !strings.Contains(screen(m), "11-15") {
		t.Fatalf("moves %v\n%s", g.Moves(), screen(m))
	}
	press(m, "u")
	if len(g.Moves()) != 0 {
		t.Fatalf("undo left %v", g.Moves())
	}
	// Keys that would replace the engine's search do nothing in a game.
	press(m, "r", "c")
	if m.view != mainView || m.sess.Run() != nil && m.sess.Run() != g.EngineRun() {
		t.Fatal("r or c disturbed the game")
	}
	press(m, "R")
	if g.Outcome().Over || m.ps.confirm != confirmResign || !strings.Contains(screen(m), "Resign this game?") {
		t.Fatalf("R should ask first:\n%s", screen(m))
	}
	press(m, "y")
	if out := g.Outcome(); !out.Over || out.Reason != "resignation" || !strings.Contains(screen(m), "resignation") {
		t.Fatalf("resign: %v", out)
	}
}

func TestPlayClicksAndCursor(t *testing.T) {
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	// A click on 11 then 15 plays 11-15.
	clickAt(m, squareCell(t, m, 11))
	if picked(m) != "11" {
		t.Fatal("11 not selected")
	}
	cmd := clickAt(m, squareCell(t, m, 15))
	pump(t, m, cmd, func() bool { return g.HumanToMove() && len(g.Moves()) == 2 })
	// The cursor: arrows show it, enter selects and plays.
	press(m, "up")
	if m.ps.cursor != "11" {
		t.Fatalf("cursor starts at %q", m.ps.cursor)
	}
	press(m, "down")
	if m.ps.cursor == "11" || m.ps.cursor == "" {
		t.Fatal("down did not move the cursor")
	}
	pos := g.Position().Value().(checkers.Position)
	mv := pos.LegalMoves()[0]
	m.ps.cursor = mv.From.String()
	press(m, "enter")
	if picked(m) != mv.From.String() {
		t.Fatal("enter did not select")
	}
	m.ps.cursor = mv.To.String()
	cmd = press(m, "enter")
	pump(t, m, cmd, func() bool { return g.HumanToMove() && len(g.Moves()) == 4 })
	if g.Moves()[2] != mv.String() {
		t.Fatalf("played %v, want %v", g.Moves()[2], mv)
	}
}

func TestPlayQuitOffersToSave(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("HOME", t.TempDir()) // no Documents folder: saves go to the current directory
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	typeMove(t, m, g, "11-15")
	press(m, "q")
	if m.ps.confirm != confirmQuit || !strings.Contains(screen(m), "not saved") {
		t.Fatalf("no prompt:\n%s", screen(m))
	}
	press(m, "esc")
	if m.ps.confirm != noConfirm || m.playing() == nil {
		t.Fatal("esc should cancel")
	}
	press(m, "q", "s")
	if m.prompt == nil || !strings.Contains(screen(m), "Save game to") {
		t.Fatalf("s should ask where:\n%s", screen(m))
	}
	if !settle(t, m, press(m, "enter")) {
		t.Fatal("save and quit should quit")
	}
	files, _ := filepath.Glob("frontier-game-*.pdn")
	if len(files) != 1 {
		t.Fatalf("saved files %v", files)
	}
	data, _ := os.ReadFile(files[0])
	if !strings.Contains(string(data), "11-15") || !strings.Contains(string(data), `[Black "You"]`) {
		t.Fatalf("saved:\n%s", data)
	}
	if !strings.HasPrefix(m.sess.EntryID(), "frontier-game-") {
		t.Fatalf("the saved game should be open in the games list, not %q", m.sess.EntryID())
	}
}

func TestPlayQuitDiscard(t *testing.T) {
	noLeak(t)
	m := newModel(t, 80, 24)
	g := startPlay(t, m)
	typeMove(t, m, g, "11-15")
	if !strings.Contains(screen(m), "your move") {
		t.Fatalf("reduced layout lacks the panel:\n%s", screen(m))
	}
	press(m, "ctrl+c")
	if m.ps.confirm != confirmQuit {
		t.Fatal("ctrl+c should ask too")
	}
	if !settle(t, m, press(m, "d")) {
		t.Fatal("discard should quit")
	}
}

func TestGoldenPlayScreen(t *testing.T) {
	tm, _ := goldenModel(t, 120, 40, colorprofile.ANSI256, boardview.Unicode, session.Fast)
	waitScreen(t, tm, "Controls")
	tm.Type("P")
	waitModel(t, tm, func(m *Model) bool { return m.ps.setup != nil })
	// The time row (the seventh), two choices on from the 5+3 clock: a second a move,
	// which shows no clock running (the screen stays the same).
	tm.Type("jjjjjjjll")
	waitModel(t, tm, func(m *Model) bool { return m.ps.setup.Value().Time == session.PlayTime{PerMove: time.Second} })
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	waitModel(t, tm, func(m *Model) bool { return m.playing() != nil })
	tm.Type("11-1")
	waitModel(t, tm, func(m *Model) bool { return m.ps.input.Text == "11-1" })
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEscape})
	tm.Type("11-1")
	waitModel(t, tm, func(m *Model) bool { return m.ps.input.Text == "11-1" })
	tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	golden.RequireEqual(t, finish(t, tm))
}

// TestPlayPVMoveNumbers: the engine's PV in the Iterations pane is
// numbered from the game's moves, not from the analysed suite
// position's (it showed "6.24-20" after 1. 11-15, issue 24 bug 3), and
// so is the hint's.
func TestPlayPVMoveNumbers(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	g := startPlay(t, m)
	typeMove(t, m, g, "11-15")
	pane := ansi.Strip(m.pv.View())
	if want := "1..." + g.Moves()[1]; !strings.Contains(pane, want) {
		t.Fatalf("the engine's reply is not numbered %q:\n%s", want, pane)
	}
	r, err := g.Hint()
	if err != nil {
		t.Fatal(err)
	}
	pump(t, m, m.watch(r), func() bool { return m.runUpd.Final && m.runUpd.RunID == r.ID() })
	hint, _ := g.HintMove()
	if pane := ansi.Strip(m.pv.View()); !strings.Contains(pane, " 2."+hint) {
		t.Fatalf("the hint's line is not numbered from move 2 (2.%s):\n%s", hint, pane)
	}
}

// TestPlayLevelOddsAndOpponent: the setup offers a level and a handicap
// of the engine's time; in the game the Controls pane shows the
// opponent (its engine, level, time and handicap), not the analysis's
// next run (issue 24).
func TestPlayLevelOddsAndOpponent(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	m.sess.SetSpeed(session.Unthrottled)
	press(m, "P")
	s := screen(m)
	if !strings.Contains(s, "Level") || !strings.Contains(s, "full strength") || !strings.Contains(s, "Handicap") {
		t.Fatalf("the setup offers no level or handicap:\n%s", s)
	}
	row := func(label string) {
		for i := 0; i < 12 && !strings.Contains(screen(m), "▸ "+label); i++ {
			press(m, "down")
		}
	}
	row("Level")
	press(m, "left", "left") // full strength, expert, club
	row("Handicap")
	press(m, "right")
	if v := m.ps.setup.Value(); v.LevelOf().Name != "club" || v.Odds != 2 {
		t.Fatalf("setup %+v: level %s", v, v.LevelOf().Name)
	}
	press(m, "enter")
	g := m.playing()
	if g == nil {
		t.Fatal(m.status)
	}
	c := paneText(m, paneControls)
	for _, want := range []string{"opponent", g.Setup().Engine.Algorithm.String(), "club (d7)", "engine's time ÷2"} {
		if !strings.Contains(c, want) {
			t.Errorf("the Controls pane lacks %q:\n%s", want, c)
		}
	}
	if strings.Contains(c, "analyse the position") {
		t.Errorf("the Controls pane offers the analysis in a game:\n%s", c)
	}
}
