// Package parallel holds the parallel search algorithms, each in its own
// file and registered by name (registry.go), and the Engine every one of
// them runs in. All run on the machine of package search/machine, real or
// simulated, with the same code.
//
// Following Kuszmaul's separation of what may run in parallel from where
// and when it runs, an algorithm is a root search written against the
// machine's threads, and the Engine around it owns the rest: the machine,
// the transposition-table generations, the move budget, the timeline and
// trace, and the accounts the panes show.
//
//   - thesis.go, controller.go, farm.go, lb.go: ParaChinook (Lu 1993):
//     PVSplit (Figure 4.1), PVFSplit (Figure 5.1) and their
//     straggler-preempting "-lb" variants (§5.3). A controller thread
//     walks the current variation itself, farms subtrees at split nodes
//     to P searcher threads that run the sequential engine of package
//     search, and combines their fail-soft results. Every child of a split
//     node carries the bounds its searches have proved so far; a child is
//     settled when its bounds show it cannot matter or give its exact
//     value, which lets minimal-window searches, full-window re-searches,
//     restarts with a better window, heuristic windows of frontier
//     splitting and preempted searches all share one piece of
//     bookkeeping.
//   - lazysmp.go: Stockfish's Lazy SMP, the shortest algorithm and the
//     worked example of docs/parallel.md.
package parallel
