package report

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"frontier/search"
)

// Seq is the sequential engine's part of a bench report, on any game.
// On the checkers suite (Bench.Thesis) its table has the layout of the
// thesis's Table C.1 with the match move and Chinook's 1992 search
// beside ours; on the other games it gives the side to move, the legal
// moves at the root, our search and, where the suite's note names a move
// to find, whether the search found it.
type Seq struct {
	Bench Bench
	Rows  []SeqRow
	total search.Stats
}

// SeqRow is one position of the sequential table.
type SeqRow struct {
	Game     string // the game's name
	Position string
	Turn     string // the side to move: B or W on the checkers suite
	RootBF   int    // legal moves at the root
	Move     string
	Depth    int
	Score    int
	Nodes    uint64
	Seconds  float64
	NPS      float64
	// BF is the branching factor; BFCapture and BFQuiet that of the
	// capture and the other nodes.
	BF, BFCapture, BFQuiet float64
	PV                     []string
	Stats                  search.Stats
	// CPUSeconds is the CPU time the search took (0 where the system
	// does not say): on a machine other work shares, the time it would
	// have taken alone.
	CPUSeconds float64
	// Checkers is the checkers suite's: the match and Chinook's search
	// of the position; nil on the other games.
	Checkers *CheckersRow
	// Solved is set when the suite's note names the move to find.
	Solved *Solved
}

// CheckersRow is what the checkers suite says of a position beside our
// search: its game of the 1992 match, the move played there, and
// Chinook's search (Table C.1).
type CheckersRow struct {
	Game      int // the match game
	MatchMove string
	Agrees    bool   // our move has the match move's effect
	Black     string // who played Black in the game
	Pieces    int
	Chinook   Chinook
}

// Chinook is the thesis's sequential Chinook search of a position.
type Chinook struct {
	Depth   int     `json:"depth"`
	Score   int     `json:"score"`
	Nodes   int64   `json:"nodes"`
	Seconds float64 `json:"seconds"`
	NPS     int64   `json:"nps"`
}

// Solved is the verdict on one position whose note names a move: solved
// by the last iteration, and the first iteration from which every later
// one chose a solving move, with the expected value if the note gives
// one (its depth and the time since the search began).
type Solved struct {
	Expected string  `json:"expected"`
	Solved   bool    `json:"solved"`
	Depth    int     `json:"solved_depth,omitempty"`
	Seconds  float64 `json:"solved_seconds,omitempty"`
}

// Progress is the line written to standard error when the position is
// done.
func (r *SeqRow) Progress() string {
	if c := r.Checkers; c != nil {
		return fmt.Sprintf("seq %-4s depth %2d  %-6s (match %-5s)  score %4d  nodes %13s  %7.2fs",
			r.Position, r.Depth, r.Move, c.MatchMove, r.Score, GroupDigits(int64(r.Nodes)), r.Seconds)
	}
	return fmt.Sprintf("seq %-6s depth %2d  %-6s  score %6d  nodes %13s  %7.2fs",
		r.Position, r.Depth, r.Move, r.Score, GroupDigits(int64(r.Nodes)), r.Seconds)
}

// Validate reports whether a row read from a shard holds a search (a
// "result":{} does not).
func (r *SeqRow) Validate() error {
	switch {
	case r.Position == "":
		return fmt.Errorf("no position")
	case r.Depth < 1:
		return fmt.Errorf("depth %d", r.Depth)
	case r.Nodes == 0:
		return fmt.Errorf("no nodes")
	}
	return nil
}

// Add appends a row.
func (s *Seq) Add(r SeqRow) {
	s.Rows = append(s.Rows, r)
	s.total.Add(r.Stats)
}

func (s *Seq) Algo() string { return "seq" }

// SeqSummary aggregates the rows: totals, node rates and the branching
// factors over the whole suite; the match and Chinook's on the checkers
// suite, the CPU time and the positions solved on the others.
type SeqSummary struct {
	Game                   string
	Positions              int
	Nodes                  uint64
	Seconds                float64
	NPS                    float64 // total nodes / total time
	MedianNPS              float64 // median of the positions' rates
	BF, BFCapture, BFQuiet float64
	CaptureShare           float64
	// Agree counts the positions whose move has the match move's
	// effect; ChinookNodes and ChinookSeconds are Chinook's totals.
	Agree          int
	ChinookNodes   int64
	ChinookSeconds float64
	// CPUSeconds is the positions' CPU time, MaxCPUSeconds the
	// longest one's (0 where the system does not say).
	CPUSeconds, MaxCPUSeconds float64
	// Solved counts the positions whose note's move was found, of
	// Judged whose note names one.
	Solved, Judged int
}

// Summary aggregates the rows.
func (s *Seq) Summary() SeqSummary {
	t := s.total
	sum := SeqSummary{Game: s.Bench.Game, Positions: len(s.Rows), Nodes: t.Nodes, BF: t.BranchingFactor(),
		BFCapture: t.CaptureBranchingFactor(), BFQuiet: t.QuietBranchingFactor(), CaptureShare: t.CaptureShare()}
	var rates []float64
	for _, r := range s.Rows {
		sum.Seconds += r.Seconds
		sum.CPUSeconds += r.CPUSeconds
		sum.MaxCPUSeconds = max(sum.MaxCPUSeconds, r.CPUSeconds)
		rates = append(rates, r.NPS)
		if c := r.Checkers; c != nil {
			if c.Agrees {
				sum.Agree++
			}
			sum.ChinookNodes += c.Chinook.Nodes
			sum.ChinookSeconds += c.Chinook.Seconds
		}
		if r.Solved != nil {
			sum.Judged++
			if r.Solved.Solved {
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

// Thesis §3.10: branching factors measured on the checkers suite.
const (
	thesisBF        = 2.84
	thesisBFCapture = 1.28
	thesisBFQuiet   = 7.93
)

func (s *Seq) WriteTable(w io.Writer) error {
	b := s.Bench
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	if b.Thesis {
		fmt.Fprintf(w, "Sequential search (%s), %s, %s, table %d MiB; Ch.: Chinook 1992 (Table C.1)\n", b.Search, b.Suite, b.Mode, b.HashMiB)
		s.writeCheckersRows(tw)
	} else {
		fmt.Fprintf(w, "Sequential search (%s), %s, %s, table %d MiB\n", b.Search, b.Suite, b.Mode, b.HashMiB)
		s.writeGameRows(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	sum := s.Summary()
	if b.Thesis {
		fmt.Fprintf(w, "Agrees with the match move: %d of %d\n", sum.Agree, sum.Positions)
	} else if sum.Judged > 0 {
		fmt.Fprintf(w, "Solved: %d of %d\n", sum.Solved, sum.Judged)
	}
	fmt.Fprintf(w, "Total: %s nodes in %.1fs, %s nodes/s (median per position %s)",
		GroupDigits(int64(sum.Nodes)), sum.Seconds, GroupDigits(int64(sum.NPS)), GroupDigits(int64(sum.MedianNPS)))
	if b.Thesis {
		fmt.Fprintf(w, "; Chinook: %s nodes in %.0fs\n", GroupDigits(sum.ChinookNodes), sum.ChinookSeconds)
		_, err := fmt.Fprintf(w, "Branching factor %.2f: capture nodes %.2f, non-capture nodes %.2f, %.0f%% capture nodes (thesis §3.10: %.2f, %.2f, %.2f)\n",
			sum.BF, sum.BFCapture, sum.BFQuiet, 100*sum.CaptureShare, thesisBF, thesisBFCapture, thesisBFQuiet)
		return err
	}
	fmt.Fprintln(w)
	if sum.CPUSeconds > 0 {
		fmt.Fprintf(w, "CPU time: %.1fs, %s nodes per CPU second; the longest position %.2fs\n",
			sum.CPUSeconds, GroupDigits(int64(float64(sum.Nodes)/sum.CPUSeconds)), sum.MaxCPUSeconds)
	}
	_, err := fmt.Fprintf(w, "Branching factor %.2f over the %d positions\n", sum.BF, sum.Positions)
	return err
}

// writeCheckersRows writes the rows in the layout of Table C.1, then the
// match move, the branching factors and Chinook's search.
func (s *Seq) writeCheckersRows(tw io.Writer) {
	fmt.Fprintln(tw, "Game\tMove\tDepth\tScore\tNodes\tTime\tN/S\tBlack\tTurn\tPieces\tRoot BF\t"+
		"Match\tAgree\tBF\tBF cap\tBF non-cap\t"+
		"Ch.depth\tCh.score\tCh.nodes\tCh.time\tCh.N/S\t")
	for _, r := range s.Rows {
		c := checkersOf(&r)
		agree := "no"
		if c.Agrees {
			agree = "yes"
		}
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%s\t%.2f\t%s\t%s\t%s\t%d\t%d\t%s\t%s\t%.2f\t%.2f\t%.2f\t%d\t%d\t%s\t%.0f\t%s\t\n",
			c.Game, r.Move, r.Depth, r.Score, GroupDigits(int64(r.Nodes)), r.Seconds, GroupDigits(int64(r.NPS)),
			c.Black, r.Turn, c.Pieces, r.RootBF, c.MatchMove, agree, r.BF, r.BFCapture, r.BFQuiet,
			c.Chinook.Depth, c.Chinook.Score, GroupDigits(c.Chinook.Nodes), c.Chinook.Seconds, GroupDigits(c.Chinook.NPS))
	}
}

// writeGameRows writes the rows of another game: with whether the
// search found the note's move where a note names one.
func (s *Seq) writeGameRows(tw io.Writer) {
	judged := s.Summary().Judged
	head := "Position\tTurn\tRoot BF\tMove\tDepth\tScore\tNodes\tTime\tN/S\tBF\t"
	if judged > 0 {
		head += "Expected\tSolved\tFrom depth\tAt time\t"
	}
	head += "CPU\t"
	fmt.Fprintln(tw, head)
	for _, r := range s.Rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%d\t%s\t%.2f\t%s\t%.2f\t", r.Position, r.Turn, r.RootBF, r.Move, r.Depth, r.Score,
			GroupDigits(int64(r.Nodes)), r.Seconds, GroupDigits(int64(r.NPS)), r.BF)
		switch v := r.Solved; {
		case v != nil && v.Solved:
			fmt.Fprintf(tw, "%s\tyes\t%d\t%.2f\t", v.Expected, v.Depth, v.Seconds)
		case v != nil:
			fmt.Fprintf(tw, "%s\tno\t-\t-\t", v.Expected)
		case judged > 0:
			fmt.Fprint(tw, "-\t-\t-\t-\t")
		}
		fmt.Fprintf(tw, "%.2f\t\n", r.CPUSeconds)
	}
}

// checkersOf is r's checkers part, empty on another game's row.
func checkersOf(r *SeqRow) *CheckersRow {
	if r.Checkers == nil {
		return &CheckersRow{}
	}
	return r.Checkers
}

func (s *Seq) CSV() ([]string, [][]string) {
	var header []string
	var recs [][]string
	if s.Bench.Thesis {
		header = []string{"algo", "position", "game", "move", "match_move", "agrees", "depth", "score", "nodes", "seconds", "nps",
			"black", "turn", "pieces", "root_bf", "bf", "bf_capture", "bf_noncapture",
			"chinook_depth", "chinook_score", "chinook_nodes", "chinook_seconds", "chinook_nps", "pv"}
		for _, r := range s.Rows {
			c := checkersOf(&r)
			recs = append(recs, []string{"seq", r.Position, fmt.Sprint(c.Game), r.Move, c.MatchMove, fmt.Sprint(c.Agrees),
				fmt.Sprint(r.Depth), fmt.Sprint(r.Score), fmt.Sprint(r.Nodes), fmt.Sprintf("%.3f", r.Seconds),
				fmt.Sprintf("%.0f", r.NPS), c.Black, r.Turn, fmt.Sprint(c.Pieces), fmt.Sprint(r.RootBF),
				fmt.Sprintf("%.3f", r.BF), fmt.Sprintf("%.3f", r.BFCapture), fmt.Sprintf("%.3f", r.BFQuiet),
				fmt.Sprint(c.Chinook.Depth), fmt.Sprint(c.Chinook.Score), fmt.Sprint(c.Chinook.Nodes),
				fmt.Sprint(c.Chinook.Seconds), fmt.Sprint(c.Chinook.NPS), strings.Join(r.PV, " ")})
		}
		return header, recs
	}
	header = []string{"algo", "game", "position", "turn", "root_bf", "move", "depth", "score", "nodes", "seconds", "nps", "bf", "pv", "cpu_seconds"}
	for _, r := range s.Rows {
		recs = append(recs, []string{"seq", r.Game, r.Position, r.Turn, fmt.Sprint(r.RootBF), r.Move,
			fmt.Sprint(r.Depth), fmt.Sprint(r.Score), fmt.Sprint(r.Nodes), fmt.Sprintf("%.3f", r.Seconds),
			fmt.Sprintf("%.0f", r.NPS), fmt.Sprintf("%.3f", r.BF), strings.Join(r.PV, " "), fmt.Sprintf("%.3f", r.CPUSeconds)})
	}
	return header, recs
}

// JSONLines gives one object per position, with the fields every bench
// line shares (algo, searchers, executor, search), then the summary.
func (s *Seq) JSONLines() []any {
	type head struct {
		Algo      string `json:"algo"`
		Searchers int    `json:"searchers"`
		Executor  string `json:"executor"`
		Search    string `json:"search"`
	}
	h := head{"seq", 1, "real", s.Bench.Search}
	var out []any
	for _, r := range s.Rows {
		if r.Checkers != nil {
			out = append(out, struct {
				head
				checkersSeqJSON
			}{h, r.checkersJSON()})
		} else {
			out = append(out, struct {
				head
				gameSeqJSON
			}{h, r.gameJSON()})
		}
	}
	sum := s.Summary()
	if s.Bench.Thesis {
		return append(out, struct {
			IsSummary bool   `json:"summary"`
			Algo      string `json:"algo"`
			checkersSeqSummaryJSON
		}{true, "seq", checkersSeqSummaryJSON{sum.Positions, sum.Agree, sum.Nodes, sum.Seconds, sum.NPS, sum.MedianNPS,
			sum.BF, sum.BFCapture, sum.BFQuiet, sum.CaptureShare, sum.ChinookNodes, sum.ChinookSeconds}})
	}
	return append(out, struct {
		IsSummary bool   `json:"summary"`
		Algo      string `json:"algo"`
		gameSeqSummaryJSON
	}{true, "seq", gameSeqSummaryJSON{sum.Game, sum.Positions, sum.Nodes, sum.Seconds, sum.NPS, sum.MedianNPS, sum.BF,
		sum.CPUSeconds, sum.MaxCPUSeconds, sum.Solved, sum.Judged}})
}

// The JSON of a row and of the summary: on the checkers suite with the
// match and Chinook's search, on the other games with the CPU time and
// the verdict on the note's move.
type (
	checkersSeqJSON struct {
		Position  string       `json:"position"`
		Game      int          `json:"game"`
		Move      string       `json:"move"`
		MatchMove string       `json:"match_move"`
		Agrees    bool         `json:"agrees"`
		Depth     int          `json:"depth"`
		Score     int          `json:"score"`
		Nodes     uint64       `json:"nodes"`
		Seconds   float64      `json:"seconds"`
		NPS       float64      `json:"nps"`
		Black     string       `json:"black"`
		Turn      string       `json:"turn"`
		Pieces    int          `json:"pieces"`
		RootBF    int          `json:"root_bf"`
		BF        float64      `json:"bf"`
		BFCapture float64      `json:"bf_capture"`
		BFQuiet   float64      `json:"bf_noncapture"`
		PV        []string     `json:"pv"`
		Chinook   Chinook      `json:"chinook"`
		Stats     search.Stats `json:"stats"`
	}
	gameSeqJSON struct {
		Game       string       `json:"game"`
		Position   string       `json:"position"`
		Turn       string       `json:"turn"`
		RootBF     int          `json:"root_bf"`
		Move       string       `json:"move"`
		Depth      int          `json:"depth"`
		Score      int          `json:"score"`
		Nodes      uint64       `json:"nodes"`
		Seconds    float64      `json:"seconds"`
		NPS        float64      `json:"nps"`
		BF         float64      `json:"bf"`
		PV         []string     `json:"pv"`
		Stats      search.Stats `json:"stats"`
		CPUSeconds float64      `json:"cpu_seconds,omitempty"`
		*Solved
	}
	checkersSeqSummaryJSON struct {
		Positions      int     `json:"positions"`
		Agree          int     `json:"agree"`
		Nodes          uint64  `json:"nodes"`
		Seconds        float64 `json:"seconds"`
		NPS            float64 `json:"nps"`
		MedianNPS      float64 `json:"median_nps"`
		BF             float64 `json:"bf"`
		BFCapture      float64 `json:"bf_capture"`
		BFQuiet        float64 `json:"bf_noncapture"`
		CaptureShare   float64 `json:"capture_share"`
		ChinookNodes   int64   `json:"chinook_nodes"`
		ChinookSeconds float64 `json:"chinook_seconds"`
	}
	gameSeqSummaryJSON struct {
		Game          string  `json:"game"`
		Positions     int     `json:"positions"`
		Nodes         uint64  `json:"nodes"`
		Seconds       float64 `json:"seconds"`
		NPS           float64 `json:"nps"`
		MedianNPS     float64 `json:"median_nps"`
		BF            float64 `json:"bf"`
		CPUSeconds    float64 `json:"cpu_seconds,omitempty"`
		MaxCPUSeconds float64 `json:"max_cpu_seconds,omitempty"`
		Solved        int     `json:"solved,omitempty"`
		Judged        int     `json:"judged,omitempty"`
	}
)

func (r *SeqRow) checkersJSON() checkersSeqJSON {
	c := checkersOf(r)
	return checkersSeqJSON{Position: r.Position, Game: c.Game, Move: r.Move, MatchMove: c.MatchMove, Agrees: c.Agrees,
		Depth: r.Depth, Score: r.Score, Nodes: r.Nodes, Seconds: r.Seconds, NPS: r.NPS, Black: c.Black, Turn: r.Turn,
		Pieces: c.Pieces, RootBF: r.RootBF, BF: r.BF, BFCapture: r.BFCapture, BFQuiet: r.BFQuiet, PV: r.PV,
		Chinook: c.Chinook, Stats: r.Stats}
}

func (r *SeqRow) gameJSON() gameSeqJSON {
	return gameSeqJSON{Game: r.Game, Position: r.Position, Turn: r.Turn, RootBF: r.RootBF, Move: r.Move, Depth: r.Depth,
		Score: r.Score, Nodes: r.Nodes, Seconds: r.Seconds, NPS: r.NPS, BF: r.BF, PV: r.PV, Stats: r.Stats,
		CPUSeconds: r.CPUSeconds, Solved: r.Solved}
}

// MarshalJSON writes the row as its table's JSON line does, without the
// fields every line shares: a shard's result.
func (r SeqRow) MarshalJSON() ([]byte, error) {
	if r.Checkers != nil {
		return json.Marshal(r.checkersJSON())
	}
	return json.Marshal(r.gameJSON())
}

// UnmarshalJSON reads a row that MarshalJSON wrote; a checkers row is
// told apart by its match move.
func (r *SeqRow) UnmarshalJSON(b []byte) error {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(b, &keys); err != nil {
		return err
	}
	if _, ok := keys["match_move"]; ok {
		var c checkersSeqJSON
		if err := json.Unmarshal(b, &c); err != nil {
			return err
		}
		*r = SeqRow{Game: "checkers", Position: c.Position, Turn: c.Turn, RootBF: c.RootBF, Move: c.Move, Depth: c.Depth,
			Score: c.Score, Nodes: c.Nodes, Seconds: c.Seconds, NPS: c.NPS, BF: c.BF, BFCapture: c.BFCapture,
			BFQuiet: c.BFQuiet, PV: c.PV, Stats: c.Stats,
			Checkers: &CheckersRow{Game: c.Game, MatchMove: c.MatchMove, Agrees: c.Agrees, Black: c.Black, Pieces: c.Pieces, Chinook: c.Chinook}}
		return nil
	}
	var g gameSeqJSON
	if err := json.Unmarshal(b, &g); err != nil {
		return err
	}
	*r = SeqRow{Game: g.Game, Position: g.Position, Turn: g.Turn, RootBF: g.RootBF, Move: g.Move, Depth: g.Depth,
		Score: g.Score, Nodes: g.Nodes, Seconds: g.Seconds, NPS: g.NPS, BF: g.BF, PV: g.PV, Stats: g.Stats,
		CPUSeconds: g.CPUSeconds, Solved: g.Solved}
	return nil
}
