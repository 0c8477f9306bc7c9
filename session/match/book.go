package match

import (
	"fmt"

	"frontier/assets"
	"frontier/search/games"
)

// OpeningsBook is the opening set of a game that has a match book: its
// balanced positions a few moves in, drawn for matches (chess:
// assets.ChessBook). For such a game it is the default.
const OpeningsBook = "book"

// books are the match books by game name.
var books = map[string]func() assets.GameSuite{"chess": assets.ChessBook}

// HasBook reports whether g has a match book (OpeningsBook).
func HasBook(g games.Game) bool { return books[g.Name()] != nil }

// bookOpenings returns g's match book as openings.
func bookOpenings(g games.Game) ([]games.SuitePosition, error) {
	book := books[g.Name()]
	if book == nil {
		return nil, fmt.Errorf("%s has no match book (opening set %q); chess has one", g.Name(), OpeningsBook)
	}
	s := book()
	out := make([]games.SuitePosition, len(s.Positions))
	for i, bp := range s.Positions {
		p, err := g.ParsePosition(bp.Text)
		if err != nil {
			return nil, fmt.Errorf("%s position %s: %w", s.Name, bp.ID, err)
		}
		out[i] = games.SuitePosition{ID: bp.ID, Pos: p, Note: bp.Note}
	}
	return out, nil
}
