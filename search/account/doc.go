// Package account is the bookkeeping of a search run, in the terms both
// the machine that runs it and the panes that show it use: machine time
// (Time), what each thread is doing (State), what operations cost (the
// simulator's cost model, Costs, contention included), the record of
// states over time (Span, Timeline, Trace and its Chrome trace file),
// and what a parallel search reports about itself (Snapshot, carried by
// a Monitor; RunStats, Comparison, WorkSpan).
//
// It sits below search/machine and search/parallel and imports neither,
// so that a session, a report or a pane can read a run's account without
// linking the machine or any algorithm.
package account
