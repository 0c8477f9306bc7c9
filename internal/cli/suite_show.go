package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"frontier/assets"
	"frontier/board"
	"frontier/board/checkers"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
	"frontier/search/experiment/report"
	"frontier/search/games"
)

// positionJSON is a test position in --json output.
type positionJSON struct {
	ID        string         `json:"id"`
	Game      int            `json:"game"`
	FEN       string         `json:"fen"`
	Side      string         `json:"side"`
	MatchMove string         `json:"match_move"`
	Pieces    int            `json:"pieces"`
	RootMoves int            `json:"root_moves"`
	Black     string         `json:"black"`
	White     string         `json:"white"`
	GamePly   int            `json:"game_ply"` // -1: the position does not arise in its game
	Chinook   report.Chinook `json:"chinook"`
	Errata    []string       `json:"errata,omitempty"`
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
		Chinook: report.Chinook{Depth: c.Depth, Score: c.Score, Nodes: c.Nodes, Seconds: c.Seconds, NPS: c.NPS},
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
			tp.RootMoves, tp.BlackPlayer, c.Depth, c.Score, report.GroupDigits(c.Nodes),
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
		report.GroupDigits(c.Nodes), strconv.FormatFloat(c.Seconds, 'f', -1, 64), report.GroupDigits(c.NPS))
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

// gameSuiteJSON is the suite of a game other than checkers in --json
// output.
type gameSuiteJSON struct {
	Name      string             `json:"name"`
	Game      string             `json:"game"`
	Doc       string             `json:"doc,omitempty"`
	Positions []gamePositionJSON `json:"positions"`
}

// gamePositionJSON is a position of such a suite: its text in the game's
// format, the side to move, the legal moves in the game's notation and,
// when the game is over, the outcome; a single position shown also has
// its board drawn.
type gamePositionJSON struct {
	ID       string   `json:"id"`
	Game     string   `json:"game"`
	Position string   `json:"position"`
	Side     string   `json:"side"`
	Moves    []string `json:"moves"`
	Over     bool     `json:"over,omitempty"`
	Outcome  string   `json:"outcome,omitempty"`
	Note     string   `json:"note,omitempty"`
	Diagram  string   `json:"diagram,omitempty"`
}

func toGamePositionJSON(sp games.SuitePosition) gamePositionJSON {
	p := sp.Pos
	out := gamePositionJSON{ID: sp.ID, Game: p.Game().Name(), Position: p.String(), Side: p.SideName(),
		Moves: p.Moves(), Note: sp.Note}
	if score, over := p.Outcome(); over {
		out.Over, out.Outcome = true, outcomeText(p.SideName(), score)
	}
	return out
}

// runGameSuiteShow prints g's suite (any game but checkers, whose suites
// have games and figures of their own), or its position id.
func runGameSuiteShow(w io.Writer, g games.Game, name, id string, asJSON bool) error {
	ps, err := g.NamedSuite(name)
	if err != nil {
		return fmt.Errorf("suite show: %w", err)
	}
	name = suiteOrOwn(g, name)
	doc := g.SuiteDoc(name)
	if id != "" {
		for _, sp := range ps {
			if sp.ID == id {
				return showGamePosition(w, name, sp, asJSON)
			}
		}
		ids := make([]string, len(ps))
		for i, sp := range ps {
			ids[i] = sp.ID
		}
		return fmt.Errorf("suite show: %s has no position %q (positions: %s)", name, id, strings.Join(ids, " "))
	}
	if asJSON {
		out := gameSuiteJSON{Name: name, Game: g.Name(), Doc: doc, Positions: []gamePositionJSON{}}
		for _, sp := range ps {
			out.Positions = append(out.Positions, toGamePositionJSON(sp))
		}
		return writeJSON(w, out)
	}
	fmt.Fprintf(w, "%s: %d positions of %s\n", name, len(ps), g.Name())
	if doc != "" {
		fmt.Fprint(w, wrapText(doc, 76))
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSIDE\tMOVES\tPOSITION\tNOTE")
	for _, sp := range ps {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", sp.ID, sp.Pos.SideName(), len(sp.Pos.Moves()), sp.Pos, sp.Note)
	}
	return tw.Flush()
}

// showGamePosition prints one position of a game's suite: its board, its
// text, the side to move and the legal moves.
func showGamePosition(w io.Writer, suite string, sp games.SuitePosition, asJSON bool) error {
	out := toGamePositionJSON(sp)
	out.Diagram = diagram(sp.Pos)
	if asJSON {
		return writeJSON(w, out)
	}
	fmt.Fprintf(w, "Position %s of %s (%s)\n\n", sp.ID, suite, out.Game)
	if out.Diagram != "" {
		fmt.Fprintf(w, "%s\n", out.Diagram)
	}
	fmt.Fprintf(w, "Position  %s\n", out.Position)
	fmt.Fprintf(w, "Side      %s to move\n", out.Side)
	switch {
	case out.Over:
		fmt.Fprintf(w, "Moves     none: %s\n", out.Outcome)
	default:
		fmt.Fprintf(w, "Moves     %d: %s\n", len(out.Moves), strings.Join(out.Moves, " "))
	}
	if out.Note != "" {
		fmt.Fprintf(w, "Note      %s\n", out.Note)
	}
	return nil
}

// diagram draws p's board as plain text with the game's own drawing,
// or for a synthetic tree says where the node is and how it branches; a
// game without a drawing gets "". It ends in a newline.
func diagram(p games.Position) string {
	switch v := p.Value().(type) {
	case checkers.Position:
		return v.String()
	case othello.Position:
		return v.Pretty()
	case tictactoe.Position:
		return v.Diagram()
	case synthetic.Position:
		path := "the root"
		if moves := v.Path(); len(moves) > 0 {
			steps := make([]string, len(moves))
			for i, m := range moves {
				steps[i] = m.String()
			}
			path = "path " + strings.Join(steps, "/") + " from the root"
		}
		params := v.Params()
		return fmt.Sprintf("Synthetic tree %v\nNode      ply %d of %d, %s\nBranching %v (mean %s); this node has %d moves\n",
			params, v.Ply(), params.Depth, path, params.Branch, strconv.FormatFloat(params.Branch.Mean(), 'g', 4, 64), v.NumMoves())
	}
	return ""
}

// outcomeText says how a finished game ended for side, the side to move,
// given Outcome's score.
func outcomeText(side string, score int) string {
	if margin, ok := board.Margin(score); ok {
		if margin > 0 {
			return fmt.Sprintf("the game is over, won by %s by %d", side, margin)
		}
		return fmt.Sprintf("the game is over, lost by %s by %d", side, -margin)
	}
	switch score {
	case board.Win:
		return fmt.Sprintf("the game is over, won by %s", side)
	case board.Loss:
		return fmt.Sprintf("the game is over, lost by %s", side)
	case board.Draw:
		return "the game is over, drawn"
	}
	return fmt.Sprintf("the game is over, worth %d to %s", score, side)
}

// wrapText breaks text into lines of at most width characters at blanks.
func wrapText(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, word := range strings.Fields(text) {
		switch {
		case n == 0:
		case n+1+len([]rune(word)) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += len([]rune(word))
	}
	if n > 0 {
		b.WriteByte('\n')
	}
	return b.String()
}
