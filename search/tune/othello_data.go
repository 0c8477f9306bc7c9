package tune

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"sync"

	"frontier/board/othello"
	"frontier/search/endgame"
	"frontier/search/eval"
	"frontier/search/tt"
)

// The data of the Othello pattern evaluation's fit (`frontier
// othello-patterns`): positions of seeded games, labelled by their exact
// values from the endgame solver.

// PatternSample is a position with the side to move to play (own
// against opp), its exact value (final margin for own) and the game it
// comes from (the held-out split is by game).
type PatternSample struct {
	Own, Opp uint64
	Game     uint32
	Value    int8
}

// PatternDataOptions configure GeneratePatternData.
type PatternDataOptions struct {
	Seed     uint64
	Games    int
	MinEmpty int // positions from MaxEmpty empties down to MinEmpty
	MaxEmpty int
	Workers  int
	Progress func(done int) // called after each game (from one goroutine at a time)
}

// GeneratePatternData plays opts.Games games and labels their positions
// of MinEmpty to MaxEmpty empty squares (where the side to move has a
// move) with exact values. Game i is a function of (Seed, i) alone: a
// random opening of 4 to 19 plies, then the hand-made evaluation's
// best move at one ply, a random move one time in six. The result does
// not depend on the number of workers.
func GeneratePatternData(opts PatternDataOptions) []PatternSample {
	per := make([][]PatternSample, opts.Games)
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	for range max(opts.Workers, 1) {
		wg.Go(func() {
			table := tt.NewEndTable(1 << 20)
			s := endgame.New(8, table)
			s.SetEval(eval.Othello8.EvaluateBits)
			for i := range next {
				per[i] = patGame(opts, uint32(i), s)
				if opts.Progress != nil {
					mu.Lock()
					done++
					opts.Progress(done)
					mu.Unlock()
				}
			}
		})
	}
	for i := range opts.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	var out []PatternSample
	for _, p := range per {
		out = append(out, p...)
	}
	return out
}

// patGame plays game i of the data set and labels its positions.
func patGame(opts PatternDataOptions, i uint32, s *endgame.Solver) []PatternSample {
	rng := rand.New(rand.NewPCG(opts.Seed, uint64(i)))
	p := othello.New8()
	own, opp := p.Discs(othello.Black), p.Discs(othello.White)
	opening := 4 + rng.IntN(16)
	var out []PatternSample
	for ply := 0; ; ply++ {
		empty := ^(own | opp)
		n := bits.OnesCount64(empty)
		moves := othello.LegalSquares(own, opp, empty)
		if moves == 0 {
			if othello.LegalSquares(opp, own, empty) == 0 || n < opts.MinEmpty {
				return out
			}
			own, opp = opp, own
			continue
		}
		if n < opts.MinEmpty {
			return out
		}
		if n <= opts.MaxEmpty {
			r := s.Solve(own, opp, -65, 65, nil)
			out = append(out, PatternSample{Own: own, Opp: opp, Game: i, Value: int8(r.Score)})
		}
		var x othello.Square
		if ply < opening || rng.IntN(6) == 0 {
			k := rng.IntN(bits.OnesCount64(moves))
			for range k {
				moves &= moves - 1
			}
			x = othello.Square(bits.TrailingZeros64(moves))
		} else {
			best := math.MinInt
			for m := moves; m != 0; m &= m - 1 {
				y := othello.Square(bits.TrailingZeros64(m))
				f := othello.FlipsOf(y, own, opp)
				if v := -eval.Othello8.EvaluateBits(opp&^f, own|f|y.Bit()); v > best {
					best, x = v, y
				}
			}
		}
		f := othello.FlipsOf(x, own, opp)
		own, opp = opp&^f, own|f|x.Bit()
	}
}
