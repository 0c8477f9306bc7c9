package search

import (
	"fmt"
	"strconv"
	"strings"
)

// Algorithm names accepted in Options.Algorithm.
const (
	// AlgoPVS is Principal Variation Search (Figure 2.8): the first move
	// with the full window, the others with a minimal window and a
	// re-search on a fail high. It is the default.
	AlgoPVS = "pvs"
	// AlgoAlphaBeta is negamax fail-soft Alpha-Beta (Figure 2.4).
	AlgoAlphaBeta = "alphabeta"
)

// Options select the algorithm and the enhancements of a Searcher. The
// zero value is PVS with every move-ordering enhancement off; start from
// DefaultOptions for a normal search.
type Options struct {
	// Algorithm is AlgoPVS ("pvs", also the empty string) or
	// AlgoAlphaBeta ("alphabeta").
	Algorithm string `json:"algorithm"`
	// TTMove searches the transposition table's best move first.
	TTMove bool `json:"tt_move"`
	// History orders the other moves by the shared history table
	// (Schaeffer's history heuristic).
	History bool `json:"history"`
	// Killers uses this searcher's two killer moves of the ply (the
	// last quiet moves that caused a cutoff there) to break ties between
	// moves of equal history score; see order.go for why not before
	// them.
	Killers bool `json:"killers"`
	// Exact disables transposition table cutoffs (the table still
	// suggests moves): every score is then the exact minimax value of
	// the tree, which parallel algorithms must reproduce.
	Exact bool `json:"exact"`
	// NullMove turns on null-move pruning (nullmove.go) in games that
	// allow a pass to be asked about (NullMover: chess). It changes the
	// tree, so it is off by default and ignored in exact mode: the
	// papers' reproductions had none.
	NullMove bool `json:"null_move,omitempty"`

	// Selective search (selective.go). Each option changes the tree, so
	// each is off by default and ignored in exact mode: the papers'
	// reproductions had none. PlayOptions turns them on for play. They
	// are generic: a game without Selective (checkers, Othello) treats
	// every move as quiet, so that LMR, futility pruning, the check
	// (forcing) extension and mate-distance pruning still apply, while
	// SEE pruning, NoisyFirst and CaptureHistory need the game's help.
	// The Alpha-Beta algorithm ignores them (the baseline of the
	// papers); PVS uses them.

	// LMR reduces late quiet moves (late-move reductions).
	LMR bool `json:"lmr,omitempty"`
	// Futility prunes quiet moves at nodes near the horizon whose
	// static value is far below alpha, returns the static value of
	// those far above beta (reverse futility), and skips captures in
	// quiescence that cannot bring the score up to alpha (delta).
	Futility bool `json:"futility,omitempty"`
	// SEEPrune prunes moves that lose material by static exchange
	// evaluation: near the horizon, and every such capture in
	// quiescence.
	SEEPrune bool `json:"see_prune,omitempty"`
	// CheckExtension searches a Forcing position (chess: in check)
	// one ply deeper, up to twice the nominal depth.
	CheckExtension bool `json:"check_extension,omitempty"`
	// MateDistance narrows the window to the mates still possible below
	// a node (mate-distance pruning).
	MateDistance bool `json:"mate_distance,omitempty"`
	// NoisyFirst orders captures and promotions before the quiet moves,
	// most valuable victim first, and those that lose material by
	// static exchange after them.
	NoisyFirst bool `json:"noisy_first,omitempty"`
	// CaptureHistory orders captures of equal victim by a history of
	// the captures that caused cutoffs (with NoisyFirst).
	CaptureHistory bool `json:"capture_history,omitempty"`
	// ETC looks every child of a node far from the horizon up in the
	// table before searching the first (enhanced transposition
	// cutoffs): a child whose stored bound already refutes ends the
	// node. Sound with a correct table; off in exact mode all the same.
	ETC bool `json:"etc,omitempty"`
	// ProbCut ends a minimal-window node far from the horizon when a
	// shallow search's score, through the linear fit of deep scores on
	// shallow ones, predicts the deep search would fail high or low
	// (Buro's ProbCut; selective.go).
	ProbCut bool `json:"probcut,omitempty"`
	// NullVerify asks the null move only where the static value is at
	// least beta, with a reduction that grows with the depth and with
	// the margin (with NullMove; nullmove.go).
	NullVerify bool `json:"null_verify,omitempty"`
	// LMP prunes the late quiet moves of a minimal-window node near the
	// horizon (late-move pruning, by move count).
	LMP bool `json:"lmp,omitempty"`
	// IIR searches a node far from the horizon that the table has no
	// move for one ply shallower (internal iterative reduction).
	IIR bool `json:"iir,omitempty"`
	// KillerFirst ranks the killers above every history score (the
	// textbook order, after the good captures) instead of between equal
	// ones, and keeps only quiet moves as killers.
	KillerFirst bool `json:"killer_first,omitempty"`
	// HistoryLMR adjusts the late-move reduction of a quiet move by its
	// signed history (a searcher's own table: credited when the move
	// cuts off, debited when a quiet move searched before the one that
	// cut off): a ply less for a good one, more for a bad one (with LMR).
	HistoryLMR bool `json:"history_lmr,omitempty"`
	// CounterMove ranks the counter move, the quiet move that last
	// refuted the opponent's previous move, after the killers and above
	// the history scores, and neither prunes nor reduces it, as killers.
	CounterMove bool `json:"counter_move,omitempty"`
	// ContHist orders the quiet moves by a searcher's own signed
	// history (as HistoryLMR keeps it) plus a continuation history,
	// indexed by the previous move's to-square and the move, instead of
	// the shared history table's score.
	ContHist bool `json:"cont_history,omitempty"`
	// Singular extends the table's move of a node far from the horizon
	// by a ply when a reduced search shows every other move well below
	// the table's score, and ends a minimal-window node where two moves
	// refute it (singular extension and multi-cut: singular.go). It runs
	// in PVS's move loop only: a parallel algorithm's own nodes
	// (PlanNode) do not test it, their subtrees' searchers do.
	Singular bool `json:"singular,omitempty"`
	// SingularDepth is the least remaining depth at which Singular
	// tests a node (0: singularDepth, 8; "singular=N"): the test costs a
	// search of every other move at half the depth, which a higher
	// threshold keeps to the few nodes far from the horizon.
	SingularDepth int `json:"singular_depth,omitempty"`
	// Improving compares a node's static value with the one two plies
	// up (the same side to move): where it is better, reverse futility
	// prunes with a smaller margin; where it is not, late-move pruning
	// keeps half as many quiet moves (selective.go).
	Improving bool `json:"improving,omitempty"`
	// LMRImproving reduces a late move one ply more at a minimal-window
	// node whose static value is not better than two plies up (with LMR).
	LMRImproving bool `json:"lmr_improving,omitempty"`
	// Razor searches a minimal-window node near the horizon whose
	// static value is far below alpha by quiescence first, and ends it
	// if that too fails low (razoring).
	Razor bool `json:"razor,omitempty"`
	// HistoryPrune skips the quiet moves of a minimal-window node near
	// the horizon whose signed and continuation history is far below
	// zero (with ContHist or HistoryLMR, which keep it).
	HistoryPrune bool `json:"history_prune,omitempty"`
	// QuiesceTT looks quiescence nodes up in the table and ends those
	// whose stored bound settles them.
	QuiesceTT bool `json:"quiesce_tt,omitempty"`
	// PawnLMR reduces a late quiet pawn move one ply less when its pawn
	// then attacks an enemy pawn (a lever) or piece (a threat), with
	// LMR, in a game that can tell (PawnLever: chess).
	PawnLMR bool `json:"pawn_lmr,omitempty"`
	// Correction adds to a node's static value, where the selective
	// search uses it (futility, razoring, the null move's condition,
	// improving), a correction learned from how far this searcher's
	// searches of earlier nodes with the same pawn structure and side to
	// move ended from their static values (a correction history), in a
	// game that keys it (Corrector: chess). Leaves keep the evaluation's
	// own value.
	Correction bool `json:"correction,omitempty"`
	// Aspiration is the half-width of Iterate's root window around the
	// previous score, in the game's units (0: AspirationWindow).
	Aspiration int `json:"aspiration,omitempty"`
	// PartialRoot keeps what a stopped iteration found: when a limit
	// (the clock, a node budget, stop) ends an iteration after one of
	// the root's moves had raised the root's score above the window's
	// lower bound, and that move is not the last finished iteration's
	// best, the sequential engine plays it (Iterate). The move beat
	// every move searched before it at the deeper depth, the previous
	// best among them; without it the deeper iteration's discovery is
	// thrown away with its nodes. It changes no tree. Not in
	// PlayOptions: +1 Elo, 95% -21 to +23, over 540 games at 5 s +
	// 0.05 s (docs/chess.md).
	PartialRoot bool `json:"partial_root,omitempty"`
}

// PlayAspiration is the aspiration window of PlayOptions, in
// centipawns: chess scores move less between iterations than a
// quarter-checker window allows for (docs/chess.md).
const PlayAspiration = 16

// PlayOptions returns DefaultOptions with the selective search a
// playing engine wants: null moves, late-move reductions, futility and
// SEE pruning, the check extension, mate-distance pruning, captures
// first with their history, killers before the history scores, null
// moves only at a static value at beta, late-move pruning, internal
// iterative reduction, counter moves, the continuation history, a ply
// more of LMR where the static value is not improving, history pruning,
// the table in quiescence, and PlayAspiration. For play (UCI, matches,
// the workstation's opponent) of games whose search knows them (chess);
// never for the papers' measurements.
func PlayOptions() Options {
	o := DefaultOptions()
	o.NullMove, o.LMR, o.Futility, o.SEEPrune = true, true, true, true
	o.CheckExtension, o.MateDistance, o.NoisyFirst, o.CaptureHistory = true, true, true, true
	o.KillerFirst = true // +60 ± 37 Elo at 20,000 nodes a move (docs/chess.md)
	// +78 ± 38 Elo together, at 20,000 nodes a move (docs/chess.md)
	o.NullVerify, o.LMP, o.IIR = true, true, true
	// +59 ± 47 and +75 ± 45 Elo, each alone, at 20,000 nodes a move
	// (docs/chess.md); HistoryLMR, +10 ± 47, is left off.
	o.CounterMove, o.ContHist = true, true
	// +45 ± 26 Elo together in 400 games, at 20,000 nodes a move (docs/chess.md,
	// "More pruning, measured in games"); Improving and Razor are left off.
	o.LMRImproving, o.HistoryPrune, o.QuiesceTT = true, true, true
	o.Aspiration = PlayAspiration
	return o
}

// SelectiveParts names the parts of the selective search for
// WithSelective, in PlayOptions' order, then those PlayOptions leaves
// off (etc, probcut: measured on checkers only, docs/checkers-strength.md;
// histlmr, singular, improving, razor: no gain in chess games; pawnlmr:
// docs/chess.md, BK round; partial: +1, 95% -21 to +23, in 540 clocked
// games, docs/chess.md "What a stopped iteration found"; corr: -5, 95%
// -23 to +13, in 800 games at 20,000 nodes, docs/chess.md "A correction
// history").
var SelectiveParts = []string{"null", "lmr", "futility", "see", "check", "mate", "noisy", "caphist", "killers", "nullverify", "lmp", "iir", "counter", "conthist", "lmrimp", "histprune", "qstt", "aspiration=N", "etc", "probcut", "histlmr", "singular", "improving", "razor", "pawnlmr", "partial", "corr"}

// WithSelective returns o with the parts of the selective search that
// list names turned on: a comma-separated list of SelectiveParts
// ("lmr,see", "aspiration=16", "etc"), or "all" for PlayOptions' parts. It is
// how the bench and search commands measure each part alone.
func (o Options) WithSelective(list string) (Options, error) { return o.setSelective(list, true) }

// WithoutSelective returns o with the parts list names (as for
// WithSelective) turned off, and the aspiration window back to the
// default for "aspiration=N": the other side of a game between an
// engine with those parts and one without them.
func (o Options) WithoutSelective(list string) (Options, error) { return o.setSelective(list, false) }

// Adjust returns o changed by list, a comma-separated list of
// SelectiveParts each turned on ("singular" or "+singular") or off
// ("-qstt"), in order; "none" (first) starts from DefaultOptions, no
// selective part at all. It is how a match seats two engines whose
// search differs in a few parts ("frontier match --a-options").
func (o Options) Adjust(list string) (Options, error) {
	for i, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		var err error
		switch {
		case item == "none" && i == 0:
			o = DefaultOptions()
		case item == "none":
			return o, fmt.Errorf("search options %q: none comes first, before the parts it starts from", list)
		case item == "", item == "+", item == "-":
			return o, fmt.Errorf("search options %q: an empty part (item %d)", list, i+1)
		case item[0] == '-':
			o, err = o.WithoutSelective(item[1:])
		default:
			o, err = o.WithSelective(strings.TrimPrefix(item, "+"))
		}
		if err != nil {
			return o, fmt.Errorf("search options %q: %w", list, err)
		}
	}
	return o, nil
}

// setSelective sets the parts list names to on.
func (o Options) setSelective(list string, on bool) (Options, error) {
	for _, part := range strings.Split(list, ",") {
		name, value, hasValue := strings.Cut(strings.TrimSpace(part), "=")
		switch name {
		case "all":
			p := PlayOptions()
			if !on {
				p = Options{}
			}
			o.NullMove, o.LMR, o.Futility, o.SEEPrune = p.NullMove, p.LMR, p.Futility, p.SEEPrune
			o.CheckExtension, o.MateDistance, o.NoisyFirst, o.CaptureHistory = p.CheckExtension, p.MateDistance, p.NoisyFirst, p.CaptureHistory
			o.KillerFirst, o.NullVerify, o.LMP, o.IIR = p.KillerFirst, p.NullVerify, p.LMP, p.IIR
			o.HistoryLMR, o.CounterMove, o.ContHist = p.HistoryLMR, p.CounterMove, p.ContHist
			o.LMRImproving, o.HistoryPrune, o.QuiesceTT = p.LMRImproving, p.HistoryPrune, p.QuiesceTT
			o.Aspiration = p.Aspiration
		case "null":
			o.NullMove = on
		case "lmr":
			o.LMR = on
		case "futility":
			o.Futility = on
		case "see":
			o.SEEPrune = on
		case "check":
			o.CheckExtension = on
		case "mate":
			o.MateDistance = on
		case "noisy":
			o.NoisyFirst = on
		case "caphist":
			o.CaptureHistory = on
			if on {
				o.NoisyFirst = true
			}
		case "etc":
			o.ETC = on
		case "probcut":
			o.ProbCut = on
		case "nullverify":
			o.NullVerify = on
		case "lmp":
			o.LMP = on
		case "iir":
			o.IIR = on
		case "killers":
			o.KillerFirst = on
		case "histlmr":
			o.HistoryLMR = on
		case "counter":
			o.CounterMove = on
		case "singular":
			o.Singular = on
			if hasValue {
				n, err := strconv.Atoi(value)
				if err != nil || n < 2 || n > MaxDepth {
					return o, fmt.Errorf("selective search: %q: want singular=N, N a depth from 2 to %d", part, MaxDepth)
				}
				o.SingularDepth = n
				if !on {
					o.SingularDepth = 0
				}
				continue
			}
			if !on {
				o.SingularDepth = 0
			}
		case "conthist":
			o.ContHist = on
		case "improving":
			o.Improving = on
		case "lmrimp":
			o.LMRImproving = on
		case "razor":
			o.Razor = on
		case "histprune":
			o.HistoryPrune = on
		case "qstt":
			o.QuiesceTT = on
		case "pawnlmr":
			o.PawnLMR = on
		case "partial":
			o.PartialRoot = on
		case "corr":
			o.Correction = on
		case "aspiration":
			n, err := strconv.Atoi(value)
			if !hasValue || err != nil || n < 1 {
				return o, fmt.Errorf("selective search: %q: want aspiration=N, N a window of at least 1", part)
			}
			o.Aspiration = n
			if !on {
				o.Aspiration = 0
			}
			continue
		default:
			return o, fmt.Errorf("selective search: no part %q (parts: all, %s)", part, strings.Join(SelectiveParts, ", "))
		}
		if hasValue {
			return o, fmt.Errorf("selective search: %q takes no value", part)
		}
	}
	return o, nil
}

// Selective reports whether any selective-search option is on.
func (o Options) Selective() bool {
	return o.NullMove || o.LMR || o.Futility || o.SEEPrune || o.CheckExtension || o.MateDistance || o.NoisyFirst || o.CaptureHistory || o.ETC || o.ProbCut ||
		o.NullVerify || o.LMP || o.IIR || o.KillerFirst || o.HistoryLMR || o.CounterMove || o.ContHist || o.Singular ||
		o.Improving || o.LMRImproving || o.Razor || o.HistoryPrune || o.QuiesceTT || o.PawnLMR || o.Correction
}

// SelectiveOn names the parts of the selective search o has on, in
// SelectiveParts' order and spelling ("aspiration=16" for the window;
// "noisy" only without "caphist", which implies it), for a search's
// heading: the one list of parts, so that a part added to Options is
// named wherever the options are shown.
func (o Options) SelectiveOn() []string {
	var on []string
	for _, p := range []struct {
		name string
		on   bool
	}{{"null", o.NullMove}, {"lmr", o.LMR}, {"futility", o.Futility}, {"see", o.SEEPrune}, {"check", o.CheckExtension},
		{"mate", o.MateDistance}, {"noisy", o.NoisyFirst && !o.CaptureHistory}, {"caphist", o.CaptureHistory},
		{"killers", o.KillerFirst}, {"nullverify", o.NullVerify}, {"lmp", o.LMP}, {"iir", o.IIR}, {"counter", o.CounterMove},
		{"conthist", o.ContHist}, {"lmrimp", o.LMRImproving}, {"histprune", o.HistoryPrune}, {"qstt", o.QuiesceTT},
		{"aspiration=" + strconv.Itoa(o.Aspiration), o.Aspiration > 0},
		{"etc", o.ETC}, {"probcut", o.ProbCut}, {"histlmr", o.HistoryLMR}, {"singular", o.Singular && o.SingularDepth == 0},
		{"singular=" + strconv.Itoa(o.SingularDepth), o.Singular && o.SingularDepth > 0},
		{"improving", o.Improving}, {"razor", o.Razor}, {"pawnlmr", o.PawnLMR}, {"partial", o.PartialRoot}, {"corr", o.Correction}} {
		if p.on {
			on = append(on, p.name)
		}
	}
	return on
}

// exact returns o as a searcher uses it: in exact mode every option
// that changes the tree is off.
func (o Options) exact() Options {
	if o.Exact {
		o.NullMove, o.LMR, o.Futility, o.SEEPrune = false, false, false, false
		o.CheckExtension, o.MateDistance, o.NoisyFirst, o.CaptureHistory = false, false, false, false
		o.ETC, o.ProbCut = false, false
		o.NullVerify, o.LMP, o.IIR, o.KillerFirst = false, false, false, false
		o.HistoryLMR, o.CounterMove, o.ContHist, o.Singular = false, false, false, false
		o.Improving, o.LMRImproving, o.Razor, o.HistoryPrune, o.QuiesceTT = false, false, false, false, false
		o.PawnLMR, o.PartialRoot, o.Correction = false, false, false
	}
	return o
}

// DefaultOptions returns PVS with all move ordering on and table cutoffs
// allowed.
func DefaultOptions() Options {
	return Options{Algorithm: AlgoPVS, TTMove: true, History: true, Killers: true}
}

// Validate reports an unknown algorithm or a negative window.
func (o Options) Validate() error {
	if o.Aspiration < 0 {
		return fmt.Errorf("negative aspiration window %d", o.Aspiration)
	}
	switch o.Algorithm {
	case "", AlgoPVS, AlgoAlphaBeta:
		return nil
	}
	return fmt.Errorf("unknown search algorithm %q (want %q or %q)", o.Algorithm, AlgoPVS, AlgoAlphaBeta)
}
