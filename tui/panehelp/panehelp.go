// Package panehelp holds the help page of each pane of the
// workstation, for ? on the focused pane: what the pane shows, its
// columns and counters, and a short glossary of the parallel-search
// terms it uses, each citing the section of Lu's thesis (Parallel
// Search of Narrow Game Trees, 1993) that defines it, for a reader who
// has not read the thesis.
package panehelp

import "strings"

// Page is one pane's help: its title and its paragraphs.
type Page struct {
	Title string
	Text  []string
}

// String is the page as text, paragraphs apart.
func (p Page) String() string { return strings.Join(p.Text, "\n\n") }

// pages are the panes' pages by the pane's name (tui's paneNames).
var pages = map[string]Page{
	"iterations": {"Iterations", []string{
		"What the engine found, one row per iteration of iterative deepening (thesis §2.3): each iteration searches the position again one step deeper, its best move tried first the next time.",
		"Above the table: the last iteration's principal variation (PV), the line both sides are expected to play (§2.1), numbered as the game's moves; i steps through it on the board, enter adds it to the game. With N (the sequential engine) the best 1-5 moves, each with its line.",
		"Columns: d the depth in plies (half-moves); score from the side named above (V changes it), 100 a man in checkers, a pawn in chess, a disc in Othello, win7 a forced win in 7 plies, #3 a chess mate in 3 moves; principal variation; nodes searched by that iteration; wall the wall-clock time it took, in the simulator too (its own time, in units, is in Overheads); n/s nodes per wall-clock second.",
		"Only odd depths: the engine deepens 2 plies a step (1, 3, 5 …), as the thesis searched 15, 17 and 19 plies (§4.2). An iteration of even depth ends on the other side's move, and scores swing between odd and even depths; steps of two keep consecutive scores comparable.",
		"Glossary. Alpha-beta (§2.2): minimax search that skips moves proven unable to change the result. Principal variation search (§2.6): the first move with the full window, the others with a minimal one, searched again (a re-search) when they turn out better.",
	}},
	"searchers": {"Searchers", []string{
		"One bar per searcher of the parallel search (a searcher is a processor of the thesis, a goroutine here; P of them), its recent history left to right, the newest on the right; v switches to the timeline of the whole run, z/Z zoom, </> scroll, x saves it as a Chrome trace.",
		"█ working: searching nodes. ▒ waiting: idle at a split node until the other searchers' subtrees come back — synchronization overhead (§3.3); the last ones back are the stragglers (§5.3). ░ starved: idle with nothing to take, the split nodes having fewer moves left than idle searchers (§4.3). ▚ interrupted: its subtree was cut off, a sibling having made it useless (a cutoff, §2.2).",
		"Columns: the searcher (S01 …, or groups when they do not fit), its activity, now what it does at this moment (work, wait, strv, intr), nodes its share of the nodes searched so far, subtree the moves from the split node to the subtree it is on.",
		"The sentence under the bars says what the picture shows now. Starvation is the thesis's subject: checkers trees are narrow (§3.10: a few moves a node, fewer than 2 at a capture, against 35-40 in chess), so PVSplit, which splits only the nodes of the principal variation, one at a time (§3.5, §4.1), starves its searchers (§4.3, Figure 4.5); PVFSplit also splits at the frontier below the PV (§5.1), and PVFSplit-LB preempts stragglers to feed the idle (§5.3).",
		"Idle time is the share of the searchers' time spent starved or waiting (§4.2); Overheads has it summed, and c compares two algorithms side by side.",
	}},
	"stack": {"Split-node stack", []string{
		"The current variation of the parallel search, root first: the nodes between the root and the deepest split node, as ParaChinook's PVSplit keeps them (§4.1, Figure 4.1).",
		"Columns: ply below the root; move leading to the node; type PV, CUT or ALL (§2.5, Figure 2.7); window (α,β) the bounds the node is searched with (§2.2, §2.4); done the moves whose subtrees are settled, of all; out subtrees being searched by searchers now; left moves not yet handed out; note ◆split when the node has given work to searchers.",
		"PV node: a node of the principal variation, searched with the full window; its first move is searched first and alone. CUT node: one good move refutes it (a cutoff) and its other moves need no search; ALL node: every move must be searched, which is where work can be shared without waste (§2.5).",
		"Window: a node's value matters only between α and β; (-55,-54), a window of width one, is a minimal (null) window (§2.6): it only asks whether the value is above -55. A split node (§3.2) is one whose moves are searched in parallel by several searchers; left counts what the idle could still be given.",
	}},
	"overheads": {"Overheads", []string{
		"The thesis's measures of the current run (§3.1, §3.3, §4.2), as of its latest iteration, with small charts by iteration.",
		"nodes and n/s: nodes searched, and per wall-clock second. time: the run's time to the depth shown: in the simulator its own time, u sim (one unit is about one node's work of a searcher; 7000 u are about a second of the thesis's 1992 machine), on real cores the wall clock.",
		"speedup: the sequential engine's time to the same depth divided by this run's (§3.1, Formula 3.1), measured on a sequential reference searched alongside; eff the efficiency, speedup ÷ P (Formula 3.2). overhead: search overhead, nodes ÷ the sequential engine's nodes − 1 (Formula 3.3): work done twice or done in vain.",
		"idle: the searchers' share of time without work, st starved (no work to take, §4.3) and wt waiting at a synchronization point (§3.3). splits: split nodes made (§3.2); farmed: subtrees handed to searchers (FarmWork, Figure 4.1). re-search: subtrees searched again after a minimal window failed high (§2.6); restart: searches started again with a better bound. interrupt: searches cut off before their end; preempt: stragglers whose work was split again for the idle (§5.3).",
		"On real cores these are wall-clock measures on a shared machine: other programs' load moves them, and an efficiency above 100% is the load slowing the reference, not a gain. The simulator is deterministic and shows what 16 or 512 searchers do on a 2-core machine.",
	}},
	"controls": {"Controls", []string{
		"The next run's configuration, each row with its keys; a click on a row changes it. algorithm (a A): seq, the sequential engine, or a parallel algorithm (frontier algos lists them with their papers). searchers (+ -): P, doubled or halved. executor (e): simulated (the deterministic simulator, virtual time) or real goroutines on this machine; more real searchers than CPUs take turns, and their timings then measure the scheduler.",
		"depth (d D) and time (t T): when the run stops, none for infinite analysis; in the simulator the time is virtual (of 1992). speed ([ ] space .): how fast the simulator runs for the eye, paused and stepped. hash: the transposition table.",
		"r runs (and the analysis then follows the board until s), s stops, c runs the compare view (M chooses the pair). In a game against the engine this pane shows your opponent instead: its engine, level, time and handicap.",
	}},
	"compare": {"Compare view", []string{
		"Two parallel algorithms, A on the left and B on the right, search the same position with the same searchers, side by side: in the simulator at once, on real cores one after the other so that neither measures the other's load. c opens and leaves it, M chooses the pair and P (presets first: the thesis's PVSplit against PVFSplit), a and b change A's and B's algorithm, w swaps them, r runs again.",
		"Each side: its searchers' bars (working █, waiting ▒, starved ░, interrupted ▚: the Searchers pane's page says what they mean, §3.3, §4.3, §5.3), its split-node stack (§4.1), and its counters at the depth both have reached, then what it does now.",
		"The summary under them compares the two at the deepest depth both completed, from the same moment, so that the figures cannot contradict each other: speedup over the sequential engine searched alongside (§3.1), search overhead (§3.3), idle time split into starved and waiting (§4.2), and which side wins each.",
		"The thesis's demonstration is the first preset: PVSplit starves on narrow checkers trees (§4.3, Figure 4.5), frontier splitting gives its idle searchers the frontier below the PV (§5.1, Figure 5.4). The simulator is deterministic: [ ] space . only pace it for the eye.",
	}},
	"games": {"Games", []string{
		"What the session can open: the suite's test positions (the thesis's 20 checkers positions of the 1992 match, §4.2 and Appendix B), then the games, then games read from files (o) or pasted (p). / filters from any pane, enter opens, home and end go to the game's ends.",
		"Under the list, the selected entry in full: for a test position the move played in the match and Chinook's own sequential search (depth, score, nodes), from the thesis's Table C.1.",
	}},
	"moves": {"Moves", []string{
		"The game as a tree: the main line, with variations in parentheses, comments in braces and judgements (! ? !! ?? !? ?!) and position signs (+= +- =) after moves. ( enters the variation of the next move, ) leaves it, J K switch between a move's alternatives, U promotes a variation, del deletes it, ; comments, ! judges.",
		"A move played that is not the game's next starts a variation; enter on a stepped PV (i) adds the engine's line. W saves the game with its variations (PDN, chess PGN); q asks before unsaved work is lost.",
		"B checks the whole game: an evaluation graph under the moves, the ?? ? ?! marks, and per side an accuracy (lichess's formula, docs/analysis.md).",
	}},
}

// For returns the page of the pane named name, ok false if it has none.
func For(name string) (Page, bool) {
	p, ok := pages[name]
	return p, ok
}
