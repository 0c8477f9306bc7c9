package tune

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"frontier/board/chess"
	"frontier/search"
	"frontier/search/eval"
)

// RelabelChess returns a data set of every every-th sample of d (the
// first, the every+1-th...), each with its search score replaced by a
// search of the compiled evaluation (eval.Chess, main's weights) with
// the playing options at nodes nodes, from empty tables (a pure
// function of the position and the budget), for White and bounded as
// the self-play's scores are. The self-play labelled a position with
// the score of its own search, of a few thousand nodes: a deeper
// search's score is a label that sees further (docs/chess.md, "The
// sixth fit"). workers searches run at once, each with its own tables;
// the result does not depend on their number. onDone, if not nil, is
// called after each position with the count done.
func RelabelChess(ctx context.Context, d *ChessData, nodes uint64, every, workers int, onDone func(done, total int)) (*ChessData, error) {
	if nodes < 2 || every < 1 || workers < 1 {
		return nil, fmt.Errorf("chess relabel: %d nodes, every %d-th sample, %d workers", nodes, every, workers)
	}
	out := *d
	out.Samples = nil
	for i := 0; i < len(d.Samples); i += every {
		out.Samples = append(out.Samples, d.Samples[i])
	}
	out.LabelNodes = nodes
	sh, err := tables(workers)
	if err != nil {
		return nil, err
	}
	var (
		next, done atomic.Int64
		wg         sync.WaitGroup
		mu         sync.Mutex
		firstErr   error
	)
	total := len(out.Samples)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(sh *search.Shared) {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= total || ctx.Err() != nil {
					return
				}
				s := &out.Samples[i]
				v, err := chessDeepScore(ctx, s.FEN, sh, nodes)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("chess relabel, sample %d: %w", i, err)
					}
					mu.Unlock()
					return
				}
				s.Score, s.Scored = chessScoreLabel(v)
				n := int(done.Add(1))
				if onDone != nil {
					mu.Lock()
					onDone(n, total)
					mu.Unlock()
				}
			}
		}(sh[w])
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &out, nil
}

// chessDeepScore is the score for White of a search of the position fen
// at nodes nodes with the playing options, from tables sh emptied first.
func chessDeepScore(ctx context.Context, fen string, sh *search.Shared, nodes uint64) (int, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return 0, err
	}
	sh.Clear()
	res, err := search.Run(ctx, eval.Chess{}, p, search.Limits{Nodes: nodes}, sh, search.PlayOptions(), nil)
	if err != nil {
		return 0, err
	}
	v := res.Score
	if p.SideToMove() == chess.Black {
		v = -v
	}
	return v, nil
}
