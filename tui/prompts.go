package tui

// Prompts, pasting and copying: text in and out of the workstation.

import (
	"fmt"
	"os/exec"
	"strings"

	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"frontier/search/games"
	"frontier/tui/prompt"
)

func (m *Model) openPrompt(k prompt.Kind) tea.Cmd {
	p, cmd := prompt.New(m.st, k, m.w)
	if g := m.sess.Game(); k == prompt.EnterFEN && g.Name() != games.DefaultGame {
		p.SetLabel(g.Name()+" position: ", g.Start().String())
	}
	if k == prompt.OpenPDN && m.sess.Game().Name() == "chess" {
		p.SetLabel("Open PGN or EPD file: ", "path/to/games.pgn · tab completes") // openfile.go
	}
	m.prompt = &p
	return cmd
}

func (m *Model) updatePrompt(msg tea.Msg) tea.Cmd {
	if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "tab" && asksPath(m.prompt.Kind) {
		return completePath(m.prompt.Value()) // pathcomplete.go
	}
	res, cmd := m.prompt.Update(msg)
	switch res {
	case prompt.Cancelled:
		m.prompt = nil
	case prompt.Submitted:
		kind, val := m.prompt.Kind, m.prompt.Value()
		m.prompt = nil
		switch kind {
		case prompt.OpenPDN:
			return m.guard(func() tea.Cmd { // the file's first game replaces the line
				if m.sess.Game().Name() == "chess" {
					return m.readChessFile(val) // openfile.go
				}
				return m.readPDN(val)
			})
		case prompt.EnterFEN:
			if m.editor != nil {
				m.editorPaste(val)
				return nil
			}
			return m.paste(val)
		case prompt.SaveGame:
			return m.saveGame(val, m.ps.saveThen)
		case prompt.SaveLine:
			return m.saveLine(val, m.ps.saveThen, false) // linesave.go
		case prompt.Comment:
			return m.setComment(val)
		}
	}
	return cmd
}

// paste takes text as a FEN or PDN, after asking if it would replace a
// position whose moves were not saved.
func (m *Model) paste(text string) tea.Cmd {
	return m.guard(func() tea.Cmd { return m.pasteNow(text) })
}

func (m *Model) pasteNow(text string) tea.Cmd {
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
//
// OSC 52 is a request the terminal may ignore, and nothing comes back
// to say whether it did: under tmux it is dropped unless tmux's
// set-clipboard is on (its default, external, keeps it from programs).
// So under tmux the text also goes to tmux's paste buffer, and on to
// the terminal's clipboard as tmux sends it (tmux load-buffer -w), in a
// command; the status line says what arrived where. Elsewhere the
// status line says what OSC 52 needs, and the text stays shown to be
// selected by hand.
func (m *Model) copyText(what, text string) tea.Cmd {
	vp := viewport.New()
	vp.SetContent(text)
	m.text = &textOverlay{title: what + " sent to the clipboard (OSC 52) · select it here if it did not arrive · esc closes", vp: vp}
	cmds := []tea.Cmd{tea.SetClipboard(text)}
	if m.tmuxCopy != nil {
		load := m.tmuxCopy
		cmds = append(cmds, func() tea.Msg { return clipboardMsg{what: what, err: load(text)} })
		m.status, m.statusErr = what+" copied with OSC 52; handing it to tmux …", false
	} else {
		cmds = append(cmds, m.setInfo(what+" sent to the clipboard with OSC 52 (if the terminal allows it; shown here to select)"))
	}
	return tea.Batch(cmds...)
}

// clipboardMsg says whether tmux took a copy into its buffer.
type clipboardMsg struct {
	what string
	err  error
}

// onClipboard says where a copy under tmux arrived.
func (m *Model) onClipboard(msg clipboardMsg) tea.Cmd {
	if msg.err != nil {
		m.setError(fmt.Errorf("%s sent with OSC 52, which tmux drops unless set -g set-clipboard on; tmux's buffer refused it too: %w", msg.what, msg.err))
		return nil
	}
	return m.setInfo(msg.what + " copied: in tmux's buffer (prefix ] pastes it) and sent on to the terminal's clipboard")
}

// TmuxCopy is the copy that goes through tmux (tmux load-buffer -w -):
// tmux keeps the text in its paste buffer and sends it to the outer
// terminal's clipboard. Run uses it when the workstation runs in tmux.
func TmuxCopy(text string) error {
	cmd := exec.Command("tmux", "load-buffer", "-w", "-")
	cmd.Stdin = strings.NewReader(text)
	if out, err := cmd.CombinedOutput(); err != nil {
		if s := strings.TrimSpace(string(out)); s != "" {
			return fmt.Errorf("%w: %s", err, s)
		}
		return err
	}
	return nil
}
