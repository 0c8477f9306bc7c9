// Package chess implements the rules of chess for the search: positions
// as bitboards, legal move generation (castling, en passant, promotions,
// check evasions and pins), Zobrist keys kept up to date move by move,
// the end of the game (checkmate, stalemate, the fifty-move rule and the
// draws by insufficient material), perft with bulk counting, and the
// notations chess players use: FEN and EPD for positions, SAN and UCI
// long algebraic for moves.
//
// Squares are numbered a1 = 0, b1 = 1, ..., h8 = 63, bit s of a uint64
// for square s. A Position is a small value (eight bitboards, the key,
// the side to move, castling rights, the en-passant square, the move
// clocks): Play returns a new position and leaves the old one untouched
// (copy-make), as package board requires.
//
// Sliding pieces look up their attacks in magic-bitboard tables: the
// blockers on a piece's relevant rays, multiplied by a per-square magic
// number and shifted, index a table of attack sets. The magic numbers are
// found when the package is initialised by a seeded random search
// (magic.go), so they are the same on every run and no table is taken
// from elsewhere.
//
// Moves are generated legal, not pseudo-legal: the generator knows the
// pieces giving check and the pinned pieces before it starts, so that
// perft can count the last ply in bulk (a popcount per piece) without
// playing the moves.
//
// The package imports nothing but the standard library, so that the
// generic searches can take it as one game among several.
package chess
