package checkers

import (
	"reflect"
	"strings"
	"testing"
)

func TestParsePDNKeepsNAGs(t *testing.T) {
	text := `1. 11-15! $14 23-19?! {a comment} $2 (22-18!? 15x22 $1 25x18) 2. 8-11 !! 22-17 $0 *`
	g := mustParse(t, text)[0]
	want := []Note{
		{Ply: 0, NAGs: []int{1, 14}},
		{Ply: 1, NAGs: []int{6, 2}, Comments: []string{"a comment"}, Variations: []Variation{{Moves: []VarMove{
			{Text: "22-18", NAGs: []int{5}}, {Text: "15x22", NAGs: []int{1}}, {Text: "25x18"},
		}}}},
		{Ply: 2, NAGs: []int{3}},
	}
	if !reflect.DeepEqual(g.Notes, want) {
		t.Fatalf("notes = %#v\nwant    %#v", g.Notes, want)
	}
	out := roundTrip(t, []Game{g})
	for _, s := range []string{"11-15! $14", "23-19?! ? {a comment}", "(1... 22-18!? 2. 15x22! 25x18)", "8-11!!"} {
		if !strings.Contains(out, s) {
			t.Errorf("written PDN lacks %q:\n%s", s, out)
		}
	}
}

func TestParseNAG(t *testing.T) {
	for _, c := range []struct {
		in string
		n  int
		ok bool
	}{
		{"!", 1, true}, {"??", 4, true}, {"?!", 6, true}, {"$19", 19, true}, {"$0", 0, true},
		{"!!!", 0, false}, {"$", 0, false}, {"$256", 0, false}, {"$-1", 0, false}, {"x", 0, false},
	} {
		n, ok := ParseNAG(c.in)
		if n != c.n || ok != c.ok {
			t.Errorf("ParseNAG(%q) = %d, %v; want %d, %v", c.in, n, ok, c.n, c.ok)
		}
	}
	if NAGText(5) != "!?" || NAGText(14) != "$14" {
		t.Errorf("NAGText(5), NAGText(14) = %q, %q", NAGText(5), NAGText(14))
	}
}

func TestWritePDNRefusesBadNAG(t *testing.T) {
	g := mustParse(t, "1. 11-15 *")[0]
	g.Notes = []Note{{Ply: 0, NAGs: []int{0}}}
	if _, err := FormatPDN(g); err == nil {
		t.Error("NAG 0 written: want an error")
	}
}
