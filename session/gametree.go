package session

import (
	"errors"
	"slices"

	"frontier/search/games"
)

// The game as a tree. A game record is a main line with variations at
// any move, nested to any depth, as PDN and PGN write them in
// parentheses: playing a move in analysis that differs from the game's
// next one starts a variation beside it instead of discarding the rest
// of the game. The Line the rest of the workstation reads stays a flat
// list of moves — the path from the start through the current node, on
// along its main continuation — so that runs, the board and the move
// number see one sequence; the tree is behind it.

// Node is a position of the game tree and the move that led to it.
type Node struct {
	// Move is the move that led here, in the game's notation; "" at
	// the root.
	Move string
	// Pos is the position after Move (the start at the root).
	Pos games.Position
	// Before holds comments written before the move (a variation's
	// opening comment); Comments those after it. The root's Comments
	// are the game's, before its first move.
	Before, Comments []string
	// NAGs are the move's annotation glyphs as numbers (1 "!", 2 "?",
	// ...; see checkers.ParseNAG).
	NAGs []int
	// Children are the moves played from Pos: Children[0] continues
	// the line, the others are its variations, in the order they came.
	Children []*Node
	parent   *Node
}

// Parent returns the node before n, nil at the root.
func (n *Node) Parent() *Node { return n.parent }

// IsMain reports whether n continues its parent's line (it is the
// first child) rather than being a variation; the root is main.
func (n *Node) IsMain() bool {
	return n.parent == nil || len(n.parent.Children) > 0 && n.parent.Children[0] == n
}

// add appends a child of n after move, giving the new node.
func (n *Node) add(move string, pos games.Position) *Node {
	c := &Node{Move: move, Pos: pos, parent: n}
	n.Children = append(n.Children, c)
	return c
}

// childAt returns the child of n whose position is pos, or nil.
func (n *Node) childAt(pos games.Position) *Node {
	for _, c := range n.Children {
		if samePosition(c.Pos, pos) {
			return c
		}
	}
	return nil
}

// newTree returns the root of a tree whose main line plays moves, in
// the game's notation and legal, from start.
func newTree(start games.Position, moves []string) (*Node, error) {
	root := &Node{Pos: start}
	n := root
	for _, m := range moves {
		next, err := n.Pos.Play(m)
		if err != nil {
			return nil, err
		}
		n = n.add(m, next)
	}
	return root, nil
}

// setPath makes the line follow path (root first), then the main
// continuation of its last node, and rebuilds Moves and Positions.
func (l *Line) setPath(path []*Node) {
	for n := path[len(path)-1]; len(n.Children) > 0; n = n.Children[0] {
		path = append(path, n.Children[0])
	}
	l.Path = path
	l.Moves = make([]string, 0, len(path)-1)
	l.Positions = make([]games.Position, 0, len(path))
	l.TestPly = -1
	for i, n := range path {
		if i > 0 {
			l.Moves = append(l.Moves, n.Move)
		}
		l.Positions = append(l.Positions, n.Pos)
		if n == l.testNode {
			l.TestPly = i
		}
	}
	l.Start = path[0].Pos
	l.Ply = min(l.Ply, len(l.Moves))
}

// pathTo returns the nodes from the root to n.
func pathTo(n *Node) []*Node {
	var p []*Node
	for ; n != nil; n = n.parent {
		p = append(p, n)
	}
	slices.Reverse(p)
	return p
}

// goTo makes n the current node, the line following it.
func (l *Line) goTo(n *Node) {
	p := pathTo(n)
	l.setPath(p)
	l.Ply = len(p) - 1
}

// Root returns the tree's root: the start position.
func (l *Line) Root() *Node { return l.Path[0] }

// Node returns the current node: the position at Ply.
func (l *Line) Node() *Node { return l.Path[l.Ply] }

// InVariation reports whether the current position lies off the main
// line.
func (l *Line) InVariation() bool { return l.branch() > 0 }

// branch returns the index in Path of the innermost variation's first
// node at or before the current ply, or 0 on the main line.
func (l *Line) branch() int {
	for i := l.Ply; i > 0; i-- {
		if !l.Path[i].IsMain() {
			return i
		}
	}
	return 0
}

// onMain reports whether Path[i] lies on the main line.
func (l *Line) onMain(i int) bool {
	for ; i > 0; i-- {
		if !l.Path[i].IsMain() {
			return false
		}
	}
	return true
}

// Alternatives returns the moves played from the current position in
// the tree's order: the main continuation first, then the variations.
func (l *Line) Alternatives() []*Node { return l.Node().Children }

// errMainLine is returned when a variation command is given on the main
// line.
// The keys it names are the workstation's (tui/variations.go): ( steps
// into the variation of the next move, J and K between a move's
// alternatives.
var errMainLine = errors.New("on the main line: step into a variation first (( before a move with alternatives, or J K on it)")

// GoTo makes n, a node of the line's tree, the current position.
func (s *Session) GoTo(n *Node) error {
	if !s.line.holds(n) {
		return errors.New("go to: that move is not in this game")
	}
	s.line.goTo(n)
	return nil
}

// holds reports whether n is a node of the line's tree: it leads up to
// the root through parents that still hold it (a deleted variation's
// nodes keep their parent but are no longer its children).
func (l *Line) holds(n *Node) bool {
	for ; n != nil && n.parent != nil; n = n.parent {
		if !slices.Contains(n.parent.Children, n) {
			return false
		}
	}
	return n != nil && n == l.Root()
}

// SwitchVariation replaces the move that led to the current position
// with its d-th next sibling (d -1: the previous), cycling, and follows
// the new move's line: it steps between a move and its alternatives.
func (s *Session) SwitchVariation(d int) error {
	l := &s.line
	if l.Ply == 0 {
		return errors.New("switch variation: at the start; step onto a move first")
	}
	sib := l.Path[l.Ply-1].Children
	if len(sib) < 2 {
		return errors.New("switch variation: this move has no alternatives")
	}
	i := slices.Index(sib, l.Path[l.Ply])
	l.goTo(sib[((i+d)%len(sib)+len(sib))%len(sib)])
	return nil
}

// EnterVariation steps into the alternative after the line's next
// move, in the tree's order: from the position before a branch on the
// main line, onto the first variation's first move; again, from the
// same position, onto the next variation's, cycling back to the main
// line after the last.
func (s *Session) EnterVariation() error {
	l := &s.line
	alt := l.Alternatives()
	if len(alt) < 2 || l.Ply+1 >= len(l.Path) {
		return errors.New("enter variation: the next move has no alternatives")
	}
	i := slices.Index(alt, l.Path[l.Ply+1])
	l.goTo(alt[(i+1)%len(alt)])
	return nil
}

// LeaveVariation goes back to where the innermost variation around the
// current position began, onto the line it branched from: the position
// before the variation's first move.
func (s *Session) LeaveVariation() error {
	l := &s.line
	b := l.branch()
	if b == 0 {
		return errors.New("leave variation: " + errMainLine.Error())
	}
	l.goTo(l.Path[b-1])
	return nil
}

// PromoteVariation makes the innermost variation around the current
// position the main continuation of the move it branches from; the
// line it replaced becomes its first variation. The current position
// stays.
func (s *Session) PromoteVariation() error {
	l := &s.line
	b := l.branch()
	if b == 0 {
		return errors.New("promote: " + errMainLine.Error())
	}
	parent, n := l.Path[b-1], l.Path[b]
	i := slices.Index(parent.Children, n)
	parent.Children = slices.Insert(slices.Delete(parent.Children, i, i+1), 0, n)
	l.edits++
	if l.onMain(b) {
		l.Modified = true // the main line itself changed
	}
	ply := l.Ply
	l.setPath(l.Path[:ply+1])
	l.Ply = ply
	return nil
}

// DeleteVariation removes the innermost variation around the current
// position and goes to the position before its first move.
func (s *Session) DeleteVariation() error {
	l := &s.line
	b := l.branch()
	if b == 0 {
		return errors.New("delete variation: " + errMainLine.Error() + "; the main line stays")
	}
	parent := l.Path[b-1]
	parent.Children = slices.DeleteFunc(parent.Children, func(c *Node) bool { return c == l.Path[b] })
	l.edits++
	l.goTo(parent)
	return nil
}

// SetComment replaces the comments after the current move (before the
// first move at the start) with text; empty text removes them.
func (s *Session) SetComment(text string) {
	n := s.line.Node()
	was := slices.Clone(n.Comments)
	n.Comments = nil
	if t := normalizeComment(text); t != "" {
		n.Comments = []string{t}
	}
	if !slices.Equal(was, n.Comments) {
		s.line.edits++
	}
}

// SetNAG sets the current move's judgement to NAG n (1 "!" to 6 "?!"),
// replacing another move judgement; the same n again removes it. It
// keeps NAGs about the position (above 6).
func (s *Session) SetNAG(n int) error {
	if s.line.Ply == 0 {
		return errors.New("annotate: at the start there is no move to judge")
	}
	if n < 1 || n > 6 {
		return errors.New("annotate: a move judgement is NAG 1 to 6")
	}
	node := s.line.Node()
	had := slices.Contains(node.NAGs, n)
	node.NAGs = slices.DeleteFunc(node.NAGs, func(v int) bool { return v >= 1 && v <= 6 })
	if !had {
		node.NAGs = slices.Insert(node.NAGs, 0, n)
	}
	s.line.edits++
	return nil
}

// normalizeComment collapses whitespace, as the PDN reader stores
// comments, and drops braces, which a PDN comment cannot hold.
func normalizeComment(s string) string {
	f := []rune{}
	space := false
	for _, r := range s {
		switch {
		case r == '{' || r == '}':
			continue
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			space = len(f) > 0
			continue
		}
		if space {
			f = append(f, ' ')
			space = false
		}
		f = append(f, r)
	}
	return string(f)
}
