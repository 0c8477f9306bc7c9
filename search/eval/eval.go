package eval

import (
	"math/bits"

	"frontier/board/checkers"
)

// Terms is the evaluation of a position split into its terms, each from
// the point of view of the side to move. Evaluate returns their sum.
type Terms struct {
	Material    int `json:"material"`
	Trade       int `json:"trade"`
	BackRank    int `json:"back_rank"`
	Centre      int `json:"centre"`
	Advancement int `json:"advancement"`
	Runaway     int `json:"runaway"`
	Mobility    int `json:"mobility"`
	Kings       int `json:"kings"`
	Trapped     int `json:"trapped"`
}

// Sum returns the total score.
func (t Terms) Sum() int {
	return t.Material + t.Trade + t.BackRank + t.Centre + t.Advancement +
		t.Runaway + t.Mobility + t.Kings + t.Trapped
}

// Evaluate returns the static score of p for the side to move, in points
// (a man is 100). p should be quiet: with a capture pending the score
// ignores the capture. See the package comment for the terms.
func Evaluate(p *checkers.Position) int {
	v := newView(p)
	s := v.material() + v.trade() + v.backRank() + v.centre() + v.advancement() +
		v.runaway() + v.mobility() + v.kingPlacement() + v.trapped()
	if v.side == checkers.White {
		return -s
	}
	return s
}

// Breakdown returns the terms of Evaluate(p) one by one.
func Breakdown(p *checkers.Position) Terms {
	v := newView(p)
	t := Terms{
		Material:    v.material(),
		Trade:       v.trade(),
		BackRank:    v.backRank(),
		Centre:      v.centre(),
		Advancement: v.advancement(),
		Runaway:     v.runaway(),
		Mobility:    v.mobility(),
		Kings:       v.kingPlacement(),
		Trapped:     v.trapped(),
	}
	if v.side == checkers.White {
		t = Terms{-t.Material, -t.Trade, -t.BackRank, -t.Centre, -t.Advancement,
			-t.Runaway, -t.Mobility, -t.Kings, -t.Trapped}
	}
	return t
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
	mat             [2]int // material in points
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
		v.mat[c] = ManValue*bits.OnesCount64(v.men[c]) + KingValue*bits.OnesCount64(v.kings[c])
	}
	v.n = bits.OnesCount64(b | w)
	v.side = p.SideToMove()
	return v
}

func (v *view) material() int { return v.mat[0] - v.mat[1] }

// trade grows a material lead as pieces come off the checkers.
func (v *view) trade() int { return (v.mat[0] - v.mat[1]) * (24 - v.n) / tradeDiv }

func (v *view) backRank() int { return v.backRankOf(checkers.Black) - v.backRankOf(checkers.White) }

func (v *view) backRankOf(c checkers.Color) int {
	enemyMen := bits.OnesCount64(v.men[c.Other()])
	if enemyMen == 0 {
		return 0 // nothing left to keep from crowning
	}
	held := v.men[c] & backRow[c]
	s := backRankMan * bits.OnesCount64(held)
	if held&bridge[c] == bridge[c] {
		s += bridgeBonus
	}
	return s * min(enemyMen, 4) / 4
}

func (v *view) centre() int { return v.centreOf(checkers.Black) - v.centreOf(checkers.White) }

func (v *view) centreOf(c checkers.Color) int {
	return centreMan*bits.OnesCount64(v.men[c]&centre) + ringMan*bits.OnesCount64(v.men[c]&ring)
}

func (v *view) advancement() int {
	if v.n >= advanceStart {
		return 0
	}
	return (v.rowsAdvanced(checkers.Black) - v.rowsAdvanced(checkers.White)) * (advanceStart - v.n) / 4
}

// rowsAdvanced sums the rows advanced by colour c's men, reading the row
// number bit by bit from three masks.
func (v *view) rowsAdvanced(c checkers.Color) int {
	m := v.men[c]
	return bits.OnesCount64(m&advance[c][0]) + 2*bits.OnesCount64(m&advance[c][1]) + 4*bits.OnesCount64(m&advance[c][2])
}

func (v *view) runaway() int { return v.runawayOf(checkers.Black) - v.runawayOf(checkers.White) }

// runawayOf scores colour c's men that will crown unopposed. No enemy man
// can enter the cone ahead of a man (enemy men move towards it and drift
// one column per row, as fast as the cone narrows), so an empty cone and
// no enemy kings mean nothing can block or capture it; it must also crown
// before the enemy's most advanced man, or that man's new king could chase
// it.
func (v *view) runawayOf(c checkers.Color) int {
	opp := c.Other()
	if v.kings[opp] != 0 {
		return 0
	}
	cand := v.men[c] & runawayZone[c]
	if cand == 0 {
		return 0
	}
	enemy := 99 // rows the enemy's most advanced man still needs
	if m := v.men[opp]; m != 0 {
		lead := bits.TrailingZeros64(m) // White's most advanced man has the lowest bit
		if opp == checkers.Black {
			lead = 63 - bits.LeadingZeros64(m)
		}
		enemy = int(crownRows[opp][lead])
	}
	s := 0
	for ; cand != 0; cand &= cand - 1 {
		b := bits.TrailingZeros64(cand)
		if cone[c][b]&v.pcs[opp] != 0 {
			continue
		}
		d := int(crownRows[c][b])
		if d < enemy || (d == enemy && v.side == c) {
			s += runawayBase - runawayPerRow*d
		}
	}
	return s
}

func (v *view) mobility() int {
	return mobilityMove * (v.movesOf(checkers.Black) - v.movesOf(checkers.White))
}

// movesOf counts colour c's non-capturing moves: men and kings forward,
// kings backward too.
func (v *view) movesOf(c checkers.Color) int {
	f1, f2 := forward(v.pcs[c], c)
	b1, b2 := forward(v.kings[c], c.Other())
	e := v.empty
	return bits.OnesCount64(f1&e) + bits.OnesCount64(f2&e) + bits.OnesCount64(b1&e) + bits.OnesCount64(b2&e)
}

func (v *view) kingPlacement() int { return v.kingsOf(checkers.Black) - v.kingsOf(checkers.White) }

func (v *view) kingsOf(c checkers.Color) int {
	k := v.kings[c]
	if k == 0 {
		return 0
	}
	opp := c.Other()
	s := centreKing*bits.OnesCount64(k&centre) + ringKing*bits.OnesCount64(k&ring)
	if v.kings[opp] != 0 && v.mat[opp] >= v.mat[c] {
		s -= edgeKing * bits.OnesCount64(k&edge) // can be hunted down on the rim
	}
	if v.mat[c] < v.mat[opp] {
		s += doubleCornerKing * bits.OnesCount64(k&doubleCorners)
	}
	return s
}

func (v *view) trapped() int { return v.trappedOf(checkers.Black) - v.trappedOf(checkers.White) }

func (v *view) trappedOf(c checkers.Color) int {
	s := 0
	if v.men[c]&dogMan[c] != 0 && v.pcs[c.Other()]&dogGuard[c] != 0 {
		s -= dogHole
	}
	stuck := v.kings[c] &^ neighbours(v.empty)
	return s - trappedKing*bits.OnesCount64(stuck)
}
