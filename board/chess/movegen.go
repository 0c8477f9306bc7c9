package chess

// MaxMoves bounds the number of legal moves of any position (the most
// known is 218).
const MaxMoves = 256

// Squares the castling moves pass over or land on.
var (
	castleEmpty = [4]uint64{ // must be empty: WK, WQ, BK, BQ
		bit(5) | bit(6), bit(1) | bit(2) | bit(3),
		bit(61) | bit(62), bit(57) | bit(58) | bit(59),
	}
	castleSafe = [4][2]Square{{5, 6}, {3, 2}, {61, 62}, {59, 58}} // must not be attacked
	castleTo   = [4]Square{6, 2, 62, 58}
)

// legality is what the generator knows before it starts: the king's
// square, the pieces giving check, the pinned pieces of the side to move
// and the squares a move other than the king's may go to.
type legality struct {
	ksq      Square
	checkers uint64
	pinned   uint64
	target   uint64
}

func (p *Position) legality() legality {
	own, opp := p.colors[p.side], p.colors[p.side^1]
	occ := own | opp
	var l legality
	l.ksq = lsb(p.pieces[King] & own)
	l.checkers = p.attackers(l.ksq, occ) & opp
	// Enemy sliders that would attack the king through our pieces: a
	// single piece of ours between is pinned.
	snipers := (rookAttacks(l.ksq, opp)&(p.pieces[Rook]|p.pieces[Queen]) |
		bishopAttacks(l.ksq, opp)&(p.pieces[Bishop]|p.pieces[Queen])) & opp
	for ; snipers != 0; snipers &= snipers - 1 {
		b := between[l.ksq][lsb(snipers)] & occ
		if b&(b-1) == 0 && b&own != 0 {
			l.pinned |= b
		}
	}
	switch {
	case l.checkers == 0:
		l.target = ^own
	case l.checkers&(l.checkers-1) == 0:
		l.target = between[l.ksq][lsb(l.checkers)] | l.checkers
	}
	return l
}

// pawnSets are the pawn moves of the unpinned pawns as sets of
// destination squares, and the distance back to their origin.
type pawnSets struct {
	push1, push2, capL, capR uint64
	d1, d2, dL, dR           int8
	promo                    uint64
}

func (p *Position) pawnSets(l *legality) pawnSets {
	own, opp := p.colors[p.side], p.colors[p.side^1]
	occ := own | opp
	free := p.pieces[Pawn] & own &^ l.pinned
	var s pawnSets
	if p.side == White {
		s.push1 = free << 8 &^ occ
		s.push2 = (s.push1 & rank3) << 8 &^ occ
		s.capL = (free &^ fileA) << 7 & opp
		s.capR = (free &^ fileH) << 9 & opp
		s.d1, s.d2, s.dL, s.dR = 8, 16, 7, 9
		s.promo = rank8
	} else {
		s.push1 = free >> 8 &^ occ
		s.push2 = (s.push1 & rank6) >> 8 &^ occ
		s.capL = (free &^ fileA) >> 9 & opp
		s.capR = (free &^ fileH) >> 7 & opp
		s.d1, s.d2, s.dL, s.dR = -8, -16, -9, -7
		s.promo = rank1
	}
	s.push1 &= l.target
	s.push2 &= l.target
	s.capL &= l.target
	s.capR &= l.target
	return s
}

// pinnedPawnTargets returns where the pinned pawn on from may go: its
// pushes and captures along the line of the pin.
func (p *Position) pinnedPawnTargets(from Square, l *legality) uint64 {
	own, opp := p.colors[p.side], p.colors[p.side^1]
	occ := own | opp
	var t uint64
	b := bit(from)
	if p.side == White {
		if one := b << 8 &^ occ; one != 0 {
			t |= one
			if b&rank2 != 0 {
				t |= one << 8 &^ occ
			}
		}
	} else {
		if one := b >> 8 &^ occ; one != 0 {
			t |= one
			if b&rank7 != 0 {
				t |= one >> 8 &^ occ
			}
		}
	}
	t |= pawnAttacks[p.side][from] & opp
	return t & l.target & line[l.ksq][from]
}

// epLegal reports whether the pawn on from may take en passant: the
// capture must not leave the king attacked, which removes two pieces
// from a line at once (the rank pin) and may take a checking pawn.
func (p *Position) epLegal(from Square, l *legality) bool {
	own, opp := p.colors[p.side], p.colors[p.side^1]
	capSq := p.ep - 8
	if p.side == Black {
		capSq = p.ep + 8
	}
	if l.checkers&^bit(capSq)&(p.pieces[Knight]|p.pieces[Pawn]) != 0 {
		return false // a knight's check: taking en passant does not help
	}
	occ := (own | opp) ^ bit(from) ^ bit(capSq) | bit(p.ep)
	return (rookAttacks(l.ksq, occ)&(p.pieces[Rook]|p.pieces[Queen])|
		bishopAttacks(l.ksq, occ)&(p.pieces[Bishop]|p.pieces[Queen]))&opp&^bit(capSq) == 0
}

// castleOK reports whether castling i (castleWK's bit index, ...) is
// legal in p, given that the side to move is not in check.
func (p *Position) castleOK(i int) bool {
	occ := p.colors[0] | p.colors[1]
	if p.castle&(1<<i) == 0 || occ&castleEmpty[i] != 0 {
		return false
	}
	them := p.side ^ 1
	return !p.attacked(castleSafe[i][0], them, occ) && !p.attacked(castleSafe[i][1], them, occ)
}

// generate writes the legal moves of p into list and returns how many
// there are.
func (p *Position) generate(list *[MaxMoves]Move) int { return p.generateTo(list, ^uint64(0)) }

// generateNoisy writes the legal captures (en passant included) and
// promotions of p into list, in the order generate gives them, and
// returns how many there are: the quiescence search's moves, without
// generating the quiet ones to throw them away.
func (p *Position) generateNoisy(list *[MaxMoves]Move) int {
	return p.generateTo(list, p.colors[p.side^1])
}

// generateTo writes the legal moves of p that land on a square of dest,
// and every promotion and en-passant capture, into list in generation
// order and returns how many there are. dest is every square for all
// the moves, or the opponent's pieces for the noisy ones: castling lands
// on an empty square and so goes with the first only.
func (p *Position) generateTo(list *[MaxMoves]Move, dest uint64) int {
	l := p.legality()
	own := p.colors[p.side]
	occ := own | p.colors[p.side^1]
	them := p.side ^ 1
	n := 0
	occNoK := occ ^ bit(l.ksq)
	for t := kingAttacks[l.ksq] &^ own & dest; t != 0; t &= t - 1 {
		if to := lsb(t); !p.attacked(to, them, occNoK) {
			list[n] = newMove(l.ksq, to, Normal)
			n++
		}
	}
	if l.target == 0 {
		return n // double check: only the king moves
	}
	target := l.target & dest
	if l.checkers == 0 {
		base := 2 * int(p.side)
		for i := base; i < base+2; i++ {
			if bit(castleTo[i])&dest != 0 && p.castleOK(i) {
				list[n] = newMove(l.ksq, castleTo[i], Castle)
				n++
			}
		}
	}
	for b := p.pieces[Knight] & own &^ l.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		for t := knightAttacks[from] & target; t != 0; t &= t - 1 {
			list[n] = newMove(from, lsb(t), Normal)
			n++
		}
	}
	for b := (p.pieces[Bishop] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := bishopAttacks(from, occ) & target
		if l.pinned&bit(from) != 0 {
			t &= line[l.ksq][from]
		}
		for ; t != 0; t &= t - 1 {
			list[n] = newMove(from, lsb(t), Normal)
			n++
		}
	}
	for b := (p.pieces[Rook] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := rookAttacks(from, occ) & target
		if l.pinned&bit(from) != 0 {
			t &= line[l.ksq][from]
		}
		for ; t != 0; t &= t - 1 {
			list[n] = newMove(from, lsb(t), Normal)
			n++
		}
	}
	s := p.pawnSets(&l)
	n = addPawnMoves(list, n, s.push1&(dest|s.promo), s.d1, s.promo, Normal)
	n = addPawnMoves(list, n, s.push2&dest, s.d2, 0, DoublePush)
	n = addPawnMoves(list, n, s.capL, s.dL, s.promo, Normal)
	n = addPawnMoves(list, n, s.capR, s.dR, s.promo, Normal)
	for b := p.pieces[Pawn] & own & l.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		for t := p.pinnedPawnTargets(from, &l) & (dest | rank1 | rank8); t != 0; t &= t - 1 {
			to := lsb(t)
			switch {
			case bit(to)&(rank1|rank8) != 0:
				for k := PromoteQueen; k >= PromoteKnight; k-- {
					list[n] = newMove(from, to, k)
					n++
				}
			case to == from+16 || from == to+16:
				list[n] = newMove(from, to, DoublePush)
				n++
			default:
				list[n] = newMove(from, to, Normal)
				n++
			}
		}
	}
	if p.ep != NoSquare {
		for b := pawnAttacks[them][p.ep] & p.pieces[Pawn] & own; b != 0; b &= b - 1 {
			if from := lsb(b); p.epLegal(from, &l) {
				list[n] = newMove(from, p.ep, EnPassant)
				n++
			}
		}
	}
	return n
}

// addPawnMoves writes a move for every destination in to, from the
// square d behind it; a destination on the last rank (in promo) gets the
// four promotions, queen first.
func addPawnMoves(list *[MaxMoves]Move, n int, to uint64, d int8, promo uint64, kind int) int {
	for t := to &^ promo; t != 0; t &= t - 1 {
		s := lsb(t)
		list[n] = newMove(Square(int8(s)-d), s, kind)
		n++
	}
	for t := to & promo; t != 0; t &= t - 1 {
		s := lsb(t)
		from := Square(int8(s) - d)
		list[n] = newMove(from, s, PromoteQueen)
		list[n+1] = newMove(from, s, PromoteKnight)
		list[n+2] = newMove(from, s, PromoteRook)
		list[n+3] = newMove(from, s, PromoteBishop)
		n += 4
	}
	return n
}

// countMoves returns the number of legal moves of p without writing
// them: the last ply of perft, counted in bulk.
func (p *Position) countMoves() int {
	l := p.legality()
	own := p.colors[p.side]
	occ := own | p.colors[p.side^1]
	them := p.side ^ 1
	n := 0
	occNoK := occ ^ bit(l.ksq)
	for t := kingAttacks[l.ksq] &^ own; t != 0; t &= t - 1 {
		if !p.attacked(lsb(t), them, occNoK) {
			n++
		}
	}
	if l.target == 0 {
		return n
	}
	if l.checkers == 0 {
		base := 2 * int(p.side)
		for i := base; i < base+2; i++ {
			if p.castleOK(i) {
				n++
			}
		}
	}
	for b := p.pieces[Knight] & own &^ l.pinned; b != 0; b &= b - 1 {
		n += popcount(knightAttacks[lsb(b)] & l.target)
	}
	for b := (p.pieces[Bishop] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := bishopAttacks(from, occ) & l.target
		if l.pinned&bit(from) != 0 {
			t &= line[l.ksq][from]
		}
		n += popcount(t)
	}
	for b := (p.pieces[Rook] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := rookAttacks(from, occ) & l.target
		if l.pinned&bit(from) != 0 {
			t &= line[l.ksq][from]
		}
		n += popcount(t)
	}
	s := p.pawnSets(&l)
	n += popcount(s.push1) + popcount(s.push2) + popcount(s.capL) + popcount(s.capR) +
		3*(popcount(s.push1&s.promo)+popcount(s.capL&s.promo)+popcount(s.capR&s.promo))
	for b := p.pieces[Pawn] & own & l.pinned; b != 0; b &= b - 1 {
		t := p.pinnedPawnTargets(lsb(b), &l)
		n += popcount(t) + 3*popcount(t&(rank1|rank8))
	}
	if p.ep != NoSquare {
		for b := pawnAttacks[them][p.ep] & p.pieces[Pawn] & own; b != 0; b &= b - 1 {
			if p.epLegal(lsb(b), &l) {
				n++
			}
		}
	}
	return n
}
