package tui

import (
	"context"
	"errors"
	"fmt"
	"os"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/term"

	"frontier/search/engine"
	"frontier/session"
	"frontier/tui/boardview"
)

// RunOptions configure the workstation program.
type RunOptions struct {
	// PDN is a PDN file to open at start.
	PDN string
	// Glyphs is "unicode" or "ascii"; empty keeps the saved choice.
	Glyphs string
	// Game is the game to analyse (engine.GameNames); empty keeps the
	// saved choice, else checkers.
	Game string
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
func Run(ctx context.Context, opt RunOptions) error {
	if opt.PDN != "" && opt.Game == "" {
		opt.Game = engine.DefaultGame // PDN files hold checkers games
	}
	if opt.Game != "" {
		if _, err := engine.GameByName(opt.Game); err != nil {
			return fmt.Errorf("--game: %w", err)
		}
	}
	if !term.IsTerminal(os.Stdout.Fd()) || !term.IsTerminal(os.Stdin.Fd()) {
		return ErrNoTerminal
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
		saved  *session.Settings
		status string
		isErr  bool
	)
	if path != "-" {
		st, err := session.LoadSettings(path)
		if err != nil {
			status, isErr = "settings ignored: "+err.Error(), true
		}
		saved = st
	}
	sess, err := session.New(session.Options{Game: opt.Game, Settings: saved})
	if err != nil {
		return fmt.Errorf("workstation: %w", err)
	}
	defer sess.Close()
	var layout map[string]string
	if saved != nil {
		layout = saved.Layout
		if opt.Glyphs == "" {
			glyphs, _ = boardview.ParseGlyphs(layout["glyphs"])
		}
	}
	if opt.PDN != "" {
		if n, err := sess.LoadPDNFile(opt.PDN); err != nil {
			status, isErr = err.Error(), true
		} else {
			status, isErr = fmt.Sprintf("loaded %d games from %s", n, opt.PDN), false
		}
	}
	m := New(sess, Options{Glyphs: glyphs, Layout: layout, Status: status, StatusErr: isErr})
	p := tea.NewProgram(m, tea.WithContext(ctx))
	_, runErr := p.Run()
	m.Shutdown()
	if path != "-" {
		st := sess.Settings()
		st.Layout = m.LayoutPrefs()
		if err := session.SaveSettings(path, st); err != nil && runErr == nil {
			runErr = err
		}
	}
	if runErr != nil && !errors.Is(runErr, tea.ErrProgramKilled) {
		return fmt.Errorf("workstation: %w", runErr)
	}
	return nil
}
