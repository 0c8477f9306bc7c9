package tune

import (
	"context"
	"encoding/gob"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"frontier/assets"
	"frontier/board/chess"
	"frontier/search"
	"frontier/search/eval"
)

// The chess side of the tuner: the same method as for checkers (Texel's:
// quiet positions of self-play games labelled with the result, K first,
// then the weights by local search), on the terms of the chess
// evaluation (eval.ChessFeatures, weights eval.ChessWeights).

// ChessSample is one labelled chess position: its features and its
// game's result for White (1 a win, 1/2 a draw, 0 a loss).
type ChessSample struct {
	F      eval.ChessFeatures
	Result float64
	Game   int
	// FEN is the position, so that a saved data set can be counted
	// again when the evaluation gains terms (RecountChess).
	FEN string
	// Score is the self-play search's score of the position for White,
	// in centipawns bounded by ±chessScoreCap, if Scored (a set saved
	// before scores were kept has none).
	Score  int
	Scored bool
}

// chessScoreCap bounds a search score used as a label (a mate score
// means no more than a won position).
const chessScoreCap = 2000

func chessScoreLabel(v int) (int, bool) {
	if v == noScore {
		return 0, false
	}
	return max(-chessScoreCap, min(chessScoreCap, v)), true
}

// MixChessLabels replaces each sample's label by (1−lambda)·its game's
// result + lambda·sigmoid(k·its search score), where it has a score:
// a score is a far less noisy label than a result that a later blunder
// decided, and a search of a few thousand nodes sees what the static
// evaluation misses (threats, a passer's run). It returns how many
// samples had a score.
func MixChessLabels(samples []ChessSample, k, lambda float64) int {
	n := 0
	for i := range samples {
		s := &samples[i]
		if !s.Scored {
			continue
		}
		s.Result = (1-lambda)*s.Result + lambda*sigmoid(k*float64(s.Score))
		n++
	}
	return n
}

// DecodeChessData reads a chess data set saved in gob (--save-data) and
// counts its features again (RecountChess): the saved counts are
// skipped, so a set saved before a term was added still reads.
func DecodeChessData(r io.Reader) (*ChessData, error) {
	var f struct {
		Seed, Nodes uint64
		Samples     []struct {
			Result float64
			Game   int
			FEN    string
			Score  int
			Scored bool // false in a set saved before scores were kept
		}
		Games       int
		Results     [3]int
		LabelNodes  uint64 // 0 in a set saved before RelabelChess
		LabelEngine string // "" in a set saved before RelabelChessBy
	}
	if err := gob.NewDecoder(r).Decode(&f); err != nil {
		return nil, err
	}
	d := &ChessData{Seed: f.Seed, Nodes: f.Nodes, Games: f.Games, Results: f.Results, LabelNodes: f.LabelNodes, LabelEngine: f.LabelEngine}
	d.Samples = make([]ChessSample, len(f.Samples))
	for i, s := range f.Samples {
		d.Samples[i] = ChessSample{Result: s.Result, Game: s.Game, FEN: s.FEN, Score: s.Score, Scored: s.Scored}
	}
	return d, RecountChess(d)
}

// MergeChessData joins data sets (made with different seeds, say) into
// one: each set's games are numbered after the previous sets' ones, so
// that the held-out split (by game) stays by game; Seed and Nodes are
// the first set's.
func MergeChessData(sets ...*ChessData) *ChessData {
	if len(sets) == 0 {
		return &ChessData{}
	}
	out := *sets[0]
	out.Samples = slices.Clone(out.Samples)
	for _, d := range sets[1:] {
		for _, s := range d.Samples {
			s.Game += out.Games
			out.Samples = append(out.Samples, s)
		}
		out.Games += d.Games
		for i := range out.Results {
			out.Results[i] += d.Results[i]
		}
	}
	return &out
}

// RecountChess counts every sample's features again from its FEN with
// the compiled evaluation's terms: a data set saved before a term was
// added serves the fit of the new one.
func RecountChess(d *ChessData) error {
	for i := range d.Samples {
		s := &d.Samples[i]
		if s.FEN == "" {
			return fmt.Errorf("chess sample %d has no FEN: the data set predates RecountChess; make it again", i)
		}
		p, err := chess.ParseFEN(s.FEN)
		if err != nil {
			return fmt.Errorf("chess sample %d: %w", i, err)
		}
		s.F = eval.ChessFeaturesOf(&p)
	}
	return nil
}

// ChessWeighted is chess evaluated with weights chosen at run time; with
// W = eval.CurrentChess() it scores every position as eval.Chess does.
// The selective search's hooks (Noisy, SEE, Gain...) are eval.Chess's.
type ChessWeighted struct {
	eval.Chess
	W *eval.ChessWeights
}

// Evaluate is eval.Chess's Evaluate with g's weights.
func (g ChessWeighted) Evaluate(p *chess.Position) (int, bool) {
	if v, over := g.Rules.Outcome(p); over {
		return v, true
	}
	f := eval.ChessFeaturesOf(p)
	return g.W.Evaluate(&f), false
}

// ChessData is a chess data set.
type ChessData struct {
	Seed, Nodes uint64
	Samples     []ChessSample
	Games       int
	Results     [3]int // White's wins, draws, losses
	// LabelNodes is the node budget of the searches whose scores label
	// the samples when RelabelChess made the set (0: the self-play's
	// own searches, of about Nodes nodes).
	LabelNodes uint64
	// LabelEngine names the outside engine whose searches, of
	// LabelNodes nodes, label the samples ("": our own).
	LabelEngine string
}

// chessMaxPlies adjudicates a chess game a draw at this many plies from
// its book position.
const chessMaxPlies = 300

// chessRandomPlies bounds the ply of a data game's random move.
const chessRandomPlies = 16

// chessMover chooses a move in the last position of a game's history.
// It returns the move and the search's score for the side to move.
type chessMover func(ctx context.Context, h []chess.Position) (chess.Move, int, error)

func chessSearcher(w *eval.ChessWeights, sh *search.Shared, nodes uint64, opt search.Options) chessMover {
	g := ChessWeighted{W: w}
	lim := search.Limits{Nodes: nodes}
	return func(ctx context.Context, h []chess.Position) (chess.Move, int, error) {
		res, err := search.Run(ctx, g, h[len(h)-1], lim, sh, opt, nil)
		return res.Best, res.Score, err
	}
}

// playChess plays a game from start and returns its positions and
// White's result: checkmate, stalemate, the fifty-move rule, insufficient
// material, a threefold repetition or chessMaxPlies plies end it.
func playChess(ctx context.Context, start chess.Position, white, black chessMover) ([]chess.Position, float64, error) {
	h, _, res, err := playChessRandom(ctx, start, white, black, -1, nil)
	return h, res, err
}

// noScore marks a position of a game that was not searched (the random
// move's, the last).
const noScore = math.MinInt32

// playChessRandom is playChess with the move at ply randomPly (counted
// from start) drawn at random by r among the legal moves instead of
// searched; randomPly < 0 plays none. It also returns, a position of
// the game each, the search's score for White (noScore where none).
func playChessRandom(ctx context.Context, start chess.Position, white, black chessMover, randomPly int, r *rand.Rand) ([]chess.Position, []int, float64, error) {
	var scores []int
	h, res, err := playChessScored(ctx, start, white, black, randomPly, r, &scores)
	scores = append(scores, noScore)
	return h, scores, res, err
}

func playChessScored(ctx context.Context, start chess.Position, white, black chessMover, randomPly int, r *rand.Rand, scores *[]int) ([]chess.Position, float64, error) {
	h := []chess.Position{start}
	seen := map[uint64]int{start.Key(): 1}
	for {
		p := h[len(h)-1]
		if v, over := (chess.Rules{}).Outcome(&p); over {
			r := 0.5
			if v < 0 { // the side to move is mated
				r = 0
				if p.SideToMove() == chess.Black {
					r = 1
				}
			}
			return h, r, nil
		}
		if seen[p.Key()] >= 3 || len(h)-1 >= chessMaxPlies {
			return h, 0.5, nil
		}
		mv := white
		if p.SideToMove() == chess.Black {
			mv = black
		}
		var m chess.Move
		score := noScore
		if len(h)-1 == randomPly {
			ms := p.LegalMoves()
			m = ms[r.IntN(len(ms))]
		} else {
			var err error
			m, score, err = mv(ctx, h)
			if err != nil {
				return h, 0, err
			}
			if p.SideToMove() == chess.Black {
				score = -score
			}
		}
		*scores = append(*scores, score)
		q := p.Play(m)
		seen[q.Key()]++
		h = append(h, q)
	}
}

// chessQuiet reports a position the evaluation is asked about as it
// stands: the side to move is not in check and has no capture or
// promotion that wins material by static exchange (quiescence would
// search it rather than evaluate).
func chessQuiet(p *chess.Position) bool {
	if p.InCheck() {
		return false
	}
	for _, m := range p.LegalMoves() {
		if (p.IsCapture(m) || m.Promotion() != chess.NoPiece) && p.SEE(m, 1) {
			return false
		}
	}
	return true
}

// chessBook returns the match book's positions (session/match's chess
// openings).
func chessBook() ([]chess.Position, error) {
	s := assets.ChessBook()
	out := make([]chess.Position, len(s.Positions))
	for i, bp := range s.Positions {
		p, err := chess.ParseFEN(bp.Text)
		if err != nil {
			return nil, fmt.Errorf("chess book %s: %w", bp.ID, err)
		}
		out[i] = p
	}
	return out, nil
}

// GenerateChess makes games self-play games with weights w, each from a
// book position drawn from seed, each side's budget drawn from
// [nodes/2, 3·nodes/2), with one random legal move at a random ply from
// 0 to chessRandomPlies−1 (the book has two dozen openings: without it
// the games of a large set repeat each other), and labels their quiet
// positions (chessQuiet) after the random move with the result. The
// same arguments give the same set. onGame, if not nil, sees the set
// after each game (to save it as it grows).
func GenerateChess(ctx context.Context, seed uint64, games int, nodes uint64, w eval.ChessWeights, onGame func(done, total int, d *ChessData)) (*ChessData, error) {
	if games < 1 || nodes < 2 {
		return nil, fmt.Errorf("chess data set: %d games at %d nodes a move", games, nodes)
	}
	book, err := chessBook()
	if err != nil {
		return nil, err
	}
	sh, err := tables(2)
	if err != nil {
		return nil, err
	}
	d := &ChessData{Seed: seed, Nodes: nodes}
	r := rand.New(rand.NewPCG(seed, seed^0xC4E55))
	for i := 0; i < games; i++ {
		start := book[r.IntN(len(book))]
		nw, nb := nodes/2+r.Uint64N(nodes), nodes/2+r.Uint64N(nodes)
		randomPly := r.IntN(chessRandomPlies)
		sh[0].Clear()
		sh[1].Clear()
		h, scores, res, err := playChessRandom(ctx, start, chessSearcher(&w, sh[0], nw, search.PlayOptions()), chessSearcher(&w, sh[1], nb, search.PlayOptions()), randomPly, r)
		if err != nil {
			return nil, fmt.Errorf("chess self-play game %d: %w", i+1, err)
		}
		d.Results[2-int(res*2)]++
		for j := randomPly + 1; j < len(h); j++ {
			p := &h[j]
			if _, over := (chess.Rules{}).Outcome(p); over || !chessQuiet(p) {
				continue
			}
			v, scored := chessScoreLabel(scores[j])
			d.Samples = append(d.Samples, ChessSample{F: eval.ChessFeaturesOf(p), Result: res, Game: i, FEN: p.FEN(), Score: v, Scored: scored})
		}
		d.Games++
		if onGame != nil {
			onGame(i+1, games, d)
		}
	}
	return d, nil
}

// SplitChess divides samples by game as Data.Split does.
func SplitChess(samples []ChessSample, seed uint64, heldOut float64) (train, test []ChessSample) {
	for _, s := range samples {
		if heldOutGame(s.Game, seed, heldOut) {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	return train, test
}

// chessCoef is the factor of weight j in a sample's evaluation for
// White, in centipawns (without the evaluation's rounding and bound):
// term j/2's count times its phase share.
func chessCoef(f *eval.ChessFeatures, j int) float64 {
	x := float64(f.D[j/2])
	if j%2 == 0 {
		return x * float64(f.Phase) / 24
	}
	return x * float64(24-f.Phase) / 24
}

// chessWhiteEval is a sample's evaluation for White under w, unrounded.
func chessWhiteEval(f *eval.ChessFeatures, w *eval.ChessWeights) float64 {
	v := 0.0
	for j := range w {
		if f.D[j/2] != 0 {
			v += chessCoef(f, j) * float64(w[j])
		}
	}
	return v
}

// ChessError is the mean squared error of sigmoid(k·eval) against the
// results.
func ChessError(samples []ChessSample, w eval.ChessWeights, k float64) float64 {
	if len(samples) == 0 {
		return math.NaN()
	}
	e := 0.0
	for i := range samples {
		d := samples[i].Result - sigmoid(k*chessWhiteEval(&samples[i].F, &w))
		e += d * d
	}
	return e / float64(len(samples))
}

// FitChessK is FitK for chess.
func FitChessK(samples []ChessSample, w eval.ChessWeights) float64 {
	return goldenLogK(func(k float64) float64 { return ChessError(samples, w, k) })
}

// ChessFixed reports the weights the fit leaves alone: the pawn's
// middle-game value (the unit; scaling all weights only trades off
// against K) and the piece-square sums' (their tables keep their shape).
func ChessFixed(j int) bool {
	return j == 2*eval.CPawn || j/2 == eval.CPSTMG || j/2 == eval.CPSTEG
}

// ChessFitOnly returns the fixed function of a fit of the named terms
// alone (both their weights; ChessFixed's stay fixed), or an error
// naming a term that does not exist.
func ChessFitOnly(names []string) (func(j int) bool, error) {
	var free [eval.NumChessTerms]bool
	for _, n := range names {
		t := slices.Index(eval.ChessTermNames[:], n)
		if t < 0 {
			return nil, fmt.Errorf("no chess term %q (the terms: %s)", n, strings.Join(eval.ChessTermNames[:], ","))
		}
		free[t] = true
	}
	return func(j int) bool { return ChessFixed(j) || !free[j/2] }, nil
}

// FitChess is Fit for chess: Texel's local search over the free weights,
// in steps of step centipawns halving to 1, at most passes passes.
// fixed reports the weights left alone (nil: ChessFixed). onPass, if
// not nil, sees the weights after each pass (a pass moves a
// weight by one step at most, so few passes of small steps keep the fit
// near its start).
func FitChess(samples []ChessSample, w eval.ChessWeights, k float64, step, passes int, fixed func(j int) bool, onPass func(step int, err float64, w *eval.ChessWeights)) eval.ChessWeights {
	if fixed == nil {
		fixed = ChessFixed
	}
	n := len(samples)
	if n == 0 {
		return w
	}
	ev := make([]float64, n)
	se := make([]float64, n)
	var nz [eval.NumChessTerms][]int32
	total := 0.0
	for j := range samples {
		s := &samples[j]
		ev[j] = chessWhiteEval(&s.F, &w)
		d := s.Result - sigmoid(k*ev[j])
		se[j] = d * d
		total += se[j]
		for t, x := range s.F.D {
			if x != 0 {
				nz[t] = append(nz[t], int32(j))
			}
		}
	}
	errWith := func(i, delta int) float64 {
		e := total
		for _, j := range nz[i/2] {
			s := &samples[j]
			d := s.Result - sigmoid(k*(ev[j]+float64(delta)*chessCoef(&s.F, i)))
			e += d*d - se[j]
		}
		return e / float64(n)
	}
	apply := func(i, delta int) {
		for _, j := range nz[i/2] {
			s := &samples[j]
			ev[j] += float64(delta) * chessCoef(&s.F, i)
			d := s.Result - sigmoid(k*ev[j])
			total += d*d - se[j]
			se[j] = d * d
		}
	}
	best := total / float64(n)
	localSearch(len(w), fixed, step, passes, best, errWith, func(i, delta int) {
		w[i] += delta
		apply(i, delta)
	}, func(step int, best float64) {
		if onPass != nil {
			onPass(step, best, &w)
		}
	})
	return w
}

// ChessMatch plays games games between weights a and b at nodes a move
// from the chess match book in order, each position twice with the
// colours exchanged (a has White in the even games); round r over the
// book gives both players nodes·(1 + r/10), so that a second round does
// not replay the first. The result, a's score, is a pure function of the
// arguments.
func ChessMatch(ctx context.Context, a, b eval.ChessWeights, nodes uint64, games int, onGame func(i int, s Score)) (Score, error) {
	return chessMatch(ctx, a, b, search.PlayOptions(), search.PlayOptions(), nodes, 0, games, false, onGame)
}

// ChessMatchFrom plays games from to from+games−1 of ChessMatch's
// sequence: the shards of one match, run apart, add up to it.
func ChessMatchFrom(ctx context.Context, a, b eval.ChessWeights, nodes uint64, from, games int, onGame func(i int, s Score)) (Score, error) {
	return chessMatch(ctx, a, b, search.PlayOptions(), search.PlayOptions(), nodes, from, games, false, onGame)
}

// ChessMatchOptions is ChessMatchFrom between two searches of the
// weights w: a with the options oa, b with ob (the selective search's
// parts measured in games), games from to from+games−1. With keep each
// side searches a game's moves with one searcher (chessKeptSearcher), as
// the UCI server and frontier match do; else with a new one every move.
func ChessMatchOptions(ctx context.Context, w eval.ChessWeights, oa, ob search.Options, nodes uint64, from, games int, keep bool, onGame func(i int, s Score)) (Score, error) {
	return chessMatch(ctx, w, w, oa, ob, nodes, from, games, keep, onGame)
}

// chessKeptSearcher is chessSearcher with one searcher for all the moves
// it is asked for: the searcher's own tables (the counter moves, the
// signed and continuation histories, the correction history) carry from
// move to move, where chessSearcher starts each move afresh. The
// transposition table is sh, shared either way.
func chessKeptSearcher(w *eval.ChessWeights, sh *search.Shared, nodes uint64, opt search.Options) chessMover {
	g := ChessWeighted{W: w}
	lim := search.Limits{Nodes: nodes}
	seq := search.NewSequential(g, sh, opt)
	return func(ctx context.Context, h []chess.Position) (chess.Move, int, error) {
		res, err := search.Iterate(ctx, g, h[len(h)-1], lim, seq, nil)
		return res.Best, res.Score, err
	}
}

func chessMatch(ctx context.Context, a, b eval.ChessWeights, oa, ob search.Options, nodes uint64, from, games int, keep bool, onGame func(i int, s Score)) (Score, error) {
	var s Score
	book, err := chessBook()
	if err != nil {
		return s, err
	}
	sh, err := tables(2)
	if err != nil {
		return s, err
	}
	for i := from; i < from+games; i++ {
		n := nodes + nodes*uint64(i/(2*len(book)))/10
		searcher := chessSearcher
		if keep {
			searcher = chessKeptSearcher
		}
		ma, mb := searcher(&a, sh[0], n, oa), searcher(&b, sh[1], n, ob)
		sh[0].Clear()
		sh[1].Clear()
		white, black := ma, mb
		if i%2 == 1 {
			white, black = mb, ma
		}
		_, res, err := playChess(ctx, book[(i/2)%len(book)], white, black)
		if err != nil {
			return s, fmt.Errorf("chess game %d: %w", i+1, err)
		}
		if i%2 == 1 {
			res = 1 - res
		}
		switch res {
		case 1:
			s.Wins++
		case 0:
			s.Losses++
		default:
			s.Draws++
		}
		if onGame != nil {
			onGame(i, s)
		}
	}
	return s, nil
}
