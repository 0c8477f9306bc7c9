package tui

// The game's variations in the analysis: the keys that walk, promote
// and delete them, and the comments and NAGs on moves. The session
// keeps the tree (session/gametree.go); the move list draws it
// (tui/game/moves.go).

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"frontier/board/checkers"
	"frontier/tui/prompt"
)

// variationKeys are the keys of the game tree. They are PDN's own
// characters where it has one: "(" and ")" for going into and out of a
// variation, ";" for a comment, "!" for the move's judgement.
type variationKeys struct {
	Enter, Leave, Next, Prev, Promote, Delete, Comment, NAG key.Binding
}

func defaultVariationKeys() variationKeys {
	b := func(k, help string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(k, help))
	}
	return variationKeys{
		Enter:   b("(", "into the variation of the next move", "("),
		Leave:   b(")", "out of the variation", ")"),
		Next:    b("J", "next alternative to this move", "J"),
		Prev:    b("K", "previous alternative to this move", "K"),
		Promote: b("U", "promote the variation", "U"),
		Delete:  b("del", "delete the variation", "delete"),
		Comment: b(";", "comment on the move", ";"),
		NAG:     b("!", "judge the move: ! ? !! ?? !? ?! none", "!"),
	}
}

// variationKeyMap is shared: the bindings never change.
var variationKeyMap = defaultVariationKeys()

// variationKey handles the tree's keys in the analysis; ok is false for
// other keys and in play.
func (m *Model) variationKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	if m.view != mainView || m.inGame() {
		return nil, false
	}
	km := &variationKeyMap
	var err error
	info := ""
	switch {
	case key.Matches(k, km.Enter):
		err = m.sess.EnterVariation()
		info = "in a variation · ) leaves it, U promotes, del deletes"
	case key.Matches(k, km.Leave):
		err = m.sess.LeaveVariation()
		info = "back where the variation began"
	case key.Matches(k, km.Next):
		err = m.sess.SwitchVariation(1)
	case key.Matches(k, km.Prev):
		err = m.sess.SwitchVariation(-1)
	case key.Matches(k, km.Promote):
		err = m.sess.PromoteVariation()
		info = "variation promoted"
	case key.Matches(k, km.Delete):
		err = m.sess.DeleteVariation()
		info = "variation deleted"
	case key.Matches(k, km.Comment):
		cmd := m.openPrompt(prompt.Comment)
		m.prompt.SetValue(strings.Join(m.sess.Line().Node().Comments, " "))
		return cmd, true
	case key.Matches(k, km.NAG):
		err = m.sess.SetNAG(nextNAG(m.sess.Line().Node().NAGs))
		info = "judged " + m.nagText()
	default:
		return nil, false
	}
	if err != nil {
		m.setError(err)
		return nil, true
	}
	m.syncLine()
	if info == "" {
		return nil, true
	}
	return m.setInfo(info), true
}

// movesNote is the move list's note: the test position, and the
// variation key that applies here, so that the tree can be found
// without the help screen.
func (m *Model) movesNote() string {
	l := m.sess.Line()
	var parts []string
	if l.TestID != "" {
		parts = append(parts, "◆ "+l.TestID)
	}
	switch {
	case l.InVariation():
		parts = append(parts, ") leaves")
	case len(l.Alternatives()) > 1:
		parts = append(parts, "( variation")
	}
	return strings.Join(parts, " · ")
}

// nextNAG is the move judgement after the current one in the order
// "!" "?" "!!" "??" "!?" "?!" none; SetNAG of the current one removes
// it.
func nextNAG(nags []int) int {
	for _, n := range nags {
		if n >= 1 && n <= 6 {
			if n == 6 {
				return 6 // the same again: removed
			}
			return n + 1
		}
	}
	return 1
}

// nagText is the current move's judgement, or "none".
func (m *Model) nagText() string {
	for _, n := range m.sess.Line().Node().NAGs {
		if n >= 1 && n <= 6 {
			return checkers.NAGText(n)
		}
	}
	return "none"
}

// setComment sets the comment of the current move from the prompt.
func (m *Model) setComment(text string) tea.Cmd {
	m.sess.SetComment(text)
	m.syncLine()
	if strings.TrimSpace(text) == "" {
		return m.setInfo("comment removed")
	}
	return m.setInfo("comment set")
}
