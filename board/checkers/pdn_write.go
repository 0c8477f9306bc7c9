package checkers

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// pdnLineWidth is the column the writer wraps movetext at.
const pdnLineWidth = 80

// WritePDN writes games in PDN: the tags one per line, then the
// movetext with move numbers, wrapped at 80 columns, then a blank line
// between games. Captures are written short ("15x31") unless only the
// full route names the move, so that reading the file back gives
// exactly the same moves. A game that cannot be written faithfully (an
// illegal move, a tag value holding a newline, a FEN tag that disagrees with
// Start) is an error rather than a silently different file.
func WritePDN(w io.Writer, games ...Game) error {
	bw := bufio.NewWriter(w)
	for i := range games {
		if i > 0 {
			bw.WriteByte('\n')
		}
		if err := writeGame(bw, &games[i]); err != nil {
			return fmt.Errorf("pdn: writing game %d: %w", i+1, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("pdn: writing: %w", err)
	}
	return nil
}

// FormatPDN returns the PDN text of games, for callers that want a
// string.
func FormatPDN(games ...Game) (string, error) {
	var b strings.Builder
	err := WritePDN(&b, games...)
	return b.String(), err
}

func writeGame(w *bufio.Writer, g *Game) error {
	tags, err := gameTags(g)
	if err != nil {
		return err
	}
	for _, t := range tags {
		fmt.Fprintf(w, "[%s \"%s\"]\n", t.Name, escapeTagValue(t.Value))
	}
	words, err := movetextWords(g)
	if err != nil {
		return err
	}
	wrapWords(w, words, pdnLineWidth)
	return nil
}

// gameTags checks the tags and adds SetUp and FEN when the game starts
// from a set-up position that no tag records.
func gameTags(g *Game) ([]Tag, error) {
	for _, t := range g.Tags {
		if t.Name == "" || strings.Trim(t.Name, "_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" {
			return nil, fmt.Errorf("tag name %q: want letters, digits and '_'", t.Name)
		}
		if strings.ContainsRune(t.Value, '\n') {
			return nil, fmt.Errorf("tag %s: value holds a newline", t.Name)
		}
	}
	if fen, ok := g.LookupTag("FEN"); ok {
		p, err := ParseFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("FEN tag: %w", err)
		}
		if p != g.Start {
			return nil, fmt.Errorf("FEN tag %q disagrees with the start position %s", fen, g.Start.FEN())
		}
		return g.Tags, nil
	}
	if g.Start == Start() {
		return g.Tags, nil
	}
	if v, ok := g.LookupTag("SetUp"); ok && v == "1" {
		return append(g.Tags[:len(g.Tags):len(g.Tags)], Tag{"FEN", g.Start.FEN()}), nil
	}
	return append(g.Tags[:len(g.Tags):len(g.Tags)], Tag{"SetUp", "1"}, Tag{"FEN", g.Start.FEN()}), nil
}

func escapeTagValue(v string) string {
	if !strings.ContainsAny(v, "\"\\") {
		return v
	}
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v)
}

// movetextWords lays out the movetext as words for wrapping.
func movetextWords(g *Game) ([]word, error) {
	var ws wordList
	ws.comments(g.Intro)
	p := g.Start
	notes := g.Notes
	interrupted := true // the next White move needs its "N..." number
	for i, m := range g.Moves {
		text, err := moveText(&p, m)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		ws.number(p.SideToMove(), i, g.Start.SideToMove(), interrupted)
		p = p.Play(m)
		interrupted = false
		if len(notes) > 0 && notes[0].Ply < i {
			return nil, fmt.Errorf("note for ply %d is out of order", notes[0].Ply)
		}
		if len(notes) == 0 || notes[0].Ply > i {
			ws.add(text)
			continue
		}
		n := &notes[0]
		if err := ws.move(text, n.NAGs); err != nil {
			return nil, err
		}
		if err := ws.note(n.Comments, n.Variations, i, g.Start.SideToMove()); err != nil {
			return nil, err
		}
		interrupted = len(n.Comments) > 0 || len(n.Variations) > 0
		notes = notes[1:]
		if len(notes) > 0 && notes[0].Ply == i {
			return nil, fmt.Errorf("two notes for ply %d", i)
		}
	}
	if len(notes) > 0 {
		return nil, fmt.Errorf("note for ply %d follows no move", notes[0].Ply)
	}
	res := g.Result
	if res == "" {
		res = ResultUnknown
	}
	switch res {
	case ResultOneZero, ResultZeroOne, ResultDraw, ResultUnknown:
	default:
		return nil, fmt.Errorf("result %q: want 1-0, 0-1, 1/2-1/2 or *", res)
	}
	ws.add(string(res))
	return ws.words, nil
}

// moveText writes m as the reader will find it again from p: short when
// that names m alone, the full route otherwise.
func moveText(p *Position, m Move) (string, error) {
	full := m.String()
	if got, err := p.ParseMove(full); err != nil || got != m {
		return "", fmt.Errorf("%s is not legal in %s", full, p.FEN())
	}
	short := m.ShortString()
	if got, err := p.ParseMove(short); err == nil && got == m {
		return short, nil
	}
	return full, nil
}

// wordList collects movetext words. A move number and a variation's
// parentheses stick to the words they belong to, so the wrapper never
// leaves "12." or "(" at the end of a line.
type wordList struct {
	words   []word
	pending string // "(" or a move number waiting for the next word
}

// word is one unbreakable piece of movetext. A ';' comment runs to the
// end of its line, so the line must break after it.
type word struct {
	text     string
	endsLine bool
}

func (ws *wordList) add(w string) {
	ws.words = append(ws.words, word{text: ws.pending + w})
	ws.pending = ""
}

func (ws *wordList) open() { ws.pending += "(" }

func (ws *wordList) close() {
	n := len(ws.words)
	if ws.pending != "" || n == 0 || ws.words[n-1].endsLine {
		ws.add(")") // an empty variation, or one ending in a ';' comment
		return
	}
	ws.words[n-1].text += ")"
}

// move adds a move with its NAGs: the first as a suffix glyph when it
// has one ("11-15!"), the others as words of their own.
func (ws *wordList) move(text string, nags []int) error {
	for k, n := range nags {
		if n <= 0 || n > maxNAG {
			return fmt.Errorf("NAG %d after %s: want 1 to %d", n, text, maxNAG)
		}
		if k == 0 && n < len(nagGlyphs) {
			text += nagGlyphs[n]
		}
	}
	ws.add(text)
	for k, n := range nags {
		if k > 0 || n >= len(nagGlyphs) {
			ws.add(NAGText(n))
		}
	}
	return nil
}

// number adds the move number before ply i: "N." before Black's moves,
// "N..." before White's when the previous move is not just before it.
func (ws *wordList) number(side Color, ply int, first Color, interrupted bool) {
	n := (ply+int(first))/2 + 1
	switch {
	case side == Black:
		ws.pending += strconv.Itoa(n) + ". "
	case interrupted:
		ws.pending += strconv.Itoa(n) + "... "
	}
}

// comments adds comments in braces, re-wrappable word by word. A
// comment holding '}' (which a ';' comment may) is written as a ';'
// comment instead, the only form that can carry it.
func (ws *wordList) comments(cs []string) {
	for _, c := range cs {
		f := strings.Fields(c)
		switch {
		case strings.ContainsRune(c, '}'):
			ws.add("; " + strings.Join(f, " "))
			ws.words[len(ws.words)-1].endsLine = true
		case len(f) == 0:
			ws.add("{}")
		default:
			f[0] = "{" + f[0]
			f[len(f)-1] += "}"
			for _, w := range f {
				ws.add(w)
			}
		}
	}
}

// note writes the comments and variations after the move at ply.
func (ws *wordList) note(cs []string, vs []Variation, ply int, first Color) error {
	ws.comments(cs)
	for i := range vs {
		if err := ws.variation(&vs[i], ply, first, 1); err != nil {
			return err
		}
	}
	return nil
}

// variation writes a side line that replaces the move at ply.
func (ws *wordList) variation(v *Variation, ply int, first Color, depth int) error {
	if depth > maxVariationDepth {
		return fmt.Errorf("variations nested deeper than %d", maxVariationDepth)
	}
	ws.open()
	ws.comments(v.Intro)
	interrupted := true
	for j, vm := range v.Moves {
		if !isMoveText(vm.Text) {
			return fmt.Errorf("variation move %q is not move text", vm.Text)
		}
		at := ply + j
		side := Color((at + int(first)) % 2)
		ws.number(side, at, first, interrupted)
		if err := ws.move(vm.Text, vm.NAGs); err != nil {
			return err
		}
		interrupted = len(vm.Comments) > 0 || len(vm.Variations) > 0
		ws.comments(vm.Comments)
		for k := range vm.Variations {
			if err := ws.variation(&vm.Variations[k], at, first, depth+1); err != nil {
				return err
			}
		}
	}
	ws.close()
	return nil
}

// wrapWords writes words separated by spaces, starting a new line
// before a word that would pass width and after a ';' comment, and ends
// with a newline.
func wrapWords(w *bufio.Writer, words []word, width int) {
	col := 0
	for _, wd := range words {
		switch {
		case col == 0:
		case col+1+len(wd.text) > width:
			w.WriteByte('\n')
			col = 0
		default:
			w.WriteByte(' ')
			col++
		}
		w.WriteString(wd.text)
		col += len(wd.text)
		if wd.endsLine {
			w.WriteByte('\n')
			col = 0
		}
	}
	if col > 0 || len(words) == 0 {
		w.WriteByte('\n')
	}
}
