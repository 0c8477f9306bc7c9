package match

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A match written in two shards (PDN, PGN and Record's text) scores, read
// back by a Tally, exactly what the two matches reported together, and
// every engine move's depth goes to the player who made it.
func TestTallyMatchFiles(t *testing.T) {
	for _, tc := range []struct {
		game  string
		depth int
		games int
	}{
		{"checkers", 3, 4},
		{"chess", 2, 4},
		{"othello6", 3, 6},
	} {
		t.Run(tc.game, func(t *testing.T) {
			g := mustGame(t, tc.game)
			dir := t.TempDir()
			var want Score
			var wantDepths [2]int // moves with a depth comment, A's and B's
			var files []string
			for shard := range 2 {
				out := filepath.Join(dir, tc.game+string(rune('1'+shard))+".txt")
				files = append(files, out)
				cfg := Config{
					Game: g, A: Player{Name: "seq", P: 1}, B: Player{Name: "seq", P: 1},
					Games: tc.games, Time: TimeControl{Depth: tc.depth}, HashMiB: 1,
					Comments: true, Date: "2026.01.01", Out: out,
				}
				if shard == 1 {
					// The second shard plays the openings in another order.
					set := OpeningsSuite
					switch tc.game {
					case "checkers":
						set = OpeningsACF
					case "chess":
						set = OpeningsBook
					}
					o, err := Openings(g, set)
					if err != nil {
						t.Fatal(err)
					}
					cfg.Openings = Shuffle(o, 7)
				}
				sum, err := Run(context.Background(), cfg)
				if err != nil {
					t.Fatal(err)
				}
				want.Wins += sum.Score.Wins
				want.Draws += sum.Score.Draws
				want.Losses += sum.Score.Losses
				for _, r := range sum.Games {
					for i, c := range r.Record.Comments {
						if !strings.Contains(c, "depth") {
							continue
						}
						side := (r.Record.Start.Side() + i) % 2
						if side == r.ASide {
							wantDepths[0]++
						} else {
							wantDepths[1]++
						}
					}
				}
			}
			tl := &Tally{}
			for _, f := range files {
				r, err := os.Open(f)
				if err != nil {
					t.Fatal(err)
				}
				err = tl.Read(r, f)
				r.Close()
				if err != nil {
					t.Fatal(err)
				}
			}
			if len(tl.Pairings) != 1 || tl.Games != 2*tc.games || tl.Unfinished != 0 {
				t.Fatalf("%d pairings, %d games (%d unfinished); want 1 and %d", len(tl.Pairings), tl.Games, tl.Unfinished, 2*tc.games)
			}
			p := tl.Pairings[0]
			if p.A != "seq (A)" || p.B != "seq (B)" || p.Score != want {
				t.Errorf("tally %s %v against %s; the matches reported %v for seq (A)", p.A, p.Score, p.B, want)
			}
			if got := [2]int{len(p.Depths[0]), len(p.Depths[1])}; got != wantDepths || got[0] == 0 {
				t.Errorf("depths of %v moves (A, B); the records hold %v", got, wantDepths)
			}
			// Asking for B's side turns the score round.
			tb := &Tally{A: "seq (B)"}
			for _, f := range files {
				r, _ := os.Open(f)
				if err := tb.Read(r, f); err != nil {
					t.Fatal(err)
				}
				r.Close()
			}
			if q := tb.Pairings[0]; q.A != "seq (B)" || q.Score != (Score{Wins: want.Losses, Draws: want.Draws, Losses: want.Wins}) {
				t.Errorf("with A = seq (B): %s %v", q.A, q.Score)
			}
		})
	}
}

// moveDepths reads PGN's and PDN's move numbers, comments glued or not,
// annotations and the result, and the comments matches write.
func TestMoveDepths(t *testing.T) {
	got := moveDepths("5. e4 {score +35 depth 9} 5... cxd5 {win in 3 plies depth 11; checkmate} 6.e5 $1 {book} 6... Ne4{score -9 depth 13} 1-0")
	want := []int{9, 11, -1, 13}
	if len(got) != len(want) {
		t.Fatalf("moveDepths = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("moveDepths = %v, want %v", got, want)
		}
	}
	if got := moveDepths("1. 11-15 23-18 2. 8-11 18-14 {score +11 depth 3} 1/2-1/2"); len(got) != 4 || got[3] != 3 || got[0] != -1 {
		t.Errorf("checkers: %v", got)
	}
}

// Bad files are refused with the file, line and what was wrong.
func TestTallyErrors(t *testing.T) {
	const head = "[Event \"frontier match: x vs y\"]\n"
	for _, tc := range []struct{ text, want string }{
		{head + "[Black \"x\"]\n[White \"y\"]\n[Result \"2-0\"]\n\n1. 11-15 2-0\n", `f.pdn: game at line 1: result "2-0"`},
		{head + "[Black x]\n", "f.pdn:2: malformed tag"},
		{head + "[Black \"x\"]\n[Result \"1-0\"]\n\n1-0\n", "f.pdn: game at line 1: no White tag"},
		{"[Game \"go\"]\n[Black \"x\"]\n[White \"y\"]\n[Result \"1-0\"]\n", `unknown game "go"`},
		{"11-15 23-18\n", "f.pdn:1: move text before any tag"},
		{head + "[Black \"x\"]\n[White \"x\"]\n[Result \"1-0\"]\n", "both sides are \"x\""},
		{"[Black \"x\"]\n[White \"y\"]\n[FEN \"nonsense\"]\n[Result \"1-0\"]\n", "f.pdn: game at line 1: FEN tag"},
		{head + "[Black \"x\"]\n[White \"y\"]\n[Result \"1-0\"]\n\n1. 11-15 {a comment\n[Black \"z\"]\n", "f.pdn:6: comment '{' not closed"},
	} {
		err := (&Tally{}).Read(strings.NewReader(tc.text), "f.pdn")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want it to say %q", tc.text, err, tc.want)
		}
	}
	// An interrupted game is counted and not scored.
	tl := &Tally{}
	if err := tl.Read(strings.NewReader(head+"[Black \"x\"]\n[White \"y\"]\n[Result \"*\"]\n\n1. 11-15 *\n\n"+head+"[Black \"y\"]\n[White \"x\"]\n[Result \"0-1\"]\n\n1. 11-15 0-1\n"), "f.pdn"); err != nil {
		t.Fatal(err)
	}
	if tl.Games != 2 || tl.Unfinished != 1 || len(tl.Pairings) != 1 || tl.Pairings[0].A != "x" || tl.Pairings[0].Score != (Score{Wins: 1}) {
		t.Errorf("games %d, unfinished %d, pairings %+v", tl.Games, tl.Unfinished, tl.Pairings)
	}
}

// A comment wrapped so that a line starts with '[' (as the clock of a
// long chess game's move can be: "depth 13\n[%clk 0:00:07.5]}") is move
// text, not a tag: the device's games of 2026-11-27 were refused so.
func TestTallyWrappedComment(t *testing.T) {
	const game = "[Event \"frontier match\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n\n" +
		"1. e4 {score +30 depth 13\n[%clk 0:00:07.5]} 1... e5 {score -29 depth 15 [%clk\n0:00:07.9]} 0-1\n\n"
	tl := &Tally{}
	if err := tl.Read(strings.NewReader(game+strings.Replace(game, "0-1", "1-0", 1)), "f.pgn"); err != nil {
		t.Fatal(err)
	}
	if tl.Games != 2 || len(tl.Pairings) != 1 {
		t.Fatalf("games %d, pairings %+v", tl.Games, tl.Pairings)
	}
	if d := tl.Pairings[0].Depths; len(d[0]) != 2 || len(d[1]) != 2 {
		t.Errorf("depths %v, want two a game", d)
	}
}

// Games whose Termination tag is in Skip are counted and not scored;
// the others are, and a game without the tag is never skipped.
func TestTallySkipTermination(t *testing.T) {
	game := func(result, term string) string {
		s := "[Event \"frontier match: a vs b\"]\n[White \"a\"]\n[Black \"b\"]\n[PlyCount \"2\"]\n[Result \"" + result + "\"]\n"
		if term != "" {
			s += "[Termination \"" + term + "\"]\n"
		}
		return s + "\n1. e4 {depth 3} e5 {depth 4} " + result + "\n\n"
	}
	text := game("1-0", "normal") + game("0-1", "time forfeit") + game("1/2-1/2", "") + game("0-1", "time forfeit")
	for _, tc := range []struct {
		skip                   []string
		skipped, wins, d, loss int
	}{
		{nil, 0, 1, 1, 2},
		{[]string{"time forfeit"}, 2, 1, 1, 0},
		{[]string{"normal", "time forfeit"}, 3, 0, 1, 0},
	} {
		tl := &Tally{Skip: tc.skip}
		if err := tl.Read(strings.NewReader(text), "f.pgn"); err != nil {
			t.Fatal(err)
		}
		sc := tl.Pairings[0].Score
		if tl.Games != 4 || tl.Skipped != tc.skipped || sc.Wins != tc.wins || sc.Draws != tc.d || sc.Losses != tc.loss {
			t.Errorf("skip %q: games %d skipped %d score %+v, want 4, %d, +%d =%d -%d", tc.skip, tl.Games, tl.Skipped, sc, tc.skipped, tc.wins, tc.d, tc.loss)
		}
	}
}

// FuzzTally: no input makes a Tally panic.
func FuzzTally(f *testing.F) {
	f.Add("[Event \"frontier match: x vs y\"]\n[Black \"x\"]\n[White \"y\"]\n[Result \"1-0\"]\n\n1. 11-15 {score +3 depth 5} 1-0\n")
	f.Add("[Game \"othello6\"]\n[Black \"a\"]\n[White \"b\"]\n[Position \"--------------OX----XO-------------- X\"]\n[Result \"0-1\"]\n\nc2 {depth 4} 0-1\n")
	f.Add("[PlyCount \"2\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1/2-1/2\"]\n\n1. e4 {score 0 depth} e5 {depth -3} {\n")
	f.Fuzz(func(t *testing.T, s string) {
		_ = (&Tally{}).Read(strings.NewReader(s), "fuzz")
	})
}
