package eval

import "frontier/board/chess"

// Noisy makes Chess a search.Selective game, with SEE, Gain and
// CaptureIndex: the searcher's selective search (late-move reductions,
// futility and SEE pruning, captures first with their history) asks
// these what a move does. A capture or a promotion is noisy, ranked by
// MVV-LVA as quiescence orders them (NoisyMoves).
func (Chess) Noisy(p *chess.Position, m chess.Move) (rank int, ok bool) {
	if m.Promotion() == chess.NoPiece && !p.IsCapture(m) {
		return 0, false
	}
	return mvvLVA(p, m), true // 3 (a king takes a pawn) to 72
}

// SEE is the static exchange evaluation of board/chess.
func (Chess) SEE(p *chess.Position, m chess.Move, threshold int) bool { return p.SEE(m, threshold) }

// Gain is the evaluation's value of the piece m takes and of what a
// promotion adds to the pawn.
func (Chess) Gain(p *chess.Position, m chess.Move) int {
	g := 0
	if v := p.Captured(m); v != chess.NoPiece {
		g = chessValue[v]
	}
	if pr := m.Promotion(); pr != chess.NoPiece {
		g += chessValue[pr] - chessValue[chess.Pawn]
	}
	return g
}

// CaptureIndex is the capture-history slot of a noisy move: side to
// move, moving piece, destination and the piece taken (the king's slot,
// never taken, for a promotion without capture); 2·6·64·6 = 4,608 slots.
func (Chess) CaptureIndex(p *chess.Position, m chess.Move) int {
	v := p.Captured(m)
	if v == chess.NoPiece {
		v = chess.King
	}
	return ((int(p.SideToMove())*6+int(p.MovedPiece(m)))*64+int(m.To()))*6 + int(v)
}

// PawnLever reports whether m, a quiet move of p, is a pawn move whose
// pawn then attacks an enemy pawn (a lever) or an enemy piece other than
// the king (search.PawnLeverer, for PawnLMR).
func (Chess) PawnLever(p *chess.Position, m chess.Move) bool {
	if p.MovedPiece(m) != chess.Pawn {
		return false
	}
	us := p.SideToMove()
	them := p.Occupied(us^1) &^ p.Pieces(us^1, chess.King)
	return chess.PawnAttacks(us, m.To())&them != 0
}

// CorrectionKey keys the correction history (search.Corrector, for
// Correction): the pawns of both sides and the side to move, mixed so
// that the high bits, which index the table, depend on every pawn. The
// pawn structure is what a static evaluation most often misjudges for
// many moves at a time (a blocked centre, a lever's tension), so it is
// the class whose errors the search learns.
func (Chess) CorrectionKey(p *chess.Position) uint64 {
	k := p.Pieces(chess.White, chess.Pawn)*0x9e3779b97f4a7c15 ^ p.Pieces(chess.Black, chess.Pawn)*0xc2b2ae3d27d4eb4f
	if p.SideToMove() == chess.Black {
		k ^= 0x5851f42d4c957f2d
	}
	k ^= k >> 29
	k *= 0xbf58476d1ce4e5b9
	return k ^ k>>32
}
