package game

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"frontier/session"
	"frontier/tui/styles"
)

func pastedLine(t *testing.T, pdn string) *session.Line {
	t.Helper()
	s, err := session.New(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	if _, err := s.LoadPDNText(pdn); err != nil {
		t.Fatal(err)
	}
	return s.Line()
}

// TestMovesLayout: a note after Black's move cuts the row, which goes
// on "N. ..." after it; marks by ply follow main-line moves; a click on
// a variation's move gives its node.
func TestMovesLayout(t *testing.T) {
	l := pastedLine(t, `1. 11-15 {Black's comment} 23-19 (22-18 15x22) 2. 8-11 22-17 *`)
	m := NewMoves()
	m.SetSize(40, 12)
	m.Marks = map[int]string{2: "?!"}
	m.SetLine(styles.New(colorprofile.NoTTY), l)
	got := ansi.Strip(m.View())
	want := []string{
		"      start",
		"  1.  11-15",
		"      {Black's comment}",
		"  1.  ...        23-19",
		"      (1... 22-18 2. 15x22)",
		"  2.  8-11?!     22-17",
	}
	lines := strings.Split(got, "\n")
	for i, w := range want {
		if strings.TrimRight(lines[i], " ") != w {
			t.Fatalf("line %d = %q, want %q\n%s", i, lines[i], w, got)
		}
	}
	n := m.ClickNode(len("      (1... "), 4)
	if n == nil || n.Move != "22-18" {
		t.Fatalf("click on 22-18 gave %v", n)
	}
	if m.ClickNode(0, 4) != nil || m.ClickNode(5, 99) != nil {
		t.Error("a click beside the moves gave a node")
	}
	if n := m.ClickNode(7, 0); n == nil || n.Parent() != nil {
		t.Error("a click on start should give the root")
	}
}

// TestNAGsAsSymbols: the move list shows a NAG about the position as
// the symbol players read (+= for $14, +- for $18), not its number,
// and the move judgements as suffixes (issue 24 bug 11); a NAG without
// a common symbol stays $n.
func TestNAGsAsSymbols(t *testing.T) {
	l := pastedLine(t, `1. 11-15! $14 23-19 $18 2. 8-11 $4 $10 22-17 $250 *`)
	m := NewMoves()
	m.SetSize(40, 12)
	m.SetLine(styles.New(colorprofile.NoTTY), l)
	got := ansi.Strip(m.View())
	for _, want := range []string{"11-15! +=", "23-19 +-", "8-11?? =", "22-17 $250"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "$14") || strings.Contains(got, "$18") {
		t.Errorf("raw NAGs shown:\n%s", got)
	}
}
