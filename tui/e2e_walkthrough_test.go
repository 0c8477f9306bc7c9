package tui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWalkthroughInTmux runs docs/walkthrough.sh, the tour of a new
// user's first session (issue 24): analyse game 5, add the engine's
// second line as a variation with a comment and a judgement, follow the
// board, quit (asked, then saved as PDN), reopen the file with the
// variation kept, and read the compare view with its help page open.
// The script waits for each screen and fails if one does not come; the
// test checks what the screens it saved show.
func TestWalkthroughInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is not installed, and CI must run the end-to-end tests (.ci/run installs it)")
		}
		t.Skip("tmux is not installed: skipping the walkthrough (apt-get install tmux to run it)")
	}
	dir := t.TempDir()
	bin := os.Getenv("FRONTIER_E2E_BIN")
	if bin == "" {
		bin = filepath.Join(dir, "frontier")
		if out, err := exec.Command("go", "build", "-o", bin, "frontier").CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	screens := filepath.Join(dir, "screens")
	if err := os.Mkdir(screens, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "docs/walkthrough.sh")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "FRONTIER_SCREENS="+screens, "FRONTIER_BIN="+bin)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("docs/walkthrough.sh: %v\n%s", err, out)
	}
	for name, want := range map[string][]string{
		"walkthrough-1-analysis":     {"seq · 2 lines on g5", "finished d9", "best "},
		"walkthrough-2-variation":    {"· variation", "choice})", "judged !"},
		"walkthrough-4-quit-asks":    {"Analysis not saved: game5.", "s save game5", "d discard"},
		"walkthrough-5-reopened":     {"game5-analysed.pdn#1", "choice})"},
		"walkthrough-6-compare-help": {"A · pvsplit ×16 sim", "B · pvfsplit ×16 sim", "Help · the compare view", "§4.3"},
	} {
		data, err := os.ReadFile(filepath.Join(screens, name+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if !strings.Contains(string(data), w) {
				t.Errorf("%s lacks %q:\n%s", name, w, data)
			}
		}
	}
}
