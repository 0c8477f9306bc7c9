// Package tictactoe implements the rules of 4×4 tic-tac-toe: X moves
// first, the players alternate placing one mark on an empty square, four
// in a row along one of the 4 rows, 4 columns or 2 long diagonals (10
// lines) wins and ends the game at once, and a full board without a line
// is a draw. With perfect play the game is a draw.
//
// It is the small wide game beside checkers: 16 moves at the root, one
// fewer every ply, against checkers' 2.84 moves a node (Lu 1993). Its whole
// tree is small enough to count and solve exactly, which makes it a
// yardstick for generic search code.
//
// Squares are named like a chess board, files a-d from left to right and
// ranks 1-4 from bottom to top: a1 is square 0, d1 square 3, a2 square 4
// and d4 square 15. A move is the square it marks.
//
// A Position is two 16-bit bitboards and the side to move, a small value:
// Play returns a new position (copy-make). The position is its own
// perfect hash (Index), and Key spreads that index over 64 bits for
// hash tables without losing the perfection.
//
// The package imports nothing of Frontier's, so that it can be read and
// tested on its own.
package tictactoe
