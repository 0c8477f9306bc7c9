package experiment

import (
	"context"
	"fmt"

	"frontier/search"
	"frontier/search/engine"
)

// The branching-factor experiment puts a number on the thesis's premise
// (Lu 1993, §3.10 and Figure 3.2): chess trees are wide, "about 35" moves
// a node on the Bratko-Kopec suite, checkers trees narrow, 2.84 on the
// Tinsley-Chinook suite (1.28 at capture nodes, 7.93 elsewhere). The
// thesis's 2.84 is a measured quantity: the average number of legal
// moves at the interior nodes of Chinook's searches. We measure the same
// average in our sequential engine's searches of both suites, split the
// way the thesis splits it (nodes where the side to move is forced:
// a compulsory capture in checkers, check in chess; and the others), and
// beside it the root's legal moves and the effective branching factor
// nodes(d)/nodes(d-1) of iterative deepening.

// Branching is one position's sequential search to a depth: its legal
// moves at the root and the counters of its interior nodes.
type Branching struct {
	Workload  string `json:"workload"`
	Position  string `json:"position"`
	Depth     int    `json:"depth"`
	RootMoves int    `json:"root_moves"`
	// Nodes are all the search's nodes; Interior those whose moves were
	// generated, of which Extensions lay at or below the horizon (check
	// evasions in chess's quiescence, captures in checkers').
	Nodes      uint64 `json:"nodes"`
	Interior   uint64 `json:"interior"`
	Extensions uint64 `json:"extensions"`
	// Quiescence counts horizon nodes that searched noisy moves (chess
	// captures and promotions); their moves are not legal-move counts
	// and stay out of the branching factor, as Chinook's evaluation
	// nodes do.
	Quiescence uint64 `json:"quiescence"`
	// Forced* are the interior nodes where the side to move was forced
	// (checkers: a capture compulsory; chess: in check) and their legal
	// moves; Free* the others.
	ForcedNodes uint64 `json:"forced_nodes"`
	ForcedMoves uint64 `json:"forced_moves"`
	FreeNodes   uint64 `json:"free_nodes"`
	FreeMoves   uint64 `json:"free_moves"`
	// IterationNodes[d-1] is the nodes of iteration d alone.
	IterationNodes []uint64 `json:"iteration_nodes"`
}

// Validate reports whether the row holds a search (a shard's result
// read back).
func (b *Branching) Validate() error {
	switch {
	case b.Workload == "" || b.Position == "":
		return fmt.Errorf("no workload or position")
	case b.Depth < 1:
		return fmt.Errorf("depth %d", b.Depth)
	case b.Nodes == 0:
		return fmt.Errorf("no nodes")
	}
	return nil
}

// MeasureBranching searches p with the sequential engine to depth, one
// ply an iteration, from a cleared table of hashMiB and counts its
// branching.
func MeasureBranching(ctx context.Context, w Workload, p Position, hashMiB int) (Branching, error) {
	sh, err := search.NewShared(hashMiB)
	if err != nil {
		return Branching{}, err
	}
	e, err := engine.BuildGame(p.Pos.Game(), engine.Spec{Name: engine.Sequential, P: 1}, engine.Env{Shared: sh, Options: search.DefaultOptions(), Egdb: engine.EgdbOff})
	if err != nil {
		return Branching{}, err
	}
	defer e.Close()
	// Every depth is an iteration (the engine's default steps by two
	// plies, Chinook's way), so that nodes(d)/nodes(d-1) is measured.
	res, err := e.Search(ctx, p.Pos, search.Limits{Depth: w.Depth, Step: 1}, nil)
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return Branching{}, fmt.Errorf("branching of %s: %w", p.ID, err)
	}
	st := res.Stats
	b := Branching{Workload: w.Name, Position: p.ID, Depth: res.Depth, RootMoves: len(p.Pos.Moves()),
		Nodes: st.Nodes, Interior: st.Interior, Extensions: st.Extensions, Quiescence: st.Quiescence,
		ForcedNodes: st.CaptureNodes, ForcedMoves: st.CaptureMoves, FreeNodes: st.QuietNodes, FreeMoves: st.QuietMoves}
	for _, it := range res.Iterations {
		b.IterationNodes = append(b.IterationNodes, it.Nodes)
	}
	return b, nil
}

// BranchingSummary is a workload's branching: ratios of totals over its
// positions (each interior node weighs the same, as in the thesis's
// average) and the mean root moves.
type BranchingSummary struct {
	Workload  string  `json:"workload"`
	Positions int     `json:"positions"`
	Depth     int     `json:"depth"`
	RootMoves float64 `json:"root_moves"`
	// BF is the average number of legal moves at the interior nodes;
	// ForcedBF and FreeBF split it, weighed by ForcedShare.
	BF          float64 `json:"bf"`
	ForcedBF    float64 `json:"forced_bf"`
	FreeBF      float64 `json:"free_bf"`
	ForcedShare float64 `json:"forced_share"`
	// ExtensionShare is the share of interior nodes at or below the
	// horizon; QuiescenceShare the share of all nodes that were
	// quiescence nodes with noisy moves.
	ExtensionShare  float64 `json:"extension_share"`
	QuiescenceShare float64 `json:"quiescence_share"`
	// Nodes is the mean nodes of a search; EBF[d-2] is the effective
	// branching factor at depth d, the total nodes of iteration d over
	// those of d-1 (summed over the positions that completed every
	// iteration: EBFPositions of them).
	EBFPositions int       `json:"ebf_positions"`
	Nodes        float64   `json:"nodes"`
	EBF          []float64 `json:"ebf"`
}

// SummarizeBranching sums one workload's rows.
func SummarizeBranching(rows []Branching) BranchingSummary {
	var s BranchingSummary
	var t Branching
	var roots int
	var iters []uint64
	for _, r := range rows {
		s.Workload, s.Depth = r.Workload, max(s.Depth, r.Depth)
		s.Positions++
		roots += r.RootMoves
		t.Nodes += r.Nodes
		t.Interior += r.Interior
		t.Extensions += r.Extensions
		t.Quiescence += r.Quiescence
		t.ForcedNodes += r.ForcedNodes
		t.ForcedMoves += r.ForcedMoves
		t.FreeNodes += r.FreeNodes
		t.FreeMoves += r.FreeMoves
	}
	// The effective branching factor counts the positions that completed
	// every iteration (a mate found early ends a search).
	for _, r := range rows {
		if len(r.IterationNodes) != s.Depth {
			continue
		}
		s.EBFPositions++
		for d, n := range r.IterationNodes {
			if d == len(iters) {
				iters = append(iters, 0)
			}
			iters[d] += n
		}
	}
	if s.Positions == 0 {
		return s
	}
	s.RootMoves = float64(roots) / float64(s.Positions)
	s.BF = ratio(t.ForcedMoves+t.FreeMoves, t.ForcedNodes+t.FreeNodes)
	s.ForcedBF = ratio(t.ForcedMoves, t.ForcedNodes)
	s.FreeBF = ratio(t.FreeMoves, t.FreeNodes)
	s.ForcedShare = ratio(t.ForcedNodes, t.ForcedNodes+t.FreeNodes)
	s.ExtensionShare = ratio(t.Extensions, t.Interior)
	s.QuiescenceShare = ratio(t.Quiescence, t.Nodes)
	s.Nodes = float64(t.Nodes) / float64(s.Positions)
	for d := 1; d < len(iters); d++ {
		s.EBF = append(s.EBF, ratio(iters[d], iters[d-1]))
	}
	return s
}

func ratio(a, b uint64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
