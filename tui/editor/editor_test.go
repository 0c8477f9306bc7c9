package editor

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/tui/boardview"
	"frontier/tui/styles"
)

// pos returns the editor's position, addressable.
func pos(m *Model) *checkers.Position { p := m.Position(); return &p }

func keys(m *Model, ks ...string) Result {
	r := Editing
	for _, k := range ks {
		var msg tea.KeyPressMsg
		switch k {
		case "up":
			msg = tea.KeyPressMsg{Code: tea.KeyUp}
		case "down":
			msg = tea.KeyPressMsg{Code: tea.KeyDown}
		case "left":
			msg = tea.KeyPressMsg{Code: tea.KeyLeft}
		case "right":
			msg = tea.KeyPressMsg{Code: tea.KeyRight}
		case "enter":
			msg = tea.KeyPressMsg{Code: tea.KeyEnter}
		case "esc":
			msg = tea.KeyPressMsg{Code: tea.KeyEscape}
		case "space":
			msg = tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
		default:
			msg = tea.KeyPressMsg{Code: []rune(k)[0], Text: k}
		}
		r = m.Key(msg)
	}
	return r
}

func TestEditorSetsUpAPosition(t *testing.T) {
	m := New(checkers.Start(), boardview.Unicode, false)
	if m.Cursor() != 1 {
		t.Fatalf("the cursor starts on %d, want 1", m.Cursor())
	}
	keys(m, "c")
	if pos(m).Pieces() != 0 {
		t.Fatalf("c left %d pieces", pos(m).Pieces())
	}
	// 1: black king; right to 2; down to 6 (row 1 is shifted); white man there.
	keys(m, "B", "right", "down", "w")
	if got := m.FEN(); got != "B:W6:BK1" {
		t.Fatalf("FEN = %s, want B:W6:BK1", got)
	}
	keys(m, "t")
	if pos(m).SideToMove() != checkers.White {
		t.Error("t should give White the move")
	}
	keys(m, "b") // a black man replaces the white man on 6
	if pos(m).At(6) != checkers.BlackMan {
		t.Errorf("6 holds %v", pos(m).At(6))
	}
	keys(m, "space")
	if pos(m).At(6) != checkers.Empty {
		t.Errorf("space left %v on 6", pos(m).At(6))
	}
	keys(m, "i")
	if m.Position() != checkers.Start() {
		t.Error("i should give the start position")
	}
	if keys(m, "y") != CopyFEN || keys(m, "p") != PasteFEN || keys(m, "esc") != Cancelled {
		t.Error("y, p and esc should ask to copy, paste and cancel")
	}
	if keys(m, "enter") != Done {
		t.Error("enter on the start position should be done")
	}
}

func TestEditorCursorStaysOnTheBoard(t *testing.T) {
	m := New(checkers.Start(), boardview.Unicode, false)
	keys(m, "up", "left")
	if m.Cursor() != 1 {
		t.Errorf("the cursor left the board: %d", m.Cursor())
	}
	keys(m, "right", "right", "right", "right")
	if m.Cursor() != 4 {
		t.Errorf("right to the edge: %d, want 4", m.Cursor())
	}
	for range 10 {
		keys(m, "down")
	}
	if m.Cursor() != 32 {
		t.Errorf("down to the bottom: %d, want 32", m.Cursor())
	}
}

func TestEditorClickCycles(t *testing.T) {
	m := New(checkers.Position{}, boardview.Unicode, false)
	// Square 1 is the second cell of the top row.
	x, y := BoardX+boardview.CellWidth, BoardY
	want := []checkers.Piece{checkers.BlackMan, checkers.BlackKing, checkers.WhiteMan, checkers.WhiteKing, checkers.Empty}
	for _, w := range want {
		m.Click(x, y)
		if got := pos(m).At(1); got != w {
			t.Fatalf("click gave %v, want %v", got, w)
		}
	}
	m.Click(BoardX, BoardY) // a light square
	if pos(m).Pieces() != 0 {
		t.Error("a click on a light square changed the board")
	}
}

func TestValidate(t *testing.T) {
	for _, c := range []struct {
		fen  string
		put  checkers.Square
		pc   checkers.Piece
		want string
	}{
		{"B:W18:B14", 0, 0, ""},
		{"B:W18:B14", 30, checkers.BlackMan, "black man on 30"},
		{"W:W18:B14", 2, checkers.WhiteMan, "white man on 2"},
		{"B:W18:B14", 30, checkers.BlackKing, ""},
		{"B:W18:B14", 14, checkers.Empty, "Black has no pieces"},
		{"B:W18:B14", 18, checkers.Empty, "White has no pieces"},
		{"W:W29:B25,22", 0, 0, "White to move has no move"},
	} {
		p, err := checkers.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		p.Put(c.put, c.pc)
		err = Validate(p)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s, %v on %d: %v", c.fen, c.pc, c.put, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s, %v on %d: %v, want %q", c.fen, c.pc, c.put, err, c.want)
		}
	}
	m := New(checkers.Position{}, boardview.Unicode, false)
	if keys(m, "enter") != Editing {
		t.Error("enter on an empty board should stay in the editor")
	}
	v := m.View(styles.New(0), 80, 24)
	if !strings.Contains(v, "Black has no pieces") {
		t.Errorf("the view does not say what is wrong:\n%s", v)
	}
}

func TestEditorPaste(t *testing.T) {
	m := New(checkers.Start(), boardview.Unicode, false)
	m.SetFEN("W:W18,K3:B14")
	if m.FEN() != "W:WK3,18:B14" {
		t.Errorf("FEN after paste = %s", m.FEN())
	}
	m.SetFEN("nonsense")
	if m.FEN() != "W:WK3,18:B14" {
		t.Error("a bad paste changed the position")
	}
	if v := m.View(styles.New(0), 80, 24); !strings.Contains(v, "paste:") {
		t.Errorf("a bad paste should be reported:\n%s", v)
	}
}
