package match

import (
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"frontier/search/parallel"
)

// Sequential is the name of the sequential engine (parallel.Sequential).
const Sequential = parallel.Sequential

// Algorithms returns every engine name (parallel.Names): the sequential
// engine, then the parallel algorithms in the thesis's order.
func Algorithms() []string { return parallel.Names() }

// Player says which engine plays a side: an algorithm and its number of
// searchers.
type Player struct {
	Algorithm string
	// Searchers is P, the number of parallel searchers; always 1 for the
	// sequential engine.
	Searchers int
}

// ParsePlayer reads "ALGO[:P]": "seq", "pvsplit:4", "pvfsplit-lb:2". A
// parallel algorithm without P gets one searcher per CPU of this machine,
// the natural choice for real play; give P explicitly for simulated
// matches, whose results should not depend on the machine.
func ParsePlayer(text string) (Player, error) {
	name, count, hasCount := strings.Cut(strings.TrimSpace(text), ":")
	name = strings.ToLower(strings.TrimSpace(name))
	if !slices.Contains(Algorithms(), name) {
		return Player{}, fmt.Errorf("player %q: unknown algorithm %q (known: %s)", text, name, strings.Join(Algorithms(), ", "))
	}
	p := Player{Algorithm: name, Searchers: 1}
	if name != Sequential {
		p.Searchers = runtime.NumCPU()
	}
	if hasCount {
		n, err := strconv.Atoi(strings.TrimSpace(count))
		if err != nil || n < 1 || n > 4096 {
			return Player{}, fmt.Errorf("player %q: searcher count %q must be a whole number from 1 to 4096", text, count)
		}
		if name == Sequential && n != 1 {
			return Player{}, fmt.Errorf("player %q: the sequential engine has exactly one searcher", text)
		}
		p.Searchers = n
	}
	return p, nil
}

// String returns the specification in the form ParsePlayer reads, with P
// always written for parallel algorithms so that a PDN header says how
// many searchers played.
func (p Player) String() string {
	if p.Algorithm == Sequential {
		return Sequential
	}
	return p.Algorithm + ":" + strconv.Itoa(p.Searchers)
}
