package tui

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestEndToEndInTmux runs the real binary in a tmux session of 120x40,
// as a person would: it opens a suite position from the list, starts a
// simulated 16-searcher PVFSplit run, waits for an iteration, opens the
// compare view and quits, reading the screen with capture-pane.
//
// CI installs tmux (.ci/run); without it the test is skipped, except in
// CI, where a missing tmux is a failure. FRONTIER_E2E_BIN runs a binary
// built elsewhere instead of building one.
func TestEndToEndInTmux(t *testing.T) {
	tx, cfg := startE2E(t)

	tx.waitFor("the main screen", 15*time.Second, func(s string) bool {
		return strings.Contains(s, "Controls") && strings.Contains(s, "Split-node stack")
	})

	// Open the suite's second test position from the list.
	tx.keys("Tab")
	tx.waitFor("focus on the list", 5*time.Second, func(s string) bool { return strings.Contains(s, "Games") })
	tx.keys("Down", "Enter")
	tx.waitFor("position g5 opened", 5*time.Second, func(s string) bool { return strings.Contains(s, "test position g5") })

	// A simulated 16-searcher PVFSplit run (the default configuration).
	tx.keys("r")
	iteration := regexp.MustCompile(`pvfsplit ×16 sim on g5 · (running|finished) d\d+`)
	tx.waitFor("an iteration of pvfsplit ×16 sim", 60*time.Second, func(s string) bool {
		return iteration.MatchString(s) && strings.Contains(s, "best ")
	})
	if s := tx.capture(); !strings.Contains(s, "S16") {
		t.Errorf("no activity bar for searcher 16:\n%s", s)
	}

	// The compare view.
	tx.keys("c")
	tx.waitFor("the compare view", 30*time.Second, func(s string) bool {
		return strings.Contains(s, "A · pvsplit ×16 sim") && strings.Contains(s, "B · pvfsplit ×16 sim") &&
			strings.Contains(s, "Starvation vs frontier splitting")
	})

	// Quit while both searches run: the program must end promptly and
	// remember its settings.
	tx.keys("q")
	deadline := time.Now().Add(10 * time.Second)
	for tx.alive() {
		if time.Now().After(deadline) {
			t.Fatalf("the workstation did not quit:\n%s", tx.capture())
		}
		time.Sleep(50 * time.Millisecond)
	}
	data, err := os.ReadFile(filepath.Join(cfg, "frontier", "workstation.json"))
	if err != nil || !strings.Contains(string(data), `"entry": "g5"`) {
		t.Fatalf("settings not saved: %v\n%s", err, data)
	}
}

// startE2E builds the workstation (or takes FRONTIER_E2E_BIN) and starts
// it with args in a private tmux server of 120x40, with a configuration
// directory of its own, which it returns.
func startE2E(t *testing.T, args ...string) (*tmux, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the end-to-end tests in tmux run in the full tier (go test ./...)")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is not installed, and CI must run the end-to-end test (.ci/run installs it)")
		}
		t.Skip("tmux is not installed: skipping the end-to-end test (apt-get install tmux to run it)")
	}
	dir := t.TempDir()
	bin := os.Getenv("FRONTIER_E2E_BIN")
	if bin == "" {
		bin = filepath.Join(dir, "frontier")
		build := exec.Command("go", "build", "-o", bin, "frontier")
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	tx := &tmux{t: t, socket: fmt.Sprintf("frontier-e2e-%d-%s", os.Getpid(), t.Name()), target: "e2e"}
	t.Cleanup(tx.kill)
	cfg := filepath.Join(dir, "config")
	tx.run("new-session", "-d", "-s", tx.target, "-x", "120", "-y", "40",
		fmt.Sprintf("env XDG_CONFIG_HOME=%s TERM=xterm-256color %s %s", cfg, bin, strings.Join(args, " ")))
	return tx, cfg
}

// TestEndToEndOthelloInTmux: the real binary started with --game othello
// shows the Othello board, searches the suite's first position with Othello
// moves in its panes, plays a game against the engine by typed move, and
// remembers the game when it quits.
func TestEndToEndOthelloInTmux(t *testing.T) {
	tx, cfg := startE2E(t, "--game", "othello")
	tx.waitFor("the Othello board", 15*time.Second, func(s string) bool {
		return strings.Contains(s, "a  b  c  d  e  f  g  h") && strings.Contains(s, "othello · m01 ply 20/20")
	})
	tx.keys("r")
	pv := regexp.MustCompile(`best [a-h][1-8] `)
	tx.waitFor("an Othello iteration", 60*time.Second, func(s string) bool {
		return pv.MatchString(s) && regexp.MustCompile(`pvfsplit ×16 sim on m01 · (running|finished) d\d+`).MatchString(s)
	})
	tx.keys("s", "P")
	tx.waitFor("Othello's setup", 5*time.Second, func(s string) bool { return strings.Contains(s, "Play othello against the engine") })
	tx.keys("Enter", "d", "3", "Enter")
	tx.waitFor("the engine's reply", 30*time.Second, func(s string) bool {
		return strings.Contains(s, "1. d3 ") && strings.Contains(s, "your move")
	})
	tx.keys("X", "d", "q") // leave the game (discarding it: it is not saved), then quit
	deadline := time.Now().Add(10 * time.Second)
	for tx.alive() {
		if time.Now().After(deadline) {
			t.Fatalf("the workstation did not quit:\n%s", tx.capture())
		}
		time.Sleep(50 * time.Millisecond)
	}
	data, err := os.ReadFile(filepath.Join(cfg, "frontier", "workstation.json"))
	if err != nil || !strings.Contains(string(data), `"game": "othello"`) {
		t.Fatalf("the game was not remembered: %v\n%s", err, data)
	}
}

// tmux drives a private tmux server.
type tmux struct {
	t              *testing.T
	socket, target string
}

func (x *tmux) run(args ...string) string {
	x.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", x.socket}, args...)...).CombinedOutput()
	if err != nil {
		x.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (x *tmux) keys(keys ...string) {
	x.t.Helper()
	for _, k := range keys {
		x.run("send-keys", "-t", x.target, k)
		time.Sleep(100 * time.Millisecond)
	}
}

func (x *tmux) capture() string {
	x.t.Helper()
	return x.run("capture-pane", "-p", "-t", x.target)
}

func (x *tmux) alive() bool {
	return exec.Command("tmux", "-L", x.socket, "has-session", "-t", x.target).Run() == nil
}

func (x *tmux) waitFor(what string, d time.Duration, ok func(string) bool) {
	x.t.Helper()
	deadline := time.Now().Add(d)
	var s string
	for time.Now().Before(deadline) {
		if !x.alive() {
			x.t.Fatalf("the workstation ended while waiting for %s; last screen:\n%s", what, s)
		}
		s = x.capture()
		if ok(s) {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	x.t.Fatalf("waited %v for %s; screen:\n%s", d, what, s)
}

func (x *tmux) kill() {
	_ = exec.Command("tmux", "-L", x.socket, "kill-server").Run()
}
