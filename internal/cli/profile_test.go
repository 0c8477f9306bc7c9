package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProfileEnv: with FRONTIER_CPUPROFILE a command writes a CPU profile
// (gzip, as pprof writes it) of its run; a path that cannot be created is
// refused, naming the variable, before the command runs.
func TestProfileEnv(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.pprof")
	t.Setenv(ProfileEnv, path)
	var out, errb bytes.Buffer
	if rc := Main(context.Background(), []string{"perft", "--game", "tictactoe4", "--depth", "3"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Fatalf("the profile is not a gzip'd pprof file (%d bytes)", len(b))
	}

	t.Setenv(ProfileEnv, filepath.Join(t.TempDir(), "missing", "cpu.pprof"))
	out.Reset()
	errb.Reset()
	if rc := Main(context.Background(), []string{"games"}, &out, &errb); rc == 0 || !strings.Contains(errb.String(), ProfileEnv) || out.Len() != 0 {
		t.Fatalf("rc %d, stdout %q, stderr %q: want a refusal naming %s and no output", rc, out.String(), errb.String(), ProfileEnv)
	}
}
