package all

import (
	"fmt"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/search/parallel"
	"frontier/search/parallel/dib"
	"frontier/search/parallel/pvsplit"
)

// seqInfo is the sequential engine, listed before the parallel
// algorithms: every speedup is measured against it.
var seqInfo = engine.Info{
	Name:    engine.Sequential,
	Summary: "the sequential engine: PVS with iterative deepening, transposition table, history and killers; the reference of every speedup",
	Paper:   pvsplit.Paper, Figure: "Figure 2.8",
	MinP: 1, MaxP: 1,
}

// alphaBetaInfo is the DIB family's sequential reference.
var alphaBetaInfo = engine.Info{
	Name:    engine.AlphaBeta,
	Summary: "plain fail-soft alpha-beta: no table, history or killers, the game's move order; the DIB family's reference (relative efficiency)",
	Paper:   dib.Paper, Figure: "§3.1 (alphabeta code, after Knuth and Moore)",
	MinP: 1, MaxP: 1,
}

// linked is the Backend of this package: the sequential engines and
// every algorithm registered with package parallel, on every game type.
type linked struct{}

func init() { engine.Register(linked{}) }

// List returns seq, the parallel algorithms in their registration
// order, then alphabeta, the DIB family's reference, after the family.
func (linked) List() []engine.Info {
	out := []engine.Info{seqInfo}
	for _, a := range parallel.Registered() {
		in := engine.Info{Name: a.Name, Summary: a.Summary, Paper: a.Paper, Figure: a.Figure, MinP: 1, MaxP: engine.MaxP, Shares: a.Shares, Starved: a.Starved}
		for _, p := range a.Params {
			in.Params = append(in.Params, engine.Param{Name: p.Name, Default: p.Default, Doc: p.Doc})
		}
		out = append(out, in)
	}
	return append(out, alphaBetaInfo)
}

// CheckParams applies s's parameters to a scratch configuration of its
// algorithm.
func (linked) CheckParams(s engine.Spec) error {
	a, ok := parallel.Lookup(s.Name)
	if !ok {
		return fmt.Errorf("unknown algorithm %q", s.Name) // checkKnown found it
	}
	_, err := a.Configure(parallel.Config{Searchers: max(s.P, 1)}, settings(s.Params))
	return err
}

// Build builds s on g through the game's type (gameTypes).
func (linked) Build(g games.Game, s engine.Spec, env engine.Env) (engine.AnyEngine, error) {
	build := builder(g)
	if build == nil {
		// TestEveryGameHasABuilder keeps this from happening.
		return nil, fmt.Errorf("%q: no engine for %s: its type is not in the list of game types (search/engine/all)", s, g.Name())
	}
	return build(s, env)
}

// settings is a spec's parameters as package parallel takes them.
func settings(in []engine.Setting) []parallel.Setting {
	out := make([]parallel.Setting, len(in))
	for i, p := range in {
		out[i] = parallel.Setting{Name: p.Name, Value: p.Value}
	}
	return out
}
