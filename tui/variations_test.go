package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// variationGame has two variations to White's first move, one with a
// nested variation, the other with a comment before it, and comments
// and NAGs.
const variationGame = `[Event "tree"]
1. 11-15! 23-19 {the Old Fourteenth} (22-18 15x22 25x18 (26x17 9-13) 8-11)
({rarely played} 24-20) 2. 8-11 $14 22-17 *`

// movesPane returns the lines of the screen that hold the move list's
// column (the left column at 120×40), for looking at what it shows.
func movesPane(m *Model) string {
	var out []string
	for _, ln := range strings.Split(screen(m), "\n") {
		out = append(out, string([]rune(ln)[:min(30, len([]rune(ln)))]))
	}
	return strings.Join(out, "\n")
}

// TestMoveListShowsTree: the move list draws the variations in
// parentheses with their numbers, the comments and the NAGs of a game
// read from PDN.
func TestMoveListShowsTree(t *testing.T) {
	m := newModel(t, 120, 40)
	m.paste(variationGame)
	pane := movesPane(m)
	for _, want := range []string{"11-15!", "{the Old", "(1... 22-18", "(2... 26x17", "({rarely", "1... 24-20)", "8-11 +="} {
		if !strings.Contains(pane, want) {
			t.Errorf("the move list lacks %q:\n%s", want, pane)
		}
	}
}

// TestVariationKeys: a move played off the game makes a variation, and
// the keys go into and out of variations, promote and delete them, and
// set a comment and a judgement, the title saying where the line is.
func TestVariationKeys(t *testing.T) {
	m := newModel(t, 120, 40)
	m.paste(variationGame)
	l := m.sess.Line()
	press(m, "right") // after 11-15
	if !strings.Contains(screen(m), "( variation") {
		t.Errorf("the move list should say ( enters the variation here:\n%s", screen(m))
	}
	press(m, "(")
	if !l.InVariation() || l.Moves[1] != "22-18" || !strings.Contains(screen(m), "· variation") {
		t.Fatalf("( did not enter the variation: %v\n%s", l.Moves, screen(m))
	}
	if !strings.Contains(screen(m), ") leaves") {
		t.Errorf("the move list should say ) leaves the variation:\n%s", screen(m))
	}
	press(m, "J")
	if l.Moves[1] != "24-20" {
		t.Fatalf("J: %v", l.Moves)
	}
	press(m, "K", ")")
	if l.InVariation() || l.Ply != 1 {
		t.Fatalf(") did not leave the variation: ply %d", l.Ply)
	}
	// Typing a move off the game's next one starts a variation.
	press(m, "2", "1", "-", "1", "7", "enter")
	if !l.InVariation() || l.Moves[1] != "21-17" || len(l.Root().Children[0].Children) != 4 {
		t.Fatalf("21-17 did not make a variation: %v", l.Moves)
	}
	if !strings.Contains(movesPane(m), "(1... 21-17)") {
		t.Errorf("the new variation is not in the move list:\n%s", movesPane(m))
	}
	m.Update(tea.KeyPressMsg{Code: tea.KeyDelete})
	if l.InVariation() || len(l.Root().Children[0].Children) != 3 {
		t.Fatalf("delete: variation %v, %d alternatives", l.InVariation(), len(l.Root().Children[0].Children))
	}
	press(m, "(", "U")
	if l.InVariation() || l.Root().Children[0].Children[0].Move != "22-18" {
		t.Fatalf("U did not promote 22-18")
	}
	press(m, "U")
	if !strings.Contains(screen(m), "on the main line") {
		t.Errorf("promoting the main line should say why not:\n%s", screen(m))
	}
	// A comment typed in the prompt, and a judgement.
	press(m, ";")
	if m.prompt == nil {
		t.Fatal("; opened no prompt")
	}
	press(m, "g", "o", "o", "d", "enter")
	press(m, "!", "!")
	if c := l.Node().Comments; len(c) != 1 || c[0] != "good" {
		t.Fatalf("comment = %q", c)
	}
	if pane := movesPane(m); !strings.Contains(pane, "22-18?") || !strings.Contains(pane, "{good}") {
		t.Errorf("the comment and judgement are not shown:\n%s", pane)
	}
	text, err := m.sess.PDN()
	if err != nil || !strings.Contains(text, "22-18? {good}") {
		t.Errorf("the PDN lacks them: %v\n%s", err, text)
	}
}

// TestClickVariationMove: clicking a move of a variation in the list
// goes to it.
func TestClickVariationMove(t *testing.T) {
	m := newModel(t, 120, 40)
	m.paste(variationGame)
	lines := strings.Split(screen(m), "\n")
	for y, ln := range lines {
		x := strings.Index(ln, "24-20)")
		if x < 0 || x > 30 {
			continue
		}
		click(m, len([]rune(ln[:x])), y)
		if l := m.sess.Line(); l.Node().Move != "24-20" || l.Ply != 2 {
			t.Fatalf("click on 24-20 went to ply %d %q", l.Ply, l.Node().Move)
		}
		return
	}
	t.Fatalf("24-20 not on screen:\n%s", screen(m))
}
