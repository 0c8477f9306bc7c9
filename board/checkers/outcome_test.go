package checkers

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// outcomeFEN parses a FEN for the outcome tests.
func outcomeFEN(t *testing.T, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// playLine plays space-separated moves from p and returns the history:
// p and the position after each move.
func playLine(t *testing.T, p Position, line string) []Position {
	t.Helper()
	h := []Position{p}
	for _, text := range strings.Fields(line) {
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatalf("%s in %s: %v", text, p.FEN(), err)
		}
		p = p.Play(m)
		h = append(h, p)
	}
	return h
}

func TestOutcomeNoLegalMoves(t *testing.T) {
	tests := []struct {
		fen    string
		winner Color
		result Result
	}{
		// White's man on 29 can only go to 25, which is held, and 22
		// behind it is held too.
		{"W:W29:B22,25", Black, ResultOneZero},
		{"B:W9,14:B5", White, ResultZeroOne}, // blocked
		{"W:B1,2", Black, ResultOneZero},     // no pieces left
		{"B:W31,32", White, ResultZeroOne},
	}
	for _, tt := range tests {
		o := OutcomeOf([]Position{outcomeFEN(t, tt.fen)})
		if !o.Over || o.Draw || o.Winner != tt.winner || o.Reason != ReasonNoMoves {
			t.Errorf("%s: %+v, want a win for %v by %q", tt.fen, o, tt.winner, ReasonNoMoves)
		}
		if o.Result() != tt.result {
			t.Errorf("%s: result %q, want %q", tt.fen, o.Result(), tt.result)
		}
	}
	// A side that must capture has a move.
	if o := OutcomeOf([]Position{outcomeFEN(t, "B:W18:B14")}); o.Over {
		t.Errorf("capture available: %+v, want the game to go on", o)
	}
	if o := OutcomeOf(nil); o.Over || o.Result() != ResultUnknown {
		t.Errorf("empty history: %+v", o)
	}
}

func TestOutcomeThreefoldRepetition(t *testing.T) {
	p := outcomeFEN(t, "B:WK32:BK1")
	h := playLine(t, p, "1-6 32-27 6-1 27-32 1-6 32-27 6-1 27-32")
	for i := 1; i < len(h)-1; i++ {
		if o := OutcomeOf(h[:i+1]); o.Over {
			t.Fatalf("after %d plies: %v, want the game to go on (the start is only seen twice at ply 4)", i, o)
		}
	}
	o := OutcomeOf(h)
	if !o.Over || !o.Draw || o.Reason != ReasonRepetition || o.Result() != ResultDraw {
		t.Fatalf("start position a third time: %+v, want a draw by repetition", o)
	}
	if o := GameOutcome(p, nil); o.Over {
		t.Errorf("start: %v", o)
	}
}

func TestOutcomeRepetitionStopsAtIrreversibleMove(t *testing.T) {
	// The kings shuffle, a man moves, and they shuffle again: the
	// placement of the kings at the start is seen a third time, but
	// with the man on 12 it was another position, so only the
	// occurrences after 12-16 count.
	p := outcomeFEN(t, "B:WK32,29:BK1,12")
	h := playLine(t, p, "1-6 32-27 6-1 27-32 12-16 32-27 1-6 27-32 6-1")
	if o := OutcomeOf(h); o.Over {
		t.Fatalf("%v: the position after 12-16 is seen twice; want the game to go on", o)
	}
	if got := PliesSinceIrreversible(h); got != 4 {
		t.Errorf("PliesSinceIrreversible = %d, want 4", got)
	}
	h = append(h, playLine(t, h[len(h)-1], "32-27 1-6 27-32 6-1")[1:]...)
	if o := OutcomeOf(h); !o.Draw || o.Reason != ReasonRepetition {
		t.Fatalf("the position after 12-16 a third time: %+v, want a repetition draw", o)
	}
}

// TestOutcomeFortyMoveRule walks four kings around without capture and
// without any position occurring three times; the game is drawn exactly
// at the 80th quiet ply.
func TestOutcomeFortyMoveRule(t *testing.T) {
	p := outcomeFEN(t, "B:WK29,K21:BK4,K12")
	h := []Position{p}
	if !quietKingWalk(&h, map[Position]int{p: 1}, FortyMovePlies) {
		t.Fatal("found no walk of 80 quiet plies")
	}
	for i := 1; i < len(h)-1; i++ {
		if o := OutcomeOf(h[:i+1]); o.Over {
			t.Fatalf("after %d plies: %v, want the game to go on", i, o)
		}
	}
	if got := PliesSinceIrreversible(h); got != FortyMovePlies {
		t.Fatalf("PliesSinceIrreversible = %d, want %d", got, FortyMovePlies)
	}
	o := OutcomeOf(h)
	if !o.Over || !o.Draw || o.Reason != ReasonFortyMoves || o.Result() != ResultDraw {
		t.Fatalf("after 80 quiet plies: %+v, want a draw by the 40-move rule", o)
	}
}

// quietKingWalk extends h by n plies of king moves in which nobody ever
// has a capture and no position occurs three times, backtracking when
// stuck. It reports whether it succeeded.
func quietKingWalk(h *[]Position, count map[Position]int, n int) bool {
	if n == 0 {
		return true
	}
	cur := (*h)[len(*h)-1]
	for _, m := range cur.LegalMoves() {
		next := cur.Play(m)
		if m.IsCapture() || next.HasCapture() || count[next] >= 2 {
			continue
		}
		count[next]++
		*h = append(*h, next)
		if quietKingWalk(h, count, n-1) {
			return true
		}
		*h = (*h)[:len(*h)-1]
		count[next]--
	}
	return false
}

func TestIsIrreversible(t *testing.T) {
	tests := []struct {
		fen, move string
		want      bool
	}{
		{"B:W32:B10", "10-14", true},     // man step
		{"B:W32:BK10", "10-14", false},   // king step
		{"B:W15:BK10", "10x19", true},    // king capture
		{"B:W32:B27", "27-31", true},     // crowning: a man becomes a king
		{"W:WK18:B1", "18-22", false},    // white king backwards
		{"W:W18,K30:B1", "30-26", false}, // white king, men elsewhere
	}
	for _, tt := range tests {
		p := outcomeFEN(t, tt.fen)
		m, err := p.ParseMove(tt.move)
		if err != nil {
			t.Fatalf("%s %s: %v", tt.fen, tt.move, err)
		}
		if got := IsIrreversible(p, p.Play(m)); got != tt.want {
			t.Errorf("%s %s: irreversible %v, want %v", tt.fen, tt.move, got, tt.want)
		}
	}
}

func TestPliesSinceIrreversible(t *testing.T) {
	p := outcomeFEN(t, "B:WK32,22:BK1,9")
	h := playLine(t, p, "1-6 32-27 9-13 27-32 6-1 32-27")
	if got := PliesSinceIrreversible(h); got != 3 {
		t.Errorf("got %d, want 3 (after 9-13)", got)
	}
	if got := PliesSinceIrreversible(h[:1]); got != 0 {
		t.Errorf("single position: got %d, want 0", got)
	}
	if got := PliesSinceIrreversible(h[:3]); got != 2 {
		t.Errorf("two king moves: got %d, want 2", got)
	}
}

func TestOutcomeResultAndString(t *testing.T) {
	tests := []struct {
		o    Outcome
		res  Result
		text string
	}{
		{Outcome{}, ResultUnknown, "in progress"},
		{WonBy(Black, ReasonNoMoves), ResultOneZero, "Black wins (no legal moves)"},
		{WonBy(White, "time forfeit"), ResultZeroOne, "White wins (time forfeit)"},
		{DrawnBy(ReasonFortyMoves), ResultDraw, "draw (40-move rule)"},
	}
	for _, tt := range tests {
		if got := tt.o.Result(); got != tt.res {
			t.Errorf("%+v: result %q, want %q", tt.o, got, tt.res)
		}
		if got := tt.o.String(); got != tt.text {
			t.Errorf("%+v: %q, want %q", tt.o, got, tt.text)
		}
	}
	if WonBy(White, "x").Loser() != Black {
		t.Error("Loser of a White win is not Black")
	}
}

func TestGameOutcome(t *testing.T) {
	g := Game{Start: outcomeFEN(t, "B:WK32:BK1")}
	for _, text := range strings.Fields("1-6 32-27 6-1 27-32 1-6 32-27 6-1 27-32") {
		p := g.Positions()[len(g.Moves)]
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, m)
	}
	if o := g.Outcome(); o.Reason != ReasonRepetition {
		t.Errorf("game outcome %+v, want a repetition draw", o)
	}
	// The blocked position: the game ends as soon as White is to move.
	g = Game{Start: outcomeFEN(t, "B:W29:B18,25")}
	m, err := g.Start.ParseMove("18-22")
	if err != nil {
		t.Fatal(err)
	}
	g.Moves = []Move{m}
	if o := g.Outcome(); !o.Over || o.Winner != Black {
		t.Errorf("after 18-22 White is blocked: %+v", o)
	}
}

// TestOutcomeAgreesWithMoves: along random games, a position is lost for
// the side to move exactly when it has no legal move.
func TestOutcomeAgreesWithMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	for game := 0; game < 200; game++ {
		p := Start()
		for ply := 0; ply < 200; ply++ {
			moves := p.LegalMoves()
			o := OutcomeOf([]Position{p})
			if (len(moves) == 0) != (o.Over && o.Reason == ReasonNoMoves) {
				t.Fatalf("%s: %d legal moves, outcome %v", p.FEN(), len(moves), o)
			}
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}
