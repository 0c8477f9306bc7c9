package egdb

import (
	"context"
	"fmt"
	"math/bits"
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
// and lost in L when every move reaches a position won and the longest
// of those wins is L−1 plies. Level 0 settles the positions without a
// legal move (lost). Only positions that can have changed are looked at
// again: those one of whose moves reaches a position settled at the
// level before (found by un-making moves) and those whose best move
// leaves the pair for a slice already solved, whose distance schedules
// them for a later level. Each candidate is re-evaluated forward with
// the rules of package checkers, so un-making moves only has to find a
// superset of the predecessors. When no candidate is left, the
// undecided positions are draws.
func Build(ctx context.Context, n int, db *DB, workers int, progress func(Progress)) (*DB, error) {
	if n < 1 || n > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: the database covers 1 to %d pieces", n, MaxPieces)
	}
	if workers < 1 {
		workers = 1
	}
	out := &DB{pieces: n}
	all := slicesUpTo(n)
	var total uint64
	for _, s := range all {
		total += s.Size()
	}
	b := &builder{db: out, workers: workers, progress: progress, total: total, slices: len(all)}
	for _, s := range all {
		if db != nil && s.Pieces() <= db.pieces {
			if t := db.table(s); t != nil && t.solved {
				out.setTable(t)
				b.done += s.Size()
				b.solved++
				continue
			}
		}
		out.setTable(&table{slice: s, vals: make([]uint8, s.Size())})
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

// settled is a position decided at the current level, with its byte.
type settled struct {
	ref
	b uint8
}

// later is a position to look at again at a later level.
type later struct {
	ref
	level int
}

// worker holds one goroutine's scratch space and findings for a level.
type worker struct {
	moves   []checkers.Move
	settled []settled
	later   []later
}

func (b *builder) solve(ctx context.Context, pair []*table) error {
	cur := make([][]uint64, len(pair))
	next := make([][]uint64, len(pair))
	for k, t := range pair {
		words := (len(t.vals) + 63) / 64
		cur[k], next[k] = make([]uint64, words), make([]uint64, words)
		for i := range cur[k] {
			cur[k][i] = ^uint64(0)
		}
		if r := len(t.vals) % 64; r != 0 {
			cur[k][words-1] = 1<<uint(r) - 1
		}
	}
	buckets := map[int][]ref{}
	ws := make([]worker, b.workers)
	for i := range ws {
		ws[i].moves = make([]checkers.Move, 0, 64)
	}
	for level := 0; ; level++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		if level > maxPlies {
			return fmt.Errorf("egdb: slice %v has positions won in more than %d plies, more than a byte holds", pair[0].slice, maxPlies)
		}
		for _, r := range buckets[level] {
			cur[r.t][r.i/64] |= 1 << (r.i % 64)
		}
		delete(buckets, level)
		if b.progress != nil {
			b.progress(Progress{Slice: pair[0].slice, Level: level, Done: b.done, Total: b.total, Slices: b.slices, Solved: b.solved})
		}
		// Evaluate every candidate; only reads of the tables.
		b.parallel(ws, cur, func(w *worker, t int, word int) {
			for m := cur[t][word]; m != 0; m &= m - 1 {
				i := uint64(word)*64 + uint64(bits.TrailingZeros64(m))
				if pair[t].vals[i] != 0 {
					continue
				}
				v, at := b.evaluate(w, pair[t], i, level)
				switch {
				case v != 0:
					w.settled = append(w.settled, settled{ref{t, i}, v})
				case at != 0:
					w.later = append(w.later, later{ref{t, i}, at})
				}
			}
		})
		for k := range cur {
			clear(cur[k])
		}
		any := false
		for i := range ws {
			for _, s := range ws[i].settled {
				pair[s.t].vals[s.i] = s.b
				any = true
			}
			for _, l := range ws[i].later {
				buckets[l.level] = append(buckets[l.level], l.ref)
			}
			ws[i].later = ws[i].later[:0]
		}
		// Mark the predecessors of what was settled for the next level.
		b.parallelSettled(ws, func(s settled) { b.db.markPredecessors(pair, next, s.ref) })
		for i := range ws {
			ws[i].settled = ws[i].settled[:0]
		}
		cur, next = next, cur
		if !any && len(buckets) == 0 && empty(cur) {
			break
		}
	}
	for _, t := range pair {
		t.solved = true
		b.done += uint64(len(t.vals))
		b.solved++
	}
	return nil
}

func empty(bm [][]uint64) bool {
	for _, words := range bm {
		for _, w := range words {
			if w != 0 {
				return false
			}
		}
	}
	return true
}

// chunk is the number of bitmap words a worker takes at a time.
const chunk = 1024

// parallel calls f for every non-zero word of the bitmaps, spreading the
// words over the workers, and returns when all are done.
func (b *builder) parallel(ws []worker, bm [][]uint64, f func(w *worker, t, word int)) {
	type unit struct{ t, lo, hi int }
	var units []unit
	for t := range bm {
		for lo := 0; lo < len(bm[t]); lo += chunk {
			units = append(units, unit{t, lo, min(lo+chunk, len(bm[t]))})
		}
	}
	var nextUnit atomic.Int64
	var wg sync.WaitGroup
	for k := range ws {
		wg.Add(1)
		go func(w *worker) {
			defer wg.Done()
			for {
				u := int(nextUnit.Add(1)) - 1
				if u >= len(units) {
					return
				}
				for word := units[u].lo; word < units[u].hi; word++ {
					if bm[units[u].t][word] != 0 {
						f(w, units[u].t, word)
					}
				}
			}
		}(&ws[k])
	}
	wg.Wait()
}

// parallelSettled calls f for every position the workers settled, each
// worker's list on its own goroutine, and returns when all are done.
func (b *builder) parallelSettled(ws []worker, f func(settled)) {
	var wg sync.WaitGroup
	for k := range ws {
		wg.Add(1)
		go func(list []settled) {
			defer wg.Done()
			for _, s := range list {
				f(s)
			}
		}(ws[k].settled)
	}
	wg.Wait()
}

// evaluate looks at position i of table t at the given level. It returns
// the position's byte if its value is settled at this level, or else the
// later level at which the moves already decided would settle it (0 if
// none would).
func (b *builder) evaluate(w *worker, t *table, i uint64, level int) (uint8, int) {
	bm, bk, wm, wk, ok := t.slice.unindex(i)
	if !ok {
		return 0, 0
	}
	p := positionOf(bm, bk, wm, wk)
	w.moves = p.Moves(w.moves[:0])
	if len(w.moves) == 0 {
		return 1, 0 // lost at once
	}
	win := maxPlies + 1 // shortest win found
	longest := 0        // longest loss found
	allLost := true     // every move reaches a decided win for the opponent
	for _, m := range w.moves {
		q := p.Play(m)
		qbm, qbk, qwm, qwk := masksOf(&q)
		qt := b.db.table(sliceOf(qbm, qbk, qwm, qwk))
		x := qt.vals[qt.slice.index(qbm, qbk, qwm, qwk)]
		if x == 0 {
			allLost = false // a draw, or not decided yet
			continue
		}
		d := int(x) // plies of this line: the successor's distance + 1
		if d&1 == 1 {
			win = min(win, d) // the successor, to move, loses
		} else {
			longest = max(longest, d)
		}
	}
	switch {
	case win <= maxPlies:
		if win <= level {
			return uint8(win + 1), 0
		}
		return 0, win
	case allLost:
		if longest <= level {
			return uint8(longest + 1), 0
		}
		return 0, longest
	}
	return 0, 0
}

// markPredecessors sets, in the bitmaps next, every position of the pair
// from which a move that neither captures nor crowns reaches position r
// (and maybe a few positions that are not legal predecessors, such as
// ones where that move was not allowed because a capture was due: they
// are only evaluated once more). r has Black to move, so the move was
// White's: a white man came from one of the two squares behind it (it
// moves towards square 1), a white king from any neighbour; the square
// it came from is empty now. The predecessor has White to move and is
// stored flipped, in the other table of the pair.
func (db *DB) markPredecessors(pair []*table, next [][]uint64, r ref) {
	s := pair[r.t].slice
	bm, bk, wm, wk, _ := s.unindex(r.i)
	other := 0
	if len(pair) == 2 {
		other = 1 - r.t
	}
	ot := pair[other]
	empty := paddedMask(^(bm | bk | wm | wk))
	for m := wm | wk; m != 0; m &= m - 1 {
		y := m & -m
		py := paddedMask(y)
		from := (py<<4 | py<<5) & empty
		if wk&y != 0 {
			from |= (py>>4 | py>>5) & empty
		}
		for ; from != 0; from &= from - 1 {
			x := squareMask(from & -from)
			qwm, qwk := wm, wk
			if wk&y != 0 {
				qwk = qwk&^y | x
			} else {
				qwm = qwm&^y | x
			}
			fbm, fbk, fwm, fwk := flip(bm, bk, qwm, qwk)
			j := ot.slice.index(fbm, fbk, fwm, fwk)
			if ot.vals[j] == 0 {
				atomic.OrUint64(&next[other][j/64], 1<<(j%64))
			}
		}
	}
}
