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
		pos = pos.Play(m)
		interrupted = annotate(i + 1)
	}
	mt.word(result)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// pgnWrapper writes movetext words separated by blanks, starting a new
// line before a word that would pass pgnLineWidth.
type pgnWrapper struct {
	b    *strings.Builder
	line int // characters on the current line
}

func (w *pgnWrapper) word(s string) {
	switch {
	case w.line == 0:
	case w.line+1+len(s) > pgnLineWidth:
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
