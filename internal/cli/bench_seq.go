package cli

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/internal/cputime"
	"frontier/search"
	"frontier/search/engine"
)

// seqBenchRow is one line of the sequential table: our search of a test
// position next to the match move and Chinook's 1992 search (Table C.1).
type seqBenchRow struct {
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
	Black     string       `json:"black"` // who played Black in the game
	Turn      string       `json:"turn"`  // B or W
	Pieces    int          `json:"pieces"`
	RootBF    int          `json:"root_bf"` // legal moves at the root
	BF        float64      `json:"bf"`
	BFCapture float64      `json:"bf_capture"`
	BFQuiet   float64      `json:"bf_noncapture"`
	PV        []string     `json:"pv"`
	Chinook   chinookJSON  `json:"chinook"`
	Stats     search.Stats `json:"stats"`
}

// seqSection is the sequential engine's part of the report on the
// checkers suite.
type seqSection struct {
	cfg   *benchConfig
	rows  []seqBenchRow
	total search.Stats
}

// seqRow is a line of a sequential table: a *seqBenchRow on the checkers
// suite, a *gameSeqRow on the other games.
type seqRow interface {
	stats() search.Stats
	// progress is the line written to standard error when the
	// position is done.
	progress() string
}

// seqTable is the sequential engine's part of the report, checkers' or
// any other game's.
type seqTable interface {
	benchSection
	add(seqRow)
}

// newSeqTable returns the empty sequential section of cfg's game.
func (c *benchConfig) newSeqTable() seqTable {
	if c.checkers() {
		return &seqSection{cfg: c}
	}
	return &gameSeqSection{cfg: c}
}

// newSeqRow returns an empty row of cfg's sequential table, for a shard's
// to be decoded into.
func (c *benchConfig) newSeqRow() seqRow {
	if c.checkers() {
		return &seqBenchRow{}
	}
	return &gameSeqRow{}
}

// runSequentialBench searches every position with the sequential engine,
// each from a cleared table.
func runSequentialBench(ctx context.Context, cfg *benchConfig) (benchSection, error) {
	sh, err := search.NewShared(cfg.HashMiB)
	if err != nil {
		return nil, err
	}
	sec := cfg.newSeqTable()
	for _, p := range cfg.Positions {
		row, err := benchSeqJob(ctx, cfg, sh, p)
		if err != nil {
			return nil, err
		}
		sec.add(row)
		if cfg.Progress != nil {
			fmt.Fprintln(cfg.Progress, row.progress())
		}
	}
	return sec, nil
}

// benchSeqJob searches one position of the sequential table from a
// cleared table.
func benchSeqJob(ctx context.Context, cfg *benchConfig, sh *search.Shared, p benchPos) (seqRow, error) {
	sh.Clear()
	seq, err := cfg.Game.New(engine.Spec{Name: engine.Sequential, P: 1}, engine.Env{Shared: sh, Options: cfg.Options, Egdb: cfg.Egdb})
	if err != nil {
		return nil, err
	}
	cpu0, _ := cputime.Process()
	start := time.Now()
	res, err := seq.Search(ctx, p.Pos, cfg.limits(p), nil)
	seq.Close()
	secs := time.Since(start).Seconds()
	cpu1, _ := cputime.Process()
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, fmt.Errorf("seq on %s: %w", p.ID, err)
	}
	if p.TestPosition != nil {
		return newSeqBenchRow(p.TestPosition, res, secs), nil
	}
	return newGameSeqRow(p, res, secs, (cpu1 - cpu0).Seconds()), nil
}

// newSeqBenchRow makes the row of a checkers test position, with the
// match move and Chinook's search beside ours.
func newSeqBenchRow(tp *assets.TestPosition, res engine.Result, secs float64) *seqBenchRow {
	st := res.Stats
	move := res.Move
	if move == "" {
		move = checkers.Move{}.String() // what the search returns for no move
	}
	best, err := tp.Position.ParseMove(res.Move)
	r := &seqBenchRow{
		Position: tp.ID, Game: tp.Game, Move: move, MatchMove: tp.MatchMove,
		Agrees: err == nil && tp.Match.SameEffect(best), Depth: res.Depth, Score: res.Score, Nodes: st.Nodes,
		Seconds: secs, Black: tp.BlackPlayer, Turn: tp.Side.Letter(), Pieces: tp.Pieces, RootBF: tp.RootMoves,
		BF: st.BranchingFactor(), BFCapture: st.CaptureBranchingFactor(), BFQuiet: st.QuietBranchingFactor(),
		PV: res.Line, Stats: st,
		Chinook: chinookJSON{Depth: tp.Chinook.Depth, Score: tp.Chinook.Score, Nodes: tp.Chinook.Nodes,
			Seconds: tp.Chinook.Seconds, NPS: tp.Chinook.NPS}, // chinookJSON: see suite_show.go
	}
	if secs > 0 {
		r.NPS = float64(st.Nodes) / secs
	}
	return r
}

func (r *seqBenchRow) stats() search.Stats { return r.Stats }

func (r *seqBenchRow) progress() string {
	return fmt.Sprintf("seq %-4s depth %2d  %-6s (match %-5s)  score %4d  nodes %13s  %7.2fs",
		r.Position, r.Depth, r.Move, r.MatchMove, r.Score, groupDigits(int64(r.Nodes)), r.Seconds)
}

func (s *seqSection) add(r seqRow) {
	row := r.(*seqBenchRow)
	s.rows = append(s.rows, *row)
	s.total.Add(row.Stats)
}

func (s *seqSection) Algo() string { return "seq" }

// seqSummary aggregates the rows: totals, agreement, node rates and the
// branching factors over the whole suite, with the thesis's values.
type seqSummary struct {
	Positions      int     `json:"positions"`
	Agree          int     `json:"agree"`
	Nodes          uint64  `json:"nodes"`
	Seconds        float64 `json:"seconds"`
	NPS            float64 `json:"nps"`        // total nodes / total time
	MedianNPS      float64 `json:"median_nps"` // median of the positions' rates
	BF             float64 `json:"bf"`
	BFCapture      float64 `json:"bf_capture"`
	BFQuiet        float64 `json:"bf_noncapture"`
	CaptureShare   float64 `json:"capture_share"`
	ChinookNodes   int64   `json:"chinook_nodes"`
	ChinookSeconds float64 `json:"chinook_seconds"`
}

// Thesis §3.10: branching factors measured on the suite.
const (
	thesisBF        = 2.84
	thesisBFCapture = 1.28
	thesisBFQuiet   = 7.93
)

func (s *seqSection) summary() seqSummary {
	t := s.total
	sum := seqSummary{Positions: len(s.rows), Nodes: t.Nodes, BF: t.BranchingFactor(),
		BFCapture: t.CaptureBranchingFactor(), BFQuiet: t.QuietBranchingFactor(), CaptureShare: t.CaptureShare()}
	var rates []float64
	for _, r := range s.rows {
		if r.Agrees {
			sum.Agree++
		}
		sum.Seconds += r.Seconds
		sum.ChinookNodes += r.Chinook.Nodes
		sum.ChinookSeconds += r.Chinook.Seconds
		rates = append(rates, r.NPS)
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

func (s *seqSection) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "Sequential search (%s), suite %s, %s, table %d MiB; Ch.: Chinook 1992 (Table C.1)\n",
		s.cfg.Options.Algorithm, s.cfg.Suite.Name, s.cfg.modeText(), s.cfg.HashMiB)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "Game\tMove\tDepth\tScore\tNodes\tTime\tN/S\tBlack\tTurn\tPieces\tRoot BF\t"+
		"Match\tAgree\tBF\tBF cap\tBF non-cap\t"+
		"Ch.depth\tCh.score\tCh.nodes\tCh.time\tCh.N/S\t")
	for _, r := range s.rows {
		agree := "no"
		if r.Agrees {
			agree = "yes"
		}
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%s\t%.2f\t%s\t%s\t%s\t%d\t%d\t%s\t%s\t%.2f\t%.2f\t%.2f\t%d\t%d\t%s\t%.0f\t%s\t\n",
			r.Game, r.Move, r.Depth, r.Score, groupDigits(int64(r.Nodes)), r.Seconds, groupDigits(int64(r.NPS)),
			r.Black, r.Turn, r.Pieces, r.RootBF, r.MatchMove, agree, r.BF, r.BFCapture, r.BFQuiet,
			r.Chinook.Depth, r.Chinook.Score, groupDigits(r.Chinook.Nodes), r.Chinook.Seconds, groupDigits(r.Chinook.NPS))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	sum := s.summary()
	fmt.Fprintf(w, "Agrees with the match move: %d of %d\n", sum.Agree, sum.Positions)
	fmt.Fprintf(w, "Total: %s nodes in %.1fs, %s nodes/s (median per position %s); Chinook: %s nodes in %.0fs\n",
		groupDigits(int64(sum.Nodes)), sum.Seconds, groupDigits(int64(sum.NPS)), groupDigits(int64(sum.MedianNPS)),
		groupDigits(sum.ChinookNodes), sum.ChinookSeconds)
	_, err := fmt.Fprintf(w, "Branching factor %.2f: capture nodes %.2f, non-capture nodes %.2f, %.0f%% capture nodes (thesis §3.10: %.2f, %.2f, %.2f)\n",
		sum.BF, sum.BFCapture, sum.BFQuiet, 100*sum.CaptureShare, thesisBF, thesisBFCapture, thesisBFQuiet)
	return err
}

func (s *seqSection) CSV() ([]string, [][]string) {
	header := []string{"algo", "position", "game", "move", "match_move", "agrees", "depth", "score", "nodes", "seconds", "nps",
		"black", "turn", "pieces", "root_bf", "bf", "bf_capture", "bf_noncapture",
		"chinook_depth", "chinook_score", "chinook_nodes", "chinook_seconds", "chinook_nps", "pv"}
	var recs [][]string
	for _, r := range s.rows {
		recs = append(recs, []string{"seq", r.Position, fmt.Sprint(r.Game), r.Move, r.MatchMove, fmt.Sprint(r.Agrees),
			fmt.Sprint(r.Depth), fmt.Sprint(r.Score), fmt.Sprint(r.Nodes), fmt.Sprintf("%.3f", r.Seconds),
			fmt.Sprintf("%.0f", r.NPS), r.Black, r.Turn, fmt.Sprint(r.Pieces), fmt.Sprint(r.RootBF),
			fmt.Sprintf("%.3f", r.BF), fmt.Sprintf("%.3f", r.BFCapture), fmt.Sprintf("%.3f", r.BFQuiet),
			fmt.Sprint(r.Chinook.Depth), fmt.Sprint(r.Chinook.Score), fmt.Sprint(r.Chinook.Nodes),
			fmt.Sprint(r.Chinook.Seconds), fmt.Sprint(r.Chinook.NPS), strings.Join(r.PV, " ")})
	}
	return header, recs
}

// JSONLines gives one object per position, with the fields every bench
// line shares (algo, searchers, executor, seconds), then the summary.
func (s *seqSection) JSONLines() []any {
	type line struct {
		Algo      string `json:"algo"`
		Searchers int    `json:"searchers"`
		Executor  string `json:"executor"`
		Search    string `json:"search"`
		seqBenchRow
	}
	var out []any
	for _, r := range s.rows {
		out = append(out, line{"seq", 1, "real", s.cfg.Options.Algorithm, r})
	}
	return append(out, struct {
		IsSummary bool   `json:"summary"`
		Algo      string `json:"algo"`
		seqSummary
	}{true, "seq", s.summary()})
}
