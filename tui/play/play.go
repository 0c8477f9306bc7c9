// Package play draws the workstation's play mode: the setup form of a
// game against the engine and the game panel (players, clocks, result,
// the move being typed, the moves played). It only shows a
// session.PlayGame and edits a session.PlaySetup; the game itself, and
// the engine's search, live in package session.
package play

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// TimeChoices are the time controls the setup offers: fixed times a
// move, then game clocks with an increment.
var TimeChoices = []session.PlayTime{
	{PerMove: time.Second},
	{PerMove: 2 * time.Second},
	{PerMove: 5 * time.Second},
	{PerMove: 10 * time.Second},
	{Base: time.Minute, Increment: time.Second},
	{Base: 3 * time.Minute, Increment: 2 * time.Second},
	{Base: 5 * time.Minute, Increment: 3 * time.Second},
	{Base: 15 * time.Minute, Increment: 5 * time.Second},
}

// searcherChoices are the searcher counts offered: the powers of two up
// to the most an engine may have.
var searcherChoices = func() []int {
	var out []int
	for p := 1; p <= engine.MaxP; p *= 2 {
		out = append(out, p)
	}
	return out
}()

// The rows of the setup form.
const (
	rowStart = iota
	rowBallot
	rowSide
	rowAlgo
	rowSearchers
	rowExec
	rowTime
	numRows
)

// Setup is the form that configures a new game. The UI feeds it keys
// and starts the game with Value when the person presses enter.
type Setup struct {
	value   session.PlaySetup
	ballots []assets.Ballot
	ballot  int // index into ballots
	timeIx  int
	row     int
}

// NewSetup returns a form filled with last (a previous game's setup, or
// session.DefaultPlaySetup).
func NewSetup(last session.PlaySetup) *Setup {
	s := &Setup{value: last, ballots: assets.PlayableBallots()}
	for i, b := range s.ballots {
		if b.Number == last.Ballot {
			s.ballot = i
		}
	}
	if i := slices.Index(TimeChoices, last.Time); i >= 0 {
		s.timeIx = i
	}
	s.value.Time = TimeChoices[s.timeIx]
	return s
}

// Value is the setup the form shows.
func (s *Setup) Value() session.PlaySetup { return s.value }

// Up and Down move between rows.
func (s *Setup) Up()   { s.row = (s.row + numRows - 1) % numRows }
func (s *Setup) Down() { s.row = (s.row + 1) % numRows }

// Change steps the current row's value by d (±1; ±10 for ballots with
// the page keys).
func (s *Setup) Change(d int) {
	v := &s.value
	switch s.row {
	case rowStart:
		v.From = session.StartFrom((int(v.From) + d + 3) % 3)
	case rowBallot:
		n := len(s.ballots)
		s.ballot = ((s.ballot+d)%n + n) % n
		v.From = session.FromBallot
	case rowSide:
		v.Human = v.Human.Other()
	case rowAlgo:
		algos := engine.Names()
		i := slices.Index(algos, v.Engine.Algorithm)
		v.Engine.Algorithm = algos[((i+d)%len(algos)+len(algos))%len(algos)]
	case rowSearchers:
		i := slices.Index(searcherChoices, v.Engine.Searchers)
		if i < 0 {
			i = 2
		}
		v.Engine.Searchers = searcherChoices[max(0, min(len(searcherChoices)-1, i+d))]
	case rowExec:
		v.Engine.Sim = !v.Engine.Sim
	case rowTime:
		n := len(TimeChoices)
		s.timeIx = ((s.timeIx+d)%n + n) % n
		v.Time = TimeChoices[s.timeIx]
	}
	v.Ballot = s.ballots[s.ballot].Number
}

// View draws the form in w×h.
func (s *Setup) View(st *styles.Styles, w, h int) string {
	v := s.value
	b := s.ballots[s.ballot]
	ballot := fmt.Sprintf("#%d  %s", b.Number, strings.Join(b.Moves, " "))
	if b.Name != "" {
		ballot += "  " + b.Name
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
	rows := [numRows][2]string{
		{"Start from", v.From.String()},
		{"Ballot", ballot + fmt.Sprintf("  (%d of %d)", s.ballot+1, len(s.ballots))},
		{"You play", v.Human.String()},
		{"Engine", v.Engine.Algorithm},
		{"Searchers", searchers},
		{"Executor", exec},
		{"Time", tc},
	}
	var out []string
	out = append(out, st.Title.Render("Play against the engine"), "")
	for i, r := range rows {
		label := fmt.Sprintf("%-11s", r[0])
		val := r[1]
		if i == rowBallot && v.From != session.FromBallot {
			val = st.Dim.Render(val)
		}
		line := "  " + label + " ‹ " + val + " ›"
		if i == s.row {
			line = st.Selected.Render("▸ "+label) + " ‹ " + st.Accent.Render(r[1]) + " ›"
		}
		out = append(out, frame.Fit(line, w))
	}
	out = append(out, "", st.Dim.Render("↑↓ choose · ←→ change (pgup/pgdn: ballots by 10) · enter starts · esc cancels"))
	out = append(out, st.Dim.Render("In the game: type 11-15 or 15x24 and enter, or click a piece and its square,"))
	out = append(out, st.Dim.Render("or move the cursor with the arrows and press enter on each square."))
	return frame.Block(strings.Join(out, "\n"), w, h)
}

// Input is the move being typed.
type Input struct {
	Text string
}

// Add appends a typed character if it can be part of a move.
func (in *Input) Add(r rune) bool {
	if (r >= '0' && r <= '9') || r == '-' || r == 'x' {
		if len(in.Text) < 24 {
			in.Text += string(r)
		}
		return true
	}
	return false
}

// Back deletes the last character.
func (in *Input) Back() {
	if in.Text != "" {
		in.Text = in.Text[:len(in.Text)-1]
	}
}

// Info draws the game's header: who plays whom, the clocks, whose turn
// or the result, the hint and the move being typed.
func Info(st *styles.Styles, g *session.PlayGame, hint string, in Input, w int) []string {
	if g == nil {
		return nil
	}
	su := g.Setup()
	name := func(c checkers.Color) string {
		if c == su.Human {
			return su.Name
		}
		return su.Engine.Label()
	}
	pos := g.Position()
	turn := pos.SideToMove()
	out := g.Outcome()
	clock := func(c checkers.Color) string {
		if !su.Time.Clocked() {
			return ""
		}
		return " " + Clock(g.Clock()[c])
	}
	side := func(c checkers.Color, glyph string) string {
		mark := "  "
		if !out.Over && c == turn {
			mark = st.Accent.Render("▸ ")
		}
		// The clock is what a player looks at: the name gives way to it
		// in a narrow pane.
		ck := clock(c)
		return frame.Fit(mark+glyph+" "+c.String()+" "+name(c), w-ansi.StringWidth(ck)) + st.Bold.Render(ck)
	}
	lines := []string{side(checkers.Black, "●"), side(checkers.White, "○")}
	switch {
	case out.Over:
		res := "draw"
		if !out.Draw {
			res = out.Winner.String() + " wins"
			if out.Winner == su.Human {
				res = "you win"
			} else {
				res = "the engine wins"
			}
		}
		lines = append(lines, st.Title.Render(" "+string(out.Result())+" ")+" "+st.Bold.Render(res)+st.Dim.Render(" · "+out.Reason))
	case g.HumanToMove():
		prompt := st.Accent.Render("your move: ") + in.Text + "▏"
		lines = append(lines, frame.Fit(prompt, w))
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

// Clock writes a clock's time as m:ss, or s.t under ten seconds.
func Clock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	if d < 10*time.Second {
		return fmt.Sprintf("%.1fs", d.Seconds())
	}
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

// Moves draws the game's moves, numbered in pairs, the last lines that
// fit in h lines of width w.
func Moves(st *styles.Styles, g *session.PlayGame, w, h int) string {
	if g == nil || h <= 0 {
		return ""
	}
	moves := g.Moves()
	start := g.Start()
	ply0 := 0
	if start.SideToMove() == checkers.White {
		ply0 = 1 // the record starts with White's move: "1. ... 22-18"
	}
	var lines []string
	for i := -ply0; i < len(moves); i += 2 {
		n := (i+ply0)/2 + 1
		left := "..."
		if i >= 0 {
			left = moves[i].String()
		}
		right := ""
		if i+1 < len(moves) {
			right = moves[i+1].String()
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

// Panel draws the header and as many of the latest moves as fit in w×h.
func Panel(st *styles.Styles, g *session.PlayGame, hint string, in Input, w, h int) string {
	info := Info(st, g, hint, in, w)
	if len(info) >= h {
		return frame.Block(strings.Join(info[:h], "\n"), w, h)
	}
	return strings.Join(info, "\n") + "\n" + Moves(st, g, w, h-len(info))
}
