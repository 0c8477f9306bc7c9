//go:build !amd64

package othello

func legalMoves(own, opp, empty uint64) uint64 { return legalGeneric(own, opp, empty) }

// FlipsOf returns the discs of opp that own placing a disc on the empty
// square x turns over, 0 when the placement is illegal.
func FlipsOf(x Square, own, opp uint64) uint64 { return flipsGeneric(x, own, opp) }

// FlipsScalar is FlipsOf.
func FlipsScalar(x Square, own, opp uint64) uint64 { return flipsGeneric(x, own, opp) }
