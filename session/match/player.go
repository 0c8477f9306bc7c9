package match

import (
	"fmt"
	"runtime"

	"frontier/search/engine"
)

// Player says which engine plays a side: an engine spec
// (NAME[:P][,key=value...], see package search/engine) whose P is always
// set, so that a PDN header says how many searchers played.
type Player = engine.Spec

// ParsePlayer reads an engine spec: "seq", "pvsplit:4",
// "pvfsplit-lb:2,quorum=0.5". A parallel algorithm without P gets one
// searcher per CPU of this machine, the natural choice for real play;
// give P explicitly for simulated matches, whose results should not
// depend on the machine.
func ParsePlayer(text string) (Player, error) {
	s, err := engine.Parse(text)
	if err != nil {
		return Player{}, fmt.Errorf("player %w", err)
	}
	if s.Parallel() {
		return s.WithP(min(runtime.NumCPU(), engine.MaxP)), nil
	}
	return s.WithP(1), nil
}
