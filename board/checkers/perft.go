package checkers

import "math/bits"

// Perft counts the leaf nodes of the legal move tree of p to the given
// depth. With unique false every capture route counts as its own move
// (OEIS A133046 from the start position); with unique true, moves with the
// same start, end and captured pieces count once.
//
// Perft is the yardstick of the move generator, so it runs on raw
// bitboards: no Move values and no Zobrist keys for steps, bulk counting
// of the last ply (captures included) and no heap allocation below the
// root.
func Perft(p Position, depth int, unique bool) uint64 {
	if depth <= 0 {
		return 1
	}
	s := newPerftState(depth, unique)
	return s.perft(p.men[p.side&1], p.men[(p.side^1)&1], p.kings, p.side == Black, depth)
}

// PerftDivide returns the perft count below each root move, in move
// generation order (merged moves under unique). It is the tool for
// finding which move a generator bug hides under.
func PerftDivide(p Position, depth int, unique bool) ([]Move, []uint64) {
	if depth <= 0 {
		return nil, nil
	}
	moves := p.LegalMoves()
	if unique {
		moves = UniqueMoves(moves)
	}
	s := newPerftState(depth, unique)
	counts := make([]uint64, len(moves))
	for i, m := range moves {
		q := p.Play(m)
		counts[i] = s.perft(q.men[q.side&1], q.men[(q.side^1)&1], q.kings, q.side == Black, depth-1)
	}
	return moves, counts
}

// UniqueMoves removes, in place, every move that has the same effect as an
// earlier one (see Move.SameEffect) and returns the shortened slice.
func UniqueMoves(moves []Move) []Move {
	out := moves[:0]
outer:
	for _, m := range moves {
		if m.jumps >= 2 { // a single jump or a step has only one route
			for _, k := range out {
				if k.SameEffect(m) {
					continue outer
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// perftState holds what the perft recursion reuses from node to node: one
// move buffer per remaining depth for the nodes with captures.
type perftState struct {
	unique bool
	moves  [][]Move
}

func newPerftState(depth int, unique bool) *perftState {
	const room = 64 // captures of one node; append grows it if ever needed
	s := &perftState{unique: unique, moves: make([][]Move, depth+1)}
	all := make([]Move, (depth+1)*room)
	for i := range s.moves {
		s.moves[i] = all[i*room : i*room : (i+1)*room]
	}
	return s
}

// perft counts the leaves depth plies below the position where own (with
// the kings among kings) is to move against opp; black tells the colour
// of own. Positions are passed as three words so that they stay in
// registers.
func (s *perftState) perft(own, opp, kings uint64, black bool, depth int) uint64 {
	if depth <= 1 {
		if depth <= 0 {
			return 1
		}
		return s.count(own, opp, kings, black)
	}
	empty := allBits &^ (own | opp)
	up, down := movers(own, kings, black)
	if jumpersOf(up, down, opp, empty) != 0 {
		return s.perftCaptures(own, opp, kings, black, depth)
	}
	if depth == 2 {
		return s.perft2(own, opp, kings, up, down, empty, black)
	}
	d := depth - 1
	var n uint64
	// A step moves the king bit along with the piece; a step onto the
	// far row crowns (a king there stays a king).
	for t := (up << 4) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to >> 4
		n += s.perft(opp, own^from^to, kings&^from|(kings&from)<<4|to&whiteRow, !black, d)
	}
	for t := (up << 5) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to >> 5
		n += s.perft(opp, own^from^to, kings&^from|(kings&from)<<5|to&whiteRow, !black, d)
	}
	for t := (down >> 4) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to << 4
		n += s.perft(opp, own^from^to, kings&^from|(kings&from)>>4|to&blackRow, !black, d)
	}
	for t := (down >> 5) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to << 5
		n += s.perft(opp, own^from^to, kings&^from|(kings&from)>>5|to&blackRow, !black, d)
	}
	return n
}

// perft2 is perft at depth 2 of a node without captures: it makes each
// step and bulk counts the replies, without a call to perft per child.
func (s *perftState) perft2(own, opp, kings, up, down, empty uint64, black bool) uint64 {
	var n uint64
	for t := (up << 4) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to >> 4
		n += s.count(opp, own^from^to, kings&^from|(kings&from)<<4|to&whiteRow, !black)
	}
	for t := (up << 5) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to >> 5
		n += s.count(opp, own^from^to, kings&^from|(kings&from)<<5|to&whiteRow, !black)
	}
	for t := (down >> 4) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to << 4
		n += s.count(opp, own^from^to, kings&^from|(kings&from)>>4|to&blackRow, !black)
	}
	for t := (down >> 5) & empty; t != 0; t &= t - 1 {
		to := t & -t
		from := to << 5
		n += s.count(opp, own^from^to, kings&^from|(kings&from)>>5|to&blackRow, !black)
	}
	return n
}

// perftCaptures is perft for a node where a capture is compulsory. Each
// capture route found leads straight to its child position; only when
// routes must be merged (unique counting with a king that can capture) do
// the moves go through the ordinary generator and UniqueMoves.
func (s *perftState) perftCaptures(own, opp, kings uint64, black bool, depth int) uint64 {
	empty := allBits &^ (own | opp)
	up, down := movers(own, kings, black)
	jumpers := jumpersOf(up, down, opp, empty)
	if !s.unique || jumpers&kings == 0 {
		var n uint64
		for b := jumpers; b != 0; b &= b - 1 {
			from := b & -b
			r := routeWalk{
				own: own ^ from, opp: opp, kings: kings &^ from, empty: empty | from,
				king: kings&from != 0, up: up&from != 0, down: down&from != 0,
				black: black, depth: depth - 1,
			}
			n += s.routes(&r, from, 0)
		}
		return n
	}
	p := Position{kings: kings, side: White}
	if black {
		p.side = Black
	}
	p.men[p.side&1], p.men[(p.side^1)&1] = own, opp
	moves := p.appendCaptures(s.moves[depth][:0], p.jumpers())
	if s.unique {
		moves = UniqueMoves(moves)
	}
	s.moves[depth] = moves
	var n uint64
	for _, m := range moves {
		from, to := m.From.bit(), m.To.bit()
		k := kings &^ m.captured
		if kings&from != 0 {
			k = k&^from | to
		} else if m.Crowns {
			k |= to
		}
		n += s.perft(opp&^m.captured, own^from^to, k, !black, depth-1)
	}
	return n
}

// routeWalk is the state of one piece's capture routes in perft: the
// board with the moving piece lifted off, which ways it may jump, and
// what to do with each finished route.
type routeWalk struct {
	own, opp, kings uint64 // position without the moving piece
	empty           uint64 // empty squares, start square included
	king, up, down  bool   // the piece is a king; it may jump up, down
	black           bool   // colour of the side to move
	depth           int    // depth left below the children
}

// routes follows the capture routes of the piece that has reached at,
// having captured the pieces in captured, and returns the perft sum of
// the positions they lead to. Captured pieces stay on the board (in opp)
// until the move ends.
func (s *perftState) routes(r *routeWalk, at, captured uint64) uint64 {
	var n uint64
	found := false
	if r.up {
		if over := (at << 4) & r.opp &^ captured; over != 0 {
			if land := (over << 4) & r.empty; land != 0 {
				found = true
				n += s.jumpTo(r, land, captured|over, land&whiteRow != 0)
			}
		}
		if over := (at << 5) & r.opp &^ captured; over != 0 {
			if land := (over << 5) & r.empty; land != 0 {
				found = true
				n += s.jumpTo(r, land, captured|over, land&whiteRow != 0)
			}
		}
	}
	if r.down {
		if over := (at >> 4) & r.opp &^ captured; over != 0 {
			if land := (over >> 4) & r.empty; land != 0 {
				found = true
				n += s.jumpTo(r, land, captured|over, land&blackRow != 0)
			}
		}
		if over := (at >> 5) & r.opp &^ captured; over != 0 {
			if land := (over >> 5) & r.empty; land != 0 {
				found = true
				n += s.jumpTo(r, land, captured|over, land&blackRow != 0)
			}
		}
	}
	if !found {
		return s.routeEnd(r, at, captured, false)
	}
	return n
}

// jumpTo continues a route on land, where a man that reaches the far row
// (farRow) is crowned and stops.
func (s *perftState) jumpTo(r *routeWalk, land, captured uint64, farRow bool) uint64 {
	if farRow && !r.king {
		return s.routeEnd(r, land, captured, true)
	}
	return s.routes(r, land, captured)
}

// routeEnd finishes a route on at: the captured pieces leave the board
// and the opponent is to move.
func (s *perftState) routeEnd(r *routeWalk, at, captured uint64, crowns bool) uint64 {
	k := r.kings &^ captured
	if r.king || crowns {
		k |= at
	}
	return s.perft(r.opp&^captured, r.own|at, k, !r.black, r.depth)
}

// count is the bulk-counting last ply of perft: the number of legal moves
// of the side to move, found without generating them.
func (s *perftState) count(own, opp, kings uint64, black bool) uint64 {
	empty := allBits &^ (own | opp)
	up, down := movers(own, kings, black)
	ju := up & (((empty>>4)&opp)>>4 | ((empty>>5)&opp)>>5)
	jd := down & (((empty<<4)&opp)<<4 | ((empty<<5)&opp)<<5)
	if ju|jd == 0 {
		return uint64(bits.OnesCount64((up<<4)&empty) + bits.OnesCount64((up<<5)&empty) +
			bits.OnesCount64((down>>4)&empty) + bits.OnesCount64((down>>5)&empty))
	}
	if s.unique && (ju|jd)&kings != 0 {
		// Only a king's routes can share start, end and captured
		// pieces; merge them the slow way.
		p := Position{kings: kings, side: White}
		if black {
			p.side = Black
		}
		p.men[p.side&1], p.men[(p.side^1)&1] = own, opp
		moves := UniqueMoves(p.appendCaptures(s.moves[0][:0], ju|jd))
		s.moves[0] = moves
		return uint64(len(moves))
	}
	return countCaptures(up&^kings, down&^kings, (ju|jd)&kings, opp, empty)
}

// countCaptures counts the capture routes of men moving up (upMen), men
// moving down (downMen) and the kings that have a capture (kings).
//
// A man only ever moves forward, so the pieces it has captured and the
// square it left are behind it: whether it can go on from a square is a
// property of the board as it stands, computed for all squares at once.
// Most captures are single jumps that end there and are counted with a
// popcount; only men that can go on are followed one by one.
func countCaptures(upMen, downMen, kings, opp, empty uint64) uint64 {
	var n uint64
	if upMen != 0 {
		more := (((empty>>4)&opp)>>4 | ((empty>>5)&opp)>>5) &^ whiteRow
		l4 := (((upMen << 4) & opp) << 4) & empty
		l5 := (((upMen << 5) & opp) << 5) & empty
		n += uint64(bits.OnesCount64(l4&^more) + bits.OnesCount64(l5&^more))
		for b := l4 & more; b != 0; b &= b - 1 {
			n += upManRoutes(b&-b, opp, empty, more)
		}
		for b := l5 & more; b != 0; b &= b - 1 {
			n += upManRoutes(b&-b, opp, empty, more)
		}
	}
	if downMen != 0 {
		more := (((empty<<4)&opp)<<4 | ((empty<<5)&opp)<<5) &^ blackRow
		l4 := (((downMen >> 4) & opp) >> 4) & empty
		l5 := (((downMen >> 5) & opp) >> 5) & empty
		n += uint64(bits.OnesCount64(l4&^more) + bits.OnesCount64(l5&^more))
		for b := l4 & more; b != 0; b &= b - 1 {
			n += downManRoutes(b&-b, opp, empty, more)
		}
		for b := l5 & more; b != 0; b &= b - 1 {
			n += downManRoutes(b&-b, opp, empty, more)
		}
	}
	for b := kings; b != 0; b &= b - 1 {
		at := b & -b
		n += kingRoutes(at, opp, empty|at)
	}
	return n
}

// upManRoutes counts the routes of a man moving up that has landed on at,
// from where it can go on (at is in more, see countCaptures).
func upManRoutes(at, opp, empty, more uint64) uint64 {
	var n uint64
	if land := (((at << 4) & opp) << 4) & empty; land != 0 {
		if land&more != 0 {
			n += upManRoutes(land, opp, empty, more)
		} else {
			n++
		}
	}
	if land := (((at << 5) & opp) << 5) & empty; land != 0 {
		if land&more != 0 {
			n += upManRoutes(land, opp, empty, more)
		} else {
			n++
		}
	}
	return n
}

// downManRoutes is upManRoutes for a man moving down.
func downManRoutes(at, opp, empty, more uint64) uint64 {
	var n uint64
	if land := (((at >> 4) & opp) >> 4) & empty; land != 0 {
		if land&more != 0 {
			n += downManRoutes(land, opp, empty, more)
		} else {
			n++
		}
	}
	if land := (((at >> 5) & opp) >> 5) & empty; land != 0 {
		if land&more != 0 {
			n += downManRoutes(land, opp, empty, more)
		} else {
			n++
		}
	}
	return n
}

// kingRoutes counts the capture routes of a king that stands on at, with
// opp holding the opponent pieces it has not captured yet and empty the
// squares it may land on (its start square included; captured pieces
// stay on the board until the move ends, so they are in neither). A king
// that cannot jump on has finished one route.
func kingRoutes(at, opp, empty uint64) uint64 {
	var n uint64
	if over := (at << 4) & opp; over != 0 {
		if land := (over << 4) & empty; land != 0 {
			n += kingRoutes(land, opp&^over, empty)
		}
	}
	if over := (at << 5) & opp; over != 0 {
		if land := (over << 5) & empty; land != 0 {
			n += kingRoutes(land, opp&^over, empty)
		}
	}
	if over := (at >> 4) & opp; over != 0 {
		if land := (over >> 4) & empty; land != 0 {
			n += kingRoutes(land, opp&^over, empty)
		}
	}
	if over := (at >> 5) & opp; over != 0 {
		if land := (over >> 5) & empty; land != 0 {
			n += kingRoutes(land, opp&^over, empty)
		}
	}
	if n == 0 {
		return 1
	}
	return n
}
