package assets

import (
	"fmt"
	"strconv"

	"frontier/board/checkers"
)

// The suite is stored as two PDN files written by the generator: the
// match games, each with a Round tag holding its number, and the test
// positions, each a one-move game from its FEN whose move is the match
// move and whose tags carry the thesis's figures.

const (
	matchData     = "london-1992-chinook-tinsley.pdn"
	positionsData = "tinsley-chinook-1992-positions.pdn"
)

func loadTinsleyChinook() (*Suite, error) {
	s := &Suite{Name: TinsleyChinook1992}
	games, err := parseData(matchData)
	if err != nil {
		return nil, err
	}
	for i := range games {
		n, err := strconv.Atoi(games[i].Tag("Round"))
		if err != nil {
			return nil, fmt.Errorf("assets: %s game %d: Round tag: %w", matchData, i+1, err)
		}
		s.Games = append(s.Games, Game{ID: "game" + strconv.Itoa(n), Number: n, PDN: games[i], TestPly: -1})
	}
	positions, err := parseData(positionsData)
	if err != nil {
		return nil, err
	}
	for i := range positions {
		tp, err := testPosition(&positions[i])
		if err != nil {
			return nil, fmt.Errorf("assets: %s position %d: %w", positionsData, i+1, err)
		}
		s.Positions = append(s.Positions, tp)
		for k := range s.Games {
			if s.Games[k].Number == tp.Game {
				s.Games[k].TestPosition, s.Games[k].TestPly = tp.ID, tp.GamePly
			}
		}
	}
	return s, nil
}

func parseData(name string) ([]checkers.Game, error) {
	text, err := readData(name)
	if err != nil {
		return nil, err
	}
	games, err := checkers.ParsePDN(text)
	if err != nil {
		return nil, fmt.Errorf("assets: %s: %w", name, err)
	}
	return games, nil
}

// tagReader reads typed tags, keeping the first error.
type tagReader struct {
	g   *checkers.Game
	err error
}

func (r *tagReader) str(name string) string {
	v, ok := r.g.LookupTag(name)
	if !ok && r.err == nil {
		r.err = fmt.Errorf("no %s tag", name)
	}
	return v
}

func (r *tagReader) int(name string) int {
	v, err := strconv.Atoi(r.str(name))
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("%s tag: %w", name, err)
	}
	return v
}

func (r *tagReader) int64(name string) int64 {
	v, err := strconv.ParseInt(r.str(name), 10, 64)
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("%s tag: %w", name, err)
	}
	return v
}

func (r *tagReader) float(name string) float64 {
	v, err := strconv.ParseFloat(r.str(name), 64)
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("%s tag: %w", name, err)
	}
	return v
}

func testPosition(g *checkers.Game) (TestPosition, error) {
	r := &tagReader{g: g}
	tp := TestPosition{
		ID:          r.str("ID"),
		Game:        r.int("Round"),
		FEN:         r.str("FEN"),
		Position:    g.Start,
		Side:        g.Start.SideToMove(),
		Pieces:      r.int("Pieces"),
		RootMoves:   r.int("RootMoves"),
		BlackPlayer: r.str("Black"),
		WhitePlayer: r.str("White"),
		GamePly:     -1,
		Chinook: ChinookFigures{
			Depth:   r.int("ChinookDepth"),
			Score:   r.int("ChinookScore"),
			Nodes:   r.int64("ChinookNodes"),
			Seconds: r.float("ChinookSeconds"),
			NPS:     r.int64("ChinookNPS"),
		},
	}
	if _, ok := g.LookupTag("GamePly"); ok {
		tp.GamePly = r.int("GamePly")
	}
	for _, t := range g.Tags {
		if t.Name == "Errata" {
			tp.Errata = append(tp.Errata, t.Value)
		}
	}
	if r.err != nil {
		return tp, r.err
	}
	if len(g.Moves) != 1 {
		return tp, fmt.Errorf("%s: want the match move as the only move, got %d moves", tp.ID, len(g.Moves))
	}
	tp.Match = g.Moves[0]
	tp.MatchMove = tp.Match.String()
	return tp, nil
}
