package match

import (
	"context"
	"strings"
	"testing"

	"frontier/search"
	"frontier/search/games"
)

// TestPlayerOptions: a player's Options change its engine's search (the
// same move searched with the play options and without any selective
// part takes different node counts; nil is the play options), name it,
// and are checked before any game.
func TestPlayerOptions(t *testing.T) {
	g := mustGame(t, "chess")
	start := mustPosition(t, g, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	nodes := func(o *search.Options) uint64 {
		e, err := NewEngine(EngineConfig{Game: g, Player: Player{Name: "seq", P: 1}, Options: o, HashMiB: 1})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		d, err := e.Move(context.Background(), Turn{History: []games.Position{start}, Budget: Budget{Depth: 6}})
		if err != nil {
			t.Fatal(err)
		}
		return d.Nodes
	}
	none, err := g.PlayOptions().Adjust("none")
	if err != nil {
		t.Fatal(err)
	}
	play := g.PlayOptions()
	nPlay, nNil, nNone := nodes(&play), nodes(nil), nodes(&none)
	if nPlay != nNil {
		t.Errorf("nil options searched %d nodes, the play options %d: nil should be the play options", nNil, nPlay)
	}
	if nNone == nPlay {
		t.Errorf("no selective search and the play options both searched %d nodes", nNone)
	}

	cfg := Config{Game: g, A: Player{Name: "seq", P: 1}, B: Player{Name: "seq", P: 1}, Games: 2,
		Time: TimeControl{Depth: 1}, Options: [2]string{"", "+singular,-qstt"}}
	if a, b := cfg.Names(); a != "seq" || b != "seq[+singular,-qstt]" {
		t.Errorf("names %q and %q", a, b)
	}
	cfg.Options[0] = "-bogus"
	_, err = Run(context.Background(), cfg)
	if err == nil || !strings.Contains(err.Error(), "player A") || !strings.Contains(err.Error(), `"bogus"`) {
		t.Errorf("a bad part: %v, want an error naming player A and the part", err)
	}
}
