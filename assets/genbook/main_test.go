package main

import (
	"context"
	"io"
	"strings"
	"testing"

	"frontier/board/chess"
)

// The generator is a function of its flags: two runs with the same
// (small) settings write the same book, whose records are distinct
// positions within the balance, each reached by its line; another seed
// draws other lines.
func TestGenerateReproducible(t *testing.T) {
	c := config{seed: 7, n: 3, plies: 4, pick: 1, top: 3, margin: 30, depth: 2, balance: 60, maxAttempt: 200}
	a, err := generate(context.Background(), c, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	b, err := generate(context.Background(), c, io.Discard)
	if err != nil || a != b {
		t.Fatalf("two runs differ (%v):\n%s\n%s", err, a, b)
	}
	c.seed = 8
	if other, err := generate(context.Background(), c, io.Discard); err != nil || other == a {
		t.Errorf("seed 8 draws the book of seed 7 (%v)", err)
	}
	var records []string
	for _, l := range strings.Split(strings.TrimSpace(a), "\n") {
		if !strings.HasPrefix(l, "#") {
			records = append(records, l)
		}
	}
	if len(records) != 3 || !strings.Contains(a, "-seed 7 -n 3 -plies 4 -pick 1 -top 3 -margin 30 -depth 2 -balance 60") {
		t.Fatalf("book:\n%s", a)
	}
	seen := map[uint64]bool{}
	for _, r := range records {
		e, err := chess.ParseEPD(r)
		if err != nil {
			t.Fatal(err)
		}
		if seen[e.Pos.Key()] {
			t.Errorf("%s repeats a position", e.ID())
		}
		seen[e.Pos.Key()] = true
		line, _ := e.Get("c0")
		games, err := chess.ParsePGN(strings.NewReader(line[0]))
		if err != nil || len(games) != 1 || len(games[0].Moves) != 4 || games[0].Position(4) != e.Pos {
			t.Errorf("%s: line %q does not lead to the position (%v)", e.ID(), line, err)
		}
	}
}
