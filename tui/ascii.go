package tui

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// ASCII mode (--glyphs ascii) is for terminals that cannot draw Unicode:
// the Linux console, a C locale, some serial lines. The pieces have
// their own letters (boardview.ASCII); everything else the workstation
// draws (borders, bars, separators, arrows, the spinner) is written with
// Unicode by the components, so the finished screen is transliterated
// here, one cell for one cell so that the layout stays exact. Anything
// without an entry becomes '?' (or "??" for a wide character): the
// screen never holds a byte outside ASCII.

// asciiFor maps the characters the workstation draws to ASCII of the
// same width.
var asciiFor = map[rune]byte{
	// Box drawing: frames, tables, the timeline, charts.
	'─': '-', '━': '-', '│': '|', '┃': '|', '╭': '+', '╮': '+', '╰': '+', '╯': '+',
	'┌': '+', '┐': '+', '└': '+', '┘': '+', '├': '+', '┤': '+', '┬': '+', '┴': '+', '┼': '+',
	'╴': '-', '╶': '-', '╵': '|', '╷': '|', '┄': '-', '┈': '-', '┆': '|', '┊': '|',
	// Bars and shades: dense to light.
	'█': '#', '▉': '#', '▊': '#', '▋': '#', '▌': '#', '▍': '|', '▎': '|', '▏': '|',
	'▓': '#', '▒': '=', '░': '.', '▀': '"', '▄': '_', '▁': '_', '▂': '_', '▃': '_',
	'▅': '=', '▆': '=', '▇': '#', '▐': '#',
	// Separators, marks and arrows.
	'·': '.', '•': '*', '…': '~', '–': '-', '—': '-', '×': 'x', '÷': '/', '±': '+',
	'◆': '*', '◇': '*', '▸': '>', '▶': '>', '◂': '<', '◀': '<', '■': '#', '□': '#',
	'◧': '%', '◨': '%', '●': '@', '○': 'o', '◉': '@', '◎': 'o', '✓': 'v', '✔': 'v', '✗': 'x', '✘': 'x',
	'←': '<', '→': '>', '↑': '^', '↓': 'v', '↔': '-', '⇄': '-', '␣': '_', '⏎': '<',
	'≈': '~', '≤': '<', '≥': '>', '≠': '#', '∞': '8', 'µ': 'u', '°': 'o', '′': '\'', '″': '"',
	'‘': '\'', '’': '\'', '“': '"', '”': '"', '«': '<', '»': '>', '‹': '<', '›': '>',
	'♛': 'K', '♕': 'K', '♚': 'K', '♔': 'K', '⛀': 'o', '⛁': 'K', '⛂': '@', '⛃': 'K',
	'★': '*', '♟': '*', '⊙': '@', '⇆': '-', '⊕': '+', '∆': '^',
	'\u00a0': ' ',
}

// toASCII transliterates s for an ASCII terminal, keeping every escape
// sequence (they are ASCII) and the width of every cell.
func toASCII(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		case r >= 0x2800 && r <= 0x28ff: // braille: the spinner's dots
			b.WriteByte('*')
		default:
			if c, ok := asciiFor[r]; ok {
				b.WriteByte(c)
				continue
			}
			for range max(1, ansi.StringWidth(string(r))) {
				b.WriteByte('?')
			}
		}
	}
	return b.String()
}

// asciiTerminal reports whether the environment names a terminal or a
// locale that cannot show Unicode, and which: the Linux console
// (TERM=linux) draws few of the characters used, and a C or POSIX
// locale, or any locale that is not UTF-8, may not pass them at all.
// getenv is os.Getenv (tests give their own).
func asciiTerminal(getenv func(string) string) (bool, string) {
	if getenv("TERM") == "linux" {
		return true, "TERM=linux"
	}
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		loc := getenv(v)
		if loc == "" {
			continue
		}
		u := strings.ToUpper(loc)
		if !strings.Contains(u, "UTF-8") && !strings.Contains(u, "UTF8") {
			return true, v + "=" + loc
		}
		return false, ""
	}
	return false, ""
}
