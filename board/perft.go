package board

// Perft counts the leaf nodes of the legal move tree of p to the given
// depth. With unique false every capture route counts as its own move
// (OEIS A133046 from the start position); with unique true, moves with the
// same start, end and captured pieces count once.
func Perft(p Position, depth int, unique bool) uint64 {
	if depth <= 0 {
		return 1
	}
	c := newPerftCounter(depth, unique)
	return c.count(&p, depth)
}

// PerftDivide returns the perft count below each root move, in move
// generation order (merged moves under unique).
func PerftDivide(p Position, depth int, unique bool) ([]Move, []uint64) {
	if depth <= 0 {
		return nil, nil
	}
	c := newPerftCounter(depth, unique)
	moves := c.rootMoves(&p)
	counts := make([]uint64, len(moves))
	for i, m := range moves {
		q := p.Play(m)
		counts[i] = c.count(&q, depth-1)
	}
	return moves, counts
}

type perftCounter struct {
	unique bool
	stack  [][]Move
}

func newPerftCounter(depth int, unique bool) *perftCounter {
	c := &perftCounter{unique: unique, stack: make([][]Move, depth+1)}
	for i := range c.stack {
		c.stack[i] = make([]Move, 0, 64)
	}
	return c
}

func (c *perftCounter) rootMoves(p *Position) []Move {
	moves := p.LegalMoves()
	if c.unique {
		moves = UniqueMoves(moves)
	}
	return moves
}

func (c *perftCounter) count(p *Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if depth == 1 && !c.unique {
		return p.countMoves()
	}
	moves := p.Moves(c.stack[depth][:0])
	if c.unique && len(moves) > 1 && moves[0].IsCapture() {
		moves = UniqueMoves(moves)
	}
	c.stack[depth] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		q := p.Play(m)
		n += c.count(&q, depth-1)
	}
	return n
}

// UniqueMoves removes, in place, every move that has the same effect as an
// earlier one (see Move.SameEffect) and returns the shortened slice.
func UniqueMoves(moves []Move) []Move {
	out := moves[:0]
outer:
	for _, m := range moves {
		for _, k := range out {
			if k.SameEffect(m) {
				continue outer
			}
		}
		out = append(out, m)
	}
	return out
}
