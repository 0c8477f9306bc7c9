// Package eval is the static evaluation of checkers positions: a score in
// the thesis's units (a checker is 100; the hand-set king was 130, Lu
// 1993, Table C.1 note) from the point of view of the side to move.
//
// The search only calls Evaluate on quiet positions: a position where the
// side to move must capture is never evaluated statically, the search
// extends it (see package search). Evaluate therefore need not resolve
// exchanges; it scores the material on the board and the positional
// knowledge a strong checkers program relies on:
//
//   - Material: men and kings (a man is 100, the unit).
//   - Trade-down: the same material lead is worth more with fewer pieces
//     left, so the side ahead seeks exchanges and the side behind avoids
//     them (the classic endgame technique of "trading down").
//   - Back rank: men on the own king row keep enemy men from crowning; the
//     "bridge" (squares 1 and 3 for Black, 30 and 32 for White) guards the
//     whole row against a lone attacker. Worth something only while the
//     opponent still has men that could crown.
//   - Centre: men on the central squares control the board and split the
//     opponent's forces; the centre squares 14, 15, 18 and 19 count more
//     than the next ring 10, 11, 22 and 23.
//   - Advancement and tempo: rows advanced by men, by game phase. Two
//     features share the count: Advance weighs it by how far below 20
//     pieces the board is (the race to crown decides endgames), Tempo by
//     the pieces on the board (development in the opening and middle
//     game, where advanced men can be overextended); the tuner sets both.
//   - Runaway checkers: a man whose path to the king row no enemy piece can
//     block or capture (no enemy piece in the cone ahead of it, no enemy
//     king, and it crowns before any enemy man could) is as good as a
//     king, less the moves it needs.
//   - Mobility: the number of non-capturing moves available, counted with
//     bitboard shifts. Immobility loses in checkers (no move is a loss),
//     and cramped positions lose material. The kings' moves are also
//     counted apart (king mobility): a king with few squares is half
//     trapped.
//   - Kings: a king in the centre sweeps both wings; on the edge it can be
//     trapped when the opponent has kings and at least equal material; a
//     king of the side behind in material is safe in a double corner
//     (squares 1/5 and 28/32), the classic drawing refuge.
//   - Trapped pieces: a man in the "dog-hole" (a White man on 5 held by a
//     Black man on 1, or a Black man on 28 held by a White man on 32) can
//     never move until freed; a king with no empty neighbouring square
//     is immobile.
//
// Each term is computed for both colours with mirrored masks and the
// difference taken, so a position and its colour-flipped mirror (every
// piece changes colour and square s goes to 33-s, the other side to move)
// evaluate the same, term by term. Features returns the raw counts of
// every term (features.go); Evaluate is their dot product with the
// weights of weights.go, which "frontier tune" fits to game results
// (package search/tune, docs/tuning.md). Breakdown groups the weighted
// features into terms for tests and display. All of it is bitboard masks
// and popcounts with no allocation, fast enough for millions of calls a
// second.
package eval
