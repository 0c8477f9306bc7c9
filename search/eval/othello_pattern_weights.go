package eval

import (
	"bytes"
	_ "embed" // the fitted weights
	"sync"
)

// othello_pattern.bin holds the weights fitted by
//
//	frontier othello-patterns --data setA.bin,setB.bin --write search/eval/othello_pattern.bin
//
// (the data and the figures in docs/othello-endgame.md, "A pattern
// evaluation for the ordering").
//
//go:embed othello_pattern.bin
var patEmbedded []byte

// othPatterns returns the fitted weights, which order the 8×8 endgame
// solver's moves (othello_solve.go), decoded on first use so that a
// process that never solves an Othello ending does not pay for them.
var othPatterns = sync.OnceValue(func() *PatternWeights {
	pw, err := ReadPatternWeights(bytes.NewReader(patEmbedded))
	if err != nil {
		panic("search/eval: othello_pattern.bin: " + err.Error())
	}
	return pw
})
