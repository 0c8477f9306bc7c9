package checkers

import (
	"errors"
	"strings"
	"testing"
)

func TestFENParse(t *testing.T) {
	start := Start()
	kings := func() Position {
		var p Position
		p.Put(1, WhiteKing)
		p.Put(32, WhiteKing)
		p.Put(5, BlackKing)
		p.Put(18, BlackMan)
		p.SetSideToMove(White)
		return p
	}()
	tests := []struct {
		name, fen string
		want      Position
	}{
		{"ranges", "B:W21-32:B1-12", start},
		{"black first", "B:B1-12:W21-32", start},
		{"lists", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", start},
		{"quotes and full stop", `"B:W21-32:B1-12."`, start},
		{"lower case", "b:w21-32:b1-12", start},
		{"spaces", "  B:W21-32:B1-12 ", start},
		{"kings", "W:WK1,K32:BK5,18", kings},
		{"king range and lower case k", "W:Wk1,K32:B18,K5-5", kings},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen)
		if err != nil {
			t.Errorf("%s: ParseFEN(%q): %v", tt.name, tt.fen, err)
			continue
		}
		if p != tt.want {
			t.Errorf("%s: ParseFEN(%q) =\n%v want\n%v", tt.name, tt.fen, p.String(), tt.want.String())
		}
	}
}

func TestFENWrite(t *testing.T) {
	tests := []struct{ fen, want string }{
		{"B:W21-32:B1-12", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"},
		{"W:BK5,18:WK1,K32", "W:WK1,K32:BK5,18"},
		{"B:W:B", "B:W:B"},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FEN(); got != tt.want {
			t.Errorf("FEN of %q = %q, want %q", tt.fen, got, tt.want)
		}
	}
}

// TestFENRoundTrip writes and reads back every test position.
func TestFENRoundTrip(t *testing.T) {
	for _, p := range testPositions(t, 500) {
		q, err := ParseFEN(p.FEN())
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		if q != p {
			t.Fatalf("%s reads back as %s", p.FEN(), q.FEN())
		}
	}
}

func TestFENErrors(t *testing.T) {
	tests := []struct {
		fen  string
		col  int    // 1-based column the error must point at
		want string // part of the message
	}{
		{"", 1, "empty"},
		{`""`, 3, "empty"},
		{"X:W21:B1", 1, "side to move"},
		{"BW21:B1", 2, "expected ':'"},
		{"B:X21:B1", 3, "must start with W or B"},
		{"B:W33:B1", 4, `"33" is not a square`},
		{"B:W0:B1", 4, `"0" is not a square`},
		{"B:W21,x5:B1", 7, `"x5"`},
		{"B:W21,K:B1", 7, `"K"`},
		{"B:W25-21:B1", 4, "range"},
		{"B:W21-33:B1", 4, "range"},
		{"B:W13-25:B1", 3, "White has 13 pieces"},
		{"W:W21:BK1-13", 7, "Black has 13 pieces"},
		{"B:W1:B5", 4, "White man on square 1, its crowning row"},
		{"W:W21:B29", 8, "Black man on square 29"},
		{"W:W5:B25-30", 7, "Black man on square 29"},
		{"B:W21,21:B1", 7, "square 21 is given twice"},
		{"B:W21:B21", 8, "square 21 is given twice"},
		{"B:W21-23:B1,K22", 13, "square 22 is given twice"},
		{"B:W21:W22", 7, "White listed twice"},
		{`  "B:W21:B99"`, 11, `"99"`},
	}
	for _, tt := range tests {
		_, err := ParseFEN(tt.fen)
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("ParseFEN(%q) error %v, want a *FENError", tt.fen, err)
			continue
		}
		if fe.Col != tt.col || !strings.Contains(fe.Msg, tt.want) {
			t.Errorf("ParseFEN(%q): column %d %q, want column %d and %q", tt.fen, fe.Col, fe.Msg, tt.col, tt.want)
		}
		if !strings.Contains(err.Error(), "column") {
			t.Errorf("ParseFEN(%q): message %q does not give the column", tt.fen, err)
		}
	}
}
