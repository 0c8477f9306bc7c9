package tui

// The board editor (E): a checkers position set up by hand, then
// analysed. Package editor draws and edits it; this file opens it,
// passes it keys, clicks and pasted text, and hands the position to the
// session.

import (
	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/tui/editor"
	"frontier/tui/prompt"
	"frontier/tui/styles"
)

// editorOpenKey is the key that opens the editor.
const editorOpenKey = "E"

// boardEditor is a board editor: checkers' (editor.Model) or chess's
// (editor.Chess).
type boardEditor interface {
	Key(tea.KeyPressMsg) editor.Result
	FEN() string
	SetFEN(string)
	Click(x, y int)
	View(st *styles.Styles, w, h int) string
}

// editorKey opens the editor on E in the analysis, and while it is open
// takes every key; ok is false for the keys it leaves to the others.
func (m *Model) editorKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	if m.editor == nil {
		overlay := m.showHelp || m.text != nil || m.picker != nil || m.pairPicker != nil
		if k.String() != editorOpenKey || m.view != mainView || m.inGame() || overlay {
			return nil, false
		}
		switch pos := m.sess.Position().Value().(type) {
		case checkers.Position:
			m.editor = editor.New(pos, m.board.Glyphs, m.board.Flip)
		case chess.Position:
			m.editor = editor.NewChess(pos.FEN(), m.ascii(), m.board.Flip)
		default:
			m.setError(errNoEditor(m.sess.Game().Name()))
		}
		return nil, true
	}
	switch m.editor.Key(k) {
	case editor.Cancelled:
		m.editor = nil
		return m.setInfo("board editor closed; the position is as it was"), true
	case editor.CopyFEN:
		return m.copyText("FEN", m.editor.FEN()), true
	case editor.PasteFEN:
		return m.openPrompt(prompt.EnterFEN), true
	case editor.Done:
		fen := m.editor.FEN()
		return m.guard(func() tea.Cmd {
			if err := m.sess.SetPosition(fen); err != nil {
				m.setError(err)
				return nil
			}
			m.editor = nil
			m.syncLine()
			return m.setInfo("position set up: " + fen + " · r analyses it")
		}), true
	}
	return nil, true
}

// errNoEditor says the editor knows checkers only, and what to do
// instead.
type errNoEditor string

func (e errNoEditor) Error() string {
	return "the board editor sets up checkers and chess positions; for " + string(e) + " type or paste a position with p"
}

// editorClick passes a click at (x, y) of the screen to the editor,
// which is drawn in the body's box (one row of title bar, one of
// border, one column of border).
func (m *Model) editorClick(x, y int) { m.editor.Click(x-1, y-2) }

// editorPaste takes pasted text, or text from the FEN prompt, as the
// editor's position.
func (m *Model) editorPaste(text string) { m.editor.SetFEN(text) }
