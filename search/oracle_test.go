package search

import (
	"context"
	"testing"

	"frontier/board"
	"frontier/board/checkers"
)

// oracled is scripted with a root oracle that answers when known is set.
type oracled struct {
	scripted
	known bool
	line  []checkers.Move
}

func (o *oracled) RootLine(root *checkers.Position) ([]checkers.Move, int, bool) {
	return o.line, board.DatabaseScore(true, 7), o.known
}

// TestIterateAsksTheOracle: a root the oracle knows is played by its line
// with no search and one iteration of depth 0, reported to onIteration;
// a root it does not know is searched as usual.
func TestIterateAsksTheOracle(t *testing.T) {
	root := checkers.Start()
	moves := root.LegalMoves()
	last := moves[len(moves)-1]
	o := &oracled{scripted: scripted{scores: map[int][]int{1: {10}, 3: {12}}}, known: true, line: []checkers.Move{last}}
	var seen []Iteration[checkers.Move]
	res, err := Iterate(context.Background(), ck, root, Limits{Depth: 3}, o, func(it Iteration[checkers.Move]) { seen = append(seen, it) })
	if err != nil {
		t.Fatal(err)
	}
	if len(o.windows) != 0 || res.Best != last || res.Depth != 0 || ScoreText(res.Score) != "db win in 7" || len(seen) != 1 || seen[0].Best != last {
		t.Errorf("known root: %d searches, best %v depth %d score %s, %d iterations seen", len(o.windows), res.Best, res.Depth, ScoreText(res.Score), len(seen))
	}
	o.known = false
	res, err = Iterate(context.Background(), ck, root, Limits{Depth: 3}, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.windows) != 2 || res.Depth != 3 || res.Score != 12 {
		t.Errorf("unknown root: %d searches, depth %d, score %d; want it searched", len(o.windows), res.Depth, res.Score)
	}
}
