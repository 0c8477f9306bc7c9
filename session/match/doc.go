// Package match plays games of any game of the registry (search/engine)
// between engines, or between an engine and a person, and runs
// engine-vs-engine matches: over the ACF three-move ballots for
// checkers, from the game's suite (or book) positions for the others.
//
// It serves two callers. The "frontier match" command runs a Match and
// prints a line per finished game; the workstation's play mode plays one
// game at a time against the engine, the person's side fed by the UI.
// Both play on a Live, the one game runner: it checks every move, runs
// the clocks (MoveBudget gives each engine move its share), applies the
// rules and writes the record, so that a game in play mode and a game of
// a match cannot drift apart. PlayGame drives a Live with
// Movers on one goroutine (a Human is a Mover that a UI feeds with
// moves); play mode steps a Live itself from its event loop, the engine
// thinking in a session run that its panes show. Match callers see the
// same events (MoveEvent after every move, GameReport after every game),
// delivered synchronously on the goroutine that plays the game.
//
// Why the pieces are shaped as they are:
//
//   - Every side is a Mover. An Engine searches; a Human waits for the UI.
//     The game runner only asks for moves, checks them and applies the
//     game's rules, so it cannot tell the two apart.
//   - Each Engine has its own transposition and history tables: two
//     engines sharing a table would share knowledge, and the match would
//     measure neither. The tables are cleared before every game so that a
//     game does not depend on the games before it.
//   - Time comes in two kinds. On the real executor a move gets wall-clock
//     time (fixed per move, or a game clock with increment). In the
//     simulator wall time would make the result depend on the machine, so a
//     move gets a budget of virtual time units instead: the parallel
//     engine's executor time (parallel.Engine.SetMoveTime) or, for the
//     sequential engine, the same number of nodes (one unit is one node in
//     the simulator's default cost model). A simulated match is therefore
//     a pure function of its configuration: played twice, it writes the
//     same records.
//   - A match plays each opening twice with the colours swapped, so that
//     an opening that favours one colour favours both players equally.
//   - The match's file is rewritten atomically (temporary file and rename)
//     after every game: an interrupted match loses at most the game in
//     progress, and a reader never sees half a file.
//   - Checkers is a game like the others: one path (Live, Engine,
//     prepareMove, scores and Elo, the order of openings, the atomic
//     file) plays every game on erased positions and moves in the game's
//     notation. What a game has of its own is a gameKit (gamekit.go):
//     checkers' openings are ballots (move sequences played before the
//     movers take over, tagged Ballot) and its record is written as PDN
//     (CheckersGame), chess's as PGN (ChessPGN); the other games write a
//     Record's text, an opening being a position of the game's suite.
//     A game of checkers ends on its history (the 40-move rule,
//     repetition), chess on repetition as well, the others where
//     Position.Outcome says: Live applies the kit's rules, and reads a
//     person's checkers move by the kit too. Checkers' endgame database
//     is its engine's (engine.Env.Egdb).
package match
