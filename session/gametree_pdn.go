package session

import (
	"fmt"

	"frontier/board/checkers"
	"frontier/search/games"
)

// Between the game tree and a checkers PDN game, which keeps the main
// line as moves and the rest as notes: the comments and NAGs after a
// main-line move, and the variations that replace it (checkers.Note).

// treeOfPDN builds the tree of a PDN game. A variation whose move is
// not legal where it stands is cut there, with what follows it: the
// reader checks variations only for their syntax, and the tree holds
// positions.
func treeOfPDN(g *checkers.Game) *Node {
	root := &Node{Pos: games.Checkers(g.Start), Comments: cloneStrings(g.Intro)}
	n := root
	ps := checkers.Replay(g.Start, g.Moves)
	for i, m := range g.Moves {
		parent := n
		n = parent.add(m.String(), games.Checkers(ps[i+1]))
		if note := g.NoteAfter(i); note != nil {
			n.Comments, n.NAGs = cloneStrings(note.Comments), cloneInts(note.NAGs)
			for k := range note.Variations {
				addVariation(parent, ps[i], &note.Variations[k])
			}
		}
	}
	return root
}

// addVariation adds v, which replaces the move after parent (whose
// position is p), as parent's next child.
func addVariation(parent *Node, p checkers.Position, v *checkers.Variation) {
	n := parent
	for j := range v.Moves {
		vm := &v.Moves[j]
		m, err := p.ParseMove(vm.Text)
		if err != nil {
			return
		}
		before := p
		p = p.Play(m)
		prev := n
		n = prev.add(m.String(), games.Checkers(p))
		n.Comments, n.NAGs = cloneStrings(vm.Comments), cloneInts(vm.NAGs)
		if j == 0 {
			n.Before = cloneStrings(v.Intro)
		}
		for k := range vm.Variations {
			addVariation(prev, before, &vm.Variations[k])
		}
	}
}

// pdnOfTree writes the tree as a PDN game with an unknown result and no
// tags. Comments the tree keeps before a main-line or mid-variation move
// (a promoted variation's opening comment) join the comments of the
// move before.
func pdnOfTree(root *Node) (checkers.Game, error) {
	start, ok := root.Pos.Value().(checkers.Position)
	if !ok {
		return checkers.Game{}, fmt.Errorf("the game starts from %s, not a checkers position", root.Pos.String())
	}
	g := checkers.Game{Start: start, Result: checkers.ResultUnknown, Intro: cloneStrings(root.Comments)}
	parent := root
	for i := 0; len(parent.Children) > 0; i++ {
		n := parent.Children[0]
		m, ok := CheckersMove(parent.Pos, n.Move)
		if !ok {
			return checkers.Game{}, fmt.Errorf("move %d %q is not a checkers move", i+1, n.Move)
		}
		g.Moves = append(g.Moves, m)
		if len(n.Before) > 0 {
			if i == 0 {
				g.Intro = append(g.Intro, n.Before...)
			} else {
				g.Notes = noteAt(g.Notes, i-1)
				last := &g.Notes[len(g.Notes)-1]
				last.Comments = append(last.Comments, n.Before...)
			}
		}
		var vs []checkers.Variation
		for _, alt := range parent.Children[1:] {
			v, err := variationOf(alt)
			if err != nil {
				return checkers.Game{}, err
			}
			vs = append(vs, v)
		}
		if len(n.Comments) > 0 || len(n.NAGs) > 0 || len(vs) > 0 {
			g.Notes = noteAt(g.Notes, i)
			note := &g.Notes[len(g.Notes)-1]
			note.NAGs = cloneInts(n.NAGs)
			note.Comments = append(note.Comments, n.Comments...)
			note.Variations = vs
		}
		parent = n
	}
	return g, nil
}

// noteAt returns notes ending with the note of ply, added if missing.
func noteAt(notes []checkers.Note, ply int) []checkers.Note {
	if k := len(notes); k > 0 && notes[k-1].Ply == ply {
		return notes
	}
	return append(notes, checkers.Note{Ply: ply})
}

// variationOf writes the line that starts with first (a variation) and
// follows its main continuation, with the variations inside it.
func variationOf(first *Node) (checkers.Variation, error) {
	v := checkers.Variation{Intro: cloneStrings(first.Before)}
	for n := first; ; n = n.Children[0] {
		text, err := pdnMoveText(n)
		if err != nil {
			return v, err
		}
		if len(n.Before) > 0 && n != first && len(v.Moves) > 0 {
			last := &v.Moves[len(v.Moves)-1]
			last.Comments = append(last.Comments, n.Before...)
		}
		vm := checkers.VarMove{Text: text, NAGs: cloneInts(n.NAGs), Comments: cloneStrings(n.Comments)}
		if n != first {
			for _, alt := range n.parent.Children[1:] {
				sub, err := variationOf(alt)
				if err != nil {
					return v, err
				}
				vm.Variations = append(vm.Variations, sub)
			}
		}
		v.Moves = append(v.Moves, vm)
		if len(n.Children) == 0 {
			return v, nil
		}
	}
}

// pdnMoveText writes n's move short ("15x31") when that names it alone
// from its parent's position, else as the full route.
func pdnMoveText(n *Node) (string, error) {
	m, ok := CheckersMove(n.parent.Pos, n.Move)
	if !ok {
		return "", fmt.Errorf("variation move %q is not a checkers move", n.Move)
	}
	p, _ := n.parent.Pos.Value().(checkers.Position)
	if short := m.ShortString(); short != m.String() {
		if got, err := p.ParseMove(short); err == nil && got == m {
			return short, nil
		}
	}
	return m.String(), nil
}

func cloneStrings(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return append([]string(nil), s...)
}

func cloneInts(s []int) []int {
	if len(s) == 0 {
		return nil
	}
	return append([]int(nil), s...)
}
