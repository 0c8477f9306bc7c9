package tui

// Prompts, pasting and copying: text in and out of the workstation.

import (
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"frontier/search/engine"
	"frontier/tui/prompt"
)

func (m *Model) openPrompt(k prompt.Kind) tea.Cmd {
	p, cmd := prompt.New(m.st, k, m.w)
	if g := m.sess.Game(); k == prompt.EnterFEN && g.Name() != engine.DefaultGame {
		p.SetLabel(g.Name()+" position: ", g.Start().String())
	}
	if k == prompt.OpenPDN && m.sess.Game().Name() == "chess" {
		p.SetLabel("Open PGN or EPD file: ", "path/to/games.pgn") // openfile.go
	}
	m.prompt = &p
	return cmd
}

func (m *Model) updatePrompt(msg tea.Msg) tea.Cmd {
	res, cmd := m.prompt.Update(msg)
	switch res {
	case prompt.Cancelled:
		m.prompt = nil
	case prompt.Submitted:
		kind, val := m.prompt.Kind, m.prompt.Value()
		m.prompt = nil
		switch kind {
		case prompt.OpenPDN:
			if m.sess.Game().Name() == "chess" {
				return m.readChessFile(val) // openfile.go
			}
			return m.readPDN(val)
		case prompt.EnterFEN:
			if m.editor != nil {
				m.editorPaste(val)
				return nil
			}
			return m.paste(val)
		case prompt.SaveGame:
			return m.saveGame(val, m.ps.saveThen)
		case prompt.Comment:
			return m.setComment(val)
		}
	}
	return cmd
}

// paste takes text as a FEN or PDN.
func (m *Model) paste(text string) tea.Cmd {
	kind, err := m.sess.Paste(text)
	m.games.SetEntries(m.sess.Entries())
	m.syncLine()
	if err != nil {
		m.setError(err)
		return nil
	}
	return m.setInfo("pasted " + kind)
}

// copyText puts text on the clipboard with OSC 52 and shows it.
func (m *Model) copyText(what, text string) tea.Cmd {
	vp := viewport.New()
	vp.SetContent(text)
	m.text = &textOverlay{title: what + " copied to the clipboard (OSC 52) · esc closes", vp: vp}
	return tea.Batch(tea.SetClipboard(text), m.setInfo(what+" copied"))
}
