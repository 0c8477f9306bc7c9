package checkers

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"unsafe"
)

// TestRules pins the rules of English draughts on small positions whose
// legal moves were worked out by hand. The move lists are complete: an
// extra or a missing move fails.
func TestRules(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		want string // every legal move, sorted, space separated
	}{
		{"black men step forward only", "B:W10:B14", "14-17 14-18"},
		{"white men step towards square 1", "W:W22:B1", "22-17 22-18"},
		{"kings step one square in four directions", "B:W32:BK14", "14-10 14-17 14-18 14-9"},
		{"capture is compulsory", "B:W18:B14,1", "14x23"},
		{"capture is compulsory for the king too", "W:W30,K19:B15", "19x10"},
		{"men do not capture backwards", "B:W10,17:B14", "14x21"},
		// No majority rule: the single and the double capture are both
		// legal, but the double may not stop half way (no 6x15).
		{"any capture may be chosen", "B:W9,10,19:B6", "6x13 6x15x24"},
		// 22x31 crowns; the new king could jump 27 from 31 but the move
		// ends on the crowning row.
		{"crowning ends the move", "B:W26,27:B22", "22x31"},
		{"white crowning ends the move", "W:W11:B6,7", "11x2"},
		// The king may not jump 18 a second time to come back to 14.
		{"a piece is jumped once", "B:W18:BK14", "14x23"},
		// The circuit 2x9x18x11x2 ends on its start square, which the
		// king has left, and cannot continue over 6 or 7 again.
		{"king circuit returns to its start", circuitFEN, "2x11x18x9x2 2x11x4 2x9x18x11x2 2x9x18x11x4"},
		{"blocked side has no move", "B:W9,14:B5", ""},
		{"side without pieces has no move", "W:B1,2", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(refSortedMoves(p.LegalMoves()), " "); got != tt.want {
				t.Errorf("%s: moves %q, want %q", tt.fen, got, tt.want)
			}
			if got, want := p.HasCapture(), strings.Contains(tt.want, "x"); got != want {
				t.Errorf("%s: HasCapture %v, want %v", tt.fen, got, want)
			}
		})
	}
}

// TestRulesCircuitOnce checks the note in Moves: captured pieces
// stay on the board until the move ends. Landing squares of a route are
// an even number of rows and columns from the start and captured pieces
// an odd number, so a king can never even reach a captured piece's
// square; what the rule forbids in practice is jumping a piece twice,
// which TestRules covers. Here a king could go round a circuit twice if
// captured pieces were forgotten.
func TestRulesCircuitOnce(t *testing.T) {
	p := circuitPosition(t)
	for _, m := range p.LegalMoves() {
		if m.Jumps() > 4 {
			t.Errorf("route %v jumps %d pieces; only 4 can be taken", m, m.Jumps())
		}
		seen := map[Square]bool{}
		for _, s := range m.Captured() {
			if seen[s] {
				t.Errorf("route %v captures %v twice", m, s)
			}
			seen[s] = true
		}
	}
}

func TestRulesCrowning(t *testing.T) {
	tests := []struct {
		fen, move string
		crowns    bool
		at        Square
		want      Piece
	}{
		{"W:W6:B12", "6-1", true, 1, WhiteKing},
		{"B:W6:B27", "27-31", true, 31, BlackKing},
		{"B:W26,27:B22", "22x31", true, 31, BlackKing},
		{"B:W6:B18", "18-22", false, 22, BlackMan},
		{"B:W6:BK27", "27-32", false, 32, BlackKing}, // already a king
		{"W:WK6:B27", "6-1", false, 1, WhiteKing},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		if m.Crowns != tt.crowns {
			t.Errorf("%s %s: Crowns %v, want %v", tt.fen, tt.move, m.Crowns, tt.crowns)
		}
		q := p.Play(m)
		if got := q.At(tt.at); got != tt.want {
			t.Errorf("%s %s: square %d holds %v, want %v", tt.fen, tt.move, tt.at, got, tt.want)
		}
		if q.At(m.From) != Empty {
			t.Errorf("%s %s: start square not emptied", tt.fen, tt.move)
		}
	}
}

// TestPlayCaptures checks that captured men and kings leave the board and
// the moving king stays a king, including on a circuit.
func TestPlayCaptures(t *testing.T) {
	p := circuitPosition(t)
	m, err := p.ParseMove("2x9x18x11x2")
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Captured(); len(got) != 4 || got[0] != 6 || got[1] != 7 || got[2] != 14 || got[3] != 15 {
		t.Errorf("captured %v, want [6 7 14 15]", got)
	}
	q := p.Play(m)
	if q.At(2) != WhiteKing {
		t.Errorf("the king is not back on 2: %v", q.At(2))
	}
	for _, s := range []Square{6, 7, 14, 15} {
		if q.At(s) != Empty {
			t.Errorf("captured piece on %d is still there", s)
		}
	}
	if men, kings := q.Count(Black); men != 4 || kings != 0 {
		t.Errorf("black has %d men %d kings, want 4 and 0", men, kings)
	}
	if q.SideToMove() != Black {
		t.Errorf("side to move %v after White's move", q.SideToMove())
	}
}

// TestZobristIncremental plays random games and checks after every move
// that the key Play maintains equals the key computed from scratch, and
// that FEN round trips keep it.
func TestZobristIncremental(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	games := 300
	if testing.Short() {
		games = 50
	}
	plies := 0
	defer func() { t.Logf("%d positions checked", plies) }()
	for g := 0; g < games; g++ {
		p := Start()
		if g%3 == 2 {
			p = randomSetup(rng)
		}
		for ply := 0; ply < 200; ply++ {
			if k := p.computeKey(); p.Key() != k {
				t.Fatalf("game %d ply %d %s: key %x, from scratch %x", g, ply, p.FEN(), p.Key(), k)
			}
			if q, err := ParseFEN(p.FEN()); err != nil || q.Key() != p.Key() {
				t.Fatalf("game %d ply %d %s: FEN round trip key %x, want %x (%v)", g, ply, p.FEN(), q.Key(), p.Key(), err)
			}
			plies++
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

func TestZobristSetup(t *testing.T) {
	p := Start()
	start := p.Key()
	p.Put(13, WhiteKing)
	if p.Key() != p.computeKey() || p.Key() == start {
		t.Errorf("Put does not keep the key")
	}
	p.Put(13, Empty)
	if p.Key() != start {
		t.Errorf("Put and remove do not restore the key")
	}
	p.SetSideToMove(White)
	if p.Key() != p.computeKey() || p.Key() == start {
		t.Errorf("SetSideToMove does not keep the key")
	}
	if q := p.PlayNull(); q.Key() != start {
		t.Errorf("PlayNull does not flip the side key")
	}
	// A king and a man on the same square must differ.
	a, b := Position{}, Position{}
	a.Put(14, BlackMan)
	b.Put(14, BlackKing)
	if a.Key() == b.Key() {
		t.Errorf("a man and a king on 14 have the same key")
	}
}

// TestMoveSize keeps moves small: search and perft move lists are arrays
// of them.
func TestMoveSize(t *testing.T) {
	if n := unsafe.Sizeof(Move{}); n > 16 {
		t.Errorf("Move is %d bytes, want at most 16", n)
	}
	p := circuitPosition(t)
	moves := p.LegalMoves()
	sort.Slice(moves, func(i, j int) bool { return moves[i].String() < moves[j].String() })
	if moves[0] == moves[2] || !moves[0].SameEffect(moves[2]) {
		t.Errorf("circuits %v and %v: want different moves with the same effect", moves[0], moves[2])
	}
}
