package chess

// Play returns the position after m, a legal move of p; p is left
// unchanged. The key is brought up to date piece by piece.
func (p *Position) Play(m Move) Position {
	var q Position
	p.PlayTo(&q, m)
	return q
}

// PlayTo writes the position after m, a legal move of p, into q, as Play
// returns it; p is left unchanged (q may be p). A search that keeps its
// positions in an array plays into the next one: Play's result, a value
// of 80 bytes returned on the stack, was copied four or five times on
// its way there (docs/chess.md, "Cheaper nodes, second round").
func (p *Position) PlayTo(q *Position, m Move) {
	if q != p {
		*q = *p
	}
	us, them, halfmove := p.side, p.side^1, p.halfmove
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
	if halfmove == 255 {
		q.halfmove = 255
	}
	q.castle &= castleKeep[from] & castleKeep[to]
	key ^= zobristCastle[q.castle] ^ zobristSide
	if us == Black {
		q.fullmove++
	}
	q.side = them
	q.key = key
}

// Moves appends the legal moves of p to buf and returns the extended
// slice. The moves are written in place when buf has room for MaxMoves
// more (a search's per-ply buffer after its first use), so that a node
// neither clears nor copies a move array.
func (p *Position) Moves(buf []Move) []Move {
	buf, list := room(buf)
	return buf[:len(buf)+p.generate(list)]
}

// NoisyMoves appends the legal captures (en passant included) and
// promotions of p to buf, in the order Moves gives them, and returns the
// extended slice.
func (p *Position) NoisyMoves(buf []Move) []Move {
	buf, list := room(buf)
	return buf[:len(buf)+p.generateNoisy(list)]
}

// room returns buf, grown if it has no room for MaxMoves more moves, and
// the array just past its end for the generator to write into.
func room(buf []Move) ([]Move, *[MaxMoves]Move) {
	n := len(buf)
	if cap(buf)-n < MaxMoves {
		buf = append(make([]Move, 0, n+MaxMoves), buf...)
	}
	return buf, (*[MaxMoves]Move)(buf[n : n+MaxMoves])
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

// HasMoves reports whether the side to move has a legal move. The
// evaluation asks at every leaf (stalemate), so it stops at the first
// move found, trying the cheapest kinds first.
func (p *Position) HasMoves() bool {
	l := p.legality()
	own := p.colors[p.side]
	occ := own | p.colors[p.side^1]
	them := p.side ^ 1
	if l.target != 0 { // not double check: pieces other than the king may move
		for b := p.pieces[Knight] & own &^ l.pinned; b != 0; b &= b - 1 {
			if knightAttacks[lsb(b)]&l.target != 0 {
				return true
			}
		}
		s := p.pawnSets(&l)
		if s.push1|s.push2|s.capL|s.capR != 0 {
			return true
		}
		for b := (p.pieces[Bishop] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
			from := lsb(b)
			t := bishopAttacks(from, occ) & l.target
			if l.pinned&bit(from) != 0 {
				t &= line[l.ksq][from]
			}
			if t != 0 {
				return true
			}
		}
		for b := (p.pieces[Rook] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
			from := lsb(b)
			t := rookAttacks(from, occ) & l.target
			if l.pinned&bit(from) != 0 {
				t &= line[l.ksq][from]
			}
			if t != 0 {
				return true
			}
		}
	}
	occNoK := occ ^ bit(l.ksq)
	for t := kingAttacks[l.ksq] &^ own; t != 0; t &= t - 1 {
		if !p.attacked(lsb(t), them, occNoK) {
			return true
		}
	}
	// Castling needs the king's first square free and safe, which is a
	// king move found above. What is left: pinned pawns and en passant,
	// which countMoves counts.
	return l.target != 0 && p.countMoves() > 0
}

// PlayNull returns p with the other side to move and no move played: a
// pass, which chess does not allow but a search may ask about (null-move
// pruning). The en-passant square goes, as after any move; the fifty-move
// count goes on. The key is brought up to date.
func (p *Position) PlayNull() Position {
	q := *p
	if q.ep != NoSquare {
		q.key ^= zobristEP[q.ep.File()]
		q.ep = NoSquare
	}
	if q.halfmove < 255 {
		q.halfmove++
	}
	if q.side == Black {
		q.fullmove++
	}
	q.side ^= 1
	q.key ^= zobristSide
	return q
}
