package report

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"frontier/search"
)

// A row written as a shard's result reads back the same, in the JSON of
// its table: a checkers row with the match and Chinook's search, another
// game's with the CPU time and the verdict on the note's move.
func TestSeqRowJSON(t *testing.T) {
	st := search.Stats{Nodes: 1234}
	rows := []SeqRow{
		{Game: "checkers", Position: "g5", Turn: "B", RootBF: 7, Move: "11-15", Depth: 9, Score: -12, Nodes: 1234, Seconds: 0.5,
			NPS: 2468, BF: 2.5, BFCapture: 1.25, BFQuiet: 7.5, PV: []string{"11-15", "23-19"}, Stats: st,
			Checkers: &CheckersRow{Game: 5, MatchMove: "11-15", Agrees: true, Black: "Chinook", Pieces: 24,
				Chinook: Chinook{Depth: 17, Score: -3, Nodes: 99, Seconds: 12, NPS: 8}}},
		{Game: "chess", Position: "BK.01", Turn: "Black", RootBF: 40, Move: "Qd1+", Depth: 5, Score: 30000, Nodes: 1234,
			Seconds: 0.25, NPS: 4936, BF: 3.5, PV: []string{"Qd1+"}, Stats: st, CPUSeconds: 0.125,
			Solved: &Solved{Expected: "bm Qd1+", Solved: true, Depth: 5, Seconds: 0.2}},
		{Game: "othello", Position: "m01", Turn: "Black", RootBF: 11, Move: "d3", Depth: 6, Score: 4, Nodes: 1234, Stats: st},
	}
	for _, r := range rows {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back SeqRow
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if r.Checkers == nil && strings.Contains(string(b), "match_move") || r.Checkers != nil && !strings.Contains(string(b), `"match_move"`) {
			t.Errorf("%s: the wrong table's JSON", b)
		}
		if !reflect.DeepEqual(back, r) {
			t.Errorf("%s read back as\n%+v, want\n%+v", b, back, r)
		}
	}
	if err := new(SeqRow).Validate(); err == nil {
		t.Error("an empty row is valid")
	}
}
