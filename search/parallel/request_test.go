package parallel

import (
	"fmt"
	"testing"
)

// dibAlgorithms are the algorithms on the DIB work-request scheduler.
func dibAlgorithms() []string {
	return []string{DelaySplit}
}

// TestDIBExactFineGrain: every DIB algorithm gives the minimax value with
// problems shared down to one ply above the leaves, with and without
// sorting, on both machines and several numbers of processors (the
// registry-wide test runs them at their default grain).
func TestDIBExactFineGrain(t *testing.T) {
	n := 16
	if testing.Short() || raceEnabled {
		n = 6
	}
	positions := suitePositions(t, n)
	for _, algo := range dibAlgorithms() {
		for _, sim := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/sim=%v", algo, sim), func(t *testing.T) {
				t.Parallel()
				for i, pos := range positions {
					depth := 5 + i%2
					want := sequentialValue(t, pos, depth)
					for _, p := range []int{1, 2, 5, 16} {
						cfg := Config{Algorithm: algo, Searchers: p, Sim: sim, DIB: DIBOptions{Grain: 1, SortDepth: i % 3}}
						if got := parallelValue(t, cfg, pos, depth); got != want {
							t.Fatalf("position %d %s depth %d P=%d: %d, minimax %d", i, pos.FEN(), depth, p, got, want)
						}
					}
				}
			})
		}
	}
}
