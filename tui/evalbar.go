package tui

// The evaluation bar beside the board (lichess's, Nibbler's): a column
// at the board's right whose filled part, from the bottom, is the
// expected score of the player whose side of the board is at the
// bottom — White in checkers and chess (Black when flipped), the first
// player in the other games — by the position's analysis shown (the
// run's, or the cache's), on the logistic curve the blunder check uses
// (session.WinPercent). No analysis, no bar; none in a game against the
// engine, where it would be the engine's advice.

import (
	"math"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"frontier/search/games"
	"frontier/session"
	"frontier/tui/frame"
)

// bottomSide is the side (0 the first player) whose part of the board
// is drawn at the bottom.
func (m *Model) bottomSide(pos games.Position) int {
	white := 0 // chess: White moves first
	switch pos.Game().Name() {
	case "checkers":
		white = 1 // Black moves first
	case "chess":
	default:
		return 0
	}
	if m.board.Flip {
		return 1 - white
	}
	return white
}

// evalShare is the expected score, 0 to 100, of the side at the bottom
// in pos, by the analysis shown; ok is false without one.
func (m *Model) evalShare(pos games.Position) (float64, bool) {
	its := m.shownIterations(pos)
	if len(its) == 0 || m.inGame() {
		return 0, false
	}
	score := its[len(its)-1].Score // for the side to move
	if pos.Side() != 0 {
		score = -score
	}
	first := session.WinPercent(pos.Game().Name(), score)
	if m.bottomSide(pos) == 0 {
		return first, true
	}
	return 100 - first, true
}

// withEvalBar draws the bar beside the first n lines of board (the
// board's rows), w cells wide, when pos has an analysis shown; not
// while a PV is stepped through (the position shown has none).
func (m *Model) withEvalBar(board string, pos games.Position, n, w int, stepping bool) string {
	share, ok := m.evalShare(pos)
	if !ok || stepping {
		return board
	}
	return strings.Join(m.evalBarRows(strings.Split(board, "\n"), n, w, share), "\n")
}

// evalBarRows draws the bar in the last cell of each of the first n of
// rows, w cells wide: filled from the bottom in eighths of a row.
func (m *Model) evalBarRows(rows []string, n, w int, share float64) []string {
	n = min(n, len(rows))
	if n == 0 || w < 2 {
		return rows
	}
	eighths := int(math.Round(share / 100 * float64(n*8)))
	parts := []string{" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"}
	for i := 0; i < n; i++ {
		fromBottom := n - 1 - i
		k := max(0, min(8, eighths-fromBottom*8))
		cell := parts[k]
		if k == 0 {
			cell = m.st.Dim.Render("░") // the top player's part
		} else {
			cell = m.st.Bold.Render(cell)
		}
		row := rows[i]
		if ansi.StringWidth(row) > w-1 {
			row = ansi.Truncate(row, w-1, "")
		}
		rows[i] = frame.Fit(row, w-1) + cell
	}
	return rows
}
