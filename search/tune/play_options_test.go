package tune

import (
	"context"
	"testing"

	"frontier/search"
	"frontier/search/eval"
)

// MatchOptions with the default options on both sides is Match of a
// weight set against itself.
func TestMatchOptions(t *testing.T) {
	ctx := context.Background()
	w := eval.Current()
	off := search.DefaultOptions()
	const nodes, games = 1000, 4
	want, err := Match(ctx, w, w, nodes, games, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	same, err := MatchOptions(ctx, w, off, off, nodes, games, nil, nil)
	if err != nil || same != want {
		t.Fatalf("MatchOptions(off, off) = %+v, %v; Match = %+v", same, err, want)
	}
}
