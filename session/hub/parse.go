// Package hub speaks the Hub protocol (version 2, the text protocol of
// the draughts engine Scan and its GUI Hub) for Frontier's checkers
// engine, adapted to the 8×8 board of English checkers: positions of 32
// squares, the variant "english". A GUI, a match runner or a script
// starts "frontier hub" and talks to it line by line on standard input
// and output; the search runs on its own goroutine, so that ping, stop
// and ponder-hit are answered while it searches. docs/hub.md says why
// Hub and what the adaptation is. The package knows nothing of
// terminals or flags; internal/cli wires it to stdin/stdout.
package hub

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"frontier/board/checkers"
)

// Line is one line of the protocol: a command and its arguments, each
// name=value or a bare flag (Value "" and Flag set).
type Line struct {
	Command string
	Args    []Arg
}

// Arg is one argument of a line.
type Arg struct {
	Name, Value string
	Flag        bool // a bare name, without "="
}

// Get returns the value of the argument name and whether it is there.
func (l Line) Get(name string) (string, bool) {
	for _, a := range l.Args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// Has reports whether the line has the argument or flag name.
func (l Line) Has(name string) bool {
	_, ok := l.Get(name)
	return ok
}

// ParseLine splits a line into its command and arguments:
// "<command> <arg>=<val> <arg>=<val> ...", a value in double quotes when
// it holds spaces or "=" or is empty, an argument without "=val" a flag.
// An empty line has Command "". An unterminated quote or an argument
// with no name is an error.
func ParseLine(text string) (Line, error) {
	toks, err := tokens(text)
	if err != nil || len(toks) == 0 {
		return Line{}, err
	}
	l := Line{Command: toks[0].text}
	if toks[0].quoted || strings.Contains(l.Command, "=") {
		return Line{}, fmt.Errorf("%q is not a command", toks[0].text)
	}
	for _, t := range toks[1:] {
		name, value, ok := strings.Cut(t.text, "=")
		if t.quoted && !ok {
			return Line{}, fmt.Errorf("%s: quoted %q has no name", l.Command, t.text)
		}
		if name == "" {
			return Line{}, fmt.Errorf("%s: an argument %q without a name", l.Command, t.text)
		}
		l.Args = append(l.Args, Arg{Name: name, Value: value, Flag: !ok})
	}
	return l, nil
}

type token struct {
	text   string
	quoted bool // some of it was in quotes
}

// tokens splits text at spaces and tabs outside double quotes, removing
// the quotes: name="a b" is one token, name=a b.
func tokens(text string) ([]token, error) {
	var out []token
	var cur strings.Builder
	in, started, quoted := false, false, false
	for _, r := range text {
		switch {
		case r == '"':
			in = !in
			started, quoted = true, true
		case !in && (r == ' ' || r == '\t' || r == '\r' || r == '\n'):
			if started {
				out = append(out, token{cur.String(), quoted})
				cur.Reset()
				started, quoted = false, false
			}
		default:
			cur.WriteRune(r)
			started = true
		}
	}
	if in {
		return nil, fmt.Errorf("unterminated quote in %q", text)
	}
	if started {
		out = append(out, token{cur.String(), quoted})
	}
	return out, nil
}

// Quote writes a value as the protocol wants it: in double quotes when
// it is empty or holds a space, a tab or "=". The protocol has no escape
// for a double quote; one inside a value is replaced by a single quote.
func Quote(v string) string {
	v = strings.ReplaceAll(v, `"`, "'")
	if v == "" || strings.ContainsAny(v, " \t=") {
		return `"` + v + `"`
	}
	return v
}

// FormatPos writes p as Hub's position: the side to move ('W' or 'B')
// and one character per square 1-32 in the standard numbering: 'b' and
// 'w' for men, 'B' and 'W' for kings, 'e' for empty. Black, on squares
// 1-12 at the start, moves first.
func FormatPos(p *checkers.Position) string {
	var b strings.Builder
	b.WriteByte("BW"[p.SideToMove()])
	for s := checkers.Square(1); s <= 32; s++ {
		b.WriteByte(pieceChar[p.At(s)])
	}
	return b.String()
}

var pieceChar = map[checkers.Piece]byte{
	checkers.Empty: 'e', checkers.BlackMan: 'b', checkers.BlackKing: 'B',
	checkers.WhiteMan: 'w', checkers.WhiteKing: 'W',
}

// ParsePos reads a position written by FormatPos. A man on the row
// where it would have been crowned is refused.
func ParsePos(text string) (checkers.Position, error) {
	var p checkers.Position
	if len(text) != 33 {
		return p, fmt.Errorf("position %q: %d characters, want 33 (the side to move and 32 squares)", text, len(text))
	}
	switch text[0] {
	case 'B':
		p.SetSideToMove(checkers.Black)
	case 'W':
		p.SetSideToMove(checkers.White)
	default:
		return p, fmt.Errorf("position %q: side to move %q, want W or B", text, text[0])
	}
	for i := 1; i <= 32; i++ {
		s := checkers.Square(i)
		var pc checkers.Piece
		switch text[i] {
		case 'e':
			continue
		case 'b':
			pc = checkers.BlackMan
			if i > 28 {
				return p, fmt.Errorf("position %q: a black man on square %d, where it would have been crowned", text, i)
			}
		case 'w':
			pc = checkers.WhiteMan
			if i < 5 {
				return p, fmt.Errorf("position %q: a white man on square %d, where it would have been crowned", text, i)
			}
		case 'B':
			pc = checkers.BlackKing
		case 'W':
			pc = checkers.WhiteKing
		default:
			return p, fmt.Errorf("position %q: square %d holds %q, want one of b w B W e", text, i, text[i])
		}
		p.Put(s, pc)
	}
	return p, nil
}

// FormatMove writes m as Hub does: "11-15" for a step, and for a
// capture the start, the end and every captured piece, joined by "x"
// ("15x24x19" takes the piece on 19). Unlike the route of PDN
// ("15x24x31"), it names what was taken, which tells apart two captures
// with the same start and end.
func FormatMove(m checkers.Move) string {
	if !m.IsCapture() {
		return fmt.Sprintf("%d-%d", m.From, m.To)
	}
	parts := []string{strconv.Itoa(int(m.From)), strconv.Itoa(int(m.To))}
	for _, s := range m.Captured() {
		parts = append(parts, strconv.Itoa(int(s)))
	}
	return strings.Join(parts, "x")
}

// ParseMove finds the legal move of p written as text: Hub's form
// (FormatMove; the captured pieces in any order, or left out when only
// one capture joins the start and the end), or else PDN's route
// ("9x18x27"), which a script may find more natural.
func ParseMove(p *checkers.Position, text string) (checkers.Move, error) {
	if m, ok := hubMove(p, text); ok {
		return m, nil
	}
	return p.ParseMove(text)
}

// hubMove matches text in Hub's form against p's legal moves.
func hubMove(p *checkers.Position, text string) (checkers.Move, bool) {
	sep := "-"
	if strings.Contains(text, "x") {
		sep = "x"
	}
	parts := strings.Split(text, sep)
	if len(parts) < 2 {
		return checkers.Move{}, false
	}
	sq := make([]int, len(parts))
	for i, t := range parts {
		n, err := strconv.Atoi(t)
		if err != nil {
			return checkers.Move{}, false
		}
		sq[i] = n
	}
	var found []checkers.Move
	for _, m := range p.LegalMoves() {
		if int(m.From) != sq[0] || int(m.To) != sq[1] || m.IsCapture() != (sep == "x") {
			continue
		}
		if len(sq) > 2 && !sameSquares(m.Captured(), sq[2:]) {
			continue
		}
		found = append(found, m)
	}
	if len(found) == 0 {
		return checkers.Move{}, false
	}
	// Two routes that take the same pieces (a king's circuit run either
	// way) reach the same position: either will do.
	for _, m := range found[1:] {
		if p.Play(m) != p.Play(found[0]) {
			return checkers.Move{}, false
		}
	}
	return found[0], true
}

// sameSquares reports whether got and want hold the same squares.
func sameSquares(got []checkers.Square, want []int) bool {
	if len(got) != len(want) {
		return false
	}
	set := map[int]bool{}
	for _, s := range got {
		set[int(s)] = true
	}
	for _, s := range want {
		if !set[s] {
			return false
		}
		delete(set, s)
	}
	return true
}

// Level is the search's limit, as "level" gives it: one of a depth, a
// time per move, a game clock (time left, moves to the next control,
// increment) or none (infinite). Nodes is this engine's addition.
type Level struct {
	Depth     int
	MoveTime  time.Duration
	Time, Inc time.Duration // the clock; Time > 0 when given
	Moves     int
	Nodes     uint64
	Infinite  bool
}

// ParseLevel reads the arguments of "level". Unknown arguments are
// ignored, as the protocol wants; a known one with a bad value is an
// error, and so is a level that limits nothing.
func ParseLevel(l Line) (Level, error) {
	var lv Level
	for _, a := range l.Args {
		var err error
		switch a.Name {
		case "depth":
			lv.Depth, err = positive(a)
		case "move-time":
			lv.MoveTime, err = seconds(a)
		case "time":
			lv.Time, err = seconds(a)
		case "inc":
			lv.Inc, err = seconds(a)
			if err != nil && a.Value == "0" {
				lv.Inc, err = 0, nil
			}
		case "moves":
			lv.Moves, err = positive(a)
		case "nodes":
			var n int
			n, err = positive(a)
			lv.Nodes = uint64(n)
		case "infinite":
			lv.Infinite = true
		}
		if err != nil {
			return Level{}, err
		}
	}
	if !lv.Infinite && lv.Depth == 0 && lv.MoveTime == 0 && lv.Time == 0 && lv.Nodes == 0 {
		return Level{}, fmt.Errorf("level: give depth, move-time, time [moves] [inc], nodes or infinite")
	}
	return lv, nil
}

func positive(a Arg) (int, error) {
	n, err := strconv.Atoi(a.Value)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("level %s=%q: want a whole number of at least 1", a.Name, a.Value)
	}
	return n, nil
}

// seconds reads a time in seconds, a real number, as a positive duration.
func seconds(a Arg) (time.Duration, error) {
	f, err := strconv.ParseFloat(a.Value, 64)
	if err != nil || !(f > 0) || f > 1e6 {
		return 0, fmt.Errorf("level %s=%q: want seconds, more than 0", a.Name, a.Value)
	}
	return max(time.Duration(f*float64(time.Second)), time.Millisecond), nil
}
