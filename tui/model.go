// Package tui is Frontier's terminal workstation: a Bubble Tea program
// that renders a session.Session and turns keys and mouse clicks into
// session commands. It holds no search logic.
//
// The root Model composes components that live in their own packages
// (boardview, game, pv, searchers, timeline, splitstack, overheads,
// controls, compare, help, prompt); keys are defined once in package
// keys and styles once in package styles. Searches run on the session's
// goroutines: the model samples their monitors on a 15 Hz tick and
// receives each completed iteration as a message from a command waiting
// on session.Run.Wait, so Update never blocks and never sees one message
// per node. Messages of a run that is no longer current are dropped.
package tui

import (
	"context"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/spinner"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"frontier/session"
	"frontier/tui/boardview"
	"frontier/tui/compare"
	"frontier/tui/game"
	helpview "frontier/tui/help"
	"frontier/tui/keys"
	"frontier/tui/play"
	"frontier/tui/prompt"
	"frontier/tui/pv"
	"frontier/tui/searchers"
	"frontier/tui/splitstack"
	"frontier/tui/styles"
	"frontier/tui/timeline"
)

// tickEvery is how often the UI samples running searches: 15 Hz.
const tickEvery = time.Second / 15

// view is the screen shown.
type view int

const (
	mainView view = iota
	compareView
)

// Messages of the model.
type (
	// tickMsg samples the running searches.
	tickMsg struct{}
	// runMsg carries a run's new state: slot -1 is the main run, 0 and
	// 1 the compare runs of comparison cmpID.
	runMsg struct {
		slot  int
		cmpID uint64
		u     session.Update
	}
	// clearStatusMsg clears the status line if it still shows the
	// message set at the time.
	clearStatusMsg struct{ at time.Time }
)

// textOverlay shows a text, such as what was copied to the clipboard.
type textOverlay struct {
	title string
	vp    viewport.Model
	// settings marks the settings text, where R resets them.
	settings bool
	// pane marks a pane's help page, where ? goes on to every key.
	pane bool
}

// Model is the root model of the workstation.
type Model struct {
	sess *session.Session
	keys keys.KeyMap
	st   *styles.Styles
	ctx  context.Context
	stop context.CancelFunc

	w, h      int
	view      view
	focus     pane
	lastRight pane

	showHelp bool
	help     helpview.Model
	short    help.Model
	prompt   *prompt.Model
	text     *textOverlay
	picker   *gamePicker // the game chooser, nil when closed
	editor   boardEditor // the board editor, nil when closed (boardeditor.go)
	// pairPicker chooses the compare view's pair, nil when closed.
	pairPicker *compare.Picker

	status    string
	statusErr bool
	statusAt  time.Time

	board   boardview.Model
	games   game.List
	moves   game.Moves
	pv      pv.Model
	bars    searchers.Model
	stack   splitstack.Model
	cmp     compare.Model
	runUpd  session.Update
	spin    spinner.Model
	ticking bool
	spinOn  bool
	// noSpinner keeps the title bar still, for golden tests.
	noSpinner bool
	// ps is the play mode's state (playmode.go).
	ps playState
	// typed is a move being typed in the analysis (typemove.go);
	// typing is set while the move prompt is open.
	typed  play.Input
	typing bool
	// pick is a piece picked up for a move of two squares (chesspick.go).
	pick squarePick

	// quitting is set once q asked to quit: the searches are being
	// closed in a command and every message but its end is dropped.
	quitting bool

	// settingsPath is Options.SettingsPath.
	settingsPath string

	// tl is the run's timeline; showTimeline draws it in the searchers
	// pane instead of the activity bars.
	tl           timeline.Model
	showTimeline bool

	// ga is the analysis of the game (gameanalysis.go), nil if none;
	// gaSeq numbers them.
	ga    *gameAnalysis
	gaSeq uint64

	// tmuxCopy, when the workstation runs in tmux, hands a copy to
	// tmux as well as OSC 52 (Options.TmuxCopy, prompts.go).
	tmuxCopy func(string) error

	// fw is the analysis following the board (follow.go).
	fw followState
}

// New returns the workstation's model on sess. The caller closes the
// session after the program ends (Run does).
func New(sess *session.Session, opt Options) *Model {
	st := styles.New(opt.profile())
	ctx, cancel := context.WithCancel(context.Background())
	m := &Model{
		sess: sess, keys: keys.Default(), st: st, ctx: ctx, stop: cancel,
		focus: paneBoard, lastRight: panePV,
		help:  helpview.New(),
		short: help.New(),
		board: boardview.Model{Glyphs: opt.Glyphs},
		tl:    timeline.Model{ASCII: opt.Glyphs == boardview.ASCII},
		games: game.NewList(st, sess.Entries()),
		moves: game.NewMoves(),
		pv:    pv.New(st),
		stack: splitstack.New(st),
		cmp:   compare.New(st),
		spin:  spinner.New(spinner.WithSpinner(spinner.MiniDot)),
		w:     fullW, h: fullH,
		settingsPath: opt.SettingsPath,
		tmuxCopy:     opt.TmuxCopy,
	}
	if opt.Glyphs == boardview.ASCII {
		m.spin = spinner.New(spinner.WithSpinner(spinner.Line)) // | / - \
	}
	m.applyStyles()
	m.restoreLayout(opt.Layout)
	m.syncLine()
	if opt.Status != "" {
		m.status, m.statusErr = opt.Status, opt.StatusErr
	}
	return m
}

// Options configure the model.
type Options struct {
	Glyphs boardview.Glyphs
	// Profile fixes the colour profile (tests); otherwise the terminal's
	// is used when Bubble Tea reports it, truecolor until then.
	Profile *colorprofile.Profile
	// Layout restores a saved layout (see layoutPrefs).
	Layout map[string]string
	// Status is shown in the status line at start.
	Status    string
	StatusErr bool
	// SettingsPath is the file the settings are saved to when the
	// program ends, shown by S; empty when they are not saved.
	SettingsPath string
	// TmuxCopy hands y and Y's copies to tmux too (TmuxCopy), where
	// OSC 52 alone does not arrive; nil outside tmux.
	TmuxCopy func(string) error
}

func (o Options) profile() colorprofile.Profile {
	if o.Profile != nil {
		return *o.Profile
	}
	return colorprofile.TrueColor
}

// Init starts the spinner's clock lazily; nothing runs until asked.
func (m *Model) Init() tea.Cmd { return nil }

// applyStyles hands the styles to the components that keep them.
func (m *Model) applyStyles() {
	m.pv.SetStyles(m.st)
	m.stack.SetStyles(m.st)
	m.cmp.SetStyles(m.st)
	m.games.SetStyles(m.st)
	m.short.Styles.ShortKey = m.st.Accent
	m.short.Styles.ShortDesc = m.st.Dim
	m.short.Styles.ShortSeparator = m.st.Dim
	m.short.Styles.Ellipsis = m.st.Dim
	m.spin.Style = m.st.Accent
}

// layoutPrefs returns the layout to remember between runs.
func (m *Model) layoutPrefs() map[string]string {
	b := func(v bool) string {
		if v {
			return "true"
		}
		return "false"
	}
	v := "main"
	if m.view == compareView {
		v = "compare"
	}
	return map[string]string{
		"flip": b(m.board.Flip), "numbers": b(m.board.Numbers), "glyphs": m.board.Glyphs.String(),
		"focus": m.focus.String(), "right": m.lastRight.String(), "view": v,
		"timeline": b(m.showTimeline), "scores": m.pv.Viewpoint().String(),
	}
}

// LayoutPrefs is what Run saves of the layout when the program ends.
func (m *Model) LayoutPrefs() map[string]string { return m.layoutPrefs() }

func (m *Model) restoreLayout(l map[string]string) {
	if l == nil {
		return
	}
	m.board.Flip = l["flip"] == "true"
	m.board.Numbers = l["numbers"] == "true"
	m.showTimeline = l["timeline"] == "true"
	m.pv.SetViewpoint(pv.ParseViewpoint(l["scores"]))
	if p, ok := parsePane(l["focus"]); ok {
		m.focus = p
	}
	if p, ok := parsePane(l["right"]); ok && p >= panePV {
		m.lastRight = p
	}
	// The compare view is not restored: it would start two searches
	// before the user asked for anything.
}

// Shutdown stops every search and the commands waiting on them. Run
// calls it when the program ends; q calls it before quitting.
func (m *Model) Shutdown() {
	m.stop()
	m.sess.Close()
}
