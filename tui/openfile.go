package tui

import (
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/format"
)

// The files the workstation opens at start besides PDN (run.go): an EPD
// file of chess positions to step through (--epd), a PGN file of chess
// games (--pgn), and any of the three (--open), told apart by content.
// Each is read, and any problem reported as "--flag path:line: what",
// before the screen opens and before the check for a terminal, as for
// --pdn.

// resolveFiles turns --open into --pdn, --pgn or --epd by the file's
// content, and chooses the game the files need when none was given.
func (opt *RunOptions) resolveFiles() error {
	given := 0
	for _, f := range []string{opt.PDN, opt.PGN, opt.EPD, opt.Open} {
		if f != "" {
			given++
		}
	}
	if given > 1 {
		return errors.New("give one file to open: --pdn, --pgn, --epd or --open")
	}
	if opt.Open != "" {
		kind, err := session.DetectFormat(opt.Open)
		if err != nil {
			return fmt.Errorf("--open %w", err)
		}
		switch kind {
		case session.FormatPDN:
			opt.PDN = opt.Open
		case session.FormatPGN:
			opt.PGN = opt.Open
		case session.FormatEPD:
			opt.EPD = opt.Open
		}
	}
	need, flag := "", ""
	switch {
	case opt.PDN != "":
		need, flag = engine.DefaultGame, "--pdn" // PDN files hold checkers games
	case opt.PGN != "":
		need, flag = "chess", "--pgn"
	case opt.EPD != "":
		need, flag = "chess", "--epd"
	}
	if need == "" {
		return nil
	}
	if opt.Open != "" {
		flag = "--open"
	}
	if opt.Game != "" && opt.Game != need {
		return fmt.Errorf("%s %s holds %s, and --game is %s", flag, opt.file(), need, opt.Game)
	}
	opt.Game = need
	return nil
}

// file is the file given, for messages.
func (opt *RunOptions) file() string {
	for _, f := range []string{opt.Open, opt.PDN, opt.PGN, opt.EPD} {
		if f != "" {
			return f
		}
	}
	return ""
}

// openChessFiles reads the EPD or PGN file into sess and returns the
// status line saying what was loaded.
func openChessFiles(sess *session.Session, opt *RunOptions) (string, error) {
	flag := func(f string) string {
		if opt.Open != "" {
			return "--open"
		}
		return f
	}
	switch {
	case opt.EPD != "":
		ps, err := session.ReadEPDFile(opt.EPD)
		if err != nil {
			return "", fmt.Errorf("%s %w", flag("--epd"), err)
		}
		if err := sess.OpenEPD(ps); err != nil {
			return "", fmt.Errorf("%s %s: %w", flag("--epd"), opt.EPD, err)
		}
		return fmt.Sprintf("loaded %s from %s · the games list steps through them", format.Plural(len(ps), "position"), opt.EPD), nil
	case opt.PGN != "":
		return "", fmt.Errorf("%s %s: this build reads no PGN yet", flag("--pgn"), opt.PGN)
	}
	return "", nil
}

// readChessFile reads a chess file in a command, for o in a chess
// session, as readPDN reads PDN: an EPD file's positions replace the
// list to step through. The session is changed in the event loop, where
// the message runs.
func (m *Model) readChessFile(path string) tea.Cmd {
	m.status, m.statusErr = "reading "+path+" …", false
	return func() tea.Msg {
		kind, err := session.DetectFormat(path)
		var ps []engine.SuitePosition
		switch {
		case err != nil:
		case kind == session.FormatEPD:
			ps, err = session.ReadEPDFile(path)
		default:
			err = fmt.Errorf("%s holds %s, not chess positions (EPD)%s", path, kindName(kind), switchHint(kind))
		}
		return inspectMsg(func(m *Model) { m.onChessFileRead(path, ps, err) })
	}
}

// kindName and switchHint say what a file of another kind holds.
func kindName(kind string) string {
	if kind == session.FormatPDN {
		return "checkers games (PDN)"
	}
	return "chess games (PGN)"
}

func switchHint(kind string) string {
	if kind == session.FormatPDN {
		return ": switch to checkers (G) to open it"
	}
	return ""
}

// onChessFileRead opens what readChessFile read.
func (m *Model) onChessFileRead(path string, ps []engine.SuitePosition, err error) {
	if err == nil {
		err = m.sess.OpenEPD(ps)
	}
	if err != nil {
		m.setError(err)
		return
	}
	m.resetPanes()
	m.games.SetEntries(m.sess.Entries())
	m.syncLine()
	m.setInfo(fmt.Sprintf("loaded %s from %s · the games list steps through them", format.Plural(len(ps), "position"), path))
}
