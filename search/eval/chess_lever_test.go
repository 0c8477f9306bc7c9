package eval

import (
	"testing"

	"frontier/board/chess"
)

// PawnLever tells a pawn move that attacks an enemy pawn or piece (not
// the king) from other moves, for both colours.
func TestChessPawnLever(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		want      bool
	}{
		{"4k3/8/8/4p3/8/8/3P4/4K3 w - - 0 1", "d2d4", true},  // a lever on e5
		{"4k3/8/8/4p3/8/8/3P4/4K3 w - - 0 1", "d2d3", false}, // attacks e4, empty
		{"4k3/8/2n5/8/8/3P4/8/4K3 w - - 0 1", "d3d4", false}, // c5 and e5 empty
		{"4k3/8/8/2n5/8/3P4/8/4K3 w - - 0 1", "d3d4", true},  // threatens the knight
		{"8/8/8/2k5/8/3P4/8/4K3 w - - 0 1", "d3d4", false},   // a check is not a lever
		{"4k3/8/8/8/8/3N4/8/4K3 w - - 0 1", "d3e5", false},   // not a pawn
		{"4k3/3p4/8/2P5/8/8/8/4K3 b - - 0 1", "d7d5", false}, // attacks c4 and e4
		{"4k3/3p4/8/4B3/8/8/8/4K3 b - - 0 1", "d7d6", true},  // black threatens the bishop
		{"4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d6", true},  // a black lever
		{"4k3/3p4/8/4p3/8/8/8/4K3 b - - 0 1", "d7d6", false}, // its own pawn
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := chess.Rules{}.ParseMove(&p, c.move)
		if err != nil {
			t.Fatalf("%s %s: %v", c.fen, c.move, err)
		}
		if got := (Chess{}).PawnLever(&p, m); got != c.want {
			t.Errorf("%s %s: PawnLever %v, want %v", c.fen, c.move, got, c.want)
		}
	}
}
