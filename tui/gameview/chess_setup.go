package gameview

import (
	"fmt"
	"strings"

	"frontier/board/chess"
	"frontier/tui/styles"
)

// ChessSetup draws a chess board being set up in an editor, which may
// not be a position yet (no king, two kings of a side): board holds the
// squares as FEN letters (KQRBNP White, kqrbnp Black, 0 empty) rank 8
// first, a8 to h8, then rank 7 and so on; cursor is the index of the
// square under the keyboard's cursor. It is drawn as chessView draws a
// position, ranks and files around it, three cells a square.
func ChessSetup(st *styles.Styles, board [64]byte, cursorAt int, flip, ascii bool) string {
	cs := newChessStyles(st)
	var b strings.Builder
	for r := range 8 {
		rank := 7 - r
		if flip {
			rank = r
		}
		if r > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(cs.coordDim.Render(fmt.Sprintf("%d ", rank+1)))
		for c := range 8 {
			file := c
			if flip {
				file = 7 - c
			}
			i := (7-rank)*8 + file
			dark := (file+rank)%2 == 0
			bg := cs.light
			if dark {
				bg = cs.dark
			}
			kind := plain
			if i == cursorAt {
				kind, bg = cursor, cs.cursor
			}
			glyph, fg := " ", cs.white
			if k, col, ok := setupPiece(board[i]); ok {
				glyph = chessPiece(k, col, ascii)
				if col == chess.Black {
					fg = cs.black
				}
			} else if st.NoColor && dark && kind == plain {
				glyph = "."
				if !ascii {
					glyph = "·"
				}
			}
			b.WriteString(cell(st, kind, bg, glyph, fg))
		}
	}
	b.WriteString("\n  ")
	for c := range 8 {
		file := c
		if flip {
			file = 7 - c
		}
		b.WriteString(cs.coordDim.Render(" " + string(rune('a'+file)) + " "))
	}
	return b.String()
}

// setupPiece reads a FEN letter.
func setupPiece(c byte) (chess.Piece, chess.Color, bool) {
	i := strings.IndexByte("PNBRQK", c)
	col := chess.White
	if i < 0 {
		i = strings.IndexByte("pnbrqk", c)
		col = chess.Black
	}
	if i < 0 {
		return 0, 0, false
	}
	return chess.Piece(i), col, true
}

// ChessSetupHit returns the index (as ChessSetup's board) of the square
// at cell (x, y) of its drawing, -1 for none.
func ChessSetupHit(x, y int, flip bool) int {
	if y < 0 || y > 7 || x < 2 || x >= 2+8*cellW {
		return -1
	}
	c := (x - 2) / cellW
	r := y
	if flip {
		return (7-r)*8 + (7 - c)
	}
	return r*8 + c
}
