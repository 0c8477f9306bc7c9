package tui

import (
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/gameview"
	"frontier/tui/play"
)

// This file draws a game against the engine and takes its clicks:
// checkers on the checkers board (boardview), the other games on the
// game view (gameview), one panel and move list for all.

// clickPlay selects the person's piece on sq, or plays the selected
// piece to sq, on the checkers board.
func (m *Model) clickPlay(g *session.PlayGame, sq checkers.Square) tea.Cmd {
	if !g.HumanToMove() {
		if g.Outcome().Over {
			return m.setInfo("the game is over: " + g.OutcomeText())
		}
		return m.setInfo("the engine is thinking (m: move now)")
	}
	pos, _ := g.Position().Value().(checkers.Position)
	return m.clickSquare(pos, sq, func(mv checkers.Move) tea.Cmd { return m.humanMove(g, mv.String()) })
}

// clickSquare is click-to-move on the checkers board, the same in the
// analysis and in a game: a click on a piece of the side to move selects
// it and marks its targets; a click on a target plays the move with
// play. A piece that cannot move says why (a compulsory capture, with
// the captures listed), and routes that end on the same square are not
// guessed between.
func (m *Model) clickSquare(pos checkers.Position, sq checkers.Square, play func(checkers.Move) tea.Cmd) tea.Cmd {
	legal := pos.LegalMoves()
	if m.board.Selected != checkers.NoSquare && slices.Contains(m.board.Targets, sq) {
		var cands []checkers.Move
		for _, mv := range legal {
			if mv.From == m.board.Selected && mv.To == sq {
				cands = append(cands, mv)
			}
		}
		if len(cands) > 1 {
			names := make([]string, len(cands))
			for i, c := range cands {
				names[i] = c.String()
			}
			m.setError(fmt.Errorf("%d routes end on %d: type the one you mean (%v)", len(cands), sq, names))
			return nil
		}
		m.board.Selected, m.board.Targets = checkers.NoSquare, nil
		return play(cands[0])
	}
	var targets []checkers.Square
	for _, mv := range legal {
		if mv.From == sq && !slices.Contains(targets, mv.To) {
			targets = append(targets, mv.To)
		}
	}
	if len(targets) == 0 {
		m.board.Selected, m.board.Targets = checkers.NoSquare, nil
		if p := pos.At(sq); p != checkers.Empty && p.Color() == pos.SideToMove() {
			if pos.HasCapture() {
				names := make([]string, len(legal))
				for i, mv := range legal {
					names[i] = mv.String()
				}
				m.setError(fmt.Errorf("%d cannot move: a capture is compulsory (%v)", sq, names))
				return nil
			}
			m.setError(fmt.Errorf("%d has no move", sq))
			return nil
		}
		return nil
	}
	m.board.Selected, m.board.Targets = sq, targets
	return nil
}

// moveCursor moves the checkers board's cursor over the dark squares, as
// drawn (flipped or not).
func (m *Model) moveCursor(dir string) {
	cur := m.board.Cursor
	if cur == checkers.NoSquare {
		cur = 22
		if g := m.playing(); g != nil && g.Human() == int(checkers.Black) {
			cur = 11
		}
		m.board.Cursor = cur
		return
	}
	r, c := cur.Row(), cur.Col()
	if m.board.Flip {
		r, c = 7-r, 7-c
	}
	try := func(r, c int) bool {
		if r < 0 || r > 7 || c < 0 || c > 7 {
			return false
		}
		rr, cc := r, c
		if m.board.Flip {
			rr, cc = 7-r, 7-c
		}
		if sq := checkers.SquareAt(rr, cc); sq != checkers.NoSquare {
			m.board.Cursor = sq
			return true
		}
		return false
	}
	switch dir {
	case "up":
		_ = try(r-1, c+1) || try(r-1, c-1)
	case "down":
		_ = try(r+1, c-1) || try(r+1, c+1)
	case "left":
		_ = try(r, c-2)
	case "right":
		_ = try(r, c+2)
	}
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
