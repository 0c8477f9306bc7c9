package checkers

import (
	"errors"
	"fmt"
	"io"
)

// maxVariationDepth bounds the nesting of variations so that hostile
// input cannot drive the reader's recursion arbitrarily deep.
const maxVariationDepth = 64

// ReadPDN reads every game of a PDN file. See ParsePDN.
func ReadPDN(r io.Reader) ([]Game, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("pdn: reading: %w", err)
	}
	return ParsePDN(string(data))
}

// ParsePDN reads every game of a PDN text. Each main-line move is
// replayed from the game's start position ([FEN] tag, or the initial
// position) and must be legal; the first problem stops the reading with
// a *PDNError that names the game, line and column, returned with the
// games read before it. Move numbers are skipped; comments, NAGs ("$3"
// or a "!?" suffix, attached to the move before them) and variations
// are kept.
func ParsePDN(text string) ([]Game, error) {
	r := &pdnReader{sc: newPDNScanner(text)}
	var games []Game
	for {
		g, ok, err := r.game()
		if err != nil {
			var pe *PDNError
			if errors.As(err, &pe) && pe.Game == 0 {
				pe.Game = r.gameNo
			}
			return games, err
		}
		if !ok {
			return games, nil
		}
		games = append(games, g)
	}
}

// ParsePDNGames reads every good game of a PDN text, as databases hold
// them: a game with a problem is skipped, from the problem to the next
// game's tags, and its *PDNError (naming the game, line and column) is
// returned with the others, in the file's order; the games read, before
// and after, are returned. A file of games without tags between them is
// read up to its first problem, as ParsePDN reads it: the reader finds
// the next game by its tags.
func ParsePDNGames(text string) ([]Game, []error) {
	r := &pdnReader{sc: newPDNScanner(text)}
	var (
		games   []Game
		skipped []error
	)
	for {
		g, ok, err := r.game()
		if err != nil {
			var pe *PDNError
			if errors.As(err, &pe) && pe.Game == 0 {
				pe.Game = r.gameNo
			}
			skipped = append(skipped, err)
			r.peeked = nil
			if r.inMoves && r.sc.inTag {
				// Tags after the moves (in a variation never
				// closed): the next game's, read again.
				r.sc.backToTag()
			} else {
				r.sc.skipToTags(r.inMoves)
			}
			continue
		}
		if !ok {
			return games, skipped
		}
		games = append(games, g)
	}
}

// pdnReader turns the scanner's tokens into games.
type pdnReader struct {
	sc     *pdnScanner
	peeked *pdnToken
	gameNo int
	// inMoves says whether the game read last had reached its move
	// text, for skipping a bad one (ParsePDNGames).
	inMoves bool
	// pending is the error of the next game's tags, found while
	// looking for the end of the game before: that game is whole, and
	// the error is the next one's.
	pending error
}

func (r *pdnReader) next() (pdnToken, error) {
	if r.peeked != nil {
		t := *r.peeked
		r.peeked = nil
		return t, nil
	}
	return r.sc.next()
}

func (r *pdnReader) unread(t pdnToken) { r.peeked = &t }

// gameBuilder is a game being read.
type gameBuilder struct {
	g        Game
	pos      Position
	started  bool // movetext has begun
	resolved bool // g.Start has been set from the tags
	fenTag   pdnToken
	setupTag pdnToken
}

// game reads one game. ok is false at the end of the input.
func (r *pdnReader) game() (_ Game, _ bool, err error) {
	var b gameBuilder
	begun := false
	defer func() { r.inMoves = b.started }()
	if err := r.pending; err != nil {
		r.pending = nil
		r.gameNo++
		return Game{}, false, err
	}
	for {
		t, err := r.next()
		if err != nil {
			if b.started && r.sc.inTag {
				r.pending = err // a bad tag of the next game
				return b.finish("")
			}
			if !begun {
				r.gameNo++ // the bad text starts a game
			}
			return Game{}, false, err
		}
		if t.kind == tokEOF {
			if !begun {
				return Game{}, false, nil
			}
			return b.finish("")
		}
		if !begun {
			begun = true
			r.gameNo++
		}
		switch t.kind {
		case tokTag:
			if b.started {
				// A new game's tags without a result before them: the
				// previous game ends here.
				r.unread(t)
				return b.finish("")
			}
			b.addTag(t)
		case tokComment:
			// A comment does not start the movetext: one between or
			// before the tags still belongs to this game's intro.
			b.addComment(t.text)
		case tokNumber:
			b.started = true
		case tokNAG:
			b.started = true
			b.addNAG(t.text)
		case tokMove:
			b.started = true
			if err := b.play(t); err != nil {
				return Game{}, false, err
			}
			b.addNAG(t.value)
		case tokOpen:
			if len(b.g.Moves) == 0 {
				return Game{}, false, &PDNError{Line: t.line, Col: t.col, Msg: "variation before the first move"}
			}
			v, err := r.variation(t, 1)
			if err != nil {
				return Game{}, false, err
			}
			n := b.note()
			n.Variations = append(n.Variations, v)
		case tokClose:
			return Game{}, false, &PDNError{Line: t.line, Col: t.col, Text: ")", Msg: "')' without '('"}
		case tokResult:
			return b.finish(Result(t.text))
		}
	}
}

func (b *gameBuilder) addTag(t pdnToken) {
	switch t.text {
	case "FEN":
		if b.fenTag.kind == tokEOF {
			b.fenTag = t
		}
	case "SetUp", "Setup":
		if b.setupTag.kind == tokEOF {
			b.setupTag = t
		}
	}
	b.g.Tags = append(b.g.Tags, Tag{Name: t.text, Value: t.value})
}

// resolveStart sets the start position from the tags, once, when the
// movetext begins or the game ends.
func (b *gameBuilder) resolveStart() error {
	if b.resolved {
		return nil
	}
	b.resolved = true
	switch {
	case b.fenTag.kind == tokTag:
		p, err := ParseFEN(b.fenTag.value)
		if err != nil {
			col := b.fenTag.valueCol
			var fe *FENError
			if errors.As(err, &fe) && fe.Col > 0 {
				col += fe.Col - 1
			}
			return &PDNError{Line: b.fenTag.line, Col: col, Msg: "bad FEN tag", Err: err}
		}
		b.g.Start = p
	case b.setupTag.kind == tokTag && b.setupTag.value == "1":
		return &PDNError{Line: b.setupTag.line, Col: b.setupTag.col, Msg: "SetUp \"1\" without a FEN tag"}
	default:
		b.g.Start = Start()
	}
	b.pos = b.g.Start
	return nil
}

func (b *gameBuilder) play(t pdnToken) error {
	if err := b.resolveStart(); err != nil {
		return err
	}
	m, err := b.pos.ParseMove(t.text)
	if err != nil {
		return &PDNError{Line: t.line, Col: t.col, Text: t.text, Err: err}
	}
	b.g.Moves = append(b.g.Moves, m)
	b.pos = b.pos.Play(m)
	return nil
}

// note returns the note of the last main-line move, creating it.
func (b *gameBuilder) note() *Note {
	ply := len(b.g.Moves) - 1
	if k := len(b.g.Notes); k > 0 && b.g.Notes[k-1].Ply == ply {
		return &b.g.Notes[k-1]
	}
	b.g.Notes = append(b.g.Notes, Note{Ply: ply})
	return &b.g.Notes[len(b.g.Notes)-1]
}

// addNAG attaches a NAG to the last main-line move; one before the
// first move judges nothing and is dropped.
func (b *gameBuilder) addNAG(s string) {
	if len(b.g.Moves) == 0 {
		return
	}
	if n, ok := ParseNAG(s); !ok || n == 0 {
		return
	}
	n := b.note()
	n.NAGs = appendNAG(n.NAGs, s)
}

func (b *gameBuilder) addComment(c string) {
	if len(b.g.Moves) == 0 {
		b.g.Intro = append(b.g.Intro, c)
		return
	}
	n := b.note()
	n.Comments = append(n.Comments, c)
}

// finish completes the game. Without a termination marker the Result
// tag decides, if it holds a valid result.
func (b *gameBuilder) finish(res Result) (Game, bool, error) {
	if err := b.resolveStart(); err != nil {
		return Game{}, false, err
	}
	if res == "" {
		res = ResultUnknown
		if v := b.g.ResultTag(); isResultText(v) {
			res = canonicalResult(v)
		}
	}
	b.g.Result = res
	return b.g, true, nil
}

// variation reads a parenthesised side line after its '('. Results
// inside a variation are skipped: they end the line's analysis, not the
// game.
func (r *pdnReader) variation(open pdnToken, depth int) (Variation, error) {
	if depth > maxVariationDepth {
		return Variation{}, &PDNError{Line: open.line, Col: open.col, Msg: "variations nested too deeply"}
	}
	var v Variation
	for {
		t, err := r.next()
		if err != nil {
			return v, err
		}
		switch t.kind {
		case tokEOF:
			return v, &PDNError{Line: open.line, Col: open.col, Msg: "unterminated variation: want ')'"}
		case tokTag:
			return v, &PDNError{Line: t.line, Col: t.col, Text: t.text,
				Msg: fmt.Sprintf("tag pair inside the variation opened at line %d, column %d", open.line, open.col)}
		case tokComment:
			if len(v.Moves) == 0 {
				v.Intro = append(v.Intro, t.text)
			} else {
				last := &v.Moves[len(v.Moves)-1]
				last.Comments = append(last.Comments, t.text)
			}
		case tokMove:
			v.Moves = append(v.Moves, VarMove{Text: t.text, NAGs: appendNAG(nil, t.value)})
		case tokNAG:
			if len(v.Moves) > 0 {
				last := &v.Moves[len(v.Moves)-1]
				last.NAGs = appendNAG(last.NAGs, t.text)
			}
		case tokOpen:
			if len(v.Moves) == 0 {
				return v, &PDNError{Line: t.line, Col: t.col, Msg: "variation before the first move"}
			}
			sub, err := r.variation(t, depth+1)
			if err != nil {
				return v, err
			}
			last := &v.Moves[len(v.Moves)-1]
			last.Variations = append(last.Variations, sub)
		case tokClose:
			return v, nil
		}
	}
}
