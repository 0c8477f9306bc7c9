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
	sh, err := tables(workers)
	if err != nil {
		return nil, err
	}
	scorers := make([]ChessScorer, workers)
	for w := range scorers {
		scorers[w] = func(ctx context.Context, fen string) (int, error) {
			return chessDeepScore(ctx, fen, sh[w], nodes)
		}
	}
	out, err := RelabelChessBy(ctx, d, every, scorers, onDone)
	if err != nil {
		return nil, err
	}
	out.LabelNodes, out.LabelEngine = nodes, ""
	return out, nil
}

// A ChessScorer labels a position given by its FEN with a score for
// White in centipawns (a mate as search.Win less its plies). Each
// scorer of RelabelChessBy is called by one goroutine at a time.
type ChessScorer func(ctx context.Context, fen string) (int, error)

// RelabelChessBy is RelabelChess with the labels of scorers, one
// goroutine each (our own searches, or an outside engine's: a label
// that our evaluation did not make). The labels are bounded as the
// self-play's are; the result does not depend on the number of scorers
// if each scorer's answer depends on the position alone. The returned
// set's LabelNodes and LabelEngine are d's; the caller says what made
// the labels.
func RelabelChessBy(ctx context.Context, d *ChessData, every int, scorers []ChessScorer, onDone func(done, total int)) (*ChessData, error) {
	if every < 1 || len(scorers) < 1 {
		return nil, fmt.Errorf("chess relabel: every %d-th sample, %d scorers", every, len(scorers))
	}
	out := *d
	out.Samples = nil
	for i := 0; i < len(d.Samples); i += every {
		out.Samples = append(out.Samples, d.Samples[i])
	}
	var (
		next, done atomic.Int64
		wg         sync.WaitGroup
		mu         sync.Mutex
		firstErr   error
	)
	total := len(out.Samples)
	for _, score := range scorers {
		wg.Add(1)
		go func(score ChessScorer) {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= total || ctx.Err() != nil {
					return
				}
				s := &out.Samples[i]
				v, err := score(ctx, s.FEN)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("chess relabel, sample %d (%s): %w", i, s.FEN, err)
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
		}(score)
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
