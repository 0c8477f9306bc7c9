package experiment

import (
	"fmt"

	"frontier/search/engine"
	"frontier/search/games"
)

// The narrow-wide experiment (issue "Narrow versus wide"): every parallel
// algorithm at P = 1, 2, 4, ... 64 searchers in the simulator, on the
// suites of games whose trees are narrow (checkers, and synthetic trees
// shaped like its bimodal branching) and wide (Othello, tic-tac-toe 4×4,
// synthetic trees with 2 to 40 moves a node). Lu's thesis predicts that
// the algorithms that split only at the principal variation starve on
// narrow trees (§3.10, chapter 5) and do better as the tree widens.

// Workload is one panel of the experiment: positions of one game, all
// searched to one depth, chosen so that the sequential searches of every
// workload take comparable work.
type Workload struct {
	// Name labels the panel and the rows: the game's name, or for
	// synthetic trees their shape ("synthetic b=8").
	Name string `json:"name"`
	// Game is the registered game.
	Game string `json:"game"`
	// Depth is the nominal search depth.
	Depth int `json:"depth"`
	// Positions are the IDs of the game's suite positions used, or for
	// synthetic trees their position texts.
	Positions []string `json:"positions"`
	// Suite names the game's suite the positions come from when it is
	// not the game's own (chess: kaufman).
	Suite string `json:"suite,omitempty"`
}

// NarrowWideAlgorithms returns the registered parallel algorithms: the
// experiment runs every one of them.
func NarrowWideAlgorithms() []string {
	var out []string
	for _, in := range engine.List() {
		if !engine.IsSequential(in.Name) {
			out = append(out, in.Name)
		}
	}
	return out
}

// NarrowWideSearchers are the searcher counts of the experiment.
var NarrowWideSearchers = []int{1, 2, 4, 8, 16, 32, 64}

// syntheticShapes are the synthetic trees of the experiment: uniform
// branching from 2 to 40 and the bimodal shape of checkers (capture
// nodes 76.5% of the time with 1.28 moves, else 7.93: the thesis's
// §3.10 figures, mean 2.84), each at a depth that gives a sequential
// search of a few hundred thousand nodes with 90% of best moves first.
var syntheticShapes = []struct {
	name, branch string
	depth        int
}{
	{"synthetic b=2", "2", 28},
	{"synthetic b=4", "4", 16},
	{"synthetic b=8", "8", 11},
	{"synthetic b=16", "16", 8},
	{"synthetic b=32", "32", 7},
	{"synthetic b=40", "40", 6},
	{"synthetic checkers-like", "bimodal:0.765:1.28:7.93", 26},
}

// NarrowWideWorkloads returns the experiment's workloads. quick gives a
// small version (two positions a workload, shallow) for tests and a
// first look.
func NarrowWideWorkloads(quick bool) ([]Workload, error) {
	type gameSpec struct {
		game      string
		depth     int
		positions int
	}
	specs := []gameSpec{{"checkers", 13, 20}, {"othello", 9, 10}, {"othello6", 13, 10}, {"tictactoe4", 11, 6}}
	seeds := 3
	if quick {
		specs = []gameSpec{{"checkers", 7, 2}, {"othello", 4, 2}, {"othello6", 5, 2}, {"tictactoe4", 5, 2}}
		seeds = 1
	}
	var out []Workload
	for _, gs := range specs {
		g, err := games.GameByName(gs.game)
		if err != nil {
			return nil, err
		}
		suite, err := g.Suite()
		if err != nil {
			return nil, err
		}
		w := Workload{Name: gs.game, Game: gs.game, Depth: gs.depth}
		for _, sp := range suite[:min(gs.positions, len(suite))] {
			w.Positions = append(w.Positions, sp.ID)
		}
		out = append(out, w)
	}
	for _, s := range syntheticShapes {
		depth := s.depth
		if quick {
			depth = max(3, depth/3)
		}
		w := Workload{Name: s.name, Game: "synthetic", Depth: depth}
		for seed := 1; seed <= seeds; seed++ {
			w.Positions = append(w.Positions, fmt.Sprintf("b=%s,depth=%d,q=0.9,seed=%d", s.branch, depth, seed))
		}
		out = append(out, w)
	}
	return out, nil
}

// Resolve finds the positions of w.
func (w Workload) Resolve() ([]Position, error) {
	g, err := games.GameByName(w.Game)
	if err != nil {
		return nil, fmt.Errorf("workload %s: %w", w.Name, err)
	}
	var suite map[string]games.Position
	if w.Game != "synthetic" {
		ps, err := g.NamedSuite(w.Suite)
		if err != nil {
			return nil, fmt.Errorf("workload %s: %w", w.Name, err)
		}
		suite = map[string]games.Position{}
		for _, sp := range ps {
			suite[sp.ID] = sp.Pos
		}
	}
	out := make([]Position, 0, len(w.Positions))
	for _, id := range w.Positions {
		if suite != nil {
			p, ok := suite[id]
			if !ok {
				return nil, fmt.Errorf("workload %s: no suite position %q", w.Name, id)
			}
			out = append(out, Position{ID: id, Pos: p, Workload: w.Name})
			continue
		}
		p, err := g.ParsePosition(id)
		if err != nil {
			return nil, fmt.Errorf("workload %s: %w", w.Name, err)
		}
		out = append(out, Position{ID: id, Pos: p, Workload: w.Name})
	}
	return out, nil
}

// WorkloadSummary is one line of the experiment's result: an algorithm
// at P searchers on a workload, averaged over its positions.
type WorkloadSummary struct {
	Workload string `json:"workload"`
	Summary
	// BranchingFactor is the workload's measured branching factor (the
	// sequential searches'), the x of the narrow-wide comparison.
	BranchingFactor float64 `json:"bf"`
	// SeqNodes is the mean node count of the sequential searches.
	SeqNodes float64 `json:"seq_nodes"`
}

// SummarizeWorkloads groups related rows (sequential and parallel) by
// workload and summarises each workload's parallel rows, in the order the
// workloads come in rows.
func SummarizeWorkloads(rows []Row) []WorkloadSummary {
	order, byName := GroupInOrder(rows, func(r Row) string { return r.Game })
	var out []WorkloadSummary
	for _, name := range order {
		rs := byName[name]
		var bf, nodes []float64
		for _, r := range rs {
			if r.Algo == "seq" {
				bf = append(bf, r.BranchingFactor)
				nodes = append(nodes, float64(r.Nodes))
			}
		}
		mbf, _ := meanSD(bf)
		mn, _ := meanSD(nodes)
		for _, s := range Summarize(rs) {
			out = append(out, WorkloadSummary{Workload: name, Summary: s, BranchingFactor: mbf, SeqNodes: mn})
		}
	}
	return out
}
