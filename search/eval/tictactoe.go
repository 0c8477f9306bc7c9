package eval

import (
	"math/bits"

	"frontier/board/tictactoe"
)

// TicTacToe is 4×4 tic-tac-toe as a search.Game. Its evaluation counts the
// lines each side can still complete, weighted by how far along they are;
// the tree is small enough (about 10 million positions) that exact search
// settles every position anyway.
type TicTacToe struct{ tictactoe.Rules }

// tttWeights[k] is the worth of an open line holding k marks of one side.
var tttWeights = [5]int{0, 1, 10, 100, 0}

// Evaluate returns open lines for the side to move minus those of the
// opponent, or the result of a finished game.
func (TicTacToe) Evaluate(p *tictactoe.Position) (int, bool) {
	if v, over := (tictactoe.Rules{}).Outcome(p); over {
		return v, true
	}
	x, o := p.Marks()
	own, opp := x, o
	if p.SideToMove() == tictactoe.O {
		own, opp = o, x
	}
	v := 0
	for _, l := range tictactoe.Lines() {
		switch {
		case l&opp == 0:
			v += tttWeights[bits.OnesCount16(l&own)]
		case l&own == 0:
			v -= tttWeights[bits.OnesCount16(l&opp)]
		}
	}
	return v, false
}

func (TicTacToe) Forcing(*tictactoe.Position) bool                      { return false }
func (TicTacToe) Irreversible(*tictactoe.Position, tictactoe.Move) bool { return true }
func (TicTacToe) MoveCode(m tictactoe.Move) uint32                      { return uint32(m) + 1 }
func (TicTacToe) HistoryIndex(p *tictactoe.Position, m tictactoe.Move) int {
	return int(p.SideToMove()&1)<<4 | int(m&15)
}
func (TicTacToe) HistorySize() int { return 32 }

// MaxPlies is the number of empty squares: each move fills one.
func (TicTacToe) MaxPlies(p *tictactoe.Position) int { return 16 - p.Ply() }
