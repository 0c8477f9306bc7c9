package checkers

import "fmt"

// PDNError reports where a PDN text went wrong: the game (1-based,
// counting every game the file starts), line and column (1-based, in
// characters), the offending text and why. An illegal move wraps the
// *MoveError and a bad FEN tag the *FENError, so callers can use
// errors.As to get at the legal moves or the FEN column.
type PDNError struct {
	Game      int
	Line, Col int
	Text      string
	Msg       string
	Err       error
}

func (e *PDNError) Error() string {
	where := fmt.Sprintf("pdn: line %d, column %d", e.Line, e.Col)
	if e.Game > 0 {
		where = fmt.Sprintf("pdn: game %d, line %d, column %d", e.Game, e.Line, e.Col)
	}
	switch {
	case e.Msg != "" && e.Err != nil:
		return fmt.Sprintf("%s: %s: %v", where, e.Msg, e.Err)
	case e.Err != nil:
		return fmt.Sprintf("%s: %v", where, e.Err)
	case e.Text != "":
		return fmt.Sprintf("%s: %s: %q", where, e.Msg, e.Text)
	}
	return fmt.Sprintf("%s: %s", where, e.Msg)
}

// Unwrap gives access to the *MoveError or *FENError behind the error.
func (e *PDNError) Unwrap() error { return e.Err }
