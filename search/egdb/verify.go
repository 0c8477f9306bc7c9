package egdb

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"frontier/board/checkers"
)

// Verify checks that every position of slice s has the value its moves
// give it: no legal move is a loss in 0; a win in d has a move to a
// position lost in d−1 and none to a position lost sooner; a loss in d
// has only moves to won positions, the longest won in d−1; a draw has no
// move to a lost position and one to a drawn position. These local rules
// have one solution (a distance cannot decrease forever), so a slice that
// passes, with every slice it leads to, holds the true values. It returns
// the first position that breaks a rule.
func (db *DB) Verify(ctx context.Context, s Slice) error {
	t := db.table(s)
	if t == nil || !t.solved {
		return fmt.Errorf("egdb: slice %v is not in the database", s)
	}
	vals, err := t.values()
	if err != nil {
		return err
	}
	moves := make([]checkers.Move, 0, 64)
	for i := range vals {
		if i%(1<<16) == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		bm, bk, wm, wk, ok := s.unindex(uint64(i))
		if !ok {
			if vals[i] != 0 {
				return fmt.Errorf("egdb: slice %v: index %d stands for no position but holds %d", s, i, vals[i])
			}
			continue
		}
		p := positionOf(bm, bk, wm, wk)
		got := decode(vals[i])
		want := db.fromMoves(&p, moves)
		if got != want {
			return fmt.Errorf("egdb: slice %v: %s is stored as %v, its moves give %v", s, p.FEN(), got, want)
		}
	}
	return nil
}

// fromMoves computes the value of p from the stored values of its
// successors.
func (db *DB) fromMoves(p *checkers.Position, buf []checkers.Move) Value {
	buf = p.Moves(buf[:0])
	if len(buf) == 0 {
		return Value{Loss, 0}
	}
	win, longest, allLost := -1, 0, true
	for _, m := range buf {
		q := p.Play(m)
		v, ok := db.Probe(&q)
		if !ok {
			return Value{Result: 255} // cannot happen: moves never add pieces
		}
		switch v.Result {
		case Loss:
			if win < 0 || v.Plies+1 < win {
				win = v.Plies + 1
			}
		case Win:
			longest = max(longest, v.Plies+1)
		default:
			allLost = false
		}
	}
	switch {
	case win >= 0:
		return Value{Win, win}
	case allLost:
		return Value{Loss, longest}
	}
	return Value{}
}

// VerifyAll runs Verify on every slice of the database, spread over the
// given number of goroutines (all finished when it returns), and returns
// the first failure found.
func (db *DB) VerifyAll(ctx context.Context, workers int) error {
	var all []Slice
	for n := 1; n <= db.pieces; n++ {
		all = append(all, slicesOf(n)...)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var next atomic.Int64
	errs := make([]error, max(workers, 1))
	var wg sync.WaitGroup
	for k := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(all) {
					return
				}
				if err := db.Verify(ctx, all[i]); err != nil {
					errs[k] = err
					cancel()
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return err
		}
	}
	return errors.Join(errs...)
}
