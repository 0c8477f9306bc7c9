package chess

import (
	"fmt"
	"strings"
)

// MoveError reports a move text that is not a legal move of the
// position: malformed, illegal or ambiguous.
type MoveError struct {
	Text string
	Msg  string
}

func (e *MoveError) Error() string { return fmt.Sprintf("chess move %q: %s", e.Text, e.Msg) }

// SAN writes m, a legal move of p, in Standard Algebraic Notation: the
// piece letter (none for a pawn), the from file, rank or square when
// another piece of the kind could go to the same square, "x" for a
// capture, the destination, "=Q" for a promotion, "O-O" and "O-O-O" for
// castling, and "+" for check or "#" for checkmate.
func (p *Position) SAN(m Move) string {
	var b []byte
	from, to := m.From(), m.To()
	piece := p.kindAt(bit(from))
	switch {
	case m.Kind() == Castle && to > from:
		b = append(b, "O-O"...)
	case m.Kind() == Castle:
		b = append(b, "O-O-O"...)
	case piece == Pawn:
		if p.IsCapture(m) {
			b = append(b, 'a'+byte(from.File()), 'x')
		}
		b = append(b, to.String()...)
		if pr := m.Promotion(); pr != NoPiece {
			b = append(b, '=', pr.Letter())
		}
	default:
		b = append(b, piece.Letter())
		// Other pieces of the kind that can go to the same square.
		var others uint64
		for _, x := range p.LegalMoves() {
			if x.To() == to && x.From() != from && p.kindAt(bit(x.From())) == piece {
				others |= bit(x.From())
			}
		}
		if others != 0 {
			switch {
			case others&(fileA<<from.File()) == 0:
				b = append(b, 'a'+byte(from.File()))
			case others&(rank1<<(8*from.Rank())) == 0:
				b = append(b, '1'+byte(from.Rank()))
			default:
				b = append(b, from.String()...)
			}
		}
		if p.IsCapture(m) {
			b = append(b, 'x')
		}
		b = append(b, to.String()...)
	}
	q := p.Play(m)
	if q.InCheck() {
		if q.HasMoves() {
			b = append(b, '+')
		} else {
			b = append(b, '#')
		}
	}
	return string(b)
}

// ParseMove reads a legal move of p in SAN or in UCI long algebraic
// notation ("Nf3", "e2e4", "e7e8q"). It is tolerant of the variants
// people write: "0-0" and "0-0-0" for castling (and the king's move
// "e1g1"), a promotion without '=' ("e8Q") or with a lower-case piece
// ("e8=q"), a missing or superfluous "x", extra disambiguation, a
// missing or wrong check sign, and annotations ("!", "?").
func (p *Position) ParseMove(text string) (Move, error) {
	if m, err := p.ParseUCI(text); err == nil {
		return m, nil
	}
	return p.ParseSAN(text)
}

// ParseUCI reads a legal move of p in UCI long algebraic notation: from
// and to square, and the promotion piece in lower case ("e7e8q").
// Castling is the king's move, "e1g1".
func (p *Position) ParseUCI(text string) (Move, error) {
	t := strings.TrimSpace(text)
	if len(t) != 4 && len(t) != 5 {
		return NoMove, &MoveError{text, "not a UCI move (from and to square, and a promotion letter: e2e4, e7e8q)"}
	}
	from, ok1 := parseSquare(t[:2])
	to, ok2 := parseSquare(t[2:4])
	if !ok1 || !ok2 {
		return NoMove, &MoveError{text, "not a UCI move: squares are a1..h8"}
	}
	promo := NoPiece
	if len(t) == 5 {
		i := strings.IndexByte("nbrq", t[4])
		if i < 0 {
			return NoMove, &MoveError{text, "promotion letter must be n, b, r or q"}
		}
		promo = Knight + Piece(i)
	}
	for _, m := range p.LegalMoves() {
		if m.From() == from && m.To() == to && m.Promotion() == promo {
			return m, nil
		}
	}
	return NoMove, &MoveError{text, "not a legal move in " + p.FEN()}
}

// ParseSAN reads a legal move of p in Standard Algebraic Notation,
// tolerant of the variants ParseMove lists.
func (p *Position) ParseSAN(text string) (Move, error) {
	t := strings.TrimSpace(text)
	t = strings.TrimRight(t, "+#!?")
	if t == "" {
		return NoMove, &MoveError{text, "empty move"}
	}
	switch strings.ReplaceAll(t, "0", "O") {
	case "O-O", "O-O-O":
		long := len(t) == 5
		for _, m := range p.LegalMoves() {
			if m.Kind() == Castle && (m.To() < m.From()) == long {
				return m, nil
			}
		}
		return NoMove, &MoveError{text, "castling is not legal in " + p.FEN()}
	}
	piece := Pawn
	if strings.IndexByte("NBRQK", t[0]) >= 0 {
		piece = Piece(strings.IndexByte(pieceLetters, t[0]))
		t = t[1:]
	}
	promo := NoPiece
	if n := len(t); n >= 1 && strings.IndexByte("NBRQnbrq", t[n-1]) >= 0 && piece == Pawn {
		promo = Knight + Piece(strings.IndexByte("NBRQ", strings.ToUpper(t[n-1:])[0]))
		t = strings.TrimSuffix(t[:n-1], "=")
	}
	t = strings.ReplaceAll(t, "x", "")
	t = strings.ReplaceAll(t, ":", "")
	t = strings.ReplaceAll(t, "-", "")
	if len(t) < 2 {
		return NoMove, &MoveError{text, "no destination square"}
	}
	to, ok := parseSquare(t[len(t)-2:])
	if !ok {
		return NoMove, &MoveError{text, fmt.Sprintf("%q is not a destination square", t[len(t)-2:])}
	}
	dis := t[:len(t)-2]
	fromFile, fromRank := -1, -1
	switch {
	case dis == "":
	case len(dis) == 1 && dis[0] >= 'a' && dis[0] <= 'h':
		fromFile = int(dis[0] - 'a')
	case len(dis) == 1 && dis[0] >= '1' && dis[0] <= '8':
		fromRank = int(dis[0] - '1')
	case len(dis) == 2:
		s, ok := parseSquare(dis)
		if !ok {
			return NoMove, &MoveError{text, fmt.Sprintf("%q is not a square, file or rank", dis)}
		}
		fromFile, fromRank = s.File(), s.Rank()
	default:
		return NoMove, &MoveError{text, fmt.Sprintf("%q is not a square, file or rank", dis)}
	}
	found, n := NoMove, 0
	for _, m := range p.LegalMoves() {
		f := m.From()
		if m.To() != to || p.kindAt(bit(f)) != piece || m.Promotion() != promo ||
			fromFile >= 0 && f.File() != fromFile || fromRank >= 0 && f.Rank() != fromRank {
			continue
		}
		found, n = m, n+1
	}
	switch {
	case n == 0 && piece == Pawn && promo == NoPiece && bit(to)&(rank1|rank8) != 0:
		return NoMove, &MoveError{text, "a pawn reaching the last rank must promote (=Q, =R, =B or =N)"}
	case n == 0:
		return NoMove, &MoveError{text, "not a legal move in " + p.FEN()}
	case n > 1:
		return NoMove, &MoveError{text, "ambiguous: more than one " + strings.ToLower(pieceNames[piece]) + " can go to " + to.String()}
	}
	return found, nil
}

var pieceNames = [...]string{"Pawn", "Knight", "Bishop", "Rook", "Queen", "King"}
