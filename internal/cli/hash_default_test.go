package cli

import (
	"strconv"
	"testing"

	"frontier/session"
)

// TestOneTableDefault: the workstation and the command line search with
// the same transposition table by default (issue 16, bug 8: it was 64
// MiB in one and 128 in the other).
func TestOneTableDefault(t *testing.T) {
	want := strconv.Itoa(session.DefaultConfig().HashMiB)
	root := New()
	for _, name := range []string{"search", "bench"} {
		cmd, _, err := root.Find([]string{name})
		if err != nil {
			t.Fatal(err)
		}
		f := cmd.Flags().Lookup("hash")
		if f == nil {
			t.Fatalf("%s has no --hash", name)
		}
		if f.DefValue != want {
			t.Errorf("%s --hash defaults to %s MiB, the workstation to %s", name, f.DefValue, want)
		}
	}
}
