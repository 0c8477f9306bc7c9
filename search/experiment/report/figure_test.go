package report

import (
	"strings"
	"testing"

	"frontier/internal/figure"
	"frontier/search/experiment"
)

// ReportRows keeps the parallel rows of a report with a speedup, names
// their game (checkers where a line names none or only a match game's
// number), and leaves out sequential rows and summaries.
func TestReportRows(t *testing.T) {
	data := `{"game":5,"position":"g5","algo":"seq","searchers":1}
{"game":"othello","position":"o1","algo":"ybwc","searchers":4,"speedup":3}
{"position":"g5","algo":"pvsplit","searchers":2,"speedup":1.5}
{"summary":true,"algo":"pvsplit","searchers":2,"speedup":1.5}
{"position":"g5","algo":"pvsplit","searchers":2}
`
	rows, err := ReportRows("r.jsonl", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Game != "othello" || rows[0].Algo != "ybwc" || rows[1].Game != DefaultGame || rows[1].Speedup != 1.5 {
		t.Errorf("rows %+v", rows)
	}
	if _, err := ReportRows("r.jsonl", []byte("{\"algo\":\"ybwc\",\"speedup\":1,\"searchers\":0}\n")); err == nil || !strings.Contains(err.Error(), "r.jsonl:1") {
		t.Errorf("0 searchers: err %v, want one naming the line", err)
	}
}

// SpeedupFigure gives a panel per game in the order they come, a line per
// algorithm, a point per number of searchers averaged over positions.
func TestSpeedupFigure(t *testing.T) {
	row := func(game, algo string, p int, pos string, speedup float64) GameRow {
		return GameRow{Game: game, Row: experiment.Row{Algo: algo, Searchers: p, Position: pos, Speedup: speedup}}
	}
	rows := UniqueRows([]GameRow{
		row("othello", "ybwc", 2, "o1", 1), row("othello", "ybwc", 2, "o2", 3), row("othello", "ybwc", 2, "o2", 9),
		row("checkers", "pvsplit", 2, "g1", 1.5), row("othello", "ybwc", 4, "o1", 2),
	})
	fig := SpeedupFigure(rows)
	if len(fig.Panels) != 2 || fig.Panels[0].Title != "othello" || fig.Panels[1].Title != "checkers" {
		t.Fatalf("panels %+v", fig.Panels)
	}
	ybwc := fig.Panels[0].Series
	if len(ybwc) != 1 || ybwc[0].Name != "ybwc" || len(ybwc[0].Points) != 2 || ybwc[0].Points[0] != (figure.Point{X: 2, Y: 2, Err: ybwc[0].Points[0].Err}) || ybwc[0].Points[0].Err == 0 {
		t.Errorf("othello's series %+v (the second copy of o2 at 2 kept?)", ybwc)
	}
}
