package match

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/board/checkers"
	"frontier/search/games"
)

// gameKit is what a game has of its own in a match, beyond what the game
// registry (games.Game) gives every game: its opening sets, how a
// record is tagged with its opening, how a match writes its games, how
// a person's move is read and the rules that need the game's history. A
// game without an entry in kits plays its suite, tags the opening by its
// ID, writes a Record's text, reads moves in its notation and ends where
// Position.Outcome says. The games' positions and engines (checkers'
// endgame database among them, engine.Env.Egdb) are the registry's.
type gameKit struct {
	// openings replaces Openings' suite, book and start sets.
	openings func(g games.Game, set string) ([]Opening, error)
	// defaultSet is the set a match plays when given no openings
	// (OpeningsSuite if "").
	defaultSet string
	// fen replaces FENOpening's reading of a position.
	fen func(text string) (Opening, error)
	// openingTags are the record's tags that name the opening, after
	// Event, Date and Round (an Opening tag if nil).
	openingTags func(o Opening) []Tag
	// write appends a finished game to the match's file (a Record's
	// text if nil).
	write func(cfg *Config, rec Record) error
	// readMove reads a move of p in the notations the game's players
	// write, before Live checks it against p.Moves().
	readMove func(p games.Position, text string) (string, error)
	// legalNote replaces "legal: ..." in the error for a move that is
	// not legal at p ("" keeps it).
	legalNote func(p games.Position, legal []string) string
	// rules is the outcome of a game with this history by the game's
	// rules, its history's included (OutcomeAt of the last position if
	// nil).
	rules func(history []games.Position) Outcome
}

// kits are the games' own parts by game name.
var kits = map[string]gameKit{
	// Checkers plays the ACF ballots, tags a game with its ballot and
	// writes PDN.
	"checkers": {
		openings:    checkersOpenings,
		defaultSet:  OpeningsACF,
		fen:         checkersFEN,
		openingTags: ballotTags,
		write:       appendCheckersPDN,
		readMove:    readCheckersMove,
		legalNote:   checkersCaptureNote,
		rules:       checkersOutcome,
	},
	// Chess writes PGN (pgnrecord.go) and sees repetitions
	// (chessdraw.go); its match book is in books.
	"chess": {write: appendChessPGN, rules: chessOutcome},
}

// kitOf returns g's own parts (none for no game).
func kitOf(g games.Game) gameKit {
	if g == nil {
		return gameKit{}
	}
	return kits[g.Name()]
}

// readCheckersMove reads a capture by its end square or full route; the
// checkers parser names compulsory captures, said once.
func readCheckersMove(p games.Position, text string) (string, error) {
	ck := p.Value().(checkers.Position)
	m, err := ck.ParseMove(text)
	if err != nil {
		return "", err
	}
	return m.String(), nil
}

// checkersCaptureNote says that a capture is compulsory where one is.
func checkersCaptureNote(p games.Position, legal []string) string {
	if ck := p.Value().(checkers.Position); ck.HasCapture() {
		return "a capture is compulsory: " + strings.Join(legal, ", ")
	}
	return ""
}

// chessOutcome is OutcomeAt the last position, or a draw by threefold
// repetition (ChessRepetition), which chess.Rules cannot see.
func chessOutcome(history []games.Position) Outcome {
	o := OutcomeAt(history[len(history)-1])
	if !o.Over && ChessRepetition(history) {
		o = Outcome{Over: true, Draw: true, Reason: ReasonRepetition}
	}
	return o
}

// openingTag is the default openingTags: the opening's name.
func openingTag(o Opening) []Tag { return []Tag{{Name: "Opening", Value: o.Name()}} }

// ballotTags tags a checkers game with its ballot's number, if any.
func ballotTags(o Opening) []Tag {
	if o.Ballot > 0 {
		return []Tag{{Name: "Ballot", Value: strconv.Itoa(o.Ballot)}}
	}
	return nil
}

// appendCheckersPDN adds a finished game of checkers to cfg.Out as PDN
// (CheckersGame, AppendPDN).
func appendCheckersPDN(cfg *Config, rec Record) error {
	g, err := CheckersGame(rec)
	if err != nil {
		return fmt.Errorf("save %s: %w", cfg.Out, err)
	}
	return AppendPDN(cfg.Out, g)
}

// appendChessPGN adds a finished game of chess to cfg.Out in PGN,
// atomically (see appendFile).
func appendChessPGN(cfg *Config, rec Record) error {
	text, err := ChessPGN(rec, cfg.Time)
	if err != nil {
		return fmt.Errorf("save %s: %w", cfg.Out, err)
	}
	return appendFile(cfg.Out, strings.TrimRight(text, "\n")+"\n")
}

// appendRecord adds a finished game to cfg.Out in its game's format.
func appendRecord(cfg *Config, rec Record) error {
	if w := kitOf(cfg.Game).write; w != nil {
		return w(cfg, rec)
	}
	return AppendRecords(cfg.Out, rec)
}

// checkersOutcome is checkers.OutcomeOf on erased positions, the colours
// as sides (Black, who moves first, is side 0).
func checkersOutcome(history []games.Position) Outcome {
	return fromCheckers(checkers.OutcomeOf(checkersHistory(history)))
}

// fromCheckers converts a checkers outcome to the games' terms.
func fromCheckers(o checkers.Outcome) Outcome {
	return Outcome{Over: o.Over, Draw: o.Draw, Winner: int(o.Winner), Reason: o.Reason}
}

// checkersHistory returns a checkers game's erased positions as
// checkers positions.
func checkersHistory(history []games.Position) []checkers.Position {
	ck := make([]checkers.Position, len(history))
	for i, p := range history {
		ck[i] = p.Value().(checkers.Position)
	}
	return ck
}

// CheckersGame returns the record of a game of checkers as PDN: the
// tags of rec but Game and Position, a FEN tag when the game did not
// start from the initial position, the moves read back as checkers
// moves and the comments as notes.
func CheckersGame(rec Record) (checkers.Game, error) {
	start, ok := rec.Start.Value().(checkers.Position)
	if !ok {
		return checkers.Game{}, fmt.Errorf("a game of %s is not checkers", gameNameOf(rec.Start.Game()))
	}
	g := checkers.Game{Start: start, Result: checkers.Result(rec.Result)}
	for _, t := range rec.Tags {
		switch t.Name {
		case "Game", "Position":
			continue
		case "Result":
			// PDN readers expect the FEN before the result.
			if start != checkers.Start() {
				g.SetTag("FEN", start.FEN())
			}
		}
		g.SetTag(t.Name, t.Value)
	}
	p := start
	for i, text := range rec.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return checkers.Game{}, fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		g.Moves = append(g.Moves, m)
		if i < len(rec.Comments) && rec.Comments[i] != "" {
			g.Notes = append(g.Notes, checkers.Note{Ply: i, Comments: []string{rec.Comments[i]}})
		}
		p = p.Play(m)
	}
	return g, nil
}
