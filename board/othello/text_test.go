package othello

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

const (
	start8Text = "---------------------------OX------XO--------------------------- X"
	start6Text = "--------------OX----XO-------------- X"
)

func TestStartText(t *testing.T) {
	for _, tt := range []struct {
		p    Position
		want string
	}{{New8(), start8Text}, {New6(), start6Text}} {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
	}
	// The shared headers: Black's first moves are d3 c4 f5 e6 on 8×8 and
	// c2 b3 e4 d5 on 6×6.
	for _, tt := range []struct {
		p    Position
		want string
	}{{New8(), "d3 c4 f5 e6"}, {New6(), "c2 b3 e4 d5"}} {
		var got []string
		for _, m := range tt.p.LegalMoves() {
			got = append(got, m.String())
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%d×%d start moves %v, want %s", tt.p.Size(), tt.p.Size(), got, tt.want)
		}
	}
	if p, err := New(7); err == nil {
		t.Errorf("New(7) = %v, want an error", p)
	}
}

// TestTextRoundTrip writes and reads back every position of random games
// on both boards.
func TestTextRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, p := range []Position{New8(), New6()} {
		for range 20 {
			q := p
			for {
				back, err := Parse(q.String())
				if err != nil || back != q {
					t.Fatalf("%s reads back as %v, %v", q, back, err)
				}
				moves := q.LegalMoves()
				if len(moves) == 0 {
					break
				}
				q = q.Play(moves[rng.IntN(len(moves))])
			}
		}
	}
}

func TestParseVariants(t *testing.T) {
	alt := strings.NewReplacer("X", "b", "O", "w", "-", ".").Replace(start8Text)
	for _, text := range []string{alt, "  " + start8Text + "\n", strings.Replace(start8Text, " ", " \t ", 1)} {
		p, err := Parse(text)
		if err != nil || p != New8() {
			t.Errorf("Parse(%q) = %v, %v; want the 8×8 start", text, p, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	row := strings.Repeat("-", 8)
	board := strings.Repeat(row, 8)
	for _, tt := range []struct {
		text string
		col  int
		msg  string
	}{
		{"", 1, "empty"},
		{"   ", 4, "empty"},
		{board, 65, "side to move missing"},
		{board + " ", 65, "side to move missing"},
		{board[:40] + " X", 41, "40 squares"},
		{board[:20] + "Z" + board[21:] + " X", 21, "square e3: want X, O or -, got 'Z'"},
		{board + " Q", 66, "side to move must be X or O"},
		{board + " XO", 67, "unexpected"},
		{"  " + board[:36] + "?", 40, "side to move missing"},
	} {
		_, err := Parse(tt.text)
		var pe *PositionError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q): error %v, want a *PositionError", tt.text, err)
			continue
		}
		if pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("Parse(%q): column %d %q, want column %d containing %q", tt.text, pe.Col, pe.Msg, tt.col, tt.msg)
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, tt := range []struct {
		text string
		want Move
	}{
		{"d3", MoveAt(SquareAt(3, 2))}, {"D3", MoveAt(SquareAt(3, 2))}, {" a1 ", 0}, {"h8", 63},
		{"pass", Pass}, {"PASS", Pass}, {"PA", Pass}, {"pa", Pass}, {"--", Pass},
	} {
		m, err := ParseMove(tt.text)
		if err != nil || m != tt.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tt.text, m, err, tt.want)
		}
	}
	for _, tt := range []struct {
		text string
		col  int
		msg  string
	}{
		{"", 1, "empty"}, {"i1", 1, "column"}, {"d", 2, "row digit"}, {"d9", 2, "row"},
		{"d0", 2, "row"}, {"d33", 3, "unexpected"}, {"  -", 3, "column"},
	} {
		_, err := ParseMove(tt.text)
		var me *MoveError
		if !errors.As(err, &me) || me.Col != tt.col || !strings.Contains(me.Msg, tt.msg) {
			t.Errorf("ParseMove(%q) = %v; want a *MoveError at column %d containing %q", tt.text, err, tt.col, tt.msg)
		}
	}
	// Legality against a position.
	p8, p6 := New8(), New6()
	for _, tt := range []struct {
		p    Position
		text string
		msg  string // "" when legal
	}{
		{p8, "f5", ""}, {p8, "d4", "occupied"}, {p8, "a1", "flips nothing"},
		{p8, "pass", "cannot pass"}, {p6, "g7", "off the 6×6 board"}, {p6, "b3", ""},
		{MustParse("X" + strings.Repeat("-", 62) + "O X"), "pass", "game is over"},
	} {
		m, err := tt.p.ParseMove(tt.text)
		switch {
		case tt.msg == "" && (err != nil || m.String() != tt.text):
			t.Errorf("%s: ParseMove(%q) = %v, %v", tt.p, tt.text, m, err)
		case tt.msg != "" && (err == nil || !strings.Contains(err.Error(), tt.msg)):
			t.Errorf("%s: ParseMove(%q) = %v, %v; want an error containing %q", tt.p, tt.text, m, err, tt.msg)
		}
	}
}

// TestPass plays random games to a forced pass and checks how every part
// of the API sees it.
func TestPass(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for found := 0; found < 5; {
		p := New6()
		for !p.Terminal() {
			moves := p.LegalMoves()
			if moves[0] == Pass {
				found++
				if len(moves) != 1 || p.Placements() != 0 {
					t.Fatalf("%s: moves %v with a pass", p, moves)
				}
				for _, text := range []string{"pass", "PA", "--"} {
					if m, err := p.ParseMove(text); err != nil || m != Pass {
						t.Errorf("%s: ParseMove(%q) = %v, %v", p, text, m, err)
					}
				}
				q := p.Play(Pass)
				if q.SideToMove() == p.SideToMove() || q.Discs(Black) != p.Discs(Black) || q.Key() != q.computeKey() {
					t.Errorf("%s: pass gives %s", p, q)
				}
				if ms := q.LegalMoves(); len(ms) == 0 || ms[0] == Pass {
					t.Errorf("%s: after the pass the opponent has %v", p, ms)
				}
				if !strings.Contains(p.Pretty(), "must pass") {
					t.Errorf("Pretty does not say the side must pass:\n%s", p.Pretty())
				}
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

func TestResultAndScore(t *testing.T) {
	for _, tt := range []struct {
		text            string
		result          Result
		score, discDiff int
	}{
		// Black alone with 6 empties: the empties go to Black.
		{strings.Repeat("X", 30) + strings.Repeat("-", 6) + " O", BlackWins, 36, 30},
		// A full 6×6 board, White 20-16, the shared solution's result.
		{strings.Repeat("O", 20) + strings.Repeat("X", 16) + " X", WhiteWins, -4, -4},
		// Two lone discs that cannot reach each other: a draw, 0.
		{"X" + strings.Repeat("-", 62) + "O X", Draw, 0, 0},
		{start8Text, Unfinished, 0, 0},
	} {
		p := MustParse(tt.text)
		if p.Result() != tt.result || p.Score() != tt.score || p.DiscDiff() != tt.discDiff {
			t.Errorf("%s: %v, score %d, disc difference %d; want %v, %d, %d",
				tt.text, p.Result(), p.Score(), p.DiscDiff(), tt.result, tt.score, tt.discDiff)
		}
		if p.Terminal() != (tt.result != Unfinished) || (p.Terminal() && len(p.LegalMoves()) != 0) {
			t.Errorf("%s: Terminal %v with moves %v", tt.text, p.Terminal(), p.LegalMoves())
		}
	}
}

func TestPretty(t *testing.T) {
	want := `  a b c d e f
1 . . . . . .
2 . . * . . .
3 . * O X . .
4 . . X O * .
5 . . . * . .
6 . . . . . .
X (Black) to move; X 2, O 2
`
	if got := New6().Pretty(); got != want {
		t.Errorf("Pretty() =\n%s\nwant\n%s", got, want)
	}
}

// TestKeys checks that the key tells the sizes and the side to move apart.
func TestKeys(t *testing.T) {
	p8, p6 := New8(), New6()
	passed := p8.Play(Pass)
	if p8.Key() == p6.Key() || p8.Key() == passed.Key() {
		t.Error("keys do not separate size or side to move")
	}
	if p8.Play(Pass).Play(Pass) != p8 {
		t.Error("two passes do not restore the position")
	}
}
