// Package othello implements the rules of Othello (Reversi) on the 8×8
// board and on the 6×6 board: positions, legal move generation with the
// forced pass as a move, Zobrist keys, move and position notation, the
// end of the game and its score, and perft.
//
// Coordinates follow Othello notation: columns a.. from the left, rows
// 1.. from the top, so a1 is the top-left corner. Black moves first. The
// 8×8 start has White on d4 and e5 and Black on d5 and e4; the 6×6 start
// is the same pattern shrunk to the middle of the smaller board (White on
// c3 and d4, Black on d3 and c4).
//
// A move puts a disc of the side to move on an empty square so that it
// brackets one or more straight lines of opponent discs, which turn over.
// A side with no such placement must pass when the opponent has one, and
// the pass is a move like any other (Pass), so that search and perft see
// a forced pass as one ply. When neither side can place a disc the game is
// over; two passes in a row therefore never happen, and a finished
// position has no moves at all.
//
// A Position is a small value (two bitboards, the side to move, the board
// size and the key): Play returns a new position and leaves the old one
// untouched (copy-make), as in package board. Both sizes share one
// layout, bit row*8+col of a uint64, the 6×6 game using only the top-left
// 6×6 corner. Because discs never stand outside the board and its empty
// squares are masked to it, the 8×8 shift-and-mask flood fill is already
// correct on the small board: one generator serves both sizes, and the
// small board costs one extra AND.
//
// The package imports nothing but the standard library, so that the
// generic searches can take it as one game among several.
package othello
