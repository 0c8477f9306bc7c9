package synthetic

import (
	"fmt"
	"math"

	"frontier/board"
)

// Move is a child index, 0 for the first child generated.
type Move uint8

func (m Move) String() string { return fmt.Sprint(uint8(m)) }

// Position is a node of a synthetic tree: its parameters, its path from
// the root and what follows from them (its id and true value). It is a
// value type of about 100 bytes; Play returns a new one (copy-make).
// Positions of one tree share their Params through a pointer, which they
// never change.
type Position struct {
	params *Params
	id     uint64
	value  int32 // true negamax value, side to move's view
	ply    uint8
	path   [MaxDepth]Move
}

// Root returns the root of the tree p describes, or the error Validate
// gives.
func Root(p Params) (Position, error) {
	if err := p.Validate(); err != nil {
		return Position{}, err
	}
	params := p
	id := mix(p.Seed ^ 0x5EED5EED5EED5EED)
	v := int32(draw(id, drawRoot)%uint64(2*p.Spread+1)) - int32(p.Spread)
	return Position{params: &params, id: id, value: v}, nil
}

// Params returns the parameters of the node's tree.
func (n *Position) Params() Params { return *n.params }

// Ply returns the depth of the node, 0 at the root.
func (n *Position) Ply() int { return int(n.ply) }

// Path returns the child indices from the root to the node.
func (n *Position) Path() []Move { return append([]Move(nil), n.path[:n.ply]...) }

// Key returns the node's 64-bit id, a hash of its path and the seed.
func (n *Position) Key() uint64 { return n.id }

// Terminal reports whether the node is a leaf, at the tree's depth.
func (n *Position) Terminal() bool { return int(n.ply) >= n.params.Depth }

// NumMoves returns the number of children of the node, 0 at a leaf.
func (n *Position) NumMoves() int {
	if n.Terminal() {
		return 0
	}
	return n.params.branching(n.id)
}

// Moves appends the node's moves, 0..NumMoves()-1, to buf and returns
// the extended slice.
func (n *Position) Moves(buf []Move) []Move {
	k := n.NumMoves()
	for i := 0; i < k; i++ {
		buf = append(buf, Move(i))
	}
	return buf
}

// Children appends the node's children, in move order, to buf and
// returns the extended slice.
func (n *Position) Children(buf []Position) []Position {
	k := n.NumMoves()
	for i := 0; i < k; i++ {
		buf = append(buf, n.Play(Move(i)))
	}
	return buf
}

// Play returns the child reached by move m, which must be below
// NumMoves(); Play panics otherwise, as a wrong index would silently
// leave the tree.
func (n Position) Play(m Move) Position {
	k := n.NumMoves()
	if int(m) >= k {
		panic(fmt.Sprintf("synthetic: move %d at a node with %d moves", m, k))
	}
	parent := n.id
	n.id = childID(parent, m)
	if m == bestChild(n.params, parent, k) {
		n.value = -n.value
	} else {
		n.value = -n.value + 1 + int32(draw(n.id, drawDelta)%uint64(n.params.Spread))
	}
	n.path[n.ply] = m
	n.ply++
	return n
}

// Value returns the node's value from the view of its side to move: the
// exact value at a leaf, the true value plus bounded noise elsewhere (see
// the package comment).
func (n *Position) Value() int {
	if n.Terminal() || n.params.Noise == 0 {
		return int(n.value)
	}
	w := uint64(2*n.params.Noise + 1)
	return int(n.value) + int(draw(n.id, drawNoise)%w) - n.params.Noise
}

// TrueValue returns the node's hidden negamax value, the oracle against
// which experiments measure a search. A search under test must not call
// it.
func (n *Position) TrueValue() int { return int(n.value) }

// BestMove returns the move to the child that realises the true value,
// another oracle, or 0 at a leaf.
func (n *Position) BestMove() Move {
	k := n.NumMoves()
	if k == 0 {
		return 0
	}
	return bestChild(n.params, n.id, k)
}

// The draws made at a node, each a hash of the node id and its number.
const (
	drawRoot = iota + 1
	drawKind
	drawBranch
	drawFirst
	drawBestAt
	drawDelta
	drawNoise
)

// mix is the splitmix64 finaliser (board.Mix64).
func mix(z uint64) uint64 { return board.Mix64(z) }

// draw returns the i-th random word of the node with the given id.
func draw(id uint64, i uint64) uint64 { return mix(id + i*board.Golden64) }

// unit turns a random word into a float64 uniform in [0, 1).
func unit(x uint64) float64 { return float64(x>>11) * (1.0 / (1 << 53)) }

// childID is the id of child m of the node with id parent.
func childID(parent uint64, m Move) uint64 {
	return mix(parent ^ mix(uint64(m)+0xC0FFEE))
}

// bestChild returns which of the k children of the node with this id is
// the best: 0 with probability Q, else one of 1..k-1 uniformly.
func bestChild(p *Params, id uint64, k int) Move {
	if k == 1 || unit(draw(id, drawFirst)) < p.Q {
		return 0
	}
	return Move(1 + draw(id, drawBestAt)%uint64(k-1))
}

// branching returns the number of children of the interior node with
// this id.
func (p *Params) branching(id uint64) int {
	b := p.Branch
	switch b.Kind {
	case Uniform:
		return b.Lo + int(draw(id, drawBranch)%uint64(b.Hi-b.Lo+1))
	case Bimodal:
		m := b.M2
		if unit(draw(id, drawKind)) < b.P {
			m = b.M1
		}
		return min(1+poisson(m-1, draw(id, drawBranch)), MaxBranch)
	}
	return b.Lo
}

// poisson draws from the Poisson distribution with mean lambda (at most
// maxMean) by Knuth's product of uniforms, its uniforms from a splitmix64
// stream started at seed.
func poisson(lambda float64, seed uint64) int {
	limit := math.Exp(-lambda)
	k, prod := 0, 1.0
	g := board.NewSplitMix64(seed)
	for {
		prod *= unit(g.Next())
		if prod <= limit {
			return k
		}
		k++
	}
}
