package play

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"

	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/gameview"
	"frontier/tui/styles"
)

// Input is the move being typed.
type Input struct {
	Text string
}

// Add appends a typed character if it can be part of a checkers move:
// a digit, '-' or 'x'.
func (in *Input) Add(r rune) bool { return in.AddAny(r, "-x") }

// AddAny appends a typed character if it can be part of a move: a digit,
// or one of letters (checkers' "-x", a board's column letters).
func (in *Input) AddAny(r rune, letters string) bool {
	if (r >= '0' && r <= '9') || strings.ContainsRune(letters, r) {
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

// who names side of p's game with its glyph: checkers' discs, or the
// game view's glyphs of the other games.
func who(p games.Position, side int, ascii bool) string {
	if _, ok := p.Value().(checkers.Position); ok {
		glyph := [2]string{"●", "○"}
		if ascii {
			glyph = [2]string{"b", "w"}
		}
		return glyph[side&1] + " " + p.Game().SideName(side)
	}
	return gameview.Who(p, side, ascii)
}

// Info draws the game's header: who plays whom with their clocks (both
// always shown whole, the names giving way in a narrow pane), whose turn
// or the result, the hint and the move being typed.
func Info(st *styles.Styles, g *session.PlayGame, hint string, in Input, ascii bool, w int) []string {
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
		if lv := su.LevelOf(); lv.Depth > 0 {
			name += " · " + lv.Name
		}
		if c == su.Human {
			name = su.Name
		}
		clock := ""
		if su.Time.Clocked() {
			clock = " " + Clock(g.Clock()[c])
		}
		return frame.Fit(mark+who(pos, c, ascii)+" "+name, w-ansi.StringWidth(clock)) + st.Bold.Render(clock)
	}
	lines := []string{side(0), side(1)}
	switch {
	case out.Over:
		// The result and why, whole: wrapped, not cut.
		text := ansi.Wordwrap(st.Title.Render(" game over ")+" "+st.Bold.Render(g.OutcomeText()), w, " ")
		for _, l := range strings.Split(text, "\n") {
			lines = append(lines, frame.Fit(l, w))
		}
	case g.MustPass():
		lines = append(lines, frame.Fit(st.Accent.Render("you have no move: enter passes"), w))
	case g.HumanToMove():
		lines = append(lines, frame.Fit(st.Accent.Render("your move: ")+in.Text+"▏", w))
	default:
		t := "engine thinking"
		if r := g.EngineRun(); r != nil {
			if its := r.Iterations(); len(its) > 0 {
				it := its[len(its)-1]
				t += fmt.Sprintf(" · d%d %s %s", it.Depth, it.Best, format.GameScore(g.Game().Name(), it.Score))
			}
		}
		lines = append(lines, frame.Fit(st.Info.Render(t)+st.Dim.Render(" · m moves now"), w))
	}
	if hint != "" {
		lines = append(lines, frame.Fit(st.Dim.Render("hint ")+st.Accent.Render(hint), w))
	}
	return lines
}

// TimeText writes a time control as players do: a clock as minutes and
// seconds of increment, "5+3"; a time a move as "1s/move".
func TimeText(t session.PlayTime) string {
	if !t.Clocked() {
		return t.String()
	}
	return strconv.FormatFloat(t.Base.Minutes(), 'f', -1, 64) + "+" + strconv.FormatFloat(t.Increment.Seconds(), 'f', -1, 64)
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
	ply0 := g.Start().Side() // 1: the record starts with the second player's move, "1. ... 22-18"
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

// Panel draws the header and as many of the latest moves as fit in w×h.
func Panel(st *styles.Styles, g *session.PlayGame, hint string, in Input, ascii bool, w, h int) string {
	info := Info(st, g, hint, in, ascii, w)
	if len(info) >= h {
		return frame.Block(strings.Join(info[:h], "\n"), w, h)
	}
	return strings.Join(info, "\n") + "\n" + Moves(st, g, w, h-len(info))
}
