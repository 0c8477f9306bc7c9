package chess

// SEEValue is the value of each kind of piece (by Piece, Pawn to King)
// in the static exchange evaluation, in centipawns. The king's makes any
// exchange that ends by taking it a win for the taker: a king may
// recapture only on a square the other side no longer attacks.
var SEEValue = [6]int{100, 320, 330, 500, 900, 20000}

// SEE reports whether m, a legal move of p, wins at least threshold
// centipawns by static exchange evaluation: the material balance, for
// the side that plays m, of the captures on m's destination that follow,
// each side taking with its least valuable attacker and stopping when
// going on would lose more (Stockfish's swap formulation). Sliders
// behind a capturing piece join in (x-rays); pins are ignored. A quiet
// move's balance is what the opponent wins by taking the moved piece,
// so SEE(m, 0) false means m leaves it en prise. Castling is 0.
func (p *Position) SEE(m Move, threshold int) bool {
	if m.Kind() == Castle {
		return threshold <= 0
	}
	from, to := m.From(), m.To()
	swap := -threshold
	if v := p.Captured(m); v != NoPiece {
		swap += SEEValue[v]
	}
	next := p.MovedPiece(m) // the piece that stands on to, to be taken next
	if pr := m.Promotion(); pr != NoPiece {
		swap += SEEValue[pr] - SEEValue[Pawn]
		next = pr
	}
	if swap < 0 {
		return false // even unanswered, m wins too little
	}
	swap = SEEValue[next] - swap
	if swap <= 0 {
		return true // even losing the piece, m wins enough
	}
	occ := (p.colors[White]|p.colors[Black])&^bit(from) | bit(to)
	if m.Kind() == EnPassant {
		occ &^= bit(SquareAt(int(to&7), int(from>>3)))
	}
	attackers := p.attackers(to, occ) & occ
	diag := p.pieces[Bishop] | p.pieces[Queen]
	straight := p.pieces[Rook] | p.pieces[Queen]
	side := p.side
	res := 1 // 1: the side that played m wins its threshold so far
	for {
		side ^= 1
		mine := attackers & p.colors[side]
		if mine == 0 {
			break
		}
		res ^= 1
		// The least valuable attacker takes; sliders behind it join.
		k := Pawn
		for ; k < King; k++ {
			if mine&p.pieces[k] != 0 {
				break
			}
		}
		if k == King {
			// The king takes last, and only where the other side has
			// nothing left to take it with.
			if attackers&p.colors[side^1] != 0 {
				res ^= 1
			}
			break
		}
		b := mine & p.pieces[k] & -(mine & p.pieces[k])
		occ &^= b
		switch k {
		case Pawn, Bishop:
			attackers |= bishopAttacks(to, occ) & diag
		case Rook:
			attackers |= rookAttacks(to, occ) & straight
		case Queen:
			attackers |= bishopAttacks(to, occ)&diag | rookAttacks(to, occ)&straight
		}
		attackers &= occ
		if swap = SEEValue[k] - swap; swap < res {
			break
		}
	}
	return res == 1
}
