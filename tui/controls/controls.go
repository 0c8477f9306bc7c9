// Package controls is the controls pane: the configuration of the next
// run (algorithm, searchers, executor, limits), the simulation speed and
// the run's state, each row with its keys. Clicking a row changes it as
// its key would.
package controls

import (
	"fmt"
	"runtime"
	"strings"

	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Action is what a row does when clicked.
type Action int

// The actions of the rows.
const (
	None Action = iota
	Algorithm
	Searchers
	Executor
	Depth
	Time
	Speed
	Run
	Stop
	Compare
)

// Row is one line of the pane.
type Row struct {
	Label, Value, Keys string
	Action             Action
}

// Rows lists the pane's rows for cfg and speed; state describes the
// current run.
func Rows(cfg session.Config, pair [2]session.Config, speed session.Speed, state string) []Row {
	exec := "simulated"
	if !cfg.Sim {
		exec = "real goroutines"
	}
	searchers := fmt.Sprint(cfg.Searchers)
	if cfg.Warning() != "" {
		// More real searchers than cores: they take turns, and the
		// timings measure the scheduler. Said here, where P is chosen.
		searchers = fmt.Sprintf("%d > %d CPUs!", cfg.Searchers, runtime.NumCPU())
	}
	if !cfg.Parallel() {
		searchers, exec = "1 (sequential)", "this machine"
	}
	depth, tm := "none", "none"
	if cfg.Depth > 0 {
		depth = fmt.Sprint(cfg.Depth)
	}
	if cfg.Time > 0 {
		tm = cfg.Time.String()
		if cfg.Parallel() && cfg.Sim {
			tm += " of 1992"
		}
	}
	sp := speed.String()
	if !cfg.Parallel() || !cfg.Sim {
		sp += " (sim only)"
	}
	return []Row{
		{"algorithm", cfg.Algorithm.String(), "a A", Algorithm},
		{"searchers", searchers, "+ -", Searchers},
		{"executor", exec, "e", Executor},
		{"depth", depth, "d D", Depth},
		{"time", tm, "t T", Time},
		{"speed", sp, "[ ] ␣ .", Speed},
		{"hash", fmt.Sprintf("%d MiB", cfg.HashMiB), "", None},
		{"", "", "", None},
		{"state", state, "", None},
		{"▶ run", "analyse the position", "r", Run},
		{"■ stop", "stop the search", "s", Stop},
		{"◧ compare", pair[0].Algorithm.String() + " vs " + pair[1].Algorithm.String(), "c", Compare},
	}
}

// Opponent lists the pane's rows during a game against the engine: the
// engine the person plays (not the analysis's next run, which the game
// does not use), its level, its time and handicap, and what it does now;
// the keys are the game's.
func Opponent(setup session.PlaySetup, timeText, state string) []Row {
	cfg := setup.Engine
	searchers := fmt.Sprint(cfg.Searchers)
	exec := "simulated"
	if !cfg.Sim {
		exec = "real goroutines"
	}
	if !cfg.Parallel() {
		searchers, exec = "1 (sequential)", "this machine"
	}
	lv := setup.LevelOf()
	level := lv.Name
	if lv.Depth > 0 {
		level += fmt.Sprintf(" (d%d)", lv.Depth)
	}
	odds := "none"
	if setup.Odds > 1 {
		odds = fmt.Sprintf("engine's time ÷%d", setup.Odds)
	}
	return []Row{
		{"opponent", cfg.Algorithm.String(), "", None},
		{"searchers", searchers, "", None},
		{"executor", exec, "", None},
		{"level", level, "", None},
		{"time", timeText, "", None},
		{"handicap", odds, "", None},
		{"", "", "", None},
		{"state", state, "", None},
		{"move now", "the engine plays", "m", None},
		{"hint", "its move for you", "H", None},
		{"leave", "back to the analysis", "X", None},
	}
}

// View draws rows in w×h cells.
func View(st *styles.Styles, rows []Row, w, h int) string {
	lines := make([]string, 0, len(rows))
	for _, r := range rows {
		if r.Label == "" {
			lines = append(lines, "")
			continue
		}
		keys := st.Accent.Render(r.Keys)
		val := frame.Fit(r.Value, max(1, w-10-1-len([]rune(r.Keys))))
		label := st.Dim.Render(fmt.Sprintf("%-10s", r.Label))
		if r.Action >= Run {
			label = st.Bold.Render(fmt.Sprintf("%-10s", r.Label))
		}
		lines = append(lines, frame.Fit(label+val+" "+keys, w))
	}
	return frame.Block(strings.Join(lines, "\n"), w, h)
}

// Hit returns the action of the row at line y of the content.
func Hit(rows []Row, y int) Action {
	if y < 0 || y >= len(rows) {
		return None
	}
	return rows[y].Action
}
