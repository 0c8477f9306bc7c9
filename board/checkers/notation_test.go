package checkers

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseMoveAccepts(t *testing.T) {
	tests := []struct {
		name, fen, text string
		want            string // the full route of the move found
	}{
		{"step", "B:W21-32:B1-12", "11-15", "11-15"},
		{"step written with x", "B:W21-32:B1-12", "11x15", "11-15"},
		{"spaces", "B:W21-32:B1-12", " 11-15 ", "11-15"},
		{"single jump", "B:W19:B15", "15x24", "15x24"},
		{"full route", "B:W19,27:B15", "15x24x31", "15x24x31"},
		{"short form of a multi-jump", "B:W19,27:B15", "15x31", "15x24x31"},
		{"short form with a dash", "B:W19,27:B15", "15-31", "15x24x31"},
		{"circuit by its route", circuitFEN, "2x9x18x11x2", "2x9x18x11x2"},
		{"other circuit by its route", circuitFEN, "2x11x18x9x2", "2x11x18x9x2"},
		{"short form of a single route", circuitFEN, "2x11x4", "2x11x4"},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(tt.text)
		if err != nil {
			t.Errorf("%s: ParseMove(%q): %v", tt.name, tt.text, err)
			continue
		}
		if m.String() != tt.want {
			t.Errorf("%s: ParseMove(%q) = %v, want %v", tt.name, tt.text, m, tt.want)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		name, fen, text string
		reason          string   // part of the message
		names           []string // moves the message must list
	}{
		{"ambiguous circuit", circuitFEN, "2x2", "ambiguous", []string{"2x9x18x11x2", "2x11x18x9x2"}},
		{"ambiguous end", circuitFEN, "2x4", "ambiguous", []string{"2x11x4", "2x9x18x11x4"}},
		{"illegal step", "B:W21-32:B1-12", "11-17", "not legal here",
			[]string{"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"}},
		{"blocked by own man", "B:W21-32:B1-12", "1-5", "not legal here", []string{"9-13"}},
		{"capture compulsory", "B:W19:B15,1", "1-5", "capture is compulsory", []string{"15x24"}},
		{"wrong route", "B:W19,27:B15", "15x24x30", "capture is compulsory", []string{"15x24x31"}},
		{"game over", "B:W9,14:B5", "5-9", "no legal moves", nil},
		{"empty", "B:W21-32:B1-12", "", "empty move", nil},
		{"one square", "B:W21-32:B1-12", "11", "two or more squares", nil},
		{"no square", "B:W21-32:B1-12", "11-33", `"33" is not a square`, nil},
		{"letters", "B:W21-32:B1-12", "a1-b2", `"a1" is not a square`, nil},
		{"too long", "B:W21-32:B1-12", strings.Repeat("1x", 20) + "1", "too many", nil},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(tt.text)
		if err == nil {
			t.Errorf("%s: ParseMove(%q) = %v, want an error", tt.name, tt.text, m)
			continue
		}
		var me *MoveError
		if !errors.As(err, &me) {
			t.Errorf("%s: error %v is not a *MoveError", tt.name, err)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, tt.reason) || !strings.Contains(msg, tt.text) {
			t.Errorf("%s: message %q, want the text and %q", tt.name, msg, tt.reason)
		}
		var listed []string
		if i := strings.Index(msg, "(legal: "); i >= 0 {
			listed = strings.Fields(strings.TrimSuffix(msg[i+len("(legal: "):], ")"))
		}
		for _, n := range tt.names {
			if !slices.Contains(listed, n) {
				t.Errorf("%s: message %q does not name %s", tt.name, msg, n)
			}
		}
		if tt.reason == "ambiguous" && len(listed) != len(tt.names) {
			t.Errorf("%s: message %q names moves beside the candidates", tt.name, msg)
		}
	}
}

func TestMoveString(t *testing.T) {
	p := circuitPosition(t)
	for _, m := range p.LegalMoves() {
		full := m.String()
		short := m.ShortString()
		parts := strings.Split(full, "x")
		if short != parts[0]+"x"+parts[len(parts)-1] {
			t.Errorf("%v: short form %q", m, short)
		}
		path := m.Path()
		if len(path) != len(parts)-1 {
			t.Errorf("%v: path %v", m, path)
		}
	}
	q := Start()
	m, _ := q.ParseMove("11-15")
	if m.String() != "11-15" || m.ShortString() != "11-15" || len(m.Path()) != 1 || m.Path()[0] != 15 {
		t.Errorf("step 11-15 writes as %q / %q, path %v", m.String(), m.ShortString(), m.Path())
	}
	if (Move{}).String() != "--" || !(Move{}).IsZero() {
		t.Errorf("zero move")
	}
}
