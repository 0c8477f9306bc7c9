package match

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/search/engine"
)

// gameKit is what a game has of its own in a match, beyond what the game
// registry (engine.Game) gives every game: its opening sets, how a
// record is tagged with its opening and how a match writes its games.
// A game without an entry in kits plays its suite, tags the opening by
// its ID and writes a Record's text. The games' positions, rules and
// engines (checkers' endgame database among them, engine.Env.Egdb) are
// the registry's; the history rules of checkers and chess are Live's.
type gameKit struct {
	// openings replaces Openings' suite, book and start sets.
	openings func(g engine.Game, set string) ([]Opening, error)
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
	},
	// Chess writes PGN (pgnrecord.go); its match book is in books.
	"chess": {write: appendChessPGN},
}

func kitOf(g engine.Game) gameKit { return kits[g.Name()] }

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
