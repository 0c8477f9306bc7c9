package othello

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// refBoard is a second, deliberately plain implementation of the rules
// for the tests: an array of cells walked square by square and direction
// by direction, sharing no code with the bitboard generator.
type refBoard struct {
	n    int
	cell [8][8]int8 // [row][col]: 0 empty, 1 Black, 2 White
	side int8       // 1 Black, 2 White
}

var refDirs = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}

// refFrom copies p into a refBoard through its text, so that only the
// notation is shared with the code under test.
func refFrom(t *testing.T, p Position) refBoard {
	text := p.String()
	r := refBoard{n: p.Size(), side: 1}
	for i := range r.n * r.n {
		switch text[i] {
		case 'X':
			r.cell[i/r.n][i%r.n] = 1
		case 'O':
			r.cell[i/r.n][i%r.n] = 2
		}
	}
	if text[len(text)-1] == 'O' {
		r.side = 2
	}
	return r
}

// flipsAt lists the cells that side placing on (row, col) turns over.
func (r *refBoard) flipsAt(row, col int, side int8) [][2]int {
	if r.cell[row][col] != 0 {
		return nil
	}
	var all [][2]int
	for _, d := range refDirs {
		var run [][2]int
		y, x := row+d[0], col+d[1]
		for y >= 0 && y < r.n && x >= 0 && x < r.n && r.cell[y][x] == 3-side {
			run = append(run, [2]int{y, x})
			y, x = y+d[0], x+d[1]
		}
		if len(run) > 0 && y >= 0 && y < r.n && x >= 0 && x < r.n && r.cell[y][x] == side {
			all = append(all, run...)
		}
	}
	return all
}

// placements lists side's placements in row-major order, as "d3".
func (r *refBoard) placements(side int8) []string {
	var out []string
	for row := range r.n {
		for col := range r.n {
			if len(r.flipsAt(row, col, side)) > 0 {
				out = append(out, string([]byte{'a' + byte(col), '1' + byte(row)}))
			}
		}
	}
	return out
}

// moves lists the legal moves: the placements, or "pass" when only the
// opponent can place, or nothing when the game is over.
func (r *refBoard) moves() []string {
	if m := r.placements(r.side); len(m) > 0 {
		return m
	}
	if len(r.placements(3-r.side)) > 0 {
		return []string{"pass"}
	}
	return nil
}

// play returns the board after move text m, which must be legal.
func (r refBoard) play(m string) refBoard {
	if m != "pass" {
		col, row := int(m[0]-'a'), int(m[1]-'1')
		for _, c := range r.flipsAt(row, col, r.side) {
			r.cell[c[0]][c[1]] = r.side
		}
		r.cell[row][col] = r.side
	}
	r.side = 3 - r.side
	return r
}

func (r *refBoard) count(side int8) int {
	n := 0
	for row := range r.n {
		for col := range r.n {
			if r.cell[row][col] == side {
				n++
			}
		}
	}
	return n
}

// perft follows the shared tables' convention with the plain rules.
func (r *refBoard) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := r.moves()
	if len(moves) == 0 {
		return 1
	}
	var n uint64
	for _, m := range moves {
		q := r.play(m)
		n += q.perft(depth - 1)
	}
	return n
}

// compareRef checks everything the bitboard position says about itself
// against the reference board.
func compareRef(t *testing.T, p Position) {
	t.Helper()
	r := refFrom(t, p)
	var got []string
	for _, m := range p.LegalMoves() {
		got = append(got, m.String())
	}
	want := r.moves()
	if !slices.Equal(got, want) {
		t.Fatalf("%s: moves %v, reference %v\n%s", p, got, want, p.Pretty())
	}
	if p.Terminal() != (len(want) == 0) {
		t.Fatalf("%s: Terminal %v with reference moves %v", p, p.Terminal(), want)
	}
	if p.Count(Black) != r.count(1) || p.Count(White) != r.count(2) {
		t.Fatalf("%s: counts %d-%d, reference %d-%d", p, p.Count(Black), p.Count(White), r.count(1), r.count(2))
	}
	if p.Key() != p.computeKey() {
		t.Fatalf("%s: key %x, from scratch %x", p, p.Key(), p.computeKey())
	}
	for _, m := range p.LegalMoves() {
		q := p.Play(m)
		if rq := r.play(m.String()); refFrom(t, q) != rq {
			t.Fatalf("%s after %v: %s, reference differs\n%s", p, m, q, q.Pretty())
		}
		if q.Key() != q.computeKey() {
			t.Fatalf("%s after %v: key %x, from scratch %x", p, m, q.Key(), q.computeKey())
		}
		if !p.IsLegal(m) {
			t.Fatalf("%s: IsLegal(%v) false for a generated move", p, m)
		}
	}
}

// TestReferenceRandomGames plays random games from both starts to the end
// and compares every position on the way with the reference rules: some
// 25 000 positions, passes and finished games included.
func TestReferenceRandomGames(t *testing.T) {
	games := 200
	if raceEnabled || testing.Short() {
		games = 50
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var positions, passes, ends int
	for _, start := range []Position{New8(), New6()} {
		for range games {
			p := start
			for {
				compareRef(t, p)
				positions++
				moves := p.LegalMoves()
				if len(moves) == 0 {
					ends++
					break
				}
				m := moves[rng.IntN(len(moves))]
				if m == Pass {
					passes++
				}
				p = p.Play(m)
			}
		}
	}
	t.Logf("%d positions, %d passes, %d finished games", positions, passes, ends)
	if passes == 0 {
		t.Error("random play met no pass; the pass is untested")
	}
}

// TestReferenceRandomBoards compares the generators on arbitrary disc
// patterns, most of them unreachable in play, which put discs on every
// edge and corner in every combination and so find wrap-around bugs that
// real games rarely reach.
func TestReferenceRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 4000 {
		size := 8
		if i%2 == 1 {
			size = 6
		}
		b := make([]byte, 0, size*size+2)
		empty := rng.IntN(10) // one square in 10 empty, up to 10 in 10
		for range size * size {
			switch {
			case rng.IntN(10) < empty:
				b = append(b, '-')
			case rng.IntN(2) == 0:
				b = append(b, 'X')
			default:
				b = append(b, 'O')
			}
		}
		b = append(b, ' ', "XO"[rng.IntN(2)])
		compareRef(t, MustParse(string(b)))
	}
}

// TestReferencePerft checks perft against the plain rules from positions
// other than the starts, a few plies into random games.
func TestReferencePerft(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 6 {
		p := New8()
		if i%2 == 1 {
			p = New6()
		}
		for range 20 + 4*i {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
		r := refFrom(t, p)
		for d := 1; d <= 4; d++ {
			if got, want := Perft(p, d), r.perft(d); got != want {
				t.Errorf("%s: perft(%d) = %d, reference %d", p, d, got, want)
			}
		}
	}
}
