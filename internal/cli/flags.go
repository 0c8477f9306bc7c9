package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"frontier/internal/atomicfile"

	"github.com/spf13/pflag"
)

// The flags several commands share are bound here, once. A command keeps
// its own defaults and help: it sets the defaults as the fields' values
// before bind and names the help of each flag it takes; a flag whose help
// is empty is not bound.

// workloadFlags choose what is searched: the game, its suite, positions
// of it and the depth.
type workloadFlags struct {
	game, suite, pos string
	depth            int
}

// workloadHelp is a command's help for its workload flags.
type workloadHelp struct{ game, suite, pos, depth string }

func (w *workloadFlags) bind(fl *pflag.FlagSet, h workloadHelp) {
	bindString(fl, &w.game, "game", h.game)
	bindString(fl, &w.suite, "suite", h.suite)
	bindString(fl, &w.pos, "pos", h.pos)
	if h.depth != "" {
		fl.IntVar(&w.depth, "depth", w.depth, h.depth)
	}
}

// outputFlags choose how and where a report is written.
type outputFlags struct{ format, out string }

// outputHelp is a command's help for its output flags.
type outputHelp struct{ format, out string }

func (o *outputFlags) bind(fl *pflag.FlagSet, h outputHelp) {
	bindString(fl, &o.format, "format", h.format)
	bindString(fl, &o.out, "out", h.out)
}

// checkFormat refuses a --format that is not one of formats.
func (o *outputFlags) checkFormat(formats ...string) error {
	if slices.Contains(formats, o.format) {
		return nil
	}
	want := formats[len(formats)-1]
	if n := len(formats); n > 1 {
		want = strings.Join(formats[:n-1], ", ") + " or " + want
	}
	return fmt.Errorf("bad --format %q: want %s", o.format, want)
}

// checkOutDir refuses an --out whose folder does not exist: better now
// than after a long run.
func (o *outputFlags) checkOutDir() error {
	if o.out == "" {
		return nil
	}
	if st, err := os.Stat(filepath.Dir(o.out)); err != nil || !st.IsDir() {
		return fmt.Errorf("bad --out %s: its directory does not exist", o.out)
	}
	return nil
}

// write writes a report b to stdout, or without a partial file to --out,
// saying so on progress.
func (o *outputFlags) write(stdout, progress io.Writer, b []byte) error {
	if o.out == "" {
		_, err := stdout.Write(b)
		return err
	}
	if err := atomicfile.Write(o.out, b, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(progress, "wrote %s\n", o.out)
	return nil
}

// simFlags choose the simulator and its cost model.
type simFlags struct {
	sim     bool
	simCost string
}

// simHelp is a command's help for its simulator flags.
type simHelp struct{ sim, simCost string }

func (s *simFlags) bind(fl *pflag.FlagSet, h simHelp) {
	if h.sim != "" {
		fl.BoolVar(&s.sim, "sim", s.sim, h.sim)
	}
	bindString(fl, &s.simCost, "sim-cost", h.simCost)
}

// bindString binds p as --name with p's value as the default, unless
// help is empty.
func bindString(fl *pflag.FlagSet, p *string, name, help string) {
	if help != "" {
		fl.StringVar(p, name, *p, help)
	}
}
