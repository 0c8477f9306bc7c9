package egdb

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"frontier/board/checkers"
)

// Progress reports how far a build has gone: the slice being solved, its
// level (the distance in plies being settled) and how many indices of
// all slices are solved.
type Progress struct {
	Slice          Slice
	Level          int
	Done, Total    uint64 // indices solved and to solve, all slices
	Slices, Solved int
}

// Build solves every slice of up to n pieces that db does not already
// hold (db may be nil) and returns the database. It works with the
// given number of goroutines, all finished when it returns; progress,
// if not nil, is called from the calling goroutine.
//
// Each pair of slices (a slice and its Swap) is solved by retrograde
// analysis in levels, after every slice its captures and crownings lead
// to. Level L settles the positions won or lost in exactly L plies: a
// position is won in L when some move reaches a position lost in L−1,
// and lost in L when every move reaches a won position, the longest win
// taking L−1 plies. A first pass over the pair generates every
// position's moves once: it settles the positions without a legal move
// (lost in 0), counts each position's moves that stay in the pair, and
// takes the values of the moves that leave it (captures and crownings,
// into slices already solved), which schedule a win or a loss for a
// later level. Then each position settled at level L is un-made into its
// predecessors in the pair: a loss makes them wins in L+1, a win takes
// one from their count of moves not yet known to lose, and a count that
// reaches zero makes a loss unless a move leaving the pair draws. When no
// level settles anything more, the undecided positions are draws.
//
// This is retrograde analysis as Thompson describes it for chess
// endgames (K. Thompson, "Retrograde Analysis of Certain Endgames", ICCA
// Journal 9(3), 1986), organised by piece counts into slices solved in
// dependency order as Lake, Schaeffer and Lu do for checkers ("Solving
// Large Retrograde Analysis Problems Using a Network of Workstations",
// 1993); both are the sources Lu's thesis cites for Chinook's databases
// [Tho86, LSL93]. The counts of moves not yet refuted are the usual way
// to settle losses without generating a position's moves again.
func Build(ctx context.Context, n int, db *DB, workers int, progress func(Progress)) (*DB, error) {
	return build(ctx, n, nil, db, workers, progress)
}

// below reports whether every position of slice t could arise from one
// of slice s: no colour has more men, or more pieces, in t than in s.
// Moves only capture and crown, so the slices a position of s leads to
// are below s (seen with either side to move).
func below(t, s Slice) bool {
	le := func(t Slice) bool {
		return t.BM <= s.BM && t.BM+t.BK <= s.BM+s.BK && t.WM <= s.WM && t.WM+t.WK <= s.WM+s.WK
	}
	return le(t) || le(t.Swap())
}

// BuildBelow is Build restricted to slice s and the slices its positions
// lead to: enough to probe the positions of s, much faster than all
// slices of as many pieces.
func BuildBelow(ctx context.Context, s Slice, workers int, progress func(Progress)) (*DB, error) {
	if s.BM < 0 || s.BK < 0 || s.WM < 0 || s.WK < 0 {
		return nil, fmt.Errorf("egdb: slice %v has a negative count", s)
	}
	return build(ctx, s.Pieces(), func(t Slice) bool { return below(t, s) }, nil, workers, progress)
}

func build(ctx context.Context, n int, only func(Slice) bool, db *DB, workers int, progress func(Progress)) (*DB, error) {
	if n < 1 || n > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: the database covers 1 to %d pieces", n, MaxPieces)
	}
	if workers < 1 {
		workers = 1
	}
	out := &DB{pieces: n}
	var all []Slice
	for _, s := range slicesUpTo(n) {
		if only == nil || only(s) {
			all = append(all, s)
		}
	}
	var total uint64
	for _, s := range all {
		total += s.Size()
	}
	b := &builder{db: out, workers: workers, progress: progress, total: total, slices: len(all)}
	for _, s := range all {
		if db != nil && s.Pieces() <= db.pieces {
			if t := db.table(s); t != nil && t.solved {
				// Read now: the solvers read the table's values directly.
				if _, err := t.values(); err != nil {
					return nil, err
				}
				out.setTable(t)
				b.done += s.Size()
				b.solved++
				continue
			}
		}
		out.setTable(newTable(s, make([]uint8, s.Size()), false))
	}
	for _, s := range all {
		t := out.table(s)
		if t.solved {
			continue
		}
		pair := []*table{t}
		if o := out.table(s.Swap()); o != t {
			pair = append(pair, o)
		}
		if err := b.solve(ctx, pair); err != nil {
			return nil, err
		}
	}
	return out, nil
}

type builder struct {
	db             *DB
	workers        int
	progress       func(Progress)
	done, total    uint64
	slices, solved int
}

// ref names a position of the pair being solved: table t, index i.
type ref struct {
	t int
	i uint64
}

// later is a position to settle at a later level if nothing settles it
// sooner.
type later struct {
	ref
	level int
}

// pairState is the solver's working memory for one pair of slices.
type pairState struct {
	tabs []*table
	// moves counts, per position, the moves that stay in the pair and
	// are not yet known to reach a won position; bit 7 says the position
	// has such moves at all (a position that must capture has none).
	moves [][]uint8
	// exit is the longest loss through the moves that leave the pair,
	// or noLoss when one of them draws or wins.
	exit [][]uint8
}

const (
	hasMoves = 0x80
	noLoss   = 0xFF
)

// worker holds one goroutine's scratch space and findings.
type worker struct {
	moves []checkers.Move
	later []later
	refs  []ref
}

func (b *builder) solve(ctx context.Context, pair []*table) error {
	st := &pairState{tabs: pair}
	for _, t := range pair {
		st.moves = append(st.moves, make([]uint8, len(t.vals)))
		st.exit = append(st.exit, make([]uint8, len(t.vals)))
	}
	ws := make([]worker, b.workers)
	for i := range ws {
		ws[i].moves = make([]checkers.Move, 0, 64)
	}
	// The first pass: every position's moves, once.
	type span struct {
		t      int
		lo, hi uint64
	}
	var spans []span
	for t, tab := range pair {
		for lo := uint64(0); lo < uint64(len(tab.vals)); lo += 1 << 14 {
			spans = append(spans, span{t, lo, min(lo+1<<14, uint64(len(tab.vals)))})
		}
	}
	b.parallel(ws, len(spans), func(w *worker, k int) {
		sp := spans[k]
		for i := sp.lo; i < sp.hi; i++ {
			b.first(w, st, ref{sp.t, i})
		}
	})
	buckets := map[int][]ref{}
	var frontier []ref
	for i := range ws {
		for _, l := range ws[i].later {
			if l.level == 0 {
				frontier = append(frontier, l.ref)
			} else {
				buckets[l.level] = append(buckets[l.level], l.ref)
			}
		}
		ws[i].later = nil
	}
	for _, r := range frontier {
		pair[r.t].vals[r.i] = 1
	}
	for level := 0; ; level++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		for _, r := range buckets[level] {
			if pair[r.t].vals[r.i] == 0 {
				pair[r.t].vals[r.i] = uint8(level + 1)
				frontier = append(frontier, r)
			}
		}
		delete(buckets, level)
		if len(frontier) == 0 && len(buckets) == 0 {
			break
		}
		if level >= maxPlies {
			return fmt.Errorf("egdb: slice %v has positions won in more than %d plies, more than a byte holds", pair[0].slice, maxPlies)
		}
		if b.progress != nil {
			b.progress(Progress{Slice: pair[0].slice, Level: level, Done: b.done, Total: b.total, Slices: b.slices, Solved: b.solved})
		}
		var next []ref
		const part = 1 << 15
		for lo := 0; lo < len(frontier); lo += part {
			chunk := frontier[lo:min(lo+part, len(frontier))]
			// Un-make the settled positions, in parallel: reads only.
			per := (len(chunk) + len(ws) - 1) / len(ws)
			for k := range ws {
				ws[k].refs = ws[k].refs[:0]
			}
			b.parallel(ws, len(ws), func(w *worker, k int) {
				for _, r := range chunk[min(k*per, len(chunk)):min((k+1)*per, len(chunk))] {
					w.refs = st.predecessors(w.refs, r)
				}
			})
			// Apply what they imply, in order.
			for k := range ws {
				for _, p := range ws[k].refs {
					if st.settle(p, level, buckets) {
						next = append(next, p)
					}
				}
			}
		}
		frontier = next
	}
	for _, t := range pair {
		t.solved = true
		b.done += uint64(len(t.vals))
		b.solved++
	}
	return nil
}

// settle applies to predecessor p what a position settled at level
// implies, and reports whether p is now settled at level+1. A loss at
// level makes p a win; a win takes one from p's count of moves, and the
// last one makes p a loss, now or, if a move leaving the pair loses more
// slowly, at that later level.
func (st *pairState) settle(p ref, level int, buckets map[int][]ref) bool {
	vals, moves := st.tabs[p.t].vals, st.moves[p.t]
	if vals[p.i] != 0 || moves[p.i]&hasMoves == 0 {
		return false
	}
	if level&1 == 0 {
		vals[p.i] = uint8(level + 2)
		return true
	}
	moves[p.i]--
	if moves[p.i] != hasMoves {
		return false
	}
	exit := st.exit[p.t][p.i]
	switch {
	case exit == noLoss:
		return false
	case int(exit) <= level+1:
		vals[p.i] = uint8(level + 2)
		return true
	}
	buckets[int(exit)] = append(buckets[int(exit)], p)
	return false
}

// first generates the moves of position r once: it settles a position
// without moves at level 0, counts the moves that stay in the pair, and
// schedules the win or the loss that the moves leaving the pair give.
// It writes only r's own entries.
func (b *builder) first(w *worker, st *pairState, r ref) {
	t := st.tabs[r.t]
	bm, bk, wm, wk, ok := t.slice.unindex(r.i)
	if !ok {
		return
	}
	p := positionOf(bm, bk, wm, wk)
	w.moves = p.Moves(w.moves[:0])
	if len(w.moves) == 0 {
		w.later = append(w.later, later{r, 0})
		return
	}
	win := maxPlies + 2 // shortest win through an exit
	longest := 0        // longest loss through an exit
	draw := false       // an exit draws
	inside := 0
	for _, m := range w.moves {
		q := p.Play(m)
		qbm, qbk, qwm, qwk := masksOf(&q)
		qt := b.db.table(sliceOf(qbm, qbk, qwm, qwk))
		if !qt.solved {
			inside++
			continue
		}
		x := int(qt.vals[qt.slice.index(qbm, qbk, qwm, qwk)])
		switch {
		case x == 0:
			draw = true
		case x&1 == 1:
			win = min(win, x) // the successor loses: a win in x plies
		default:
			longest = max(longest, x)
		}
	}
	if inside > 0 {
		st.moves[r.t][r.i] = hasMoves | uint8(inside)
	}
	switch {
	case win <= maxPlies+1:
		st.exit[r.t][r.i] = noLoss
		w.later = append(w.later, later{r, win})
	case draw:
		st.exit[r.t][r.i] = noLoss
	case inside == 0:
		w.later = append(w.later, later{r, longest})
	default:
		st.exit[r.t][r.i] = uint8(longest)
	}
}

// parallel calls f(w, k) for k from 0 to n−1 on the workers' goroutines
// and returns when all calls are done.
func (b *builder) parallel(ws []worker, n int, f func(w *worker, k int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for k := range ws {
		wg.Add(1)
		go func(w *worker) {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				f(w, i)
			}
		}(&ws[k])
	}
	wg.Wait()
}
