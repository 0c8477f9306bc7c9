package main

import (
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"

	"frontier/assets"
	"frontier/board/checkers"
)

// positionJSON is a test position in --json output.
type positionJSON struct {
	ID        string      `json:"id"`
	Game      int         `json:"game"`
	FEN       string      `json:"fen"`
	Side      string      `json:"side"`
	MatchMove string      `json:"match_move"`
	Pieces    int         `json:"pieces"`
	RootMoves int         `json:"root_moves"`
	Black     string      `json:"black"`
	White     string      `json:"white"`
	GamePly   int         `json:"game_ply"` // -1: the position does not arise in its game
	Chinook   chinookJSON `json:"chinook"`
	Errata    []string    `json:"errata,omitempty"`
}

// chinookJSON is the thesis's sequential Chinook search of a position.
type chinookJSON struct {
	Depth   int     `json:"depth"`
	Score   int     `json:"score"`
	Nodes   int64   `json:"nodes"`
	Seconds float64 `json:"seconds"`
	NPS     int64   `json:"nps"`
}

// gameJSON is a game in --json output. Moves are full routes.
type gameJSON struct {
	ID           string         `json:"id"`
	Number       int            `json:"number"`
	Tags         []checkers.Tag `json:"tags,omitempty"`
	Black        string         `json:"black"`
	White        string         `json:"white"`
	Result       string         `json:"result"`
	Plies        int            `json:"plies"`
	Moves        []string       `json:"moves,omitempty"`
	TestPosition string         `json:"test_position,omitempty"`
	TestPly      int            `json:"test_ply"`
}

type suiteJSON struct {
	Name      string         `json:"name"`
	Positions []positionJSON `json:"positions"`
	Games     []gameJSON     `json:"games"`
}

func toPositionJSON(tp *assets.TestPosition) positionJSON {
	c := tp.Chinook
	return positionJSON{
		ID: tp.ID, Game: tp.Game, FEN: tp.FEN, Side: sideName(tp.Side), MatchMove: tp.MatchMove,
		Pieces: tp.Pieces, RootMoves: tp.RootMoves, Black: tp.BlackPlayer, White: tp.WhitePlayer,
		GamePly: tp.GamePly, Errata: tp.Errata,
		Chinook: chinookJSON{Depth: c.Depth, Score: c.Score, Nodes: c.Nodes, Seconds: c.Seconds, NPS: c.NPS},
	}
}

// toGameJSON describes g; with full set it includes the tags and moves.
func toGameJSON(g *assets.Game, full bool) gameJSON {
	out := gameJSON{
		ID: g.ID, Number: g.Number, Black: g.PDN.Black(), White: g.PDN.White(),
		Result: string(g.PDN.Result), Plies: len(g.PDN.Moves), TestPosition: g.TestPosition, TestPly: g.TestPly,
	}
	if full {
		out.Tags = g.PDN.Tags
		for _, m := range g.PDN.Moves {
			out.Moves = append(out.Moves, m.String())
		}
	}
	return out
}

// showSuite prints the positions table and the games of s.
func showSuite(w io.Writer, s *assets.Suite, asJSON bool) error {
	if asJSON {
		out := suiteJSON{Name: s.Name}
		for i := range s.Positions {
			out.Positions = append(out.Positions, toPositionJSON(&s.Positions[i]))
		}
		for i := range s.Games {
			out.Games = append(out.Games, toGameJSON(&s.Games[i], false))
		}
		return writeJSON(w, out)
	}
	fmt.Fprintf(w, "%s: %d test positions, %d games\n\n", s.Name, len(s.Positions), len(s.Games))
	fmt.Fprintln(w, "Positions (Chinook: the thesis's sequential search, Table C.1):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSIDE\tMOVE\tPIECES\tROOT MOVES\tBLACK\tDEPTH\tSCORE\tNODES\tSECONDS\tGAME PLY")
	for _, tp := range s.Positions {
		c := tp.Chinook
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%s\t%d\t%d\t%s\t%s\t%s\n", tp.ID, tp.Side, tp.MatchMove, tp.Pieces,
			tp.RootMoves, tp.BlackPlayer, c.Depth, c.Score, groupDigits(c.Nodes),
			strconv.FormatFloat(c.Seconds, 'f', -1, 64), plyText(tp.GamePly))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nGames:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tBLACK\tWHITE\tRESULT\tPLIES\tTEST POSITION")
	for _, g := range s.Games {
		test := "-"
		if g.TestPosition != "" {
			test = fmt.Sprintf("%s at ply %s", g.TestPosition, plyText(g.TestPly))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\n", g.ID, g.PDN.Black(), g.PDN.White(), g.PDN.Result, len(g.PDN.Moves), test)
	}
	return tw.Flush()
}

func plyText(ply int) string {
	if ply < 0 {
		return "-"
	}
	return strconv.Itoa(ply)
}

// showPosition prints one test position: diagram, FEN and figures.
func showPosition(w io.Writer, tp *assets.TestPosition, asJSON bool) error {
	if asJSON {
		return writeJSON(w, toPositionJSON(tp))
	}
	c := tp.Chinook
	fmt.Fprintf(w, "Test position %s (game %d, %s v %s)\n\n", tp.ID, tp.Game, tp.BlackPlayer, tp.WhitePlayer)
	fmt.Fprint(w, tp.Position.String())
	fmt.Fprintf(w, "\nFEN         %s\n", tp.FEN)
	fmt.Fprintf(w, "Match move  %s\n", tp.MatchMove)
	fmt.Fprintf(w, "Pieces      %d\n", tp.Pieces)
	fmt.Fprintf(w, "Root moves  %d\n", tp.RootMoves)
	if tp.GamePly >= 0 {
		fmt.Fprintf(w, "In game     game%d, ply %d\n", tp.Game, tp.GamePly)
	}
	fmt.Fprintf(w, "Chinook     depth %d, score %d, %s nodes in %s s (%s nodes/s)\n", c.Depth, c.Score,
		groupDigits(c.Nodes), strconv.FormatFloat(c.Seconds, 'f', -1, 64), groupDigits(c.NPS))
	for _, e := range tp.Errata {
		fmt.Fprintf(w, "Erratum     %s\n", e)
	}
	return nil
}

// showGame prints one game as PDN, preceded by its test-position link.
func showGame(w io.Writer, g *assets.Game, asJSON bool) error {
	if asJSON {
		return writeJSON(w, toGameJSON(g, true))
	}
	if g.TestPosition != "" {
		fmt.Fprintf(w, "%% Test position %s arises at ply %s.\n", g.TestPosition, plyText(g.TestPly))
	}
	if err := checkers.WritePDN(w, g.PDN); err != nil {
		return fmt.Errorf("suite show: %w", err)
	}
	return nil
}
