package tune

import (
	"context"
	"fmt"
	"math/rand/v2"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/egdb"
	"frontier/search/eval"
)

// Sample is one labelled position: its features and its game's result,
// both from the side to move's point of view (1 a win, 1/2 a draw, 0 a
// loss).
type Sample struct {
	F      eval.Vector
	Result float64
	Game   int // the game it comes from, for the split
}

// DataConfig says how to make a data set.
type DataConfig struct {
	// Seed chooses every game's ballot, node budgets and random move.
	Seed uint64
	// Games is the number of self-play games.
	Games int
	// Nodes is the mean node budget a move; each side of each game gets
	// a budget drawn from [Nodes/2, 3·Nodes/2), so that games from one
	// ballot differ.
	Nodes uint64
	// Match1992 adds the positions of the 1992 Tinsley–Chinook games.
	Match1992 bool
	// Weights, if not nil, are the self-play engine's weights; nil
	// plays with the compiled evaluation. The same weights give the
	// same games either way (only the speed differs), so a data set
	// made with the weights of an earlier commit can be made again
	// after they changed.
	Weights *eval.Weights
	// DB, if not nil, is the endgame database: the self-play engines use
	// it at their leaves, and a game ends as soon as it reaches a position
	// the database holds, with the database's value as its result. The
	// labels of endgames are then the truth rather than what two weak
	// engines made of them (they draw many won king endings).
	DB *egdb.DB
	// DBSamples, with DB, adds that many positions of DBPieces pieces or
	// fewer (at least 3), drawn at random and labelled with their
	// database value: the truth about the endings (kings against men,
	// men against men) whose features the middle-game endings share.
	DBSamples, DBPieces int
	// OnGame, if not nil, is called after each self-play game.
	OnGame func(done, total int)
}

// Data is a data set with its parts.
type Data struct {
	// Seed and Nodes are the configuration the set was made with.
	Seed, Nodes uint64
	Samples     []Sample
	// SelfPlayGames and MatchGames count the games the samples come
	// from; Results counts Black's wins, draws and losses over them.
	SelfPlayGames, MatchGames int
	Results                   [3]int
	// DBSamples counts the database positions, each its own "game".
	DBSamples int
}

// Generate makes the data set of cfg: the same set for the same cfg on
// any machine. Each self-play game starts from a ballot drawn at random
// and plays one random legal move at a random ply from 4 to 23 so that
// the games cover more than the engine's favourite lines; only positions
// after that move are kept (the earlier ones belong to the game the
// random move spoiled). Positions with a capture pending, and final
// positions, are left out: the evaluation is only asked about quiet
// positions.
func Generate(ctx context.Context, cfg DataConfig) (*Data, error) {
	if cfg.Games < 0 || (cfg.Games > 0 && cfg.Nodes < 2) {
		return nil, fmt.Errorf("data set: %d games at %d nodes a move", cfg.Games, cfg.Nodes)
	}
	d := &Data{Seed: cfg.Seed, Nodes: cfg.Nodes}
	r := rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x7E5E1))
	ballots := assets.PlayableBallots()
	sh, err := tables(2)
	if err != nil {
		return nil, err
	}
	for i := 0; i < cfg.Games; i++ {
		bl := ballots[r.IntN(len(ballots))]
		nb := cfg.Nodes/2 + r.Uint64N(cfg.Nodes)
		nw := cfg.Nodes/2 + r.Uint64N(cfg.Nodes)
		randomPly := 4 + r.IntN(20)
		pick := r.Uint64()
		sh[0].Clear()
		sh[1].Clear()
		var black, white mover
		if cfg.Weights != nil {
			g := Weighted{Checkers: eval.Checkers{DB: cfg.DB}, W: cfg.Weights}
			black, white = searcher(g, sh[0], nb), searcher(g, sh[1], nw)
		} else {
			g := eval.Checkers{DB: cfg.DB}
			black, white = searcher(g, sh[0], nb), searcher(g, sh[1], nw)
		}
		// The random move replaces the searched one at randomPly.
		choose := func(mv mover) mover {
			return func(ctx context.Context, h []checkers.Position) (checkers.Move, error) {
				if len(bl.Moves)+len(h)-1 == randomPly {
					ms := h[len(h)-1].LegalMoves()
					return ms[pick%uint64(len(ms))], nil
				}
				return mv(ctx, h)
			}
		}
		h, o, err := playGame(ctx, bl.Position, len(bl.Moves), choose(black), choose(white), adjudicator(cfg.DB))
		if err != nil {
			return nil, fmt.Errorf("self-play game %d: %w", i+1, err)
		}
		skip := max(0, randomPly-len(bl.Moves)+1)
		d.add(h[min(skip, len(h)):], o, i)
		d.SelfPlayGames++
		if cfg.OnGame != nil {
			cfg.OnGame(i+1, cfg.Games)
		}
	}
	if cfg.DBSamples > 0 {
		if cfg.DB == nil {
			return nil, fmt.Errorf("data set: database samples need a database")
		}
		d.addDatabase(r, cfg.DB, cfg.DBSamples, min(cfg.DBPieces, cfg.DB.Pieces()), cfg.Games)
	}
	if cfg.Match1992 {
		s, err := assets.LoadSuite(assets.TinsleyChinook1992)
		if err != nil {
			return nil, err
		}
		for _, mg := range s.Games {
			var o checkers.Outcome
			switch mg.PDN.Result {
			case checkers.ResultOneZero:
				o = checkers.WonBy(checkers.Black, "")
			case checkers.ResultZeroOne:
				o = checkers.WonBy(checkers.White, "")
			case checkers.ResultDraw:
				o = checkers.DrawnBy("")
			default:
				continue // no result to learn from
			}
			d.add(mg.PDN.Positions(), o, cfg.Games+d.DBSamples+d.MatchGames)
			d.MatchGames++
		}
	}
	return d, nil
}

// add labels the quiet positions of one game with its outcome o.
func (d *Data) add(ps []checkers.Position, o checkers.Outcome, game int) {
	black := 0.5
	switch {
	case o.Draw:
		d.Results[1]++
	case o.Winner == checkers.Black:
		black = 1
		d.Results[0]++
	default:
		black = 0
		d.Results[2]++
	}
	for i := range ps {
		p := &ps[i]
		if p.HasCapture() || !eval.HasStep(p) {
			continue
		}
		r := black
		if p.SideToMove() == checkers.White {
			r = 1 - black
		}
		d.Samples = append(d.Samples, Sample{F: eval.Features(p), Result: r, Game: game})
	}
}

// Split divides the samples by game: every game whose hash with seed falls
// in the held-out fraction goes to test, so no game has positions on both
// sides (positions of one game are alike).
func (d *Data) Split(seed uint64, heldOut float64) (train, test []Sample) {
	for _, s := range d.Samples {
		if heldOutGame(s.Game, seed, heldOut) {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	return train, test
}

// heldOutGame reports whether game goes to the held-out part.
func heldOutGame(game int, seed uint64, heldOut float64) bool {
	h := (uint64(game)+1)*0x9E3779B97F4A7C15 ^ seed*0xBF58476D1CE4E5B9
	h ^= h >> 31
	h *= 0x94D049BB133111EB
	h ^= h >> 29
	return float64(h>>11)/(1<<53) < heldOut
}

// addDatabase adds n quiet positions of 3 to pieces pieces, each side
// with at least one, drawn from r: the numbers of black and white men and
// kings first (uniformly among those that add up), then the squares, the
// side to move at random. Each is labelled with db's value and numbered
// as a game of its own from first.
func (d *Data) addDatabase(r *rand.Rand, db *egdb.DB, n, pieces, first int) {
	type counts struct{ bm, bk, wm, wk int }
	var all []counts
	for bm := 0; bm <= pieces; bm++ {
		for bk := 0; bm+bk <= pieces; bk++ {
			for wm := 0; bm+bk+wm <= pieces; wm++ {
				for wk := 0; bm+bk+wm+wk <= pieces; wk++ {
					if t := bm + bk + wm + wk; t >= 3 && bm+bk > 0 && wm+wk > 0 {
						all = append(all, counts{bm, bk, wm, wk})
					}
				}
			}
		}
	}
	if len(all) == 0 {
		return
	}
	for added := 0; added < n; {
		c := all[r.IntN(len(all))]
		var p checkers.Position
		used := uint32(0)
		put := func(k int, pc checkers.Piece, lo, hi int) {
			for ; k > 0; k-- {
				for {
					s := lo + r.IntN(hi-lo+1)
					if used&(1<<s) == 0 {
						used |= 1 << s
						p.Put(checkers.Square(s), pc)
						break
					}
				}
			}
		}
		put(c.bm, checkers.BlackMan, 1, 28)
		put(c.wm, checkers.WhiteMan, 5, 32)
		put(c.bk, checkers.BlackKing, 1, 32)
		put(c.wk, checkers.WhiteKing, 1, 32)
		if r.IntN(2) == 1 {
			p.SetSideToMove(checkers.White)
		}
		if p.HasCapture() || !eval.HasStep(&p) {
			continue
		}
		v, ok := db.Probe(&p)
		if !ok {
			continue
		}
		res := 0.5
		switch v.Result {
		case egdb.Win:
			res = 1
		case egdb.Loss:
			res = 0
		}
		d.Samples = append(d.Samples, Sample{F: eval.Features(&p), Result: res, Game: first + d.DBSamples})
		d.DBSamples++
		added++
	}
}
