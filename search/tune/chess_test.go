package tune

import (
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"maps"
	"reflect"
	"strings"
	"testing"

	"frontier/assets"
	"frontier/board/chess"
	"frontier/search"
	"frontier/search/eval"
)

// TestChessWeightedIsChess checks that the run-time weights, set to the
// compiled ones, evaluate as eval.Chess does: the tuner's players and
// the engine are the same player.
func TestChessWeightedIsChess(t *testing.T) {
	w := eval.CurrentChess()
	g := ChessWeighted{W: &w}
	for _, sp := range assets.BratkoKopecSuite().Positions {
		p, err := chess.ParseFEN(sp.Text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range p.LegalMoves() {
			q := p.Play(m)
			v1, o1 := g.Evaluate(&q)
			v2, o2 := (eval.Chess{}).Evaluate(&q)
			if v1 != v2 || o1 != o2 {
				t.Fatalf("%s: weighted %d %v, eval.Chess %d %v", q.FEN(), v1, o1, v2, o2)
			}
		}
	}
}

// TestChessDataAndFit makes a small data set twice (the same), checks
// its labels and quiet positions, and that the fit lowers the training
// error and leaves the fixed weights alone.
func TestChessDataAndFit(t *testing.T) {
	ctx := context.Background()
	d, err := GenerateChess(ctx, 3, 4, 300, eval.CurrentChess(), nil)
	if err != nil {
		t.Fatal(err)
	}
	again, err := GenerateChess(ctx, 3, 4, 300, eval.CurrentChess(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(d, again) {
		t.Fatal("the same seed made two data sets")
	}
	if d.Games != 4 || len(d.Samples) < 40 || d.Results[0]+d.Results[1]+d.Results[2] != 4 {
		t.Fatalf("%d games, %d samples, results %v", d.Games, len(d.Samples), d.Results)
	}
	scored := 0
	for _, s := range d.Samples {
		if s.Result != 0 && s.Result != 0.5 && s.Result != 1 {
			t.Fatalf("label %v", s.Result)
		}
		if s.Scored {
			scored++
		}
		if s.Score < -chessScoreCap || s.Score > chessScoreCap || !s.Scored && s.Score != 0 {
			t.Fatalf("score %d (scored %v)", s.Score, s.Scored)
		}
	}
	// Every labelled position but a game's last was searched.
	if scored < len(d.Samples)-d.Games {
		t.Fatalf("%d of %d samples scored", scored, len(d.Samples))
	}
	// Saved and read back, the set is the same, its features counted
	// again from the FENs.
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(d); err != nil {
		t.Fatal(err)
	}
	read, err := DecodeChessData(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(d, read) {
		t.Fatal("the data set read back differs from the one saved")
	}
	w := eval.CurrentChess()
	k := FitChessK(d.Samples, w)
	fitted := FitChess(d.Samples, w, k, 8, 20, nil, nil)
	if before, after := ChessError(d.Samples, w, k), ChessError(d.Samples, fitted, k); !(after < before) {
		t.Fatalf("training error %v before, %v after", before, after)
	}
	for j := range w {
		if ChessFixed(j) && fitted[j] != w[j] {
			t.Fatalf("fixed weight %d moved from %d to %d", j, w[j], fitted[j])
		}
	}
	// The gradient fit lowers the training error too, leaves the fixed
	// weights alone, and moves piece-square weights.
	adam := FitChessAdam(d.Samples, w, k, ChessAdam{Iters: 30, LR: 1, Every: 10}, nil, nil)
	if before, after := ChessError(d.Samples, w, k), ChessError(d.Samples, adam, k); !(after < before) {
		t.Fatalf("gradient fit: training error %v before, %v after", before, after)
	}
	pstMoved := false
	for j := range w {
		if ChessFixed(j) && adam[j] != w[j] {
			t.Fatalf("gradient fit: fixed weight %d moved from %d to %d", j, w[j], adam[j])
		}
		pstMoved = pstMoved || j/2 >= eval.CPST && adam[j] != w[j]
	}
	if !pstMoved {
		t.Fatal("gradient fit: no piece-square weight moved")
	}
	// A fit of two terms moves no other weight.
	only, err := ChessFitOnly([]string{"Knight", "Tempo"})
	if err != nil {
		t.Fatal(err)
	}
	some := FitChess(d.Samples, w, k, 8, 20, only, nil)
	moved := 0
	for j := range w {
		if some[j] != w[j] {
			if term := j / 2; term != eval.CKnight && term != eval.CTempo {
				t.Fatalf("weight %d of term %s moved in a fit of Knight and Tempo", j, eval.ChessTermNames[term])
			}
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("a fit of Knight and Tempo moved neither")
	}
	if _, err := ChessFitOnly([]string{"Knight", "Nope"}); err == nil || !strings.Contains(err.Error(), `"Nope"`) {
		t.Fatalf("unknown term: %v", err)
	}
}

// TestMixChessLabels: a scored sample's label moves toward its score's
// expected result, an unscored one keeps its game's result.
func TestMixChessLabels(t *testing.T) {
	s := []ChessSample{{Result: 1, Score: 0, Scored: true}, {Result: 0, Score: 0}, {Result: 0.5, Score: 2000, Scored: true}}
	if n := MixChessLabels(s, 0.01, 0.5); n != 2 {
		t.Fatalf("%d scored", n)
	}
	if s[0].Result != 0.75 || s[1].Result != 0 || !(s[2].Result > 0.74 && s[2].Result < 0.75) {
		t.Fatalf("labels %v %v %v", s[0].Result, s[1].Result, s[2].Result)
	}
}

// TestChessQuiet: a position with a winning capture or in check is not
// quiet; the start position is.
func TestChessQuiet(t *testing.T) {
	for fen, want := range map[string]bool{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": true,
		"4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1":                        false, // exd5 wins a knight
		"4k3/8/8/8/8/8/8/3QK2r w - - 0 1":                          false, // in check
	} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := chessQuiet(&p); got != want {
			t.Errorf("%s: quiet %v, want %v", fen, got, want)
		}
	}
}

// TestChessSource: the written weights name every term with its two
// weights, as constants and as the table, in a source go/format accepts.
func TestChessSource(t *testing.T) {
	w := eval.CurrentChess()
	w[2*eval.CKnight] = 333
	src, err := ChessSource(w, "test")
	if err != nil {
		t.Fatal(err)
	}
	knight := false
	for _, line := range strings.Split(string(src), "\n") {
		if strings.Contains(line, "wcKnightMG, wcKnightEG") && strings.HasSuffix(line, fmt.Sprintf("= 333, %d", w[2*eval.CKnight+1])) {
			knight = true
		}
	}
	// Each term's two constants are declared and listed in the table.
	if !knight || strings.Count(string(src), "EG") < 2*eval.CPST || !strings.Contains(string(src), "var chessWeights = ChessWeights{") {
		t.Fatalf("source:\n%s", src)
	}
}

// TestChessMatchFrom: the shards of a match add up to it.
func TestChessMatchFrom(t *testing.T) {
	ctx := context.Background()
	a, b := eval.CurrentChess(), eval.CurrentChess()
	a[2*eval.CKnight] += 40
	whole, err := ChessMatch(ctx, a, b, 150, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	var sum Score
	for _, from := range []int{0, 1, 3} {
		n := map[int]int{0: 1, 1: 2, 3: 1}[from]
		s, err := ChessMatchFrom(ctx, a, b, 150, from, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		sum.Wins, sum.Draws, sum.Losses = sum.Wins+s.Wins, sum.Draws+s.Draws, sum.Losses+s.Losses
	}
	if sum != whole || whole.Wins+whole.Draws+whole.Losses != 4 {
		t.Fatalf("shards %+v, whole %+v", sum, whole)
	}
}

// TestChessMatchOptionsFrom: the shards of a match between two searches
// play its games, game for game (each game's result read from the
// running score), with a new searcher every move and with one a game.
func TestChessMatchOptionsFrom(t *testing.T) {
	ctx := context.Background()
	w := eval.CurrentChess()
	on := corrOptions(t)
	for _, keep := range []bool{false, true} {
		results := func(from, n int) map[int]Score {
			got := map[int]Score{}
			var last Score
			if _, err := ChessMatchOptions(ctx, w, on, search.PlayOptions(), 150, from, n, keep, func(i int, s Score) {
				got[i] = Score{Wins: s.Wins - last.Wins, Draws: s.Draws - last.Draws, Losses: s.Losses - last.Losses}
				last = s
			}); err != nil {
				t.Fatal(err)
			}
			return got
		}
		whole := results(0, 4)
		shards := results(0, 1)
		maps.Copy(shards, results(1, 2))
		maps.Copy(shards, results(3, 1))
		if len(whole) != 4 || !maps.Equal(whole, shards) {
			t.Fatalf("keep %v: shards %+v, whole %+v", keep, shards, whole)
		}
	}
}

// chessKeptSearcher keeps its searcher's tables from move to move: a
// second search of a position, on a cleared transposition table, differs
// from the first on some Bratko–Kopec position (the tables it learnt
// order and prune the moves), while chessSearcher's repeats its first
// search exactly.
func TestChessKeptSearcher(t *testing.T) {
	ctx := context.Background()
	w := eval.CurrentChess()
	on := corrOptions(t)
	type result struct {
		m chess.Move
		v int
	}
	twice := func(keep bool, p chess.Position) (first, second result) {
		sh, err := tables(1)
		if err != nil {
			t.Fatal(err)
		}
		mk := chessSearcher
		if keep {
			mk = chessKeptSearcher
		}
		m := mk(&w, sh[0], 5000, on)
		h := []chess.Position{p}
		for _, r := range []*result{&first, &second} {
			sh[0].Clear()
			if r.m, r.v, err = m(ctx, h); err != nil {
				t.Fatal(err)
			}
		}
		return first, second
	}
	differ := 0
	for i, tp := range assets.BratkoKopecSuite().Positions[:6] {
		p, err := chess.ParseFEN(tp.Text)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := twice(false, p); a != b {
			t.Errorf("BK.%02d, a new searcher a move: %+v then %+v", i+1, a, b)
		}
		if a, b := twice(true, p); a != b {
			differ++
		}
	}
	if differ == 0 {
		t.Error("one searcher a game: every second search the same as the first")
	}
}

// TestMergeChessData: merged sets keep every sample, their games
// numbered after the previous set's, and the results summed.
func TestMergeChessData(t *testing.T) {
	a := &ChessData{Seed: 1, Nodes: 9, Games: 2, Results: [3]int{1, 1, 0}, Samples: []ChessSample{{Game: 0}, {Game: 1}}}
	b := &ChessData{Seed: 2, Nodes: 9, Games: 3, Results: [3]int{0, 1, 2}, Samples: []ChessSample{{Game: 0, Result: 1}, {Game: 2}}}
	m := MergeChessData(a, b)
	if m.Games != 5 || m.Results != [3]int{1, 2, 2} || m.Seed != 1 || len(m.Samples) != 4 {
		t.Fatalf("merged %+v", m)
	}
	if g := []int{m.Samples[0].Game, m.Samples[1].Game, m.Samples[2].Game, m.Samples[3].Game}; !reflect.DeepEqual(g, []int{0, 1, 2, 4}) || m.Samples[2].Result != 1 {
		t.Fatalf("games %v", g)
	}
	if a.Games != 2 || len(a.Samples) != 2 {
		t.Fatal("the first set changed")
	}
}

// corrOptions is the playing options with the correction history: a
// part whose trees differ from the playing options' in a few hundred
// nodes.
func corrOptions(t *testing.T) search.Options {
	t.Helper()
	on, err := search.PlayOptions().WithSelective("corr")
	if err != nil {
		t.Fatal(err)
	}
	return on
}
