// Package format writes the numbers of a search the way the workstation
// shows them: scores in the thesis's units, windows, counts, durations
// and move lists in the game's notation.
package format

import (
	"fmt"
	"strings"
	"time"

	"frontier/search"
	"frontier/session/view"
)

// Score writes a score from the side to move: "+12" in the thesis's
// units (a man is 100), "win7"/"loss7" with the plies to the end for
// proven results, "dbwin7"/"dbloss7" for endgame database results, "end+4"/"end-4" for a game seen to its end and won or
// lost by that margin (Othello's discs), and "+∞"/"-∞" for open window
// bounds.
func Score(v int) string {
	switch {
	case v >= search.Inf:
		return "+∞"
	case v <= -search.Inf:
		return "-∞"
	}
	kind, n := search.Classify(v)
	switch kind {
	case search.SearchWin:
		return fmt.Sprintf("win%d", n)
	case search.SearchLoss:
		return fmt.Sprintf("loss%d", n)
	case search.DatabaseWin:
		return fmt.Sprintf("dbwin%d", n)
	case search.DatabaseLoss:
		return fmt.Sprintf("dbloss%d", n)
	case search.WonBy:
		return fmt.Sprintf("end%+d", n)
	case search.LostBy:
		return fmt.Sprintf("end%+d", -n)
	}
	return fmt.Sprintf("%+d", v)
}

// GameScore writes a score of game (its registry name) as its players
// write it: in chess a forced mate as "#3" (mate in three moves) or
// "#-2" (mated in two), and the mate on the board as "mate" or "mated";
// in the other games a position whose game is over as "won" or "lost"
// instead of win0 and loss0. The rest is Score.
func GameScore(game string, v int) string {
	kind, n := search.Classify(v)
	switch {
	case kind != search.SearchWin && kind != search.SearchLoss:
		return Score(v)
	case game == "chess" && kind == search.SearchWin && n == 0:
		return "mate"
	case game == "chess" && kind == search.SearchLoss && n == 0:
		return "mated"
	case game == "chess" && kind == search.SearchWin:
		return fmt.Sprintf("#%d", (n+1)/2) // plies to the mate, the mating side's moves
	case game == "chess":
		return fmt.Sprintf("#-%d", (n+1)/2)
	case n == 0 && kind == search.SearchWin:
		return "won"
	case n == 0:
		return "lost"
	}
	return Score(v)
}

// Window writes a search window "(α,β)".
func Window(alpha, beta int) string {
	return "(" + Score(alpha) + "," + Score(beta) + ")"
}

// Count writes a count compactly: 950, 12.3k, 4.56M.
func Count(n uint64) string { return view.Count(n) }

// Rate writes a rate per second compactly.
func Rate(r float64) string {
	if r <= 0 {
		return "—"
	}
	return view.Count(uint64(r))
}

// Duration writes a wall-clock duration with three significant digits.
func Duration(d time.Duration) string {
	switch {
	case d <= 0:
		return "0s"
	case d < time.Millisecond:
		return fmt.Sprintf("%dµs", d.Microseconds())
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.2fs", d.Seconds())
	}
	return d.Round(time.Second).String()
}

// Moves writes moves, in the game's notation, separated by spaces.
func Moves(ms []string) string { return strings.Join(ms, " ") }

// Pct writes a percentage without decimals.
func Pct(v float64) string { return fmt.Sprintf("%.0f%%", v) }

// Plural writes a count with its noun, singular for one: "1 game",
// "3 games".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
