package checkers

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// This file holds a deliberately slow and plain move generator that works
// on an 8x8 array of rows and columns instead of bitboards. It shares no
// code with the engine except the Square numbering helpers SquareAt and
// Square.Row/Col, and it is the guard of the fast generator: the moves,
// the positions after them and the perft counts of both must agree on
// many random positions.

// refBoard is a position as a plain 8x8 grid, row 0 at Black's side.
type refBoard struct {
	grid [8][8]Piece
	side Color
}

// refMove is a move of the reference generator: the start square, every
// landing square, the captured squares in jump order and whether a man
// was crowned.
type refMove struct {
	from     [2]int
	landings [][2]int
	captured [][2]int
	crowns   bool
}

func (m refMove) to() [2]int {
	if len(m.landings) == 0 {
		return m.from
	}
	return m.landings[len(m.landings)-1]
}

// String writes the move in the standard notation, like Move.String.
func (m refMove) String() string {
	name := func(rc [2]int) string { return fmt.Sprint(int(SquareAt(rc[0], rc[1]))) }
	if len(m.captured) == 0 {
		return name(m.from) + "-" + name(m.to())
	}
	parts := []string{name(m.from)}
	for _, l := range m.landings {
		parts = append(parts, name(l))
	}
	return strings.Join(parts, "x")
}

// effect identifies what a move does regardless of its route, for the
// unique perft.
func (m refMove) effect() string {
	caps := make([]string, len(m.captured))
	for i, c := range m.captured {
		caps[i] = fmt.Sprint(int(SquareAt(c[0], c[1])))
	}
	sort.Strings(caps)
	return fmt.Sprint(m.from, m.to(), caps)
}

func refFromPosition(p *Position) refBoard {
	var b refBoard
	b.side = p.SideToMove()
	for s := Square(1); s <= 32; s++ {
		b.grid[s.Row()][s.Col()] = p.At(s)
	}
	return b
}

func onBoard(r, c int) bool { return r >= 0 && r < 8 && c >= 0 && c < 8 }

func (b *refBoard) owner(r, c int) (Color, bool) {
	switch b.grid[r][c] {
	case BlackMan, BlackKing:
		return Black, true
	case WhiteMan, WhiteKing:
		return White, true
	}
	return 0, false
}

// refDirections lists the row and column steps a piece may take: Black
// men go down the grid (towards square 32), White men up, kings both.
func refDirections(pc Piece) [][2]int {
	switch pc {
	case BlackMan:
		return [][2]int{{1, -1}, {1, 1}}
	case WhiteMan:
		return [][2]int{{-1, -1}, {-1, 1}}
	}
	return [][2]int{{1, -1}, {1, 1}, {-1, -1}, {-1, 1}}
}

func refCrownRow(c Color) int {
	if c == Black {
		return 7
	}
	return 0
}

// moves returns every legal move: all capture routes if any piece can
// capture, otherwise all steps.
func (b *refBoard) moves() []refMove {
	var caps, steps []refMove
	for r := 0; r < 8; r++ {
		for c := 0; c < 8; c++ {
			pc := b.grid[r][c]
			if col, ok := b.owner(r, c); !ok || col != b.side {
				continue
			}
			start := refMove{from: [2]int{r, c}}
			b.routes(pc, r, c, start, &caps)
			for _, d := range refDirections(pc) {
				nr, nc := r+d[0], c+d[1]
				if onBoard(nr, nc) && b.grid[nr][nc] == Empty {
					m := refMove{from: [2]int{r, c}, landings: [][2]int{{nr, nc}}}
					m.crowns = !pc.IsKing() && nr == refCrownRow(b.side)
					steps = append(steps, m)
				}
			}
		}
	}
	if len(caps) > 0 {
		return caps
	}
	return steps
}

// routes extends the capture route so far (the piece pc now standing on
// r, c) and adds the finished routes to out. The piece's start square is
// empty once it has left; captured pieces stay until the move is over.
func (b *refBoard) routes(pc Piece, r, c int, so refMove, out *[]refMove) {
	extended := false
	for _, d := range refDirections(pc) {
		mr, mc := r+d[0], c+d[1]
		lr, lc := r+2*d[0], c+2*d[1]
		if !onBoard(lr, lc) {
			continue
		}
		if col, ok := b.owner(mr, mc); !ok || col == b.side {
			continue
		}
		already := false
		for _, x := range so.captured {
			if x == [2]int{mr, mc} {
				already = true
			}
		}
		if already {
			continue
		}
		if b.grid[lr][lc] != Empty && [2]int{lr, lc} != so.from {
			continue
		}
		next := refMove{from: so.from}
		next.landings = append(append([][2]int{}, so.landings...), [2]int{lr, lc})
		next.captured = append(append([][2]int{}, so.captured...), [2]int{mr, mc})
		extended = true
		if !pc.IsKing() && lr == refCrownRow(b.side) {
			next.crowns = true
			*out = append(*out, next)
			continue
		}
		b.routes(pc, lr, lc, next, out)
	}
	if !extended && len(so.captured) > 0 {
		*out = append(*out, so)
	}
}

// play returns the board after m.
func (b refBoard) play(m refMove) refBoard {
	pc := b.grid[m.from[0]][m.from[1]]
	b.grid[m.from[0]][m.from[1]] = Empty
	for _, x := range m.captured {
		b.grid[x[0]][x[1]] = Empty
	}
	if m.crowns {
		if pc == BlackMan {
			pc = BlackKing
		} else {
			pc = WhiteKing
		}
	}
	to := m.to()
	b.grid[to[0]][to[1]] = pc
	b.side = b.side.Other()
	return b
}

func (b refBoard) perft(depth int, unique bool) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	seen := map[string]bool{}
	for _, m := range b.moves() {
		if unique {
			if seen[m.effect()] {
				continue
			}
			seen[m.effect()] = true
		}
		n += b.play(m).perft(depth-1, unique)
	}
	return n
}

// sameBoard reports the first difference between an engine position and
// a reference board, or "".
func sameBoard(p *Position, b *refBoard) string {
	if p.SideToMove() != b.side {
		return fmt.Sprintf("side to move %v, reference %v", p.SideToMove(), b.side)
	}
	for s := Square(1); s <= 32; s++ {
		if got, want := p.At(s), b.grid[s.Row()][s.Col()]; got != want {
			return fmt.Sprintf("square %d holds %v, reference %v", s, got, want)
		}
	}
	return ""
}

// randomPlayout plays up to n random moves from the start position and
// returns where it ended.
func randomPlayout(rng *rand.Rand, n int) Position {
	p := Start()
	for i := 0; i < n; i++ {
		moves := p.LegalMoves()
		if len(moves) == 0 {
			break
		}
		p = p.Play(moves[rng.IntN(len(moves))])
	}
	return p
}

// randomSetup scatters pieces on the board, with many kings so that long
// king routes and circuits turn up often.
func randomSetup(rng *rand.Rand) Position {
	var p Position
	for c := Black; c <= White; c++ {
		n := 1 + rng.IntN(9)
		for placed := 0; placed < n; {
			s := Square(1 + rng.IntN(32))
			if p.At(s) != Empty {
				continue
			}
			king := rng.IntN(3) == 0
			if s.bit()&crownRow(c) != 0 {
				king = true
			}
			switch {
			case c == Black && king:
				p.Put(s, BlackKing)
			case c == Black:
				p.Put(s, BlackMan)
			case king:
				p.Put(s, WhiteKing)
			default:
				p.Put(s, WhiteMan)
			}
			placed++
		}
	}
	p.SetSideToMove(Color(rng.IntN(2)))
	return p
}

// randomKingHunt gives the side to move one or two kings among opponent
// pieces on the inner squares, where king circuits (routes that come back
// to their start, or that capture the same pieces in another order) are
// common.
func randomKingHunt(rng *rand.Rand) Position {
	var p Position
	us := Color(rng.IntN(2))
	them := us.Other()
	var inner []Square
	for s := Square(1); s <= 32; s++ {
		if r, c := s.Row(), s.Col(); r >= 1 && r <= 6 && c >= 1 && c <= 6 {
			inner = append(inner, s)
		}
	}
	rng.Shuffle(len(inner), func(i, j int) { inner[i], inner[j] = inner[j], inner[i] })
	n := 4 + rng.IntN(9)
	for _, s := range inner[:n] {
		pc := BlackMan
		if them == White {
			pc = WhiteMan
		}
		p.Put(s, pc)
	}
	king := BlackKing
	if us == White {
		king = WhiteKing
	}
	for placed, want := 0, 1+rng.IntN(2); placed < want; {
		if s := Square(1 + rng.IntN(32)); p.At(s) == Empty {
			p.Put(s, king)
			placed++
		}
	}
	p.SetSideToMove(us)
	return p
}

// testPositions returns a deterministic mix of positions from random
// games and random setups.
func testPositions(t testing.TB, n int) []Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	out := []Position{Start(), circuitPosition(t)}
	for i := 0; len(out) < n; i++ {
		switch i % 3 {
		case 0:
			out = append(out, randomPlayout(rng, rng.IntN(80)))
		case 1:
			out = append(out, randomSetup(rng))
		default:
			out = append(out, randomKingHunt(rng))
		}
	}
	return out
}

const circuitFEN = "W:WK2,21,22,23,27,28,30,31,32:B3,6,7,8,10,14,15,20"

func circuitPosition(t testing.TB) Position {
	t.Helper()
	p, err := ParseFEN(circuitFEN)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func refSortedMoves(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	sort.Strings(out)
	return out
}

// TestMovesMatchReference checks Moves, Play, Move.String, ParseMove and
// the move details against the reference on every test position.
func TestMovesMatchReference(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 200
	}
	for _, p := range testPositions(t, n) {
		ref := refFromPosition(&p)
		if d := sameBoard(&p, &ref); d != "" {
			t.Fatalf("%s: board view differs: %s", p.FEN(), d)
		}
		refMoves := ref.moves()
		want := make([]string, len(refMoves))
		byName := map[string]refMove{}
		for i, m := range refMoves {
			want[i] = m.String()
			byName[want[i]] = m
		}
		sort.Strings(want)
		moves := p.LegalMoves()
		got := refSortedMoves(moves)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Fatalf("%s: moves\n got %v\nwant %v", p.FEN(), got, want)
		}
		for _, m := range moves {
			rm := byName[m.String()]
			if m.Crowns != rm.crowns || m.Jumps() != len(rm.captured) || m.IsCapture() != (len(rm.captured) > 0) {
				t.Fatalf("%s: move %v: crowns %v jumps %d, reference crowns %v jumps %d",
					p.FEN(), m, m.Crowns, m.Jumps(), rm.crowns, len(rm.captured))
			}
			path := m.Path()
			if path[len(path)-1] != m.To || len(path) != max(1, m.Jumps()) {
				t.Fatalf("%s: move %v: path %v does not end on %v", p.FEN(), m, path, m.To)
			}
			q := p.Play(m)
			rq := ref.play(rm)
			if d := sameBoard(&q, &rq); d != "" {
				t.Fatalf("%s: after %v: %s", p.FEN(), m, d)
			}
			back, err := p.ParseMove(m.String())
			if err != nil || back != m {
				t.Fatalf("%s: ParseMove(%q) = %v, %v", p.FEN(), m.String(), back, err)
			}
		}
	}
}

// TestPerftMatchesReference compares the fast bitboard perft, in both
// counting modes, with the reference tree walk.
func TestPerftMatchesReference(t *testing.T) {
	n, depth := 900, 3
	if testing.Short() {
		n = 150
	}
	differ := 0
	for _, p := range testPositions(t, n) {
		ref := refFromPosition(&p)
		for d := 1; d <= depth; d++ {
			all, uniq := Perft(p, d, false), Perft(p, d, true)
			if want := ref.perft(d, false); all != want {
				t.Fatalf("%s: perft %d = %d, reference %d", p.FEN(), d, all, want)
			}
			if want := ref.perft(d, true); uniq != want {
				t.Fatalf("%s: unique perft %d = %d, reference %d", p.FEN(), d, uniq, want)
			}
			if all != uniq {
				differ++
			}
		}
	}
	// The random setups must exercise merging, or the unique half of
	// this test proves nothing.
	if differ == 0 {
		t.Fatal("no test position has routes with the same effect")
	}
	t.Logf("%d (position, depth) pairs where unique counting merges routes", differ)
}

// TestPerftDivideMatchesReference checks that the divide counts add up
// and match the reference below each root move.
func TestPerftDivideMatchesReference(t *testing.T) {
	for _, p := range testPositions(t, 40) {
		for _, unique := range []bool{false, true} {
			moves, counts := PerftDivide(p, 3, unique)
			var sum uint64
			for i, m := range moves {
				sum += counts[i]
				q := p.Play(m)
				rq := refFromPosition(&q)
				if want := rq.perft(2, unique); counts[i] != want {
					t.Fatalf("%s: divide %v = %d, reference %d", p.FEN(), m, counts[i], want)
				}
			}
			if want := Perft(p, 3, unique); sum != want {
				t.Fatalf("%s: divide sums to %d, perft %d", p.FEN(), sum, want)
			}
		}
	}
}
