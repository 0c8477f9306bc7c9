// Package board implements the rules of English draughts (American
// checkers) on the standard 32-square board: positions, legal move
// generation, move notation, FEN and PDN, and perft.
//
// Squares are numbered 1 to 32 in the usual way: Black starts on 1-12 and
// moves towards 32, White starts on 21-32 and moves towards 1. Black moves
// first. Captures are compulsory, any capture may be chosen, a multi-jump
// must be completed, a man that reaches the far row is crowned and its move
// ends there, and kings move and jump one square in all four diagonal
// directions. A side with no legal move has lost.
//
// A Position is a small value: Play returns a new position and leaves the
// old one untouched (copy-make), which keeps search code free of undo
// bookkeeping. Each position carries a 64-bit Zobrist key that Play updates
// incrementally.
//
// Internally the 32 playable squares live in a 35-bit "padded" layout with
// three ghost bits (8, 17 and 26) that are never occupied. With that layout
// every diagonal step is a shift by 4 or 5 bits, so whole-board move
// generation needs no per-row edge masks.
package checkers
