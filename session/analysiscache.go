package session

import "frontier/search/games"

// Analysis that follows the board, as Nibbler and lichess analyse: with
// analysis on, a move, a step or a click starts the engine on the new
// position at once (Follow), and a position analysed before shows what
// was found there (Cached) instead of empty panes. The cache keeps the
// last analysis of each position the session has searched, by position
// (not by the moves that led there), up to cacheSize positions.

// Analysis is what the engine found in a position: the configuration,
// its iterations, and whether the run reached its limit (Complete) or
// was stopped on the way.
type Analysis struct {
	Config     Config
	Iterations []Iteration
	Complete   bool
}

// Best is the best move of the deepest iteration, "" if none.
func (a Analysis) Best() string {
	if n := len(a.Iterations); n > 0 {
		return a.Iterations[n-1].Best
	}
	return ""
}

// Depth is the deepest iteration's depth, 0 if none.
func (a Analysis) Depth() int {
	if n := len(a.Iterations); n > 0 {
		return a.Iterations[n-1].Depth
	}
	return 0
}

// cacheSize bounds the positions the cache keeps: a long game analysed
// move by move, and its variations, fit; the oldest entry goes first.
const cacheSize = 1024

// posKey identifies a position for the cache.
type posKey struct {
	key  uint64
	text string
}

func keyOf(p games.Position) posKey { return posKey{p.Key(), p.String()} }

// analysisCache is the session's cache of analyses.
type analysisCache struct {
	m     map[posKey]Analysis
	order []posKey // insertion order, for eviction
}

// put keeps a, replacing what the cache had for the position unless a
// is shallower than a complete analysis of the same configuration.
func (c *analysisCache) put(p games.Position, a Analysis) {
	if len(a.Iterations) == 0 || p.Game() == nil {
		return
	}
	if c.m == nil {
		c.m = map[posKey]Analysis{}
	}
	k := keyOf(p)
	if old, ok := c.m[k]; ok {
		if old.Complete && old.Config.Equal(a.Config) && old.Depth() >= a.Depth() {
			return
		}
	} else {
		c.order = append(c.order, k)
	}
	c.m[k] = a
	for len(c.order) > cacheSize {
		delete(c.m, c.order[0])
		c.order = c.order[1:]
	}
}

// remember keeps what run r found in its position.
func (s *Session) remember(r *Run) {
	if r == nil {
		return
	}
	u := r.Update()
	s.cache.put(r.Root(), Analysis{Config: r.Config(), Iterations: u.Iterations, Complete: u.State == Finished})
}

// Cached returns the last analysis of pos: the current run's if it is
// of pos, else the cache's.
func (s *Session) Cached(pos games.Position) (Analysis, bool) {
	if r := s.run; r != nil && samePosition(r.Root(), pos) {
		u := r.Update()
		if len(u.Iterations) > 0 {
			return Analysis{Config: r.Config(), Iterations: u.Iterations, Complete: u.State == Finished}, true
		}
	}
	a, ok := s.cache.m[keyOf(pos)]
	return a, ok
}

// Follow is the analysis following the board to the current position:
// the current run is remembered and stopped; then, unless the cache has
// a complete analysis of the position with the configuration of the
// next run (nothing more to find), a run starts on it. It returns the
// new run (nil when none was needed, or the game is over there) and the
// position's cached analysis, if any, to show until the run passes it.
func (s *Session) Follow() (*Run, Analysis, error) {
	pos := s.Position()
	if r := s.run; r != nil && samePosition(r.Root(), pos) && !r.State().Ended() {
		a, _ := s.Cached(pos)
		return r, a, nil // already there
	}
	s.remember(s.run)
	a, ok := s.cache.m[keyOf(pos)]
	if ok && a.Complete && a.Config.Equal(s.cfg) {
		s.Forget()
		return nil, a, nil
	}
	if len(pos.Moves()) == 0 {
		s.Forget()
		return nil, a, nil
	}
	r, err := s.Start()
	if err != nil {
		return nil, a, err
	}
	return r, a, nil
}

// Leave is the position changing with the analysis off: the current
// run is remembered, stopped and forgotten (Forget), and the new
// position's cached analysis, if any, returned to show.
func (s *Session) Leave() (Analysis, bool) {
	s.remember(s.run)
	s.Forget()
	a, ok := s.cache.m[keyOf(s.Position())]
	return a, ok
}
