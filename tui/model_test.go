package tui

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/frame"
	"frontier/tui/gameview"
)

// noLeak fails the test if goroutines started during it outlive it.
func noLeak(t *testing.T) { leaktest.Check(t) }

// newModel returns a model on a fresh session at w×h, with a fixed
// colour profile.
func newModel(t *testing.T, w, h int) *Model {
	t.Helper()
	sess, err := session.New(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := colorprofile.ANSI256
	m := New(sess, Options{Profile: &p})
	m.noSpinner = true
	t.Cleanup(m.Shutdown)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m
}

func press(m *Model, keys ...string) tea.Cmd {
	var cmds []tea.Cmd
	for _, k := range keys {
		_, cmd := m.Update(keyMsg(k))
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// keyMsg builds the key press Bubble Tea would send for k.
func keyMsg(k string) tea.KeyPressMsg {
	switch k {
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "home":
		return tea.KeyPressMsg{Code: tea.KeyHome}
	case "end":
		return tea.KeyPressMsg{Code: tea.KeyEnd}
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	}
	r := []rune(k)[0]
	return tea.KeyPressMsg{Code: r, Text: k}
}

func clickAt(m *Model, xy [2]int) tea.Cmd { return click(m, xy[0], xy[1]) }

func click(m *Model, x, y int) tea.Cmd {
	_, cmd := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	return cmd
}

// screen returns the rendered screen without styles.
func screen(m *Model) string { return ansi.Strip(m.render()) }

// pump runs cmd and the commands its messages produce, feeding the
// messages to m, until done returns true or the time runs out. It stands
// in for Bubble Tea's event loop.
func pump(t *testing.T, m *Model, cmd tea.Cmd, done func() bool) {
	t.Helper()
	msgs := make(chan tea.Msg, 64)
	stop := make(chan struct{})
	defer close(stop)
	var run func(tea.Cmd)
	run = func(c tea.Cmd) {
		if c == nil {
			return
		}
		go func() {
			msg := c()
			switch msg := msg.(type) {
			case tea.BatchMsg:
				for _, c := range msg {
					run(c)
				}
			case nil:
			default:
				select {
				case msgs <- msg:
				case <-stop:
				}
			}
		}()
	}
	run(cmd)
	deadline := time.After(60 * time.Second)
	for !done() {
		select {
		case msg := <-msgs:
			if _, ok := msg.(tea.QuitMsg); ok {
				return
			}
			_, c := m.Update(msg)
			run(c)
		case <-deadline:
			t.Fatalf("timed out; screen:\n%s", screen(m))
		}
	}
}

func TestMain(m *testing.M) {
	statusFor = 50 * time.Millisecond // status lines clear fast, so no timer outlives a test
	os.Exit(m.Run())
}

func TestTooSmall(t *testing.T) {
	m := newModel(t, 60, 20)
	s := screen(m)
	if !strings.Contains(s, "terminal too small: need 80x24, have 60x20") {
		t.Fatalf("screen:\n%s", s)
	}
	m.Update(tea.WindowSizeMsg{Width: 79, Height: 40})
	if !strings.Contains(screen(m), "need 80x24") {
		t.Fatal("79 columns are too few")
	}
}

// checkSize fails unless the screen is exactly w×h cells.
func checkSize(t *testing.T, s string, w, h int) {
	t.Helper()
	lines := strings.Split(s, "\n")
	if len(lines) != h {
		t.Fatalf("%d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if n := ansi.StringWidth(l); n != w {
			t.Fatalf("line %d is %d wide, want %d: %q", i, n, w, l)
		}
	}
}

func TestLayoutsAndResize(t *testing.T) {
	m := newModel(t, 120, 40)
	s := screen(m)
	checkSize(t, m.render(), 120, 40)
	for _, want := range []string{"Board", "Games", "Moves", "Iterations", "Searchers", "Split-node stack", "Overheads", "Controls", "? help"} {
		if !strings.Contains(s, want) {
			t.Errorf("full layout lacks %q", want)
		}
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	checkSize(t, m.render(), 80, 24)
	s = screen(m)
	for _, want := range []string{"Board", "Moves", "Games PV Searchers Stack Overheads Controls"} {
		if !strings.Contains(s, want) {
			t.Errorf("reduced layout lacks %q:\n%s", want, s)
		}
	}
	// Odd sizes in between and above keep every line exact.
	for _, sz := range [][2]int{{100, 30}, {150, 50}, {119, 40}, {120, 39}, {200, 60}} {
		m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		checkSize(t, m.render(), sz[0], sz[1])
	}
}

func TestStepThroughGame(t *testing.T) {
	m := newModel(t, 120, 40)
	l := m.sess.Line()
	test := l.TestPly
	press(m, "right")
	if l.Ply != test+1 {
		t.Fatalf("→: ply %d", l.Ply)
	}
	press(m, "left", "left")
	if l.Ply != test-1 {
		t.Fatalf("←: ply %d", l.Ply)
	}
	press(m, "home")
	if l.Ply != 0 {
		t.Fatal("home")
	}
	press(m, "end")
	if l.Ply != len(l.Moves) {
		t.Fatal("end")
	}
	press(m, "g")
	if l.Ply != test {
		t.Fatal("g: to the test position")
	}
	if !strings.Contains(screen(m), "test position g1") {
		t.Error("title does not name the test position")
	}
}

func TestFlipAndNumbers(t *testing.T) {
	m := newModel(t, 120, 40)
	before := screen(m)
	press(m, "f")
	if !m.board.Flip || !strings.Contains(screen(m), "flipped") || screen(m) == before {
		t.Fatal("f does not flip")
	}
	press(m, "f", "n")
	if !m.board.Numbers || !strings.Contains(ansi.Strip(m.boardContent(28)), "13") {
		t.Fatal("n does not show square numbers")
	}
}

// squareCell returns the screen cell of square sq on the main checkers.
func squareCell(t *testing.T, m *Model, sq checkers.Square) [2]int {
	t.Helper()
	l := m.layout()
	r, ok := l.rect(paneBoard)
	if !ok {
		t.Fatal("no board pane")
	}
	in := r.Inner()
	for y := 0; y < boardview.Height; y++ {
		for x := 0; x < boardview.Width; x++ {
			if m.board.HitTest(x, y) == sq {
				return [2]int{in.X + boardPad(in.W) + x + 1, in.Y + y}
			}
		}
	}
	t.Fatalf("square %d not on the board", sq)
	return [2]int{}
}

// boardPad is the checkers board's left margin in a pane of inner width
// w, as the game view centres it.
func boardPad(w int) int { return max(0, (w-boardview.Width)/2) }

// picked is the square picked up on the board shown, "" for none.
func picked(m *Model) string { return m.pick.at(m.shownPosition()) }

// pickedTargets are the squares the picked piece can go to.
func pickedTargets(m *Model) []string { return gameview.Targets(m.shownPosition(), picked(m)) }

func TestClickToPlay(t *testing.T) {
	m := newModel(t, 120, 40)
	l := m.sess.Line()
	ply := l.Ply
	pos := m.sess.Position().Value().(checkers.Position)
	mv := pos.LegalMoves()[0]
	clickAt(m, squareCell(t, m, mv.From))
	if picked(m) != mv.From.String() || len(pickedTargets(m)) == 0 {
		t.Fatalf("clicking %d did not select it", mv.From)
	}
	clickAt(m, squareCell(t, m, mv.To))
	if l.Ply != ply+1 || l.Moves[ply] != mv.String() {
		t.Fatalf("clicking %d did not play %v", mv.To, mv)
	}
	if m.pick.sq != "" {
		t.Error("selection kept after the move")
	}
	// An empty square clears a selection.
	pos = m.sess.Position().Value().(checkers.Position)
	mv = pos.LegalMoves()[0]
	clickAt(m, squareCell(t, m, mv.From))
	if picked(m) != mv.From.String() {
		t.Fatalf("clicking %d did not select it", mv.From)
	}
	empty := checkers.NoSquare
	for sq := checkers.Square(1); sq <= 32; sq++ {
		if pos.At(sq) == checkers.Empty && !slices.Contains(pickedTargets(m), sq.String()) {
			empty = sq
			break
		}
	}
	ply = l.Ply
	clickAt(m, squareCell(t, m, empty))
	if picked(m) != "" || pickedTargets(m) != nil || l.Ply != ply {
		t.Errorf("clicking the empty square %d: selected %q, targets %v, ply %d (was %d)", empty, picked(m), pickedTargets(m), l.Ply, ply)
	}
	// A click on no pane at all (the status line) is ignored: the
	// selection, the focus and the position stay.
	clickAt(m, squareCell(t, m, mv.From))
	focus := m.focus
	lay := m.layout()
	if _, _, ok := lay.at(119, 39); ok {
		t.Fatal("(119, 39) is inside a pane; the test needs a cell outside every pane")
	}
	click(m, 119, 39)
	if picked(m) != mv.From.String() || m.focus != focus || l.Ply != ply {
		t.Errorf("a click outside the panes changed something: selected %q, focus %v, ply %d", picked(m), m.focus, l.Ply)
	}
}

func TestClickPanes(t *testing.T) {
	m := newModel(t, 120, 40)
	l := m.layout()
	games, _ := l.rect(paneGames)
	click(m, games.X+3, games.Y+1+1) // the second entry: g5
	if m.focus != paneGames || m.sess.EntryID() != "g5" {
		t.Fatalf("focus %v, entry %q", m.focus, m.sess.EntryID())
	}
	m.setFocus(paneBoard)
	press(m, "home")
	moves, _ := l.rect(paneMoves)
	click(m, moves.X+1+7, moves.Y+1+1) // Black's first move
	if m.sess.Line().Ply != 1 {
		t.Fatalf("clicking the first move: ply %d", m.sess.Line().Ply)
	}
	click(m, moves.X+1+7, moves.Y+1) // the start line
	if m.sess.Line().Ply != 0 {
		t.Fatalf("clicking the start line: ply %d", m.sess.Line().Ply)
	}
	ctl, _ := l.rect(paneControls)
	algo := m.sess.Config().Algorithm
	click(m, ctl.X+3, ctl.Y+1) // algorithm row
	if m.sess.Config().Algorithm.Equal(algo) {
		t.Error("clicking the algorithm control did not change it")
	}
	click(m, ctl.X+3, ctl.Y+1+2) // executor row
	if m.sess.Config().Sim {
		t.Error("clicking the executor control did not change it")
	}
	// The wheel moves the games list's selection without opening it...
	r, _ := l.rect(paneGames)
	sel := m.games.Selected()
	m.Update(tea.MouseWheelMsg{X: r.X + 2, Y: r.Y + 2, Button: tea.MouseWheelDown})
	if m.games.Selected() != sel+1 {
		t.Errorf("wheel down over the games: selected %d, was %d", m.games.Selected(), sel)
	}
	m.Update(tea.MouseWheelMsg{X: r.X + 2, Y: r.Y + 2, Button: tea.MouseWheelUp})
	if m.games.Selected() != sel {
		t.Errorf("wheel up over the games: selected %d, want %d", m.games.Selected(), sel)
	}
	// ...and elsewhere it scrolls without playing or opening anything.
	entry, ply := m.sess.EntryID(), m.sess.Line().Ply
	for _, p := range []pane{paneGames, paneMoves, panePV, paneBoard} {
		r, _ := l.rect(p)
		m.Update(tea.MouseWheelMsg{X: r.X + 2, Y: r.Y + 2, Button: tea.MouseWheelDown})
	}
	if m.sess.EntryID() != entry || m.sess.Line().Ply != ply {
		t.Errorf("the wheel changed the position: entry %q ply %d, was %q ply %d", m.sess.EntryID(), m.sess.Line().Ply, entry, ply)
	}
}

func TestReducedTabs(t *testing.T) {
	m := newModel(t, 80, 24)
	l := m.layout()
	r, ok := l.rect(m.rightPane())
	if !ok {
		t.Fatal("no right pane")
	}
	in := r.Inner()
	click(m, in.X+len("Games PV "), in.Y) // the Searchers tab
	if m.focus != paneSearchers {
		t.Fatalf("focus %v after clicking the Searchers tab", m.focus)
	}
	press(m, "tab")
	if m.focus != paneStack || !strings.Contains(screen(m), "Split-node stack") {
		t.Fatalf("tab: focus %v", m.focus)
	}
}

func TestConfigKeys(t *testing.T) {
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Depth = 15
	_ = m.sess.SetConfig(c)
	press(m, "a")
	if got := m.sess.Config().Algorithm; got.Equal(c.Algorithm) {
		t.Error("a did not change the algorithm")
	}
	press(m, "A")
	if got := m.sess.Config().Algorithm; !got.Equal(c.Algorithm) {
		t.Errorf("A did not go back: %s", got)
	}
	press(m, "+")
	if m.sess.Config().Searchers != 2*c.Searchers {
		t.Error("+ did not double the searchers")
	}
	press(m, "-", "-")
	if m.sess.Config().Searchers != c.Searchers/2 {
		t.Error("- did not halve the searchers")
	}
	press(m, "e")
	if m.sess.Config().Sim {
		t.Error("e did not switch to the real executor")
	}
	press(m, "d")
	if m.sess.Config().Depth != c.Depth+2 {
		t.Error("d did not deepen")
	}
	press(m, "t")
	if m.sess.Config().Time != time.Second {
		t.Error("t did not set a time limit")
	}
	press(m, "]", "]", "[")
	if m.sess.Speed() != session.Fast {
		t.Errorf("speed %v", m.sess.Speed())
	}
	// In the compare view a and b change the two sides.
	m.view = compareView
	pair := m.sess.CompareConfigs()
	press(m, "b")
	if p := m.sess.CompareConfigs(); p[1].Algorithm.Equal(pair[1].Algorithm) || !p[0].Equal(pair[0]) {
		t.Errorf("b changed %+v", p)
	}
	press(m, "w")
	if p := m.sess.CompareConfigs(); p[0].Algorithm.Equal(pair[0].Algorithm) {
		t.Error("w did not swap the sides")
	}
}

func TestPasteAndPrompts(t *testing.T) {
	m := newModel(t, 120, 40)
	fen := "W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"
	m.Update(tea.PasteMsg{Content: fen})
	want, _ := checkers.ParseFEN(fen)
	if m.sess.PositionText() != want.FEN() {
		t.Fatalf("pasted FEN not loaded: %s", m.sess.PositionText())
	}
	m.Update(tea.PasteMsg{Content: "B:nonsense"})
	if !m.statusErr || !strings.Contains(screen(m), "set position") {
		t.Fatalf("bad FEN shows no error: %q", m.status)
	}
	// p opens a prompt; typed text goes into it, not to the keymap.
	press(m, "p")
	if m.prompt == nil || !strings.Contains(screen(m), "FEN or PDN") {
		t.Fatal("p opened no prompt")
	}
	for _, r := range "B:W21-32:B1-12" {
		press(m, string(r))
	}
	press(m, "enter")
	if m.prompt != nil || m.sess.PositionText() != "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12" {
		t.Fatalf("prompt FEN: %s", m.sess.PositionText())
	}
	// o opens a file prompt; a missing file is an error line.
	press(m, "o")
	for _, r := range "/no/such.pdn" {
		press(m, string(r))
	}
	settle(t, m, press(m, "enter"))
	if !m.statusErr || !strings.Contains(m.status, "load PDN") {
		t.Fatalf("missing file: %q", m.status)
	}
	press(m, "o", "esc")
	if m.prompt != nil {
		t.Fatal("esc did not close the prompt")
	}
	// A real file loads and opens.
	path := filepath.Join(t.TempDir(), "mine.pdn")
	_ = os.WriteFile(path, []byte("[Event \"mine\"]\n1. 11-15 23-19 *\n"), 0o644)
	press(m, "o")
	m.Update(tea.PasteMsg{Content: path})
	settle(t, m, press(m, "enter"))
	if m.sess.EntryID() != "mine.pdn#1" || !strings.Contains(screen(m), "mine") {
		t.Fatalf("file not opened: %q %q", m.sess.EntryID(), m.status)
	}
}

func TestCopyShowsText(t *testing.T) {
	m := newModel(t, 120, 40)
	cmd := press(m, "y")
	if m.text == nil || !strings.Contains(screen(m), m.sess.PositionText()) || !strings.Contains(screen(m), "OSC 52") {
		t.Fatal("y does not show the FEN")
	}
	if cmd == nil {
		t.Fatal("y sends nothing to the clipboard")
	}
	press(m, "esc", "Y")
	if !strings.Contains(screen(m), "[Event") {
		t.Fatalf("Y does not show the PDN:\n%s", screen(m))
	}
	press(m, "esc")
	if m.text != nil {
		t.Fatal("esc did not close the text")
	}
}

func TestHelpLeadsToCompare(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	m.sess.SetSpeed(session.Paused)
	press(m, "?")
	s := screen(m)
	if !strings.Contains(s, "Start here: press c") || !strings.Contains(s, "pvsplit vs pvfsplit") {
		t.Fatalf("help does not lead to the comparison:\n%s", s)
	}
	press(m, "c")
	if m.showHelp || m.view != compareView || m.sess.Comparison() == nil {
		t.Fatal("c from the help screen does not open the comparison")
	}
	if !strings.Contains(screen(m), "Starvation vs frontier splitting") {
		t.Fatal("compare view not shown")
	}
	press(m, "esc")
	if m.view != mainView {
		t.Fatal("esc does not leave the compare view")
	}
	m.Shutdown()
}

func TestRunDeliversIterations(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Depth, c.HashMiB = 9, 4
	_ = m.sess.SetConfig(c)
	m.sess.SetSpeed(session.Unthrottled)
	cmd := press(m, "r")
	pump(t, m, cmd, func() bool { return m.runUpd.Final && len(m.runUpd.Iterations) == 5 })
	s := screen(m)
	for _, want := range []string{"finished d9", "best ", "speedup", "◆ g1"} {
		if !strings.Contains(s, want) {
			t.Errorf("screen lacks %q:\n%s", want, s)
		}
	}
	if _, ok := m.bars.Snapshot(); !ok {
		t.Error("no searcher activity sampled")
	}
	// A message of an older run is dropped.
	old := m.runUpd
	old.RunID--
	old.Iterations = nil
	m.Update(runMsg{slot: -1, u: old})
	if len(m.runUpd.Iterations) != 5 {
		t.Error("a stale run's message was taken")
	}
}

func TestCompareRunsAndQuitStopsAll(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	p := m.sess.CompareConfigs()
	p[0].Depth, p[1].Depth = 9, 9
	p[0].HashMiB, p[1].HashMiB = 4, 4
	_ = m.sess.SetCompareConfigs(p)
	m.sess.SetSpeed(session.Unthrottled)
	cmd := press(m, "c")
	pump(t, m, cmd, func() bool {
		return m.cmp.Update(0).Final && m.cmp.Update(1).Final
	})
	s := screen(m)
	for _, want := range []string{"A · pvsplit ×16 sim", "B · pvfsplit ×16 sim", "At depth 9", "Speedup: pvsplit"} {
		if !strings.Contains(s, want) {
			t.Errorf("compare view lacks %q:\n%s", want, s)
		}
	}
	// Start long runs, then quit: every goroutine must end.
	p[0].Depth, p[1].Depth = 31, 31
	_ = m.sess.SetCompareConfigs(p)
	m.sess.SetSpeed(session.Slow)
	press(m, "r")
	_, cmd = m.Update(keyMsg("q"))
	if !settle(t, m, cmd) {
		t.Fatal("q does not quit")
	}
	for _, r := range m.sess.Comparison().Runs() {
		if !r.State().Ended() {
			t.Fatal("a run outlived quitting")
		}
	}
}

func TestPauseAndStep(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Depth = 21
	_ = m.sess.SetConfig(c)
	press(m, "space")
	if m.sess.Speed() != session.Paused {
		t.Fatal("space did not pause")
	}
	press(m, "r")
	r := m.sess.Run()
	time.Sleep(100 * time.Millisecond)
	snap, _ := r.Snapshot()
	press(m, ".")
	deadline := time.Now().Add(5 * time.Second)
	for {
		s2, _ := r.Snapshot()
		if s2.Now > snap.Now || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if s2, _ := r.Snapshot(); s2.Now <= snap.Now {
		t.Fatal(". did not step the simulation")
	}
	press(m, "s")
	select {
	case <-r.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("s did not stop the run")
	}
	press(m, "space")
	if m.sess.Speed() == session.Paused {
		t.Error("space did not resume")
	}
}

func TestSequentialRunScreen(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	_ = m.sess.SetConfig(session.Config{Algorithm: engine.MustParse(engine.Sequential), Depth: 7, HashMiB: 4})
	cmd := press(m, "r")
	pump(t, m, cmd, func() bool { return m.runUpd.Final })
	if s := screen(m); !strings.Contains(s, "one searcher") || !strings.Contains(s, "sequential engine") {
		t.Fatalf("sequential run screen:\n%s", s)
	}
}

func TestGameOverIsAnErrorLine(t *testing.T) {
	m := newModel(t, 120, 40)
	m.Update(tea.PasteMsg{Content: "B:W18:B"})
	press(m, "r")
	if !m.statusErr || !strings.Contains(screen(m), "no legal moves") {
		t.Fatalf("status %q", m.status)
	}
}

func TestLayoutPrefsRoundTrip(t *testing.T) {
	m := newModel(t, 120, 40)
	press(m, "f", "n", "tab", "tab", "tab")
	prefs := m.LayoutPrefs()
	sess, _ := session.New(session.Options{})
	defer sess.Close()
	m2 := New(sess, Options{Layout: prefs, Glyphs: boardview.ASCII})
	if !m2.board.Flip || !m2.board.Numbers || m2.focus != m.focus {
		t.Fatalf("layout not restored: %+v", prefs)
	}
	if m2.LayoutPrefs()["glyphs"] != "ascii" {
		t.Error("glyphs not remembered")
	}
}

func TestASCIIAndNoColorBoard(t *testing.T) {
	sess, _ := session.New(session.Options{})
	defer sess.Close()
	p := colorprofile.ASCII
	m := New(sess, Options{Profile: &p, Glyphs: boardview.ASCII})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	out := m.render()
	if strings.Contains(out, "●") || !strings.Contains(ansi.Strip(out), " b ") || !strings.Contains(ansi.Strip(out), " w ") {
		t.Fatal("ascii glyphs not used")
	}
	if !strings.Contains(out, "\x1b[7m") {
		t.Error("no reverse video for dark squares without colour")
	}
	if strings.Contains(out, "38;5;") || strings.Contains(out, "48;5;") {
		t.Error("colours used although the profile has none")
	}
	// The last move is marked with brackets instead of a colour: the
	// piece that moved stands between them on its new square.
	last, ok := sess.Line().LastMove()
	if !ok {
		t.Fatal("the first entry has no last move to mark")
	}
	pos := sess.Position().Value().(checkers.Position)
	lastMove, _ := session.CheckersMove(sess.Line().Positions[sess.Line().Ply-1], last)
	letter := map[checkers.Piece]string{checkers.BlackMan: "b", checkers.BlackKing: "B", checkers.WhiteMan: "w", checkers.WhiteKing: "W"}[pos.At(lastMove.To)]
	if want := "(" + letter + ")"; letter == "" || !strings.Contains(ansi.Strip(out), want) {
		t.Errorf("last move %v not marked: no %q on the board\n%s", last, want, ansi.Strip(out))
	}
}

func TestFrameExactSizes(t *testing.T) {
	st := New(mustSession(t), Options{}).st
	for _, sz := range [][2]int{{4, 2}, {10, 3}, {40, 12}} {
		box := frame.Box(st, "a long title that will not fit", "note", "content\nmore", sz[0], sz[1], true)
		checkSize(t, box, sz[0], sz[1])
	}
}

func mustSession(t *testing.T) *session.Session {
	s, err := session.New(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// TestStatusWarnsOversubscribed: a real configuration with more searchers
// than CPUs says so in the status line as it is chosen, since its
// speedups would mislead; a simulated one does not.
func TestStatusWarnsOversubscribed(t *testing.T) {
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Sim, c.Searchers = false, runtime.NumCPU()+1
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	press(m, "d")
	if !strings.Contains(m.status, "timings then say nothing about speedup") {
		t.Errorf("status %q", m.status)
	}
	press(m, "e") // back to the simulator
	if !m.sess.Config().Sim || strings.Contains(m.status, "warning") {
		t.Errorf("simulated: status %q", m.status)
	}
}
