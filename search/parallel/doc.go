// Package parallel is the small core every parallel search algorithm
// runs in: the Engine, the registry, the root-search skeleton, the node
// helpers the algorithms share, their statistics and the monitor the
// panes read. The algorithms themselves live in one package per family,
// each registering its algorithms with their options:
//
//   - pvsplit: ParaChinook (Lu 1993), PVSplit (Figure 4.1), PVFSplit
//     (Figure 5.1) and their straggler-preempting "-lb" variants (§5.3),
//     a controller farming subtrees to P searchers;
//   - ybwc: the Young Brothers Wait Concept with helpful masters (split
//     point, balancer, worker), and Dynamic PVSplit as a policy of it;
//   - abdada: Weill's ABDADA (1996, Figures 1-2);
//   - lazysmp: Stockfish's Lazy SMP, the shortest algorithm and the
//     worked example of docs/parallel.md;
//   - jamboree: Kuszmaul's Jamboree search (1995, Figure 2) on a
//     work-stealing scheduler;
//   - dib: Rezaie and Finkel's comparison on a DIB work-request
//     scheduler: delay splitting, MWF, DMWF, tree splitting and ER.
//
// All run on the machine of package search/machine, real or simulated,
// with the same code. Following Kuszmaul's separation of what may run in
// parallel from where and when it runs, an algorithm is a root search
// written against the machine's threads (RootAlgorithm), and the Engine
// around it owns the rest: the machine, the transposition-table
// generations, the move budget, the timeline and trace, and the accounts
// the panes show. Package search/engine builds every engine (New, with
// all.Family); see New for why the constructor is an argument.
//
// The core's files: engine.go (Config, Engine, RootAlgorithm, New),
// registry.go and params.go (Algorithm, Param, Register, Configure, and
// the parsers the families' parameters share), team.go (the skeleton of
// a root search on P threads, each with its own sequential searcher),
// meter.go (a searcher's nodes charged on the machine), node.go
// (NodeKind, Repeats, StoreNode), types.go and stats.go (what a run
// reports), workspan.go (work and critical path), monitor.go (snapshots
// for a live display).
package parallel
