package session

import (
	"fmt"
	"strings"

	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/search/games"
)

// Between the game tree and a chess PGN game, as gametree_pdn.go is for
// checkers: the main line's moves, the comments and NAGs after them,
// and the variations that replace them (chess.PGNVariation), in SAN.

// treeOfPGN builds the tree of a PGN game. A variation's move that is
// not legal where it stands cuts the variation there, as for PDN.
func treeOfPGN(g *chess.PGNGame) (*Node, error) {
	cg, err := games.GameByName(chessName)
	if err != nil {
		return nil, err
	}
	wrap := func(p chess.Position) games.Position {
		w, _ := games.Wrap(cg, p)
		return w
	}
	root := &Node{Pos: wrap(g.Start), Comments: commentList(g.Comments[0])}
	n, p := root, g.Start
	for i, m := range g.Moves {
		parent := n
		san := p.SAN(m)
		before := p
		p = p.Play(m)
		n = parent.add(san, wrap(p))
		n.Comments, n.NAGs = commentList(g.Comments[i+1]), cloneInts(g.NAGs[i+1])
		for k := range g.Variations[i] {
			addPGNVariation(parent, wrap(before), &g.Variations[i][k])
		}
	}
	return root, nil
}

// addPGNVariation adds v, which replaces the move after parent (whose
// position is p), as parent's next child.
func addPGNVariation(parent *Node, p games.Position, v *chess.PGNVariation) {
	n := parent
	for j := range v.Moves {
		vm := &v.Moves[j]
		text, next, err := legalMove(p, vm.SAN)
		if err != nil {
			return
		}
		before := p
		prev := n
		n = prev.add(text, next)
		p = next
		n.Comments, n.NAGs = commentList(vm.Comment), cloneInts(vm.NAGs)
		if j == 0 {
			n.Before = commentList(v.Intro)
		}
		for k := range vm.Variations {
			addPGNVariation(prev, before, &vm.Variations[k])
		}
	}
}

// commentList is a comment as the tree keeps it: none, or one.
func commentList(c string) []string {
	if c = strings.TrimSpace(c); c == "" {
		return nil
	}
	return []string{c}
}

// pgnOfTree writes the tree of a chess line as a PGN game with tags,
// the main line with the comments and NAGs of the tree and its
// variations. Comments before a main-line move (a promoted variation's
// opening comment) join those after the move before, as for PDN.
func pgnOfTree(root *Node, tags []checkers.Tag, result string) (chess.PGNGame, error) {
	start, ok := root.Pos.Value().(chess.Position)
	if !ok {
		return chess.PGNGame{}, fmt.Errorf("the game starts from %s, not a chess position", root.Pos.String())
	}
	g := chess.PGNGame{Start: start, Result: result, Comments: map[int]string{}, NAGs: map[int][]int{}, Variations: map[int][]chess.PGNVariation{}}
	for _, t := range tags {
		if t.Name != "FEN" && t.Name != "SetUp" && t.Name != "Result" {
			g.SetTag(t.Name, t.Value)
		}
	}
	comment := func(ply int, cs []string) {
		if c := strings.Join(cs, " "); c != "" {
			g.Comments[ply] = strings.TrimSpace(g.Comments[ply] + " " + c)
		}
	}
	comment(0, root.Comments)
	p := start
	parent := root
	for i := 0; len(parent.Children) > 0; i++ {
		n := parent.Children[0]
		m, err := p.ParseSAN(n.Move)
		if err != nil {
			return g, fmt.Errorf("move %d %q: %w", i+1, n.Move, err)
		}
		g.Moves = append(g.Moves, m)
		p = p.Play(m)
		comment(i, n.Before)
		comment(i+1, n.Comments)
		if len(n.NAGs) > 0 {
			g.NAGs[i+1] = cloneInts(n.NAGs)
		}
		for _, alt := range parent.Children[1:] {
			g.Variations[i] = append(g.Variations[i], pgnVariationOf(alt))
		}
		parent = n
	}
	return g, nil
}

// pgnVariationOf writes the line that starts with first (a variation)
// and follows its main continuation, with the variations inside it.
func pgnVariationOf(first *Node) chess.PGNVariation {
	v := chess.PGNVariation{Intro: strings.Join(first.Before, " ")}
	for n := first; ; n = n.Children[0] {
		if len(n.Before) > 0 && n != first && len(v.Moves) > 0 {
			last := &v.Moves[len(v.Moves)-1]
			last.Comment = strings.TrimSpace(last.Comment + " " + strings.Join(n.Before, " "))
		}
		vm := chess.PGNVarMove{SAN: n.Move, NAGs: cloneInts(n.NAGs), Comment: strings.Join(n.Comments, " ")}
		if n != first {
			for _, alt := range n.parent.Children[1:] {
				vm.Variations = append(vm.Variations, pgnVariationOf(alt))
			}
		}
		v.Moves = append(v.Moves, vm)
		if len(n.Children) == 0 {
			return v
		}
	}
}
