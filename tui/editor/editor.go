// Package editor is the checkers board editor: a position set up by
// hand, square by square, with the side to move, checked before the
// workstation analyses it. It edits a checkers.Position directly (Put
// and SetSideToMove allow what play never reaches, such as a man on the
// row where it would have been crowned) and Validate says what is wrong
// with it in words a player reads.
package editor

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/board/checkers"
	"frontier/tui/boardview"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Result is what a key did to the editor.
type Result int

const (
	// Editing: the editor stays open.
	Editing Result = iota
	// Done: enter on a valid position; Position holds it.
	Done
	// Cancelled: esc.
	Cancelled
	// CopyFEN: the user asked for the FEN on the clipboard.
	CopyFEN
	// PasteFEN: the user asked for the FEN prompt.
	PasteFEN
)

// Model is an open editor.
type Model struct {
	pos   checkers.Position
	board boardview.Model
	row   int // cursor, as drawn
	col   int
	// want is the column the cursor keeps to when it goes up and
	// down, stepping aside on the rows where that column is light.
	want   int
	status string
	err    bool
}

// BoardX and BoardY are where the board starts in the editor's view, so
// that clicks can be mapped to squares.
const (
	BoardX = 2
	BoardY = 1
)

// New opens the editor on p, drawn with glyphs and flipped as the
// workstation's board is.
func New(p checkers.Position, glyphs boardview.Glyphs, flip bool) *Model {
	m := &Model{pos: p, board: boardview.Model{Glyphs: glyphs, Flip: flip, Numbers: true, Selected: checkers.NoSquare}}
	m.row, m.col, m.want = 0, 1, 1
	m.syncCursor()
	return m
}

// Position returns the position being edited.
func (m *Model) Position() checkers.Position { return m.pos }

// FEN returns the position being edited as a FEN.
func (m *Model) FEN() string { return m.pos.FEN() }

// Cursor returns the square under the cursor.
func (m *Model) Cursor() checkers.Square { return m.board.Cursor }

func (m *Model) syncCursor() {
	m.board.Cursor = m.board.HitTest(m.col*boardview.CellWidth, m.row)
}

// SetFEN replaces the position with fen, keeping the old one if fen does
// not read.
func (m *Model) SetFEN(fen string) {
	p, err := checkers.ParseFEN(strings.TrimSpace(fen))
	if err != nil {
		m.setErr(fmt.Errorf("paste: %w", err))
		return
	}
	m.pos = p
	m.setInfo("pasted " + p.FEN())
}

func (m *Model) setErr(err error) { m.status, m.err = err.Error(), true }
func (m *Model) setInfo(s string) { m.status, m.err = s, false }

// pieceKeys are the keys that put a piece on the cursor's square.
var pieceKeys = map[string]checkers.Piece{
	"b": checkers.BlackMan, "B": checkers.BlackKing,
	"w": checkers.WhiteMan, "W": checkers.WhiteKing,
	"space": checkers.Empty, "x": checkers.Empty, "delete": checkers.Empty, "backspace": checkers.Empty,
}

// Key handles a key.
func (m *Model) Key(k tea.KeyPressMsg) Result {
	s := k.String()
	if pc, ok := pieceKeys[s]; ok {
		m.put(m.board.Cursor, pc)
		return Editing
	}
	switch s {
	case "up", "k":
		m.move(-1, 0)
	case "down", "j":
		m.move(1, 0)
	case "left", "h":
		m.move(0, -1)
	case "right", "l":
		m.move(0, 1)
	case "t", "tab":
		m.pos.SetSideToMove(m.pos.SideToMove().Other())
		m.setInfo(m.pos.SideToMove().String() + " to move")
	case "c":
		m.pos = checkers.Position{}
		m.pos.SetSideToMove(checkers.Black)
		m.setInfo("board cleared")
	case "i":
		m.pos = checkers.Start()
		m.setInfo("start position")
	case "f":
		m.board.Flip = !m.board.Flip
		m.syncCursor()
	case "y":
		return CopyFEN
	case "p":
		return PasteFEN
	case "esc":
		return Cancelled
	case "enter":
		if err := Validate(m.pos); err != nil {
			m.setErr(err)
			return Editing
		}
		return Done
	}
	return Editing
}

// move steps the cursor over the dark squares: up and down to the next
// row (beside the column kept to when it is light there), left and
// right two columns on.
func (m *Model) move(dr, dc int) {
	r, c := m.row+dr, m.col+2*dc
	if r < 0 || r > 7 || c < 0 || c > 7 {
		return
	}
	if dr != 0 {
		c = m.want
		if m.board.HitTest(c*boardview.CellWidth, r) == checkers.NoSquare {
			if c > 0 {
				c--
			} else {
				c++
			}
		}
	} else {
		m.want = c
	}
	m.row, m.col = r, c
	m.syncCursor()
}

// put places pc on sq.
func (m *Model) put(sq checkers.Square, pc checkers.Piece) {
	if sq == checkers.NoSquare {
		return
	}
	m.pos.Put(sq, pc)
	m.status = ""
}

// clickCycle is what a click puts on a square, after what is there.
var clickCycle = map[checkers.Piece]checkers.Piece{
	checkers.Empty:     checkers.BlackMan,
	checkers.BlackMan:  checkers.BlackKing,
	checkers.BlackKing: checkers.WhiteMan,
	checkers.WhiteMan:  checkers.WhiteKing,
	checkers.WhiteKing: checkers.Empty,
}

// Click handles a click at (x, y) of the editor's view: on a square it
// moves the cursor there and cycles its piece (empty, black man, black
// king, white man, white king).
func (m *Model) Click(x, y int) {
	sq := m.board.HitTest(x-BoardX, y-BoardY)
	if sq == checkers.NoSquare {
		return
	}
	m.row, m.col = y-BoardY, (x-BoardX)/boardview.CellWidth
	m.want = m.col
	m.syncCursor()
	m.put(sq, clickCycle[m.pos.At(sq)])
}

// Validate says what makes p a position that cannot be analysed: a man
// on the row where it would have been crowned, more than twelve pieces
// a side, a side without pieces, or a side to move without a move.
func Validate(p checkers.Position) error {
	var bad []string
	for s := checkers.Square(29); s <= 32; s++ {
		if p.At(s) == checkers.BlackMan {
			bad = append(bad, fmt.Sprintf("a black man on %d, Black's crowning row (make it a king: B)", s))
		}
	}
	for s := checkers.Square(1); s <= 4; s++ {
		if p.At(s) == checkers.WhiteMan {
			bad = append(bad, fmt.Sprintf("a white man on %d, White's crowning row (make it a king: W)", s))
		}
	}
	for _, c := range []checkers.Color{checkers.Black, checkers.White} {
		men, kings := p.Count(c)
		switch {
		case men+kings > 12:
			bad = append(bad, fmt.Sprintf("%s has %d pieces; a side has at most 12", c, men+kings))
		case men+kings == 0:
			bad = append(bad, fmt.Sprintf("%s has no pieces", c))
		}
	}
	if len(bad) > 0 {
		return errors.New("not a position: " + strings.Join(bad, "; "))
	}
	if len(p.LegalMoves()) == 0 {
		return fmt.Errorf("%s to move has no move: the game is over (t changes the side to move)", p.SideToMove())
	}
	return nil
}

// help lists the editor's keys.
var help = []string{
	"arrows  move the cursor",
	"b w     black / white man",
	"B W     black / white king",
	"space x empty the square",
	"click   cycle the square",
	"t       side to move",
	"c       clear the board",
	"i       start position",
	"f       flip the board",
	"y / p   copy / paste FEN",
	"enter   check and set up",
	"esc     leave unchanged",
}

// View draws the editor in w×h cells.
func (m *Model) View(st *styles.Styles, w, h int) string {
	board := strings.Split(m.board.View(st, &m.pos, boardview.Marks{}), "\n")
	pad := strings.Repeat(" ", BoardX)
	lines := []string{""}
	for i, b := range board {
		right := ""
		if i < len(help) {
			right = st.Dim.Render(help[i])
		}
		lines = append(lines, pad+b+"   "+right)
	}
	bm, bk := m.pos.Count(checkers.Black)
	wm, wk := m.pos.Count(checkers.White)
	counts := fmt.Sprintf(" · Black %s, %s · White %s, %s", count(bm, "man", "men"), count(bk, "king", "kings"), count(wm, "man", "men"), count(wk, "king", "kings"))
	lines = append(lines, pad+st.Bold.Render(m.pos.SideToMove().String()+" to move")+counts)
	for i := len(board); i < len(help); i++ {
		lines = append(lines, pad+strings.Repeat(" ", boardview.Width+3)+st.Dim.Render(help[i]))
	}
	lines = append(lines, "", pad+st.Dim.Render("FEN ")+m.pos.FEN())
	for i := range lines {
		lines[i] = frame.FitWords(lines[i], w)
	}
	if m.status != "" {
		style := st.Info
		if m.err {
			style = st.Error
		}
		lines = append(lines, "")
		for _, l := range strings.Split(ansi.Wordwrap(m.status, max(1, w-BoardX), " "), "\n") {
			lines = append(lines, pad+style.Render(l))
		}
	}
	return frame.Block(strings.Join(lines, "\n"), w, h)
}

// count writes n with its noun: "1 man", "3 men".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
