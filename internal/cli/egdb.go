package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"frontier/board/checkers"
	"frontier/search/egdb"
)

// egdbFlags are the flags of "frontier egdb build" and "probe".
type egdbFlags struct {
	dir     string
	pieces  int
	workers int
	verify  bool
	fen     string
}

// newEgdbCmd builds "frontier egdb", the checkers endgame database:
// build solves it by retrograde analysis and saves it, probe looks a
// position up.
func newEgdbCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "egdb",
		Short: "Build and probe the checkers endgame database",
		Long: `The endgame database holds the value (win, loss or draw for the side to
move) of every checkers position with up to --pieces pieces, with the
number of plies to the end of the game under best play. It lives in
frontier/egdb in the user's cache directory unless --dir says otherwise,
one checksummed file per piece count; see docs/egdb.md.`,
	}
	cmd.AddCommand(newEgdbBuildCmd(), newEgdbProbeCmd())
	return cmd
}

func addDirFlag(cmd *cobra.Command, f *egdbFlags) {
	cmd.Flags().StringVar(&f.dir, "dir", "", "directory of the database files; default frontier/egdb in the user's cache directory")
}

func newEgdbBuildCmd() *cobra.Command {
	var f egdbFlags
	cmd := &cobra.Command{
		Use:   "build",
		Short: "Solve the endgame database up to --pieces pieces and save it",
		Long: `Build solves every position of up to --pieces pieces by retrograde
analysis and saves one file per piece count. Piece counts whose file is
already there and passes its checksum are loaded, not solved again; a
corrupt file is rebuilt. With --verify (the default) every position of
every slice is then checked against its moves. Progress goes to stderr:
a bar on a terminal, a line per slice otherwise.`,
		Example: `  frontier egdb build --pieces 5
  frontier egdb build --pieces 4 --dir /tmp/egdb`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runEgdbBuild(ctx, cmd.OutOrStdout(), cmd.ErrOrStderr(), f)
		}),
	}
	addDirFlag(cmd, &f)
	fl := cmd.Flags()
	fl.IntVar(&f.pieces, "pieces", 5, fmt.Sprintf("largest number of pieces on the board, 1 to %d", egdb.MaxPieces))
	fl.IntVar(&f.workers, "workers", min(runtime.NumCPU(), 2), "goroutines solving each slice")
	fl.BoolVar(&f.verify, "verify", true, "check every position against its moves after the build")
	return cmd
}

func newEgdbProbeCmd() *cobra.Command {
	var f egdbFlags
	cmd := &cobra.Command{
		Use:   "probe",
		Short: "Print the database value of a checkers position",
		Long: `Probe prints win, loss or draw for the side to move of --fen, with the
number of plies to the end of the game under best play and a move that
keeps the value:

  win in 13 plies, best 18-22

A corrupt database file is rebuilt first.`,
		Example: `  frontier egdb probe --fen "W:WK14,K15:BK23"`,
		Args:    cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runEgdbProbe(ctx, cmd.OutOrStdout(), cmd.ErrOrStderr(), f)
		}),
	}
	addDirFlag(cmd, &f)
	cmd.Flags().StringVar(&f.fen, "fen", "", "the position, in PDN FEN (e.g. W:WK14,K15:BK23)")
	return cmd
}

func egdbDir(f egdbFlags) (string, error) {
	if f.dir != "" {
		return f.dir, nil
	}
	return egdb.DefaultDir()
}

func runEgdbBuild(ctx context.Context, out, progress io.Writer, f egdbFlags) error {
	if f.pieces < 1 || f.pieces > egdb.MaxPieces {
		return fmt.Errorf("egdb build: bad --pieces %d: it must be 1 to %d", f.pieces, egdb.MaxPieces)
	}
	if f.workers < 1 {
		return fmt.Errorf("egdb build: bad --workers %d: it must be at least 1", f.workers)
	}
	dir, err := egdbDir(f)
	if err != nil {
		return err
	}
	start := time.Now()
	db, err := egdb.OpenOrBuild(ctx, dir, f.pieces, f.workers, newBuildReporter(progress, start))
	if err != nil {
		return fmt.Errorf("egdb build: %w", err)
	}
	built := time.Since(start)
	if f.verify {
		if err := db.VerifyAll(ctx, f.workers); err != nil {
			return fmt.Errorf("egdb build: verify: %w", err)
		}
		fmt.Fprintf(out, "verified every position against its moves in %.1fs\n", time.Since(start.Add(built)).Seconds())
	}
	var size int64
	for n := 1; n <= f.pieces; n++ {
		st, err := os.Stat(filepath.Join(dir, egdb.FileName(n)))
		if err != nil {
			return fmt.Errorf("egdb build: %w", err)
		}
		size += st.Size()
	}
	positions, longest := db.Count()
	fmt.Fprintf(out, "database of up to %d pieces in %s: %d positions, %d bytes on disk, longest win %d plies, %.1fs\n",
		f.pieces, dir, positions, size, longest, built.Seconds())
	return nil
}

// newBuildReporter returns the progress callback of a build: on a
// terminal one line redrawn in place with a bar, otherwise a plain line
// for each slice begun and each note.
func newBuildReporter(w io.Writer, start time.Time) func(egdb.Event) {
	tty := isTerminal(w)
	var last egdb.Slice
	var shown time.Time
	began := false
	return func(e egdb.Event) {
		if e.Note != "" {
			if tty {
				fmt.Fprint(w, "\r\033[K")
			}
			fmt.Fprintln(w, e.Note)
			return
		}
		p := e.Progress
		frac := 0.0
		if p.Total > 0 {
			frac = float64(p.Done) / float64(p.Total)
		}
		if !tty {
			if !began || p.Slice != last {
				fmt.Fprintf(w, "%d pieces: slice %d/%d %v, %3.0f%% done, %.0fs\n", e.Pieces, p.Solved+1, p.Slices, p.Slice, 100*frac, time.Since(start).Seconds())
			}
			began, last = true, p.Slice
			return
		}
		if time.Since(shown) < 100*time.Millisecond {
			return
		}
		shown = time.Now()
		const width = 30
		bar := strings.Repeat("#", int(frac*width)) + strings.Repeat(".", width-int(frac*width))
		fmt.Fprintf(w, "\r\033[K%d pieces [%s] %3.0f%% slice %v level %d, %.0fs", e.Pieces, bar, 100*frac, p.Slice, p.Level, time.Since(start).Seconds())
	}
}

func runEgdbProbe(ctx context.Context, out, progress io.Writer, f egdbFlags) error {
	if f.fen == "" {
		return fmt.Errorf("egdb probe: give the position with --fen")
	}
	p, err := checkers.ParseFEN(f.fen)
	if err != nil {
		return fmt.Errorf("egdb probe: bad --fen: %w", err)
	}
	dir, err := egdbDir(f)
	if err != nil {
		return err
	}
	have := egdbFiles(dir)
	if have == 0 {
		return fmt.Errorf("egdb probe: no endgame database in %s; build one with: frontier egdb build --pieces 5", dir)
	}
	if n := p.Pieces(); n > have {
		return fmt.Errorf("egdb probe: the position has %d pieces; the database in %s covers up to %d", n, dir, have)
	}
	db, err := openEgdb(ctx, dir, max(p.Pieces(), 1), progress)
	if err != nil {
		return fmt.Errorf("egdb probe: %w", err)
	}
	m, v, ok := db.BestMove(&p)
	if !ok {
		fmt.Fprintf(out, "%v (no legal move)\n", v)
		return nil
	}
	fmt.Fprintf(out, "%v, best %v\n", v, m)
	return nil
}

// egdbFiles returns how many piece counts dir holds a file for (in
// either format): 1, 2, … up to the first missing.
func egdbFiles(dir string) int {
	n := 0
	for n < egdb.MaxPieces {
		_, err := os.Stat(filepath.Join(dir, egdb.FileName(n+1)))
		if errors.Is(err, fs.ErrNotExist) {
			_, err = os.Stat(filepath.Join(dir, egdb.LegacyFileName(n+1)))
		}
		if errors.Is(err, fs.ErrNotExist) {
			break
		}
		n++
	}
	return n
}

// openEgdb loads the database files of 1 to n pieces from dir,
// rebuilding any that is corrupt (and those above it, up to n).
func openEgdb(ctx context.Context, dir string, n int, progress io.Writer) (*egdb.DB, error) {
	db, err := egdb.Open(dir, n)
	var ce *egdb.CorruptError
	if errors.As(err, &ce) {
		return egdb.OpenOrBuild(ctx, dir, n, min(runtime.NumCPU(), 2), newBuildReporter(progress, time.Now()))
	}
	return db, err
}
