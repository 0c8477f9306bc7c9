package chess

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// PGNGame is one game of a Portable Game Notation file: its tags, the
// position it starts from, its moves, the comments and numeric
// annotations attached to them, and its result.
//
// Comments[i] and NAGs[i] belong after ply i (after Moves[i-1]); index
// 0 is before the first move. Variations[i] are the lines played instead
// of Moves[i], from the position before it, in the order of the file.
type PGNGame struct {
	// Tags are in export order: the Seven Tag Roster (Event, Site, Date,
	// Round, White, Black, Result), then SetUp and FEN when Start is not
	// the initial position, then the others in the order of the file.
	Tags       []PGNTag
	Start      Position
	Moves      []Move
	Comments   map[int]string
	NAGs       map[int][]int
	Variations map[int][]PGNVariation
	// Result is "1-0", "0-1", "1/2-1/2" or "*" (unknown or unfinished).
	Result string
}

// PGNVariation is a line played instead of a move of the game (or of
// another variation): a comment before its first move and its moves.
// The moves are kept in SAN as written and checked for their form only,
// as PDN's variations are: a reader replays them where it needs the
// positions, and may cut a line at a move that is not legal there.
type PGNVariation struct {
	Intro string
	Moves []PGNVarMove
}

// PGNVarMove is a move of a variation with its annotations, comment and
// the variations played instead of it.
type PGNVarMove struct {
	SAN        string
	NAGs       []int
	Comment    string
	Variations []PGNVariation
}

// maxVariationDepth bounds the nesting of variations, so that hostile
// input cannot drive the reader's recursion arbitrarily deep.
const maxVariationDepth = 64

// PGNTag is one tag pair, [Name "Value"].
type PGNTag struct{ Name, Value string }

// PGNError reports PGN text that could not be read: the game (counted
// from 1 in the file), the line and column, and what was wrong.
type PGNError struct {
	Game, Line, Col int
	Msg             string
}

func (e *PGNError) Error() string {
	return fmt.Sprintf("PGN game %d, line %d, column %d: %s", e.Game, e.Line, e.Col, e.Msg)
}

// sevenTagRoster are the tags every exported game carries, in order,
// with the values the PGN standard (section 8.1.1) gives when unknown.
var sevenTagRoster = [...]PGNTag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// Tag returns the value of the tag named name, or "".
func (g *PGNGame) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the tag named name, appending it when the game has none.
func (g *PGNGame) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, PGNTag{name, value})
}

// Position returns the position after the first ply moves (0: Start).
// The moves must be legal, as ParsePGN leaves them.
func (g *PGNGame) Position(ply int) Position {
	p := g.Start
	for _, m := range g.Moves[:ply] {
		p = p.Play(m)
	}
	return p
}

// exportTags returns g's tags in export order: the Seven Tag Roster (the
// Result tag being g.Result), SetUp and FEN when the game does not start
// from the initial position, then the other tags, each name once (its
// first value).
func (g *PGNGame) exportTags() []PGNTag {
	out := make([]PGNTag, 0, len(g.Tags)+len(sevenTagRoster)+2)
	for _, t := range sevenTagRoster {
		if v := g.Tag(t.Name); v != "" {
			t.Value = v
		}
		if t.Name == "Result" {
			t.Value = resultOr(g.Result)
		}
		out = append(out, t)
	}
	if g.Start != New() {
		out = append(out, PGNTag{"SetUp", "1"}, PGNTag{"FEN", g.Start.FEN()})
	}
	seen := map[string]bool{"SetUp": true, "FEN": true}
	for _, t := range sevenTagRoster {
		seen[t.Name] = true
	}
	for _, t := range g.Tags {
		if !seen[t.Name] {
			seen[t.Name] = true
			out = append(out, t)
		}
	}
	return out
}

func resultOr(r string) string {
	if r == "" {
		return "*"
	}
	return r
}

func isPGNResult(s string) bool { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*" }

// pgnSuffixes are the move suffixes of the PGN standard (section 8.2.3.8)
// and the numeric annotations they stand for.
var pgnSuffixes = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// pgnSymbolNAGs are the evaluation signs written as text in many files
// ("+-" for "White is winning") and the numeric annotations they stand
// for.
var pgnSymbolNAGs = map[string]int{
	"=": 10, "+=": 14, "+/=": 14, "=+": 15, "=/+": 15,
	"+/-": 16, "-/+": 17, "+-": 18, "-+": 19,
}

// ParsePGN reads every game of a PGN file. It reads tolerantly what
// files in the wild hold: a byte-order mark, CRLF line ends, '%' escape
// lines, tags in any order, move numbers written "1.", "1..." or not at
// all (and glued to the move, "1.e4"), comments in braces or after ';',
// numeric annotations ($14) and the suffixes and signs they stand for
// (!?, +-), variations in parentheses (read for balance and skipped),
// SAN in the tolerant forms ParseSAN takes, and a game whose result
// terminator is missing (its Result tag, or "*"). The FEN tag, when
// present, gives the starting position. Comments are kept with their
// white space collapsed to single blanks (line breaks in a file carry no
// meaning), several at one place joined by a blank.
//
// Errors are *PGNError, naming the game, the line and column, and what
// was wrong: an illegal move, a bad FEN tag, an unclosed comment or
// string, unbalanced parentheses.
func ParsePGN(r io.Reader) ([]PGNGame, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	l := newPGNLexer(string(data))
	var games []PGNGame
	for {
		g, ok, err := parsePGNGame(l, len(games)+1)
		if err != nil {
			return games, err
		}
		if !ok {
			return games, nil
		}
		games = append(games, g)
	}
}

// pgnParser reads one game.
type pgnParser struct {
	l    *pgnLexer
	game int
	g    PGNGame
	pos  Position
}

func (p *pgnParser) errAt(t pgnToken, format string, args ...any) error {
	return &PGNError{p.game, t.line, t.col, fmt.Sprintf(format, args...)}
}

// wrap turns a lexer error into a PGNError of this game.
func (p *pgnParser) wrap(err error) error {
	var le *lexError
	if errors.As(err, &le) {
		return &PGNError{p.game, le.line, le.col, le.msg}
	}
	return err
}

// parsePGNGame reads the next game; ok is false at the end of the input
// when no game is left (only white space or comments).
func parsePGNGame(l *pgnLexer, game int) (PGNGame, bool, error) {
	p := &pgnParser{l: l, game: game}
	p.g.Comments = map[int]string{}
	p.g.NAGs = map[int][]int{}
	p.g.Variations = map[int][]PGNVariation{}
	seen, err := p.tags()
	if err != nil {
		return p.g, false, err
	}
	moves, terminated, err := p.movetext()
	if err != nil {
		return p.g, false, err
	}
	if !seen && !moves && !terminated {
		return p.g, false, nil
	}
	if !terminated {
		p.g.Result = "*"
		if r := p.g.Tag("Result"); isPGNResult(r) {
			p.g.Result = r
		}
	}
	p.g.Tags = p.g.exportTags()
	return p.g, true, nil
}

// tags reads the tag pairs and sets the start position from the FEN
// tag; seen says whether there were any.
func (p *pgnParser) tags() (bool, error) {
	p.g.Start = New()
	seen := false
	var fenTok pgnToken
	for {
		t, err := p.l.peek()
		if err != nil {
			return seen, p.wrap(err)
		}
		if t.kind != pgnLBracket {
			break
		}
		p.l.next()
		seen = true
		name, err := p.l.next()
		if err != nil {
			return seen, p.wrap(err)
		}
		if name.kind != pgnSymbol {
			return seen, p.errAt(name, "a tag starts with its name after '[', found %q", name.text)
		}
		value, err := p.l.next()
		if err != nil {
			return seen, p.wrap(err)
		}
		if value.kind != pgnString {
			return seen, p.errAt(value, "tag %s: its value must be a quoted string, found %q", name.text, value.text)
		}
		end, err := p.l.next()
		if err != nil {
			return seen, p.wrap(err)
		}
		if end.kind != pgnRBracket {
			return seen, p.errAt(end, "tag %s: ']' expected after the value, found %q", name.text, end.text)
		}
		if p.g.Tag(name.text) == "" && name.text == "FEN" {
			fenTok = value
		}
		if p.g.Tag(name.text) == "" {
			p.g.SetTag(name.text, value.text)
		}
	}
	if fen := p.g.Tag("FEN"); fen != "" {
		pos, err := ParseFEN(fen)
		if err != nil {
			return seen, p.errAt(fenTok, "tag FEN: %v", err)
		}
		p.g.Start = pos
	}
	p.pos = p.g.Start
	return seen, nil
}

// movetext reads the moves up to the result terminator (terminated),
// the end of the input, or the '[' of the next game's tags.
func (p *pgnParser) movetext() (moves, terminated bool, err error) {
	for {
		t, err := p.l.peek()
		if err != nil {
			return moves, false, p.wrap(err)
		}
		if t.kind == pgnEOF || t.kind == pgnLBracket {
			return moves, false, nil
		}
		p.l.next()
		ply := len(p.g.Moves)
		switch t.kind {
		case pgnStar:
			p.g.Result = "*"
			return moves, true, nil
		case pgnDots:
		case pgnComment:
			c := strings.Join(strings.Fields(t.text), " ")
			switch {
			case c == "":
			case p.g.Comments[ply] == "":
				p.g.Comments[ply] = c
			default:
				p.g.Comments[ply] += " " + c
			}
		case pgnNAG:
			n, err := strconv.Atoi(t.text)
			if err != nil || n > 255 {
				return moves, false, p.errAt(t, "$%s: annotations are numbered 0 to 255", t.text)
			}
			p.g.NAGs[ply] = append(p.g.NAGs[ply], n)
		case pgnSuffix:
			n, ok := pgnSuffixes[t.text]
			if !ok {
				return moves, false, p.errAt(t, "%q is not a move suffix (!, ?, !!, ??, !?, ?!)", t.text)
			}
			p.g.NAGs[ply] = append(p.g.NAGs[ply], n)
		case pgnLParen:
			if ply == 0 {
				// A variation before the first move replaces no move:
				// read for balance and skipped.
				if err := p.skipVariation(t); err != nil {
					return moves, false, err
				}
				continue
			}
			v, err := p.variation(t, 1)
			if err != nil {
				return moves, false, err
			}
			p.g.Variations[ply-1] = append(p.g.Variations[ply-1], v)
		case pgnSymbol:
			if isPGNResult(t.text) {
				p.g.Result = t.text
				return moves, true, nil
			}
			if n, ok := pgnSymbolNAGs[t.text]; ok {
				p.g.NAGs[ply] = append(p.g.NAGs[ply], n)
				continue
			}
			if strings.Trim(t.text, "0123456789") == "" {
				continue // a move number
			}
			m, err := p.pos.ParseMove(t.text)
			if err != nil {
				var me *MoveError
				if errors.As(err, &me) {
					err = errors.New(me.Msg)
				}
				return moves, false, p.errAt(t, "move %d%s %s: %v", p.pos.FullmoveNumber(),
					map[Color]string{White: ".", Black: "..."}[p.pos.SideToMove()], t.text, err)
			}
			p.g.Moves = append(p.g.Moves, m)
			p.pos = p.pos.Play(m)
			moves = true
		case pgnRParen:
			return moves, false, p.errAt(t, "')' closes no variation")
		default:
			return moves, false, p.errAt(t, "unexpected %q in the moves", t.text)
		}
	}
}

// variation reads a variation whose '(' was open, up to its ')', with
// the variations nested in it, at nesting depth.
func (p *pgnParser) variation(open pgnToken, depth int) (PGNVariation, error) {
	var v PGNVariation
	if depth > maxVariationDepth {
		return v, p.errAt(open, "variations nested more than %d deep", maxVariationDepth)
	}
	last := func() *PGNVarMove {
		if len(v.Moves) == 0 {
			return nil
		}
		return &v.Moves[len(v.Moves)-1]
	}
	nag := func(n int) {
		if m := last(); m != nil {
			m.NAGs = append(m.NAGs, n)
		}
	}
	for {
		t, err := p.l.next()
		if err != nil {
			return v, p.wrap(err)
		}
		switch t.kind {
		case pgnRParen:
			return v, nil
		case pgnEOF:
			return v, p.errAt(open, "variation '(' not closed by ')'")
		case pgnLBracket, pgnRBracket, pgnString:
			return v, p.errAt(t, "unexpected %q in a variation", t.text)
		case pgnDots, pgnStar:
		case pgnComment:
			c := strings.Join(strings.Fields(t.text), " ")
			if m := last(); c == "" {
			} else if m == nil {
				v.Intro = joinComment(v.Intro, c)
			} else {
				m.Comment = joinComment(m.Comment, c)
			}
		case pgnNAG:
			n, err := strconv.Atoi(t.text)
			if err != nil || n > 255 {
				return v, p.errAt(t, "$%s: annotations are numbered 0 to 255", t.text)
			}
			nag(n)
		case pgnSuffix:
			n, ok := pgnSuffixes[t.text]
			if !ok {
				return v, p.errAt(t, "%q is not a move suffix (!, ?, !!, ??, !?, ?!)", t.text)
			}
			nag(n)
		case pgnLParen:
			m := last()
			if m == nil {
				if err := p.skipVariation(t); err != nil {
					return v, err
				}
				continue
			}
			sub, err := p.variation(t, depth+1)
			if err != nil {
				return v, err
			}
			m = last()
			m.Variations = append(m.Variations, sub)
		case pgnSymbol:
			if n, ok := pgnSymbolNAGs[t.text]; ok {
				nag(n)
				continue
			}
			if isPGNResult(t.text) || strings.Trim(t.text, "0123456789") == "" {
				continue // a result, or a move number
			}
			v.Moves = append(v.Moves, PGNVarMove{SAN: t.text})
		default:
			return v, p.errAt(t, "unexpected %q in a variation", t.text)
		}
	}
}

// joinComment adds comment c after a, with a blank between.
func joinComment(a, c string) string {
	if a == "" {
		return c
	}
	return a + " " + c
}

// skipVariation reads a variation whose '(' was open, up to its ')',
// nested ones included.
func (p *pgnParser) skipVariation(open pgnToken) error {
	depth := 1
	for depth > 0 {
		t, err := p.l.next()
		if err != nil {
			return p.wrap(err)
		}
		switch t.kind {
		case pgnEOF:
			return p.errAt(open, "variation '(' not closed by ')'")
		case pgnLParen:
			depth++
		case pgnRParen:
			depth--
		case pgnLBracket, pgnRBracket, pgnString:
			return p.errAt(t, "unexpected %q in a variation", t.text)
		}
	}
	return nil
}
