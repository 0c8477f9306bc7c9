package othello

import (
	"fmt"

	"frontier/board"
)

// Rules is Othello on a board of one size as a board.Rules: the handle
// through which code generic over games reaches this package. Rules8 and
// Rules6 are the two registered games.
type Rules struct{ size uint8 }

var (
	// Rules8 is Othello on the 8×8 board, registered as "othello".
	Rules8 = Rules{8}
	// Rules6 is Othello on the 6×6 board, registered as "othello6".
	Rules6 = Rules{6}
)

// Name returns "othello" for the 8×8 game and "othello6" for the 6×6.
func (r Rules) Name() string {
	if r.size == 6 {
		return "othello6"
	}
	return "othello"
}

// Start returns the initial position of r's board.
func (r Rules) Start() Position {
	if r.size == 6 {
		return New6()
	}
	return New8()
}

func (Rules) Key(p *Position) uint64               { return p.key }
func (Rules) Side(p *Position) int                 { return int(p.side) }
func (Rules) SideName(side int) string             { return Color(side & 1).String() }
func (Rules) Moves(p *Position, buf []Move) []Move { return p.Moves(buf) }
func (Rules) Play(p *Position, m Move) Position    { return p.Play(m) }

// Outcome scores a finished game by its disc margin for the side to move,
// empty squares going to the winner (Score).
func (Rules) Outcome(p *Position) (int, bool) {
	if !p.Terminal() {
		return 0, false
	}
	return board.Final(p.sign() * p.Score()), true
}

// sign is +1 when Black is to move, -1 when White is: it turns Black's
// view into the side to move's.
func (p *Position) sign() int { return 1 - 2*int(p.side) }

func (Rules) FormatPosition(p *Position) string { return p.String() }

// ParsePosition reads a position of r's board size.
func (r Rules) ParsePosition(text string) (Position, error) {
	p, err := Parse(text)
	if err != nil {
		return p, err
	}
	if p.size != r.size {
		return Position{}, &PositionError{Text: text, Col: 1, Msg: fmt.Sprintf("a %d×%d board, but %s is played on %d×%d", p.size, p.size, r.Name(), r.size, r.size)}
	}
	return p, nil
}

func (Rules) FormatMove(p *Position, m Move) string { return m.String() }
func (Rules) ParseMove(p *Position, text string) (Move, error) {
	return p.ParseMove(text)
}
