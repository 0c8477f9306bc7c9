package uci

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"frontier/board/chess"
)

// The tests of this file are the faults issue 27 found by driving the
// server as a GUI does, worst first; each goes through the pipes.

// legalIn fails unless line is "bestmove M" with M legal in fen.
func legalIn(t *testing.T, fen, line string) chess.Move {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		t.Fatalf("%q is not a bestmove line", line)
	}
	m, err := p.ParseUCI(f[1])
	if err != nil {
		t.Fatalf("%q in %s: %v", line, fen, err)
	}
	return m
}

// infoField returns the integer after word in an info line, -1 if none.
func infoField(line, word string) int {
	f := strings.Fields(line)
	for i := 0; i+1 < len(f); i++ {
		if f[i] == word {
			n, err := strconv.Atoi(f[i+1])
			if err != nil {
				return -1
			}
			return n
		}
	}
	return -1
}

// 1. Every go is answered with a bestmove, whatever its tokens: unknown
// ones are skipped (UCI says so) and zero or malformed limits become the
// least search that yields a move.
func TestGoAlwaysAnswered(t *testing.T) {
	d := startDriver(t)
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	d.send("position startpos")
	for _, g := range []string{
		"go wtime 1000 btime 1000 bogus 3",
		"go depth 0",
		"go movetime 0",
		"go nodes 0",
		"go movestogo 0 wtime 1000 btime 1000",
		"go wtime 0 btime 0",
		"go depth x",
		"go depth",
		"go nodes -3",
		"go movetime -5",
		"go fast depth 2",
	} {
		d.send(g)
		line, _ := d.expect("bestmove ")
		legalIn(t, start, line)
	}
	d.quit()
}

// 2. A position the server cannot set is never answered for the one
// before it: the upper-case promotion letter some GUIs send is read as
// meant, anything else is refused with info string, and the next go
// searches nothing and answers the null move.
func TestRejectedPositionNotSearched(t *testing.T) {
	d := startDriver(t)
	d.send("position fen 4k3/6P1/8/8/8/8/8/4K3 w - - 0 1 moves g7g8Q")
	d.send("go depth 2")
	line, _ := d.expect("bestmove ")
	legalIn(t, "4k1Q1/8/8/8/8/8/8/4K3 b - - 0 1", line)
	for _, bad := range []string{
		"position startpos moves e2e5",
		"position fen 8/8/8 w",
		"position startpos moves e2e4 e7e5 e1e3",
		"position middle",
	} {
		d.send("position startpos moves e2e4") // a good one first
		d.send(bad)
		if l, _ := d.expect("info string"); !strings.Contains(l, "ignored") {
			t.Errorf("%q: %q", bad, l)
		}
		d.send("go depth 3")
		line, seen := d.expect("bestmove ")
		if line != "bestmove 0000" {
			t.Errorf("go after %q answered %q (%q): the position before it", bad, line, seen)
		}
		for _, l := range seen {
			if strings.HasPrefix(l, "info depth") {
				t.Errorf("go after %q searched: %q", bad, l)
			}
		}
	}
	// Castling rights the board cannot have are dropped, not refused:
	// what the GUI means is plain.
	d.send("position fen 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1")
	d.send("go depth 2")
	line, _ = d.expect("bestmove ")
	legalIn(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", line)
	d.quit()
}

// 3. A game drawn by rule still has legal moves, and a GUI that asks for
// one gets one: king against king, and the fifty-move rule.
func TestDrawnByRuleStillMoves(t *testing.T) {
	d := startDriver(t)
	for _, fen := range []string{
		"8/8/8/8/8/8/k7/7K w - - 0 1",
		"8/8/8/8/8/8/k7/6NK b - - 0 1",
		"r3k3/8/8/8/8/8/8/4K2R w - - 100 80",
	} {
		d.send("position fen " + fen)
		d.send("go depth 5")
		line, seen := d.expect("bestmove ")
		legalIn(t, fen, line)
		depth := false
		for _, l := range seen {
			if strings.Contains(l, "failed") {
				t.Errorf("%s: %q", fen, l)
			}
			depth = depth || strings.HasPrefix(l, "info depth")
		}
		if !depth {
			t.Errorf("%s: no info depth line before %q: %q", fen, line, seen)
		}
	}
	d.quit()
}

// 4. A Hash the machine cannot hold is refused with info string, and the
// server goes on with the table it had.
func TestHashBeyondMemory(t *testing.T) {
	old := availableMiB
	availableMiB = func() (int, bool) { return 100, true }
	defer func() { availableMiB = old }()
	d := startDriver(t)
	d.send("setoption name Hash value 4000")
	if l, _ := d.expect("info string"); !strings.Contains(l, "ignored") || !strings.Contains(l, "Hash") {
		t.Errorf("Hash 4000 MiB with 100 MiB free: %q", l)
	}
	d.send("setoption name Hash value 16")
	d.send("isready")
	if _, seen := d.expect("readyok"); len(seen) > 0 {
		t.Errorf("Hash 16 MiB with 100 MiB free: %q", seen)
	}
	d.send("position startpos")
	d.send("go depth 2")
	d.expect("bestmove ")
	d.quit()
}

// 5. A line over 1 MiB is refused, and the server goes on.
func TestOverlongLine(t *testing.T) {
	d := startDriver(t)
	d.send("position startpos moves" + strings.Repeat(" e2e4", 1<<18))
	if l, _ := d.expect("info string"); !strings.Contains(l, "ignored") {
		t.Errorf("a line of %d bytes: %q", 5<<18, l)
	}
	d.send("isready")
	d.expect("readyok")
	d.send("position startpos moves e2e4")
	d.send("go depth 1")
	line, _ := d.expect("bestmove ")
	legalIn(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", line)
	d.quit()
}

// 6. go depth 1000 on a mate in one stops deepening once the mate is
// proven, instead of searching to the depth limit.
func TestProvenMateStopsDeepening(t *testing.T) {
	d := startDriver(t)
	d.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	d.send("go depth 1000")
	line, infos := d.expect("bestmove ")
	if line != "bestmove a1a8" {
		t.Errorf("mate in one: %q", line)
	}
	if last := infos[len(infos)-1]; infoField(last, "depth") > 4 || !strings.Contains(last, "score mate 1 ") {
		t.Errorf("go depth 1000 on a mate in one went on to %q", last)
	}
	d.quit()
}

// 7. go searchmoves searches those moves only, with the sequential
// engine and with a parallel one.
func TestSearchMoves(t *testing.T) {
	d := startDriver(t)
	for _, algo := range []string{"seq", "ybwc:2"} {
		d.send("setoption name Algorithm value " + algo)
		d.send("position startpos moves e2e4")
		d.send("go depth 4 searchmoves a7a6 h7h6")
		line, infos := d.expect("bestmove ")
		if line != "bestmove a7a6" && line != "bestmove h7h6" {
			t.Errorf("%s: searchmoves a7a6 h7h6 answered %q", algo, line)
		}
		n := 0
		for _, l := range infos {
			if !strings.HasPrefix(l, "info depth") {
				continue
			}
			n++
			if pv := strings.Fields(l[strings.Index(l, " pv ")+4:]); pv[0] != "a7a6" && pv[0] != "h7h6" {
				t.Errorf("%s: %q", algo, l)
			}
		}
		if n != 4 {
			t.Errorf("%s: %d iterations, want 4: %q", algo, n, infos)
		}
		// A move that is not legal is said and left out; none legal is
		// every move.
		d.send("go depth 2 searchmoves e7e5 e2e4")
		line, infos = d.expect("bestmove ")
		if line != "bestmove e7e5" || !strings.Contains(strings.Join(infos, "\n"), "e2e4") {
			t.Errorf("%s: searchmoves e7e5 e2e4: %q after %q", algo, line, infos)
		}
	}
	d.quit()
}

// 8. A search stopped before depth 1 has finished still answers a
// searched move: depth 1 is always completed. The position's depth-1
// tree (quiescence included) is tens of thousands of nodes, so a node
// budget of 1 stops it early, and so does a stop sent at once.
func TestStopBeforeDepthOne(t *testing.T) {
	d := startDriver(t)
	fen := "r3k2r/1b1nqpb1/p2ppnp1/1p4N1/3NP1Q1/1BN1B3/PPP2PPP/R4RK1 w kq - 0 1"
	d.send("position fen " + fen)
	for _, g := range []string{"go nodes 1", "go infinite", "go movetime 1"} {
		d.send(g)
		if g == "go infinite" {
			d.send("stop")
		}
		line, seen := d.expect("bestmove ")
		legalIn(t, fen, line)
		if len(seen) == 0 || !strings.HasPrefix(seen[0], "info depth 1 ") {
			t.Errorf("%s: %q with no depth-1 iteration before it: %q", g, line, seen)
		} else if pv := strings.Fields(seen[len(seen)-1][strings.Index(seen[len(seen)-1], " pv ")+4:]); "bestmove "+pv[0] != line {
			t.Errorf("%s: %q is not the last iteration's move: %q", g, line, seen)
		}
	}
	d.quit()
}

// 9. seldepth is never below depth, also when the table answers most of
// an iteration (the second search of the same position).
func TestSelDepthAtLeastDepth(t *testing.T) {
	d := startDriver(t)
	d.send("position startpos moves e2e4 e7e5 g1f3 b8c6")
	for range 2 {
		d.send("go depth 6")
		_, infos := d.expect("bestmove ")
		for _, l := range infos {
			if strings.HasPrefix(l, "info depth") && infoField(l, "seldepth") < infoField(l, "depth") {
				t.Errorf("%q", l)
			}
		}
	}
	d.quit()
}

// 9. The Move Overhead option is offered, and kept out of a fixed time
// a move: movetime is then used whole, but for the overhead.
func TestMoveOverhead(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	_, head := d.expect("uciok")
	if !strings.Contains(strings.Join(head, "\n"), "option name Move Overhead type spin default ") {
		t.Errorf("no Move Overhead option: %q", head)
	}
	d.send("setoption name Move Overhead value 200")
	d.send("isready")
	if _, seen := d.expect("readyok"); len(seen) > 0 {
		t.Errorf("setoption Move Overhead: %q", seen)
	}
	d.send("setoption name Move Overhead value -1")
	if l, _ := d.expect("info string"); !strings.Contains(l, "ignored") {
		t.Errorf("Move Overhead -1: %q", l)
	}
	d.quit()
}

// 9. movetime is used whole but for the Move Overhead, and movestogo 1
// may spend most of the clock, which is refilled after the move.
func TestLimitsUseTheTime(t *testing.T) {
	s, err := NewServer(io.Discard, Options{Name: "x", Author: "y", HashMiB: 1, Threads: 1, Algorithm: "seq", MoveOverhead: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := ParseGo(strings.Fields("movetime 1000"))
	if lim, _ := s.limits(s.root, g); lim.Time != 950*time.Millisecond || !lim.FullTime || lim.MaxTime != 0 {
		t.Errorf("movetime 1000: %+v", lim)
	}
	g, _ = ParseGo(strings.Fields("wtime 5000 btime 5000 movestogo 1"))
	if lim, _ := s.limits(s.root, g); lim.Time < 1900*time.Millisecond || lim.MaxTime < 3*time.Second {
		t.Errorf("movestogo 1 with 5 s: %+v", lim)
	}
}
