package session

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"frontier/board/checkers"
)

// treeGame is a hand-written game with every construct the tree keeps:
// an intro comment, NAGs in both forms, comments, a variation with an
// opening comment and a nested variation, and two variations at one
// move.
const treeGame = `[Event "tree"]
[Result "1/2-1/2"]
{intro} 1. 11-15! 23-19 {the Old Fourteenth?} (22-18 15x22 25x18 (26x17 9-13) 8-11)
({rarely played} 24-20) 2. 8-11 $14 22-17 1/2-1/2`

// treeShape writes a tree as PDN lays it out: moves with their NAGs
// and comments, a move's alternatives in parentheses after it, and
// comments before a move in <>, so that two trees compare as strings.
func treeShape(root *Node) string {
	var b strings.Builder
	var line func(first *Node, siblings bool)
	line = func(first *Node, siblings bool) {
		for n := first; ; n = n.Children[0] {
			if len(n.Before) > 0 {
				b.WriteString("<" + strings.Join(n.Before, "|") + "> ")
			}
			b.WriteString(n.Move)
			for _, g := range n.NAGs {
				b.WriteString(checkers.NAGText(g))
			}
			if len(n.Comments) > 0 {
				b.WriteString(" {" + strings.Join(n.Comments, "|") + "}")
			}
			b.WriteString(" ")
			if n != first || siblings {
				for _, alt := range n.parent.Children[1:] {
					b.WriteString("(")
					line(alt, false)
					b.WriteString(") ")
				}
			}
			if len(n.Children) == 0 {
				return
			}
		}
	}
	if len(root.Comments) > 0 {
		b.WriteString("{" + strings.Join(root.Comments, "|") + "} ")
	}
	if len(root.Children) > 0 {
		line(root.Children[0], true)
	}
	return strings.ReplaceAll(strings.TrimSpace(b.String()), " )", ")")
}

func loadTree(t *testing.T, text string) *Session {
	t.Helper()
	s := newSession(t)
	if _, err := s.LoadPDNText(text); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestTreeFromPDN(t *testing.T) {
	s := loadTree(t, treeGame)
	got := treeShape(s.Line().Root())
	want := "{intro} 11-15! 23-19 {the Old Fourteenth?} (22-18 15x22 25x18 (26x17 9-13) 8-11) (<rarely played> 24-20) 8-11$14 22-17"
	if got != want {
		t.Fatalf("tree\n got %s\nwant %s", got, want)
	}
	if l := s.Line(); len(l.Moves) != 4 || l.InVariation() {
		t.Fatalf("the line is the main line: %v", l.Moves)
	}
}

// TestPDNRoundTripKeepsTree: read, write, read again gives the same
// tree, for the hand-written game and for the shared suite file, whose
// moves carry comments.
func TestPDNRoundTripKeepsTree(t *testing.T) {
	texts := map[string]string{"treeGame": treeGame}
	if data, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "tinsley-chinook-1992-suite.pdn")); err == nil {
		games, err := checkers.ParsePDN(string(data))
		if err != nil || len(games) == 0 {
			t.Fatalf("shared suite: %v", err)
		}
		one, _ := checkers.FormatPDN(games[0])
		texts["suite game 1"] = one
	}
	for name, text := range texts {
		s := loadTree(t, text)
		first := treeShape(s.Line().Root())
		if !strings.Contains(first, "{") {
			t.Errorf("%s: no comments in the tree: %s", name, first)
		}
		out, err := s.PDN()
		if err != nil {
			t.Fatal(err)
		}
		again := treeShape(loadTree(t, out).Line().Root())
		if again != first {
			t.Errorf("%s: round trip changed the tree\nfirst %s\nagain %s\nwritten:\n%s", name, first, again, out)
		}
	}
}

func TestPlayOffTheMainLineMakesAVariation(t *testing.T) {
	s := loadTree(t, treeGame)
	l := s.Line()
	main := append([]string(nil), l.Moves...)
	s.SetPly(2) // after 11-15 23-19
	if err := s.Play("9-14"); err != nil {
		t.Fatal(err)
	}
	if !l.InVariation() || l.Ply != 3 || l.Moves[2] != "9-14" || len(l.Moves) != 3 {
		t.Fatalf("after 9-14: variation %v, ply %d, moves %v", l.InVariation(), l.Ply, l.Moves)
	}
	if err := s.Play("22-17"); err != nil || l.Ply != 4 {
		t.Fatalf("continuing the variation: %v, ply %d", err, l.Ply)
	}
	root := l.Root()
	var mainNow []string
	for n := root; len(n.Children) > 0; n = n.Children[0] {
		mainNow = append(mainNow, n.Children[0].Move)
	}
	if !reflect.DeepEqual(mainNow, main) {
		t.Fatalf("main line changed: %v, was %v", mainNow, main)
	}
	if l.Modified {
		t.Error("a variation marked the main line modified")
	}
	// Playing the variation's first move again steps into it rather
	// than adding a twin.
	if err := s.LeaveVariation(); err != nil || l.InVariation() || l.Ply != 2 || l.Moves[2] != main[2] {
		t.Fatalf("leave: %v, variation %v, ply %d, moves %v", err, l.InVariation(), l.Ply, l.Moves)
	}
	if err := s.Play("9-14"); err != nil || len(l.Path[2].Children) != 2 || l.Ply != 3 {
		t.Fatalf("replaying 9-14: %v, %d children", err, len(l.Path[2].Children))
	}
	if len(l.Moves) != 4 || l.Moves[3] != "22-17" {
		t.Errorf("stepping into a variation follows it: %v", l.Moves)
	}
	// Playing at the end of the main line extends it.
	s.LeaveVariation()
	s.SetPly(len(l.Moves))
	if err := s.Play("4-8"); err != nil || !l.Modified || l.InVariation() || len(l.Moves) != len(main)+1 {
		t.Fatalf("extending the main line: %v, modified %v, %v", err, l.Modified, l.Moves)
	}
}

func TestNavigateVariations(t *testing.T) {
	s := loadTree(t, treeGame)
	l := s.Line()
	s.SetPly(1) // after 11-15: the next move 23-19 has two alternatives
	if err := s.EnterVariation(); err != nil || l.Ply != 2 || l.Moves[1] != "22-18" || !l.InVariation() {
		t.Fatalf("enter: %v, ply %d, moves %v", err, l.Ply, l.Moves)
	}
	if err := s.SwitchVariation(1); err != nil || l.Moves[1] != "24-20" || len(l.Moves) != 2 {
		t.Fatalf("next variation: %v, %v", err, l.Moves)
	}
	if err := s.SwitchVariation(1); err != nil || l.Moves[1] != "23-19" || l.InVariation() {
		t.Fatalf("cycling back to the main move: %v, %v", err, l.Moves)
	}
	if err := s.SwitchVariation(-1); err != nil || l.Moves[1] != "24-20" {
		t.Fatalf("previous variation: %v, %v", err, l.Moves)
	}
	// A nested variation: into 22-18 15x22, then 26x17 replaces 25x18.
	s.SwitchVariation(1) // back to the main move 23-19
	s.SetPly(1)
	if err := s.EnterVariation(); err != nil || l.Moves[1] != "22-18" {
		t.Fatal(err, l.Moves)
	}
	s.Step(1)
	if err := s.EnterVariation(); err != nil || l.Moves[3] != "26x17" || l.Ply != 4 {
		t.Fatalf("nested enter: %v, ply %d, %v", err, l.Ply, l.Moves)
	}
	if err := s.LeaveVariation(); err != nil || l.Ply != 3 || l.Moves[3] != "25x18" || !l.InVariation() {
		t.Fatalf("leave the nested one: %v, ply %d, %v", err, l.Ply, l.Moves)
	}
	if err := s.LeaveVariation(); err != nil || l.Ply != 1 || l.InVariation() {
		t.Fatalf("leave the outer one: %v, ply %d, %v", err, l.Ply, l.Moves)
	}
	if err := s.LeaveVariation(); err == nil {
		t.Error("leaving the main line: want an error")
	}
	s.SetPly(3)
	if err := s.EnterVariation(); err == nil {
		t.Error("entering where the next move has no alternatives: want an error")
	}
	// GoTo jumps to any node, the line following it.
	n := l.Root().Children[0].Children[2] // 24-20
	if err := s.GoTo(n); err != nil || l.Node() != n || l.Ply != 2 {
		t.Fatalf("go to: %v", err)
	}
	if err := s.GoTo(&Node{}); err == nil {
		t.Error("go to a node of another tree: want an error")
	}
	s.GoTo(n)
	if err := s.DeleteVariation(); err != nil {
		t.Fatal(err)
	}
	if err := s.GoTo(n); err == nil {
		t.Error("go to a deleted variation's move: want an error")
	}
}

func TestPromoteAndDeleteVariation(t *testing.T) {
	s := loadTree(t, treeGame)
	l := s.Line()
	s.SetPly(1)
	if err := s.PromoteVariation(); err == nil {
		t.Error("promoting the main line: want an error")
	}
	if err := s.DeleteVariation(); err == nil || len(l.Moves) != 4 {
		t.Errorf("deleting the main line: want an error, %v", err)
	}
	s.EnterVariation() // 22-18
	s.Step(1)          // 15x22, deeper in the variation
	if err := s.PromoteVariation(); err != nil {
		t.Fatal(err)
	}
	if l.InVariation() || !l.Modified || l.Ply != 3 || l.Moves[1] != "22-18" {
		t.Fatalf("after promote: variation %v modified %v ply %d %v", l.InVariation(), l.Modified, l.Ply, l.Moves)
	}
	got := treeShape(l.Root())
	want := "{intro} 11-15! 22-18 (23-19 {the Old Fourteenth?} 8-11$14 22-17) (<rarely played> 24-20) 15x22 25x18 (26x17 9-13) 8-11"
	if got != want {
		t.Fatalf("promoted tree\n got %s\nwant %s", got, want)
	}
	// Delete the nested 26x17 variation, then 24-20.
	s.SetPly(3)
	if err := s.EnterVariation(); err != nil || l.Moves[3] != "26x17" {
		t.Fatal(err, l.Moves)
	}
	if err := s.DeleteVariation(); err != nil || l.Ply != 3 || l.InVariation() {
		t.Fatalf("delete: %v, ply %d", err, l.Ply)
	}
	s.SetPly(2)
	s.SwitchVariation(-1) // 24-20, the last alternative to 22-18
	if l.Moves[1] != "24-20" {
		t.Fatalf("switch to 24-20: %v", l.Moves)
	}
	if err := s.DeleteVariation(); err != nil || l.Ply != 1 {
		t.Fatal(err)
	}
	got = treeShape(l.Root())
	want = "{intro} 11-15! 22-18 (23-19 {the Old Fourteenth?} 8-11$14 22-17) 15x22 25x18 8-11"
	if got != want {
		t.Fatalf("after deletes\n got %s\nwant %s", got, want)
	}
}

func TestCommentsAndNAGs(t *testing.T) {
	s := loadTree(t, treeGame)
	l := s.Line()
	s.SetPly(4)
	s.SetComment("  a {draw}\n here ")
	if c := l.Node().Comments; len(c) != 1 || c[0] != "a draw here" {
		t.Fatalf("comment = %q", c)
	}
	if err := s.SetNAG(3); err != nil || !reflect.DeepEqual(l.Node().NAGs, []int{3}) {
		t.Fatalf("NAG: %v %v", err, l.Node().NAGs)
	}
	s.SetNAG(3)
	if len(l.Node().NAGs) != 0 {
		t.Errorf("the same NAG again should remove it: %v", l.Node().NAGs)
	}
	s.SetPly(3)
	s.SetNAG(2) // replaces $14? no: 14 judges the position and stays
	if !reflect.DeepEqual(l.Node().NAGs, []int{2, 14}) {
		t.Errorf("NAGs = %v", l.Node().NAGs)
	}
	if err := s.SetNAG(9); err == nil {
		t.Error("NAG 9 as a move judgement: want an error")
	}
	s.SetPly(0)
	if err := s.SetNAG(1); err == nil {
		t.Error("a NAG at the start: want an error")
	}
	s.SetPly(4)
	s.SetComment("a draw here")
	out, _ := s.PDN()
	if !strings.Contains(out, "8-11? $14") || !strings.Contains(strings.Join(strings.Fields(out), " "), "22-17 {a draw here}") {
		t.Errorf("PDN lacks the annotations:\n%s", out)
	}
	s.SetComment("")
	if l.Node().Comments != nil {
		t.Error("an empty comment should remove it")
	}
}

// TestGameEntryTitle: a game's entry names the players, event, date,
// result and length, and leaves out PDN's unknown date.
func TestGameEntryTitle(t *testing.T) {
	s := loadTree(t, `[Event "Casual"]
[Date "1992.08.17"]
[Black "A"]
[White "B"]
[Result "1-0"]
1. 11-15 23-19 2. 8-11 1-0

[Date "????.??.??"]
1. 11-15 *`)
	var titles []string
	for _, e := range s.Entries() {
		if e.Kind == EntryGame && strings.HasPrefix(e.ID, "pasted") {
			titles = append(titles, e.Title)
		}
	}
	want := []string{"pasted-1#1 A–B · Casual · 1992.08.17 · 1-0 · 2 moves", "pasted-1#2 1 move"}
	if !reflect.DeepEqual(titles, want) {
		t.Errorf("titles = %q, want %q", titles, want)
	}
}

// TestReopenedGameKeepsVariations: a game left for another and opened
// again still has the variations and comments added to it.
func TestReopenedGameKeepsVariations(t *testing.T) {
	s := newSession(t)
	if err := s.OpenID("game1"); err != nil {
		t.Fatal(err)
	}
	l := s.Line()
	main := append([]string(nil), l.Moves...)
	s.SetPly(1)
	var other string
	for _, m := range s.Position().Moves() {
		if m != main[1] {
			other = m
			break
		}
	}
	if err := s.Play(other); err != nil {
		t.Fatal(err)
	}
	s.SetComment("tried")
	if err := s.OpenID("game2"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetPosition("B:W18:B14"); err != nil {
		t.Fatal(err)
	}
	if err := s.OpenID("game1"); err != nil {
		t.Fatal(err)
	}
	l = s.Line()
	if l.Ply != 0 || l.InVariation() || !reflect.DeepEqual(l.Moves, main) {
		t.Fatalf("reopened: ply %d, variation %v", l.Ply, l.InVariation())
	}
	alts := l.Path[1].Children
	if len(alts) != 2 || alts[1].Move != other || len(alts[1].Comments) != 1 {
		t.Fatalf("the variation %s was lost: %d alternatives", other, len(alts))
	}
	// The test position entry opens the same game at its test ply.
	if err := s.OpenID("g1"); err != nil || len(s.Line().Path[1].Children) != 2 {
		t.Fatalf("g1: %v", err)
	}
}

// The error of a variation command on the main line names the keys
// that reach a variation, ( and J K (tui/variations.go), not [ and ],
// which change the simulation's speed (issue 24, bug 7).
func TestMainLineErrorNamesVariationKeys(t *testing.T) {
	s := loadTree(t, treeGame)
	s.SetPly(1)
	for name, f := range map[string]func() error{"delete": s.DeleteVariation, "promote": s.PromoteVariation, "leave": s.LeaveVariation} {
		err := f()
		if err == nil {
			t.Fatalf("%s on the main line: want an error", name)
		}
		if msg := err.Error(); strings.Contains(msg, "[ or ]") || !strings.Contains(msg, "(") || !strings.Contains(msg, "J") {
			t.Errorf("%s: %q should name ( and J K, not [ or ]", name, msg)
		}
	}
}

// TestPlayMovesLine: a line played at once follows the game where it has
// the moves and adds the rest as a variation; a line with an illegal
// move plays nothing.
func TestPlayMovesLine(t *testing.T) {
	s := loadTree(t, treeGame)
	l := s.Line()
	n, err := s.PlayMoves([]string{"11-15", "22-18", "15x22"})
	if err != nil || n != 0 || l.Ply != 3 || !l.InVariation() {
		t.Fatalf("the game's own moves: %d new, %v, ply %d", n, err, l.Ply)
	}
	n, err = s.PlayMoves([]string{"26x17", "8-11"})
	if err != nil || n != 1 || l.Ply != 5 {
		t.Fatalf("one known, one new: %d new, %v, ply %d", n, err, l.Ply)
	}
	before := treeShape(l.Root())
	if _, err := s.PlayMoves([]string{"23-19", "99-98"}); err == nil || l.Ply != 5 || treeShape(l.Root()) != before {
		t.Fatalf("an illegal line: %v, ply %d, tree changed %v", err, l.Ply, treeShape(l.Root()) != before)
	}
}
