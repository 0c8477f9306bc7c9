// Package prompt is the one-line input at the bottom of the screen, for
// a PDN file to open or a FEN (or PDN) to paste. It uses the Bubbles text
// input, so editing keys and bracketed paste work as everywhere else.
package prompt

import (
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"frontier/tui/frame"
	"frontier/tui/styles"
)

// Kind says what the prompt asks for.
type Kind int

const (
	// OpenPDN asks for a PDN file's path.
	OpenPDN Kind = iota + 1
	// EnterFEN asks for a FEN or PDN text.
	EnterFEN
	// SaveGame asks where to save a game against the engine.
	SaveGame
	// Comment asks for the comment on the current move.
	Comment
	// SaveLine asks where to save the analysed game.
	SaveLine
)

// Model is an open prompt.
type Model struct {
	Kind Kind
	in   textinput.Model
	// hint is shown after the input until the next key: the files a
	// completion matched.
	hint string
	st   *styles.Styles
}

// SetHint shows s after the input until the next key.
func (m *Model) SetHint(s string) { m.hint = s }

// Result is what a key did to the prompt.
type Result int

const (
	// Editing: the prompt stays open.
	Editing Result = iota
	// Submitted: enter was pressed; Value holds the text.
	Submitted
	// Cancelled: esc was pressed.
	Cancelled
)

// New opens a prompt of kind k.
func New(st *styles.Styles, k Kind, w int) (Model, tea.Cmd) {
	in := textinput.New()
	switch k {
	case OpenPDN:
		in.Prompt = "Open PDN file: "
		in.Placeholder = "path/to/games.pdn · tab completes"
	case EnterFEN:
		in.Prompt = "FEN or PDN: "
		in.Placeholder = "B:W21-32:B1-12 — type or paste"
	case SaveGame:
		in.Prompt = "Save game to: "
		in.Placeholder = "path/to/game.pdn"
	case SaveLine:
		in.Prompt = "Save analysis to: "
		in.Placeholder = "path/to/game.pdn"
	case Comment:
		in.Prompt = "Comment: "
		in.Placeholder = "on the current move · empty removes it"
	}
	s := in.Styles()
	s.Focused.Prompt = st.Title
	s.Blurred.Prompt = st.Title
	in.SetStyles(s)
	in.SetWidth(max(10, w-len(in.Prompt)-2))
	cmd := in.Focus()
	return Model{Kind: k, in: in, st: st}, cmd
}

// SetLabel replaces the prompt's label and placeholder: the position
// prompt of a game other than checkers asks for its own text format.
func (m *Model) SetLabel(label, placeholder string) {
	m.in.Prompt = label
	m.in.Placeholder = placeholder
}

// SetValue fills the input with v, the cursor at its end: a default
// the person may accept with enter or edit.
func (m *Model) SetValue(v string) {
	m.in.SetValue(v)
	m.in.CursorEnd()
}

// Value returns the text entered.
func (m *Model) Value() string { return m.in.Value() }

// Update passes msg to the input and reports what happened.
func (m *Model) Update(msg tea.Msg) (Result, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		m.hint = ""
		switch k.String() {
		case "enter":
			return Submitted, nil
		case "esc", "ctrl+c":
			return Cancelled, nil
		}
	}
	var cmd tea.Cmd
	m.in, cmd = m.in.Update(msg)
	return Editing, cmd
}

// View draws the prompt on one line of w cells: the input, and the hint
// after what was typed when there is one (the input's placeholder and
// padding give way to it).
func (m *Model) View(w int) string {
	if m.hint == "" || m.st == nil {
		return frame.Fit(m.in.View(), w)
	}
	typed := m.in.Prompt + m.in.Value() + " "
	return frame.Fit(m.st.Title.Render(m.in.Prompt)+m.in.Value()+"  "+m.st.Dim.Render(m.hint), max(w, len(typed)))
}
