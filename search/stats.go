package search

import "encoding/json"

// Stats counts what a search did. Every counter is a plain integer owned
// by one Searcher (read it from the same goroutine, e.g. in the poll
// hook); Add merges the counts of several searchers or searches.
type Stats struct {
	// Nodes is the node count NC of Formula 2.2: every position visited,
	// interior and leaf, capture-extension nodes included, each once per
	// visit.
	Nodes uint64 `json:"nodes"`
	// Interior counts nodes whose legal moves were generated and
	// searched. Nodes - Interior are the leaves.
	Interior uint64 `json:"interior"`
	// Evals counts static evaluations (quiet nodes at the horizon).
	Evals uint64 `json:"evals"`
	// Terminals counts positions where the side to move had no legal
	// move (a loss).
	Terminals uint64 `json:"terminals"`
	// Repetitions counts positions scored as draws because they repeat
	// one on the current path.
	Repetitions uint64 `json:"repetitions"`
	// Extensions counts interior nodes at or below the nominal horizon:
	// the capture extension at work.
	Extensions uint64 `json:"extensions"`
	// Quiescence counts horizon nodes of a Tactical game that searched
	// noisy moves (see quiesce).
	Quiescence uint64 `json:"quiescence,omitempty"`
	// NullMoves counts passes searched by null-move pruning and
	// NullCutoffs those that ended their node (see nullMove).
	NullMoves   uint64 `json:"null_moves,omitempty"`
	NullCutoffs uint64 `json:"null_cutoffs,omitempty"`
	// Solves counts the positions handed to the game's exact endgame
	// solver (solver.go) and SolveNodes the positions it visited, which
	// Nodes includes.
	Solves     uint64 `json:"solves,omitempty"`
	SolveNodes uint64 `json:"solve_nodes,omitempty"`
	// The selective search (selective.go): moves searched reduced (LMR)
	// and those of them searched again at full depth after failing
	// high; moves and nodes pruned (futility, reverse futility, SEE,
	// delta, mate distance); check extensions; nodes ended by a
	// child's table entry (ETC) and by ProbCut; singular extensions.
	Reduced    uint64 `json:"reduced,omitempty"`
	Unreduced  uint64 `json:"unreduced,omitempty"`
	Pruned     uint64 `json:"pruned,omitempty"`
	CheckPlies uint64 `json:"check_extensions,omitempty"`
	ETCCutoffs uint64 `json:"etc_cutoffs,omitempty"`
	ProbCuts   uint64 `json:"probcuts,omitempty"`
	Singular   uint64 `json:"singular_extensions,omitempty"`

	// CaptureNodes and CaptureMoves count interior nodes where a
	// capture was compulsory and their legal moves; QuietNodes and
	// QuietMoves the same for the other interior nodes. Their ratios
	// are the branching factors of §3.10.
	CaptureNodes uint64 `json:"capture_nodes"`
	CaptureMoves uint64 `json:"capture_moves"`
	QuietNodes   uint64 `json:"quiet_nodes"`
	QuietMoves   uint64 `json:"quiet_moves"`

	// TTProbes counts transposition table look-ups, TTHits those that
	// found the position, TTCutoffs the hits that ended the node, and
	// TTStores the writes.
	TTProbes  uint64 `json:"tt_probes"`
	TTHits    uint64 `json:"tt_hits"`
	TTCutoffs uint64 `json:"tt_cutoffs"`
	TTStores  uint64 `json:"tt_stores"`

	// Cutoffs counts interior nodes that failed high (score >= beta);
	// FirstCutoffs those where the first move searched did it, a
	// measure of move ordering (near 90% in a strongly ordered tree).
	Cutoffs      uint64 `json:"cutoffs"`
	FirstCutoffs uint64 `json:"first_cutoffs"`
	// FailHighs counts PVS minimal-window searches that failed high:
	// the first move was not best after all. Researches counts those
	// that then needed a full-window re-search (the others cut off).
	FailHighs  uint64 `json:"fail_highs"`
	Researches uint64 `json:"researches"`
	// AspirationResearches counts root re-searches after the score fell
	// outside the aspiration window (set by Iterate).
	AspirationResearches uint64 `json:"aspiration_researches"`

	// MaxPly is the deepest ply reached (selective depth).
	MaxPly int `json:"max_ply"`
}

// Add adds o's counts to s (MaxPly takes the maximum).
func (s *Stats) Add(o Stats) {
	s.Nodes += o.Nodes
	s.Interior += o.Interior
	s.Evals += o.Evals
	s.Terminals += o.Terminals
	s.Repetitions += o.Repetitions
	s.Extensions += o.Extensions
	s.Quiescence += o.Quiescence
	s.NullMoves += o.NullMoves
	s.NullCutoffs += o.NullCutoffs
	s.Solves += o.Solves
	s.SolveNodes += o.SolveNodes
	s.Reduced += o.Reduced
	s.Unreduced += o.Unreduced
	s.Pruned += o.Pruned
	s.CheckPlies += o.CheckPlies
	s.ETCCutoffs += o.ETCCutoffs
	s.ProbCuts += o.ProbCuts
	s.Singular += o.Singular
	s.CaptureNodes += o.CaptureNodes
	s.CaptureMoves += o.CaptureMoves
	s.QuietNodes += o.QuietNodes
	s.QuietMoves += o.QuietMoves
	s.TTProbes += o.TTProbes
	s.TTHits += o.TTHits
	s.TTCutoffs += o.TTCutoffs
	s.TTStores += o.TTStores
	s.Cutoffs += o.Cutoffs
	s.FirstCutoffs += o.FirstCutoffs
	s.FailHighs += o.FailHighs
	s.Researches += o.Researches
	s.AspirationResearches += o.AspirationResearches
	s.MaxPly = max(s.MaxPly, o.MaxPly)
}

func ratio(a, b uint64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// BranchingFactor is the average number of legal moves at the interior
// nodes, the measure of §3.10 (2.84 on the thesis's suite).
func (s *Stats) BranchingFactor() float64 {
	return ratio(s.CaptureMoves+s.QuietMoves, s.CaptureNodes+s.QuietNodes)
}

// CaptureBranchingFactor is the average number of legal moves where a
// capture was compulsory (1.28 in the thesis).
func (s *Stats) CaptureBranchingFactor() float64 { return ratio(s.CaptureMoves, s.CaptureNodes) }

// QuietBranchingFactor is the average number of legal moves where no
// capture was possible (7.93 in the thesis).
func (s *Stats) QuietBranchingFactor() float64 { return ratio(s.QuietMoves, s.QuietNodes) }

// CaptureShare is the fraction of interior nodes that were capture
// nodes, which weighs the two branching factors into the overall one.
func (s *Stats) CaptureShare() float64 {
	return ratio(s.CaptureNodes, s.CaptureNodes+s.QuietNodes)
}

// Leaves returns the nodes that were not expanded.
func (s *Stats) Leaves() uint64 { return s.Nodes - s.Interior }

// MarshalJSON writes the counters and the derived branching factors.
func (s Stats) MarshalJSON() ([]byte, error) {
	type plain Stats
	return json.Marshal(struct {
		plain
		BF        float64 `json:"bf"`
		BFCapture float64 `json:"bf_capture"`
		BFQuiet   float64 `json:"bf_noncapture"`
	}{plain(s), s.BranchingFactor(), s.CaptureBranchingFactor(), s.QuietBranchingFactor()})
}
