package match

import (
	"fmt"
	"strconv"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/games"
)

// Opening is where the games of a pair start: a position of the game
// played, and moves played from it before the movers take over (a
// checkers ballot's three).
type Opening struct {
	// ID names the opening on a game's line: "ballot 5", "start", "fen",
	// or a suite position's ID ("BK.01"); Note says more ("Dreaded
	// Edinburgh", a suite position's comment), "" for nothing.
	ID   string
	Note string
	// Pos is the position the game starts from; it says which game is
	// played.
	Pos games.Position
	// Moves are played from Pos before the movers take over, in the
	// game's notation; they are part of the game's record.
	Moves []string
	// Ballot is the ACF ballot number of a checkers ballot, 0 otherwise.
	Ballot int
}

// Name is the opening's full name: "ballot 5 (Dreaded Edinburgh)",
// "BK.01 (...)", "start".
func (o Opening) Name() string {
	if o.Note != "" && o.Note != o.ID {
		return o.ID + " (" + o.Note + ")"
	}
	return o.ID
}

// The opening sets a match can draw from.
const (
	// OpeningsACF: the 156 checkers ballots the ACF does not bar (144
	// crossboard, 12 mail-play), in ACF order. The default for
	// checkers.
	OpeningsACF = "acf"
	// OpeningsAll: all 174 checkers ballots, the 18 barred ones
	// included. Barred ballots are thought lost for one side, but a
	// match plays every ballot with both colours, so they stay fair
	// between the two players while adding sharper games.
	OpeningsAll = "all"
	// OpeningsStart: the start position alone. Two deterministic
	// engines then play just two different games, so it is for real
	// (timing-dependent) play or a quick look.
	OpeningsStart = "start"
	// OpeningsSuite is the opening set of a game other than checkers:
	// the positions of its embedded suite (games.Game.Suite), which the
	// search is benchmarked on. The default for those games.
	OpeningsSuite = "suite"
)

// OpeningSets lists the checkers opening sets.
var OpeningSets = []string{OpeningsACF, OpeningsAll, OpeningsStart}

// Openings returns an opening set of g by name: for checkers a set of
// ballots (OpeningsACF, OpeningsAll) in ACF order or OpeningsStart; for
// the other games OpeningsSuite, OpeningsStart, or OpeningsBook for a
// game that has a book (HasBook).
func Openings(g games.Game, set string) ([]Opening, error) {
	if k := kitOf(g); k.openings != nil {
		return k.openings(g, set)
	}
	switch set {
	case OpeningsSuite:
		ps, err := g.Suite()
		return suiteOpenings(ps), err
	case OpeningsBook:
		ps, err := bookOpenings(g)
		return suiteOpenings(ps), err
	case OpeningsStart:
		return []Opening{{ID: "start", Pos: g.Start(), Note: "the start position"}}, nil
	}
	known := OpeningsSuite + ", " + OpeningsStart
	if HasBook(g) {
		known += ", " + OpeningsBook
	}
	return nil, fmt.Errorf("unknown opening set %q for %s (known: %s)", set, g.Name(), known)
}

// suiteOpenings returns suite (or book) positions as openings.
func suiteOpenings(ps []games.SuitePosition) []Opening {
	if ps == nil {
		return nil
	}
	out := make([]Opening, len(ps))
	for i, p := range ps {
		out[i] = Opening{ID: p.ID, Note: p.Note, Pos: p.Pos}
	}
	return out
}

// checkersOpenings is Openings for checkers: the ballots.
func checkersOpenings(g games.Game, set string) ([]Opening, error) {
	var ballots []assets.Ballot
	switch set {
	case OpeningsACF:
		ballots = assets.PlayableBallots()
	case OpeningsAll:
		ballots = assets.Ballots()
	case OpeningsStart:
		return []Opening{{ID: "start", Pos: g.Start()}}, nil
	default:
		return nil, fmt.Errorf("unknown opening set %q (known: acf, all, start)", set)
	}
	out := make([]Opening, 0, len(ballots))
	for _, b := range ballots {
		o, err := ballotOpening(g, b)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

// FENOpening is a match's one opening when the games start from a given
// position of g (an ending, a test position) instead of its openings:
// text is the game's position text (FEN for checkers). A position whose
// game is already over is refused: there would be nothing to play.
func FENOpening(g games.Game, text string) (Opening, error) {
	if k := kitOf(g); k.fen != nil {
		return k.fen(text)
	}
	p, err := g.ParsePosition(text)
	if err != nil {
		return Opening{}, err
	}
	if len(p.Moves()) == 0 {
		return Opening{}, fmt.Errorf("the game is already over in %s", p)
	}
	return Opening{ID: "fen", Pos: p, Note: "the position of --fen"}, nil
}

// checkersFEN is FENOpening for checkers: its FEN parser, and its
// rules' reason when the game is over there.
func checkersFEN(text string) (Opening, error) {
	p, err := checkers.ParseFEN(text)
	if err != nil {
		return Opening{}, err
	}
	if out := checkers.OutcomeOf([]checkers.Position{p}); out.Over {
		return Opening{}, fmt.Errorf("the game is already over in %s (%s)", p.FEN(), out.Reason)
	}
	return Opening{ID: "fen", Note: "FEN " + p.FEN(), Pos: games.Checkers(p)}, nil
}

// ballotOpening replays a ballot's moves from the initial position.
func ballotOpening(g games.Game, b assets.Ballot) (Opening, error) {
	o := Opening{ID: "ballot " + strconv.Itoa(b.Number), Note: b.Name, Ballot: b.Number, Pos: g.Start()}
	p := checkers.Start()
	for _, text := range b.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return Opening{}, fmt.Errorf("ballot %d: %w", b.Number, err)
		}
		o.Moves = append(o.Moves, m.String())
		p = p.Play(m)
	}
	return o, nil
}

// Shuffle returns the openings (ballots, or the suite positions of
// another game) in an order fixed by seed (seed 0 keeps the order). A
// short match in ACF order would play only the 9-13 openings that head
// the list; a seeded shuffle spreads it over the list while keeping every
// run with the same seed identical.
func Shuffle[O any](openings []O, seed uint64) []O {
	out := append([]O(nil), openings...)
	if seed == 0 {
		return out
	}
	state := seed
	next := func() uint64 { // splitmix64: stable across Go releases
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for i := len(out) - 1; i > 0; i-- {
		j := int(next() % uint64(i+1))
		out[i], out[j] = out[j], out[i]
	}
	return out
}
