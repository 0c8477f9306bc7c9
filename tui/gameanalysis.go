package tui

// Game analysis (B, a blunder check): the engine over every position of the game in the
// background, one position per command so that Update never waits, the
// evaluation graph under the move list and the marks (??, ?, ?!) in it.

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/search/games"
	"frontier/session"
)

// gameAnalysis is the analysis of one line of the session.
type gameAnalysis struct {
	id     uint64
	a      *session.GameAnalysis
	start  uint64   // the line's start position's key
	moves  []string // and its moves: the analysis belongs to them
	opt    session.GameAnalysisOptions
	ctx    context.Context
	cancel context.CancelFunc
	// running: the user wants it to go on; inflight: a command is
	// analysing a position (the engine is its until the message comes).
	running, inflight bool
}

// gameAnalysedMsg brings a position's analysis back to Update.
type gameAnalysedMsg struct {
	id  uint64
	ps  session.PlyScore
	err error
}

// gameAnalysisDepth is the depth per position when the configuration
// sets no limit: a few seconds for a game of a hundred moves on one core.
func gameAnalysisDepth(g games.Game) int {
	switch g.Name() {
	case "checkers":
		return 11
	case "chess":
		return 5
	}
	return 7
}

// gameAnalysisOptions analyse with the sequential engine to the next
// run's depth or time, else to gameAnalysisDepth.
func (m *Model) gameAnalysisOptions() session.GameAnalysisOptions {
	c := m.sess.Config()
	o := session.GameAnalysisOptions{Depth: c.Depth, Time: c.Time, HashMiB: 32}
	if o.Depth == 0 && o.Time == 0 {
		o.Depth = gameAnalysisDepth(m.sess.Game())
	}
	return o
}

// gaCurrent reports whether the game analysis is of the line shown.
func (m *Model) gaCurrent() bool {
	if m.ga == nil {
		return false
	}
	l := m.sess.Line()
	return m.ga.start == l.Start.Key() && mainIs(l, m.ga.moves)
}

// toggleGameAnalysis starts the analysis of the game, resumes it, or
// stops it.
func (m *Model) toggleGameAnalysis() tea.Cmd {
	if m.inGame() {
		m.setError(errors.New("game analysis: leave the game first (X); a saved game can be analysed from the games list"))
		return nil
	}
	if m.gaCurrent() && m.ga.running {
		m.ga.running = false
		m.ga.cancel()
		return m.setInfo(fmt.Sprintf("game analysis stopped at position %d/%d · B resumes", m.ga.a.Next(), m.ga.a.Len()))
	}
	l := m.sess.Line()
	if !m.gaCurrent() || m.ga.a.Next() >= m.ga.a.Len() {
		if moves, _ := session.MainLine(l); len(moves) == 0 {
			m.setError(errors.New("game analysis: the line has no moves; open a game (G lists them) or play some"))
			return nil
		}
		m.dropGameAnalysis()
		opt := m.gameAnalysisOptions()
		a, err := session.NewGameAnalysis(l, opt)
		if err != nil {
			m.setError(err)
			return nil
		}
		m.gaSeq++
		m.ga = &gameAnalysis{id: m.gaSeq, a: a, start: l.Start.Key(), moves: slices.Clone(a.Moves()), opt: opt}
	}
	m.ga.running = true
	limit := fmt.Sprintf("depth %d", m.ga.opt.Depth)
	if m.ga.opt.Depth == 0 {
		limit = m.ga.opt.Time.String()
	}
	info := m.setInfo(fmt.Sprintf("analysing the game: %d positions, seq %s each · B stops", m.ga.a.Len(), limit))
	if m.ga.inflight {
		return info // the cancelled command's message restarts it
	}
	return tea.Batch(info, m.analyseNext())
}

// analyseNext analyses the next position in a command, or ends.
func (m *Model) analyseNext() tea.Cmd {
	g := m.ga
	i := g.a.Next()
	if i >= g.a.Len() {
		g.running = false
		return m.setInfo("game analysed: " + m.gaSummary() + " · the graph is under the moves")
	}
	if g.ctx == nil || g.ctx.Err() != nil {
		g.ctx, g.cancel = context.WithCancel(m.ctx)
	}
	g.inflight = true
	a, ctx, id := g.a, g.ctx, g.id
	return func() tea.Msg {
		ps, err := a.Analyse(ctx, i)
		return gameAnalysedMsg{id: id, ps: ps, err: err}
	}
}

// onGameAnalysed records a position's analysis and asks for the next.
func (m *Model) onGameAnalysed(msg gameAnalysedMsg) tea.Cmd {
	g := m.ga
	if g == nil || msg.id != g.id {
		return nil // an analysis dropped since
	}
	g.inflight = false
	switch {
	case msg.err != nil && errors.Is(msg.err, context.Canceled) && g.running:
		return m.analyseNext() // stopped, then resumed before it ended
	case msg.err != nil && errors.Is(msg.err, context.Canceled):
		return nil
	case msg.err != nil:
		g.running = false
		m.setError(msg.err)
		return nil
	}
	g.a.Record(msg.ps)
	m.setMoveMarks()
	if !g.running {
		return nil
	}
	return m.analyseNext()
}

// dropGameAnalysis stops and forgets the analysis.
func (m *Model) dropGameAnalysis() {
	if m.ga == nil {
		return
	}
	if m.ga.cancel != nil {
		m.ga.cancel()
	}
	m.ga = nil
	m.moves.Marks = nil
}

// syncGameAnalysis forgets an analysis of a line no longer shown; the
// move list's marks follow.
func (m *Model) syncGameAnalysis() {
	if m.ga != nil && !m.gaCurrent() {
		m.dropGameAnalysis()
	}
	m.setMoveMarks()
}

// setMoveMarks gives the move list the analysis's marks.
func (m *Model) setMoveMarks() {
	if !m.gaCurrent() {
		m.moves.Marks = nil
		return
	}
	marks := map[int]string{}
	for i := range m.ga.moves {
		if mk, ok := m.ga.a.Mark(i); ok && mk.Glyph != "" {
			marks[i] = mk.Glyph
		}
	}
	m.moves.Marks = marks
	m.moves.SetLine(m.st, m.sess.Line())
}

// gaSummary counts the marks: "2 blunders, 1 mistake, 3 inaccuracies".
func (m *Model) gaSummary() string {
	r := m.ga.a.Review()
	g := m.sess.Line().Game()
	var parts []string
	for s, sr := range r.Sides {
		parts = append(parts, sideReview(g.SideName(s), sr))
	}
	return strings.Join(parts, " · ")
}

// sideReview is one side's review on one line: "Black 91% · 0 ?? 1 ?
// 2 ?!" (accuracy, then the marks of its moves).
func sideReview(side string, sr session.SideReview) string {
	acc := "—"
	if sr.Moves > 0 {
		acc = fmt.Sprintf("%.0f%%", sr.Accuracy)
	}
	return fmt.Sprintf("%s %s · %d ?? %d ? %d ?!", side, acc, sr.Blunders, sr.Mistakes, sr.Inaccuracies)
}

// reviewLines are the graph's review lines: per side its accuracy and
// marks, "so far" while the analysis has not reached the end.
func (m *Model) reviewLines(w int) []string {
	r := m.ga.a.Review()
	g := m.sess.Line().Game()
	lines := make([]string, 0, 2)
	for s, sr := range r.Sides {
		line := sideReview(g.SideName(s), sr)
		if !r.Complete && s == 1 {
			line += " so far"
		}
		lines = append(lines, m.st.Bold.Render(line))
	}
	return lines
}

// mainIs reports whether the main line of l plays moves, without
// building it: the model asks after every message.
func mainIs(l *session.Line, moves []string) bool {
	if len(l.Path) == 0 {
		return slices.Equal(l.Moves, moves)
	}
	n := l.Path[0]
	for _, mv := range moves {
		if len(n.Children) == 0 || n.Children[0].Move != mv {
			return false
		}
		n = n.Children[0]
	}
	return len(n.Children) == 0
}

// mainPly is the current position's ply on the main line; ok is false
// in a variation, which the analysis of the game does not cover.
func mainPly(l *session.Line) (int, bool) {
	if len(l.Path) > 0 && l.InVariation() {
		return 0, false
	}
	return l.Ply, true
}

// goToMain makes the main line's position after ply moves the current
// one.
func (m *Model) goToMain(ply int) {
	l := m.sess.Line()
	if len(l.Path) == 0 {
		m.sess.SetPly(ply)
		return
	}
	n := l.Path[0]
	for i := 0; i < ply && len(n.Children) > 0; i++ {
		n = n.Children[0]
	}
	if err := m.sess.GoTo(n); err != nil {
		m.setError(err)
	}
}
