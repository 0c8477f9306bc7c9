package checkers

// PDN (Portable Draughts Notation) is the game-record format of the
// checkers world. This file holds the in-memory form of one game; the
// reader is in pdn_read.go and the writer in pdn_write.go.

// Tag is one PDN tag pair such as [Event "London 1992"]. Game keeps its
// tags as an ordered slice, not a map, so that a file read and written
// back keeps the tags in the order its author chose.
type Tag struct {
	Name, Value string
}

// Result is the game-termination marker of a PDN game. PDN sources
// disagree on which colour "1-0" credits, so Result keeps the text as
// written and leaves its meaning to the reader of the Black and White
// tags; the constants are named after the text, not a winner.
type Result string

// The four results PDN allows.
const (
	ResultOneZero Result = "1-0"
	ResultZeroOne Result = "0-1"
	ResultDraw    Result = "1/2-1/2"
	ResultUnknown Result = "*"
)

// Game is one game of a PDN file: its tags, the position it starts
// from, the main line as legal moves, and the commentary around them.
// The moves are board Moves rather than text so that every game the
// reader returns has been replayed and is known to be legal.
type Game struct {
	Tags  []Tag
	Start Position
	Moves []Move
	// Intro holds the comments that come before the first move.
	Intro []string
	// Notes holds the comments and variations that follow main-line
	// moves, in increasing Ply order, at most one Note per ply.
	Notes  []Note
	Result Result
}

// Note gathers what follows the main-line move Moves[Ply]: its NAGs
// (see pdn_nag.go), comments, and variations that are alternatives to
// that move (they start from the position before it, as in PGN).
type Note struct {
	Ply        int
	NAGs       []int
	Comments   []string
	Variations []Variation
}

// Variation is a side line in parentheses. Its moves are kept as text
// and checked only for syntax when read: annotators often slip in side
// lines, and refusing a whole game for that would lose its main line.
// Use Play to check a variation against a position.
type Variation struct {
	// Intro holds the comments before the variation's first move.
	Intro []string
	Moves []VarMove
}

// VarMove is one move of a variation, with the NAGs, comments and
// nested variations that follow it.
type VarMove struct {
	Text       string
	NAGs       []int
	Comments   []string
	Variations []Variation
}

// Tag returns the value of the first tag called name, or "" if there is
// none.
func (g *Game) Tag(name string) string {
	v, _ := g.LookupTag(name)
	return v
}

// LookupTag returns the value of the first tag called name and whether
// it exists, for callers that must tell an empty tag from a missing one.
func (g *Game) LookupTag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the first tag called name to value, or appends the tag if
// it is missing, so that existing tags keep their place.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{Name: name, Value: value})
}

// Event returns the Event tag.
func (g *Game) Event() string { return g.Tag("Event") }

// Black returns the Black tag: the player of the black pieces.
func (g *Game) Black() string { return g.Tag("Black") }

// White returns the White tag: the player of the white pieces.
func (g *Game) White() string { return g.Tag("White") }

// Date returns the Date tag.
func (g *Game) Date() string { return g.Tag("Date") }

// ResultTag returns the Result tag, which may differ from the
// termination marker in Result when a file is inconsistent.
func (g *Game) ResultTag() string { return g.Tag("Result") }

// FEN returns the FEN tag, empty for a game from the initial position.
func (g *Game) FEN() string { return g.Tag("FEN") }

// Positions returns the position before every move and the final one:
// len(Moves)+1 positions, the first being Start. A UI uses it to step
// through a game without replaying it each time.
func (g *Game) Positions() []Position {
	out := make([]Position, 0, len(g.Moves)+1)
	p := g.Start
	out = append(out, p)
	for _, m := range g.Moves {
		p = p.Play(m)
		out = append(out, p)
	}
	return out
}

// NoteAfter returns the note that follows Moves[ply], or nil.
func (g *Game) NoteAfter(ply int) *Note {
	for i := range g.Notes {
		if g.Notes[i].Ply == ply {
			return &g.Notes[i]
		}
	}
	return nil
}

// Play replays the variation's own moves (not nested ones) from p, the
// position before the main-line move the variation replaces, and
// returns them. The error is a *MoveError for the first move that is
// not legal.
func (v *Variation) Play(p Position) ([]Move, error) {
	out := make([]Move, 0, len(v.Moves))
	for _, vm := range v.Moves {
		m, err := p.ParseMove(vm.Text)
		if err != nil {
			return out, err
		}
		out = append(out, m)
		p = p.Play(m)
	}
	return out, nil
}
