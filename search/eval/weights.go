package eval

// Weights of the terms, in points (a man is 100). They are constants so
// that Evaluate compiles to straight-line arithmetic; see the package
// comment for why each term exists.
const (
	// ManValue and KingValue are the material values used by Chinook
	// in the thesis's experiments.
	ManValue  = 100
	KingValue = 130

	// tradeDiv scales the trade-down bonus: lead*(24-pieces)/tradeDiv.
	// A one-man lead earns 8 with 20 pieces left and 40 with 4.
	tradeDiv = 50

	// backRankMan is earned by each man on its own king row, bridgeBonus
	// once more for holding both bridge squares; both fade out as the
	// opponent runs out of men (full value with 4 or more).
	backRankMan = 4
	bridgeBonus = 6

	// centreMan and ringMan are earned by men on the central squares
	// and on the ring around them.
	centreMan = 4
	ringMan   = 2

	// advanceStart is the piece count below which advancement starts to
	// count; each row advanced by a man is worth (advanceStart-pieces)/4.
	advanceStart = 20

	// runawayBase - runawayPerRow*rows is the bonus of a runaway man
	// that needs rows more moves to crown: nearly the king/man
	// difference for a man about to crown. Men further than
	// runawayMaxRows from crowning are not considered (the cone is then
	// too large to be empty in practice).
	runawayBase    = 30
	runawayPerRow  = 3
	runawayMaxRows = 5

	// mobilityMove is the value of each available non-capturing move.
	mobilityMove = 2

	// Kings: centreKing/ringKing for central placement; edgeKing
	// penalty per king on the edge when it can be trapped;
	// doubleCornerKing for a king of the weaker side in a double corner.
	centreKing       = 6
	ringKing         = 3
	edgeKing         = 6
	doubleCornerKing = 10

	// dogHole penalises a man stuck in the dog-hole; trappedKing a king
	// with no empty neighbouring square.
	dogHole     = 12
	trappedKing = 8
)
