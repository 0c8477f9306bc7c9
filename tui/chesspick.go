package tui

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/board/chess"
	"frontier/search/games"
	"frontier/tui/gameview"
)

// A chess move takes two squares: the first click (or enter on the
// keyboard cursor) picks up a piece of the side to move, the second puts
// it down. Othello and tic-tac-toe moves are one square and go straight
// through. A promotion by clicks is to a queen; typing "e8=N" (or
// e7e8n) underpromotes.

// squarePick is the square of the piece picked up, in the position it
// was picked up in: once the position changes (a move, another ply,
// another entry) the pick no longer applies, with nothing to reset.
type squarePick struct {
	sq  string
	key uint64
	pos string
}

// at returns the picked square if pos is the position it was picked in.
func (p squarePick) at(pos games.Position) string {
	if p.sq == "" || pos.Game() == nil || pos.Key() != p.key || pos.String() != p.pos {
		return ""
	}
	return p.sq
}

// pickSquare takes the square sq chosen on pos's board. done is true
// with the move to play when the square completes one (the square itself
// in the games of one square a move); otherwise the pick changed and cmd
// says how.
func (m *Model) pickSquare(pos games.Position, sq string) (move string, cmd tea.Cmd, done bool) {
	cp, ok := pos.Value().(chess.Position)
	if !ok {
		return sq, nil, true
	}
	from := m.pick.at(pos)
	switch {
	case from == sq:
		m.pick = squarePick{}
		return "", m.setInfo("put " + sq + " back"), false
	case gameview.ChessCanMove(&cp, sq):
		m.pick = squarePick{sq: sq, key: pos.Key(), pos: pos.String()}
		return "", m.setInfo("picked up " + sq + " · click (or enter on) where it goes, or on it again to put it back"), false
	case from == "":
		m.setError(fmt.Errorf("%s: no piece of %s's that can move there · pick up a piece first", sq, pos.SideName()))
		return "", nil, false
	}
	m.pick = squarePick{}
	mv, ok := gameview.ChessMove(&cp, from, sq)
	if !ok {
		m.setError(fmt.Errorf("%s to %s is not a legal move here", from, sq))
		return "", nil, false
	}
	return mv, nil, true
}
