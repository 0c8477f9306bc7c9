package tui

import (
	"context"
	"math"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/search/games"
	"frontier/session"
	"frontier/tui/evalgraph"
)

// worstMove is the move of the current position that the game analysis
// judges worst at depth: the one leaving the opponent the best score.
func worstMove(t *testing.T, m *Model, depth int) string {
	t.Helper()
	pos := m.sess.Position()
	worst, best := "", math.MinInt
	for _, mv := range pos.Moves() {
		next, err := pos.Play(mv)
		if err != nil {
			t.Fatal(err)
		}
		l := session.Line{Start: next, Positions: []games.Position{next}}
		a, err := session.NewGameAnalysis(&l, session.GameAnalysisOptions{Depth: depth, HashMiB: 4})
		if err != nil {
			t.Fatal(err)
		}
		ps, err := a.Analyse(context.Background(), 0)
		a.Close()
		if err != nil {
			t.Fatal(err)
		}
		if ps.Score > best { // the opponent's score: the higher, the worse the move
			worst, best = mv, ps.Score
		}
	}
	return worst
}

// B analyses every position of the line in the background: the graph
// appears under the moves with its caption, the marks in the move list;
// B again stops it, and B resumes it; opening another game drops it.
func TestGameAnalysisKeys(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Depth = 5
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	// A game that ends with a poor move: the current position, set up
	// as a position of its own, and its worst move.
	worst := worstMove(t, m, 5)
	if err := m.sess.SetPosition(m.sess.Position().String()); err != nil {
		t.Fatal(err)
	}
	if err := m.sess.Play(worst); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	l := m.sess.Line()
	ply := l.Ply - 1
	first := press(m, "B") // the command of the first position: run below
	if m.ga == nil || !m.ga.running {
		t.Fatalf("E did not start the analysis: %s", m.status)
	}
	press(m, "B")
	if m.ga.running {
		t.Fatal("E did not stop the analysis")
	}
	cmd := tea.Batch(first, press(m, "B"))
	pump(t, m, cmd, func() bool { return !m.ga.running && !m.ga.inflight })
	if got, want := m.ga.a.Next(), len(l.Positions); got != want {
		t.Fatalf("%d of %d positions analysed: %s", got, want, m.status)
	}
	mk, ok := m.ga.a.Mark(ply)
	if !ok || mk.Glyph == "" {
		t.Fatalf("the worst move %s is not marked: %+v", worst, mk)
	}
	if moves := ansi.Strip(m.moves.View()); !strings.Contains(moves, worst+mk.Glyph) {
		t.Fatalf("the move list does not show %s%s:\n%s", worst, mk.Glyph, moves)
	}
	s := screen(m)
	if !regexp.MustCompile(`Black [-+]\d+ d5`).MatchString(s) || !strings.Contains(s, worst+mk.Glyph) {
		t.Fatalf("no graph caption or mark on screen:\n%s", s)
	}
	// A click on the graph goes to the position of its column.
	lay := m.layout()
	r, _ := lay.rect(paneMoves)
	in := r.Inner()
	n := m.ga.a.Len()
	for _, col := range []int{0, min(n, in.W) - 1} {
		click(m, in.X+col, in.Y+in.H-1)
		if want := evalgraph.PointAt(n, in.W, col); m.sess.Line().Ply != want {
			t.Fatalf("a click on column %d of the graph: ply %d, want %d", col, m.sess.Line().Ply, want)
		}
	}
	if m.sess.Line().Ply != n-1 {
		t.Fatalf("the last column is ply %d, not the last position %d", m.sess.Line().Ply, n-1)
	}
	// Stepping keeps it; another game drops it.
	press(m, "left")
	if m.ga == nil {
		t.Fatal("stepping through the same game dropped its analysis")
	}
	m.openEntry(1)
	press(m, "d") // the position's moves are not saved: discarded
	if m.ga != nil || m.moves.Marks != nil || regexp.MustCompile(`Black [-+]\d+ d5`).MatchString(screen(m)) {
		t.Fatal("the analysis of the previous game is still shown")
	}
}

// In a game with a variation the analysis is of the main line, as
// lichess analyses a game; in the variation the graph says it is not
// analysed and shows no position, and a click on it returns to the main
// line.
func TestGameAnalysisMainLine(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Depth = 1
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	main, _ := session.MainLine(m.sess.Line())
	next, _ := m.sess.Line().NextMove()
	var other string
	for _, mv := range m.sess.Position().Moves() {
		if mv != next {
			other = mv
		}
	}
	if err := m.sess.Play(other); err != nil {
		t.Fatal(err)
	}
	m.syncLine()
	if !m.sess.Line().InVariation() {
		t.Fatalf("%s instead of the game's %s did not start a variation", other, next)
	}
	cmd := press(m, "B")
	pump(t, m, cmd, func() bool { return m.ga != nil && !m.ga.running && !m.ga.inflight })
	if got := m.ga.a.Len(); got != len(main)+1 {
		t.Fatalf("%d positions analysed, the main line has %d", got, len(main)+1)
	}
	if !strings.Contains(screen(m), "variation: no score") {
		t.Fatalf("the graph does not say the variation is not analysed:\n%s", screen(m))
	}
	lay := m.layout()
	r, _ := lay.rect(paneMoves)
	in := r.Inner()
	click(m, in.X, in.Y+in.H-1)
	if l := m.sess.Line(); l.InVariation() || l.Ply != evalgraph.PointAt(len(main)+1, in.W, 0) {
		t.Fatalf("a click on the graph: ply %d, in a variation %v", l.Ply, l.InVariation())
	}
}

// TestGameReview: when B has analysed the whole game the status line
// and the graph give the review, per side its accuracy and its marks,
// as frontier analyse counts them; at 120×40 the games list makes room
// for a graph of at least nine rows (issue 24).
func TestGameReview(t *testing.T) {
	noLeak(t)
	m := newModel(t, 120, 40)
	c := m.sess.Config()
	c.Depth = 3
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	if err := m.sess.OpenID("game19"); err != nil { // 10 plies
		t.Fatal(err)
	}
	m.syncLine()
	lay0 := m.layout()
	before, _ := lay0.rect(paneMoves)
	pump(t, m, press(m, "B"), func() bool { return !m.ga.running && !m.ga.inflight })
	review := regexp.MustCompile(`Black \d+% · \d+ \?\? \d+ \? \d+ \?! · White \d+% · \d+ \?\? \d+ \? \d+ \?!`)
	if !review.MatchString(m.status) {
		t.Fatalf("the end of B says no review: %q", m.status)
	}
	lay := m.layout()
	r, _ := lay.rect(paneMoves)
	if r.H <= before.H {
		t.Errorf("the moves pane did not grow for the graph: %d rows, %d before", r.H, before.H)
	}
	if gh := m.graphHeight(r.H - 2); gh-graphHead(gh) < 9 {
		t.Errorf("a graph of %d rows, a plot of %d", gh, gh-graphHead(gh))
	}
	s := paneText(m, paneMoves)
	if !regexp.MustCompile(`Black \d+% · `).MatchString(s) || !regexp.MustCompile(`White \d+% · `).MatchString(s) || strings.Contains(s, "so far") {
		t.Errorf("the graph shows no review:\n%s", s)
	}
}
