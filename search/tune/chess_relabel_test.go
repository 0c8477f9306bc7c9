package tune

import (
	"context"
	"reflect"
	"testing"

	"frontier/board/chess"
	"frontier/search"
	"frontier/search/eval"
)

// TestRelabelChess relabels every second sample of a small data set at
// a budget of its own and checks each label against a search of the
// position made here, from fresh tables, for White; the labels do not
// depend on the number of workers, and they are not the self-play's.
func TestRelabelChess(t *testing.T) {
	ctx := context.Background()
	d, err := GenerateChess(ctx, 5, 2, 300, eval.CurrentChess(), nil)
	if err != nil {
		t.Fatal(err)
	}
	const nodes = 3000
	r, err := RelabelChess(ctx, d, nodes, 2, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := (len(d.Samples) + 1) / 2; len(r.Samples) != want || r.LabelNodes != nodes || r.Games != d.Games {
		t.Fatalf("%d samples (want %d), label nodes %d, %d games", len(r.Samples), want, r.LabelNodes, r.Games)
	}
	sh, err := search.NewShared(8)
	if err != nil {
		t.Fatal(err)
	}
	changed := 0
	for i, s := range r.Samples {
		old := d.Samples[2*i]
		if s.FEN != old.FEN || s.Game != old.Game || s.Result != old.Result || s.F != old.F {
			t.Fatalf("sample %d is not the data set's sample %d", i, 2*i)
		}
		p, err := chess.ParseFEN(s.FEN)
		if err != nil {
			t.Fatal(err)
		}
		sh.Clear()
		res, err := search.Run(ctx, eval.Chess{}, p, search.Limits{Nodes: nodes}, sh, search.PlayOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		want := res.Score
		if p.SideToMove() == chess.Black {
			want = -want
		}
		want = max(-chessScoreCap, min(chessScoreCap, want))
		if !s.Scored || s.Score != want {
			t.Fatalf("sample %d (%s): label %d scored %v, a %d-node search gives %d for White", i, s.FEN, s.Score, s.Scored, nodes, want)
		}
		if s.Score != old.Score {
			changed++
		}
	}
	if changed < len(r.Samples)/2 {
		t.Errorf("only %d of %d labels differ from the 300-node self-play's", changed, len(r.Samples))
	}
	r2, err := RelabelChess(ctx, d, nodes, 2, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r, r2) {
		t.Error("three workers relabelled otherwise than one")
	}
	for _, bad := range [][3]int{{1, 1, 1}, {nodes, 0, 1}, {nodes, 1, 0}} {
		if _, err := RelabelChess(ctx, d, uint64(bad[0]), bad[1], bad[2], nil); err == nil {
			t.Errorf("RelabelChess(nodes %d, every %d, workers %d): no error", bad[0], bad[1], bad[2])
		}
	}
}
