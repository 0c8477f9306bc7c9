package chess

import "testing"

// TestEnding names each rule that ends a game, and none in a game that
// goes on.
func TestEnding(t *testing.T) {
	for _, tc := range []struct{ fen, want string }{
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", ""},
		{"R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", "checkmate"},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "stalemate"},
		{"8/8/4k3/8/8/3NK3/8/8 w - - 0 1", "insufficient material"},
		{"8/8/4k3/8/8/3RK3/8/8 w - - 100 80", "fifty-move rule"},
	} {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Ending(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.fen, got, tc.want)
		}
	}
}
