// Package boardview draws a checkers position: squares with background
// colours, pieces as glyphs (or letters, for terminals without the
// glyphs), square numbers on demand, the last move and the engine's best
// move highlighted, and the board flipped if asked. Without colours it
// marks dark squares with reverse video and moves with brackets.
package boardview

import (
	"fmt"
	"strings"

	"frontier/board/checkers"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Glyphs is the set of characters pieces are drawn with.
type Glyphs int

const (
	// Unicode draws men as ● ○ and kings as crowned discs ◉ ◎ (a
	// disc with a ring, as a king is a man with a man on top; the
	// draughts glyphs ⛃ ⛁ are missing from most terminal fonts): filled
	// for Black, hollow for White, so the sides differ even without
	// colour.
	Unicode Glyphs = iota
	// ASCII draws b w for men and B W for kings.
	ASCII
)

// ParseGlyphs reads "unicode" or "ascii".
func ParseGlyphs(s string) (Glyphs, error) {
	switch s {
	case "unicode", "":
		return Unicode, nil
	case "ascii":
		return ASCII, nil
	}
	return Unicode, fmt.Errorf("unknown glyphs %q: want unicode or ascii", s)
}

func (g Glyphs) String() string {
	if g == ASCII {
		return "ascii"
	}
	return "unicode"
}

func (g Glyphs) piece(p checkers.Piece) string {
	set := [...]string{" ", "●", "◉", "○", "◎"}
	if g == ASCII {
		set = [...]string{" ", "b", "B", "w", "W"}
	}
	return set[p]
}

// emptyDark is an empty playable square's mark where no colour shows
// it.
func (g Glyphs) emptyDark() string {
	if g == ASCII {
		return "."
	}
	return "·"
}

// CellWidth is the width of one square in cells; a square is one line
// high, which in most terminal fonts is about as tall as three cells are
// wide.
const CellWidth = 3

// Width and Height are the size of the drawn checkers.
const (
	Width  = 8 * CellWidth
	Height = 8
)

// Model is the board's display state.
type Model struct {
	Flip    bool
	Numbers bool
	Glyphs  Glyphs
	// Selected is the square clicked first when entering a move, and
	// Targets where its piece can go.
	Selected checkers.Square
	Targets  []checkers.Square
	// Cursor is the square the keyboard points at in play mode, so that
	// a move can be entered without a mouse; NoSquare hides it.
	Cursor checkers.Square
}

// Marks are the moves to highlight.
type Marks struct {
	Last checkers.Move // the move that led to the position
	PV   checkers.Move // the engine's best move
}

// squareAt maps a board row and column as drawn to a square.
func (m *Model) squareAt(row, col int) checkers.Square {
	if m.Flip {
		row, col = 7-row, 7-col
	}
	return checkers.SquareAt(row, col)
}

// HitTest returns the square at cell (x, y) relative to the board's top
// left corner, or NoSquare.
func (m *Model) HitTest(x, y int) checkers.Square {
	if x < 0 || y < 0 || x >= Width || y >= Height {
		return checkers.NoSquare
	}
	return m.squareAt(y, x/CellWidth)
}

func moveSquares(mv checkers.Move) []checkers.Square {
	if mv.IsZero() {
		return nil
	}
	return append([]checkers.Square{mv.From}, mv.Path()...)
}

// View draws pos, Height lines of Width cells.
func (m *Model) View(st *styles.Styles, pos *checkers.Position, marks Marks) string {
	kind := map[checkers.Square]int{} // 1 last, 2 pv, 3 target, 4 selected
	for _, s := range moveSquares(marks.Last) {
		kind[s] = 1
	}
	for _, s := range moveSquares(marks.PV) {
		kind[s] = 2
	}
	for _, s := range m.Targets {
		kind[s] = 3
	}
	if m.Selected != checkers.NoSquare {
		kind[m.Selected] = 4
	}
	if m.Cursor != checkers.NoSquare && kind[m.Cursor] != 4 {
		kind[m.Cursor] = 5
	}
	var b strings.Builder
	for row := 0; row < 8; row++ {
		if row > 0 {
			b.WriteByte('\n')
		}
		for col := 0; col < 8; col++ {
			sq := m.squareAt(row, col)
			if sq == checkers.NoSquare {
				b.WriteString(st.Light.Render(strings.Repeat(" ", CellWidth)))
				continue
			}
			b.WriteString(m.cell(st, pos, sq, kind[sq]))
		}
	}
	return b.String()
}

// cell draws one playable square.
func (m *Model) cell(st *styles.Styles, pos *checkers.Position, sq checkers.Square, kind int) string {
	bg := st.Dark
	switch kind {
	case 1:
		bg = st.LastMove
	case 2:
		bg = st.PVMove
	case 3:
		bg = st.Target
	case 4:
		bg = st.SelectedSq
	case 5:
		bg = st.Target.Underline(true)
	}
	p := pos.At(sq)
	mid := m.Glyphs.piece(p)
	var fg = bg
	switch {
	case p == checkers.Empty && m.Numbers:
		num := fmt.Sprintf("%-2d", int(sq))
		if !st.NoColor {
			return bg.Render(" ") + bg.Inherit(st.SquareNumber).Render(num)
		}
		return bg.Render(" " + num)
	case p == checkers.Empty && st.NoColor:
		// Without colour the dark squares would look like the light
		// ones: a dot marks an empty playable square.
		mid = m.Glyphs.emptyDark()
	case p == checkers.Empty:
	case p.Color() == checkers.Black:
		fg = bg.Inherit(st.BlackPiece)
	default:
		fg = bg.Inherit(st.WhiteMan)
	}
	left, right := " ", " "
	if st.NoColor { // brackets stand in for highlight colours
		switch kind {
		case 1:
			left, right = "(", ")"
		case 2:
			left, right = "[", "]"
		case 3:
			left, right = "·", "·"
		case 4:
			left, right = ">", "<"
		case 5:
			left, right = "{", "}"
		}
	}
	return bg.Render(left) + fg.Render(mid) + bg.Render(right)
}

// Caption is the line under the board: side to move and ply.
func (m *Model) Caption(st *styles.Styles, pos *checkers.Position, ply, plies int, w int) string {
	side := pos.SideToMove()
	glyph := m.Glyphs.piece(checkers.BlackMan)
	if side == checkers.White {
		glyph = m.Glyphs.piece(checkers.WhiteMan)
	}
	s := fmt.Sprintf("%s %s to move · ply %d/%d", glyph, side, ply, plies)
	return frame.Fit(st.Dim.Render(s), w)
}
