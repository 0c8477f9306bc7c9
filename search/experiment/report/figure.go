package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"

	"frontier/internal/figure"
	"frontier/search/experiment"
)

// The figures of the experiments, as data: which series, on which axes,
// from which rows. internal/plot draws them (SVG, PNG) and the command
// line in the terminal; this package stays free of the drawing library.

// DefaultGame is the game of rows that name none: everything measured
// before other games came was checkers.
const DefaultGame = "checkers"

// GameRow is a parallel row with the game it was measured on.
type GameRow struct {
	Game string
	experiment.Row
}

// ParallelGameRows gives the parallel rows of rows, each with its own
// game (narrow-wide's rows name their workload).
func ParallelGameRows(rows []experiment.Row) []GameRow {
	var out []GameRow
	for _, r := range rows {
		if r.Algo != "seq" {
			out = append(out, GameRow{Game: r.Game, Row: r})
		}
	}
	return out
}

// UniqueRows keeps the first of the rows read twice (the same game,
// algorithm, searchers and position).
func UniqueRows(rows []GameRow) []GameRow {
	seen := map[[4]string]bool{}
	var out []GameRow
	for _, r := range rows {
		k := [4]string{r.Game, r.Algo, fmt.Sprint(r.Searchers), r.Position}
		if !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	return out
}

// ReportRows reads the parallel rows of a report's JSON lines; the
// sequential rows and the summaries are left out.
func ReportRows(name string, data []byte) ([]GameRow, error) {
	var out []GameRow
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 64<<20)
	for n := 1; sc.Scan(); n++ {
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		// A summary's "differs" counts rows, so summaries are told
		// apart before a line is read as a row.
		var l struct {
			Summary bool            `json:"summary"`
			Algo    string          `json:"algo"`
			Speedup *float64        `json:"speedup"`
			Game    json.RawMessage `json:"game"`
		}
		if err := json.Unmarshal(text, &l); err != nil {
			return nil, fmt.Errorf("%s:%d: malformed line: %v", name, n, err)
		}
		if l.Summary || l.Algo == "" || l.Algo == "seq" || l.Speedup == nil {
			continue
		}
		var r experiment.Row
		if err := json.Unmarshal(text, &r); err != nil {
			return nil, fmt.Errorf("%s:%d: malformed row: %v", name, n, err)
		}
		if r.Searchers < 1 {
			return nil, fmt.Errorf("%s:%d: %d searchers", name, n, r.Searchers)
		}
		// The sequential table's "game" is the number of the match
		// game a position comes from; a game's name is a string.
		game := DefaultGame
		var g string
		if json.Unmarshal(l.Game, &g) == nil && g != "" {
			game = g
		}
		out = append(out, GameRow{Game: game, Row: r})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

// SpeedupFigure averages the rows over positions: a panel per game, in
// the order the games come, a line per algorithm.
func SpeedupFigure(rows []GameRow) figure.Figure {
	fig := figure.Figure{XLabel: "searchers", YLabel: "speedup (mean over positions, ±1 sd)", LogX: true, YFromZero: true}
	var games []string
	byGame := map[string][]experiment.Row{}
	for _, r := range rows {
		if _, ok := byGame[r.Game]; !ok {
			games = append(games, r.Game)
		}
		byGame[r.Game] = append(byGame[r.Game], r.Row)
	}
	for _, g := range games {
		panel := figure.Panel{Title: g}
		index := map[string]int{}
		for _, s := range experiment.Summarize(byGame[g]) {
			i, ok := index[s.Algo]
			if !ok {
				i = len(panel.Series)
				index[s.Algo] = i
				panel.Series = append(panel.Series, figure.Series{Name: s.Algo})
			}
			panel.Series[i].Points = append(panel.Series[i].Points, figure.Point{X: float64(s.Searchers), Y: s.Speedup, Err: s.SpeedupSD})
		}
		fig.Panels = append(fig.Panels, panel)
	}
	return fig
}

// NarrowWideFigure is narrow-wide's plot: a panel per workload.
func NarrowWideFigure(rows []experiment.Row) figure.Figure {
	return SpeedupFigure(ParallelGameRows(rows))
}

// WorkspanFigure draws, against searchers, the measured T_P, the model's
// and its two lower bounds W/P and C, of algo on a workload at depth.
func WorkspanFigure(algo, workload string, depth int, sums []experiment.WorkSpanSummary) figure.Figure {
	measured := figure.Series{Name: "measured T_P"}
	predicted := figure.Series{Name: "predicted a·W/P + b·C + c"}
	linear := figure.Series{Name: "W/P"}
	span := figure.Series{Name: "critical path C"}
	for _, s := range sums {
		x := float64(s.Searchers)
		measured.Points = append(measured.Points, figure.Point{X: x, Y: s.Time})
		predicted.Points = append(predicted.Points, figure.Point{X: x, Y: s.Predicted})
		linear.Points = append(linear.Points, figure.Point{X: x, Y: s.Work / x})
		span.Points = append(span.Points, figure.Point{X: x, Y: s.Span})
	}
	series := []figure.Series{measured, predicted, linear}
	if len(sums) > 0 && sums[0].Span > 0 {
		series = append(series, span)
	}
	title := fmt.Sprintf("%s on %s, depth %d", algo, workload, depth)
	return figure.Figure{XLabel: "searchers", YLabel: "time (node units, mean over positions)", LogX: true, YFromZero: true,
		Panels: []figure.Panel{{Title: title, Series: series}}}
}

// ScalingFigure draws a panel per algorithm: real and simulated speedup
// against threads, and the machine's ceiling.
func ScalingFigure(rep experiment.Scaling) figure.Figure {
	fig := figure.Figure{XLabel: "threads", YLabel: "speedup over the sequential engine", LogX: true, YFromZero: true}
	order, byAlgo := experiment.GroupInOrder(rep.Rows, func(r experiment.ScalingRow) string { return r.Algo })
	var ceiling figure.Series
	ceiling.Name = "ceiling"
	for _, c := range rep.Ceilings {
		ceiling.Points = append(ceiling.Points, figure.Point{X: float64(c.Threads), Y: c.Ceiling})
	}
	for _, a := range order {
		real := figure.Series{Name: "real"}
		sim := figure.Series{Name: "simulated"}
		for _, r := range byAlgo[a] {
			real.Points = append(real.Points, figure.Point{X: float64(r.Searchers), Y: r.Real, Err: r.RealSD})
			sim.Points = append(sim.Points, figure.Point{X: float64(r.Searchers), Y: r.Sim})
		}
		panel := figure.Panel{Title: a, Series: []figure.Series{real, sim}}
		if len(ceiling.Points) > 0 {
			panel.Series = append(panel.Series, ceiling)
		}
		fig.Panels = append(fig.Panels, panel)
	}
	return fig
}
