package session

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestFinishedRunsHoldNoTable: a session that has run many analyses
// holds, once they have finished, none of their transposition tables.
// Each run's engine kept its table (HashMiB) for as long as the run was
// the current or the previous one, so a long session held two tables
// after every search (issue 16: RSS about 300 MB); now a finished run
// keeps its iterations and its trace only, and the trace still saves.
func TestFinishedRunsHoldNoTable(t *testing.T) {
	const hashMiB = 64
	s := newSession(t)
	c := s.Config()
	c.Depth, c.HashMiB = 5, hashMiB
	if err := s.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	s.SetSpeed(Unthrottled)
	var last *Run
	for i := range 6 {
		s.SetPly(i % 3) // a few positions, as an analyst steps through a game
		r, err := s.Start()
		if err != nil {
			t.Fatal(err)
		}
		waitFinal(t, r)
		last = r
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	// The session's table pool keeps up to tablePoolSize tables for the
	// next runs, on purpose and bounded; beyond them nothing may hold a
	// table.
	pooled := s.tables.held()
	if pooled > tablePoolSize*hashMiB {
		t.Errorf("the table pool holds %d MiB, more than %d tables of %d MiB", pooled, tablePoolSize, hashMiB)
	}
	if heap := int(ms.HeapAlloc>>20) - pooled; heap >= hashMiB {
		t.Errorf("after 6 finished runs the heap holds %d MiB besides the pool's %d MiB, a %d MiB table or more", heap, pooled, hashMiB)
	}
	if err := last.SaveTrace(filepath.Join(t.TempDir(), "t.json")); err != nil {
		t.Errorf("the finished run's trace: %v", err)
	}
}

// BenchmarkSessionHeap runs b.N analyses of the default configuration
// (16 simulated PVFSplit searchers, the default table) to depth 9 in
// one session, stepping through the first plies of the game, and
// reports the heap after a GC once they have finished, the heap memory
// the runtime still holds, and the resident set. In "burst" the next
// analysis starts as soon as the run ends, while its sequential
// reference (which starts when the run ends) may still search, as when
// an analyst holds an arrow key; in "settled" it starts once the
// reference has ended too, as when the analyst reads each result.
//
//	go test ./session -run '^$' -bench SessionHeap -benchtime 12x
func BenchmarkSessionHeap(b *testing.B) {
	for _, settle := range []bool{false, true} {
		name := "burst"
		if settle {
			name = "settled"
		}
		b.Run(name, func(b *testing.B) { sessionHeap(b, settle) })
	}
}

func sessionHeap(b *testing.B, settle bool) {
	s, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	c := s.Config()
	c.Depth = 9
	if err := s.SetConfig(c); err != nil {
		b.Fatal(err)
	}
	s.SetSpeed(Unthrottled)
	for i := 0; i < b.N; i++ {
		s.SetPly(i % 4)
		r, err := s.Start()
		if err != nil {
			b.Fatal(err)
		}
		<-r.Done()
		if settle && r.ref != nil {
			<-r.ref.done
		}
	}
	b.StopTimer()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "heap-MiB")
	b.ReportMetric(float64(ms.HeapSys-ms.HeapReleased)/(1<<20), "heap-held-MiB")
	b.ReportMetric(float64(rssKiB(b))/(1<<10), "rss-MiB")
}

// rssKiB is the process's resident set (Linux), 0 where unknown.
func rssKiB(b *testing.B) int {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	return 0
}
