// Package match plays games of checkers between engines, or between an
// engine and a person, and runs engine-vs-engine matches over the ACF
// three-move ballots; and it runs the same matches on every other game
// of the registry (search/engine), from the game's suite positions.
//
// It serves two callers. The "frontier match" command runs a Match and
// prints a line per finished game; the workstation's play mode plays one
// game at a time against the engine, the person's side fed by the UI.
// Both play on a Live, the one game runner: it checks every move, runs
// the clocks (MoveBudget gives each engine move its share), applies the
// rules and writes the record, so that a game in play mode and a game of
// a match cannot drift apart. PlayGame and PlayAnyGame drive a Live with
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
//     rules of board.OutcomeOf, so it cannot tell the two apart.
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
//     same PDN.
//   - A match plays each opening twice with the colours swapped, so that
//     an opening that favours one colour favours both players equally.
//   - The PDN file is rewritten atomically (temporary file and rename)
//     after every game: an interrupted match loses at most the game in
//     progress, and a reader never sees half a file.
//   - Checkers and the other games share one path (Live, AnyEngine,
//     prepareMove, scores and Elo, the order of openings, the atomic
//     file); checkers keeps typed wrappers (Run, PlayGame, Engine, Human
//     on checkers.Position and checkers.Move) because its openings are
//     move sequences (ballots), its record is PDN (CheckersGame) and
//     callers that draw a board need those types. A game of checkers
//     ends on its history (the 40-move rule, repetition), the others
//     where Position.Outcome says; Live knows both. The other games are
//     recorded as plain text (Record), an opening being a position of
//     the game's suite.
package match
