package pv

// Viewpoint is whose side a score is shown from: the side to move at the
// analysed position (what the engine computes), or always the same
// player, as a score graph of a game needs — Black (the first player in
// checkers) or White.
type Viewpoint int

const (
	// ToMove shows scores from the side to move: + is good for it.
	ToMove Viewpoint = iota
	// First shows them from the first player (Black in checkers).
	First
	// Second shows them from the second player (White in checkers).
	Second
	numViewpoints
)

// Next is the viewpoint the key cycles to.
func (v Viewpoint) Next() Viewpoint { return (v + 1) % numViewpoints }

// Name names the viewpoint with the game's side names: "side to move",
// "Black", "White".
func (v Viewpoint) Name(sides [2]string) string {
	switch v {
	case First:
		return sides[0]
	case Second:
		return sides[1]
	}
	return "side to move"
}

// String is the viewpoint's name in the saved settings.
func (v Viewpoint) String() string { return [...]string{"to-move", "first", "second"}[v] }

// ParseViewpoint reads a saved viewpoint; unknown text is ToMove.
func ParseViewpoint(s string) Viewpoint {
	for v := ToMove; v < numViewpoints; v++ {
		if v.String() == s {
			return v
		}
	}
	return ToMove
}

// Score turns a score from the side to move, side (0 or 1), into one
// from the viewpoint. Scores are symmetric (a win for one side is the
// same loss for the other), so negating is enough.
func (v Viewpoint) Score(score, side int) int {
	if (v == First && side == 1) || (v == Second && side == 0) {
		return -score
	}
	return score
}
