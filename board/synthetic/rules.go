package synthetic

// Rules is one synthetic tree as a board.Rules: its parameters fix the
// tree, so each value of Rules is a different game, registered under
// "synthetic" with the parameters as options. Leaves, at the tree's
// depth, are finished games worth their true value.
type Rules struct{ root Position }

// NewRules returns the rules of the tree p describes, or the error
// Params.Validate gives.
func NewRules(p Params) (Rules, error) {
	root, err := Root(p)
	if err != nil {
		return Rules{}, err
	}
	return Rules{root: root}, nil
}

func (Rules) Name() string           { return "synthetic" }
func (r Rules) Start() Position      { return r.root }
func (Rules) Key(p *Position) uint64 { return p.id }
func (Rules) Side(p *Position) int   { return int(p.ply & 1) }

// SideName calls the player to move at the root Max and the other Min.
func (Rules) SideName(side int) string {
	if side&1 == 0 {
		return "Max"
	}
	return "Min"
}
func (Rules) Moves(p *Position, buf []Move) []Move { return p.Moves(buf) }
func (Rules) Play(p *Position, m Move) Position    { return p.Play(m) }

// Outcome reports a leaf and its exact value.
func (Rules) Outcome(p *Position) (int, bool) {
	if !p.Terminal() {
		return 0, false
	}
	return int(p.value), true
}

func (Rules) FormatPosition(p *Position) string           { return p.String() }
func (Rules) ParsePosition(text string) (Position, error) { return ParsePosition(text) }
func (Rules) FormatMove(p *Position, m Move) string       { return m.String() }
func (Rules) ParseMove(p *Position, text string) (Move, error) {
	return p.ParseMove(text)
}
