package tui

import (
	"strings"

	"charm.land/bubbles/v2/viewport"
	"github.com/charmbracelet/x/ansi"

	"frontier/tui/panehelp"
)

// showPaneHelp opens the focused pane's help page (package panehelp),
// and reports whether it did: the board, the keys' pane, has the whole
// help instead, as has the compare view.
func (m *Model) showPaneHelp() bool {
	name := m.focus.String()
	switch {
	case m.view == compareView:
		name = "compare"
	case m.view != mainView || m.focus == paneBoard:
		return false
	}
	page, ok := panehelp.For(name)
	if !ok {
		return false
	}
	vp := viewport.New()
	width := min(100, m.w-4)
	if name == "compare" {
		width = m.w - 4 // under the view: as wide as it
	}
	text := ansi.Wordwrap(page.String(), max(20, width), " ")
	vp.SetContent(strings.TrimRight(text, "\n"))
	title := "Help · the " + page.Title + " pane · ? every key · esc closes"
	if name == "compare" {
		title = "Help · the compare view · ? every key · esc closes"
	}
	m.text = &textOverlay{title: title, vp: vp, pane: true}
	m.applyLayout()
	return true
}
