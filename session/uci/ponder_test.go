package uci

import (
	"strings"
	"testing"
	"time"
)

// noBestmove fails if a bestmove is among lines.
func noBestmove(t *testing.T, when string, lines []string) {
	t.Helper()
	for _, l := range lines {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove %s: %q", when, lines)
		}
	}
}

// TestPonderHit drives a GUI's pondering: "go ponder" on the position
// after the expected reply searches without a clock and moves only after
// ponderhit, once, on the clock the go command gave.
func TestPonderHit(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	d.expect("option name Ponder type check")
	d.send("setoption name Ponder value true")
	d.send("position startpos moves e2e4 e7e5")
	// A depth of 1 is finished at once; pondering still holds bestmove.
	d.send("go ponder depth 1 wtime 300 btime 300")
	d.expect("info depth 1 ")
	d.send("isready")
	_, seen := d.expect("readyok")
	noBestmove(t, "while pondering, before ponderhit", seen)
	time.Sleep(50 * time.Millisecond)
	d.send("isready")
	_, seen = d.expect("readyok")
	noBestmove(t, "while pondering, before ponderhit", seen)
	d.send("go depth 1")
	d.expect("info string ignored: go while searching")
	d.send("ponderhit")
	best, _ := d.expect("bestmove ")
	legalIn(t, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", best)
	// Exactly one bestmove: the ponder search's stays unsent.
	d.send("isready")
	_, seen = d.expect("readyok")
	noBestmove(t, "twice", seen)
	d.send("ponderhit")
	d.expect("info string ignored: ponderhit: not pondering")
	d.quit()
}

// TestPonderOnClockAfterHit checks that after ponderhit the search keeps
// to the clock of "go ponder": with 200 ms left it moves well within a
// second, where the ponder search alone would never have stopped.
func TestPonderOnClockAfterHit(t *testing.T) {
	d := startDriver(t)
	d.send("position startpos moves d2d4")
	d.send("go ponder wtime 200 btime 200")
	d.expect("info depth 2 ")
	d.send("ponderhit")
	start := time.Now()
	best, _ := d.expect("bestmove ")
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("bestmove %v after ponderhit with 200 ms on the clock", took)
	}
	legalIn(t, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", best)
	d.quit()
}

// TestPonderStop is the other ending: the opponent played another move,
// the GUI sends stop, and the ponder search's bestmove comes back (the
// GUI discards it) so that the next position and go are acted on.
func TestPonderStop(t *testing.T) {
	d := startDriver(t)
	d.send("position startpos moves e2e4")
	d.send("go ponder wtime 1000 btime 1000")
	d.expect("info depth 1 ")
	d.send("stop")
	d.expect("bestmove ")
	d.send("ponderhit")
	d.expect("info string ignored: ponderhit: not pondering")
	d.send("position startpos moves e2e4 c7c5")
	d.send("go depth 2")
	best, _ := d.expect("bestmove ")
	legalIn(t, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", best)
	d.quit()
}

// TestPonderHitGoesOn checks that ponderhit does not start again: the
// ponder search goes on where it is and, its clock's time spent while
// pondering, moves at once with the depth it reached (a new search
// would start again from depth 1).
func TestPonderHitGoesOn(t *testing.T) {
	d := startDriver(t)
	d.send("position startpos moves g1f3")
	d.send("go ponder wtime 60 btime 60")
	d.expect("info depth 6 ")
	d.send("ponderhit")
	_, seen := d.expect("bestmove ")
	for _, l := range seen {
		if strings.HasPrefix(l, "info depth 1 ") {
			t.Fatalf("the search started again after ponderhit: %q", seen)
		}
	}
	d.quit()
}
