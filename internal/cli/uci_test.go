package cli

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"frontier/board/chess"
)

// TestUCIPlaysThroughCommand drives "frontier uci" through pipes as a
// GUI would: eight plies of a game, each move the engine's answer to
// the moves so far, waiting for bestmove before sending the next
// position.
func TestUCIPlaysThroughCommand(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	root := New()
	root.SetArgs([]string{"uci", "--hash", "1"})
	root.SetIn(inR)
	root.SetOut(outW)
	ended := make(chan error, 1)
	go func() {
		ended <- root.Execute()
		outW.Close()
	}()
	sc := bufio.NewScanner(outR)
	send := func(s string) {
		if _, err := io.WriteString(inW, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	expect := func(prefix string) string {
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), prefix) {
				return sc.Text()
			}
		}
		t.Fatalf("output ended before %q", prefix)
		return ""
	}
	send("uci")
	expect("uciok")
	send("isready")
	expect("readyok")
	var moves []string
	p := chess.New()
	for ply := 0; ply < 8; ply++ {
		send("position startpos moves " + strings.Join(moves, " "))
		send("go depth 2")
		if l := expect("info depth 2 "); !strings.Contains(l, " pv ") {
			t.Fatalf("ply %d: %q", ply+1, l)
		}
		best := strings.TrimPrefix(expect("bestmove "), "bestmove ")
		m, err := p.ParseUCI(best)
		if err != nil {
			t.Fatalf("ply %d: %v", ply+1, err)
		}
		p = p.Play(m)
		moves = append(moves, best)
	}
	send("quit")
	if err := <-ended; err != nil {
		t.Fatal(err)
	}
	for sc.Scan() {
	}
}
