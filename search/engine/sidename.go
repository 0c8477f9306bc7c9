package engine

// SideName names side 0 (the player who moves first) or 1 of g as its
// players know it: "Black", "X", "Max". Position.SideName names only the
// side to move; a UI that shows both players needs the other's name too.
func SideName(g Game, side int) string { return g.sideName(side & 1) }
