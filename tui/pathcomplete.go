package tui

// Tab completion of paths at the prompts that ask for a file (o, W):
// the directory is read in a command, not in Update, and its answer is
// applied only if the prompt still holds what was completed.

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	tea "charm.land/bubbletea/v2"

	"frontier/tui/prompt"
)

// pathCompletedMsg carries a completion of the prompt's text from:
// to, the longest text all the matches share, and the matches' names.
type pathCompletedMsg struct {
	from, to string
	matches  []string
}

// asksPath reports whether the prompt of kind k asks for a file.
func asksPath(k prompt.Kind) bool {
	return k == prompt.OpenPDN || k == prompt.SaveGame || k == prompt.SaveLine
}

// completePath completes text, a path being typed, in a command.
func completePath(text string) tea.Cmd {
	return func() tea.Msg {
		to, matches := pathCompletion(text, os.ReadDir)
		return pathCompletedMsg{from: text, to: to, matches: matches}
	}
}

// pathCompletion completes text as a shell does: the entries of its
// directory that begin with its last element; one match completes to
// it (a directory with its slash), several to what they share. "~"
// stays as typed. readDir is os.ReadDir (tests give another).
func pathCompletion(text string, readDir func(string) ([]os.DirEntry, error)) (string, []string) {
	home, _ := os.UserHomeDir()
	expanded := text
	tilde := home != "" && (text == "~" || strings.HasPrefix(text, "~/"))
	if tilde {
		expanded = home + text[1:]
		if text == "~" {
			expanded += "/"
		}
	}
	dir, base := filepath.Split(expanded)
	readFrom := dir
	if readFrom == "" {
		readFrom = "."
	}
	entries, err := readDir(readFrom)
	if err != nil {
		return text, nil
	}
	var matches []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, base) || strings.HasPrefix(name, ".") && !strings.HasPrefix(base, ".") {
			continue
		}
		if e.IsDir() {
			name += string(filepath.Separator)
		}
		matches = append(matches, name)
	}
	sort.Strings(matches)
	if len(matches) == 0 {
		return text, nil
	}
	common := matches[0]
	for _, m := range matches[1:] {
		n := 0
		for n < len(common) && n < len(m) && common[n] == m[n] {
			n++
		}
		common = common[:n]
	}
	out := dir + common
	if tilde {
		out = "~" + strings.TrimPrefix(out, home)
	}
	return out, matches
}

// onPathCompleted applies a completion if the prompt still holds its
// text, and lists the matches when there are several.
func (m *Model) onPathCompleted(msg pathCompletedMsg) tea.Cmd {
	if m.prompt == nil || m.prompt.Value() != msg.from {
		return nil // typed on since, or closed
	}
	m.prompt.SetValue(msg.to)
	switch n := len(msg.matches); {
	case n == 0:
		m.setError(errorString("no file begins with " + filepath.Base(msg.from)))
	case n > 1:
		shown := msg.matches[:min(8, n)]
		more := ""
		if n > 8 {
			more = " …"
		}
		m.prompt.SetHint(strings.Join(shown, "  ") + more) // the prompt takes the footer
		return m.setInfo(strings.Join(shown, "  ") + more)
	}
	return nil
}

// errorString is an error of a fixed text.
type errorString string

func (e errorString) Error() string { return string(e) }
