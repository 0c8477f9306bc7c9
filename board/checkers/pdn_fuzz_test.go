package checkers

import (
	"reflect"
	"testing"
)

// FuzzParsePDN checks that the reader never panics on any input, and
// that whatever it accepts the writer can write and the reader read
// back unchanged. The seed corpus in testdata/fuzz/FuzzParsePDN holds
// small files with every construct the reader knows.
func FuzzParsePDN(f *testing.F) {
	f.Add("[Event \"x\"]\n1. 11-15 23-19 2. 8-11 22-17 *")
	f.Add("1. 11-15 {c} (22-18 (24-20) 15x22) 23-19 1-0")
	f.Add("1. 11-15! $14 23-19?! {c} $2 (22-18!? 15x22 $1) 8-11 !! *")
	f.Add("[FEN \"B:W6,7,14,15,22:BK11\"]\n11x2x9x18x11 *")
	f.Add("[Event \"a\"]\n1. 11-18 *\n[Event \"b\n1. 9-13 (22-18\n[Event \"c\"]\n1. 10-14 *")
	f.Fuzz(func(t *testing.T, text string) {
		// The database reader skips bad games and ends (no loop on a
		// game it cannot leave); on a text ParsePDN accepts it reads
		// the same games.
		all, skipped := ParsePDNGames(text)
		games, err := ParsePDN(text)
		if err != nil {
			if len(skipped) == 0 {
				t.Fatalf("ParsePDN refuses what ParsePDNGames read whole: %v\ninput: %q", err, text)
			}
			return
		}
		if len(skipped) != 0 || !reflect.DeepEqual(all, games) {
			t.Fatalf("ParsePDNGames differs from ParsePDN on a good text: skipped %v\ninput: %q", skipped, text)
		}
		out, err := FormatPDN(games...)
		if err != nil {
			t.Fatalf("writing games the reader accepted: %v\ninput: %q", err, text)
		}
		again, err := ParsePDN(out)
		if err != nil {
			t.Fatalf("re-reading written PDN: %v\ninput: %q\nwritten: %q", err, text, out)
		}
		if len(games) != len(again) || len(games) > 0 && !reflect.DeepEqual(games, again) {
			t.Fatalf("round trip changed the games\ninput: %q\nwritten: %q", text, out)
		}
	})
}
