package assets

import (
	"fmt"
	"strings"

	"frontier/board/checkers"
)

// TinsleyChinook1992 is the name of the thesis's test suite: positions
// from the 1992 London match between Marion Tinsley and Chinook.
const TinsleyChinook1992 = "tinsley-chinook-1992"

// Suite is a set of test positions together with the games they were
// taken from, so that a position can be shown in the context of its game.
type Suite struct {
	Name      string
	Games     []Game
	Positions []TestPosition
}

// Game is one game of a suite. ID is "game" and the game's number in its
// match ("game1".."game39"); numbers can have gaps (game 12 of London
// 1992 is lost).
type Game struct {
	ID     string
	Number int
	PDN    checkers.Game
	// TestPosition is the ID of the suite position taken from this game,
	// or "", and TestPly the ply of PDN.Moves at which it arises, or -1.
	TestPosition string
	TestPly      int
}

// TestPosition is a position of the suite with the figures the thesis
// gives for it (Appendix B and Table C.1), so that a search can be run
// on it and compared with the published sequential search.
type TestPosition struct {
	ID        string // "g" and the game number: "g1", "g5", ...
	Game      int    // number of the game it comes from
	FEN       string
	Position  checkers.Position
	Side      checkers.Color // side to move
	MatchMove string         // the move played in the match (and Chinook's choice)
	Match     checkers.Move  // MatchMove as a legal move of Position
	Pieces    int
	RootMoves int // number of legal moves
	// BlackPlayer and WhitePlayer name the players as Table C.1 and
	// Appendix B do: "Chinook" or "Tinsley".
	BlackPlayer, WhitePlayer string
	Chinook                  ChinookFigures
	// GamePly is the ply of the game's moves at which the position
	// arises, or -1 if it does not arise in the game.
	GamePly int
	// Errata lists where the thesis's figures for the position disagree
	// with each other or with the position.
	Errata []string
}

// ChinookFigures are the sequential Chinook search of a test position
// (Table C.1): the baseline every parallel speedup is measured from.
type ChinookFigures struct {
	Depth   int // nominal depth in plies
	Score   int // in the thesis's units: a man is 100
	Nodes   int64
	Seconds float64
	NPS     int64 // nodes per second as printed (see Errata)
}

// SuiteNames lists the embedded suites.
func SuiteNames() []string { return []string{TinsleyChinook1992} }

// LoadSuite parses and returns the named suite. Each call returns a
// fresh copy that the caller may change.
func LoadSuite(name string) (*Suite, error) {
	switch name {
	case TinsleyChinook1992:
		return loadTinsleyChinook()
	}
	return nil, fmt.Errorf("assets: unknown suite %q (known: %s)", name, strings.Join(SuiteNames(), ", "))
}

// Position returns the test position with the given ID ("g5").
func (s *Suite) Position(id string) (*TestPosition, error) {
	for i := range s.Positions {
		if s.Positions[i].ID == id {
			return &s.Positions[i], nil
		}
	}
	return nil, fmt.Errorf("assets: suite %s has no position %q (positions: %s)", s.Name, id, strings.Join(s.PositionIDs(), " "))
}

// Game returns the game with the given ID ("game5").
func (s *Suite) Game(id string) (*Game, error) {
	for i := range s.Games {
		if s.Games[i].ID == id {
			return &s.Games[i], nil
		}
	}
	return nil, fmt.Errorf("assets: suite %s has no game %q (games: %s)", s.Name, id, strings.Join(s.GameIDs(), " "))
}

// PositionIDs lists the IDs of the test positions in suite order.
func (s *Suite) PositionIDs() []string {
	out := make([]string, len(s.Positions))
	for i, p := range s.Positions {
		out[i] = p.ID
	}
	return out
}

// GameIDs lists the IDs of the games in match order.
func (s *Suite) GameIDs() []string {
	out := make([]string, len(s.Games))
	for i, g := range s.Games {
		out[i] = g.ID
	}
	return out
}
