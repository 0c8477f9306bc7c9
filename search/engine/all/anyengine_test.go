package all

import (
	"context"
	"strings"
	"testing"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/games"
)

// TestEveryGameHasABuilder: every registered game's type is in
// gameTypes, so that BuildGame builds engines for it; a game registered
// in package games with a type missing from the list fails here, by
// name, before any command meets it.
func TestEveryGameHasABuilder(t *testing.T) {
	for _, g := range games.Games() {
		if builder(g) == nil {
			t.Errorf("game %s: its type is not in engine's gameTypes", g.Name())
		}
	}
}

// A game whose type is not in gameTypes gets an error naming it, not a
// panic.
func TestBuildGameUnknownType(t *testing.T) {
	_, err := engine.BuildGame(otherGame{}, engine.Spec{Name: engine.Sequential, P: 1}, exactEnv(t, false))
	if err == nil || !strings.Contains(err.Error(), "other") {
		t.Errorf("BuildGame(a game of no known type) = %v, want an error naming it", err)
	}
}

// otherGame is a games.Game that is not a *games.Kit.
type otherGame struct{ games.Game }

func (otherGame) Name() string { return "other" }

// Each game's engine searches positions of that game: a position of
// Othello 6×6 (an othello.Position, as 8×8's are) given to an 8×8
// engine is refused.
func TestBuildGameKeepsItsGame(t *testing.T) {
	o8, _ := games.LookupGame("othello")
	o6, _ := games.LookupGame("othello6")
	e, err := engine.BuildGame(o8, engine.Spec{Name: engine.Sequential, P: 1}, exactEnv(t, false))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	defer func() {
		if recover() == nil {
			t.Error("an othello engine searched an othello6 position")
		}
	}()
	e.Search(context.Background(), o6.Start(), search.Limits{Depth: 1}, nil)
}
