package checkers

import (
	"fmt"
	"strconv"
	"strings"
)

// String writes m in standard notation: "11-15" for a step, "15x24" for a
// single jump and "15x24x31" for a multi-jump, naming every landing
// square so that a king's circuit captures stay distinct.
func (m Move) String() string {
	if m.IsZero() {
		return "--"
	}
	if m.jumps == 0 {
		return fmt.Sprintf("%d-%d", m.From, m.To)
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(int(m.From)))
	land, n := m.landings()
	for _, s := range land[:n] {
		b.WriteByte('x')
		b.WriteString(strconv.Itoa(int(s)))
	}
	return b.String()
}

// ShortString writes m with only its start and end squares ("15x31"), the
// form most game records use.
func (m Move) ShortString() string {
	if m.jumps == 0 {
		return m.String()
	}
	return fmt.Sprintf("%dx%d", m.From, m.To)
}

// MoveError explains why move text could not be matched to a legal move.
type MoveError struct {
	Text   string
	Reason string
	Legal  []Move // the legal moves (or the ambiguous candidates)
}

func (e *MoveError) Error() string {
	alts := make([]string, len(e.Legal))
	for i, m := range e.Legal {
		alts[i] = m.String()
	}
	if len(alts) == 0 {
		return fmt.Sprintf("move %q: %s", e.Text, e.Reason)
	}
	return fmt.Sprintf("move %q: %s (legal: %s)", e.Text, e.Reason, strings.Join(alts, " "))
}

// ParseMove finds the legal move of p written as text. It accepts
// "11-15", "15x24", the full route "15x24x31", and the short form "15x31"
// when only one legal route joins those squares. A step written with "x"
// (a CheckerBoard habit) is accepted too. Errors name the legal moves.
func (p *Position) ParseMove(text string) (Move, error) {
	legal := p.LegalMoves()
	squares, err := parseSquares(text)
	if err != nil {
		return Move{}, &MoveError{Text: text, Reason: err.Error(), Legal: legal}
	}
	var found []Move
	for _, m := range legal {
		if exactRoute(m, squares) {
			// The whole route is given: no other move has it, even
			// when a longer route shares its start and end.
			return m, nil
		}
		if moveMatches(m, squares) {
			found = append(found, m)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		// Routes that differ only in path but not effect are still
		// different moves; the text must name the route.
		return Move{}, &MoveError{Text: text, Reason: "ambiguous: give every landing square", Legal: found}
	case len(legal) == 0:
		return Move{}, &MoveError{Text: text, Reason: "no legal moves: the game is over"}
	case p.hasCapture():
		return Move{}, &MoveError{Text: text, Reason: "not legal; a capture is compulsory", Legal: legal}
	}
	return Move{}, &MoveError{Text: text, Reason: "not legal here", Legal: legal}
}

// parseSquares reads "a-b", "axbxc" or "a:b" into its square numbers.
func parseSquares(text string) ([]Square, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return nil, fmt.Errorf("empty move")
	}
	fields := strings.FieldsFunc(strings.ToLower(t), func(r rune) bool { return r == '-' || r == 'x' || r == ':' })
	if len(fields) < 2 {
		return nil, fmt.Errorf("want two or more squares joined by '-' or 'x'")
	}
	if len(fields) > maxJumps+1 {
		return nil, fmt.Errorf("too many squares")
	}
	out := make([]Square, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > 32 {
			return nil, fmt.Errorf("%q is not a square number 1-32", f)
		}
		out[i] = Square(n)
	}
	return out, nil
}

// exactRoute reports whether squares is the start square of m followed
// by every landing square, as Move.String writes it.
func exactRoute(m Move, squares []Square) bool {
	if squares[0] != m.From || len(squares) != max(2, int(m.jumps)+1) {
		return false
	}
	if m.jumps == 0 {
		return squares[1] == m.To
	}
	land, n := m.landings()
	for i := 0; i < n; i++ {
		if land[i] != squares[i+1] {
			return false
		}
	}
	return true
}

// moveMatches reports whether squares names m: its start and end, with
// any intermediate squares matching the route in order.
func moveMatches(m Move, squares []Square) bool {
	if squares[0] != m.From || squares[len(squares)-1] != m.To {
		return false
	}
	if len(squares) == 2 {
		return true
	}
	if int(m.jumps) != len(squares)-1 {
		return false
	}
	land, _ := m.landings()
	for i := 1; i < len(squares); i++ {
		if land[i-1] != squares[i] {
			return false
		}
	}
	return true
}
