package eval

import (
	"math/bits"

	"frontier/board/checkers"
)

// Terms is the evaluation of a position split into its terms, each from
// the point of view of the side to move, in 1/Scale points so that they
// add up exactly. Each term groups the features of one idea.
type Terms struct {
	Material    int `json:"material"`    // Men, Kings, MenVsKings
	Trade       int `json:"trade"`       // TradeMen, TradeKings
	BackRank    int `json:"back_rank"`   // BackRank, Bridge
	Centre      int `json:"centre"`      // CentreMen, RingMen, Outpost
	Advancement int `json:"advancement"` // Advance, Tempo
	Runaway     int `json:"runaway"`     // Runaway, RunawayRows
	Mobility    int `json:"mobility"`    // Mobility, KingMobility, StuckMen
	Kings       int `json:"kings"`       // CentreKing, RingKing, EdgeKing, DoubleCorner, KingHunt
	Trapped     int `json:"trapped"`     // DogHole, TrappedKing
}

// Sum returns the total score in points, as Evaluate does.
func (t Terms) Sum() int {
	return (t.Material + t.Trade + t.BackRank + t.Centre + t.Advancement +
		t.Runaway + t.Mobility + t.Kings + t.Trapped) / Scale
}

// Evaluate returns the static score of p for the side to move, in points
// (a man is 100): the features weighed by the constants of weights.go.
// p should be quiet: with a capture pending the score ignores the
// capture. See the package comment for the terms.
func Evaluate(p *checkers.Position) int {
	v := newView(p)
	var f Vector
	v.features(&f)
	s := wMen*f[FMen] + wKings*f[FKings] + wTradeMen*f[FTradeMen] + wTradeKings*f[FTradeKings] +
		wBackRank*f[FBackRank] + wBridge*f[FBridge] + wCentreMen*f[FCentreMen] + wRingMen*f[FRingMen] +
		wAdvance*f[FAdvance] + wTempo*f[FTempo] + wRunaway*f[FRunaway] + wRunawayRows*f[FRunawayRows] +
		wMobility*f[FMobility] + wKingMobility*f[FKingMobility] + wCentreKing*f[FCentreKing] +
		wRingKing*f[FRingKing] + wEdgeKing*f[FEdgeKing] + wDoubleCorner*f[FDoubleCorner] +
		wDogHole*f[FDogHole] + wTrappedKing*f[FTrappedKing] + wMenVsKings*f[FMenVsKings] +
		wStuckMen*f[FStuckMen] + wKingHunt*f[FKingHunt] + wOutpost*f[FOutpost]
	if v.side == checkers.White {
		s = -s
	}
	return s / Scale
}

// Breakdown returns the terms of Evaluate(p) one by one.
func Breakdown(p *checkers.Position) Terms {
	f := Features(p)
	w := Current()
	c := func(fs ...int) int {
		s := 0
		for _, i := range fs {
			s += w[i] * f[i]
		}
		return s
	}
	return Terms{
		Material:    c(FMen, FKings, FMenVsKings),
		Trade:       c(FTradeMen, FTradeKings),
		BackRank:    c(FBackRank, FBridge),
		Centre:      c(FCentreMen, FRingMen, FOutpost),
		Advancement: c(FAdvance, FTempo),
		Runaway:     c(FRunaway, FRunawayRows),
		Mobility:    c(FMobility, FKingMobility, FStuckMen),
		Kings:       c(FCentreKing, FRingKing, FEdgeKing, FDoubleCorner, FKingHunt),
		Trapped:     c(FDogHole, FTrappedKing),
	}
}

// HasStep reports whether the side to move has a non-capturing move. When
// no capture is pending, false means the side to move has no legal move
// and has lost; the search uses it at the horizon instead of generating
// moves.
func HasStep(p *checkers.Position) bool {
	b, w, k := p.Bitboards()
	empty := allSquares &^ (b | w)
	own := b
	if p.SideToMove() == checkers.White {
		own = w
	}
	c := p.SideToMove()
	f1, f2 := forward(own, c)
	b1, b2 := forward(own&k, c.Other())
	return (f1|f2|b1|b2)&empty != 0
}

// view holds the bitboards of a position, split for the terms. Every term
// method returns Black's score minus White's.
type view struct {
	pcs, men, kings [2]uint64
	empty           uint64
	mat             [2]int // material in the classic points, to say who is ahead
	n               int    // pieces on the board
	side            checkers.Color
}

func newView(p *checkers.Position) view {
	var v view
	b, w, k := p.Bitboards()
	v.pcs = [2]uint64{b, w}
	v.kings = [2]uint64{b & k, w & k}
	v.men = [2]uint64{b &^ k, w &^ k}
	v.empty = allSquares &^ (b | w)
	for c := 0; c < 2; c++ {
		v.mat[c] = manPoints*bits.OnesCount64(v.men[c]) + kingPoints*bits.OnesCount64(v.kings[c])
	}
	v.n = bits.OnesCount64(b | w)
	v.side = p.SideToMove()
	return v
}

// backRankOf returns colour c's men on its own king row and whether it
// holds both bridge squares, each times min(enemy men, 4): the guard
// fades as the opponent runs out of men that could crown.
func (v *view) backRankOf(c checkers.Color) (men, bridged int) {
	fade := min(bits.OnesCount64(v.men[c.Other()]), 4)
	held := v.men[c] & backRow[c]
	if held&bridge[c] == bridge[c] {
		bridged = fade
	}
	return bits.OnesCount64(held) * fade, bridged
}

// rowsAdvanced sums the rows advanced by colour c's men, reading the row
// number bit by bit from three masks.
func (v *view) rowsAdvanced(c checkers.Color) int {
	m := v.men[c]
	return bits.OnesCount64(m&advance[c][0]) + 2*bits.OnesCount64(m&advance[c][1]) + 4*bits.OnesCount64(m&advance[c][2])
}

// runawayOf counts colour c's men that will crown unopposed and the rows
// they still have to go. No enemy man can enter the cone ahead of a man
// (enemy men move towards it and drift one column per row, as fast as
// the cone narrows), so an empty cone and no enemy kings mean nothing can
// block or capture it; it must also crown before the enemy's most
// advanced man, or that man's new king could chase it.
func (v *view) runawayOf(c checkers.Color) (men, rows int) {
	opp := c.Other()
	if v.kings[opp] != 0 {
		return 0, 0
	}
	cand := v.men[c] & runawayZone[c]
	if cand == 0 {
		return 0, 0
	}
	enemy := 99 // rows the enemy's most advanced man still needs
	if m := v.men[opp]; m != 0 {
		lead := bits.TrailingZeros64(m) // White's most advanced man has the lowest bit
		if opp == checkers.Black {
			lead = 63 - bits.LeadingZeros64(m)
		}
		enemy = int(crownRows[opp][lead])
	}
	for ; cand != 0; cand &= cand - 1 {
		b := bits.TrailingZeros64(cand)
		if cone[c][b]&v.pcs[opp] != 0 {
			continue
		}
		d := int(crownRows[c][b])
		if d < enemy || (d == enemy && v.side == c) {
			men++
			rows += d
		}
	}
	return men, rows
}

// movesOf counts colour c's non-capturing moves (men and kings forward,
// kings backward too) and, of those, the kings' moves.
func (v *view) movesOf(c checkers.Color) (all, kings int) {
	f1, f2 := forward(v.pcs[c]&^v.kings[c], c)
	k1, k2 := forward(v.kings[c], c)
	b1, b2 := forward(v.kings[c], c.Other())
	e := v.empty
	kings = bits.OnesCount64(k1&e) + bits.OnesCount64(k2&e) + bits.OnesCount64(b1&e) + bits.OnesCount64(b2&e)
	return bits.OnesCount64(f1&e) + bits.OnesCount64(f2&e) + kings, kings
}

// kingsOf counts colour c's kings in the centre, on the ring, on the rim
// where they can be hunted (the opponent has kings and no less material),
// and in a double corner when c is behind in material (the refuge).
func (v *view) kingsOf(c checkers.Color, k *[4]int) {
	ks := v.kings[c]
	if ks == 0 {
		return
	}
	opp := c.Other()
	k[0] = bits.OnesCount64(ks & centre)
	k[1] = bits.OnesCount64(ks & ring)
	if v.kings[opp] != 0 && v.mat[opp] >= v.mat[c] {
		k[2] = bits.OnesCount64(ks & edge)
	}
	if v.mat[c] < v.mat[opp] {
		k[3] = bits.OnesCount64(ks & doubleCorners)
	}
}

// trappedOf counts colour c's men held in the dog-hole and its kings
// with no empty neighbouring square.
func (v *view) trappedOf(c checkers.Color) (dog, kings int) {
	if v.men[c]&dogMan[c] != 0 && v.pcs[c.Other()]&dogGuard[c] != 0 {
		dog = 1
	}
	return dog, bits.OnesCount64(v.kings[c] &^ neighbours(v.empty))
}

// stuckMen counts colour c's men with no empty square ahead: they cannot
// move but by capturing, and against kings they wait to be taken.
func (v *view) stuckMen(c checkers.Color) int {
	men := v.men[c]
	f1, f2 := forward(v.empty, c.Other()) // squares with an empty square ahead, for c
	return bits.OnesCount64(men &^ (f1 | f2))
}

// kingHunt counts the enemy men within two king steps of colour c's
// kings: the kings closing in on men that cannot run from them.
func (v *view) kingHunt(c checkers.Color) int {
	ks := v.kings[c]
	if ks == 0 || v.men[c.Other()] == 0 {
		return 0
	}
	near := neighbours(ks)
	near |= neighbours(near & allSquares)
	return bits.OnesCount64(v.men[c.Other()] & near)
}

// outposts counts colour c's men in the enemy half whose squares behind
// them are both occupied or off the board: no piece in front of such a
// man can jump it (a capture lands on the square behind).
func (v *view) outposts(c checkers.Color) int {
	men := v.men[c] & enemyHalf[c]
	if men == 0 {
		return 0
	}
	b1, b2 := forward(v.empty, c) // squares with an empty square behind, for c
	return bits.OnesCount64(men &^ (b1 | b2))
}
