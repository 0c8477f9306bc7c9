package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/experiment/report"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/format"

	"github.com/spf13/cobra"
)

// defaultSearchDepth is the depth of "frontier search" when no limit is
// given: the thesis's most common nominal depth (Table C.1), a second or
// two per suite position on the reference machine.
const defaultSearchDepth = 17

// searchFlags are the options of "frontier search".
type searchFlags struct {
	workloadFlags
	fen, position string
	time          time.Duration
	nodes         uint64
	hash          int
	exact, json   bool
	nullMove      bool
	selective     string
	prove         bool
	alphabeta     bool
	noTTMove      bool
	noHistory     bool
	noKillers     bool
	// The engine: a spec (seq or a parallel algorithm, with parameters),
	// the number of searchers when the spec gives none, and the machine.
	algo      string
	searchers int
	simFlags
	trace string
	egdb  string
	// The game before the position: moves played from it (--moves), or
	// a game of a PDN file up to a ply.
	moves        string
	pdn          string
	pdnGame, ply int
}

// newSearchCmd builds "frontier search", which runs the engine on one
// position with iterative deepening and reports every iteration.
func newSearchCmd() *cobra.Command {
	f := &searchFlags{}
	cmd := &cobra.Command{
		Use:   "search",
		Short: "Search one position with iterative deepening and report every iteration",
		Long: `Search runs the engine on one position of a game (--game, checkers by
default; "frontier games" lists them): the start position, a position in
the game's text format (--position; for checkers also --fen), or a
position of the game's embedded suite (--pos). It prints one line per completed
iteration (depths 1, 3, 5, ... up to the limit) and a final summary with
the branching factors measured as in the thesis (§3.10).

Limits: --depth (nominal plies), --time (wall clock), --nodes (node
budget). Several may be given; the search stops at the first reached and
reports the last completed iteration. Without any, the depth is 17.
Ctrl-C stops the search the same way.

The engine is --algo, a spec NAME[:P][,key=value...]: seq (the default),
or a parallel algorithm with P searchers and parameters, such as
pvfsplit-lb:4,quorum=0.5 ("frontier algos" lists every algorithm and its
parameters). --searchers is P when the spec gives none; --sim runs the
searchers on the simulator, in virtual time. A real engine with more
searchers than CPUs is warned about on standard error.

The game before the position: --moves plays moves from it (or from the
start) first, and --pdn FILE takes the position after --ply plies of game
--pdn-game of a PDN file. The search then sees the positions they passed
through, as play mode's searches do: a line that repeats one of them is
scored a draw.

With --json every iteration is one JSON object per line, and the last line
is the summary with "final": true.`,
		Example: `  frontier search --suite tinsley-chinook-1992 --pos g5 --depth 17
  frontier search --fen "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29" --time 10s --json
  frontier search --pos g1 --nodes 5000000 --exact
  frontier search --pos g5 --depth 15 --algo pvfsplit-lb:16,quorum=0.5 --sim
  frontier search --game othello6 --prove --exact
  frontier search --game tictactoe4 --depth 16
  frontier search --moves "11-15 23-19 8-11 22-17" --time 2s
  frontier search --pdn games.pdn --pdn-game 3 --ply 41 --depth 19`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runSearch(ctx, cmd, f)
		}),
	}
	fl := cmd.Flags()
	f.workloadFlags = workloadFlags{game: games.DefaultGame, depth: defaultSearchDepth}
	f.workloadFlags.bind(fl, workloadHelp{
		game:  "the game: " + strings.Join(games.GameNames(), ", "),
		suite: "take the position from this embedded suite of the game (with --pos); default its own (" + assets.TinsleyChinook1992 + " for checkers; othello also has ffo)",
		pos:   "ID of a position of the game's suite, e.g. g5 (frontier suite lists them)",
		depth: "nominal depth in plies, at least 1"})
	fl.StringVar(&f.fen, "fen", "", "search this checkers position (PDN FEN, e.g. B:W21-32:B1-12)")
	fl.StringVar(&f.position, "position", "", "search this position, in the game's text format")
	fl.BoolVar(&f.prove, "prove", false, "search until the game-theoretic value is proven: othello's exact endgame solver, other games deeper until a win or loss, or every line played to the end; Ctrl-C stops it")
	fl.DurationVar(&f.time, "time", 0, "wall-clock limit, e.g. 10s")
	fl.Uint64Var(&f.nodes, "nodes", 0, "node budget over all iterations")
	fl.IntVar(&f.hash, "hash", session.DefaultHashMiB, "transposition table size in MiB (128 MiB = 2^23 entries, as in the thesis; the workstation's too)")
	fl.BoolVar(&f.exact, "exact", false, "no transposition table cutoffs: the exact minimax value of the tree")
	fl.BoolVar(&f.nullMove, "nullmove", false, "null-move pruning, in games that allow a pass (chess); not with --exact")
	fl.StringVar(&f.selective, "selective", "", "the selective search a playing engine has (search.PlayOptions: null moves, late-move reductions, futility and SEE pruning, check extension, mate-distance pruning, captures first with their history, killers before the history scores, null moves at a static value at beta, late-move pruning, internal iterative reduction, a narrower aspiration window), or --selective=PARTS of it: "+strings.Join(search.SelectiveParts, ",")+"; not with --exact")
	fl.Lookup("selective").NoOptDefVal = "all"
	fl.BoolVar(&f.json, "json", false, "one JSON object per line")
	fl.BoolVar(&f.alphabeta, "alphabeta", false, "fail-soft Alpha-Beta (Figure 2.4) instead of PVS (Figure 2.8)")
	fl.BoolVar(&f.noTTMove, "no-ttmove", false, "do not search the table's move first")
	fl.BoolVar(&f.noHistory, "no-history", false, "do not order moves by the history heuristic")
	fl.BoolVar(&f.noKillers, "no-killers", false, "do not try killer moves early")
	fl.StringVar(&f.algo, "algo", engine.Sequential, "engine spec NAME[:P][,key=value...], NAME one of "+strings.Join(engine.Names(), ", ")+" (frontier algos lists the parameters)")
	fl.IntVar(&f.searchers, "searchers", 1, "number of parallel searchers when --algo gives no :P")
	f.simFlags.bind(fl, simHelp{sim: "run the parallel searchers in the simulator (parallel algorithms only)",
		simCost: "simulator cost model key=value,... over the defaults (keys: node, probe, lock, handoff, message, split, steal, spawn, interrupt; frontier calibrate measures them)"})
	addEgdbFlag(cmd, &f.egdb, engine.EgdbAuto)
	fl.StringVar(&f.moves, "moves", "", `moves played from the position (or the start) before the search, e.g. "11-15 23-19 8-11"; the search sees repetitions of the positions they pass through`)
	fl.StringVar(&f.pdn, "pdn", "", "search a position of a checkers game in this PDN file, with the game before it (see --ply, --pdn-game)")
	fl.IntVar(&f.pdnGame, "pdn-game", 1, "with --pdn: the Nth game of the file (1 is the first)")
	fl.IntVar(&f.ply, "ply", -1, "with --pdn: the position after this many plies of the game (default: its last position)")
	fl.StringVar(&f.trace, "trace", "", "write the parallel search's threads as a Chrome trace (open it in Perfetto UI or chrome://tracing)")
	return cmd
}

// searchTarget is the position to search and what is known about it.
type searchTarget struct {
	pos   games.Position
	label string               // "g5", "fen", "position", "start" or "pdn"
	test  *assets.TestPosition // nil unless from the checkers suite
	// path holds the keys of the game's positions before pos, oldest
	// first (SetPath): the search draws a line that repeats one of them,
	// as play mode's searches do.
	path []uint64
	// from says where the history begins ("" without one).
	from string
}

// resolveTarget picks the position of g from --fen or --position,
// --suite/--pos, --pdn, or the start, and plays --moves from it.
func resolveTarget(g games.Game, f *searchFlags) (searchTarget, error) {
	t, err := basePosition(g, f)
	if err != nil || f.moves == "" {
		return t, err
	}
	return playMoves(t, f.moves)
}

// playMoves plays moves, a list in the game's notation (move numbers
// such as "1." or "12..." are skipped), from t's position, keeping the
// key of every position passed.
func playMoves(t searchTarget, moves string) (searchTarget, error) {
	if t.from == "" {
		t.from = t.label
	}
	n := 0
	for _, mv := range strings.Fields(strings.ReplaceAll(moves, ",", " ")) {
		if isMoveNumber(mv) {
			continue
		}
		n++
		next, err := t.pos.Play(mv)
		if err != nil {
			return searchTarget{}, fmt.Errorf("bad --moves: move %d, %s, in %s: %w", n, mv, t.pos, err)
		}
		t.path = append(t.path, t.pos.Key())
		t.pos = next
	}
	if n == 0 {
		return searchTarget{}, fmt.Errorf("bad --moves %q: no move in it", moves)
	}
	t.label = fmt.Sprintf("%s + %d moves", t.label, n)
	t.test = nil // no longer the suite's position
	return t, nil
}

// plies writes a count of plies.
func plies(n int) string {
	if n == 1 {
		return "1 ply"
	}
	return fmt.Sprintf("%d plies", n)
}

// isMoveNumber reports whether s is a move number of a game record:
// digits followed by one or more dots.
func isMoveNumber(s string) bool {
	d := strings.TrimRight(s, ".")
	if d == s || d == "" {
		return false
	}
	_, err := strconv.Atoi(d)
	return err == nil
}

// pdnTarget is the position after --ply plies of game --pdn-game of the
// PDN file --pdn, with the game's positions before it as its history.
func pdnTarget(g games.Game, f *searchFlags) (searchTarget, error) {
	if g.Name() != "checkers" {
		return searchTarget{}, fmt.Errorf("--pdn is for checkers")
	}
	lines, err := session.ReadPDNFile(f.pdn).Lines()
	if len(lines) == 0 {
		return searchTarget{}, fmt.Errorf("bad --pdn: %w", err)
	}
	if f.pdnGame < 1 || f.pdnGame > len(lines) {
		return searchTarget{}, fmt.Errorf("bad --pdn-game %d: %s holds %s", f.pdnGame, f.pdn, format.Plural(len(lines), "game"))
	}
	l := lines[f.pdnGame-1]
	ply := f.ply
	if ply < 0 {
		ply = len(l.Moves)
	}
	if ply > len(l.Moves) {
		return searchTarget{}, fmt.Errorf("bad --ply %d: game %d of %s has %s", f.ply, f.pdnGame, f.pdn, plies(len(l.Moves)))
	}
	t := searchTarget{pos: l.Positions[ply], label: fmt.Sprintf("pdn game %d ply %d", f.pdnGame, ply)}
	for _, p := range l.Positions[:ply] {
		t.path = append(t.path, p.Key())
	}
	if ply > 0 {
		t.from = fmt.Sprintf("the start of game %d", f.pdnGame)
	}
	return t, nil
}

// basePosition is the position --fen, --position, --suite/--pos or
// --pdn gives, or the start.
func basePosition(g games.Game, f *searchFlags) (searchTarget, error) {
	if f.pdn == "" && (f.ply != -1 || f.pdnGame != 1) {
		return searchTarget{}, fmt.Errorf("--ply and --pdn-game choose a position of --pdn: give the file")
	}
	given := 0
	for _, s := range []string{f.fen, f.position, f.suite + f.pos, f.pdn} {
		if s != "" {
			given++
		}
	}
	if given > 1 {
		return searchTarget{}, fmt.Errorf("--fen, --position, --suite/--pos and --pdn are exclusive: give one position")
	}
	switch {
	case f.pdn != "":
		return pdnTarget(g, f)
	case f.fen != "":
		if g.Name() != "checkers" {
			return searchTarget{}, fmt.Errorf("--fen is for checkers; give a %s position with --position", g.Name())
		}
		p, err := checkers.ParseFEN(f.fen)
		if err != nil {
			return searchTarget{}, fmt.Errorf("bad --fen: %w", err)
		}
		return searchTarget{pos: games.Checkers(p), label: "fen"}, nil
	case f.position != "":
		p, err := g.ParsePosition(f.position)
		if err != nil {
			return searchTarget{}, fmt.Errorf("bad --position: %w", err)
		}
		return searchTarget{pos: p, label: "position"}, nil
	case f.suite == "" && f.pos == "":
		return searchTarget{pos: g.Start(), label: "start"}, nil
	}
	if g.Name() != "checkers" {
		if f.pos == "" {
			return searchTarget{}, fmt.Errorf("--suite %s needs --pos", f.suite)
		}
		return suiteTarget(g, f.suite, f.pos)
	}
	suiteName := f.suite
	if suiteName == "" {
		suiteName = assets.TinsleyChinook1992
	}
	s, err := assets.LoadSuite(suiteName)
	if err != nil {
		return searchTarget{}, fmt.Errorf("bad --suite: %w", err)
	}
	if f.pos == "" {
		return searchTarget{}, fmt.Errorf("--suite %s needs --pos (positions: %s)", suiteName, strings.Join(s.PositionIDs(), " "))
	}
	tp, err := s.Position(f.pos)
	if err != nil {
		return searchTarget{}, fmt.Errorf("bad --pos: %w", err)
	}
	return searchTarget{pos: games.Checkers(tp.Position), label: tp.ID, test: tp}, nil
}

// suiteTarget finds position id of g's suite called name (its own when
// name is empty).
func suiteTarget(g games.Game, name, id string) (searchTarget, error) {
	suite, err := g.NamedSuite(name)
	if err != nil {
		return searchTarget{}, fmt.Errorf("bad --suite: %w", err)
	}
	var ids []string
	for _, sp := range suite {
		if sp.ID == id {
			return searchTarget{pos: sp.Pos, label: sp.ID}, nil
		}
		ids = append(ids, sp.ID)
	}
	return searchTarget{}, fmt.Errorf("bad --pos: %s has no suite position %q (positions: %s)", g.Name(), id, strings.Join(ids, " "))
}

// searchLimits checks the limit flags: explicitly given limits must be
// positive; with none, the default depth applies.
func searchLimits(cmd *cobra.Command, f *searchFlags) (search.Limits, error) {
	fl := cmd.Flags()
	var lim search.Limits
	if f.prove {
		if fl.Changed("depth") || fl.Changed("time") || fl.Changed("nodes") {
			return lim, fmt.Errorf("--prove searches until the value is proven: give no --depth, --time or --nodes")
		}
		lim.Solve = true // the game's endgame solver, if it has one
		return lim, nil
	}
	if fl.Changed("depth") {
		if f.depth < 1 || f.depth > search.MaxDepth {
			return lim, fmt.Errorf("bad --depth %d: it must be between 1 and %d", f.depth, search.MaxDepth)
		}
		lim.Depth = f.depth
	}
	if fl.Changed("time") {
		if f.time <= 0 {
			return lim, fmt.Errorf("bad --time %v: it must be positive", f.time)
		}
		lim.Time = f.time
	}
	if fl.Changed("nodes") {
		if f.nodes == 0 {
			return lim, fmt.Errorf("bad --nodes 0: it must be positive")
		}
		lim.Nodes = f.nodes
	}
	if lim == (search.Limits{}) {
		lim.Depth = defaultSearchDepth
	}
	return lim, nil
}

// searchOptions turns the ordering and algorithm flags into Options.
func searchOptions(f *searchFlags) search.Options {
	o := search.DefaultOptions()
	if f.alphabeta {
		o.Algorithm = search.AlgoAlphaBeta
	}
	o.Exact = f.exact
	o.NullMove = o.NullMove || f.nullMove
	o.TTMove = !f.noTTMove
	o.History = !f.noHistory
	o.Killers = !f.noKillers
	return o
}

// selectiveText names the parts of the selective search o has on: ""
// for none, "null-move pruning" for that alone.
func selectiveText(o search.Options) string {
	on := o.SelectiveOn()
	switch {
	case len(on) == 0:
		return ""
	case len(on) == 1 && o.NullMove:
		return "null-move pruning"
	}
	return "selective search (" + strings.Join(on, ",") + ")"
}

// withSelective turns on the parts of the selective search --selective
// names (all of them without a value).
func withSelective(o search.Options, parts string) (search.Options, error) {
	if parts == "" {
		return o, nil
	}
	if o.Exact {
		return o, fmt.Errorf("give only one of --selective and --exact: selective search changes the tree that --exact searches exactly")
	}
	o, err := o.WithSelective(parts)
	if err != nil {
		return o, fmt.Errorf("bad --selective: %w", err)
	}
	return o, nil
}

// newSearchEngine builds the engine --algo names. --searchers is P when
// the spec gives none; giving both, they must agree.
func newSearchEngine(cmd *cobra.Command, g games.Game, f *searchFlags, sh *search.Shared, opt search.Options) (engine.AnyEngine, error) {
	spec, err := engine.Parse(f.algo)
	if err != nil {
		return nil, fmt.Errorf("bad --algo: %w", err)
	}
	if !spec.Parallel() && (f.searchers != 1 || f.sim) {
		return nil, fmt.Errorf("--searchers and --sim need a parallel --algo; seq has one searcher")
	}
	if spec.P > 0 && cmd.Flags().Changed("searchers") && spec.P != f.searchers {
		return nil, fmt.Errorf("--algo %s and --searchers %d disagree: give P once", spec, f.searchers)
	}
	if f.trace != "" && !spec.Parallel() {
		return nil, fmt.Errorf("--trace needs a parallel --algo: seq runs on no machine")
	}
	if f.simCost != "" && !f.sim {
		return nil, fmt.Errorf("--sim-cost needs --sim")
	}
	costs, err := account.ParseCosts(f.simCost)
	if err != nil {
		return nil, fmt.Errorf("bad --sim-cost: %w", err)
	}
	if err := loadEgdb(cmd.ErrOrStderr(), g.Name(), f.egdb); err != nil {
		return nil, err
	}
	e, err := engine.BuildGame(g, spec.WithP(f.searchers), engine.Env{Shared: sh, Options: opt, Sim: f.sim, Costs: costs, Record: f.trace != "", Egdb: f.egdb})
	if err != nil {
		return nil, fmt.Errorf("bad --algo or --searchers: %w", err)
	}
	if w := engine.Warning(e.Spec(), e.Simulated()); w != "" {
		fmt.Fprintln(cmd.ErrOrStderr(), "warning:", w)
	}
	return e, nil
}

func runSearch(ctx context.Context, cmd *cobra.Command, f *searchFlags) error {
	g, err := games.GameByName(f.game)
	if err != nil {
		return fmt.Errorf("search: bad --game: %w", err)
	}
	tgt, err := resolveTarget(g, f)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	if len(tgt.pos.Moves()) == 0 {
		return fmt.Errorf("search: %s: %w", tgt.label, search.ErrGameOver)
	}
	lim, err := searchLimits(cmd, f)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	if f.hash < 1 {
		return fmt.Errorf("search: bad --hash %d: it must be at least 1 MiB", f.hash)
	}
	if f.nullMove && f.exact {
		return fmt.Errorf("search: give only one of --nullmove and --exact: null-move pruning changes the tree that --exact searches exactly")
	}
	opt, err := withSelective(searchOptions(f), f.selective)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	sh, err := search.NewShared(f.hash)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	e, err := newSearchEngine(cmd, g, f, sh, opt)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	defer e.Close()
	e.SetPath(tgt.path)
	w := cmd.OutOrStdout()
	rep := searchReporter{w: w, json: f.json, engine: e}
	if !f.json {
		rep.header(tgt, lim, opt, sh)
	}
	res, err := e.Search(ctx, tgt.pos, lim, rep.iteration)
	egdbAfter(cmd.ErrOrStderr(), g.Name(), f.egdb)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	if err := rep.final(tgt, res); err != nil {
		return err
	}
	if f.trace != "" {
		return writeTrace(f.trace, e)
	}
	return nil
}

// writeTrace saves what e's machine recorded as a Chrome trace, through a
// temporary file and a rename.
func writeTrace(path string, e engine.AnyEngine) error {
	tr, ok := e.Trace()
	if !ok {
		return fmt.Errorf("trace: %s runs on no machine", e.Spec())
	}
	return account.SaveTrace(path, tr)
}

// searchReporter prints iterations and the summary as text or JSON lines.
type searchReporter struct {
	w      io.Writer
	json   bool
	err    error
	engine engine.AnyEngine
}

func (r *searchReporter) printf(format string, args ...any) {
	if r.err == nil {
		_, r.err = fmt.Fprintf(r.w, format, args...)
	}
}

func (r *searchReporter) header(t searchTarget, lim search.Limits, opt search.Options, sh *search.Shared) {
	p := t.pos
	r.printf("position %s: %s, %s to move\n", t.label, p, p.SideName())
	if len(t.path) > 0 {
		r.printf("history: %s from %s, whose repetitions the search sees\n", plies(len(t.path)), t.from)
	}
	if t.test != nil {
		c := t.test.Chinook
		r.printf("match move %s; Chinook 1992: depth %d, score %d, %s nodes\n", t.test.MatchMove, c.Depth, c.Score, report.GroupDigits(c.Nodes))
	}
	algo := opt.Algorithm
	if s := r.engine.Spec(); s.Parallel() {
		exec := "real"
		if r.engine.Simulated() {
			exec = "simulated"
		}
		name := s.Name
		if len(s.Params) > 0 {
			name += " (" + s.ParamText() + ")"
		}
		algo = fmt.Sprintf("%s with %d %s searchers running %s", name, s.P, exec, algo)
	}
	if opt.Exact {
		algo += ", exact"
	}
	if t := selectiveText(opt); t != "" {
		algo += ", " + t
	}
	r.printf("search %s, %s, table %d MiB (%d entries)\n", algo, limitText(lim), sh.TT.Bytes()>>20, sh.TT.Len())
}

func limitText(l search.Limits) string {
	var parts []string
	if l.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", l.Depth))
	}
	if l.Time > 0 {
		parts = append(parts, fmt.Sprintf("time %v", l.Time))
	}
	if l.Nodes > 0 {
		parts = append(parts, fmt.Sprintf("%s nodes", report.GroupDigits(int64(l.Nodes))))
	}
	if len(parts) == 0 {
		return "until the value is proven"
	}
	return strings.Join(parts, ", ")
}

// searchLine is the JSON form of an iteration or of the final summary.
type searchLine struct {
	Final    bool     `json:"final"`
	Position string   `json:"position,omitempty"`
	FEN      string   `json:"fen,omitempty"`
	Depth    int      `json:"depth"`
	SelDepth int      `json:"seldepth,omitempty"` // iterations only
	Move     string   `json:"move"`
	Score    int      `json:"score"`
	PV       []string `json:"pv"`
	Nodes    uint64   `json:"nodes"`
	// On the simulator the wall clock would make the output differ from
	// run to run: Units, the machine's time, stands in for Seconds and NPS.
	Seconds   float64      `json:"seconds,omitempty"`
	NPS       float64      `json:"nps,omitempty"`
	Units     int64        `json:"units,omitempty"`
	BF        float64      `json:"bf"`
	BFCapture float64      `json:"bf_capture"`
	BFQuiet   float64      `json:"bf_noncapture"`
	Match     string       `json:"match_move,omitempty"`
	Agrees    *bool        `json:"agrees,omitempty"`
	Stopped   bool         `json:"stopped,omitempty"`
	Stats     search.Stats `json:"stats"`
	// Parallel is the parallel engine's account (final line only).
	Parallel *account.RunStats `json:"parallel,omitempty"`
}

func (r *searchReporter) iteration(it engine.Iteration) {
	if r.json {
		line := searchLine{Depth: it.Depth, SelDepth: it.SelDepth, Move: it.Move, Score: it.Score, PV: it.Line, Nodes: it.Nodes,
			Seconds: it.Seconds, NPS: it.NPS, BF: it.Stats.BranchingFactor(),
			BFCapture: it.Stats.CaptureBranchingFactor(), BFQuiet: it.Stats.QuietBranchingFactor(), Stats: it.Stats}
		if r.engine.Simulated() {
			line.Seconds, line.NPS, line.Units = 0, 0, int64(r.engine.Now())
		}
		r.writeJSON(line)
		return
	}
	r.printf("depth %2d  seldepth %2d  score %5d  nodes %13s  time %8.3fs  nps %6s  pv %s\n", it.Depth, it.SelDepth, it.Score,
		report.GroupDigits(int64(it.Nodes)), it.Seconds, rate(it.NPS), strings.Join(it.Line, " "))
}

func (r *searchReporter) writeJSON(v any) {
	if r.err != nil {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		r.err = fmt.Errorf("encoding JSON: %w", err)
		return
	}
	r.printf("%s\n", b)
}

func (r *searchReporter) final(t searchTarget, res engine.Result) error {
	st := res.Stats
	secs := res.Elapsed.Seconds()
	nps := 0.0
	if secs > 0 {
		nps = float64(st.Nodes) / secs
	}
	line := searchLine{Final: true, Position: t.label, FEN: t.pos.String(), Depth: res.Depth, Move: res.Move,
		Score: res.Score, PV: res.Line, Nodes: st.Nodes, Seconds: secs, NPS: nps,
		BF: st.BranchingFactor(), BFCapture: st.CaptureBranchingFactor(), BFQuiet: st.QuietBranchingFactor(),
		Stopped: res.Stopped, Stats: st}
	if t.test != nil {
		agrees := sameEffect(t.pos, t.test.MatchMove, res.Move)
		line.Match, line.Agrees = t.test.MatchMove, &agrees
	}
	if run, ok := r.engine.Report(); ok {
		line.Parallel = &run
		line.Nodes = run.Nodes
	}
	if r.engine.Simulated() {
		line.Seconds, line.NPS, line.Units = 0, 0, int64(r.engine.Now())
	}
	if r.json {
		r.writeJSON(line)
		return r.err
	}
	score := strconv.Itoa(line.Score)
	if text := search.ScoreText(line.Score); text != score {
		score += " (" + text + ")"
	}
	r.printf("best %s  score %s  depth %d  nodes %s  time %.3fs  nps %s", line.Move, score, line.Depth,
		report.GroupDigits(int64(st.Nodes)), secs, rate(nps))
	if line.Agrees != nil {
		verdict := "agrees with"
		if !*line.Agrees {
			verdict = "differs from"
		}
		r.printf("  (%s match move %s)", verdict, line.Match)
	}
	if res.Stopped {
		r.printf("  [stopped during depth %d]", res.Depth+stepOf(res))
	}
	if t.pos.Game().Name() == "checkers" || st.CaptureNodes > 0 {
		r.printf("\nbranching factor %.2f: capture nodes %.2f, non-capture nodes %.2f (%.0f%% capture nodes)\n",
			line.BF, line.BFCapture, line.BFQuiet, 100*st.CaptureShare())
	} else {
		r.printf("\nbranching factor %.2f\n", line.BF)
	}
	if st.Solves > 0 {
		r.printf("endgame solver: %s positions solved exactly, %s of the nodes (%.1f%%)\n",
			report.GroupDigits(int64(st.Solves)), report.GroupDigits(int64(st.SolveNodes)), 100*ratioOf(st.SolveNodes, st.Nodes))
	}
	r.printf("table probes %s, hits %.1f%%, cutoffs %s; fail highs %s, re-searches %s, aspiration re-searches %d; max ply %d\n",
		report.GroupDigits(int64(st.TTProbes)), 100*ratioOf(st.TTHits, st.TTProbes), report.GroupDigits(int64(st.TTCutoffs)),
		report.GroupDigits(int64(st.FailHighs)), report.GroupDigits(int64(st.Researches)), st.AspirationResearches, st.MaxPly)
	if p := line.Parallel; p != nil {
		clock := fmt.Sprintf("%.3fs", float64(p.Elapsed)/1e9)
		if p.Executor == "sim" {
			clock = report.GroupDigits(int64(p.Elapsed)) + " time units"
		}
		r.printf("%s, %d %s searchers: %s nodes in %s, idle %.1f%% (starved %.1f%%, waiting %.1f%%)\n",
			p.Algorithm, p.Searchers, p.Executor, report.GroupDigits(int64(p.Nodes)), clock, p.IdlePct, p.StarvedPct, p.WaitingPct)
		r.printf("split nodes %d, searches farmed %d, re-searches %d, restarts %d, interrupts %d, preemptions %d, cutoffs %d\n",
			p.Splits, p.Farmed, p.ReSearches, p.Restarts, p.Interrupts, p.Preemptions, p.Cutoffs)
	}
	return r.err
}

// stepOf guesses the depth step from the iterations (for the stop note).
func stepOf(res engine.Result) int {
	if n := len(res.Iterations); n >= 2 {
		return res.Iterations[n-1].Depth - res.Iterations[n-2].Depth
	}
	return 2
}

func ratioOf(a, b uint64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// rate writes a node rate compactly: 950k, 4.37M.
func rate(nps float64) string {
	switch {
	case nps >= 1e6:
		return fmt.Sprintf("%.2fM", nps/1e6)
	case nps >= 1e3:
		return fmt.Sprintf("%.0fk", nps/1e3)
	}
	return fmt.Sprintf("%.0f", nps)
}

// sameEffect reports whether moves a and b of p, in notation, lead to the
// same position (a checkers king's circuit may be written either way).
func sameEffect(p games.Position, a, b string) bool {
	pa, errA := p.Play(a)
	pb, errB := p.Play(b)
	return errA == nil && errB == nil && pa.Key() == pb.Key()
}
