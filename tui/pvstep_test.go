package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"frontier/search/engine"
	"frontier/tui/format"
	"frontier/tui/pv"
)

// inOrder reports whether every word of words occurs in s, in order.
func inOrder(s string, words []string) bool {
	for _, w := range words {
		i := strings.Index(s, w)
		if i < 0 {
			return false
		}
		s = s[i+len(w):]
	}
	return true
}

// The analysis pane shows the whole principal variation, not its first
// moves; i steps through it on the board (→ plays the next move, the
// move marked and named under the board), esc leaves; V shows scores
// from Black, said next to them.
func TestFullPVSteppable(t *testing.T) {
	noLeak(t)
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		m := newModel(t, size[0], size[1])
		c := m.sess.Config()
		c.Algorithm = engine.MustParse(engine.Sequential)
		if err := m.sess.SetConfig(c); err != nil {
			t.Fatal(err)
		}
		m.setFocus(panePV)
		runToEnd(t, m)
		its := m.runUpd.Iterations
		it := its[len(its)-1]
		if len(it.PV) < 6 {
			t.Fatalf("a PV of %d moves proves nothing: %v", len(it.PV), it.PV)
		}
		pane := ansi.Strip(m.pv.View())
		if !inOrder(pane, it.PV) {
			t.Fatalf("%dx%d: the pane does not show the whole PV %v:\n%s", size[0], size[1], it.PV, pane)
		}
		root, ply := m.sess.Position(), m.sess.Line().Ply
		press(m, "i")
		if !m.pv.Stepping() {
			t.Fatalf("i did not start stepping: %s", m.status)
		}
		press(m, "right", "right")
		want := root
		for _, mv := range it.PV[:3] {
			want, _ = want.Play(mv)
		}
		pos, _, move, at, _, ok := m.stepPosition()
		if !ok || pos.String() != want.String() || move != it.PV[2] || at != 3 {
			t.Fatalf("after → →: %v at %d (%s), want %s after %v", ok, at, move, want, it.PV[:3])
		}
		if s := screen(m); !strings.Contains(s, "PV move 3/") || !strings.Contains(s, "line 1 move 3/") {
			t.Fatalf("the board does not say which PV move it shows:\n%s", s)
		}
		if m.sess.Line().Ply != ply {
			t.Fatal("stepping moved the game's ply")
		}
		press(m, "esc")
		if m.pv.Stepping() || strings.Contains(screen(m), "PV move") {
			t.Fatal("esc did not leave stepping")
		}
		press(m, "V")
		if m.pv.Viewpoint() != pv.First || !strings.Contains(ansi.Strip(m.pv.View()), "scores for Black") {
			t.Fatalf("V: viewpoint %v, pane:\n%s", m.pv.Viewpoint(), ansi.Strip(m.pv.View()))
		}
		want1 := it.Score
		if root.Side() == 1 {
			want1 = -want1
		}
		if got := m.pv.Score(it.Score); got != format.Score(want1) {
			t.Fatalf("score for Black %s, want %s", got, format.Score(want1))
		}
	}
}

// N asks for the best N moves of the sequential engine: the pane shows
// each line whole under its number.
func TestMultiPVPane(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Algorithm = engine.MustParse(engine.Sequential)
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	press(m, "N", "N")
	if m.sess.Config().Lines != 3 {
		t.Fatalf("N N: %d lines", m.sess.Config().Lines)
	}
	runToEnd(t, m)
	its := m.runUpd.Iterations
	it := its[len(its)-1]
	if len(it.Lines) != 3 {
		t.Fatalf("%d lines", len(it.Lines))
	}
	pane := ansi.Strip(m.pv.View())
	for i, l := range it.Lines {
		if !inOrder(pane, l.PV) || !strings.Contains(pane, string(rune('1'+i))+" "+m.pv.Score(l.Score)) {
			t.Fatalf("line %d %v not shown whole:\n%s", i+1, l.PV, pane)
		}
	}
	press(m, "i", "down", "right")
	played, line, ok := m.pv.StepMoves()
	if !ok || line[0] != it.Lines[1].PV[0] || len(played) != 2 {
		t.Fatalf("stepping the second line: %v of %v", played, line)
	}
}

// A click on a move of the lines steps to it on the board; a click on
// the board leaves stepping.
func TestClickPVMove(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Algorithm = engine.MustParse(engine.Sequential)
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	runToEnd(t, m)
	it := m.runUpd.Iterations[len(m.runUpd.Iterations)-1]
	l := m.layout()
	r, _ := l.rect(panePV)
	in := r.Inner()
	rows := strings.Split(screen(m), "\n")
	third := it.PV[2]
	x, y := -1, -1
	// The lines are above the table's header; the third move of the
	// first line is numbered ("7.16x23") or not, after a space.
	for row := in.Y + 1; row < in.Y+in.H && x < 0; row++ {
		line := string([]rune(rows[row])[in.X : in.X+in.W])
		if strings.Contains(line, "score") {
			break
		}
		for _, before := range []string{".", " "} {
			if i := strings.Index(line, before+third); i >= 0 && x < 0 {
				x, y = in.X+len([]rune(line[:i]))+2, row
			}
		}
	}
	if x < 0 {
		t.Fatalf("the third move %s is not in the first rows of the pane:\n%s", third, screen(m))
	}
	click(m, x, y)
	played, _, ok := m.pv.StepMoves()
	if !ok || len(played) != 3 || played[2] != third {
		t.Fatalf("a click on %s: stepping %v at %v", third, ok, played)
	}
	if !strings.Contains(screen(m), "PV move 3/") {
		t.Fatal("the board does not show the move clicked")
	}
	b, _ := l.rect(paneBoard)
	click(m, b.X+2, b.Y+2)
	if m.pv.Stepping() {
		t.Fatal("a click on the board did not leave stepping")
	}
}

// TestViewKeysKeepStepping: the view's keys (square numbers, whose
// scores, flip, the searchers' timeline, help) change how the stepped
// position is shown and keep the place in the line (issue 24 bug 9).
func TestViewKeysKeepStepping(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Algorithm = engine.MustParse(engine.Sequential)
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	runToEnd(t, m)
	press(m, "i", "right", "right")
	for _, k := range []string{"n", "V", "f", "v", "?", "esc"} {
		press(m, k)
		if played, _, ok := m.pv.StepMoves(); !ok || len(played) != 3 {
			t.Fatalf("after %s: stepping %v at %v", k, ok, played)
		}
	}
	if !m.board.Numbers || !m.board.Flip || !m.showTimeline {
		t.Errorf("the view keys did not act: numbers %v flip %v timeline %v", m.board.Numbers, m.board.Flip, m.showTimeline)
	}
}

// TestEnterAddsPV: enter while stepping adds the line's moves up to the
// one shown to the game, as a variation beside the game's own move, and
// the board stays on the position stepped to (issue 24: Enter re-ran
// the search).
func TestEnterAddsPV(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Algorithm = engine.MustParse(engine.Sequential)
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	runToEnd(t, m)
	l := m.sess.Line()
	ply, next := l.Ply, l.Moves[l.Ply]
	press(m, "i", "right", "right")
	want, _, _, _, _, _ := m.stepPosition()
	played, _, _ := m.pv.StepMoves()
	press(m, "enter")
	if m.pv.Stepping() || m.sess.Line().Ply != ply+3 || m.sess.Position().String() != want.String() {
		t.Fatalf("enter: stepping %v, ply %d (want %d), position %s (want %s)", m.pv.Stepping(), m.sess.Line().Ply, ply+3, m.sess.Position(), want)
	}
	if got := m.sess.Line().Moves[ply : ply+3]; strings.Join(got, " ") != strings.Join(played, " ") {
		t.Fatalf("the game's moves %v, want the PV's %v", got, played)
	}
	if played[0] != next && (!m.sess.Line().InVariation() || !strings.Contains(m.status, "as a variation")) {
		t.Fatalf("the PV %v beside the game's %s: variation %v, status %q", played, next, m.sess.Line().InVariation(), m.status)
	}
	if !m.sess.Line().Unsaved() {
		t.Error("the line added is not unsaved work")
	}
}
