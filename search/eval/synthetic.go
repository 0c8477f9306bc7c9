package eval

import "frontier/board/synthetic"

// Synthetic is a synthetic tree as a search.Game: its static value is the
// node's true value plus the tree's noise (synthetic.Position.Value), and
// its leaves are finished games worth their true value.
type Synthetic struct{ synthetic.Rules }

// Evaluate returns the node's noisy value, or its exact value at a leaf.
func (Synthetic) Evaluate(p *synthetic.Position) (int, bool) {
	return p.Value(), p.Terminal()
}

func (Synthetic) Forcing(*synthetic.Position) bool                      { return false }
func (Synthetic) Irreversible(*synthetic.Position, synthetic.Move) bool { return true }
func (Synthetic) MoveCode(m synthetic.Move) uint32                      { return uint32(m) + 1 }

// HistoryIndex is the child's index: across nodes it means only "the
// n-th move generated", which is what move ordering can learn in a tree
// whose best move comes first with probability Q.
func (Synthetic) HistoryIndex(p *synthetic.Position, m synthetic.Move) int {
	return p.Ply()&1<<8 | int(m)
}
func (Synthetic) HistorySize() int { return 512 }

// MaxPlies is the distance to the tree's leaves.
func (Synthetic) MaxPlies(p *synthetic.Position) int { return p.Params().Depth - p.Ply() }
