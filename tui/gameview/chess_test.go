package gameview

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/board/chess"
	"frontier/search/games"
	"frontier/tui/styles"
)

func chessSuite(t *testing.T) []games.SuitePosition {
	t.Helper()
	g, err := games.GameByName("chess")
	if err != nil {
		t.Fatal(err)
	}
	suite, err := g.Suite()
	if err != nil {
		t.Fatal(err)
	}
	if len(suite) != 24 {
		t.Fatalf("Bratko-Kopec has %d positions, want 24", len(suite))
	}
	return suite
}

// TestChessViewFits draws every Bratko-Kopec position in both glyph
// sets, flipped and not, with colour and without: each is Lines lines of
// Width cells, shows all 64 squares' pieces, and in ASCII holds nothing
// outside ASCII.
func TestChessViewFits(t *testing.T) {
	for _, prof := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256, colorprofile.ANSI, colorprofile.NoTTY} {
		st := styles.New(prof)
		for _, sp := range chessSuite(t) {
			cp := sp.Pos.Value().(chess.Position)
			best := sp.Pos.Moves()[0]
			for _, o := range []Options{{}, {ASCII: true}, {Flip: true}, {ASCII: true, Flip: true, Cursor: "e4", Selected: "d2"}} {
				out := View(st, sp.Pos, Marks{Best: best, Last: "e4"}, o)
				lines := strings.Split(out, "\n")
				if len(lines) != Lines(sp.Pos) || Lines(sp.Pos) != 9 {
					t.Fatalf("%s %+v: %d lines, Lines says %d", sp.ID, o, len(lines), Lines(sp.Pos))
				}
				for i, l := range lines {
					if w := ansi.StringWidth(l); w != Width(sp.Pos) {
						t.Fatalf("%s %+v: line %d is %d cells, Width says %d:\n%s", sp.ID, o, i, w, Width(sp.Pos), out)
					}
				}
				plain := ansi.Strip(out)
				if o.ASCII {
					for i := 0; i < len(out); i++ {
						if out[i] >= 0x80 {
							t.Fatalf("%s %+v: byte %#x outside ASCII in\n%s", sp.ID, o, out[i], out)
						}
					}
				}
				// Every piece of the position is drawn, and no other.
				want := map[string]int{}
				for s := chess.Square(0); s < 64; s++ {
					if k, c, ok := cp.At(s); ok {
						want[chessPiece(k, c, o.ASCII)]++
					}
				}
				for g, n := range want {
					if got := countPiece(plain, g); got != n {
						t.Fatalf("%s %+v: %d of %q drawn, the position has %d:\n%s", sp.ID, o, got, g, n, plain)
					}
				}
			}
		}
	}
}

// countPiece counts the glyph g on the board's squares (the coordinates
// hold letters a-h, which are not pieces but would match "b").
func countPiece(board, g string) int {
	n := 0
	lines := strings.Split(board, "\n")
	for _, l := range lines[:8] {
		n += strings.Count(l[2:], g)
	}
	return n
}

// TestChessViewMarksSquares: without colour the last move's two squares
// are in parentheses, the best move's in brackets, the selected square
// in angle brackets, each on the square the move names, flipped or not.
func TestChessViewMarksSquares(t *testing.T) {
	st := styles.New(colorprofile.NoTTY)
	g, _ := games.GameByName("chess")
	start := g.Start()
	after, err := start.Play("e4")
	if err != nil {
		t.Fatal(err)
	}
	for _, flip := range []bool{false, true} {
		o := Options{ASCII: true, Flip: flip, Selected: "g8"}
		out := ansi.Strip(View(st, after, Marks{Last: "e4", Prev: start, Best: "Nf6"}, o))
		for _, c := range []struct{ sq, want string }{{"e2", "( )"}, {"e4", "(P)"}, {"g8", "<n>"}, {"f6", "[ ]"}} {
			s, _ := ParseChessSquare(c.sq)
			x, y := cellOf(s, o)
			line := strings.Split(out, "\n")[y]
			if got := line[x-1 : x+2]; got != c.want {
				t.Errorf("flip %v: %s drawn %q, want %q:\n%s", flip, c.sq, got, c.want, out)
			}
		}
	}
}

// cellOf is where the glyph of square s is drawn: the inverse of
// chessSquareAt, written out independently.
func cellOf(s chess.Square, o Options) (x, y int) {
	col, row := s.File(), 7-s.Rank()
	if o.Flip {
		col, row = 7-s.File(), s.Rank()
	}
	return 2 + col*cellW + 1, row
}

// TestChessHitTestRoundTrip: a click on each of the three cells of
// every square's drawing returns that square, flipped or not; the
// coordinates and outside return nothing.
func TestChessHitTestRoundTrip(t *testing.T) {
	g, _ := games.GameByName("chess")
	p := g.Start()
	for _, flip := range []bool{false, true} {
		o := Options{Flip: flip}
		for s := chess.Square(0); s < 64; s++ {
			x, y := cellOf(s, o)
			for dx := -1; dx <= 1; dx++ {
				if got := HitTest(p, x+dx, y, o); got != s.String() {
					t.Fatalf("flip %v: click at (%d,%d) gave %q, want %s", flip, x+dx, y, got, s)
				}
			}
		}
		for _, c := range [][2]int{{0, 0}, {1, 3}, {5, 8}, {Width(p), 0}, {-1, 2}, {4, -1}} {
			if got := HitTest(p, c[0], c[1], o); got != "" {
				t.Errorf("flip %v: click at %v gave %q, want nothing", flip, c, got)
			}
		}
	}
}

// TestChessMoveOfTwoSquares: two squares make the legal move between
// them, a promotion a queen's, and nothing when no legal move joins
// them.
func TestChessMoveOfTwoSquares(t *testing.T) {
	p, err := chess.ParseFEN("4k3/1P6/8/8/8/8/4P3/4K2R w K - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, want string }{
		{"e2", "e4", "e2e4"}, {"b7", "b8", "b7b8q"}, {"e1", "g1", "e1g1"},
		{"e2", "e5", ""}, {"e8", "e7", ""}, {"x1", "e4", ""}, {"h1", "h8", "h1h8"},
	} {
		got, ok := ChessMove(&p, c.from, c.to)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("ChessMove(%s, %s) = %q, %v; want %q", c.from, c.to, got, ok, c.want)
		}
	}
	if !ChessCanMove(&p, "e2") || ChessCanMove(&p, "e8") || ChessCanMove(&p, "a3") {
		t.Error("ChessCanMove: White's e2 pawn moves, Black's king and an empty square do not")
	}
}

// TestChessCursorAndGlyphs: the cursor moves on the board as drawn and
// stops at its edges; the sides' glyphs are kings in each set.
func TestChessCursorAndGlyphs(t *testing.T) {
	g, _ := games.GameByName("chess")
	p := g.Start()
	if got := MoveCursor(p, "", "up", Options{}); got != "e2" {
		t.Errorf("cursor starts at %q, want e2", got)
	}
	if got := MoveCursor(p, "e2", "up", Options{}); got != "e3" {
		t.Errorf("up from e2: %q", got)
	}
	if got := MoveCursor(p, "e2", "up", Options{Flip: true}); got != "e1" {
		t.Errorf("up from e2 flipped: %q", got)
	}
	if got := MoveCursor(p, "h8", "right", Options{}); got != "h8" {
		t.Errorf("right from h8: %q", got)
	}
	if Glyph(p, 0, true) != "K" || Glyph(p, 1, true) != "k" || Glyph(p, 0, false) != "♔" || Glyph(p, 1, false) != "♚" {
		t.Error("chess glyphs are the kings")
	}
	if Who(p, 1, true) != "k Black" {
		t.Errorf("Who: %q", Who(p, 1, true))
	}
}

// TestChessCaptionSaysWhyOver: the caption names checkmate, stalemate
// and the draws instead of "game over".
func TestChessCaptionSaysWhyOver(t *testing.T) {
	st := styles.New(colorprofile.NoTTY)
	g, _ := games.GameByName("chess")
	for fen, want := range map[string]string{
		"R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1": "checkmate",
		"7k/8/5KQ1/8/8/8/8/8 b - - 1 1":     "stalemate",
		"8/8/4k3/8/8/3NK3/8/8 w - - 0 1":    "draw: no mating material",
		"8/8/4k3/8/8/3RK3/8/8 w - - 100 90": "draw: fifty-move rule",
		"8/8/4k3/8/8/3RK3/8/8 w - - 99 90":  "K White to move",
	} {
		p, err := g.ParsePosition(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := ansi.Strip(Caption(st, p, 3, 3, 40, true)); !strings.HasPrefix(got, want+" - ply 3/3") {
			t.Errorf("%s: caption %q, want %q first", fen, got, want)
		}
	}
}

// TestChessMaterialNote: the board's title counts material in pawns
// (1, 3, 3, 5, 9) for the side ahead.
func TestChessMaterialNote(t *testing.T) {
	g, _ := games.GameByName("chess")
	for fen, want := range map[string]string{
		chess.StartFEN:                     "material even",
		"4k3/8/8/8/8/8/PP6/4K2R w K - 0 1": "K +7",
		"4k3/q7/8/8/8/8/P7/4KN2 w - - 0 1": "k +5",
	} {
		p, err := g.ParsePosition(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := Note(p, true); got != want {
			t.Errorf("%s: %q, want %q", fen, got, want)
		}
	}
}
