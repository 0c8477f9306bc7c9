package eval

import (
	"math/bits"

	"frontier/board/checkers"
)

// The features of a position: the raw counts the evaluation weighs, each
// Black's minus White's (then from the side to move's point of view).
// Evaluate is the dot product of the features with the weights of
// weights.go, divided by Scale; keeping the evaluation linear in its
// weights is what lets a tuner fit them (package search/tune).
const (
	FMen          = iota // men
	FKings               // kings
	FTradeMen            // men × (24 − pieces on the board)
	FTradeKings          // kings × (24 − pieces)
	FBackRank            // men on the own king row × min(enemy men, 4)
	FBridge              // both bridge squares held × min(enemy men, 4)
	FCentreMen           // men on the centre squares
	FRingMen             // men on the ring around them
	FAdvance             // rows advanced by men × max(0, advanceStart − pieces)
	FTempo               // rows advanced by men × pieces
	FRunaway             // runaway men
	FRunawayRows         // rows the runaway men still have to go
	FMobility            // non-capturing moves
	FKingMobility        // non-capturing moves of kings
	FCentreKing          // kings on the centre squares
	FRingKing            // kings on the ring
	FEdgeKing            // kings on the rim facing enemy kings and no less material
	FDoubleCorner        // kings of the side behind in material in a double corner
	FDogHole             // men held in the dog-hole
	FTrappedKing         // kings with no empty neighbouring square
	FMenVsKings          // own men × enemy kings: men are targets, not crowns, against kings
	FStuckMen            // men with no empty square ahead
	FKingHunt            // enemy men within two king steps of an own king
	FOutpost             // men in the enemy half that no piece in front can capture
	NumFeatures
)

// The shape of the features, fixed (the tuner fits only the weights).
const (
	// manPoints and kingPoints say which side is ahead in material, for
	// the king features: the values Chinook used in the thesis's
	// experiments, independent of the tuned weights.
	manPoints  = 100
	kingPoints = 130
	// advanceStart is the piece count below which FAdvance counts.
	advanceStart = 20
	// runawayMaxRows: men further than this from crowning are not
	// considered runaways (the cone is then too large to be empty in
	// practice).
	runawayMaxRows = 5
)

// FeatureNames name the features in order, for the tuner's output.
var FeatureNames = [NumFeatures]string{
	"Men", "Kings", "TradeMen", "TradeKings", "BackRank", "Bridge", "CentreMen",
	"RingMen", "Advance", "Tempo", "Runaway", "RunawayRows", "Mobility",
	"KingMobility", "CentreKing", "RingKing", "EdgeKing", "DoubleCorner",
	"DogHole", "TrappedKing", "MenVsKings", "StuckMen", "KingHunt", "Outpost",
}

// Vector holds a position's features.
type Vector [NumFeatures]int

// Weights holds a weight per feature, in 1/Scale points.
type Weights [NumFeatures]int

// Current returns the weights compiled into Evaluate.
func Current() Weights {
	return Weights{wMen, wKings, wTradeMen, wTradeKings, wBackRank, wBridge,
		wCentreMen, wRingMen, wAdvance, wTempo, wRunaway, wRunawayRows,
		wMobility, wKingMobility, wCentreKing, wRingKing, wEdgeKing,
		wDoubleCorner, wDogHole, wTrappedKing, wMenVsKings, wStuckMen,
		wKingHunt, wOutpost}
}

// Evaluate returns the score of features f under w, in points: what the
// package's Evaluate returns when w is Current(). It is the slow path a
// tuner plays matches with.
func (w *Weights) Evaluate(f *Vector) int {
	s := 0
	for i, x := range f {
		s += w[i] * x
	}
	return s / Scale
}

// Features returns the features of p from the side to move's point of
// view. Like Evaluate it ignores a pending capture.
func Features(p *checkers.Position) Vector {
	v := newView(p)
	var f Vector
	v.features(&f)
	if v.side == checkers.White {
		for i := range f {
			f[i] = -f[i]
		}
	}
	return f
}

// features fills f with Black's features minus White's.
func (v *view) features(f *Vector) {
	men := bits.OnesCount64(v.men[0]) - bits.OnesCount64(v.men[1])
	kings := bits.OnesCount64(v.kings[0]) - bits.OnesCount64(v.kings[1])
	f[FMen], f[FKings] = men, kings
	f[FTradeMen], f[FTradeKings] = men*(24-v.n), kings*(24-v.n)
	b0, br0 := v.backRankOf(checkers.Black)
	b1, br1 := v.backRankOf(checkers.White)
	f[FBackRank], f[FBridge] = b0-b1, br0-br1
	f[FCentreMen] = bits.OnesCount64(v.men[0]&centre) - bits.OnesCount64(v.men[1]&centre)
	f[FRingMen] = bits.OnesCount64(v.men[0]&ring) - bits.OnesCount64(v.men[1]&ring)
	rows := v.rowsAdvanced(checkers.Black) - v.rowsAdvanced(checkers.White)
	f[FAdvance] = rows * max(0, advanceStart-v.n)
	f[FTempo] = rows * v.n
	r0, rr0 := v.runawayOf(checkers.Black)
	r1, rr1 := v.runawayOf(checkers.White)
	f[FRunaway], f[FRunawayRows] = r0-r1, rr0-rr1
	m0, km0 := v.movesOf(checkers.Black)
	m1, km1 := v.movesOf(checkers.White)
	f[FMobility], f[FKingMobility] = m0-m1, km0-km1
	var k0, k1 [4]int
	v.kingsOf(checkers.Black, &k0)
	v.kingsOf(checkers.White, &k1)
	f[FCentreKing], f[FRingKing] = k0[0]-k1[0], k0[1]-k1[1]
	f[FEdgeKing], f[FDoubleCorner] = k0[2]-k1[2], k0[3]-k1[3]
	d0, t0 := v.trappedOf(checkers.Black)
	d1, t1 := v.trappedOf(checkers.White)
	f[FDogHole], f[FTrappedKing] = d0-d1, t0-t1
	nm0, nm1 := bits.OnesCount64(v.men[0]), bits.OnesCount64(v.men[1])
	nk0, nk1 := bits.OnesCount64(v.kings[0]), bits.OnesCount64(v.kings[1])
	f[FMenVsKings] = nm0*nk1 - nm1*nk0
	f[FStuckMen] = v.stuckMen(checkers.Black) - v.stuckMen(checkers.White)
	f[FKingHunt] = v.kingHunt(checkers.Black) - v.kingHunt(checkers.White)
	f[FOutpost] = v.outposts(checkers.Black) - v.outposts(checkers.White)
}
