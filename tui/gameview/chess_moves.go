package gameview

import "frontier/board/chess"

// Choosing a chess move on the board: the square under a click, the
// keyboard cursor, and the move of two squares (piece, then where it
// goes).

// chessSquareAt maps a cell of the drawing to a square.
func chessSquareAt(x, y int, o Options) (chess.Square, bool) {
	col, row := (x-2)/cellW, y
	if x < 2 || y < 0 || col >= 8 || row >= 8 {
		return chess.NoSquare, false
	}
	file, rank := col, 7-row
	if o.Flip {
		file, rank = 7-col, row
	}
	return chess.SquareAt(file, rank), true
}

// chessCursor moves the keyboard cursor on the drawing.
func chessCursor(cur, dir string, o Options) string {
	s, ok := ParseChessSquare(cur)
	if !ok {
		return "e2"
	}
	f, r := s.File(), s.Rank()
	d := 1
	if o.Flip {
		d = -1
	}
	switch dir {
	case "up":
		r += d
	case "down":
		r -= d
	case "left":
		f -= d
	case "right":
		f += d
	}
	f, r = max(0, min(7, f)), max(0, min(7, r))
	return chess.SquareAt(f, r).String()
}

// ChessMove is the move of the piece on from to to in p, written as UCI
// long algebraic ("e2e4"; a promotion to a queen, "e7e8q", since two
// clicks cannot say which piece: type "e8=N" to underpromote). ok is
// false when no legal move goes from from to to.
func ChessMove(p *chess.Position, from, to string) (string, bool) {
	f, ok1 := ParseChessSquare(from)
	t, ok2 := ParseChessSquare(to)
	if !ok1 || !ok2 {
		return "", false
	}
	text := ""
	for _, m := range p.LegalMoves() {
		if m.From() != f || m.To() != t {
			continue
		}
		switch pr := m.Promotion(); {
		case pr == chess.NoPiece:
			return m.String(), true
		case pr == chess.Queen:
			text = m.String()
		}
	}
	return text, text != ""
}

// ChessCanMove reports whether the piece on sq belongs to the side to
// move and has a legal move: whether a click there picks it up.
func ChessCanMove(p *chess.Position, sq string) bool {
	s, ok := ParseChessSquare(sq)
	if !ok {
		return false
	}
	for _, m := range p.LegalMoves() {
		if m.From() == s {
			return true
		}
	}
	return false
}
