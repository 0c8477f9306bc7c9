package cli

import (
	"strings"
	"testing"
)

// search --prove on an FFO position (its suite by name) solves it
// exactly with the endgame solver: the suite's value and move, and the
// solver's line in the summary.
func TestSearchProvesFFO(t *testing.T) {
	out, _, err := runCLI(t, "search", "--game", "othello", "--suite", "ffo", "--pos", "ffo23", "--prove", "--hash", "4")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"until the value is proven", "best a2  score 20004 (won by 4)", "endgame solver: 1 positions solved exactly"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if _, _, err := runCLI(t, "search", "--game", "othello", "--suite", "nope", "--pos", "x"); err == nil || !strings.Contains(err.Error(), "othello-midgame, ffo") {
		t.Errorf("--suite nope: %v, want the game's suites named", err)
	}
}

// bench --prove solves the FFO positions and judges each by its best
// moves and exact value; --prove takes no --time.
func TestBenchProvesFFO(t *testing.T) {
	out, _, err := runCLI(t, "bench", "--game", "othello", "--suite", "ffo", "--pos", "ffo01,ffo20", "--prove", "--algos", "seq", "--hash", "4")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"othello suite ffo, proof (solving at depth 9)", "bm g8; value +18", "bm h5; value +6", "Solved: 2 of 2"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if _, _, err := runCLI(t, "bench", "--game", "othello", "--suite", "ffo", "--prove", "--time", "1s"); err == nil || !strings.Contains(err.Error(), "--prove") {
		t.Errorf("--prove --time: %v", err)
	}
}

// A note's value is part of what a position asks: the move alone does
// not solve it.
func TestJudgeValue(t *testing.T) {
	e, ok := parseExpect("bm a2; value +38; ffo 40; empties 20; moves a2:+38 c7:+36")
	if !ok || len(e.best) != 1 || e.best[0] != "a2" || e.value == nil || *e.value != 38 || e.String() != "bm a2; value +38" {
		t.Fatalf("%+v %v", e, ok)
	}
	if !e.proves(20038) || e.proves(20036) || e.proves(38) {
		t.Error("value +38 judged wrong")
	}
	draw, _ := parseExpect("bm h4; value +0")
	if !draw.proves(0) || draw.proves(20002) {
		t.Error("a draw judged wrong")
	}
}
