package uci

import (
	"context"
	"io"
	"reflect"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	c, ok := ParseLine("  joho debug on ")
	if !ok || c.Name != "debug" || !reflect.DeepEqual(c.Args, []string{"on"}) {
		t.Errorf("unknown leading token: %+v %v", c, ok)
	}
	if _, ok := ParseLine("hello world"); ok {
		t.Error("no command word accepted")
	}
	pc, err := ParsePosition([]string{"fen", "8/8/8/8/8/8/8/K6k", "w", "-", "-", "0", "1", "moves", "a1a2"})
	if err != nil || pc.FEN != "8/8/8/8/8/8/8/K6k w - - 0 1" || !reflect.DeepEqual(pc.Moves, []string{"a1a2"}) {
		t.Errorf("%+v %v", pc, err)
	}
	g, notes := ParseGo([]string{"wtime", "-5", "btime", "300", "winc", "1", "binc", "2", "movestogo", "3", "depth", "4", "nodes", "5", "movetime", "6"})
	want := GoCmd{WTime: 0, BTime: 300 * time.Millisecond, WInc: time.Millisecond, BInc: 2 * time.Millisecond, MovesToGo: 3, Depth: 4, Nodes: 5, MoveTime: 6 * time.Millisecond, ClockGiven: true}
	if len(notes) > 0 || !reflect.DeepEqual(g, want) {
		t.Errorf("go: %+v %q", g, notes)
	}
	// What cannot be used is said and skipped; a limit of zero or less,
	// or without a number, is the least.
	for _, c := range []struct {
		args []string
		want GoCmd
	}{
		{[]string{"depth"}, GoCmd{Depth: 1}},
		{[]string{"depth", "0"}, GoCmd{Depth: 1}},
		{[]string{"depth", "nodes", "7"}, GoCmd{Depth: 1, Nodes: 7}},
		{[]string{"nodes", "x"}, GoCmd{Nodes: 1}},
		{[]string{"fast"}, GoCmd{}},
		{[]string{"movetime", "0"}, GoCmd{MoveTime: time.Millisecond}},
		{[]string{"movestogo", "0", "wtime", "9"}, GoCmd{WTime: 9 * time.Millisecond, ClockGiven: true}},
		{[]string{"wtime", "1000", "bogus", "3", "btime", "5"}, GoCmd{WTime: time.Second, BTime: 5 * time.Millisecond, ClockGiven: true}},
	} {
		g, notes := ParseGo(c.args)
		if len(notes) == 0 || !reflect.DeepEqual(g, c.want) {
			t.Errorf("go %q: %+v %q, want %+v and a note", c.args, g, notes, c.want)
		}
	}
	n, v, err := ParseSetOption([]string{"name", "Clear", "Hash", "value", "a", "b"})
	if err != nil || n != "Clear Hash" || v != "a b" {
		t.Errorf("setoption: %q %q %v", n, v, err)
	}
}

// FuzzParse feeds any line to the parsers and to a server: nothing
// panics, and the server answers isready afterwards.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"uci", "position startpos moves e2e4", "position fen 8/8/8/8/8/8/8/K6k w - - 0 1 moves a1b1", "go wtime 100 btime -1 movestogo 2", "setoption name Hash value 2", "go searchmoves e2e4 depth 1", "position fen"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, ok := ParseLine(line)
		if !ok {
			return
		}
		ParsePosition(c.Args)
		ParseGo(c.Args)
		ParseSetOption(c.Args)
		if c.Name == "go" || c.Name == "setoption" {
			return // searching or resizing tables is not the parser's test
		}
		s, err := NewServer(io.Discard, Options{Name: "x", Author: "y", HashMiB: 1, Threads: 1, Algorithm: "seq"})
		if err != nil {
			t.Fatal(err)
		}
		if !s.handle(context.Background(), line) && c.Name != "quit" {
			t.Errorf("%q ended the session", line)
		}
		s.close()
	})
}
