package synthetic

import (
	"fmt"
	"strconv"
	"strings"
)

// The position text form is the params text, then the path from the root
// as child indices, each after a '/': "b=4,depth=12,q=0.9,seed=7/0/3/1"
// is the second child of the fourth child of the first child of the root,
// and "b=4,depth=12,q=0.9,seed=7" the root itself.

// PositionError reports position text that does not name a node. Index
// is the 0-based byte index in Text where the fault is (the start of the
// params for a params error).
type PositionError struct {
	Text  string
	Index int
	Msg   string
}

func (e *PositionError) Error() string {
	return fmt.Sprintf("synthetic position %q, index %d: %s", e.Text, e.Index, e.Msg)
}

// ParsePosition reads the position text form and plays the path from the
// root, checking that every index is below its node's number of moves.
func ParsePosition(text string) (Position, error) {
	fail := func(i int, format string, args ...any) (Position, error) {
		return Position{}, &PositionError{Text: text, Index: i, Msg: fmt.Sprintf(format, args...)}
	}
	ptext, path, _ := strings.Cut(text, "/")
	params, err := ParseParams(ptext)
	if err != nil {
		return fail(0, "%v", err)
	}
	n, err := Root(params)
	if err != nil {
		return fail(0, "%v", err)
	}
	if len(ptext) == len(text) {
		return n, nil
	}
	at := len(ptext) + 1
	for _, item := range strings.Split(path, "/") {
		i, err := strconv.Atoi(item)
		switch {
		case err != nil || i < 0 || (len(item) > 1 && item[0] == '0'):
			return fail(at, "%q is not a child index", item)
		case n.Terminal():
			return fail(at, "the node at depth %d is a leaf", n.Ply())
		case i >= n.NumMoves():
			return fail(at, "child %d of a node with %d children", i, n.NumMoves())
		}
		n = n.Play(Move(i))
		at += len(item) + 1
	}
	return n, nil
}

// String writes the node in the position text form.
func (n Position) String() string {
	if n.params == nil {
		return "<zero synthetic.Position>"
	}
	var b strings.Builder
	b.WriteString(n.params.String())
	for _, m := range n.path[:n.ply] {
		b.WriteByte('/')
		b.WriteString(strconv.Itoa(int(m)))
	}
	return b.String()
}

// ParseMove reads a move, a child index, and checks it is below the
// node's number of moves.
func (n *Position) ParseMove(text string) (Move, error) {
	i, err := strconv.Atoi(text)
	if err != nil || i < 0 || (len(text) > 1 && text[0] == '0') {
		return 0, fmt.Errorf("synthetic move %q: want a child index", text)
	}
	if k := n.NumMoves(); i >= k {
		return 0, fmt.Errorf("synthetic move %d: the node has %d moves", i, k)
	}
	return Move(i), nil
}
