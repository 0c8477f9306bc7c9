package chess

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError reports a FEN (or EPD) text that could not be read: which
// field (board, side to move, castling, en passant, halfmove clock,
// fullmove number, or an EPD operation) and what is wrong with it.
type FENError struct {
	Text  string
	Field string
	Msg   string
}

func (e *FENError) Error() string {
	return fmt.Sprintf("FEN %q: %s: %s", e.Text, e.Field, e.Msg)
}

// FEN writes p in Forsyth-Edwards Notation: the board from the eighth
// rank down, the side to move, the castling rights, the en-passant
// square (only when a pawn can take there), the halfmove clock and the
// move number.
func (p *Position) FEN() string {
	return p.epdFields() + " " + strconv.Itoa(int(p.halfmove)) + " " + strconv.Itoa(int(p.fullmove))
}

// String writes p in FEN.
func (p Position) String() string { return p.FEN() }

// epdFields writes the four fields FEN and EPD share.
func (p *Position) epdFields() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			k, c, ok := p.At(SquareAt(f, r))
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte('0' + byte(empty))
				empty = 0
			}
			l := k.Letter()
			if c == Black {
				l += 'a' - 'A'
			}
			b.WriteByte(l)
		}
		if empty > 0 {
			b.WriteByte('0' + byte(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	if p.castle == 0 {
		b.WriteByte('-')
	}
	for i, c := range "KQkq" {
		if p.castle&(1<<i) != 0 {
			b.WriteRune(c)
		}
	}
	b.WriteByte(' ')
	b.WriteString(p.ep.String())
	return b.String()
}

// ParseFEN reads a position in FEN. The board, side to move, castling
// and en-passant fields are required; the halfmove clock and move number
// may be left out (0 and 1), as EPD does. The position must be one chess
// can reach in form: one king each, no pawn on the first or last rank,
// the side not to move not in check, castling rights only with king and
// rook at home, an en-passant square only behind a pawn that has just
// advanced two squares. An en-passant square no pawn can take on is
// accepted and dropped, so that the position's key and FEN are those of
// the same position reached by play.
func ParseFEN(text string) (Position, error) {
	fields := strings.Fields(text)
	if len(fields) < 4 {
		return Position{}, &FENError{text, "position", fmt.Sprintf("%d fields, want at least 4 (board, side to move, castling, en passant)", len(fields))}
	}
	if len(fields) > 6 {
		return Position{}, &FENError{text, "position", fmt.Sprintf("%d fields, want at most 6", len(fields))}
	}
	p, err := parseEPDFields(text, fields[:4])
	if err != nil {
		return p, err
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 255 {
			return Position{}, &FENError{text, "halfmove clock", fmt.Sprintf("%q is not a number from 0 to 255", fields[4])}
		}
		p.halfmove = uint8(n)
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 65535 {
			return Position{}, &FENError{text, "fullmove number", fmt.Sprintf("%q is not a number from 1 to 65535", fields[5])}
		}
		p.fullmove = uint16(n)
	}
	return p, nil
}

// parseEPDFields reads the four fields FEN and EPD share.
func parseEPDFields(text string, f []string) (Position, error) {
	var p Position
	p.fullmove = 1
	p.ep = NoSquare
	bad := func(field, format string, args ...any) (Position, error) {
		return Position{}, &FENError{text, field, fmt.Sprintf(format, args...)}
	}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 {
		return bad("board", "%d ranks, want 8 separated by '/'", len(ranks))
	}
	for i, row := range ranks {
		r := 7 - i
		file := 0
		for _, c := range []byte(row) {
			if c >= '1' && c <= '8' {
				file += int(c - '0')
				if file > 8 {
					return bad("board", "rank %d has more than 8 squares", r+1)
				}
				continue
			}
			k := strings.IndexByte(pieceLetters, c)
			color := White
			if k < 0 {
				k = strings.IndexByte(strings.ToLower(pieceLetters), c)
				color = Black
			}
			if k < 0 {
				return bad("board", "%q on rank %d is not a piece letter (PNBRQK, pnbrqk) or a count of empty squares", c, r+1)
			}
			if file >= 8 {
				return bad("board", "rank %d has more than 8 squares", r+1)
			}
			b := bit(SquareAt(file, r))
			p.pieces[k] |= b
			p.colors[color] |= b
			file++
		}
		if file != 8 {
			return bad("board", "rank %d has %d squares, want 8", r+1, file)
		}
	}
	for c := White; c <= Black; c++ {
		if n := popcount(p.Pieces(c, King)); n != 1 {
			return bad("board", "%d %s kings, want 1", n, strings.ToLower(c.String()))
		}
	}
	if p.pieces[Pawn]&(rank1|rank8) != 0 {
		return bad("board", "a pawn on the first or last rank")
	}
	switch f[1] {
	case "w", "W":
		p.side = White
	case "b", "B":
		p.side = Black
	default:
		return bad("side to move", "%q, want w or b", f[1])
	}
	if f[2] != "-" {
		for _, c := range []byte(f[2]) {
			i := strings.IndexByte("KQkq", c)
			if i < 0 {
				return bad("castling", "%q is not one of K, Q, k, q or a lone -", c)
			}
			if p.castle&(1<<i) != 0 {
				return bad("castling", "%q given twice", c)
			}
			p.castle |= 1 << i
		}
	}
	homes := [4]struct{ king, rook Square }{{4, 7}, {4, 0}, {60, 63}, {60, 56}}
	for i, h := range homes {
		color := Color(i / 2)
		if p.castle&(1<<i) != 0 && (p.Pieces(color, King)&bit(h.king) == 0 || p.Pieces(color, Rook)&bit(h.rook) == 0) {
			return bad("castling", "%c without the %s king on %v and a rook on %v", "KQkq"[i], strings.ToLower(color.String()), h.king, h.rook)
		}
	}
	if f[3] != "-" {
		s, ok := parseSquare(f[3])
		if !ok {
			return bad("en passant", "%q is not a square or -", f[3])
		}
		// The pawn that just moved two squares stands in front of s,
		// and s and the square it came from are empty.
		front, back, rank := s+8, s-8, 2 // Black to move: a white pawn on the fourth rank
		if p.side == White {
			front, back, rank = s-8, s+8, 5
		}
		if s.Rank() != rank || p.Pieces(p.side^1, Pawn)&bit(front) == 0 || (p.colors[0]|p.colors[1])&(bit(s)|bit(back)) != 0 {
			return bad("en passant", "%v is not behind a %s pawn that has just advanced two squares", s, strings.ToLower((p.side ^ 1).String()))
		}
		if pawnAttacks[p.side^1][s]&p.Pieces(p.side, Pawn) != 0 {
			p.ep = s
		}
	}
	them := p.side ^ 1
	if p.attacked(lsb(p.Pieces(them, King)), p.side, p.colors[0]|p.colors[1]) {
		return bad("board", "the side not to move (%s) is in check", strings.ToLower(them.String()))
	}
	p.key = p.computeKey()
	return p, nil
}
