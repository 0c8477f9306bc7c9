package chess

// Play returns the position after m, a legal move of p; p is left
// unchanged. The key is brought up to date piece by piece.
func (p *Position) Play(m Move) Position {
	q := *p
	us, them := p.side, p.side^1
	from, to, kind := m.From(), m.To(), m.Kind()
	fb, tb := bit(from), bit(to)
	piece := p.kindAt(fb)
	key := q.key ^ zobristCastle[q.castle]
	if q.ep != NoSquare {
		key ^= zobristEP[q.ep.File()]
	}
	q.ep = NoSquare
	q.halfmove++
	if q.colors[them]&tb != 0 {
		cap := p.kindAt(tb)
		q.pieces[cap] ^= tb
		q.colors[them] ^= tb
		key ^= zobristPiece[them][cap][to]
		q.halfmove = 0
	}
	q.pieces[piece] ^= fb | tb
	q.colors[us] ^= fb | tb
	key ^= zobristPiece[us][piece][from] ^ zobristPiece[us][piece][to]
	switch kind {
	case Normal:
	case DoublePush:
		ep := (from + to) / 2
		if pawnAttacks[us][ep]&q.pieces[Pawn]&q.colors[them] != 0 {
			q.ep = ep
			key ^= zobristEP[ep.File()]
		}
	case Castle:
		rf, rt := to+1, to-1 // short: h-file rook to the f-file
		if to < from {
			rf, rt = to-2, to+1 // long: a-file rook to the d-file
		}
		rb := bit(rf) | bit(rt)
		q.pieces[Rook] ^= rb
		q.colors[us] ^= rb
		key ^= zobristPiece[us][Rook][rf] ^ zobristPiece[us][Rook][rt]
	case EnPassant:
		capSq := to - 8
		if us == Black {
			capSq = to + 8
		}
		q.pieces[Pawn] ^= bit(capSq)
		q.colors[them] ^= bit(capSq)
		key ^= zobristPiece[them][Pawn][capSq]
	default: // promotion
		pr := m.Promotion()
		q.pieces[Pawn] ^= tb
		q.pieces[pr] ^= tb
		key ^= zobristPiece[us][Pawn][to] ^ zobristPiece[us][pr][to]
	}
	if piece == Pawn {
		q.halfmove = 0
	}
	if p.halfmove == 255 {
		q.halfmove = 255
	}
	q.castle &= castleKeep[from] & castleKeep[to]
	key ^= zobristCastle[q.castle] ^ zobristSide
	if us == Black {
		q.fullmove++
	}
	q.side = them
	q.key = key
	return q
}

// Moves appends the legal moves of p to buf and returns the extended
// slice.
func (p *Position) Moves(buf []Move) []Move {
	var list [MaxMoves]Move
	n := p.generate(&list)
	return append(buf, list[:n]...)
}

// LegalMoves returns the legal moves of p in a new slice.
func (p *Position) LegalMoves() []Move { return p.Moves(nil) }

// IsLegal reports whether m is a legal move of p.
func (p *Position) IsLegal(m Move) bool {
	var list [MaxMoves]Move
	n := p.generate(&list)
	for _, x := range list[:n] {
		if x == m {
			return true
		}
	}
	return false
}

// HasMoves reports whether the side to move has a legal move.
func (p *Position) HasMoves() bool { return p.countMoves() > 0 }
