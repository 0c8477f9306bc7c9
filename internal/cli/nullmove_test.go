package cli

import (
	"strings"
	"testing"
)

// --nullmove reaches the search (the header says so, seldepth is
// printed, and the same depth costs fewer nodes) and refuses --exact.
func TestSearchNullMoveFlag(t *testing.T) {
	fen := "r1bqkb1r/pp3ppp/2np1n2/4p3/2B1P3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 7"
	finalNodes := func(args ...string) (string, string) {
		out, _, err := runCLI(t, "search", append([]string{"--game", "chess", "--position", fen, "--depth", "4", "--hash", "4"}, args...)...)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "best ") {
				f := strings.Fields(l)
				for i := range f[:len(f)-1] {
					if f[i] == "nodes" {
						return out, f[i+1]
					}
				}
			}
		}
		t.Fatalf("no final line in\n%s", out)
		return "", ""
	}
	out, off := finalNodes()
	if !strings.Contains(out, "depth  4  seldepth ") || strings.Contains(out, "null-move") {
		t.Errorf("without --nullmove:\n%s", out)
	}
	out, on := finalNodes("--nullmove")
	if !strings.Contains(out, ", null-move pruning,") {
		t.Errorf("with --nullmove:\n%s", out)
	}
	if len(on) > len(off) || len(on) == len(off) && on >= off { // "12,345" digit groups: compare as numbers
		t.Errorf("%s nodes with --nullmove, %s without", on, off)
	}
	for _, cmd := range []string{"search", "bench"} {
		if _, _, err := runCLI(t, cmd, "--game", "chess", "--nullmove", "--exact", "--depth", "1"); err == nil || !strings.Contains(err.Error(), "--nullmove and --exact") {
			t.Errorf("%s --nullmove --exact: %v", cmd, err)
		}
	}
}

// --selective turns the whole selective search on, --selective=PARTS
// some of it (the header names them), and refuses --exact and unknown
// parts.
func TestSelectiveFlag(t *testing.T) {
	fen := "r1bqkb1r/pp3ppp/2np1n2/4p3/2B1P3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 7"
	for _, c := range []struct{ flag, header string }{
		{"--selective", ", selective search (null,lmr,futility,see,check,mate,caphist,killers,nullverify,lmp,iir,counter,conthist,lmrimp,histprune,qstt,aspiration=16),"},
		{"--selective=lmr,see", ", selective search (lmr,see),"},
	} {
		out, _, err := runCLI(t, "search", "--game", "chess", "--position", fen, "--depth", "3", "--hash", "4", c.flag)
		if err != nil || !strings.Contains(out, c.header) {
			t.Errorf("%s: %v\n%s", c.flag, err, out)
		}
	}
	for _, cmd := range []string{"search", "bench"} {
		if _, _, err := runCLI(t, cmd, "--game", "chess", "--selective", "--exact", "--depth", "1"); err == nil || !strings.Contains(err.Error(), "--selective and --exact") {
			t.Errorf("%s --selective --exact: %v", cmd, err)
		}
		if _, _, err := runCLI(t, cmd, "--game", "chess", "--selective=fast", "--depth", "1"); err == nil || !strings.Contains(err.Error(), `no part "fast"`) {
			t.Errorf("%s --selective=fast: %v", cmd, err)
		}
	}
}
