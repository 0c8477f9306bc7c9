package egdb

import (
	"context"
	"errors"
	"testing"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
)

// small builds the database of up to n pieces once per test binary.
var smallDB = map[int]*DB{}

func small(t testing.TB, n int) *DB {
	t.Helper()
	if db := smallDB[n]; db != nil {
		return db
	}
	db, err := Build(context.Background(), n, smallDB[n-1], 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	smallDB[n] = db
	return db
}

func probeFEN(t *testing.T, db *DB, fen string) Value {
	t.Helper()
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	v, ok := db.Probe(&p)
	if !ok {
		t.Fatalf("%s: not in the database", fen)
	}
	return v
}

func TestKnownEndings(t *testing.T) {
	db := small(t, 3)
	for _, c := range []struct {
		fen  string
		want Result
	}{
		{"W:WK1:BK32", Draw}, // one king against one: drawn
		{"B:WK1:BK32", Draw},
		{"B:WK14:BK22,K23", Win}, // two kings beat one
		{"W:WK14:BK22,K23", Loss},
		{"W:WK14,K15:BK23", Win},
		{"B:W5:B28", Draw}, // a man each, far apart
	} {
		if got := probeFEN(t, db, c.fen); got.Result != c.want {
			t.Errorf("%s: %v, want %v", c.fen, got, c.want)
		}
	}
}

// TestTwoKingsBeatOne: two kings against one win, even against a
// king in the double corner, whoever is to move; with one king each it is
// a draw unless a king is caught at once or trapped on the edge.
func TestTwoKingsBeatOne(t *testing.T) {
	db := small(t, 3)
	for _, c := range []struct {
		fen  string
		want Value
	}{
		{"B:WK1:BK18,K19", Value{Result: Win}},
		{"W:WK1:BK18,K19", Value{Result: Loss}},
		{"W:WK32:BK14,K15", Value{Result: Loss}},
		{"B:WK5:BK27,K28", Value{Result: Win}},
		{"W:WK1:BK32", Value{}},      // one king each, both in a double corner
		{"B:WK14:BK19", Value{}},     // one king each in the middle
		{"B:WK6:BK1", Value{Win, 1}}, // 1x10 takes the last piece
		{"B:WK18:BK32", Value{}},     // one king each
		{"W:WK2:BK8", Value{Win, 5}}, // the king on the edge is trapped
		{"B:WK20:B", Value{Loss, 0}}, // no piece left
		{"W:W5:B", Value{Win, 1}},    // 5-1 or 5-2 and Black has none
	} {
		if got := probeFEN(t, db, c.fen); got.Result != c.want.Result || c.want.Plies != 0 && got.Plies != c.want.Plies {
			t.Errorf("%s: %v, want %v", c.fen, got, c.want)
		}
	}
	// Over the whole slice, the side with two kings never loses, and the
	// lone king wins only by a capture at once.
	s := Slice{BK: 2, WK: 1}
	for i := uint64(0); i < s.Size(); i++ {
		bm, bk, wm, wk, ok := s.unindex(i)
		if !ok {
			continue
		}
		p := positionOf(bm, bk, wm, wk)
		q := p.PlayNull()
		if v, _ := db.Probe(&p); v.Result == Loss {
			t.Fatalf("%s: %v", p.FEN(), v)
		}
		if v, _ := db.Probe(&q); v.Result == Win && !q.HasCapture() {
			t.Fatalf("%s: %v", q.FEN(), v)
		}
	}
}

// TestConsistent verifies every slice of up to 3 pieces against its
// moves (see Verify), and checks that Verify finds a value changed.
func TestConsistent(t *testing.T) {
	bad, err := Build(context.Background(), 2, nil, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	tab := bad.table(Slice{BK: 1, WK: 1})
	for i, b := range tab.vals {
		if b != 0 { // the first decided position becomes a draw
			tab.vals[i] = 0
			break
		}
	}
	if err := bad.VerifyAll(context.Background(), 2); err == nil {
		t.Fatal("Verify missed a changed value")
	}
	db := small(t, 3)
	if err := db.VerifyAll(context.Background(), 2); err != nil {
		t.Fatal(err)
	}
}

func mustFEN(t *testing.T, fen string) checkers.Position {
	t.Helper()
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestBestMoveWins plays BestMove for both sides from every won position
// of the two-kings-against-one slice and checks that the winner wins in
// exactly the stored number of plies.
func TestBestMoveWins(t *testing.T) {
	db := small(t, 3)
	s := Slice{BK: 2, WK: 1}
	for i := uint64(0); i < s.Size(); i += 7 {
		bm, bk, wm, wk, ok := s.unindex(i)
		if !ok {
			continue
		}
		p := positionOf(bm, bk, wm, wk)
		start := p.FEN()
		v, _ := db.Probe(&p)
		if v.Result != Win {
			continue
		}
		for ply := 0; ; ply++ {
			m, _, ok := db.BestMove(&p)
			if !ok {
				if ply != v.Plies || len(p.LegalMoves()) != 0 {
					t.Fatalf("from %s: stopped after %d plies, want %d", start, ply, v.Plies)
				}
				break
			}
			p = p.Play(m)
		}
	}
}

// TestFirstPosition: Payne's First Position (1756), as the ACF gives it:
// White man on 20 and king on 15 against Black's man on 12 and king on
// 28, White to move and win. Every White move of the ACF's main line
// keeps the win.
func TestFirstPosition(t *testing.T) {
	db, err := BuildBelow(context.Background(), Slice{BM: 1, BK: 1, WM: 1, WK: 1}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := mustFEN(t, "W:W20,K15:B12,K28")
	if v := probeFEN(t, db, p.FEN()); v.Result != Win {
		t.Fatalf("First Position: %v, want a win for White", v)
	}
	// The ACF's main line: White 15-19 20-16 16-11 11-7 7-3, Black
	// shuffling 28-32 and back.
	line := []string{"15-19", "28-32", "20-16", "32-28", "16-11", "28-32", "11-7", "32-28", "7-3", "28-32"}
	for k, mv := range line {
		m, err := p.ParseMove(mv)
		if err != nil {
			t.Fatalf("move %d %s: %v", k+1, mv, err)
		}
		p = p.Play(m)
		v, _ := db.Probe(&p)
		want := Loss // White has just moved: Black to move is lost
		if p.SideToMove() == checkers.White {
			want = Win
		}
		if v.Result != want {
			t.Fatalf("after %v: %s is %v, want %v", line[:k+1], p.FEN(), v, want)
		}
	}
}

// TestBuildStops: a build whose context is cancelled returns the
// context's error and leaves no goroutine behind, like a finished one.
func TestBuildStops(t *testing.T) {
	leaktest.Check(t)
	ctx, cancel := context.WithCancel(context.Background())
	levels := 0
	_, err := Build(ctx, 3, nil, 2, func(p Progress) {
		if levels++; levels == 20 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled build: %v", err)
	}
	if _, err := Build(context.Background(), 2, nil, 2, nil); err != nil {
		t.Fatal(err)
	}
}
