// Package engine is the one place engines are built: it reads a spec such
// as "pvfsplit-lb:16,quorum=0.25", checks it against the list of engines
// (the sequential engine, "seq", and every parallel algorithm registered
// with package parallel), and returns an engine that runs whole searches
// on a game (BuildGame). Command lines, experiments, sessions, matches and
// the workstation all build their engines here, so the rules (which names
// exist, how many searchers are allowed, which parameters an algorithm
// takes) are written once.
//
// The package imports no algorithm: the engines are made by the backend
// that package search/engine/all links and registers (backend.go), so
// that a session or a pane can name, check and run engines without
// depending on the algorithms' code.
package engine

import (
	"fmt"

	"frontier/search"
	"frontier/search/account"
)

// Controls is what every engine, typed or erased (AnyEngine), offers
// besides searching.
type Controls interface {
	// Spec is the engine's spec with P filled in.
	Spec() Spec
	// Simulated reports whether the searchers run on the simulated
	// machine (never for seq).
	Simulated() bool
	// SetPath sets the keys of the game positions before the root, oldest
	// first, for repetition detection.
	SetPath(keys []uint64)
	// SetMoveTime gives every following search a budget of machine time
	// (virtual units on the simulator, nanoseconds on the real machine),
	// counted from the next StartMove; 0 removes it. The sequential
	// engine has no machine clock: bound it with search.Limits instead,
	// and its Now is always 0.
	SetMoveTime(budget account.Time)
	StartMove()
	Now() account.Time
	// Report is the parallel engine's account since it started; ok is
	// false for the sequential engine, which has none.
	Report() (st account.RunStats, ok bool)
	// Trace is what the machine recorded, as a Chrome trace, when the
	// engine was built with Env.Record; ok is false for the sequential
	// engine, which runs on no machine.
	Trace() (tr account.Trace, ok bool)
	Close()
}

// Env is what an engine needs besides its spec: its tables, the options
// of its searchers' sequential search, and the machine it runs on.
type Env struct {
	// Shared holds the transposition and history tables (required).
	Shared *search.Shared
	// Options configure every searcher's search; start from
	// search.DefaultOptions.
	Options search.Options
	// Sim runs a parallel engine on the simulated machine; the
	// sequential engine always runs on this one.
	Sim bool
	// Costs is the simulator's cost model (account.DefaultCosts if
	// zero).
	Costs account.Costs
	// Pace, for the simulator, is called with the virtual time as it
	// advances, so a UI can throttle or pause it.
	Pace func(account.Time)
	// Monitor, if not nil, receives snapshots of a parallel search for a
	// live display.
	Monitor *account.Monitor
	// Record keeps every state change of every thread, for Trace, up to
	// MaxSpans spans (0: the machine's default).
	Record   bool
	MaxSpans int
	// Egdb chooses the checkers endgame database: EgdbAuto (the user's
	// cache directory, when a database is there), EgdbOff, or a
	// directory; see Database. Other games ignore it.
	Egdb string
}

// Check checks a spec as BuildGame will, P included: for a spec built by
// hand, or one whose P came from a caller's default. The error quotes
// the spec.
func (s Spec) Check() error {
	if err := checkSpec(s); err != nil {
		return fmt.Errorf("%q: %w", s, err)
	}
	return nil
}

// checkSpec checks a spec built by hand as Parse checks text.
func checkSpec(s Spec) error {
	if err := checkName(s); err != nil {
		return err
	}
	return checkParams(s)
}

// checkName checks s's name and P.
func checkName(s Spec) error {
	if err := checkKnown(s.Name); err != nil {
		return err
	}
	return checkP(s.Name, s.P)
}
