package tui

import (
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"frontier/board/chess"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/format"
)

// The files the workstation opens at start besides PDN (run.go): an EPD
// file of chess positions to step through (--epd), a PGN file of chess
// games (--pgn), and any of the three (--open), told apart by content;
// and o in a chess session, which opens EPD or PGN.
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
		need, flag = games.DefaultGame, "--pdn" // PDN files hold checkers games
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
		games, err := session.ReadPGNFile(opt.PGN)
		if err != nil {
			return "", fmt.Errorf("%s %w", flag("--pgn"), err)
		}
		n, err := sess.OpenPGN(games, opt.PGN)
		if err != nil {
			return "", fmt.Errorf("%s %s: %w", flag("--pgn"), opt.PGN, err)
		}
		return fmt.Sprintf("loaded %s from %s", format.Plural(n, "game"), opt.PGN), nil
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
		var (
			ps    []games.SuitePosition
			games []chess.PGNGame
		)
		switch {
		case err != nil:
		case kind == session.FormatEPD:
			ps, err = session.ReadEPDFile(path)
		case kind == session.FormatPGN:
			games, err = session.ReadPGNFile(path)
		default:
			err = fmt.Errorf("%s holds checkers games (PDN): switch to checkers (G) to open it", path)
		}
		return inspectMsg(func(m *Model) { m.onChessFileRead(path, ps, games, err) })
	}
}

// onChessFileRead opens what readChessFile read: EPD positions or PGN
// games.
func (m *Model) onChessFileRead(path string, ps []games.SuitePosition, games []chess.PGNGame, err error) {
	what := ""
	switch {
	case err != nil:
	case games != nil:
		var n int
		n, err = m.sess.OpenPGN(games, path)
		what = format.Plural(n, "game")
	default:
		err = m.sess.OpenEPD(ps)
		what = format.Plural(len(ps), "position") + " · the games list steps through them"
	}
	if err != nil {
		m.setError(err)
		return
	}
	m.resetPanes()
	m.games.SetEntries(m.sess.Entries())
	m.syncLine()
	m.setInfo(fmt.Sprintf("loaded %s from %s", what, path))
}
