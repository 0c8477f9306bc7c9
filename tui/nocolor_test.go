package tui

import (
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/board/checkers"
	"frontier/search/engine"
	"frontier/tui/boardview"
	"frontier/tui/styles"
)

// noColorModel is a model as a terminal with NO_COLOR gets it: Bubble
// Tea reports the ASCII profile (colorprofile.Detect), and the styles
// have no colour at all.
func noColorModel(t *testing.T, w, h int) *Model {
	t.Helper()
	m := newModel(t, w, h)
	m.Update(tea.ColorProfileMsg{Profile: colorprofile.ASCII})
	if !m.st.NoColor {
		t.Fatal("the ASCII profile did not turn colours off")
	}
	return m
}

// Without colour, everything that colour marks elsewhere is still seen:
// the clicked piece and its targets and the keyboard cursor on the board
// (brackets and dots around the piece), the move stepped through in the
// PV (brackets), the current ply in the move list (reverse video), the
// current position in the evaluation graph (a bar) — and no colour code
// is written.
func TestNoColorCursorAndSelection(t *testing.T) {
	noLeak(t)
	m := noColorModel(t, 120, 40)
	pos := m.sess.Position().Value().(checkers.Position)
	var from checkers.Square
	var mv checkers.Move
	for _, l := range pos.LegalMoves() {
		from, mv = l.From, l
		break
	}
	click(m, squareCell(t, m, from)[0], squareCell(t, m, from)[1])
	if picked(m) != from.String() {
		t.Fatalf("the click did not select square %d", from)
	}
	board := ansi.Strip(m.boardContent(28))
	if !strings.Contains(board, ">") || !strings.Contains(board, "<") {
		t.Fatalf("the selected piece is not bracketed without colour:\n%s", board)
	}
	if !strings.Contains(board, "·") {
		t.Fatalf("the target of %v is not marked without colour:\n%s", mv, board)
	}
	press(m, "esc")
	m.ps.cursor = mv.To.String() // the keyboard cursor of play mode
	if board := ansi.Strip(m.boardContent(28)); !strings.Contains(board, "{") || !strings.Contains(board, "}") {
		t.Fatalf("the keyboard cursor is not visible without colour:\n%s", board)
	}
	m.ps.cursor = ""

	c := m.sess.Config()
	c.Algorithm = engine.MustParse(engine.Sequential)
	if err := m.sess.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	runToEnd(t, m)
	press(m, "i", "right")
	played, _, _ := m.pv.StepMoves()
	stepped := regexp.MustCompile(`\[[0-9.]*` + regexp.QuoteMeta(played[1]) + `\]`)
	if lines := ansi.Strip(m.pv.View()); !stepped.MatchString(lines) {
		t.Fatalf("the PV move stepped to is not bracketed without colour:\n%s", lines)
	}
	press(m, "esc")
	out := m.render()
	if !strings.Contains(out, "\x1b[7m") && !strings.Contains(out, ";7m") {
		t.Error("no reverse video for the current ply and list item")
	}
	if c := colourCode(out); c != "" {
		t.Errorf("colour code %q written with NO_COLOR", c)
	}
}

// colourCode returns the first SGR sequence of s that sets a colour, or
// "".
func colourCode(s string) string {
	for _, seq := range regexp.MustCompile(`\x1b\[([0-9;]*)m`).FindAllStringSubmatch(s, -1) {
		for _, p := range strings.Split(seq[1], ";") {
			n, _ := strconv.Atoi(p)
			if (n >= 30 && n <= 49) || (n >= 90 && n <= 107) {
				return seq[0]
			}
		}
	}
	return ""
}

// The marks of the cursor and the selection carry their own colours,
// background and text alike (or reverse video without colours), so that
// they read the same on a dark and on a light terminal: none of them
// leaves a colour to the terminal's theme.
func TestSelectionIndependentOfTheme(t *testing.T) {
	for _, p := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256, colorprofile.ANSI} {
		st := styles.New(p)
		set := func(c color.Color) bool {
			_, none := c.(lipgloss.NoColor)
			return c != nil && !none
		}
		if !set(st.Selected.GetBackground()) || !set(st.Selected.GetForeground()) {
			t.Errorf("%v: the selected item leaves a colour to the theme", p)
		}
		for name, s := range map[string]lipgloss.Style{"selected square": st.SelectedSq, "target": st.Target, "last move": st.LastMove, "PV move": st.PVMove, "dark square": st.Dark, "light square": st.Light} {
			if !set(s.GetBackground()) {
				t.Errorf("%v: the %s has no background of its own", p, name)
			}
		}
	}
	st := styles.New(colorprofile.ASCII)
	if !st.Selected.GetReverse() {
		t.Error("without colours the selected item is not in reverse video")
	}
}

// TestNoColorDarkSquares: without colour the playable (dark) squares
// are marked, an empty one by a dot, so that the board's pattern reads
// in ASCII and in a terminal that shows no reverse video (issue 24 bug
// 11): every row has its four playable squares drawn, none blank.
func TestNoColorDarkSquares(t *testing.T) {
	for _, glyphs := range []boardview.Glyphs{boardview.ASCII, boardview.Unicode} {
		m := noColorModel(t, 120, 40)
		m.board.Glyphs = glyphs
		pos := m.sess.Position().Value().(checkers.Position)
		rows := strings.Split(toASCII(ansi.Strip(m.board.View(m.st, &pos, boardview.Marks{}))), "\n")
		for i, row := range rows {
			marked := 0
			for c := 0; c+boardview.CellWidth <= len(row); c += boardview.CellWidth {
				if strings.TrimSpace(row[c:c+boardview.CellWidth]) != "" {
					marked++
				}
			}
			if marked != 4 {
				t.Errorf("%v: row %d %q has %d marked squares, want 4", glyphs, i+1, row, marked)
			}
		}
	}
}
