package tictactoe

import "frontier/board"

// Rules is 4×4 tic-tac-toe as a board.Rules, registered as "tictactoe4".
type Rules struct{}

func (Rules) Name() string                         { return "tictactoe4" }
func (Rules) Start() Position                      { return Start() }
func (Rules) Key(p *Position) uint64               { return p.Key() }
func (Rules) Side(p *Position) int                 { return int(p.side) }
func (Rules) SideName(side int) string             { return Color(side & 1).String() }
func (Rules) Moves(p *Position, buf []Move) []Move { return p.Moves(buf) }
func (Rules) Play(p *Position, m Move) Position    { return p.Play(m) }

// Outcome scores a finished game: lost by the side to move when the
// opponent's last mark completed a line, drawn on a full board.
func (Rules) Outcome(p *Position) (int, bool) {
	r, over := p.Outcome()
	if !over {
		return 0, false
	}
	switch r {
	case Loss:
		return board.Loss, true
	case Win:
		return board.Win, true
	}
	return board.Draw, true
}

func (Rules) FormatPosition(p *Position) string           { return p.String() }
func (Rules) ParsePosition(text string) (Position, error) { return ParsePosition(text) }
func (Rules) FormatMove(p *Position, m Move) string       { return m.String() }
func (Rules) ParseMove(p *Position, text string) (Move, error) {
	return p.ParseMove(text)
}
