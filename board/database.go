package board

// Scores of positions an endgame database has solved. They sit between
// the evaluations (within ±FinalBase/2 − 1000 … in practice a few
// thousand at most) and the scores of games finished in the tree
// (±FinalBase and beyond, ±Win), so a database result ranks above every
// heuristic score and below every game actually played to its end. They
// live here, beside Final, so that code showing scores (search.ScoreText,
// the workstation) recognises them without importing a database.
const (
	// DatabaseWin is the score of a position the database says is won
	// in 0 plies: a win in d plies scores DatabaseWin−d, a loss in d
	// plies −(DatabaseWin−d), so a shorter win and a longer loss score
	// higher.
	DatabaseWin = FinalBase/2 - 1000
	// MaxDatabasePlies bounds the distance a database score carries:
	// the database's one-byte format holds distances up to 254.
	MaxDatabasePlies = 255
)

// DatabaseScore is the score of a database position decided in plies
// plies: won for the side to move if won, lost otherwise. plies is
// clamped to 0..MaxDatabasePlies.
func DatabaseScore(won bool, plies int) int {
	plies = max(0, min(MaxDatabasePlies, plies))
	if won {
		return DatabaseWin - plies
	}
	return -(DatabaseWin - plies)
}

// DatabaseDistance reports whether score is a database score and, if
// so, its distance in plies; the sign of score says who wins.
func DatabaseDistance(score int) (plies int, ok bool) {
	switch {
	case score <= DatabaseWin && score >= DatabaseWin-MaxDatabasePlies:
		return DatabaseWin - score, true
	case score >= -DatabaseWin && score <= -(DatabaseWin-MaxDatabasePlies):
		return DatabaseWin + score, true
	}
	return 0, false
}
