package cli

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/board"
	"frontier/search/engine"
	"frontier/search/experiment/report"
	"frontier/search/games"
)

// A suite position's note may name the moves to find, as EPD does:
// "bm Qd1+" (best move; several mean any of them) or "am Nf3" (a move to
// avoid); and, for positions whose exact value is known (the Othello
// endgame suite), "value +38": the game's final margin for the side to
// move. Operations end at a semicolon; other operations in a note are
// ignored. The bench then says whether the search found the move (and
// proved the value), and from which iteration on.

// benchExpect is what a note asks of the search.
type benchExpect struct {
	best, avoid []string
	value       *int
}

// parseExpect reads the "bm", "am" and "value" operations of a note; ok
// is false when the note names no move.
func parseExpect(note string) (e benchExpect, ok bool) {
	for _, op := range strings.Split(note, ";") {
		f := strings.Fields(op)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "bm":
			e.best = append(e.best, f[1:]...)
		case "am":
			e.avoid = append(e.avoid, f[1:]...)
		case "value":
			if len(f) == 2 {
				if v, err := strconv.Atoi(f[1]); err == nil {
					e.value = &v
				}
			}
		}
	}
	return e, len(e.best)+len(e.avoid) > 0
}

// String writes the expectation compactly: "bm a2; value +38".
func (e benchExpect) String() string {
	var ops []string
	if len(e.best) > 0 {
		ops = append(ops, "bm "+strings.Join(e.best, " "))
	}
	if len(e.avoid) > 0 {
		ops = append(ops, "am "+strings.Join(e.avoid, " "))
	}
	if e.value != nil {
		ops = append(ops, fmt.Sprintf("value %+d", *e.value))
	}
	return strings.Join(ops, "; ")
}

// proves reports whether score is the expected value, when the note
// gives one: a board.Final margin or a draw.
func (e benchExpect) proves(score int) bool {
	if e.value == nil {
		return true
	}
	m, ok := board.Margin(score)
	return ok && m == *e.value || score == board.Draw && *e.value == 0
}

// sameMove reports whether a and b, in the game's notation, are the same
// move of p: the positions they lead to are the same.
func sameMove(p games.Position, a, b string) bool {
	pa, err := p.Play(a)
	if err != nil {
		return false
	}
	pb, err := p.Play(b)
	return err == nil && pa.Key() == pb.Key() && pa.String() == pb.String()
}

// solves reports whether move satisfies e at p.
func (e benchExpect) solves(p games.Position, move string) bool {
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

// judge applies the note of p to the search's iterations: whether the
// last iteration solved it, and the first iteration from which every
// later one chose a solving move; nil when the note names no move.
func judge(p benchPos, res engine.Result) *report.Solved {
	e, ok := parseExpect(p.Note)
	if !ok {
		return nil
	}
	v := &report.Solved{Expected: e.String()}
	for i := len(res.Iterations) - 1; i >= 0; i-- {
		it := res.Iterations[i]
		if !e.solves(p.Pos, it.Move) || !e.proves(it.Score) {
			break
		}
		v.Solved, v.Depth, v.Seconds = true, it.Depth, it.TotalElapsed.Seconds()
	}
	return v
}
