package tune

import (
	"context"
	"fmt"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/egdb"
	"frontier/search/eval"
)

// MaxPlies adjudicates a game a draw at this length, opening included
// (as session/match does by default).
const MaxPlies = 300

// hashMiB is each player's transposition table: small, since the
// searches are short and several players may exist at once.
const hashMiB = 8

// mover chooses a move in the last position of a game's history.
type mover func(ctx context.Context, history []checkers.Position) (checkers.Move, error)

// searcher returns a mover that searches with game g on the tables sh
// (clear them between games) within nodes per move.
func searcher[G search.Game[checkers.Position, checkers.Move]](g G, sh *search.Shared, nodes uint64) mover {
	return searcherWith(g, sh, nodes, search.DefaultOptions())
}

// searcherWith is searcher with the search options opt.
func searcherWith[G search.Game[checkers.Position, checkers.Move]](g G, sh *search.Shared, nodes uint64, opt search.Options) mover {
	lim := search.Limits{Nodes: nodes}
	return func(ctx context.Context, h []checkers.Position) (checkers.Move, error) {
		res, err := search.Run(ctx, g, h[len(h)-1], lim, sh, opt, nil)
		return res.Best, err
	}
}

// tables returns n fresh search tables.
func tables(n int) ([]*search.Shared, error) {
	out := make([]*search.Shared, n)
	for i := range out {
		sh, err := search.NewShared(hashMiB)
		if err != nil {
			return nil, err
		}
		out[i] = sh
	}
	return out, nil
}

// playGame plays from start with black and white to move and returns the
// positions of the game, start first, and its outcome (a draw at MaxPlies
// plies counting plies0 already played). adjudicate, if not nil, ends the
// game as soon as it gives an outcome.
func playGame(ctx context.Context, start checkers.Position, plies0 int, black, white mover, adjudicate func(*checkers.Position) (checkers.Outcome, bool)) ([]checkers.Position, checkers.Outcome, error) {
	h := []checkers.Position{start}
	for {
		if o := checkers.OutcomeOf(h); o.Over {
			return h, o, nil
		}
		if adjudicate != nil {
			if o, ok := adjudicate(&h[len(h)-1]); ok {
				return h, o, nil
			}
		}
		if plies0+len(h)-1 >= MaxPlies {
			return h, checkers.DrawnBy("move cap"), nil
		}
		p := h[len(h)-1]
		mv := black
		if p.SideToMove() == checkers.White {
			mv = white
		}
		m, err := mv(ctx, h)
		if err != nil {
			return h, checkers.Outcome{}, err
		}
		h = append(h, p.Play(m))
	}
}

// Score is a match score from the first player's point of view.
type Score struct{ Wins, Draws, Losses int }

// Match plays games games between weights a and b at nodes a move from
// the ACF ballots that are not barred, in order, each ballot twice with
// the colours exchanged (a has Black in the even games), and returns a's
// score. Deterministic players would replay the same games on a second
// round over the 156 ballots, so round r (from 0) gives both players
// nodes·(1 + r/10) a move instead. With a database db both players use it
// at their leaves, as the engine does in play, and a game that reaches it
// ends with its value. onGame, if not nil, is called after each game.
// The result is a pure function of the arguments.
func Match(ctx context.Context, a, b eval.Weights, nodes uint64, games int, db *egdb.DB, onGame func(i int, s Score)) (Score, error) {
	opt := search.DefaultOptions()
	return match(ctx, a, b, opt, opt, nodes, games, db, onGame)
}

// MatchOptions is Match between two players of the same weights w that
// search with the options a and b: the self-play measure of a search
// change at a fixed node budget (docs/checkers-strength.md, "Selective
// search"). The result is a pure function of the arguments.
func MatchOptions(ctx context.Context, w eval.Weights, a, b search.Options, nodes uint64, games int, db *egdb.DB, onGame func(i int, s Score)) (Score, error) {
	return match(ctx, w, w, a, b, nodes, games, db, onGame)
}

// match is Match with the weights and options of each player.
func match(ctx context.Context, a, b eval.Weights, oa, ob search.Options, nodes uint64, games int, db *egdb.DB, onGame func(i int, s Score)) (Score, error) {
	var s Score
	sh, err := tables(2)
	if err != nil {
		return s, err
	}
	sha, shb := sh[0], sh[1]
	ballots := assets.PlayableBallots()
	for i := 0; i < games; i++ {
		bl := ballots[(i/2)%len(ballots)]
		n := nodes + nodes*uint64(i/(2*len(ballots)))/10
		ma, mb := searcherWith(Weighted{Checkers: eval.Checkers{DB: db}, W: &a}, sha, n, oa), searcherWith(Weighted{Checkers: eval.Checkers{DB: db}, W: &b}, shb, n, ob)
		sha.Clear()
		shb.Clear()
		black, white := ma, mb
		if i%2 == 1 {
			black, white = mb, ma
		}
		_, o, err := playGame(ctx, bl.Position, len(bl.Moves), black, white, adjudicator(db))
		if err != nil {
			return s, fmt.Errorf("game %d (ballot %d): %w", i+1, bl.Number, err)
		}
		aColor := checkers.Black
		if i%2 == 1 {
			aColor = checkers.White
		}
		switch {
		case o.Draw:
			s.Draws++
		case o.Winner == aColor:
			s.Wins++
		default:
			s.Losses++
		}
		if onGame != nil {
			onGame(i, s)
		}
	}
	return s, nil
}

// Agreement searches every position of the 1992 test suite with weights
// w at nodes and counts the moves that agree with the match move.
func Agreement(ctx context.Context, w eval.Weights, nodes uint64) (agree, total int, err error) {
	s, err := assets.LoadSuite(assets.TinsleyChinook1992)
	if err != nil {
		return 0, 0, err
	}
	t, err := tables(1)
	if err != nil {
		return 0, 0, err
	}
	sh := t[0]
	mv := searcher(Weighted{W: &w}, sh, nodes)
	for _, tp := range s.Positions {
		sh.Clear()
		m, err := mv(ctx, []checkers.Position{tp.Position})
		if err != nil {
			return agree, total, fmt.Errorf("suite position %s: %w", tp.ID, err)
		}
		if tp.Match.SameEffect(m) {
			agree++
		}
		total++
	}
	return agree, total, nil
}
