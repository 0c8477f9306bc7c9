package cli

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"frontier/board/checkers"
	"frontier/session/hub"
)

// TestHubPlaysThroughCommand drives "frontier hub" through pipes as a
// GUI would: the handshake, then eight plies of a game, each move the
// engine's answer to the moves so far.
func TestHubPlaysThroughCommand(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	root := New()
	root.SetArgs([]string{"hub", "--hash", "1", "--egdb", "off"})
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
	send("hub")
	if id := expect("id "); !strings.Contains(id, "name=Frontier") {
		t.Errorf("id line %q", id)
	}
	expect("wait")
	send("init")
	expect("ready")
	send("level depth=3")
	p := checkers.Start()
	var moves []string
	for range 8 {
		send(`pos start moves="` + strings.Join(moves, " ") + `"`)
		send("go think")
		l, err := hub.ParseLine(expect("done"))
		if err != nil {
			t.Fatal(err)
		}
		text, _ := l.Get("move")
		m, err := hub.ParseMove(&p, text)
		if err != nil {
			t.Fatalf("%s in %s: %v", text, p.FEN(), err)
		}
		moves = append(moves, text)
		p = p.Play(m)
	}
	send("quit")
	if err := <-ended; err != nil {
		t.Fatal(err)
	}
	inW.Close()
}
