// Package session holds the state of one analysis session of the Frontier
// workstation: the game analysed (any game of the registry in
// search/engine, checkers by default), its suite (for checkers also the
// games of the 1992 match and PDN files), the current line and position,
// the engine runs on it (start, stop, configuration, simulation speed),
// their results, the side-by-side comparison of two parallel algorithms,
// and games against the engine of every game (play.go, on session/match's
// game runner). Positions are games.Position and moves are in each game's
// notation, so that everything but drawing a board is written once.
//
// It knows nothing about terminals, so the same session can be driven by
// the terminal UI (package tui) or from the command line and tests.
//
// Threading. A Session is driven from one goroutine (the UI's update
// loop): navigation and configuration methods are not safe for concurrent
// use. Each search runs on goroutines of its own; a Run is safe for
// concurrent use, and a reader learns about changes in two ways that never
// block the search:
//
//   - Run.Snapshot returns the latest published state of a parallel search
//     (searchers, split-node stack, counters, timeline) in package view's
//     types, which are all a UI needs to draw it. A UI samples it on a
//     timer at 10-20 Hz instead of receiving one message per node.
//   - Run.Wait blocks until the run's version changes (an iteration
//     completed, the sequential reference advanced, the run ended) and
//     returns the new state, iterations included. A UI calls it from a
//     command goroutine and turns the result into one message per change.
//
// Every run has an ID; a reader that started another run drops the
// results of the old one by comparing IDs. Session.Close stops every
// search goroutine and waits for them.
package session
