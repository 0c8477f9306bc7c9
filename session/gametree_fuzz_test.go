package session

import (
	"testing"

	"frontier/board/checkers"
)

// FuzzPDNTree checks that every game the PDN reader accepts becomes a
// tree that writes back to PDN reading as the same tree: variations cut
// at an illegal move, comments before moves, NAGs and nesting included.
func FuzzPDNTree(f *testing.F) {
	f.Add(treeGame)
	f.Add("1. 11-15 {c} (22-18 (24-20) 15x22) 23-19 1-0")
	f.Add("1. 11-15 ({x} 9-14 $3 22-18 ({y} 23-19 {z}) 5-9) 22-18 (23-19! 8-11 (9-13) 22-17) *")
	f.Fuzz(func(t *testing.T, text string) {
		games, err := checkers.ParsePDN(text)
		if err != nil {
			return
		}
		for i := range games {
			tree := treeOfPDN(&games[i])
			g, err := pdnOfTree(tree)
			if err != nil {
				t.Fatalf("writing the tree of game %d: %v\ninput: %q", i+1, err, text)
			}
			out, err := checkers.FormatPDN(g)
			if err != nil {
				t.Fatalf("formatting game %d: %v\ninput: %q", i+1, err, text)
			}
			again, err := checkers.ParsePDN(out)
			if err != nil || len(again) != 1 {
				t.Fatalf("re-reading game %d: %v\ninput: %q\nwritten: %q", i+1, err, text, out)
			}
			if a, b := treeShape(tree), treeShape(treeOfPDN(&again[0])); a != b {
				t.Fatalf("round trip changed the tree\nfirst %s\nagain %s\ninput: %q\nwritten: %q", a, b, text, out)
			}
		}
	})
}
