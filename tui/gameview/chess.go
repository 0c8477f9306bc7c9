package gameview

import (
	"fmt"
	"math/bits"
	"strings"

	"charm.land/lipgloss/v2"

	"frontier/board/chess"
	"frontier/tui/styles"
)

// The chess board: rank 8 at the top (a1 bottom left, as chess players
// see it from White's side), files under it, three cells a square as on
// the Othello board, so both fit the same pane (chessW × chessLines).
//
// Pieces: White's drawn hollow (♔♕♖♗♘♙) and Black's solid (♚♛♜♝♞♟), so
// that a copy of the screen without colours still tells them apart; in
// colour they are also white and black on the squares' own tan and
// brown, which the view sets rather than leaving the terminal's
// background showing through, since on a dark terminal theme a "solid"
// glyph in the default foreground looks like the white piece. In ASCII
// White's pieces are KQRBNP and Black's kqrbnp. Without colour the dark
// squares are reverse video (as on the checkers board) and the marks
// are brackets: (from/to) the last move, [from/to] the engine's best
// move, <sq> the selected piece, {sq} the keyboard cursor.
const (
	chessW     = 2 + 8*cellW
	chessLines = 9
)

var (
	chessHollow = [6]string{"♙", "♘", "♗", "♖", "♕", "♔"}
	chessSolid  = [6]string{"♟", "♞", "♝", "♜", "♛", "♚"}
	chessLetter = [6]string{"P", "N", "B", "R", "Q", "K"}
)

// chessStyles are the chess board's own colours for st's profile.
type chessStyles struct {
	light, dark      lipgloss.Style
	white, black     lipgloss.Style
	last, best, sel  lipgloss.Style
	cursor, coordDim lipgloss.Style
}

func newChessStyles(st *styles.Styles) chessStyles {
	if st.NoColor {
		return chessStyles{light: st.Light, dark: st.Dark, white: st.Bold, black: st.Bold,
			last: st.LastMove, best: st.PVMove, sel: st.SelectedSq, cursor: st.Target, coordDim: st.Dim}
	}
	c := lipgloss.Complete(st.Profile)
	col := func(ansi, ansi256 int, hex string) lipgloss.Style {
		return lipgloss.NewStyle().Background(c(lipgloss.ANSIColor(ansi), lipgloss.ANSIColor(ansi256), lipgloss.Color(hex)))
	}
	fg := func(ansi, ansi256 int, hex string) lipgloss.Style {
		return lipgloss.NewStyle().Bold(true).Foreground(c(lipgloss.ANSIColor(ansi), lipgloss.ANSIColor(ansi256), lipgloss.Color(hex)))
	}
	return chessStyles{
		light: col(3, 180, "#d7af87"), dark: col(2, 137, "#af875f"),
		white: fg(15, 231, "#ffffff"), black: fg(0, 16, "#000000"),
		last: st.LastMove, best: st.PVMove, sel: st.SelectedSq, cursor: st.Target.Underline(true),
		coordDim: st.Dim,
	}
}

// chessPiece is the glyph of a piece of kind k and colour c.
func chessPiece(k chess.Piece, c chess.Color, ascii bool) string {
	switch {
	case ascii && c == chess.White:
		return chessLetter[k]
	case ascii:
		return strings.ToLower(chessLetter[k])
	case c == chess.White:
		return chessHollow[k]
	}
	return chessSolid[k]
}

// chessMarks returns the highlight kind of each square: the from and to
// squares of the last and best moves (read in p's position: Last in the
// one before it, so it is matched by its squares in the text, see
// chessMoveSquares), the selected square and the cursor.
func chessMarks(p *chess.Position, mk Marks, o Options) map[chess.Square]int {
	kinds := map[chess.Square]int{}
	mark := func(k int, sqs ...chess.Square) {
		for _, s := range sqs {
			if s != chess.NoSquare {
				kinds[s] = max(kinds[s], k)
			}
		}
	}
	if from, to, ok := chessLastMove(mk); ok {
		mark(last, from, to)
	} else if from, to, ok := chessLastSquares(p, mk.Last); ok {
		mark(last, from, to)
	}
	if m, err := p.ParseMove(mk.Best); err == nil {
		mark(best, m.From(), m.To())
	}
	if s, ok := ParseChessSquare(o.Selected); ok {
		mark(selected, s)
	}
	if s, ok := ParseChessSquare(o.Cursor); ok {
		mark(cursor, s)
	}
	return kinds
}

// chessLastMove reads the last move in the position before it, when
// the caller knows it.
func chessLastMove(mk Marks) (from, to chess.Square, ok bool) {
	prev, isChess := mk.Prev.Value().(chess.Position)
	if !isChess || mk.Last == "" {
		return 0, 0, false
	}
	m, err := prev.ParseMove(mk.Last)
	if err != nil {
		return 0, 0, false
	}
	return m.From(), m.To(), true
}

// chessLastSquares finds the squares of the move that led to p, given
// in SAN or UCI as the move list has it. A UCI move names them; SAN
// names the destination (the from square of the piece that moved is the
// one that is now empty of that piece, which p alone does not tell), so
// the last move is marked by its destination, or for castling by the
// king's and rook's squares.
func chessLastSquares(p *chess.Position, text string) (from, to chess.Square, ok bool) {
	t := strings.TrimRight(strings.TrimSpace(text), "+#!?")
	if t == "" {
		return 0, 0, false
	}
	if len(t) >= 4 && len(t) <= 5 {
		if f, ok1 := ParseChessSquare(t[:2]); ok1 {
			if s, ok2 := ParseChessSquare(t[2:4]); ok2 {
				return f, s, true
			}
		}
	}
	rank := 0 // the side that castled: the one not to move now
	if p.SideToMove() == chess.White {
		rank = 7
	}
	switch strings.ReplaceAll(t, "0", "O") {
	case "O-O":
		return chess.SquareAt(4, rank), chess.SquareAt(6, rank), true
	case "O-O-O":
		return chess.SquareAt(4, rank), chess.SquareAt(2, rank), true
	}
	if i := strings.IndexByte(t, '='); i >= 0 {
		t = t[:i]
	}
	for len(t) > 2 && strings.IndexByte("QRBNqrbn", t[len(t)-1]) >= 0 { // e8Q
		t = t[:len(t)-1]
	}
	if len(t) < 2 {
		return 0, 0, false
	}
	s, ok := ParseChessSquare(t[len(t)-2:])
	return chess.NoSquare, s, ok
}

// ParseChessSquare reads a square name, "e4".
func ParseChessSquare(s string) (chess.Square, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return chess.NoSquare, false
	}
	return chess.SquareAt(int(s[0]-'a'), int(s[1]-'1')), true
}

// chessView draws p: eight ranks with their numbers, then the files.
func chessView(st *styles.Styles, p *chess.Position, mk Marks, o Options) string {
	cs := newChessStyles(st)
	kinds := chessMarks(p, mk, o)
	var b strings.Builder
	for r := range 8 {
		rank := 7 - r
		if o.Flip {
			rank = r
		}
		if r > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(cs.coordDim.Render(fmt.Sprintf("%d ", rank+1)))
		for c := range 8 {
			file := c
			if o.Flip {
				file = 7 - c
			}
			sq := chess.SquareAt(file, rank)
			b.WriteString(chessCell(st, &cs, p, sq, kinds[sq], o.ASCII))
		}
	}
	b.WriteString("\n  ")
	for c := range 8 {
		file := c
		if o.Flip {
			file = 7 - c
		}
		b.WriteString(cs.coordDim.Render(" " + string(rune('a'+file)) + " "))
	}
	return b.String()
}

// chessCell draws a square of width 3: its piece on its colour, the
// colour of its mark if any, and brackets without colour.
func chessCell(st *styles.Styles, cs *chessStyles, p *chess.Position, sq chess.Square, kind int, ascii bool) string {
	dark := (sq.File()+sq.Rank())%2 == 0 // a1 is dark
	bg := cs.light
	if dark {
		bg = cs.dark
	}
	switch kind {
	case last:
		bg = cs.last
	case best:
		bg = cs.best
	case selected:
		bg = cs.sel
	case cursor:
		bg = cs.cursor
	}
	glyph, fg := " ", cs.white
	if k, c, ok := p.At(sq); ok {
		glyph = chessPiece(k, c, ascii)
		if c == chess.Black {
			fg = cs.black
		}
	} else if st.NoColor && dark && kind == plain {
		glyph = "."
		if !ascii {
			glyph = "·"
		}
	}
	return cell(st, kind, bg, glyph, fg)
}

// chessEnd says why a chess game is over in p, short enough for the
// caption: checkmate, stalemate, or the draw's rule.
func chessEnd(p *chess.Position) string {
	switch e := p.Ending(); e {
	case "checkmate", "stalemate":
		return e
	case "insufficient material":
		return "draw: no mating material"
	}
	return "draw: fifty-move rule"
}

// chessPawns are the pieces' worth in pawns, as players count material.
var chessPawns = [6]int{1, 3, 3, 5, 9, 0}

// chessMaterial is the material balance in pawns for the board's title:
// "material even", or the side ahead by how much, "♔ +2" ("K +2").
func chessMaterial(p *chess.Position, ascii bool) string {
	d := 0
	for k := chess.Pawn; k < chess.King; k++ {
		d += chessPawns[k] * (bits.OnesCount64(p.Pieces(chess.White, k)) - bits.OnesCount64(p.Pieces(chess.Black, k)))
	}
	switch {
	case d > 0:
		return fmt.Sprintf("%s +%d", chessPiece(chess.King, chess.White, ascii), d)
	case d < 0:
		return fmt.Sprintf("%s +%d", chessPiece(chess.King, chess.Black, ascii), -d)
	}
	return "material even"
}
