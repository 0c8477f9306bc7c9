package checkers

import "frontier/board"

// Rules is English draughts as a board.Rules: the zero-size handle through
// which code generic over games reaches this package.
type Rules struct{}

func (Rules) Name() string                         { return "checkers" }
func (Rules) Start() Position                      { return Start() }
func (Rules) Key(p *Position) uint64               { return p.key }
func (Rules) Side(p *Position) int                 { return int(p.side) }
func (Rules) SideName(side int) string             { return Color(side & 1).String() }
func (Rules) Moves(p *Position, buf []Move) []Move { return p.Moves(buf) }
func (Rules) Play(p *Position, m Move) Position    { return p.Play(m) }

// Outcome reports a side to move with no legal move: it has lost. Draws
// (repetition, the move count) depend on the game's history, not on one
// position; see OutcomeOf.
func (Rules) Outcome(p *Position) (int, bool) {
	if p.hasCapture() || p.hasStep() {
		return 0, false
	}
	return board.Loss, true
}

func (Rules) FormatPosition(p *Position) string           { return p.FEN() }
func (Rules) ParsePosition(text string) (Position, error) { return ParseFEN(text) }
func (Rules) FormatMove(p *Position, m Move) string       { return m.String() }
func (Rules) ParseMove(p *Position, text string) (Move, error) {
	return p.ParseMove(text)
}
