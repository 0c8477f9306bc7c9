package hub

import (
	"bufio"
	"context"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
)

// driver runs a Server on pipes, as a GUI would.
type driver struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	ended chan error
}

func startDriver(t *testing.T, opt ...Options) *driver {
	t.Helper()
	o := Options{Name: "Frontier", Version: "test", Author: "the authors", HashMiB: 1, Threads: 1, Algorithm: "seq", Egdb: "off"}
	if len(opt) > 0 {
		o = opt[0]
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s, err := NewServer(outW, o)
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, in: inW, lines: make(chan string, 1000), ended: make(chan error, 1)}
	go func() {
		err := s.Run(context.Background(), inR)
		outW.Close()
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

// noDone reads lines for a while and fails on a done among them.
func (d *driver) noDone(wait time.Duration) {
	d.t.Helper()
	end := time.After(wait)
	for {
		select {
		case l := <-d.lines:
			if strings.HasPrefix(l, "done") {
				d.t.Fatalf("unexpected %q", l)
			}
		case <-end:
			return
		}
	}
}

// quit sends quit, checks that Run returned, and drains the output.
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
	d.in.Close()
	for range d.lines {
	}
}

// arg returns the value of name in a protocol line.
func arg(t *testing.T, line, name string) string {
	t.Helper()
	l, err := ParseLine(line)
	if err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	v, _ := l.Get(name)
	return v
}

func TestHandshake(t *testing.T) {
	leaktest.Check(t)
	d := startDriver(t)
	d.send("hub")
	_, head := d.expect("wait")
	for _, want := range []string{
		`id name=Frontier version=test author="the authors"`,
		"param name=variant value=english type=enum values=english",
		"param name=hash value=1 type=int min=1 max=65536",
		"param name=threads value=1 type=int",
		"param name=algorithm value=seq type=string",
		"param name=egdb value=off type=string",
	} {
		found := false
		for _, l := range head {
			found = found || strings.HasPrefix(l, want)
		}
		if !found {
			t.Errorf("hub: no %q in %q", want, head)
		}
	}
	d.send("set-param name=variant value=english")
	d.send("set-param name=hash value=2")
	d.send("set-param name=algorithm value=ybwc:2")
	d.send("init")
	if _, seen := d.expect("ready"); len(seen) != 0 {
		t.Errorf("before ready: %q", seen)
	}
	d.send("new-game")
	d.send("pos pos=" + FormatPos(ptr(checkers.Start())) + ` moves="11-15 23-19"`)
	d.send("level depth=5")
	d.send("go think")
	done, infos := d.expect("done")
	if len(infos) != 3 {
		t.Errorf("level depth=5: want the iterations of depths 1, 3, 5, got %q", infos)
	}
	for i, l := range infos {
		if arg(t, l, "depth") != strconv.Itoa(2*i+1) || arg(t, l, "score") == "" || arg(t, l, "nodes") == "" || arg(t, l, "pv") == "" || arg(t, l, "time") == "" || arg(t, l, "nps") == "" {
			t.Errorf("info line %q", l)
		}
	}
	p, _ := checkers.ParseFEN("B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15")
	mv := arg(t, done, "move")
	m, err := ParseMove(&p, mv)
	if err != nil {
		t.Fatalf("%q: %v", done, err)
	}
	if pm := arg(t, done, "ponder"); pm != "" {
		q := p.Play(m)
		if _, err := ParseMove(&q, pm); err != nil {
			t.Errorf("ponder move of %q: %v", done, err)
		}
	}
	d.send("ping")
	d.expect("pong")
	d.quit()
}

func ptr(p checkers.Position) *checkers.Position { return &p }

// TestGarbage: lines that are not the protocol, or that are but cannot
// be acted on, are answered with an error line (unknown commands are
// skipped without a word, as the protocol wants), and the server goes
// on: ping still answers, and a refused pos searches nothing stale.
func TestGarbage(t *testing.T) {
	leaktest.Check(t)
	d := startDriver(t)
	for _, line := range []string{
		`pos pos="Bbbb`,
		"pos",
		"pos pos=Xbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww",
		"pos fen=Q:W1",
		"level",
		"level depth=-1",
		"level move-time=soon",
		"set-param name=hash value=lots",
		"set-param name=variant value=normal",
		"set-param name=algorithm value=nosuch:3",
		"set-param name=colour value=blue",
		"set-param name=egdb value=/no/such/directory",
		"set-param",
		`"go"`,
		"=",
	} {
		d.send(line)
		d.send("ping")
		if l, _ := d.expect("error message="); arg(t, l, "message") == "" {
			t.Errorf("%q: %q", line, l)
		}
		d.expect("pong")
	}
	for _, line := range []string{"bogus words", "go-faster now", "  ", "\t", "stop", "ponder-hit"} {
		d.send(line)
		d.send("ping")
		if l, seen := d.expect("pong"); len(seen) != 0 {
			t.Errorf("%q answered %q before %q", line, seen, l)
		}
	}
	// A line over a mebibyte is refused whole, and the next one read.
	d.send("pos pos=" + strings.Repeat("e", MaxLine))
	d.expect(`error message="a line of more than`)
	d.send("ping")
	d.expect("pong")

	// A refused pos leaves no position to search: go answers an error
	// and a done without a move, not a move of the previous position.
	d.send("pos start")
	d.send(`pos start moves="11-15 23-19 9-14 19-15"`) // 19-15 is not legal: 15 is taken
	if l, _ := d.expect("error message="); !strings.Contains(l, "move 4, 19-15") {
		t.Errorf("illegal move: %q", l)
	}
	d.send("level depth=1")
	d.send("go think")
	d.expect(`error message="go: no position to search`)
	if l, _ := d.expect("done"); l != "done" {
		t.Errorf("go after a refused pos: %q, want done without a move", l)
	}
	d.send("pos start")
	d.send("go think")
	if l, _ := d.expect("done"); arg(t, l, "move") == "" {
		t.Errorf("after a good pos: %q", l)
	}
	// A position without a legal move: the game is over.
	d.send("pos fen=B:W18:B")
	d.send("go think")
	d.expect(`error message="go: no legal move`)
	if l, _ := d.expect("done"); l != "done" {
		t.Errorf("no legal move: %q", l)
	}
	d.quit()
}

// TestStopDuringSearch: an infinite search answers ping while it runs,
// refuses other commands, writes done only when stopped, and a stop or
// quit leaves no goroutine behind.
func TestStopDuringSearch(t *testing.T) {
	leaktest.Check(t)
	d := startDriver(t)
	d.send("set-param name=algorithm value=ybwc:2")
	d.send("pos start")
	d.send("level infinite")
	d.send("go analyze")
	d.expect("info depth=3 ")
	d.send("ping")
	_, seen := d.expect("pong")
	for _, l := range seen {
		if strings.HasPrefix(l, "done") {
			t.Fatalf("done before stop: %q", seen)
		}
	}
	d.send("pos start")
	d.expect(`error message="pos during a search: send stop first"`)
	d.send("stop")
	if l, _ := d.expect("done"); arg(t, l, "move") == "" {
		t.Errorf("stopped: %q", l)
	}
	d.send("ping") // the stop was answered by one done only
	if l, seen := d.expect("pong"); len(seen) != 0 {
		t.Errorf("after done: %q before %q", seen, l)
	}
	d.send("go analyze")
	d.expect("info depth=1 ")
	d.quit() // quit during a search
}

// TestPonder: go ponder searches without a time limit until ponder-hit,
// then plays within the level's move time; a ponder ended by stop
// answers at once.
func TestPonder(t *testing.T) {
	leaktest.Check(t)
	d := startDriver(t)
	d.send("pos start")
	d.send("level move-time=0.3")
	d.send("go ponder")
	d.expect("info depth=1 ")
	d.noDone(600 * time.Millisecond) // twice the move time: still pondering
	d.send("ponder-hit")
	start := time.Now()
	if l, _ := d.expect("done"); arg(t, l, "move") == "" {
		t.Errorf("after ponder-hit: %q", l)
	}
	if el := time.Since(start); el > 20*time.Second {
		t.Errorf("done %v after ponder-hit with a 0.3 s move time", el)
	}
	d.send("go ponder")
	d.expect("info depth=1 ")
	d.send("stop")
	d.expect("done move=")
	d.quit()
}

// TestRepetitionFromMoves: the moves of pos reach the search. A lone
// black king whose only move repeats the game's position scores a draw
// (0.00); from the same position without the moves it is two kings
// against one.
func TestRepetitionFromMoves(t *testing.T) {
	d := startDriver(t)
	d.send("level depth=5")
	d.send("pos fen=B:WK22,K29:BK4")
	d.send("go think")
	done, infos := d.expect("done")
	if s, _ := strconv.ParseFloat(arg(t, infos[len(infos)-1], "score"), 64); s >= 0 || arg(t, done, "move") != "4-8" {
		t.Errorf("without history: %q after %q", done, infos)
	}
	d.send(`pos fen=B:WK22,K29:BK4 moves="4-8 22-18 8-4 18-22"`)
	d.send("go think")
	done, infos = d.expect("done")
	if arg(t, infos[len(infos)-1], "score") != "0.00" {
		t.Errorf("after a repetition: %q after %q, want score=0.00", done, infos)
	}
	d.quit()
}

// TestScoreWords: scores are in men; a won game is ±100 men less a
// hundredth a ply, with the result in words: White's man on 18 takes the
// last black piece, a win in 1.
func TestScoreWords(t *testing.T) {
	for score, want := range map[int]string{0: "0.00", 135: "1.35", -20: "-0.20"} {
		if got := Score(score); got != want {
			t.Errorf("Score(%d) = %s, want %s", score, got, want)
		}
	}
	d := startDriver(t)
	d.send("level depth=3")
	d.send("pos fen=W:W18:B14")
	d.send("go think")
	done, infos := d.expect("done")
	last := infos[len(infos)-1]
	if arg(t, done, "move") != "18x9x14" || arg(t, last, "score") != "99.99" || arg(t, last, "result") != "win in 1" {
		t.Errorf("a win in 1: %q after %q", done, last)
	}
	d.quit()
}

// TestStopBeforeDepthOne: a stop that comes before the first iteration
// ends still plays a searched move, not the first legal one: here the
// first legal move is 10-14 and the depth-1 search prefers 11-16,
// whichever of the stop and the iteration ends first.
func TestStopBeforeDepthOne(t *testing.T) {
	d := startDriver(t)
	d.send("pos fen=B:W19,24,27:B10,11,12")
	d.send("level depth=1")
	for range 20 {
		d.send("go think")
		d.send("stop")
		if l, _ := d.expect("done"); arg(t, l, "move") != "11-16" {
			t.Fatalf("stopped at once: %q, want the depth-1 move 11-16", l)
		}
	}
	d.quit()
}
