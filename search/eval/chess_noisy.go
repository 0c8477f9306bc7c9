package eval

import "frontier/board/chess"

// NoisyMoves makes Chess a search.Tactical game: at the horizon the
// searcher's quiescence search tries the legal captures and promotions
// of p, appended to buf, most valuable victim first and, among equal
// victims, least valuable attacker first (MVV-LVA), so that the
// exchange most likely to refute standing pat is searched first.
func (Chess) NoisyMoves(p *chess.Position, buf []chess.Move) []chess.Move {
	all := p.NoisyMoves(buf)
	noisy := all[len(buf):]
	var keys [chess.MaxMoves]int16 // noisy[i]'s rank, computed once
	for i, m := range noisy {
		keys[i] = int16(mvvLVA(p, m))
	}
	for i := 1; i < len(noisy); i++ { // insertion sort: a handful of moves
		m, k := noisy[i], keys[i]
		j := i
		for ; j > 0 && keys[j-1] < k; j-- {
			noisy[j], keys[j] = noisy[j-1], keys[j-1]
		}
		noisy[j], keys[j] = m, k
	}
	return all
}

// mvvLVA ranks a capture or promotion: the victim's kind (a promotion
// counts as winning the new piece less the pawn) times 8, less the
// attacker's kind.
func mvvLVA(p *chess.Position, m chess.Move) int {
	k := 0
	if v := p.Captured(m); v != chess.NoPiece {
		k = 8 * (int(v) + 1)
	}
	if pr := m.Promotion(); pr != chess.NoPiece {
		k += 8 * int(pr)
	}
	return k - int(p.MovedPiece(m))
}
