package session

import (
	"sync"

	"frontier/search"
)

// tablePoolSize is how many finished runs' tables the session keeps for
// the next runs: two, for an analysis and its sequential reference
// (reference.go), which search together. The peak is the same two tables
// that were live while they searched, so the pool adds nothing to it.
const tablePoolSize = 2

// tablePool keeps the transposition and history tables of finished runs
// for the next runs of the same size. A session starts a run at every
// step through a game; each used to allocate a table of HashMiB (128 MiB
// by default) and, to keep the resident set from growing with the heap
// the next table was allocated on before a collection came, forced one
// with debug.FreeOSMemory after every run. Reusing a cleared table
// allocates nothing, so the resident set stays at the tables in use and
// in the pool, without forcing a collection. The pool holds at most
// tablePoolSize tables; a table of another size, or beyond that, is
// dropped for the collector. It is safe for concurrent use: runs end on
// their own goroutines.
type tablePool struct {
	mu   sync.Mutex
	free []*search.Shared
	mib  []int // free[i]'s table size
}

// get returns cleared tables of hashMiB, from the pool if it has some of
// that size, else newly allocated.
func (p *tablePool) get(hashMiB int) (*search.Shared, error) {
	if p != nil {
		p.mu.Lock()
		for i := len(p.free) - 1; i >= 0; i-- {
			if p.mib[i] == hashMiB {
				sh := p.free[i]
				p.free = append(p.free[:i], p.free[i+1:]...)
				p.mib = append(p.mib[:i], p.mib[i+1:]...)
				p.mu.Unlock()
				// Cleared here, on the run's goroutine, so that the
				// search starts from nothing and is reproducible.
				sh.Clear()
				return sh, nil
			}
		}
		p.mu.Unlock()
	}
	return search.NewShared(hashMiB)
}

// put gives back the tables of a finished run, whose engine no longer
// uses them. When the pool is full the oldest table is dropped: the
// newest is the likeliest to match the next run's size.
func (p *tablePool) put(sh *search.Shared, hashMiB int) {
	if p == nil || sh == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free) == tablePoolSize {
		p.free[0] = nil
		p.free, p.mib = p.free[1:], p.mib[1:]
	}
	p.free = append(p.free, sh)
	p.mib = append(p.mib, hashMiB)
}

// held returns the tables' total size in MiB, for tests.
func (p *tablePool) held() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, m := range p.mib {
		n += m
	}
	return n
}

// drain drops every table, when the session closes.
func (p *tablePool) drain() {
	p.mu.Lock()
	defer p.mu.Unlock()
	clear(p.free)
	p.free, p.mib = nil, nil
}
