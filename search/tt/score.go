package tt

// Win is the score of a side that has won: the side to move with no legal
// move at ply n scores -(Win-n), so that shorter wins score higher and
// longer losses score higher. The search package uses the same constant.
const Win = 30000

// MaxPly bounds the distance to the end of the game that a score can carry;
// every score beyond ±(Win-MaxPly) is a win or a loss.
const MaxPly = 1000

// IsWin reports whether score is a forced win or loss rather than a
// heuristic evaluation.
func IsWin(score int) bool { return score > Win-MaxPly || score < -(Win-MaxPly) }

// toTable converts a score found ply plies below the root into a score
// relative to the stored position: a win in n plies from the root is a win
// in n-ply plies from the position, whatever path reaches it later.
func toTable(score, ply int) int {
	switch {
	case score > Win-MaxPly:
		return score + ply
	case score < -(Win - MaxPly):
		return score - ply
	}
	return score
}

// fromTable is the inverse of toTable for a position found at ply.
func fromTable(score, ply int) int {
	switch {
	case score > Win-MaxPly:
		return score - ply
	case score < -(Win - MaxPly):
		return score + ply
	}
	return score
}
