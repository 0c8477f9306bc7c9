// Package search is the sequential game-tree search of Frontier, after
// chapter 2 of Lu's thesis "Parallel Search of Narrow Game Trees" (1993),
// and the building block of the parallel algorithms in search/parallel.
// It is written once for every game: a Searcher is generic over a Game
// (the game's rules, board.Rules, and what a searcher needs to know of
// it), and search/eval holds one per registered game (docs/games.md).
//
// A Searcher runs negamax fail-soft Alpha-Beta (Figure 2.4) or Principal
// Variation Search (Figure 2.8, the default) on one goroutine. It orders
// moves with the transposition table's best move first, then the history
// heuristic, with killer moves breaking ties, each switchable in Options
// so that its effect can be measured (docs/sequential.md). What the searchers of one search share, the transposition
// table and the history table, lives in Shared; both are safe for
// concurrent use without locks.
//
// The tree. A node at depth <= 0 is a leaf only when it is quiet (not
// Game.Forcing): a checkers position where the side to move must capture
// is never evaluated statically; the search extends it move by move until a quiet position
// is reached (the capture extension, which in checkers resolves every
// exchange since captures are compulsory). That is the only extension,
// and it depends on the position alone, never on the search window, and
// there is no forward pruning or reduction: the tree below a node is a
// function of the position, the depth and the path (for repetitions), so
// parallel algorithms that search the same tree with other windows find
// the same minimax value. A finished game scores its result: a side with
// no legal move in checkers has lost and scores -(Win-ply), so wins are
// preferred short and losses long; Othello scores its disc margin
// (board.Final). A position that
// repeats one on the current path (including the path seeded with
// SetPath) scores Draw.
//
// Exact mode (Options.Exact) turns off transposition table cutoffs while
// keeping the table's move for ordering. Every value then is the exact
// minimax value of the tree above, whatever the table holds, which is what
// a parallel algorithm must reproduce. With cutoffs on, an entry from a
// deeper search may answer a shallower one, which is stronger but makes
// values depend on the order of the search.
//
// Statistics follow the thesis's measures: Stats.Nodes is the node count
// NC of Formula 2.2, every position visited, interior and leaf, extension
// nodes included. The branching factor is measured as in §3.10: the
// average number of legal moves at the nodes whose moves were generated,
// overall and separately at capture and non-capture nodes (2.84, 1.28 and
// 7.93 on the thesis's suite). Quiet horizon nodes, which are evaluated
// without generating moves, are leaves and do not count.
//
// Iterate is iterative deepening with aspiration windows, written once
// against the RootSearch interface that the sequential engine
// (NewSequential) and every parallel algorithm implement.
package search
