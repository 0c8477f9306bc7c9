package tui

import (
	tea "charm.land/bubbletea/v2"

	"frontier/search/games"
	"frontier/tui/gameview"
)

// A checkers or chess move takes two squares: the first click (or enter
// on the keyboard cursor) picks up a piece of the side to move, the
// second puts it down. Othello and tic-tac-toe moves are one square and
// go straight through. A promotion by clicks is to a queen; typing
// "e8=N" (or e7e8n) underpromotes.

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

// pickSquare takes the square sq chosen on pos's board (gameview's
// PickSquare: checkers and chess take two squares, the other games one).
// done is true with the move to play when the square completes one;
// otherwise the pick changed, or did not, and cmd says how.
func (m *Model) pickSquare(pos games.Position, sq string) (move string, cmd tea.Cmd, done bool) {
	pk := gameview.PickSquare(pos, m.pick.at(pos), sq)
	m.pick = squarePick{}
	if pk.Selected != "" {
		m.pick = squarePick{sq: pk.Selected, key: pos.Key(), pos: pos.String()}
	}
	switch {
	case pk.Err != nil:
		m.setError(pk.Err)
	case pk.Move != "":
		return pk.Move, nil, true
	case pk.Info != "":
		return "", m.setInfo(pk.Info), false
	}
	return "", nil, false
}
