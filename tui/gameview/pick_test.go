package gameview

import (
	"slices"
	"strings"
	"testing"

	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/tui/boardview"
)

func checkersAt(t *testing.T, fen string) games.Position {
	t.Helper()
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return games.Checkers(p)
}

// TestPickCheckers: a piece that can move is picked up with its targets,
// a target completes the move, an empty square drops the pick, and a
// piece that cannot move says why.
func TestPickCheckers(t *testing.T) {
	p := games.Checkers(checkers.Start())
	pk := PickSquare(p, "", "11")
	if pk.Selected != "11" || pk.Move != "" || pk.Err != nil {
		t.Fatalf("11 at the start: %+v", pk)
	}
	if got := Targets(p, "11"); !slices.Equal(got, []string{"15", "16"}) {
		t.Errorf("targets of 11: %v", got)
	}
	if pk := PickSquare(p, "11", "16"); pk.Move != "11-16" || pk.Selected != "" {
		t.Errorf("11 then 16: %+v", pk)
	}
	if pk := PickSquare(p, "11", "18"); pk.Move != "" || pk.Selected != "" || pk.Err != nil {
		t.Errorf("11 then the empty 18: %+v", pk)
	}
	if pk := PickSquare(p, "", "3"); pk.Err == nil || !strings.Contains(pk.Err.Error(), "3 has no move") {
		t.Errorf("3, blocked: %+v", pk)
	}
	if pk := PickSquare(p, "", "x"); pk != (Pick{}) {
		t.Errorf("not a square: %+v", pk)
	}
	// Black to move must take 15x22: 9 cannot move, and says so.
	cp := checkersAt(t, "B:W18,30:B9,15")
	if pk := PickSquare(cp, "", "9"); pk.Err == nil || !strings.Contains(pk.Err.Error(), "a capture is compulsory") {
		t.Errorf("9 beside a compulsory capture: %+v", pk)
	}
}

// TestPickCheckersRoutes: two captures from one square to another are not
// guessed between; the piece stays picked up.
func TestPickCheckersRoutes(t *testing.T) {
	// A black king on 2 takes four men round a ring, one way or the
	// other, and lands on 2 again: 2x9x18x11x2 and 2x11x18x9x2.
	p := checkersAt(t, "B:W6,7,14,15:BK2")
	cp := p.Value().(checkers.Position)
	ends := map[[2]checkers.Square]int{}
	for _, mv := range cp.LegalMoves() {
		ends[[2]checkers.Square{mv.From, mv.To}]++
	}
	var from, to checkers.Square
	for k, n := range ends {
		if n > 1 {
			from, to = k[0], k[1]
		}
	}
	if from == 0 {
		t.Fatalf("no two routes to one square in this position: %v", cp.LegalMoves())
	}
	pk := PickSquare(p, from.String(), to.String())
	if pk.Move != "" || pk.Selected != from.String() || pk.Err == nil || !strings.Contains(pk.Err.Error(), "routes end on") {
		t.Errorf("two routes from %d to %d: %+v", from, to, pk)
	}
}

// TestPickOneSquare: in the games of one square a move the square is the
// move.
func TestPickOneSquare(t *testing.T) {
	for _, name := range []string{"othello", "tictactoe4"} {
		g, _ := games.GameByName(name)
		if pk := PickSquare(g.Start(), "", "d3"); pk.Move != "d3" {
			t.Errorf("%s: %+v", name, pk)
		}
	}
}

// TestPickChess: a piece is picked up, put back on its own square, and a
// second square completes the move; a square with nothing to pick up
// says so.
func TestPickChess(t *testing.T) {
	g, _ := games.GameByName("chess")
	p := g.Start()
	if pk := PickSquare(p, "", "e2"); pk.Selected != "e2" || pk.Info == "" {
		t.Errorf("e2: %+v", pk)
	}
	if pk := PickSquare(p, "e2", "e2"); pk.Selected != "" || !strings.Contains(pk.Info, "put e2 back") {
		t.Errorf("e2 again: %+v", pk)
	}
	if pk := PickSquare(p, "e2", "e4"); pk.Move == "" {
		t.Errorf("e2 then e4: %+v", pk)
	}
	if pk := PickSquare(p, "", "e5"); pk.Err == nil {
		t.Errorf("e5 with nothing picked: %+v", pk)
	}
	if got := Targets(p, "g1"); !slices.Equal(got, []string{"f3", "h3"}) && !slices.Equal(got, []string{"h3", "f3"}) {
		t.Errorf("targets of g1: %v", got)
	}
}

// TestCheckersHitTestAndCursor: a click on each dark square of the
// checkers view names it, flipped or not, and the cursor starts in
// front of the side to move and moves over dark squares only.
func TestCheckersHitTestAndCursor(t *testing.T) {
	p := games.Checkers(checkers.Start())
	for _, flip := range []bool{false, true} {
		board := &boardview.Model{Flip: flip}
		o := Options{Flip: flip, Checkers: board}
		seen := map[string]bool{}
		for y := 0; y < Lines(p); y++ {
			for x := 0; x < Width(p); x++ {
				if sq := HitTest(p, x, y, o); sq != "" {
					if want := board.HitTest(x, y).String(); sq != want {
						t.Fatalf("flip %v: (%d,%d) gave %s, boardview %s", flip, x, y, sq, want)
					}
					seen[sq] = true
				}
			}
		}
		if len(seen) != 32 {
			t.Errorf("flip %v: %d squares can be clicked", flip, len(seen))
		}
		cur := MoveCursor(p, "", "up", o)
		if cur != "11" {
			t.Errorf("flip %v: cursor starts at %q, want 11 (Black to move)", flip, cur)
		}
		for _, dir := range []string{"up", "down", "left", "right", "down", "down"} {
			next := MoveCursor(p, cur, dir, o)
			if parseCheckersSquare(next) == checkers.NoSquare {
				t.Fatalf("flip %v: %s from %s gave %q", flip, dir, cur, next)
			}
			cur = next
		}
	}
	w := checkersAt(t, "W:W21:B1")
	if cur := MoveCursor(w, "", "up", Options{}); cur != "22" {
		t.Errorf("White to move: cursor starts at %q, want 22", cur)
	}
}

// TestCheckersViewDrawsThePick: the picked piece and its targets are
// drawn from Options, as the board model's Selected and Targets.
func TestCheckersViewDrawsThePick(t *testing.T) {
	cp := checkers.Start()
	o := Options{Selected: "11", Cursor: "22"}
	b := checkersBoard(&cp, o)
	if b.Selected != 11 || !slices.Equal(b.Targets, []checkers.Square{15, 16}) || b.Cursor != 22 {
		t.Errorf("board from options: selected %d, targets %v, cursor %d", b.Selected, b.Targets, b.Cursor)
	}
	plain := checkersBoard(&cp, Options{})
	if plain.Selected != checkers.NoSquare || plain.Targets != nil || plain.Cursor != checkers.NoSquare {
		t.Errorf("board without a pick: %+v", plain)
	}
}
