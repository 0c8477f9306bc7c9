package engine

import (
	"frontier/search/parallel"
	"frontier/search/parallel/dib"
	"frontier/search/parallel/pvsplit"
)

// Info describes an engine that can be chosen by name: what pickers,
// help texts and "frontier algos" show.
type Info struct {
	Name    string
	Summary string
	Paper   string
	Figure  string
	// MinP and MaxP bound the number of searchers.
	MinP, MaxP int
	Params     []parallel.Param
}

// seqInfo is the sequential engine, listed before the parallel
// algorithms: every speedup is measured against it.
var seqInfo = Info{
	Name:    Sequential,
	Summary: "the sequential engine: PVS with iterative deepening, transposition table, history and killers; the reference of every speedup",
	Paper:   pvsplit.Paper, Figure: "Figure 2.8",
	MinP: 1, MaxP: 1,
}

// alphaBetaInfo is the DIB family's sequential reference.
var alphaBetaInfo = Info{
	Name:    AlphaBeta,
	Summary: "plain fail-soft alpha-beta: no table, history or killers, the game's move order; the DIB family's reference (relative efficiency)",
	Paper:   dib.Paper, Figure: "§3.1 (alphabeta code, after Knuth and Moore)",
	MinP: 1, MaxP: 1,
}

// List returns every engine in listing order: seq, the parallel
// algorithms in their registration order, then alphabeta, the DIB
// family's reference, after the family.
func List() []Info {
	out := []Info{seqInfo}
	for _, a := range parallel.Registered() {
		out = append(out, Info{Name: a.Name, Summary: a.Summary, Paper: a.Paper, Figure: a.Figure,
			MinP: 1, MaxP: MaxP, Params: a.Params})
	}
	return append(out, alphaBetaInfo)
}

// Names returns the names of List.
func Names() []string {
	names := append([]string{Sequential}, parallel.RegisteredNames()...)
	return append(names, AlphaBeta)
}

// ParallelNames returns the names of the parallel algorithms only, for a
// picker that needs several searchers (the compare view).
func ParallelNames() []string { return parallel.RegisteredNames() }

// Lookup returns the Info of the engine called name.
func Lookup(name string) (Info, bool) {
	for _, in := range List() {
		if in.Name == name {
			return in, true
		}
	}
	return Info{}, false
}
