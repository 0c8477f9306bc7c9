package tui

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"frontier/session"
	"frontier/tui/boardview"
)

// Golden tests of the main screens: the program runs under teatest with
// a fixed size and colour profile, keys are sent as a user would type
// them, and the final screen is compared with testdata/<test>.golden
// (escape sequences included). Regenerate with: go test ./tui -update
//
// Only screens that do not depend on wall-clock timing are compared: the
// idle main screen, the help screen, the reduced layout, the screen
// without colours, and the compare view held paused at its start.

// goldenModel starts the workstation on a fresh session in teatest.
func goldenModel(t *testing.T, w, h int, profile colorprofile.Profile, glyphs boardview.Glyphs, speed session.Speed) (*teatest.TestModel, *Model) {
	t.Helper()
	return goldenGameModel(t, "", nil, w, h, profile, glyphs, speed)
}

// goldenGameModel starts the workstation on a fresh session of game,
// after setup (if not nil) has prepared the session.
func goldenGameModel(t *testing.T, game string, setup func(*session.Session) error, w, h int, profile colorprofile.Profile, glyphs boardview.Glyphs, speed session.Speed) (*teatest.TestModel, *Model) {
	t.Helper()
	sess, err := session.New(session.Options{Game: game})
	if err != nil {
		t.Fatal(err)
	}
	if setup != nil {
		if err := setup(sess); err != nil {
			t.Fatal(err)
		}
	}
	sess.SetSpeed(speed)
	m := New(sess, Options{Glyphs: glyphs})
	m.noSpinner = true
	t.Cleanup(m.Shutdown)
	tm := teatest.NewTestModel(t, m,
		teatest.WithInitialTermSize(w, h),
		teatest.WithProgramOptions(tea.WithColorProfile(profile)))
	return tm, m
}

// finish quits the program and returns its last screen.
func finish(t *testing.T, tm *teatest.TestModel) string {
	t.Helper()
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
	return fm.render()
}

// waitScreen waits until the program has drawn text.
func waitScreen(t *testing.T, tm *teatest.TestModel, text string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(text)) },
		teatest.WithDuration(10*time.Second), teatest.WithCheckInterval(20*time.Millisecond))
}

// waitModel waits until cond holds for the model, asking it in its
// event loop.
func waitModel(t *testing.T, tm *teatest.TestModel, cond func(*Model) bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		ch := make(chan bool, 1)
		tm.Send(inspectMsg(func(m *Model) { ch <- cond(m) }))
		select {
		case ok := <-ch:
			if ok {
				return
			}
		case <-time.After(5 * time.Second):
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the model never reached the state waited for")
}

func TestGoldenMainScreen(t *testing.T) {
	tm, _ := goldenModel(t, 120, 40, colorprofile.ANSI256, boardview.Unicode, session.Fast)
	waitScreen(t, tm, "Controls")
	tm.Send(tea.KeyPressMsg{Code: 'q', Text: "q"})
	golden.RequireEqual(t, finish(t, tm))
}

func TestGoldenReducedLayout(t *testing.T) {
	tm, _ := goldenModel(t, 80, 24, colorprofile.ANSI, boardview.Unicode, session.Fast)
	waitScreen(t, tm, "Moves")
	tm.Type("n")
	tm.Send(tea.KeyPressMsg{Code: tea.KeyTab})
	tm.Send(tea.KeyPressMsg{Code: tea.KeyTab})
	tm.Send(tea.KeyPressMsg{Code: tea.KeyTab})
	tm.Type("q")
	golden.RequireEqual(t, finish(t, tm))
}

func TestGoldenNoColorASCII(t *testing.T) {
	tm, _ := goldenModel(t, 120, 40, colorprofile.ASCII, boardview.ASCII, session.Fast)
	waitScreen(t, tm, "Controls")
	tm.Type("fq")
	golden.RequireEqual(t, finish(t, tm))
}

func TestGoldenHelp(t *testing.T) {
	tm, _ := goldenModel(t, 120, 40, colorprofile.ANSI256, boardview.Unicode, session.Fast)
	waitScreen(t, tm, "Controls")
	tm.Type("?")
	waitModel(t, tm, func(m *Model) bool { return m.showHelp })
	tm.Type("q")
	golden.RequireEqual(t, finish(t, tm))
}

func TestGoldenCompareFinished(t *testing.T) {
	// The pair is set before the program starts: the session is the
	// event loop's once it runs.
	tm, _ := goldenGameModel(t, "", func(s *session.Session) error {
		p := s.CompareConfigs()
		p[0].Depth, p[1].Depth = 7, 7
		p[0].HashMiB, p[1].HashMiB = 16, 16
		return s.SetCompareConfigs(p)
	}, 120, 40, colorprofile.ANSI256, boardview.Unicode, session.Unthrottled)
	waitScreen(t, tm, "Controls")
	tm.Type("c")
	waitModel(t, tm, func(m *Model) bool { return m.cmp.Update(0).Final && m.cmp.Update(1).Final })
	tm.Type("q")
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
	// The simulator makes every count a function of the engine; only the
	// bars' history (sampled on a wall-clock tick) and the rates (nodes
	// per wall second) vary. Keep one sample of each bar, mask the rates.
	// (Idle percentages move in the fourth digit with the monitor's
	// wall-clock publications, so the depth is one whose rounded figures
	// are far from a boundary.)
	c := fm.sess.Comparison()
	u0, u1 := fm.cmp.Update(0), fm.cmp.Update(1)
	fm.cmp.Reset(c.ID())
	fm.cmp.SetUpdate(0, u0)
	fm.cmp.SetUpdate(1, u1)
	fm.cmp.Sample(c)
	out := rates.ReplaceAllStringFunc(fm.render(), func(s string) string {
		return "n/s\x1b[m" + strings.Repeat(" ", ansi.StringWidth(s)-3)
	})
	golden.RequireEqual(t, out)
}

// rates matches a rate of nodes per wall-clock second.
var rates = regexp.MustCompile(`[0-9.]+[kMG]? n/s(\x1b\[m)? *`)
