// Package parallel holds the parallel search algorithms of ParaChinook
// (Lu 1993): PVSplit, PVFSplit and their straggler-preempting "-lb"
// variants, and the two executors they run on.
//
// Following Kuszmaul's separation of what may run in parallel from where
// and when it runs, each algorithm is written once, as a controller that
// talks to an Executor:
//
//   - RealExecutor runs one goroutine per searcher on the machine's cores
//     and measures wall-clock time;
//   - SimExecutor is a deterministic discrete-event simulator of P virtual
//     searchers: virtual time advances by a cost per node, exactly one
//     searcher runs at a time, and every result is a pure function of the
//     position, the algorithm, P and the costs.
//
// The controller follows Figures 4.1 and 5.1 of the thesis: it walks the
// current variation itself, farms subtrees at split nodes to idle
// searchers (which run the sequential engine of package search), and
// combines their fail-soft results. Every child of a split node carries
// the bounds its searches have proved so far; a child is settled when its
// bounds show it cannot matter or give its exact value, which lets
// minimal-window searches, full-window re-searches, restarts with a better
// window, heuristic windows of frontier splitting and preempted searches
// all share one piece of bookkeeping.
package parallel
