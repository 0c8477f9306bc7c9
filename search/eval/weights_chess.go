// The hand-set weights of the chess evaluation (issue 27 made them a
// table); "frontier tune --game chess --write" regenerates this file.

package eval

// chessWeights are the weights of the chess terms (chess_features.go),
// middle game then endgame, in centipawns.
var chessWeights = ChessWeights{
	100, 100, // Pawn
	320, 320, // Knight
	330, 330, // Bishop
	500, 500, // Rook
	900, 900, // Queen
	30, 50, // BishopPair
	1, 0, // PSTMG
	0, 1, // PSTEG
	4, 4, // MobKnight
	5, 5, // MobBishop
	2, 4, // MobRook
	1, 2, // MobQueen
	25, 10, // RookOpen
	12, 5, // RookHalfOpen
	-10, -20, // Doubled
	-10, -15, // Isolated
	-8, -10, // Backward
	5, 10, // Passed1
	5, 15, // Passed2
	10, 25, // Passed3
	20, 45, // Passed4
	35, 75, // Passed5
	60, 120, // Passed6
	8, 0, // Shield1
	4, 0, // Shield2
	-10, 0, // KingHalfOpen
	-10, 0, // KingOpen
	-1, 0, // KingDanger
}
