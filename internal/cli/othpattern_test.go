package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/search/eval"
)

// A tiny othello-patterns run labels positions, prints the errors by
// phase and writes data and weights that read back; the same data read
// from the file give the same fit.
func TestOthPatternTiny(t *testing.T) {
	dir := t.TempDir()
	data, weights := filepath.Join(dir, "d.bin"), filepath.Join(dir, "w.bin")
	out, _, err := runCLI(t, "othello-patterns", "--games", "12", "--min-empty", "8", "--max-empty", "12", "--iters", "20", "--save-data", data, "--write", weights)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "positions; held out") || !strings.Contains(out, "test RMSE") {
		t.Errorf("output lacks the report:\n%s", out)
	}
	out2, _, err := runCLI(t, "othello-patterns", "--data", data, "--iters", "20")
	if err != nil {
		t.Fatal(err)
	}
	if out2 != out {
		t.Errorf("the fit of the saved data differs:\n%s\nagainst\n%s", out2, out)
	}
	f, err := os.Open(weights)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := eval.ReadPatternWeights(f); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runCLI(t, "othello-patterns", "--games", "1", "--min-empty", "9", "--max-empty", "8"); err == nil {
		t.Error("--max-empty below --min-empty was accepted")
	}
}
