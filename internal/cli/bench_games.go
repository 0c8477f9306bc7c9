package cli

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"

	"frontier/assets"
	"frontier/search"
	"frontier/search/engine"
	"frontier/search/experiment"
)

// Bench on any registered game (--game). Checkers keeps what only its
// suite has: the 1992 match moves, Chinook's searches (Table C.1,
// --chinook-depth) and the thesis's parallel figures. Other games take
// their positions from their own suite (engine.Game.Suite); their
// sequential table is the generic one below, and their parallel tables
// are the thesis's layout without the thesis's columns.

// benchCheckers is the game whose suite carries the match, Chinook's
// figures and the thesis's.
const benchCheckers = "checkers"

// benchPos is one position of a bench, of any game. For checkers it
// embeds the suite's test position, whose match move and Chinook
// search the sequential table shows and --chinook-depth uses; for the
// other games the embedded pointer is nil.
type benchPos struct {
	ID   string
	Pos  engine.Position
	Note string // the suite's note: "bm Qd1+" for a chess test position
	*assets.TestPosition
}

// experiment gives p to the experiment package.
func (p benchPos) experiment() experiment.Position {
	return experiment.Position{ID: p.ID, Pos: p.Pos}
}

// benchGameDepths are the default depths of the other games, for the
// sequential and the parallel tables alike: the depths at which
// "frontier experiment narrow-wide" measures them, where a sequential
// search takes 0.26 (othello) to 0.78 million nodes (othello6) a position
// on average and the whole suite 1 to 7 seconds; synthetic searches its
// default trees (depth 10) to their leaves. Chess's 7 is the deepest odd
// depth at which the whole Bratko-Kopec suite takes about a minute
// (4.7 to 16 million nodes a position, with quiescence). A game not listed gets
// benchOtherDepth.
var benchGameDepths = map[string]int{"othello": 9, "othello6": 13, "tictactoe4": 11, "synthetic": 10, "chess": 7}

const benchOtherDepth = 9

// benchGameDepth is the default depth of a game other than checkers.
func benchGameDepth(g engine.Game) int {
	if d, ok := benchGameDepths[g.Name()]; ok {
		return d
	}
	return benchOtherDepth
}

// benchGameDepthsText lists the default depths for the help:
// "othello 9, othello6 13, ...".
func benchGameDepthsText() string {
	var parts []string
	for _, g := range engine.Games() {
		if g.Name() != benchCheckers {
			parts = append(parts, fmt.Sprintf("%s %d", g.Name(), benchGameDepth(g)))
		}
	}
	return strings.Join(parts, ", ")
}

// checkers reports whether the bench runs the checkers test suite, with
// the match, Chinook's searches and the thesis's figures beside ours.
func (c *benchConfig) checkers() bool { return c.Suite != nil }

// suiteText names the positions' suite in table titles: "suite
// tinsley-chinook-1992", "othello6 suite othello6-early".
func (c *benchConfig) suiteText() string {
	if c.Suite != nil {
		return "suite " + c.Suite.Name
	}
	if c.GameSuite != "" {
		return c.Game.Name() + " suite " + c.GameSuite
	}
	for _, s := range assets.GameSuites() {
		if s.Game == c.Game.Name() {
			return c.Game.Name() + " suite " + s.Name
		}
	}
	return c.Game.Name() + " suite"
}

// checkersPositions selects the positions of a checkers suite: ids, or
// all when ids is empty.
func checkersPositions(s *assets.Suite, ids string) ([]benchPos, error) {
	var tps []*assets.TestPosition
	if ids == "" {
		for i := range s.Positions {
			tps = append(tps, &s.Positions[i])
		}
	} else {
		for _, id := range strings.Split(ids, ",") {
			tp, err := s.Position(strings.TrimSpace(id))
			if err != nil {
				return nil, err
			}
			tps = append(tps, tp)
		}
	}
	out := make([]benchPos, len(tps))
	for i, tp := range tps {
		out[i] = benchPos{ID: tp.ID, Pos: engine.Checkers(tp.Position), TestPosition: tp}
	}
	return out, nil
}

// gamePositions selects the positions of g's suite called name (its own
// when empty): ids, or all when ids is empty.
func gamePositions(g engine.Game, name, ids string) ([]benchPos, error) {
	suite, err := g.NamedSuite(name)
	if err != nil {
		return nil, err
	}
	var out []benchPos
	if ids == "" {
		for _, sp := range suite {
			out = append(out, benchPos{ID: sp.ID, Pos: sp.Pos, Note: sp.Note})
		}
		return out, nil
	}
	for _, id := range strings.Split(ids, ",") {
		id = strings.TrimSpace(id)
		i := slices.IndexFunc(suite, func(sp engine.SuitePosition) bool { return sp.ID == id })
		if i < 0 {
			known := make([]string, len(suite))
			for j, sp := range suite {
				known[j] = sp.ID
			}
			return nil, fmt.Errorf("no position %q in the %s suite %s (positions: %s)", id, g.Name(), suiteOrOwn(g, name), strings.Join(known, " "))
		}
		out = append(out, benchPos{ID: id, Pos: suite[i].Pos, Note: suite[i].Note})
	}
	return out, nil
}

// suiteOrOwn is name, or the name of g's own suite when name is empty.
func suiteOrOwn(g engine.Game, name string) string {
	if name == "" {
		name, _ = g.SuiteName()
	}
	return name
}

// gameSeqRow is one line of the sequential table of a game other than
// checkers.
type gameSeqRow struct {
	Game     string       `json:"game"`
	Position string       `json:"position"`
	Turn     string       `json:"turn"`    // the side to move
	RootBF   int          `json:"root_bf"` // legal moves at the root
	Move     string       `json:"move"`
	Depth    int          `json:"depth"`
	Score    int          `json:"score"`
	Nodes    uint64       `json:"nodes"`
	Seconds  float64      `json:"seconds"`
	NPS      float64      `json:"nps"`
	BF       float64      `json:"bf"`
	PV       []string     `json:"pv"`
	Stats    search.Stats `json:"stats"`
	// CPUSeconds is the CPU time the search took (0 where the system
	// does not say): on a machine other work shares, the time it would
	// have taken alone.
	CPUSeconds float64 `json:"cpu_seconds,omitempty"`
	// Solved is set when the suite's note names the move to find.
	*benchSolved
}

func newGameSeqRow(p benchPos, res engine.Result, secs, cpu float64) *gameSeqRow {
	st := res.Stats
	r := &gameSeqRow{Game: p.Pos.Game().Name(), Position: p.ID, Turn: p.Pos.SideName(), RootBF: len(p.Pos.Moves()),
		Move: res.Move, Depth: res.Depth, Score: res.Score, Nodes: st.Nodes, Seconds: secs, CPUSeconds: cpu,
		BF: st.BranchingFactor(), PV: res.Line, Stats: st, benchSolved: judge(p, res)}
	if secs > 0 {
		r.NPS = float64(st.Nodes) / secs
	}
	return r
}

func (r *gameSeqRow) stats() search.Stats { return r.Stats }

func (r *gameSeqRow) progress() string {
	return fmt.Sprintf("seq %-6s depth %2d  %-6s  score %6d  nodes %13s  %7.2fs",
		r.Position, r.Depth, r.Move, r.Score, groupDigits(int64(r.Nodes)), r.Seconds)
}

// gameSeqSection is the sequential engine's part of the report on a game
// other than checkers.
type gameSeqSection struct {
	cfg   *benchConfig
	rows  []gameSeqRow
	total search.Stats
}

func (s *gameSeqSection) Algo() string { return "seq" }

func (s *gameSeqSection) add(r seqRow) {
	row := r.(*gameSeqRow)
	s.rows = append(s.rows, *row)
	s.total.Add(row.Stats)
}

// gameSeqSummary aggregates the rows: totals, node rates and the
// branching factor over the whole suite.
type gameSeqSummary struct {
	Game      string  `json:"game"`
	Positions int     `json:"positions"`
	Nodes     uint64  `json:"nodes"`
	Seconds   float64 `json:"seconds"`
	NPS       float64 `json:"nps"`        // total nodes / total time
	MedianNPS float64 `json:"median_nps"` // median of the positions' rates
	BF        float64 `json:"bf"`
	// CPUSeconds is the positions' CPU time, MaxCPUSeconds the
	// longest one's (0 where the system does not say).
	CPUSeconds    float64 `json:"cpu_seconds,omitempty"`
	MaxCPUSeconds float64 `json:"max_cpu_seconds,omitempty"`
	// Solved counts the positions whose note's move was found, of
	// Judged whose note names one.
	Solved int `json:"solved,omitempty"`
	Judged int `json:"judged,omitempty"`
}

// judged counts the rows whose note names a move to find.
func (s *gameSeqSection) judged() int {
	n := 0
	for _, r := range s.rows {
		if r.benchSolved != nil {
			n++
		}
	}
	return n
}

func (s *gameSeqSection) summary() gameSeqSummary {
	sum := gameSeqSummary{Game: s.cfg.Game.Name(), Positions: len(s.rows), Nodes: s.total.Nodes, BF: s.total.BranchingFactor()}
	var rates []float64
	for _, r := range s.rows {
		sum.Seconds += r.Seconds
		sum.CPUSeconds += r.CPUSeconds
		sum.MaxCPUSeconds = max(sum.MaxCPUSeconds, r.CPUSeconds)
		rates = append(rates, r.NPS)
		if r.benchSolved != nil {
			sum.Judged++
			if r.Solved {
				sum.Solved++
			}
		}
	}
	if sum.Seconds > 0 {
		sum.NPS = float64(sum.Nodes) / sum.Seconds
	}
	if n := len(rates); n > 0 {
		sort.Float64s(rates)
		sum.MedianNPS = (rates[(n-1)/2] + rates[n/2]) / 2
	}
	return sum
}

func (s *gameSeqSection) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "Sequential search (%s), %s, %s, table %d MiB\n",
		s.cfg.Options.Algorithm, s.cfg.suiteText(), s.cfg.modeText(), s.cfg.HashMiB)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	judged := s.judged()
	head := "Position\tTurn\tRoot BF\tMove\tDepth\tScore\tNodes\tTime\tN/S\tBF\t"
	if judged > 0 {
		head += "Expected\tSolved\tFrom depth\tAt time\t"
	}
	head += "CPU\t"
	fmt.Fprintln(tw, head)
	for _, r := range s.rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%d\t%s\t%.2f\t%s\t%.2f\t", r.Position, r.Turn, r.RootBF, r.Move, r.Depth, r.Score,
			groupDigits(int64(r.Nodes)), r.Seconds, groupDigits(int64(r.NPS)), r.BF)
		switch {
		case r.benchSolved != nil && r.Solved:
			fmt.Fprintf(tw, "%s\tyes\t%d\t%.2f\t", r.Expected, r.benchSolved.Depth, r.benchSolved.Seconds)
		case r.benchSolved != nil:
			fmt.Fprintf(tw, "%s\tno\t-\t-\t", r.Expected)
		case judged > 0:
			fmt.Fprint(tw, "-\t-\t-\t-\t")
		}
		fmt.Fprintf(tw, "%.2f\t\n", r.CPUSeconds)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	sum := s.summary()
	if judged > 0 {
		fmt.Fprintf(w, "Solved: %d of %d\n", sum.Solved, judged)
	}
	fmt.Fprintf(w, "Total: %s nodes in %.1fs, %s nodes/s (median per position %s)\n",
		groupDigits(int64(sum.Nodes)), sum.Seconds, groupDigits(int64(sum.NPS)), groupDigits(int64(sum.MedianNPS)))
	if sum.CPUSeconds > 0 {
		fmt.Fprintf(w, "CPU time: %.1fs, %s nodes per CPU second; the longest position %.2fs\n",
			sum.CPUSeconds, groupDigits(int64(float64(sum.Nodes)/sum.CPUSeconds)), sum.MaxCPUSeconds)
	}
	_, err := fmt.Fprintf(w, "Branching factor %.2f over the %d positions\n", sum.BF, sum.Positions)
	return err
}

func (s *gameSeqSection) CSV() ([]string, [][]string) {
	header := []string{"algo", "game", "position", "turn", "root_bf", "move", "depth", "score", "nodes", "seconds", "nps", "bf", "pv", "cpu_seconds"}
	var recs [][]string
	for _, r := range s.rows {
		recs = append(recs, []string{"seq", r.Game, r.Position, r.Turn, fmt.Sprint(r.RootBF), r.Move,
			fmt.Sprint(r.Depth), fmt.Sprint(r.Score), fmt.Sprint(r.Nodes), fmt.Sprintf("%.3f", r.Seconds),
			fmt.Sprintf("%.0f", r.NPS), fmt.Sprintf("%.3f", r.BF), strings.Join(r.PV, " "), fmt.Sprintf("%.3f", r.CPUSeconds)})
	}
	return header, recs
}

// JSONLines gives one object per position with the fields every bench
// line shares (algo, searchers, executor, search), then the summary.
func (s *gameSeqSection) JSONLines() []any {
	type line struct {
		Algo      string `json:"algo"`
		Searchers int    `json:"searchers"`
		Executor  string `json:"executor"`
		Search    string `json:"search"`
		gameSeqRow
	}
	var out []any
	for _, r := range s.rows {
		out = append(out, line{"seq", 1, "real", s.cfg.Options.Algorithm, r})
	}
	return append(out, struct {
		IsSummary bool   `json:"summary"`
		Algo      string `json:"algo"`
		gameSeqSummary
	}{true, "seq", s.summary()})
}
