package chess

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// pgnLineWidth is the longest movetext line WritePGN writes (the PGN
// standard, section 8.2.2, says 79 characters; most programs write 80,
// as we do). A single token longer than that has a line of its own.
const pgnLineWidth = 80

// WritePGN writes g in the PGN export format: the Seven Tag Roster in
// order (unknown values as "?"), SetUp and FEN when the game does not
// start from the initial position, the other tags; a blank line; the
// moves in SAN with move numbers ("5... Nf6" after a comment or at the
// start of a game with Black to move), each followed by its numeric
// annotations ($n) and its comment ({...}, or ';' to the end of the line
// for a comment holding a '}'), lines of at most 80 characters, and the
// result terminator; and a blank line, so that games written one after
// another make a file. ParsePGN reads what it writes as the same game.
//
// It fails on an illegal move, a result that is not one of the four, an
// annotation outside 0..255, a tag name PGN cannot hold or a tag value
// holding a line break.
func WritePGN(w io.Writer, g *PGNGame) error {
	result := resultOr(g.Result)
	if !isPGNResult(result) {
		return fmt.Errorf("PGN: result %q is not 1-0, 0-1, 1/2-1/2 or *", g.Result)
	}
	for ply, ns := range g.NAGs {
		for _, n := range ns {
			if n < 0 || n > 255 {
				return fmt.Errorf("PGN: annotation $%d after ply %d: annotations are numbered 0 to 255", n, ply)
			}
		}
	}
	for ply, vs := range g.Variations {
		if err := checkVariations(vs); err != nil {
			return fmt.Errorf("PGN: variation of ply %d: %w", ply+1, err)
		}
	}
	var b strings.Builder
	for _, t := range g.exportTags() {
		if t.Name == "" || strings.IndexFunc(t.Name, func(r rune) bool { return r > 127 || !isPGNSymbolChar(byte(r)) }) >= 0 {
			return fmt.Errorf("PGN: tag name %q: letters, digits and _+#=:-/ only", t.Name)
		}
		if strings.Contains(t.Value, "\n") {
			return fmt.Errorf("PGN: tag %s: a value cannot hold a line break", t.Name)
		}
		v := strings.ReplaceAll(strings.ReplaceAll(t.Value, `\`, `\\`), `"`, `\"`)
		b.WriteString("[" + t.Name + ` "` + v + "\"]\n")
	}
	b.WriteByte('\n')
	mt := pgnWrapper{b: &b}
	pos := g.Start
	annotate := func(ply int) bool {
		any := false
		for _, n := range g.NAGs[ply] {
			mt.word("$" + strconv.Itoa(n))
			any = true
		}
		if c := strings.Join(strings.Fields(g.Comments[ply]), " "); c != "" {
			mt.comment(c)
			any = true
		}
		return any
	}
	annotate(0)
	interrupted := true // the first move is numbered whoever moves
	for i, m := range g.Moves {
		if !pos.IsLegal(m) {
			return fmt.Errorf("PGN: move %d (%v) is not legal in %s", i+1, m, pos.FEN())
		}
		n := strconv.Itoa(pos.FullmoveNumber())
		switch {
		case pos.SideToMove() == White:
			mt.word(n + ".")
		case interrupted:
			mt.word(n + "...")
		}
		mt.word(pos.SAN(m))
		no, side := pos.FullmoveNumber(), pos.SideToMove()
		pos = pos.Play(m)
		interrupted = annotate(i + 1)
		for _, v := range g.Variations[i] {
			mt.variation(v, no, side)
			interrupted = true
		}
	}
	mt.word(result)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// checkVariations says what in vs PGN cannot hold: an annotation
// outside 0..255, or a move that is no single token.
func checkVariations(vs []PGNVariation) error {
	for _, v := range vs {
		for _, m := range v.Moves {
			if m.SAN == "" || strings.IndexFunc(m.SAN, func(r rune) bool { return r > 127 || !isPGNSymbolChar(byte(r)) }) >= 0 {
				return fmt.Errorf("move %q is not a SAN token", m.SAN)
			}
			for _, n := range m.NAGs {
				if n < 0 || n > 255 {
					return fmt.Errorf("annotation $%d: annotations are numbered 0 to 255", n)
				}
			}
			if err := checkVariations(m.Variations); err != nil {
				return err
			}
		}
	}
	return nil
}

// pgnWrapper writes movetext words separated by blanks, starting a new
// line before a word that would pass pgnLineWidth.
type pgnWrapper struct {
	b    *strings.Builder
	line int // characters on the current line
	// glue joins the next word to the one before, after a variation's
	// "(".
	glue bool
}

// variation writes v, played instead of the move no of side, in
// parentheses: its first move numbered, the others as the main line
// numbers its moves, its moves' annotations, comments and variations.
func (w *pgnWrapper) variation(v PGNVariation, no int, side Color) {
	w.word("(")
	w.glue = true
	if v.Intro != "" {
		w.comment(v.Intro)
	}
	interrupted := true
	for _, m := range v.Moves {
		n := strconv.Itoa(no)
		switch {
		case side == White:
			w.word(n + ".")
		case interrupted:
			w.word(n + "...")
		}
		w.word(m.SAN)
		interrupted = false
		for _, a := range m.NAGs {
			w.word("$" + strconv.Itoa(a))
			interrupted = true
		}
		if m.Comment != "" {
			w.comment(m.Comment)
			interrupted = true
		}
		for _, sub := range m.Variations {
			w.variation(sub, no, side)
			interrupted = true
		}
		if side == Black {
			no++
		}
		side ^= 1
	}
	if w.line == 0 || w.glue { // after a ';' comment, or an empty variation
		w.word(")")
		w.glue = false
		return
	}
	w.b.WriteByte(')')
	w.line++
}

// pgnLineMax is the longest line PGN allows (its standard, 4.3).
const pgnLineMax = 255

// lineStartSensitive says whether s must not begin a line: a line that
// starts with '[' reads as a tag pair to most readers, even inside a
// comment (a move's "[%clk 0:00:07.5]"), and one that starts with '%'
// is PGN's escape, ignored whole. Such a word stays on the line before,
// past pgnLineWidth if need be.
func lineStartSensitive(s string) bool {
	return s != "" && (s[0] == '[' || s[0] == '%')
}

func (w *pgnWrapper) word(s string) {
	switch {
	case w.glue && w.line > 0:
		w.glue = false
	case w.line == 0:
	case w.line+1+len(s) > pgnLineWidth && !(lineStartSensitive(s) && w.line+1+len(s) <= pgnLineMax):
		w.b.WriteByte('\n')
		w.line = 0
	default:
		w.b.WriteByte(' ')
		w.line++
	}
	w.b.WriteString(s)
	w.line += len(s)
}

// comment writes c, whose white space is single blanks, in braces,
// wrapping between its words; a comment holding '}' cannot be in
// braces and goes after ';' to the end of the line.
func (w *pgnWrapper) comment(c string) {
	if strings.Contains(c, "}") {
		w.word(";" + c)
		w.b.WriteByte('\n')
		w.line = 0
		return
	}
	words := strings.Split(c, " ")
	words[0] = "{" + words[0]
	words[len(words)-1] += "}"
	for _, x := range words {
		w.word(x)
	}
}
