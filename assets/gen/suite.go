package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"frontier/board/checkers"
)

var gameNumber = regexp.MustCompile(`game (\d+)`)

// eventGame returns the game number in an Event tag such as "London
// 1992, game 12".
func eventGame(g *checkers.Game) (int, error) {
	m := gameNumber.FindStringSubmatch(g.Event())
	if m == nil {
		return 0, fmt.Errorf("event %q names no game number", g.Event())
	}
	return strconv.Atoi(m[1])
}

// matchGames returns the match games, each with a Round tag holding
// its number right after the Event tag, keyed by that number.
func matchGames(games []checkers.Game) (map[int]checkers.Game, []int, error) {
	out := map[int]checkers.Game{}
	var order []int
	for i := range games {
		g := games[i]
		n, err := eventGame(&g)
		if err != nil {
			return nil, nil, fmt.Errorf("game %d: %w", i+1, err)
		}
		if _, dup := out[n]; dup {
			return nil, nil, fmt.Errorf("game %d appears twice", n)
		}
		tags := []checkers.Tag{}
		for _, t := range g.Tags {
			if t.Name == "Round" {
				continue
			}
			tags = append(tags, t)
			if t.Name == "Event" {
				tags = append(tags, checkers.Tag{Name: "Round", Value: strconv.Itoa(n)})
			}
		}
		g.Tags = tags
		out[n] = g
		order = append(order, n)
	}
	return out, order, nil
}

var playedComment = regexp.MustCompile(`^move played: (\S+); pieces (\d+); legal moves (\d+)$`)

// testPositions builds the embedded test positions: the position as
// its start, the match move as its only move, and Table C.1 and
// Appendix B as tags. Every figure is checked against the replayed
// position; disagreements in the thesis become an Errata tag, anything
// else stops the generator.
func testPositions(suite []checkers.Game, games map[int]checkers.Game, th *thesis) ([]checkers.Game, error) {
	seq := map[int]seqRow{}
	for _, r := range th.seq {
		seq[r.Game] = r
	}
	var out []checkers.Game
	for i := range suite {
		src := &suite[i]
		n, err := eventGame(src)
		if err != nil {
			return nil, fmt.Errorf("suite position %d: %w", i+1, err)
		}
		g, err := testPosition(src, n, seq[n], th.appB[n], games)
		if err != nil {
			return nil, fmt.Errorf("test position of game %d: %w", n, err)
		}
		out = append(out, g)
	}
	if len(out) != len(th.seq) {
		return nil, fmt.Errorf("%d test positions, Table C.1 has %d", len(out), len(th.seq))
	}
	for i, r := range th.seq {
		if n, _ := eventGame(&out[i]); n != r.Game {
			return nil, fmt.Errorf("test position %d is from game %d, Table C.1 row %d from game %d", i+1, n, i+1, r.Game)
		}
	}
	return out, nil
}

func testPosition(src *checkers.Game, n int, c1 seqRow, b appBEntry, games map[int]checkers.Game) (checkers.Game, error) {
	if c1.Game != n || b.Game != n {
		return checkers.Game{}, fmt.Errorf("not in Table C.1 and Appendix B")
	}
	p := src.Start
	if len(src.Intro) != 1 {
		return checkers.Game{}, fmt.Errorf("want one comment with the move played, got %q", src.Intro)
	}
	cm := playedComment.FindStringSubmatch(src.Intro[0])
	if cm == nil {
		return checkers.Game{}, fmt.Errorf("comment %q: want \"move played: M; pieces N; legal moves K\"", src.Intro[0])
	}
	match, err := p.ParseMove(cm[1])
	if err != nil {
		return checkers.Game{}, fmt.Errorf("match move: %w", err)
	}
	pieces, rootMoves := p.Pieces(), len(p.LegalMoves())
	side := p.SideToMove().Letter()
	var errata []string
	// Facts the data files and the thesis must agree on.
	switch {
	case cm[1] != c1.Move || strings.TrimSpace(b.Move) != c1.Move:
		return checkers.Game{}, fmt.Errorf("match move %s, Table C.1 %s, Appendix B %s", cm[1], c1.Move, b.Move)
	case c1.Turn != side || !strings.HasPrefix(b.ToMove, p.SideToMove().String()):
		return checkers.Game{}, fmt.Errorf("%s to move, Table C.1 %s, Appendix B %s", side, c1.Turn, b.ToMove)
	case c1.RootMoves != rootMoves || b.RootMoves != rootMoves || cm[3] != strconv.Itoa(rootMoves):
		return checkers.Game{}, fmt.Errorf("%d legal moves, Table C.1 %d, Appendix B %d, comment %s", rootMoves, c1.RootMoves, b.RootMoves, cm[3])
	case b.Black != c1.Black:
		return checkers.Game{}, fmt.Errorf("Black is %s in Table C.1, %s in Appendix B", c1.Black, b.Black)
	case b.Pieces != pieces || cm[2] != strconv.Itoa(pieces):
		return checkers.Game{}, fmt.Errorf("%d pieces, Appendix B %d, comment %s", pieces, b.Pieces, cm[2])
	}
	if c1.Pieces != pieces {
		errata = append(errata, fmt.Sprintf("Table C.1 prints %d pieces; the position and Appendix B have %d", c1.Pieces, pieces))
	}
	if nps := float64(c1.Nodes) / c1.Seconds; nps < float64(c1.NPS)-1 || nps > float64(c1.NPS)+1 {
		errata = append(errata, fmt.Sprintf("Table C.1 prints %d nodes/second, but its %d nodes in %s s make %.0f", c1.NPS, c1.Nodes, fmtFloat(c1.Seconds), nps))
	}
	ply, err := findInGame(p, match, games[n])
	if err != nil {
		return checkers.Game{}, err
	}
	tags := []checkers.Tag{
		{Name: "Event", Value: src.Event()},
		{Name: "ID", Value: fmt.Sprintf("g%d", n)},
		{Name: "Round", Value: strconv.Itoa(n)},
		{Name: "Black", Value: c1.Black},
		{Name: "White", Value: b.White},
		{Name: "SetUp", Value: "1"},
		{Name: "FEN", Value: p.FEN()},
		{Name: "Pieces", Value: strconv.Itoa(pieces)},
		{Name: "RootMoves", Value: strconv.Itoa(rootMoves)},
	}
	if ply >= 0 {
		tags = append(tags, checkers.Tag{Name: "GamePly", Value: strconv.Itoa(ply)})
	}
	tags = append(tags,
		checkers.Tag{Name: "ChinookDepth", Value: strconv.Itoa(c1.Depth)},
		checkers.Tag{Name: "ChinookScore", Value: strconv.Itoa(c1.Score)},
		checkers.Tag{Name: "ChinookNodes", Value: strconv.FormatInt(c1.Nodes, 10)},
		checkers.Tag{Name: "ChinookSeconds", Value: fmtFloat(c1.Seconds)},
		checkers.Tag{Name: "ChinookNPS", Value: strconv.FormatInt(c1.NPS, 10)},
	)
	for _, e := range errata {
		tags = append(tags, checkers.Tag{Name: "Errata", Value: e})
	}
	tags = append(tags, checkers.Tag{Name: "Result", Value: "*"})
	return checkers.Game{Tags: tags, Start: p, Moves: []checkers.Move{match}, Result: checkers.ResultUnknown}, nil
}

// findInGame returns the ply at which p arises in game g, or -1. When
// it does arise, the move played there must be the match move.
func findInGame(p checkers.Position, match checkers.Move, g checkers.Game) (int, error) {
	for ply, q := range g.Positions() {
		if q != p {
			continue
		}
		if ply >= len(g.Moves) || g.Moves[ply] != match {
			return 0, fmt.Errorf("the position arises at ply %d of its game, but the game does not go on with %s", ply, match)
		}
		return ply, nil
	}
	return -1, nil
}
