package assets

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"frontier/board/checkers"
)

// Matches between programs are played from the American Checker
// Federation's three-move ballots, as in tournament play, so that two
// deterministic programs do not replay one game and each opening is
// played with both colours.

// BallotKind says how the ACF uses a ballot.
type BallotKind string

// The ballot kinds. Crossboard ballots are drawn in over-the-board
// play, mail-play ballots only in correspondence play, and barred
// ballots (thought lost for one side) not at all.
const (
	Crossboard BallotKind = "crossboard"
	MailPlay   BallotKind = "mail"
	Barred     BallotKind = "barred"
)

// Ballot is one ACF three-move opening.
type Ballot struct {
	Number int
	// Moves are the three opening moves in standard notation, Black's
	// first: "9-13", "22-18", "6-9".
	Moves []string
	Kind  BallotKind
	Name  string // the opening's name, where it has one
	// Attributes are the ACF list's markers as given: CROSSBOARD,
	// MAILPLAY, BARRED, CTD.
	Attributes []string
	// Position is the position after the three moves, White to move.
	Position checkers.Position
}

// Ballots returns the 174 ballots in ACF order, as a fresh slice.
func Ballots() []Ballot {
	bs := ballotData()
	out := make([]Ballot, len(bs))
	for i, b := range bs {
		b.Moves = slices.Clone(b.Moves)
		b.Attributes = slices.Clone(b.Attributes)
		out[i] = b
	}
	return out
}

// PlayableBallots returns the 156 ballots that are not barred, the pool
// a match draws its openings from.
func PlayableBallots() []Ballot {
	return slices.DeleteFunc(Ballots(), func(b Ballot) bool { return b.Kind == Barred })
}

const ballotsData = "acf-3move-ballots.pdn"

// ballotData parses the embedded ballots once; like thesisData, a
// failure is a build defect caught by the tests.
var ballotData = sync.OnceValue(func() []Ballot {
	bs, err := loadBallots()
	if err != nil {
		panic(err)
	}
	return bs
})

func loadBallots() ([]Ballot, error) {
	games, err := parseData(ballotsData)
	if err != nil {
		return nil, err
	}
	out := make([]Ballot, 0, len(games))
	for i := range games {
		g := &games[i]
		n, err := strconv.Atoi(g.Tag("Ballot"))
		if err != nil {
			return nil, fmt.Errorf("assets: %s game %d: Ballot tag: %w", ballotsData, i+1, err)
		}
		b := Ballot{
			Number:     n,
			Kind:       BallotKind(g.Tag("Kind")),
			Name:       g.Tag("Name"),
			Attributes: strings.Fields(g.Tag("Attributes")),
		}
		switch b.Kind {
		case Crossboard, MailPlay, Barred:
		default:
			return nil, fmt.Errorf("assets: %s ballot %d: unknown kind %q", ballotsData, n, b.Kind)
		}
		p := g.Start
		for _, m := range g.Moves {
			b.Moves = append(b.Moves, m.String())
			p = p.Play(m)
		}
		b.Position = p
		out = append(out, b)
	}
	return out, nil
}
