package session

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"frontier/search"
	"frontier/search/engine"
	"frontier/search/games"
)

// Game analysis: the engine run over every position of a game, as
// lichess and Nibbler do after a game, giving the evaluation graph and
// the moves where the mover's prospects dropped (blunders "??",
// mistakes "?", inaccuracies "?!"). It is independent of any user
// interface: the workstation analyses one position per command, off its
// event loop, and `frontier analyse` prints the result.

// GameAnalysisOptions say how to analyse each position.
type GameAnalysisOptions struct {
	// Algorithm is the engine spec, the sequential engine if empty; a
	// parallel one gets Searchers (and Sim) as a run does.
	Algorithm engine.Spec
	Searchers int
	Sim       bool
	// Depth and Time bound each position's search: a fixed depth, a
	// time per position, or both (the first reached). At least one.
	Depth int
	Time  time.Duration
	// HashMiB is the table, shared by the positions of the game (a
	// position's search helps the next one's).
	HashMiB int
}

// Check says what is wrong with the options, if anything.
func (o GameAnalysisOptions) Check() error {
	c := o.config()
	if err := c.Validate(); err != nil {
		return fmt.Errorf("game analysis: %w", err)
	}
	if o.Depth == 0 && o.Time == 0 {
		return errors.New("game analysis: give a depth or a time per position")
	}
	return nil
}

// config is the run configuration of one position.
func (o GameAnalysisOptions) config() Config {
	c := Config{Algorithm: o.Algorithm, Searchers: max(1, o.Searchers), Sim: o.Sim, Depth: o.Depth, Time: o.Time, HashMiB: o.HashMiB}
	if c.Algorithm.Name == "" {
		c.Algorithm = engine.Spec{Name: engine.Sequential}
	}
	if c.HashMiB == 0 {
		c.HashMiB = 32
	}
	return c
}

// PlyScore is the analysis of the position before move Ply of a line
// (Ply == len(Moves) is the final position).
type PlyScore struct {
	Ply int
	// Score is from the side to move in the position, First from the
	// first player (Black in checkers), for a graph of the whole game.
	Score, First int
	Depth        int
	// Best is the engine's move ("" at the end of the game), PV its line.
	Best string
	PV   []string
}

// GameAnalysis is the analysis of a line, one position at a time. It is
// not safe for concurrent use, but Analyse and Record may be called from
// different goroutines one after the other (a command, then the event
// loop that receives its message).
type GameAnalysis struct {
	game      string
	moves     []string
	positions []games.Position
	opt       GameAnalysisOptions
	eng       engine.AnyEngine
	scores    []PlyScore // by ply, Recorded
	done      []bool
}

// MainLine returns the moves of l's main line and the positions before
// and after them: the game without its variations, wherever the current
// position is. A line built without a tree is its own main line.
func MainLine(l *Line) (moves []string, positions []games.Position) {
	if len(l.Path) == 0 {
		return l.Moves, l.Positions
	}
	n := l.Path[0]
	positions = []games.Position{n.Pos}
	for len(n.Children) > 0 {
		n = n.Children[0]
		moves, positions = append(moves, n.Move), append(positions, n.Pos)
	}
	return moves, positions
}

// NewGameAnalysis prepares the analysis of the positions of line l's
// main line (MainLine), from the start to the end, as lichess analyses
// a game. Close it when done.
func NewGameAnalysis(l *Line, opt GameAnalysisOptions) (*GameAnalysis, error) {
	if err := opt.Check(); err != nil {
		return nil, err
	}
	c := opt.config()
	spec, err := c.Spec()
	if err != nil {
		return nil, fmt.Errorf("game analysis: %w", err)
	}
	sh, err := search.NewShared(c.HashMiB)
	if err != nil {
		return nil, fmt.Errorf("game analysis: %w", err)
	}
	eng, err := engine.BuildGame(l.Game(), spec, engine.Env{Shared: sh, Options: search.DefaultOptions(), Sim: c.Sim})
	if err != nil {
		return nil, fmt.Errorf("game analysis: %w", err)
	}
	moves, positions := MainLine(l)
	n := len(positions)
	return &GameAnalysis{game: l.Game().Name(), moves: slices.Clone(moves), positions: slices.Clone(positions), opt: opt, eng: eng,
		scores: make([]PlyScore, n), done: make([]bool, n)}, nil
}

// Len is the number of positions to analyse: the moves and the final
// position.
func (a *GameAnalysis) Len() int { return len(a.positions) }

// Moves returns the line's moves.
func (a *GameAnalysis) Moves() []string { return a.moves }

// Analyse searches the position before move ply (ply == len(Moves): the
// final one) and returns its score; it records nothing (Record does).
// The engine keeps the positions before it for repetitions. A finished
// game is scored by its result without a search.
func (a *GameAnalysis) Analyse(ctx context.Context, ply int) (PlyScore, error) {
	if ply < 0 || ply >= len(a.positions) {
		return PlyScore{}, fmt.Errorf("game analysis: ply %d outside 0..%d", ply, len(a.positions)-1)
	}
	pos := a.positions[ply]
	ps := PlyScore{Ply: ply}
	if v, over := pos.Outcome(); over || len(pos.Moves()) == 0 {
		ps.Score = search.ResultAt(v, 0)
	} else {
		keys := make([]uint64, ply)
		for i, p := range a.positions[:ply] {
			keys[i] = p.Key()
		}
		a.eng.SetPath(keys)
		c := a.opt.config()
		if a.eng.Simulated() && c.Time > 0 {
			a.eng.SetMoveTime(c.simBudget())
			a.eng.StartMove()
		}
		res, err := a.eng.Search(ctx, pos, c.limits(), nil)
		if err != nil {
			return PlyScore{}, fmt.Errorf("game analysis: ply %d: %w", ply, err)
		}
		if ctx.Err() != nil {
			return PlyScore{}, ctx.Err()
		}
		ps.Score, ps.Depth, ps.Best, ps.PV = res.Score, res.Depth, res.Move, res.Line
	}
	ps.First = ps.Score
	if pos.Side() == 1 {
		ps.First = -ps.Score
	}
	return ps, nil
}

// Record keeps a position's analysis.
func (a *GameAnalysis) Record(ps PlyScore) {
	if ps.Ply >= 0 && ps.Ply < len(a.scores) {
		a.scores[ps.Ply], a.done[ps.Ply] = ps, true
	}
}

// Next is the first position not yet recorded, Len() when all are.
func (a *GameAnalysis) Next() int {
	if i := slices.Index(a.done, false); i >= 0 {
		return i
	}
	return len(a.done)
}

// Score returns the recorded analysis of the position before move ply.
func (a *GameAnalysis) Score(ply int) (PlyScore, bool) {
	if ply < 0 || ply >= len(a.scores) || !a.done[ply] {
		return PlyScore{}, false
	}
	return a.scores[ply], true
}

// Close releases the engine.
func (a *GameAnalysis) Close() { a.eng.Close() }

// Run analyses every position not yet recorded, in order, recording
// each and calling progress (if not nil) after each; it stops at the
// first error or when ctx ends. It is for callers without an event loop,
// such as the command line.
func (a *GameAnalysis) Run(ctx context.Context, progress func(PlyScore)) error {
	for i := a.Next(); i < a.Len(); i = a.Next() {
		ps, err := a.Analyse(ctx, i)
		if err != nil {
			return err
		}
		a.Record(ps)
		if progress != nil {
			progress(ps)
		}
	}
	return nil
}

// Lines returns the good games of a PDN file read by ReadPDNFile as
// lines to analyse, titled as the games list titles them (Numbers gives
// their numbers in the file, Warning the games skipped).
func (f *PDNFile) Lines() ([]Line, error) {
	if len(f.games) == 0 {
		if f.err != nil {
			return nil, f.err
		}
		return nil, fmt.Errorf("%s: no games in it", f.Path)
	}
	out := make([]Line, len(f.games))
	for i := range f.games {
		g := &f.games[i]
		out[i] = checkersLine(nil, g.Start, g.Moves)
		out[i].Title, out[i].Tags, out[i].Result = gameTitle(g), g.Tags, g.Result
	}
	return out, nil
}
