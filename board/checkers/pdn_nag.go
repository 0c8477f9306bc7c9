package checkers

import (
	"strconv"
	"strings"
)

// NAGs (numeric annotation glyphs) are the PGN convention PDN shares
// for judging a move: $1 good ("!"), $2 poor ("?"), $3 very good ("!!"),
// $4 very poor ("??"), $5 speculative ("!?"), $6 questionable ("?!");
// higher numbers judge the position. The reader keeps them as numbers,
// whichever form the file used, and the writer gives $1-$6 back as the
// suffix players read ("11-15!") and the others as "$n".

// nagGlyphs are the suffix forms of NAGs 1 to 6; index 0 is unused.
var nagGlyphs = [...]string{"", "!", "?", "!!", "??", "!?", "?!"}

// maxNAG is the largest NAG number the reader keeps; PGN defines
// fewer than 256.
const maxNAG = 255

// ParseNAG reads a NAG as "$n" or a suffix glyph ("!", "?!"); ok is
// false for anything else, such as "!!!", which no convention defines.
func ParseNAG(s string) (int, bool) {
	if n, ok := strings.CutPrefix(s, "$"); ok {
		v, err := strconv.Atoi(n)
		if err != nil || v < 0 || v > maxNAG || n == "" || n[0] == '+' || n[0] == '-' {
			return 0, false
		}
		return v, true
	}
	for i, g := range nagGlyphs {
		if i > 0 && s == g {
			return i, true
		}
	}
	return 0, false
}

// NAGText writes NAG n as its suffix glyph when it has one ("!?"), else
// as "$n".
func NAGText(n int) string {
	if n > 0 && n < len(nagGlyphs) {
		return nagGlyphs[n]
	}
	return "$" + strconv.Itoa(n)
}

// appendNAG appends the NAG written as s to nags, skipping what is not
// a NAG and zero ($0, "no annotation").
func appendNAG(nags []int, s string) []int {
	if n, ok := ParseNAG(s); ok && n > 0 {
		return append(nags, n)
	}
	return nags
}
