package uci

import (
	"bufio"
	"context"
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"frontier/board/chess"
)

// driver runs a Server on pipes, as a GUI would.
type driver struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	ended chan error
}

func startDriver(t *testing.T) *driver {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s, err := NewServer(outW, Options{Name: "Frontier", Author: "test", HashMiB: 1, Threads: 1, Algorithm: "seq"})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, in: inW, lines: make(chan string, 1000), ended: make(chan error, 1)}
	go func() {
		err := s.Run(context.Background(), inR)
		outW.Close()
		inR.Close() // a send after the end fails instead of blocking
		d.ended <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			d.lines <- sc.Text()
		}
		close(d.lines)
	}()
	return d
}

func (d *driver) send(line string) {
	d.t.Helper()
	if _, err := io.WriteString(d.in, line+"\n"); err != nil {
		d.t.Fatalf("send %q: %v", line, err)
	}
}

// expect reads lines until one starts with prefix, returning it and the
// lines before it.
func (d *driver) expect(prefix string) (string, []string) {
	d.t.Helper()
	var seen []string
	timeout := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-d.lines:
			if !ok {
				d.t.Fatalf("output ended waiting for %q; saw %q", prefix, seen)
			}
			if strings.HasPrefix(l, prefix) {
				return l, seen
			}
			seen = append(seen, l)
		case <-timeout:
			d.t.Fatalf("no %q within a minute; saw %q", prefix, seen)
		}
	}
}

// quit sends quit and checks that Run returned.
func (d *driver) quit() {
	d.t.Helper()
	d.send("quit")
	select {
	case err := <-d.ended:
		if err != nil {
			d.t.Fatal(err)
		}
	case <-time.After(60 * time.Second):
		d.t.Fatal("Run did not return after quit")
	}
}

func TestHandshakeAndDepthSearch(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	_, head := d.expect("uciok")
	for _, want := range []string{"id name Frontier", "id author test", "option name Hash type spin", "option name Threads type spin", "option name Algorithm type string default seq", "option name NullMove type check default false", "option name Selective type check default false"} {
		found := false
		for _, l := range head {
			found = found || strings.HasPrefix(l, want)
		}
		if !found {
			t.Errorf("uci: no %q in %q", want, head)
		}
	}
	d.send("isready")
	d.expect("readyok")
	d.send("ucinewgame")
	d.send("position startpos moves e2e4 e7e5")
	d.send("go depth 3")
	best, infos := d.expect("bestmove ")
	if len(infos) != 3 {
		t.Errorf("go depth 3: want 3 info lines, got %q", infos)
	}
	for i, l := range infos {
		f := strings.Fields(l)
		if f[0] != "info" || f[1] != "depth" || f[2] != string(rune('1'+i)) || !strings.Contains(l, " score cp ") || !strings.Contains(l, " nodes ") || !strings.Contains(l, " pv ") {
			t.Errorf("info line %q", l)
		}
		// seldepth: quiescence goes past the nominal depth, at most
		// by the captures on the board (plus the checks they give).
		if sel, err := strconv.Atoi(f[4]); f[3] != "seldepth" || err != nil || sel < i+1 || sel > i+1+40 {
			t.Errorf("info line %q: want seldepth from %d", l, i+1)
		}
	}
	p, _ := chess.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
	if _, err := p.ParseUCI(strings.TrimPrefix(best, "bestmove ")); err != nil {
		t.Errorf("%q: %v", best, err)
	}
	d.quit()
}

func TestMateScore(t *testing.T) {
	d := startDriver(t)
	d.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	d.send("go depth 3")
	best, infos := d.expect("bestmove ")
	if best != "bestmove a1a8" || !strings.Contains(infos[len(infos)-1], "score mate 1 ") {
		t.Errorf("back-rank mate: %q after %q", best, infos)
	}
	// Black is mated next move whatever it does.
	d.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1 moves a1b1 g8f8 b1b8 f8e7")
	d.send("go depth 2")
	d.expect("bestmove ")
	d.quit()
}

// Malformed lines and an illegal move are answered with info string and
// leave the server working; after a refused position a go searches
// nothing (TestRejectedPositionNotSearched).
func TestMalformedIgnored(t *testing.T) {
	d := startDriver(t)
	for _, line := range []string{
		"bogus words",
		"position",
		"position fen",
		"position fen 8/8/8 w",
		"position middle",
		"setoption name Hash value lots",
		"setoption name Algorithm value nosuch:3",
		"setoption name Colour value blue",
		"setoption name NullMove value maybe",
		"position startpos moves e2e4 e7e5 e1e3",
	} {
		d.send(line)
		if l, _ := d.expect("info string"); !strings.Contains(l, "ignored") {
			t.Errorf("%q: %q", line, l)
		}
	}
	d.send("position startpos moves e2e4")
	d.send("position startpos moves e2e4 e7e5 e1e3")
	d.expect("info string ignored: position: move 3")
	d.send("go depth 1")
	// Not a move for the position before: the GUI does not have it.
	if best, _ := d.expect("bestmove "); best != "bestmove 0000" {
		t.Errorf("go after a refused position: %q", best)
	}
	d.quit()
}

// go infinite searches until stop, answers isready meanwhile, writes
// bestmove only after stop, and leaves no goroutine behind after quit.
func TestStopInfinite(t *testing.T) {
	before := runtime.NumGoroutine()
	d := startDriver(t)
	d.send("setoption name Algorithm value ybwc:2")
	d.send("position startpos")
	d.send("go infinite")
	d.expect("info depth 2 ")
	d.send("isready")
	_, seen := d.expect("readyok")
	for _, l := range seen {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove before stop: %q", seen)
		}
	}
	d.send("go depth 1")
	d.expect("info string ignored: go while searching")
	d.send("stop")
	d.expect("bestmove ")
	d.send("go infinite")
	d.expect("info depth 1 ")
	d.quit()
	d.in.Close()
	for range d.lines {
	}
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines after quit, %d before:\n%s", n, before, buf[:runtime.Stack(buf, true)])
	}
}

func TestClockAndNodes(t *testing.T) {
	d := startDriver(t)
	d.send("position startpos")
	d.send("go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20")
	d.expect("bestmove ")
	d.send("go nodes 2000")
	d.expect("bestmove ")
	d.send("go movetime 50")
	d.expect("bestmove ")
	d.quit()
}

func TestLimitsFromClock(t *testing.T) {
	s, err := NewServer(io.Discard, Options{Name: "x", Author: "y", HashMiB: 1, Threads: 1, Algorithm: "seq"})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := ParseGo([]string{"wtime", "60000", "btime", "1000", "movestogo", "10"})
	lim, inf := s.limits(s.root, g)
	// White's clock, search.ClockLimits's rule: a target of twice the
	// even share (the time manager spends about half), a ceiling of
	// four shares.
	if inf || lim.Time != 12*time.Second || lim.MaxTime != 24*time.Second {
		t.Errorf("white with 60 s for 10 moves: %+v", lim)
	}
	s.root, _ = chess.ParseFEN("4k3/8/8/8/8/8/8/4K3 b - - 0 1")
	lim, _ = s.limits(s.root, g)
	if lim.Time <= 0 || lim.MaxTime > time.Second/2 {
		t.Errorf("black with 1 s: %+v", lim)
	}
	if err := lim.Validate(); err != nil {
		t.Error(err)
	}
}

// The NullMove option turns null-move pruning on, the Selective option
// the rest of the selective search: the same search to depth 5 of a
// middle-game position visits fewer nodes.
func TestNullMoveOption(t *testing.T) {
	d := startDriver(t)
	nodes := func() int {
		d.send("ucinewgame")
		d.send("position fen r1bqkb1r/pp3ppp/2np1n2/4p3/2B1P3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 7")
		d.send("go depth 5")
		_, infos := d.expect("bestmove ")
		f := strings.Fields(infos[len(infos)-1])
		for i := range f[:len(f)-1] {
			if f[i] == "nodes" {
				n, err := strconv.Atoi(f[i+1])
				if err != nil {
					t.Fatal(err)
				}
				return n
			}
		}
		t.Fatalf("no nodes in %q", infos)
		return 0
	}
	off := nodes()
	d.send("setoption name NullMove value true")
	on := nodes()
	d.send("setoption name NullMove value false")
	again := nodes()
	if on >= off || again != off {
		t.Errorf("nodes to depth 5: %d without null moves, %d with, %d without again", off, on, again)
	}
	d.send("setoption name Selective value true")
	if sel := nodes(); sel >= off {
		t.Errorf("nodes to depth 5: %d with the selective search, %d without", sel, off)
	}
	d.quit()
}
