package gameview

import (
	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/tui/boardview"
	"frontier/tui/styles"
)

// The checkers board is drawn by package boardview, whose Model holds
// what only checkers' board has in the workstation (square numbers, its
// glyphs and orientation): Options.Checkers passes it in. The piece
// picked up, its targets and the keyboard cursor come from Options, as
// for every game. Here it is one game's view among the others, its marks
// in notation like theirs.

// checkersBoard is the checkers board to draw p with: o.Checkers, or a
// plain board in o's glyphs and orientation, with o's pick, its targets
// and o's cursor.
func checkersBoard(p *checkers.Position, o Options) boardview.Model {
	var b boardview.Model
	if o.Checkers != nil {
		b = *o.Checkers
	} else {
		b = boardview.Model{Flip: o.Flip}
		if o.ASCII {
			b.Glyphs = boardview.ASCII
		}
	}
	b.Selected, b.Targets, b.Cursor = checkers.NoSquare, nil, parseCheckersSquare(o.Cursor)
	if sq := parseCheckersSquare(o.Selected); sq != checkers.NoSquare && p != nil {
		b.Selected, b.Targets = sq, checkersTargets(p, sq)
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
	b := checkersBoard(p, o)
	return b.View(st, p, marks)
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

// checkersSquareAt is the square number at cell (x, y) of the checkers
// board, "" off the dark squares.
func checkersSquareAt(x, y int, o Options) string {
	b := checkersBoard(nil, o)
	if sq := b.HitTest(x, y); sq != checkers.NoSquare {
		return sq.String()
	}
	return ""
}

// checkersCursor moves the keyboard cursor over the dark squares, as
// drawn (flipped or not). With none yet it starts in front of the side
// to move: 11 for Black, 22 for White.
func checkersCursor(p *checkers.Position, cur, dir string, o Options) string {
	sq := parseCheckersSquare(cur)
	if sq == checkers.NoSquare {
		if p.SideToMove() == checkers.Black {
			return "11"
		}
		return "22"
	}
	flip := checkersBoard(nil, o).Flip
	r, c := sq.Row(), sq.Col()
	if flip {
		r, c = 7-r, 7-c
	}
	try := func(r, c int) bool {
		if r < 0 || r > 7 || c < 0 || c > 7 {
			return false
		}
		rr, cc := r, c
		if flip {
			rr, cc = 7-r, 7-c
		}
		if s := checkers.SquareAt(rr, cc); s != checkers.NoSquare {
			sq = s
			return true
		}
		return false
	}
	switch dir {
	case "up":
		_ = try(r-1, c+1) || try(r-1, c-1)
	case "down":
		_ = try(r+1, c-1) || try(r+1, c+1)
	case "left":
		_ = try(r, c-2)
	case "right":
		_ = try(r, c+2)
	}
	return sq.String()
}
