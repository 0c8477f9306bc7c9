package cli

import (
	"strings"

	"frontier/search/engine"
)

// A suite position's note may name the moves to find, as EPD does:
// "bm Qd1+" (best move; several mean any of them) or "am Nf3" (a move to
// avoid). The bench then says whether the search found it, and from
// which iteration on.

// benchExpect is what a note asks of the search.
type benchExpect struct {
	best, avoid []string
}

// parseExpect reads "bm ..." and "am ..." operations from a note; ok is
// false when the note names no move.
func parseExpect(note string) (e benchExpect, ok bool) {
	var cur *[]string
	for _, w := range strings.Fields(note) {
		switch w {
		case "bm":
			cur = &e.best
		case "am":
			cur = &e.avoid
		default:
			if cur != nil {
				*cur = append(*cur, strings.TrimSuffix(w, ";"))
			}
		}
	}
	return e, len(e.best)+len(e.avoid) > 0
}

// sameMove reports whether a and b, in the game's notation, are the same
// move of p: the positions they lead to are the same.
func sameMove(p engine.Position, a, b string) bool {
	pa, err := p.Play(a)
	if err != nil {
		return false
	}
	pb, err := p.Play(b)
	return err == nil && pa.Key() == pb.Key() && pa.String() == pb.String()
}

// solves reports whether move satisfies e at p.
func (e benchExpect) solves(p engine.Position, move string) bool {
	if move == "" {
		return false
	}
	for _, a := range e.avoid {
		if sameMove(p, move, a) {
			return false
		}
	}
	if len(e.best) == 0 {
		return true
	}
	for _, b := range e.best {
		if sameMove(p, move, b) {
			return true
		}
	}
	return false
}

// benchSolved is the verdict on one position: solved by the last
// iteration, and the first iteration from which every later one chose
// a solving move (its depth and the time since the search began).
type benchSolved struct {
	Expected string  `json:"expected"`
	Solved   bool    `json:"solved"`
	Depth    int     `json:"solved_depth,omitempty"`
	Seconds  float64 `json:"solved_seconds,omitempty"`
}

// judge applies the note of p to the search's iterations; nil when the
// note names no move.
func judge(p benchPos, res engine.Result) *benchSolved {
	e, ok := parseExpect(p.Note)
	if !ok {
		return nil
	}
	v := &benchSolved{Expected: p.Note}
	for i := len(res.Iterations) - 1; i >= 0; i-- {
		it := res.Iterations[i]
		if !e.solves(p.Pos, it.Move) {
			break
		}
		v.Solved, v.Depth, v.Seconds = true, it.Depth, it.TotalElapsed.Seconds()
	}
	return v
}
