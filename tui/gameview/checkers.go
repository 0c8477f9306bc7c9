package gameview

import (
	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/tui/boardview"
	"frontier/tui/styles"
)

// The checkers board is drawn by package boardview, whose Model also
// holds what only checkers' board has in the workstation (square
// numbers, the piece picked by a click and its targets, the keyboard
// cursor as a square): Options.Checkers passes it in. Here it is one
// game's view among the others, its marks in notation like theirs.

// checkersBoard is the checkers board state to draw with: o.Checkers, or
// a plain board in o's glyphs and orientation.
func checkersBoard(o Options) *boardview.Model {
	if o.Checkers != nil {
		return o.Checkers
	}
	b := &boardview.Model{Flip: o.Flip, Selected: checkers.NoSquare, Cursor: checkers.NoSquare}
	if o.ASCII {
		b.Glyphs = boardview.ASCII
	}
	return b
}

// checkersView draws a checkers position: mk's moves read as checkers
// moves (Last at Prev, Best at p), ones that do not read left unmarked.
func checkersView(st *styles.Styles, p *checkers.Position, mk Marks, o Options) string {
	var marks boardview.Marks
	if mv, ok := checkersMove(mk.Prev, mk.Last); ok {
		marks.Last = mv
	}
	if mv, err := p.ParseMove(mk.Best); mk.Best != "" && err == nil {
		marks.PV = mv
	}
	return checkersBoard(o).View(st, p, marks)
}

// checkersMove reads move as a move of p, a checkers position.
func checkersMove(p games.Position, move string) (checkers.Move, bool) {
	cp, ok := p.Value().(checkers.Position)
	if !ok || move == "" {
		return checkers.Move{}, false
	}
	m, err := cp.ParseMove(move)
	return m, err == nil
}
