package tui

import (
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/board/chess"
	"frontier/search/games"
	"frontier/tui/play"
)

// Typing a move in the analysis, in every game. A checkers move starts
// with a digit (11-15, 15x24), and while one is being typed "-" and "x"
// are part of it (not "fewer searchers" and "save a trace"). The other
// games' moves start with letters that are the analysis's keys (e4, Nf3,
// O-O, d3, b2), so ':' opens the move prompt first (it opens it in
// checkers too); then every printable key is part of the move (after a
// digit, only checkers' digits, "-" and "x" are). In the
// prompt tab completes the move from the legal ones (the footer lists
// those that match), backspace edits, esc drops it and enter plays it
// (instead of starting a run). ok is false for the keys it leaves to the
// main handler; any of those drops what was typed.
//
// Chess moves are read in SAN or UCI (e4, Nf3, exd5, O-O, e8=N, e2e4,
// e7e8n), whatever the move list shows (SAN).
func (m *Model) typeMoveKey(k tea.KeyPressMsg) (cmd tea.Cmd, ok bool) {
	if m.view != mainView || m.inGame() {
		m.typed, m.typing = play.Input{}, false
		return nil, false
	}
	if k.String() == "esc" && m.pick.at(m.sess.Position()) != "" {
		m.pick = squarePick{}
		return m.setInfo("dropped the piece"), true
	}
	t := k.Text
	open := m.typing || m.typed.Text != ""
	switch {
	case !open && t == ":":
		m.typing = true
		return nil, true
	case !open && isCheckers(m.sess.Position()) && len(t) == 1 && t[0] >= '0' && t[0] <= '9':
		m.typed.Add(rune(t[0]))
		return nil, true
	case !open:
		return nil, false
	case m.typing && len(t) == 1 && t[0] > ' ' && t[0] < 0x7f:
		if len(m.typed.Text) < 24 {
			m.typed.Text += t
		}
		return nil, true
	case !m.typing && len(t) == 1 && m.typed.Add(rune(t[0])):
		return nil, true
	}
	switch k.String() {
	case "backspace":
		m.typed.Back()
		return nil, true
	case "tab":
		m.typed.Text = completeMove(m.sess.Position(), m.typed.Text)
		return nil, true
	case "esc":
		m.typed, m.typing = play.Input{}, false
		return nil, true
	case "enter":
		text := m.typed.Text
		m.typed, m.typing = play.Input{}, false
		if text == "" {
			return nil, true
		}
		return m.playAnalysisMove(text), true
	}
	m.typed, m.typing = play.Input{}, false
	return nil, false
}

// typedLine is the footer while a move is typed in the analysis: the
// text and the legal moves it may become.
func (m *Model) typedLine() string {
	line := " " + m.st.Accent.Render("move: "+m.typed.Text+"_")
	if c := moveCandidates(m.sess.Position(), m.typed.Text); len(c) > 0 && m.typed.Text != "" {
		line += m.st.Dim.Render(" " + strings.Join(c[:min(8, len(c))], " "))
		if len(c) > 8 {
			line += m.st.Dim.Render(" …")
		}
	}
	return line + m.st.Dim.Render(" · tab completes · enter plays · esc cancels")
}

// moveSpellings are the ways p's legal moves can be typed, each once:
// the game's notation, and for chess UCI too.
func moveSpellings(p games.Position) []string {
	out := p.Moves()
	if cp, ok := p.Value().(chess.Position); ok {
		for _, mv := range cp.LegalMoves() {
			out = append(out, mv.String())
		}
	}
	return out
}

// moveCandidates are the spellings of p's legal moves that begin with
// prefix, in the order the game lists them (a chess move's check sign
// need not be typed: "Qd1" matches "Qd1+"; nor its capitals: "qd"
// matches it too, as session.TypedMove plays it).
func moveCandidates(p games.Position, prefix string) []string {
	if p.Game() == nil {
		return nil
	}
	_, chessPos := p.Value().(chess.Position)
	var out []string
	for _, s := range moveSpellings(p) {
		match := strings.HasPrefix(s, prefix) || chessPos && strings.HasPrefix(strings.ToLower(s), strings.ToLower(prefix))
		if match && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// completeMove extends text to the longest prefix common to the legal
// moves it may become; it is unchanged when none match.
func completeMove(p games.Position, text string) string {
	c := moveCandidates(p, text)
	if len(c) == 0 {
		return text
	}
	common := c[0]
	for _, s := range c[1:] {
		n := 0
		for n < len(common) && n < len(s) && common[n] == s[n] {
			n++
		}
		common = common[:n]
	}
	return common
}
