package gameview

import (
	"testing"

	"github.com/charmbracelet/colorprofile"

	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/tui/boardview"
	"frontier/tui/styles"
)

// TestCheckersView: the checkers board as a game view is boardview's
// drawing of the position with the marks read from notation (the last
// move at the position before it, the best move at the position), and
// its caption boardview's; marks that do not read are not drawn.
func TestCheckersView(t *testing.T) {
	prev := checkers.Start()
	last, err := prev.ParseMove("11-15")
	if err != nil {
		t.Fatal(err)
	}
	cp := prev.Play(last)
	best, err := cp.ParseMove("23-19")
	if err != nil {
		t.Fatal(err)
	}
	p := games.Checkers(cp)
	for _, prof := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.NoTTY} {
		st := styles.New(prof)
		for _, ascii := range []bool{false, true} {
			board := &boardview.Model{Numbers: true, Flip: ascii, Selected: checkers.NoSquare, Cursor: checkers.NoSquare}
			if ascii {
				board.Glyphs = boardview.ASCII
			}
			o := Options{ASCII: ascii, Checkers: board}
			want := board.View(st, &cp, boardview.Marks{Last: last, PV: best})
			got := View(st, p, Marks{Last: "11-15", Prev: games.Checkers(prev), Best: "23-19"}, o)
			if got != want {
				t.Errorf("%v ascii %v: the view is not the checkers board:\n%s\nwant\n%s", prof, ascii, got, want)
			}
			plain := board.View(st, &cp, boardview.Marks{})
			if View(st, p, Marks{Last: "11-15", Best: "9-14x"}, o) != plain {
				t.Errorf("%v ascii %v: marks that do not read were drawn", prof, ascii)
			}
			if got == plain {
				t.Errorf("%v ascii %v: the marks change nothing", prof, ascii)
			}
			if c, want := Caption(st, p, 1, 3, 40, ascii), board.Caption(st, &cp, 1, 3, 40); c != want {
				t.Errorf("caption %q, want %q", c, want)
			}
		}
	}
	if Width(p) != boardview.Width || Lines(p) != boardview.Height || !Supported(p) {
		t.Errorf("size %d×%d, supported %v", Width(p), Lines(p), Supported(p))
	}
}
