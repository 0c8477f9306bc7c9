// Package gameview draws the positions of every game: checkers (drawn
// by package boardview, checkers.go), Othello's discs on 8×8 or 6×6 with
// coordinates and the legal placements marked, chess (chess.go), 4×4
// tic-tac-toe's marks on a grid, and a synthetic tree as the path from its root with the
// branching at every ply. Each view is drawn in Unicode or, for
// terminals without its glyphs, in ASCII only; without colours it marks
// moves with brackets as the checkers board does. It also maps a click
// or a keyboard cursor on the drawing back to a move.
package gameview

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"

	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
	"frontier/search/games"
	"frontier/tui/boardview"
	"frontier/tui/format"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Options say how to draw.
type Options struct {
	// ASCII draws with ASCII characters only.
	ASCII bool
	// Flip turns the board round (Othello, tic-tac-toe).
	Flip bool
	// Cursor is the square the keyboard points at in play mode ("d3"),
	// "" for none.
	Cursor string
	// Selected is the square of a piece picked up for a move of two
	// squares (checkers and chess: from, then to; PickSquare), "" for
	// none.
	Selected string
	// Checkers is the checkers board's own state (glyphs, orientation,
	// square numbers), which replaces ASCII and Flip for checkers; nil
	// draws a plain board.
	Checkers *boardview.Model
}

// Marks are the moves to highlight, in the game's notation.
type Marks struct {
	Last string // the move that led to the position
	Best string // the engine's best move
	// Prev is the position before Last, if known: chess's SAN does not
	// name the square a piece came from, so the board needs it to mark
	// both squares of the last move.
	Prev games.Position
}

// Height is the number of lines every view fits in but the 8×8 Othello
// board's, which needs a line more for its column letters (Height8).
const (
	Height  = 8
	Height8 = 9
)

// Lines returns the number of lines the view of p takes.
func Lines(p games.Position) int {
	switch v := p.Value().(type) {
	case othello.Position:
		return v.Size() + 1
	case chess.Position:
		return chessLines
	}
	return Height
}

// Width returns the width of the view of p in cells.
func Width(p games.Position) int {
	switch v := p.Value().(type) {
	case othello.Position:
		return 2 + v.Size()*cellW
	case tictactoe.Position:
		return tttW
	case chess.Position:
		return chessW
	case checkers.Position:
		return boardview.Width
	}
	return treeW
}

// Supported reports whether the package draws p's game.
func Supported(p games.Position) bool {
	switch p.Value().(type) {
	case othello.Position, tictactoe.Position, synthetic.Position, chess.Position, checkers.Position:
		return true
	}
	return false
}

// View draws p, Lines(p) lines of Width(p) cells.
func View(st *styles.Styles, p games.Position, mk Marks, o Options) string {
	switch v := p.Value().(type) {
	case othello.Position:
		return othelloView(st, &v, mk, o)
	case tictactoe.Position:
		return tttView(st, &v, mk, o)
	case synthetic.Position:
		return treeView(st, &v, mk, o)
	case chess.Position:
		return chessView(st, &v, mk, o)
	case checkers.Position:
		return checkersView(st, &v, mk, o)
	}
	return frame.Block(st.Dim.Render("no view for "+p.Game().Name()), treeW, Height)
}

// HitTest returns the move of the square (or tree child) at cell (x, y)
// relative to the view's top left corner, or "". A chess move takes two
// squares: for chess it returns the square ("e2"), and ChessMove makes
// the move of two.
func HitTest(p games.Position, x, y int, o Options) string {
	switch v := p.Value().(type) {
	case othello.Position:
		sq, ok := othelloSquareAt(&v, x, y, o)
		if !ok {
			return ""
		}
		return sq.String()
	case tictactoe.Position:
		sq := tttSquareAt(x, y, o)
		if !sq.Valid() {
			return ""
		}
		return sq.String()
	case synthetic.Position:
		return treeHit(&v, x, y)
	case chess.Position:
		sq, ok := chessSquareAt(x, y, o)
		if !ok {
			return ""
		}
		return sq.String()
	case checkers.Position:
		return checkersSquareAt(x, y, o)
	}
	return ""
}

// Glyph is the character of side 0 or 1 of p's game, for captions and
// panels: Othello's discs, tic-tac-toe's marks, chess's kings, "+" and "-" for a
// synthetic tree's Max and Min.
func Glyph(p games.Position, side int, ascii bool) string {
	switch p.Value().(type) {
	case othello.Position:
		if ascii {
			return [2]string{"X", "O"}[side&1]
		}
		return [2]string{"●", "○"}[side&1]
	case tictactoe.Position:
		return [2]string{"X", "O"}[side&1]
	case chess.Position:
		return chessPiece(chess.King, chess.Color(side&1), ascii)
	}
	return [2]string{"+", "-"}[side&1]
}

// Who names side 0 or 1 of p's game with its glyph, "● Black", or by
// its name alone where that is its glyph (tic-tac-toe's X and O).
func Who(p games.Position, side int, ascii bool) string {
	name := p.Game().SideName(side)
	if g := Glyph(p, side, ascii); g != name {
		return g + " " + name
	}
	return name
}

// Sep is the separator of caption fields: a middle dot, or a dash in
// ASCII.
func Sep(ascii bool) string {
	if ascii {
		return " - "
	}
	return " · "
}

// Caption is the line under the board: the side to move (or that it
// must pass, or that the game is over) and the ply.
func Caption(st *styles.Styles, p games.Position, ply, plies, w int, ascii bool) string {
	if v, ok := p.Value().(checkers.Position); ok {
		b := checkersBoard(nil, Options{ASCII: ascii})
		return b.Caption(st, &v, ply, plies, w)
	}
	who := Who(p, p.Side(), ascii)
	state := who + " to move"
	if legal := p.Moves(); len(legal) == 1 && legal[0] == "pass" {
		state = who + " must pass"
	}
	if _, over := p.Outcome(); over {
		state = "game over"
		if v, ok := p.Value().(chess.Position); ok {
			state = chessEnd(&v)
		}
	}
	s := fmt.Sprintf("%s%sply %d/%d", state, Sep(ascii), ply, plies)
	return frame.Fit(st.Dim.Render(s), w)
}

// Note is a short summary for the board pane's title: Othello's disc
// count, chess's material balance, or the game's name.
func Note(p games.Position, ascii bool) string {
	switch v := p.Value().(type) {
	case othello.Position:
		return fmt.Sprintf("%s %d %s %d", Glyph(p, 0, ascii), v.Count(othello.Black), Glyph(p, 1, ascii), v.Count(othello.White))
	case chess.Position:
		return chessMaterial(&v, ascii)
	}
	return p.Game().Name()
}

// MoveCursor moves a keyboard cursor on p's board in direction dir (up,
// down, left, right) as drawn; from "" it starts in the middle. Trees
// have no squares: it returns "".
func MoveCursor(p games.Position, cur, dir string, o Options) string {
	var n int
	var at func(col, row int) string
	var parse func(string) (int, int, bool)
	switch v := p.Value().(type) {
	case othello.Position:
		n = v.Size()
		at = func(col, row int) string { return othello.SquareAt(col, row).String() }
		parse = func(s string) (int, int, bool) {
			m, err := othello.ParseMove(s)
			if err != nil || m.IsPass() {
				return 0, 0, false
			}
			return m.Square().Col(), m.Square().Row(), true
		}
	case tictactoe.Position:
		n = 4
		// Drawn rows run from rank 4 down to rank 1.
		at = func(col, row int) string { return tictactoe.SquareAt(col, 3-row).String() }
		parse = func(s string) (int, int, bool) {
			sq, err := tictactoe.ParseSquare(s)
			if err != nil {
				return 0, 0, false
			}
			return sq.File(), 3 - sq.Rank(), true
		}
	case chess.Position:
		return chessCursor(cur, dir, o)
	case checkers.Position:
		return checkersCursor(&v, cur, dir, o)
	default:
		return ""
	}
	col, row, ok := parse(cur)
	if !ok {
		return at(n/2-1, n/2-1)
	}
	d := 1
	if o.Flip { // the drawing is turned round: screen directions reverse
		d = -1
	}
	switch dir {
	case "up":
		row -= d
	case "down":
		row += d
	case "left":
		col -= d
	case "right":
		col += d
	}
	col, row = max(0, min(n-1, col)), max(0, min(n-1, row))
	return at(col, row)
}

// Highlight kinds of a square. selected is a chess piece picked up for a
// move; it is drawn over every other mark, the cursor's included (the
// cursor is on it when it was picked up with the keyboard).
const (
	plain = iota
	last
	best
	cursor
	selected
)

// cellW is the width of an Othello square.
const cellW = 3

// square draws a cell of width 3: glyph on bg, bracketed without
// colour.
func square(st *styles.Styles, kind int, glyph string, fg lipgloss.Style) string {
	bg := st.Dark
	switch kind {
	case last:
		bg = st.LastMove
	case best:
		bg = st.PVMove
	case cursor:
		bg = st.Target.Underline(true)
	}
	return cell(st, kind, bg, glyph, fg)
}

// cell draws glyph on bg between two cells that, without colour, bracket
// the square's mark: ( ) the last move, [ ] the best move, < > a piece
// picked up, { } the keyboard cursor. Every board of the package draws
// its squares through it, so that the marks read the same in each game.
func cell(st *styles.Styles, kind int, bg lipgloss.Style, glyph string, fg lipgloss.Style) string {
	left, right := " ", " "
	if st.NoColor {
		switch kind {
		case last:
			left, right = "(", ")"
		case best:
			left, right = "[", "]"
		case selected:
			left, right = "<", ">"
		case cursor:
			left, right = "{", "}"
		}
	}
	return bg.Render(left) + bg.Inherit(fg).Render(glyph) + bg.Render(right)
}

// othelloView draws an Othello board: column letters on top, row
// numbers down the side, a1 at the top left.
func othelloView(st *styles.Styles, p *othello.Position, mk Marks, o Options) string {
	n := p.Size()
	disc := [2]string{"●", "○"}
	dot := "·"
	if o.ASCII {
		disc, dot = [2]string{"X", "O"}, "."
	}
	legal := p.Placements()
	kinds := map[othello.Square]int{}
	for k, mv := range map[int]string{last: mk.Last, best: mk.Best, cursor: o.Cursor} {
		if m, err := othello.ParseMove(mv); err == nil && !m.IsPass() {
			kinds[m.Square()] = max(kinds[m.Square()], k)
		}
	}
	var b strings.Builder
	b.WriteString("  ")
	for c := range n {
		col := c
		if o.Flip {
			col = n - 1 - c
		}
		b.WriteString(" " + string(rune('a'+col)) + " ")
	}
	for r := range n {
		row := r
		if o.Flip {
			row = n - 1 - r
		}
		fmt.Fprintf(&b, "\n%d ", row+1)
		for c := range n {
			col := c
			if o.Flip {
				col = n - 1 - c
			}
			sq := othello.SquareAt(col, row)
			glyph, fg := " ", st.Dim
			if color, ok := p.At(sq); ok {
				glyph, fg = disc[color], st.DarkDisc
				if color == othello.White {
					fg = st.LightDisc
				}
			} else if legal&sq.Bit() != 0 {
				glyph = dot
			}
			b.WriteString(square(st, kinds[sq], glyph, fg))
		}
	}
	return b.String()
}

// othelloSquareAt maps a cell of the drawing to a square.
func othelloSquareAt(p *othello.Position, x, y int, o Options) (othello.Square, bool) {
	n := p.Size()
	col, row := (x-2)/cellW, y-1
	if x < 2 || y < 1 || col >= n || row >= n {
		return 0, false
	}
	if o.Flip {
		col, row = n-1-col, n-1-row
	}
	return othello.SquareAt(col, row), true
}

// tttW is the width of the tic-tac-toe drawing: the rank numbers, four
// cells of three and three rules between them.
const tttW = 2 + 4*3 + 3

// tttView draws the 4×4 grid with rank 4 at the top (a1 is bottom left,
// as on a chess board) and the files under it.
func tttView(st *styles.Styles, p *tictactoe.Position, mk Marks, o Options) string {
	vbar, hbar, cross, dot := "│", "───", "┼", "·"
	if o.ASCII {
		vbar, hbar, cross, dot = "|", "---", "+", "."
	}
	kinds := map[tictactoe.Square]int{}
	for k, mv := range map[int]string{last: mk.Last, best: mk.Best, cursor: o.Cursor} {
		if sq, err := tictactoe.ParseSquare(mv); err == nil {
			kinds[sq] = max(kinds[sq], k)
		}
	}
	_, over := p.Outcome()
	mark := [2]lipgloss.Style{st.BlackPiece, st.Accent.Bold(true)}
	var lines []string
	for r := range 4 {
		var b strings.Builder
		rank := 3 - r
		if o.Flip {
			rank = r
		}
		fmt.Fprintf(&b, "%d ", rank+1)
		for c := range 4 {
			file := c
			if o.Flip {
				file = 3 - c
			}
			if c > 0 {
				b.WriteString(st.Dim.Render(vbar))
			}
			sq := tictactoe.SquareAt(file, rank)
			glyph, fg := " ", st.Dim
			if color, ok := p.At(sq); ok {
				glyph, fg = color.String(), mark[color]
			} else if !over {
				glyph = dot
			}
			b.WriteString(tttCell(st, kinds[sq], glyph, fg))
		}
		lines = append(lines, b.String())
		if r < 3 {
			lines = append(lines, "  "+st.Dim.Render(strings.Join([]string{hbar, hbar, hbar, hbar}, cross)))
		}
	}
	files := "  "
	for c := range 4 {
		file := c
		if o.Flip {
			file = 3 - c
		}
		files += " " + string(rune('a'+file)) + "  "
	}
	lines = append(lines, st.Dim.Render(strings.TrimRight(files, " ")))
	return strings.Join(lines, "\n")
}

// tttCell draws a tic-tac-toe square: no background unless marked.
func tttCell(st *styles.Styles, kind int, glyph string, fg lipgloss.Style) string {
	if kind == plain {
		return " " + fg.Render(glyph) + " "
	}
	return square(st, kind, glyph, fg)
}

// tttSquareAt maps a cell of the drawing to a square.
func tttSquareAt(x, y int, o Options) tictactoe.Square {
	if x < 2 || y < 0 || y > 6 || y%2 == 1 || (x-2)%4 == 3 {
		return tictactoe.NoSquare
	}
	file, rank := (x-2)/4, 3-y/2
	if o.Flip {
		file, rank = 3-file, y/2
	}
	return tictactoe.SquareAt(file, rank)
}

// The synthetic tree's drawing: a line of parameters, a line per ply of
// the path (its node's children as dots, the one taken filled), and the
// current node's children.
const (
	treeW      = 28
	treeLabelW = 5  // "  3  " and " now "
	treeDots   = 14 // the most children drawn one by one
	treePath   = Height - 2
)

// treeNode is a node of the path with the move taken from it.
type treeNode struct {
	ply, k int
	taken  int // -1 at the current node
}

// treeRows returns the nodes the drawing shows: the last plies of the
// path (how many are hidden above) and the current node.
func treeRows(p *synthetic.Position) (rows []treeNode, hidden int) {
	root, err := synthetic.Root(p.Params())
	if err != nil {
		return nil, 0
	}
	n := root
	for i, m := range p.Path() {
		rows = append(rows, treeNode{ply: i, k: n.NumMoves(), taken: int(m)})
		n = n.Play(m)
	}
	if len(rows) > treePath {
		hidden = len(rows) - (treePath - 1)
		rows = rows[hidden:]
	}
	return append(rows, treeNode{ply: p.Ply(), k: p.NumMoves(), taken: -1}), hidden
}

// treeView draws a synthetic tree's node as its path from the root.
func treeView(st *styles.Styles, p *synthetic.Position, mk Marks, o Options) string {
	dot, filled, star, more := "·", "●", "◆", "…"
	if o.ASCII {
		dot, filled, star, more = ".", "*", "+", ">"
	}
	params := strings.ReplaceAll(p.Params().String(), ",", " ")
	lines := []string{frame.Fit(st.Dim.Render(params), treeW)}
	rows, hidden := treeRows(p)
	if hidden > 0 {
		lines = append(lines, frame.Fit(st.Dim.Render(fmt.Sprintf("     %s %d plies above", more, hidden)), treeW))
	}
	bestChild := -1
	fmt.Sscan(mk.Best, &bestChild)
	for i, r := range rows {
		label := fmt.Sprintf("%3d  ", r.ply)
		if r.taken < 0 {
			label = " now "
		}
		var b strings.Builder
		shown := min(r.k, treeDots)
		for c := range shown {
			g, style := dot, st.Dim
			switch {
			case c == shown-1 && r.k > shown:
				g = more
				if r.taken >= shown-1 {
					g, style = filled, st.Accent
				}
			case c == r.taken:
				g, style = filled, st.Accent
			case r.taken < 0 && c == bestChild:
				g, style = star, st.Accent
			}
			if c == r.taken && i == len(rows)-2 && mk.Last != "" {
				style = st.LastMove.Bold(true)
			}
			b.WriteString(style.Render(g))
		}
		b.WriteString(strings.Repeat(" ", treeDots-shown))
		tail := fmt.Sprintf(" %d/%d", r.taken, r.k)
		switch {
		case r.taken >= 0:
		case r.k == 0:
			b.Reset()
			tail = fmt.Sprintf(" leaf, worth %+d", p.Value())
		default:
			tail = " " + format.Plural(r.k, "move")
		}
		lines = append(lines, frame.Fit(label+b.String()+tail, treeW))
	}
	return frame.Block(strings.Join(lines, "\n"), treeW, Height)
}

// treeHit maps a click on the current node's line to the child there.
func treeHit(p *synthetic.Position, x, y int) string {
	rows, hidden := treeRows(p)
	at := 1 + len(rows) - 1
	if hidden > 0 {
		at++
	}
	k := p.NumMoves()
	c := x - treeLabelW
	if y != at || c < 0 || c >= min(k, treeDots) || (k > treeDots && c == treeDots-1) {
		return ""
	}
	return fmt.Sprint(c)
}
