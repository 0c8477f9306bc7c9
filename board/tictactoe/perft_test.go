package tictactoe

import (
	"flag"
	"os"
	"testing"
	"time"
)

// perftDeep enables the walking perft to depth 9 (about 10 s): go test
// ./board/tictactoe -run PerftWalkDeep -perft.deep, or set
// FRONTIER_PERFT_DEEP=1.
var perftDeep = flag.Bool("perft.deep", false, "walk the 4x4 tic-tac-toe tree to depth 9")

// table is data/tictactoe4x4.tsv (shared data, not in the repository):
// per depth, perft under the package convention, sequences of exactly d
// moves, games that ended before d moves, games ending at move d, and
// their split into X wins, O wins and draws.
var table = []struct {
	depth                         int
	perft, sequences, endedBefore uint64
	endedHere, xWins, oWins, draw uint64
}{
	{1, 16, 16, 0, 0, 0, 0, 0},
	{2, 240, 240, 0, 0, 0, 0, 0},
	{3, 3360, 3360, 0, 0, 0, 0, 0},
	{4, 43680, 43680, 0, 0, 0, 0, 0},
	{5, 524160, 524160, 0, 0, 0, 0, 0},
	{6, 5765760, 5765760, 0, 0, 0, 0, 0},
	{7, 57657600, 57657600, 0, 316800, 316800, 0, 0},
	{8, 516384000, 516067200, 316800, 2836224, 0, 2836224, 0},
	{9, 4109000832, 4105847808, 3153024, 90759168, 90759168, 0, 0},
	{10, 28199532672, 28105620480, 93912192, 621895680, 0, 621895680, 0},
	{11, 165618156672, 164902348800, 715807872, 9328435200, 9328435200, 0, 0},
	{12, 787913811072, 777869568000, 10044243072, 44126208000, 0, 44126208000, 0},
	{13, 2989143891072, 2934973440000, 54170451072, 343255449600, 343255449600, 0, 0},
	{14, 8172579871872, 7775153971200, 397425900672, 908999884800, 0, 908999884800, 0},
	{15, 15038733958272, 13732308172800, 1306425785472, 2872616140800, 2872616140800, 0, 0},
	{16, 15038733958272, 10859692032000, 4179041926272, 10859692032000, 0, 2152429977600, 8707262054400},
}

// TestPerftWalk checks the plain walk against the table as deep as it
// runs quickly.
func TestPerftWalk(t *testing.T) {
	maxDepth := 8
	if testing.Short() {
		maxDepth = 7
	}
	if got := Perft(Start(), 0); got != 1 {
		t.Errorf("perft(0) = %d, want 1", got)
	}
	for _, row := range table[:maxDepth] {
		if got := Perft(Start(), row.depth); got != row.perft {
			t.Errorf("perft(%d) = %d, want %d", row.depth, got, row.perft)
		}
	}
}

func TestPerftWalkDeep(t *testing.T) {
	if !*perftDeep && os.Getenv("FRONTIER_PERFT_DEEP") == "" {
		t.Skip("slow; enable with -perft.deep or FRONTIER_PERFT_DEEP=1")
	}
	start := time.Now()
	if got, want := Perft(Start(), 9), table[8].perft; got != want {
		t.Errorf("perft(9) = %d, want %d", got, want)
	}
	t.Logf("depth 9: %v", time.Since(start))
}

// TestPerftMemo checks the memoised count against the whole game,
// perft(16), and perft(11), where the horizon cuts the tree in mid-game
// (the other deep rows behind -perft.deep), and against the walk from
// positions in mid-game, where games end inside the horizon.
func TestPerftMemo(t *testing.T) {
	rows := []int{11, 16}
	if *perftDeep || os.Getenv("FRONTIER_PERFT_DEEP") != "" {
		rows = []int{9, 10, 11, 12, 13, 14, 15, 16}
	}
	for _, d := range rows {
		start := time.Now()
		if got, want := PerftMemo(Start(), d), table[d-1].perft; got != want {
			t.Errorf("PerftMemo(%d) = %d, want %d", d, got, want)
		}
		t.Logf("depth %d: %v", d, time.Since(start))
	}
	if got := PerftMemo(Start(), 3); got != table[2].perft {
		t.Errorf("PerftMemo(3) = %d, want %d", got, table[2].perft)
	}
	for _, text := range []string{
		"XXX.OOO......... X", // X wins at once on d1, or plays on
		"XXX.OOO.X....... O",
		"XO.XOX.OX.O..... X",
		"XOXOOXOXXOXO.... X",
	} {
		p := mustParse(t, text)
		for d := 0; d <= 5; d++ {
			if got, want := PerftMemo(p, d), Perft(p, d); got != want {
				t.Errorf("%s: PerftMemo(%d) = %d, Perft %d", text, d, got, want)
			}
		}
	}
}

// TestCountByOutcome checks every column of the table with a count that
// shares nothing with PerftMemo: forward, ply by ply, carrying how many
// move sequences reach each canonical position, and splitting the games
// that end at each ply by who won.
func TestCountByOutcome(t *testing.T) {
	level := map[Position]uint64{Start(): 1}
	var endedBefore uint64
	buf := make([]Move, 0, 16)
	for ply := 1; ply <= 16; ply++ {
		next := make(map[Position]uint64)
		for p, n := range level {
			for _, m := range p.Moves(buf[:0]) {
				next[p.Play(m).Canonical()] += n
			}
		}
		var endedHere, wins [2]uint64
		var draws uint64
		var seq uint64
		for p, n := range next {
			seq += n
			r, over := p.Outcome()
			if !over {
				continue
			}
			endedHere[0] += n
			switch r {
			case Loss: // the side that just moved won
				wins[p.side^1] += n
			case Draw:
				draws += n
			default:
				t.Fatalf("ply %d: %v to move has won", ply, p.side)
			}
			delete(next, p)
		}
		row := table[ply-1]
		if seq != row.sequences || endedBefore != row.endedBefore || seq+endedBefore != row.perft ||
			endedHere[0] != row.endedHere || wins[X] != row.xWins || wins[O] != row.oWins || draws != row.draw {
			t.Errorf("ply %d: sequences %d, ended before %d, ended here %d (X %d, O %d, draws %d); want %+v",
				ply, seq, endedBefore, endedHere[0], wins[X], wins[O], draws, row)
		}
		endedBefore += endedHere[0]
		level = next
	}
	if len(level) != 0 {
		t.Errorf("%d positions still in play after 16 plies", len(level))
	}
}

// TestSolveEmptyBoardIsDraw solves the game exactly: negamax over every
// position, each canonical position valued once (no pruning, so no
// bounds to get wrong). 4×4 tic-tac-toe is a draw.
func TestSolveEmptyBoardIsDraw(t *testing.T) {
	start := time.Now()
	memo := make(map[Position]Result)
	if got := solve(Start(), memo); got != Draw {
		t.Errorf("empty board: %v, want draw", got)
	}
	t.Logf("solved in %v, %d canonical positions", time.Since(start), len(memo))
	// Sanity: a position one move from a line is a win for the mover.
	p := mustParse(t, "XXX.OOO......... X")
	if got := solve(p, memo); got != Win {
		t.Errorf("%s: %v, want win", p, got)
	}
	// O to move cannot block both of X's threats, a1 (row 1) and c2
	// (the d1-a4 diagonal).
	p = mustParse(t, ".XXXOO..OX..X..O O")
	if got := solve(p, memo); got != Loss {
		t.Errorf("%s: %v, want loss", p, got)
	}
}

func solve(p Position, memo map[Position]Result) Result {
	if r, over := p.Outcome(); over {
		return r
	}
	c := p.Canonical()
	if r, ok := memo[c]; ok {
		return r
	}
	best := Loss
	var buf [16]Move
	for _, m := range p.Moves(buf[:0]) {
		if v := -solve(p.Play(m), memo); v > best {
			best = v
			if best == Win {
				break
			}
		}
	}
	memo[c] = best
	return best
}

func mustParse(t *testing.T, text string) Position {
	t.Helper()
	p, err := ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func BenchmarkPerft7(b *testing.B) {
	for b.Loop() {
		Perft(Start(), 7)
	}
}
