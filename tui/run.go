package tui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/term"

	"frontier/board/checkers"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/format"
)

// RunOptions configure the workstation program.
type RunOptions struct {
	// PDN is a PDN file to open at start.
	PDN string
	// Glyphs is "unicode" or "ascii"; empty keeps the saved choice.
	Glyphs string
	// EPD is an EPD file of chess positions to step through, PGN a PGN
	// file of chess games, Open a PDN, PGN or EPD file told apart by its
	// content (openfile.go). At most one of PDN, EPD, PGN and Open.
	EPD, PGN, Open string
	// Game is the game to analyse (games.GameNames); empty keeps the
	// saved choice, else checkers.
	Game string
	// Egdb is the checkers endgame database choice (session.Options.Egdb):
	// empty keeps the saved choice, else auto.
	Egdb string
	// SettingsPath is where settings are remembered; empty for the
	// user's configuration directory, "-" for nowhere.
	SettingsPath string
}

// ErrNoTerminal is returned when the workstation is started without a
// terminal to draw on.
var ErrNoTerminal = errors.New("the workstation needs a terminal (see frontier --help for the commands)")

// Run opens the workstation and returns when the user quits. Every
// search goroutine has ended when it returns, and the settings have been
// saved.
//
// Everything the user gave on the command line (the game, the glyphs,
// the PDN file) is checked before the check for a terminal, so that a
// script gets the same error as a person and nothing is drawn first.
func Run(ctx context.Context, opt RunOptions) error {
	setWorkstationGC(os.Getenv)
	if err := opt.resolveFiles(); err != nil {
		return err
	}
	if opt.Game != "" {
		if _, err := games.GameByName(opt.Game); err != nil {
			return fmt.Errorf("--game: %w", err)
		}
	}
	if err := session.CheckEgdb(opt.Egdb); err != nil {
		return fmt.Errorf("--egdb: %w", err)
	}
	var glyphs boardview.Glyphs
	if opt.Glyphs != "" {
		g, err := boardview.ParseGlyphs(opt.Glyphs)
		if err != nil {
			return fmt.Errorf("--glyphs: %w", err)
		}
		glyphs = g
	}
	path := opt.SettingsPath
	if path == "" {
		p, err := session.DefaultSettingsPath()
		if err != nil {
			path = "-"
		} else {
			path = p
		}
	}
	var (
		saved   *session.Settings
		status  string
		isErr   bool
		loadErr error
	)
	if path != "-" {
		st, err := session.LoadSettings(path)
		if err != nil {
			status, isErr = "settings ignored: "+err.Error()+"; the file will be kept as "+path+keptSuffix, true
			loadErr = err
		}
		saved = st
	}
	sess, err := session.New(session.Options{Game: opt.Game, Settings: saved, Egdb: opt.Egdb})
	if err != nil {
		return fmt.Errorf("workstation: %w", err)
	}
	defer sess.Close()
	if opt.PDN != "" {
		f := session.ReadPDNFile(opt.PDN)
		n, err := sess.AddPDNFile(f)
		if err != nil {
			if opt.Open != "" {
				return flagFileError("--open", opt.PDN, err) // the flag given
			}
			return PDNFileError(opt.PDN, err)
		}
		status, isErr = fmt.Sprintf("loaded %s from %s", format.Plural(n, "game"), opt.PDN), false
		if w := f.Warning(); w != "" {
			// Databases hold bad games: the others are loaded, and
			// the status line says which were not, and why.
			status, isErr = status+" · "+w, true
		}
	}
	if st, err := openChessFiles(sess, &opt); err != nil {
		return err
	} else if st != "" {
		status, isErr = st, false
	}
	if !term.IsTerminal(os.Stdout.Fd()) || !term.IsTerminal(os.Stdin.Fd()) {
		return ErrNoTerminal
	}
	var layout map[string]string
	if saved != nil {
		layout = saved.Layout
	}
	if opt.Glyphs == "" {
		g, note := defaultGlyphs(layout, os.Getenv)
		glyphs = g
		if note != "" && status == "" {
			status = note
		}
	}
	if saved != nil && status == "" {
		status = "settings restored from " + path + " · S shows them, R there resets"
	}
	opts := Options{Glyphs: glyphs, Layout: layout, Status: status, StatusErr: isErr, SettingsPath: path}
	if os.Getenv("TMUX") != "" {
		opts.TmuxCopy = TmuxCopy // OSC 52 alone does not get out of tmux
	}
	m := New(sess, opts)
	p := tea.NewProgram(m, tea.WithContext(ctx))
	_, runErr := p.Run()
	m.Shutdown()
	if path != "-" {
		st := sess.Settings()
		st.Layout = m.LayoutPrefs()
		if err := saveSettings(path, st, loadErr); err != nil && runErr == nil {
			runErr = err
		}
	}
	if runErr != nil && !errors.Is(runErr, tea.ErrProgramKilled) {
		return fmt.Errorf("workstation: %w", runErr)
	}
	return nil
}

// defaultGlyphs chooses the glyphs when --glyphs is not given: ASCII on
// a terminal that needs it (asciiTerminal), with a note that says why and
// how to switch; else the choice saved last time, else Unicode.
func defaultGlyphs(layout map[string]string, getenv func(string) string) (boardview.Glyphs, string) {
	if need, why := asciiTerminal(getenv); need {
		return boardview.ASCII, "ASCII screen (" + why + ") · --glyphs unicode to switch"
	}
	g, _ := boardview.ParseGlyphs(layout["glyphs"])
	return g, ""
}

// PDNFileError says what is wrong with the PDN file path the way
// compilers do, "path:line:column: problem", so that an editor or a
// person can go to the spot; an error without a place (a missing file,
// no games) is "path: problem".
func PDNFileError(path string, err error) error { return flagFileError("--pdn", path, err) }

// flagFileError is PDNFileError for the PDN file given by flag (--pdn,
// or --open when it found PDN in the file).
func flagFileError(flag, path string, err error) error {
	var pe *checkers.PDNError
	if !errors.As(err, &pe) {
		var pathErr *fs.PathError
		if errors.As(err, &pathErr) {
			err = pathErr.Err
		} else if u := errors.Unwrap(err); u != nil {
			err = u // drop "load PDN path:", said below
		}
		return fmt.Errorf("%s %s: %w", flag, path, err)
	}
	what := pe.Msg
	switch {
	case pe.Msg != "" && pe.Err != nil:
		what = fmt.Sprintf("%s: %v", pe.Msg, pe.Err)
	case pe.Err != nil:
		what = pe.Err.Error()
	case pe.Text != "":
		what = fmt.Sprintf("%s: %q", pe.Msg, pe.Text)
	}
	if pe.Game > 0 {
		what = fmt.Sprintf("game %d: %s", pe.Game, what)
	}
	return fmt.Errorf("%s %s:%d:%d: %s (not a PDN file, or a game in it is wrong)", flag, path, pe.Line, pe.Col, what)
}

// workstationGCPercent is the collector's target for the workstation:
// the heap may grow 25% over the live heap before a collection, not the
// runtime's default 100%. The session keeps the tables of finished runs
// in a pool (two 128 MiB tables by default), which makes most of the
// live heap; at 100% the collector let as much garbage again build up,
// so an idle workstation held about 530 MiB. The tables hold no
// pointers, so a collection does not scan them and collecting more
// often costs little (docs/tui-latency.md: 339 MiB, no slower per run).
const workstationGCPercent = 25

// setWorkstationGC sets workstationGCPercent unless the user chose a
// target with GOGC.
func setWorkstationGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(workstationGCPercent)
	}
}

// keptSuffix names the copy of a settings file that could not be read.
const keptSuffix = ".unread"

// saveSettings writes the settings at exit. A file that could not be read
// when the workstation started (loadErr) is what the user wrote, perhaps
// by hand: it is kept beside, as path+keptSuffix, before the settings of
// this session replace it, so that nothing typed is lost.
func saveSettings(path string, st session.Settings, loadErr error) error {
	if loadErr != nil {
		if err := os.Rename(path, path+keptSuffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("keep unread settings: %w", err)
		}
	}
	return session.SaveSettings(path, st)
}
