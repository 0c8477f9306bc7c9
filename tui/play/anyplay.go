package play

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/gameview"
	"frontier/tui/styles"
)

// This file is the play mode of the games other than checkers (Othello,
// tic-tac-toe, synthetic trees): the setup form of a session.AnyPlay and
// its panel. The checkers form and panel (play.go) know ballots, draws
// and PDN, which these games do not have.

// The rows of the setup form of the other games.
const (
	anyRowStart = iota
	anyRowSide
	anyRowAlgo
	anyRowSearchers
	anyRowExec
	anyRowTime
	anyRows
)

// AnySetup is the form that configures a game against the engine in a
// game other than checkers.
type AnySetup struct {
	game   engine.Game
	value  session.AnyPlaySetup
	timeIx int
	row    int
}

// NewAnySetup returns a form for game g filled with last (a previous
// game's setup, or session.DefaultAnyPlaySetup).
func NewAnySetup(g engine.Game, last session.AnyPlaySetup) *AnySetup {
	s := &AnySetup{game: g, value: last}
	if i := slices.Index(TimeChoices, last.Time); i >= 0 {
		s.timeIx = i
	}
	s.value.Time = TimeChoices[s.timeIx]
	return s
}

// Value is the setup the form shows.
func (s *AnySetup) Value() session.AnyPlaySetup { return s.value }

// Up and Down move between rows.
func (s *AnySetup) Up()   { s.row = (s.row + anyRows - 1) % anyRows }
func (s *AnySetup) Down() { s.row = (s.row + 1) % anyRows }

// Change steps the current row's value by d.
func (s *AnySetup) Change(d int) {
	v := &s.value
	switch s.row {
	case anyRowStart:
		v.FromCurrent = !v.FromCurrent
	case anyRowSide:
		v.Human = 1 - v.Human
	case anyRowAlgo:
		algos := engine.Names()
		i := slices.Index(algos, v.Engine.Algorithm)
		v.Engine.Algorithm = algos[((i+d)%len(algos)+len(algos))%len(algos)]
	case anyRowSearchers:
		i := slices.Index(searcherChoices, v.Engine.Searchers)
		if i < 0 {
			i = 2
		}
		v.Engine.Searchers = searcherChoices[max(0, min(len(searcherChoices)-1, i+d))]
	case anyRowExec:
		v.Engine.Sim = !v.Engine.Sim
	case anyRowTime:
		n := len(TimeChoices)
		s.timeIx = ((s.timeIx+d)%n + n) % n
		v.Time = TimeChoices[s.timeIx]
	}
}

// View draws the form in w×h.
func (s *AnySetup) View(st *styles.Styles, w, h int) string {
	v := s.value
	start := "the start of " + s.game.Name()
	if v.FromCurrent {
		start = "the analysed position"
	}
	searchers := fmt.Sprint(v.Engine.Searchers)
	exec := "simulated (virtual time, deterministic)"
	if !v.Engine.Sim {
		exec = "real goroutines on this machine"
	}
	if !v.Engine.Parallel() {
		searchers, exec = "1 (sequential)", "this machine"
	}
	tc := v.Time.String()
	if v.Time.Clocked() {
		tc = "game clock " + tc + " each"
	} else {
		tc = "engine " + tc + " (you take your time)"
	}
	side := s.game.SideName(v.Human)
	if v.Human == 0 {
		side += " (moves first)"
	}
	rows := [anyRows][2]string{
		{"Start from", start},
		{"You play", side},
		{"Engine", v.Engine.Algorithm},
		{"Searchers", searchers},
		{"Executor", exec},
		{"Time", tc},
	}
	out := []string{st.Title.Render("Play " + s.game.Name() + " against the engine"), ""}
	for i, r := range rows {
		label := fmt.Sprintf("%-11s", r[0])
		line := "  " + label + " ‹ " + r[1] + " ›"
		if i == s.row {
			line = st.Selected.Render("▸ "+label) + " ‹ " + st.Accent.Render(r[1]) + " ›"
		}
		out = append(out, frame.Fit(line, w))
	}
	out = append(out, "", st.Dim.Render("↑↓ choose · ←→ change · enter starts · esc cancels"),
		st.Dim.Render("In the game: type a move ("+moveExample(s.game)+") and enter, or click a square,"),
		st.Dim.Render("or move the cursor with the arrows and press enter. When you must pass, enter passes."))
	return frame.Block(strings.Join(out, "\n"), w, h)
}

// moveExample is a move of g's start in its notation.
func moveExample(g engine.Game) string {
	if ms := g.Start().Moves(); len(ms) > 0 {
		return ms[0]
	}
	return "a move"
}

// AddAny appends a typed character to a move of a game other than
// checkers if it can be part of one: a digit, or one of letters (the
// game's column letters).
func (in *Input) AddAny(r rune, letters string) bool {
	if (r >= '0' && r <= '9') || strings.ContainsRune(letters, r) {
		if len(in.Text) < 8 {
			in.Text += string(r)
		}
		return true
	}
	return false
}

// AnyInfo draws the game's header: who plays whom with their glyphs and
// clocks, whose turn or the result, the hint and the move being typed.
func AnyInfo(st *styles.Styles, g *session.AnyPlay, hint string, in Input, ascii bool, w int) []string {
	if g == nil {
		return nil
	}
	su := g.Setup()
	pos := g.Position()
	out := g.Outcome()
	side := func(c int) string {
		mark := "  "
		if !out.Over && c == pos.Side() {
			mark = st.Accent.Render("▸ ")
			if ascii {
				mark = st.Accent.Render("> ")
			}
		}
		name := su.Engine.Label()
		if c == su.Human {
			name = su.Name
		}
		clock := ""
		if su.Time.Clocked() {
			clock = " " + Clock(g.Clock()[c])
		}
		// The clock is what a player looks at: the name gives way to it
		// in a narrow pane (a chess engine's "pvfsplit ×4 sim" is long).
		return frame.Fit(mark+gameview.Who(pos, c, ascii)+" "+name, w-ansi.StringWidth(clock)) + st.Bold.Render(clock)
	}
	lines := []string{side(0), side(1)}
	switch {
	case out.Over:
		lines = append(lines, frame.Fit(st.Title.Render(" game over ")+" "+st.Bold.Render(g.OutcomeText()), w))
	case g.MustPass():
		lines = append(lines, frame.Fit(st.Accent.Render("you have no move: enter passes"), w))
	case g.HumanToMove():
		lines = append(lines, frame.Fit(st.Accent.Render("your move: ")+in.Text+"▏", w))
	default:
		t := "engine thinking"
		if r := g.EngineRun(); r != nil {
			if its := r.Iterations(); len(its) > 0 {
				it := its[len(its)-1]
				t += fmt.Sprintf(" · d%d %s %s", it.Depth, it.Best, format.Score(it.Score))
			}
		}
		lines = append(lines, frame.Fit(st.Info.Render(t)+st.Dim.Render(" · m moves now"), w))
	}
	if hint != "" {
		lines = append(lines, frame.Fit(st.Dim.Render("hint ")+st.Accent.Render(hint), w))
	}
	return lines
}

// AnyMoves draws the game's moves, numbered in pairs, the last lines
// that fit in h lines of width w.
func AnyMoves(st *styles.Styles, g *session.AnyPlay, w, h int) string {
	if g == nil || h <= 0 {
		return ""
	}
	moves := g.Moves()
	ply0 := g.Start().Side() // 1: the record starts with the second player's move
	var lines []string
	for i := -ply0; i < len(moves); i += 2 {
		n := (i+ply0)/2 + 1
		left := "..."
		if i >= 0 {
			left = moves[i]
		}
		right := ""
		if i+1 < len(moves) {
			right = moves[i+1]
		}
		lines = append(lines, fmt.Sprintf("%3d. %-8s %s", n, left, right))
	}
	if len(lines) == 0 {
		lines = []string{st.Dim.Render("no moves yet")}
	}
	if len(lines) > h {
		lines = lines[len(lines)-h:]
	}
	for i := range lines {
		lines[i] = frame.Fit(lines[i], w)
	}
	return frame.Block(strings.Join(lines, "\n"), w, h)
}

// AnyPanel draws the header and as many of the latest moves as fit in
// w×h.
func AnyPanel(st *styles.Styles, g *session.AnyPlay, hint string, in Input, ascii bool, w, h int) string {
	info := AnyInfo(st, g, hint, in, ascii, w)
	if len(info) >= h {
		return frame.Block(strings.Join(info[:h], "\n"), w, h)
	}
	return strings.Join(info, "\n") + "\n" + AnyMoves(st, g, w, h-len(info))
}
