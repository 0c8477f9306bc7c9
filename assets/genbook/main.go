// Command genbook draws the chess match book, assets/data/chess-book.epd:
// balanced positions a few moves into the game, from which a match plays
// each opening twice with the colours swapped, so that neither engine
// gains from the openings and the games differ.
//
// The positions are made by play, not chosen by hand. From the initial
// position it plays -plies plies; at each it scores every legal move by a
// search of depth -pick in the position after it, and draws one uniformly
// (math/rand/v2's PCG, seeded -seed) among the -top best-scored moves
// that are within -margin centipawns of the best, so that the lines are
// varied but reasonable.
// The position reached is kept when a search of depth -depth scores it
// within ±-balance centipawns for the side to move, when it is not a
// position already kept (by Zobrist key, so transpositions count once),
// and when the side to move is not in check. It stops at -n positions.
// Every search is the sequential engine with the default options and a
// table cleared before it (1 MiB for the move picks, 16 MiB for the
// check), so the book depends only on the flags and on the engine's
// evaluation.
//
// Run it from the repository root:
//
//	go run ./assets/genbook
//
// (go generate ./assets runs it with the rest of the data). The output is
// EPD, one position a line after '#' lines saying how it was made, each
// with id "book01"..., hmvc and fmvn (the clocks), acd and ce (the depth
// and score of the check), and c0, the moves that lead to it in SAN.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"

	"frontier/board/chess"
	"frontier/search"
	"frontier/search/eval"
)

type config struct {
	seed                        uint64
	n, plies, pick, top, depth  int
	margin, balance, maxAttempt int
}

func main() {
	var c config
	flag.Uint64Var(&c.seed, "seed", 1993, "seed of the PCG generator that draws the moves")
	flag.IntVar(&c.n, "n", 32, "positions to keep")
	flag.IntVar(&c.plies, "plies", 8, "plies played from the initial position")
	flag.IntVar(&c.pick, "pick", 4, "depth of the search that scores each candidate move")
	flag.IntVar(&c.top, "top", 4, "candidates at most: the best-scored moves")
	flag.IntVar(&c.margin, "margin", 25, "centipawns below the best move a candidate may score")
	flag.IntVar(&c.depth, "depth", 8, "depth of the search that checks a position's balance")
	flag.IntVar(&c.balance, "balance", 30, "largest absolute score (centipawns) of a kept position")
	flag.IntVar(&c.maxAttempt, "attempts", 2000, "lines to draw at most before giving up")
	out := flag.String("out", "assets/data/chess-book.epd", "file to write")
	flag.Parse()
	text, err := generate(context.Background(), c, os.Stderr)
	if err == nil {
		err = os.WriteFile(*out, []byte(text), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genbook:", err)
		os.Exit(1)
	}
}

// searcher scores positions with the sequential engine, on tables
// cleared before each search: a small one for the shallow searches that
// pick moves (clearing a large one would cost more than they do), a
// larger one for the check of balance.
type searcher struct {
	small, large *search.Shared
}

// score returns the score of p for the side to move at depth d.
func (s *searcher) score(ctx context.Context, sh *search.Shared, p chess.Position, d int) (int, error) {
	sh.Clear()
	seq := search.NewSequential(eval.Chess{}, sh, search.DefaultOptions())
	res, err := search.Iterate(ctx, eval.Chess{}, p, search.Limits{Depth: d}, seq, nil)
	return res.Score, err
}

// pickMove draws one of p's reasonable moves: those whose score, by a
// search of depth c.pick after them, is within c.margin of the best.
func (s *searcher) pickMove(ctx context.Context, c config, rng *rand.Rand, p chess.Position) (chess.Move, error) {
	moves := p.LegalMoves()
	scores := make([]int, len(moves))
	best := -1 << 30
	for i, m := range moves {
		q := p.Play(m)
		if !q.HasMoves() {
			// A mate or stalemate after one move: score it by the rules
			// (a mate is far beyond any margin, a stalemate is a draw).
			scores[i] = 0
			if q.InCheck() {
				scores[i] = 1 << 20
			}
		} else {
			v, err := s.score(ctx, s.small, q, c.pick)
			if err != nil {
				return chess.NoMove, err
			}
			scores[i] = -v
		}
		best = max(best, scores[i])
	}
	// The candidates in order of score, the generator's order among
	// equals (stable), so that the draw is reproducible.
	order := make([]int, len(moves))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return scores[b] - scores[a] })
	var ok []chess.Move
	for _, i := range order {
		if scores[i] >= best-c.margin && len(ok) < c.top {
			ok = append(ok, moves[i])
		}
	}
	return ok[rng.IntN(len(ok))], nil
}

// generate draws the book and returns it as EPD text, writing to log
// every line it tries and what became of it.
func generate(ctx context.Context, c config, log io.Writer) (string, error) {
	small, err := search.NewShared(1)
	if err != nil {
		return "", err
	}
	large, err := search.NewShared(16)
	if err != nil {
		return "", err
	}
	s := &searcher{small: small, large: large}
	rng := rand.New(rand.NewPCG(c.seed, uint64(c.plies)))
	seen := map[uint64]bool{}
	var records []string
	for attempt := 1; len(records) < c.n; attempt++ {
		if attempt > c.maxAttempt {
			return "", fmt.Errorf("%d positions after %d lines, want %d: widen -margin or -balance", len(records), c.maxAttempt, c.n)
		}
		p := chess.New()
		var line []string
		for ply := 0; ply < c.plies && p.HasMoves(); ply++ {
			m, err := s.pickMove(ctx, c, rng, p)
			if err != nil {
				return "", err
			}
			line = append(line, p.SAN(m))
			p = p.Play(m)
		}
		if len(line) < c.plies || p.InCheck() || seen[p.Key()] {
			fmt.Fprintf(log, "line %d: %s: ended, in check or already kept\n", attempt, strings.Join(line, " "))
			continue
		}
		v, err := s.score(ctx, s.large, p, c.depth)
		if err != nil {
			return "", err
		}
		if v < -c.balance || v > c.balance {
			fmt.Fprintf(log, "line %d: %s: %+d, not balanced\n", attempt, strings.Join(line, " "), v)
			continue
		}
		seen[p.Key()] = true
		id := fmt.Sprintf("book%02d", len(records)+1)
		fmt.Fprintf(log, "line %d: %s: %+d, kept as %s\n", attempt, strings.Join(line, " "), v, id)
		e := chess.EPD{Pos: p, Ops: []chess.Op{
			{Name: "id", Operands: []string{id}},
			{Name: "hmvc", Operands: []string{strconv.Itoa(p.HalfmoveClock())}},
			{Name: "fmvn", Operands: []string{strconv.Itoa(p.FullmoveNumber())}},
			{Name: "acd", Operands: []string{strconv.Itoa(c.depth)}},
			{Name: "ce", Operands: []string{strconv.Itoa(v)}},
			{Name: "c0", Operands: []string{movetext(line)}},
		}}
		records = append(records, e.String())
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Chess match book. Generated by go run ./assets/genbook -seed %d -n %d -plies %d -pick %d -top %d -margin %d -depth %d -balance %d. Do not edit.\n",
		c.seed, c.n, c.plies, c.pick, c.top, c.margin, c.depth, c.balance)
	fmt.Fprintf(&b, "# %d positions after %d plies of play from the initial position, each move drawn among the %d best-scored by a depth-%d search that are within %d centipawns of the best;"+
		" kept when a depth-%d search scores the position within ±%d centipawns (ce, for the side to move), distinct and not in check. c0 is the line.\n",
		c.n, c.plies, c.top, c.pick, c.margin, c.depth, c.balance)
	for _, r := range records {
		b.WriteString(r + "\n")
	}
	return b.String(), nil
}

// movetext writes a line of SAN moves from the initial position with
// move numbers: "1. e4 e5 2. Nf3".
func movetext(sans []string) string {
	var parts []string
	for i, s := range sans {
		if i%2 == 0 {
			parts = append(parts, strconv.Itoa(i/2+1)+".")
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}
