package match

import (
	"fmt"
	"strconv"

	"frontier/assets"
	"frontier/board/checkers"
)

// Opening is where the games of a ballot pair start: moves played from
// the initial position before the engines take over.
type Opening struct {
	// Name is "ballot 5 (Dreaded Edinburgh)", "ballot 12" or "start".
	Name string
	// Ballot is the ACF ballot number, 0 for the initial position.
	Ballot int
	// Start is where the game begins when it is not the initial
	// position (an ending or a test position given as FEN); nil for a
	// ballot. The PDN records it in a FEN tag.
	Start *checkers.Position
	Moves []checkers.Move
}

// The opening sets a match can draw from.
const (
	// OpeningsACF: the 156 ballots the ACF does not bar (144
	// crossboard, 12 mail-play), in ACF order. The default.
	OpeningsACF = "acf"
	// OpeningsAll: all 174 ballots, the 18 barred ones included.
	// Barred ballots are thought lost for one side, but a match plays
	// every ballot with both colours, so they stay fair between the
	// two players while adding sharper games.
	OpeningsAll = "all"
	// OpeningsStart: the initial position alone. Two deterministic
	// engines then play just two different games, so it is for real
	// (timing-dependent) play or a quick look.
	OpeningsStart = "start"
)

// OpeningSets lists the names Openings accepts.
var OpeningSets = []string{OpeningsACF, OpeningsAll, OpeningsStart}

// Openings returns an opening set by name, in ACF order.
func Openings(set string) ([]Opening, error) {
	var ballots []assets.Ballot
	switch set {
	case OpeningsACF:
		ballots = assets.PlayableBallots()
	case OpeningsAll:
		ballots = assets.Ballots()
	case OpeningsStart:
		return []Opening{{Name: "start"}}, nil
	default:
		return nil, fmt.Errorf("unknown opening set %q (known: acf, all, start)", set)
	}
	out := make([]Opening, 0, len(ballots))
	for _, b := range ballots {
		o, err := ballotOpening(b)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

// FENOpening is a match's one opening when the games start from a given
// position (an ending, a test position) instead of the ballots. A
// position whose game is already over is refused: there would be nothing
// to play.
func FENOpening(fen string) (Opening, error) {
	p, err := checkers.ParseFEN(fen)
	if err != nil {
		return Opening{}, err
	}
	if out := checkers.OutcomeOf([]checkers.Position{p}); out.Over {
		return Opening{}, fmt.Errorf("the game is already over in %s (%s)", p.FEN(), out.Reason)
	}
	return Opening{Name: "FEN " + p.FEN(), Start: &p}, nil
}

// ballotOpening replays a ballot's moves from the initial position.
func ballotOpening(b assets.Ballot) (Opening, error) {
	o := Opening{Name: "ballot " + strconv.Itoa(b.Number), Ballot: b.Number}
	if b.Name != "" {
		o.Name += " (" + b.Name + ")"
	}
	p := checkers.Start()
	for _, text := range b.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return Opening{}, fmt.Errorf("ballot %d: %w", b.Number, err)
		}
		o.Moves = append(o.Moves, m)
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
