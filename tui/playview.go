package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/gameview"
	"frontier/tui/play"
)

// This file draws a game against the engine and takes its clicks, on
// the game view (gameview) of every game, with one panel and move list
// for all.

// playSquare is a click on sq (or enter on the cursor there) in a game:
// the person's pick or move when it is their turn (pickSquare), else why
// not.
func (m *Model) playSquare(g *session.PlayGame, sq string) tea.Cmd {
	if !g.HumanToMove() {
		if g.Outcome().Over {
			return m.setInfo("the game is over: " + g.OutcomeText())
		}
		return m.setInfo("the engine is thinking (m: move now)")
	}
	mv, cmd, done := m.pickSquare(g.Position(), sq)
	if !done {
		return cmd
	}
	return m.humanMove(g, mv)
}

// playBoard draws the game's board with its caption in width w.
func (m *Model) playBoard(g *session.PlayGame, w int) string {
	pos := g.Position()
	moves := g.Moves()
	hint, hinted := g.HintMove()
	hinted = hinted && m.ps.hint != ""
	you := g.SideName(g.Human())
	if _, ok := pos.Value().(checkers.Position); !ok {
		you = gameview.Who(pos, g.Human(), m.ascii())
	}
	second := m.st.Dim.Render("you: " + you)
	if o := g.Outcome(); o.Over {
		// Short, under the board: the Play pane says the whole result
		// and why.
		res := "draw"
		if !o.Draw {
			res = g.SideName(o.Winner) + " wins"
		}
		second = m.st.Bold.Render("game over: " + res)
	}
	mk := gameview.Marks{}
	if n := len(moves); n > 0 {
		mk.Last, mk.Prev = moves[n-1], g.History()[n-1]
	}
	if hinted {
		mk.Best = hint
	}
	return m.gameBoard(pos, mk, len(moves), len(moves), w, second)
}

// confirmLine is the footer while a question is open.
func (m *Model) confirmLine() string {
	if m.ps.confirm >= confirmQuitAnalysis {
		return m.lineConfirmLine() // linesave.go
	}
	yes := func(q string) string {
		return frame.Fit(" "+m.st.Error.Render(q)+" "+m.st.Accent.Render("y")+" yes · "+m.st.Accent.Render("n")+" no", m.w)
	}
	switch m.ps.confirm {
	case confirmResign:
		return yes("Resign this game?")
	case confirmNewGame:
		q := "Start a new game?"
		if g := m.playing(); g != nil && g.Unsaved() {
			q = "Start a new game? This one is not saved."
		}
		return yes(q)
	}
	what := "quit"
	if m.ps.confirm == confirmLeave {
		what = "leave the game"
	}
	return frame.Fit(" "+m.st.Error.Render("The game is not saved.")+" Before you "+what+": "+
		m.st.Accent.Render("s")+" save · "+m.st.Accent.Render("d")+" discard · "+m.st.Accent.Render("esc")+" cancel", m.w)
}

// renderPlayPane draws the left column's panes during a game: the
// game's board, the game panel (players, clocks, input) and its moves.
// The reduced layout has no games pane, so its moves pane holds the
// whole panel.
func (m *Model) renderPlayPane(g *session.PlayGame, p pane, w, h int, mode layoutMode, focused bool) string {
	iw, ih := w-2, h-2
	switch p {
	case paneBoard:
		note := ""
		if g.IsCheckers() && m.board.Flip {
			note = "flipped"
		} else if !g.IsCheckers() {
			note = m.boardNote(g.Position())
		}
		return frame.Box(m.st, "Game", note, m.playBoard(g, iw), w, h, focused)
	case paneGames:
		if mode == reduced {
			break
		}
		info := play.Info(m.st, g, m.ps.hint, m.ps.input, m.ascii(), iw)
		return frame.Box(m.st, "Play", play.TimeText(g.Setup().Time), frame.Block(strings.Join(info, "\n"), iw, ih), w, h, focused)
	case paneMoves:
		if mode == reduced {
			return frame.Box(m.st, "Play", play.TimeText(g.Setup().Time), play.Panel(m.st, g, m.ps.hint, m.ps.input, m.ascii(), iw, ih), w, h, focused)
		}
		return frame.Box(m.st, "Moves", fmt.Sprint(len(g.Moves())), play.Moves(m.st, g, iw, ih), w, h, focused)
	}
	return frame.Box(m.st, "", "", "", w, h, focused)
}
