package search

import (
	"sync"
	"testing"
)

// Searchers on several goroutines share one table and one history table
// (run with -race). In exact mode the shared tables can only reorder
// moves, so every searcher still finds the value a lone searcher finds.
func TestConcurrentSearchersShareTables(t *testing.T) {
	positions := testPositions(24)
	want := make([]int, len(positions))
	for i, p := range positions {
		want[i] = NewSearcher(ck, newShared(t), exactOptions(AlgoPVS)).Search(&p, -Inf, Inf, 5, 0)
	}
	sh := newShared(t)
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			s := NewSearcher(ck, sh, exactOptions(algorithms[g%2]))
			for k := range positions {
				i := (k + 5*g) % len(positions) // different orders
				p := positions[i]
				if got := s.Search(&p, -Inf, Inf, 5, 0); got != want[i] {
					errs <- "shared-table exact search differs"
					return
				}
				m := rootMove(s)
				if !isLegal(&p, m) {
					errs <- "illegal root move"
					return
				}
				q := p
				for _, mv := range s.PV(p, 20) {
					if !isLegal(&q, mv) {
						errs <- "illegal PV move"
						return
					}
					q = q.Play(mv)
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
