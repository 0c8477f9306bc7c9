package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/internal/atomicfile"
	"frontier/search/experiment"

	"github.com/spf13/cobra"
)

// newCalibrateCmd builds "frontier calibrate": the simulator is only as
// good as its costs, so this measures them on the machine at hand.
func newCalibrateCmd() *cobra.Command {
	var f calibrateFlags
	cmd := &cobra.Command{
		Use:   "calibrate",
		Short: "Measure what a node, a table probe, a lock and a message cost here, as a --sim-cost model",
		Long: `Calibrate times, on this machine, one node of the sequential engine (on
the first six suite positions), a probe of a table much larger than the
caches, and each primitive of the real machine: a free lock, a signal
handed to a blocked thread, a message to a blocked receiver, a steal, a
thread start; an interrupt is priced at half a searcher's poll interval.
Each is the median of --rounds measurements. The costs are printed in
nanoseconds and as a cost model with a node at --scale units, ready for
--sim-cost. Run it on an otherwise idle machine.

With --threads P it also measures what many threads at once cost here
(docs/scaling.md): the crowd (a node's time while 1, 2, 4, ... P
sequential searches run at once, each with its own table; P searches at
once can gain at most P/crowd, the machine's ceiling), a mutex passed
among 2..P threads (its slope is the queue term), a broadcast to P-1
sleepers (the wake term) and a cache line passed between two cores (the
shared term). --write FILE saves the model as a cost file for
--sim-cost @FILE.`,
		Example: `  frontier calibrate
  frontier calibrate --threads 16 --write here.cost
  frontier bench --algos ybwc --searchers 4,8,16 --sim --sim-cost @here.cost`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runCalibrate(ctx, cmd.OutOrStdout(), f)
		}),
	}
	fl := cmd.Flags()
	fl.IntVar(&f.depth, "depth", 13, "depth of the searches that time a node")
	fl.IntVar(&f.rounds, "rounds", 3, "measurements of each cost; the median is kept")
	fl.Int64Var(&f.scale, "scale", 10, "cost units of one node (10 keeps a tenth of a node's precision)")
	fl.BoolVar(&f.asJSON, "json", false, "print one JSON object")
	fl.IntVar(&f.threads, "threads", 1, "also measure contention with up to this many threads (at most the CPUs here)")
	fl.DurationVar(&f.crowdTime, "crowd-time", 2*time.Second, "how long each count of concurrent searches runs")
	fl.StringVar(&f.write, "write", "", "write the cost model to this file, for --sim-cost @FILE")
	return cmd
}

type calibrateFlags struct {
	depth, rounds, threads int
	scale                  int64
	asJSON                 bool
	crowdTime              time.Duration
	write                  string
}

func runCalibrate(ctx context.Context, w io.Writer, f calibrateFlags) error {
	suite, err := assets.LoadSuite("tinsley-chinook-1992")
	if err != nil {
		return err
	}
	var positions []checkers.Position
	for _, tp := range suite.Positions[:6] {
		positions = append(positions, tp.Position)
	}
	if f.threads < 1 {
		return fmt.Errorf("--threads must be at least 1, got %d", f.threads)
	}
	c, err := experiment.Calibrate(ctx, positions, f.depth, f.rounds, f.scale)
	if err != nil {
		return err
	}
	if f.threads > 1 {
		if err := c.AddContention(ctx, positions, f.depth, f.threads, f.crowdTime); err != nil {
			return err
		}
	}
	if f.write != "" {
		host, _ := os.Hostname()
		header := []string{
			"Frontier simulator cost model (--sim-cost @FILE), measured by",
			fmt.Sprintf("  frontier calibrate --threads %d --depth %d --rounds %d --scale %d", f.threads, f.depth, f.rounds, f.scale),
			fmt.Sprintf("on %s (%s/%s, %d CPUs, %s), %s.", host, runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), time.Now().Format("2006-01-02")),
		}
		if err := atomicfile.Write(f.write, []byte(c.CostFile(header)), 0o644); err != nil {
			return fmt.Errorf("calibrate --write: %w", err)
		}
	}
	if f.asJSON {
		return json.NewEncoder(w).Encode(c)
	}
	rows := []struct {
		name string
		ns   float64
	}{
		{"node (probes excluded)", c.NodeNs}, {"table probe", c.ProbeNs}, {"lock, free", c.LockNs},
		{"signal hand-off", c.HandoffNs}, {"message", c.MessageNs}, {"split node", c.SplitNs},
		{"steal", c.StealNs}, {"thread start", c.SpawnNs}, {"interrupt (half a poll)", c.InterruptNs},
	}
	if con := c.Contention; con != nil {
		rows = append(rows, []struct {
			name string
			ns   float64
		}{{"wake a sleeper", con.WakeNs}, {"queue, per thread", con.QueueNs}, {"cache line between cores", con.SharedNs}}...)
	}
	for _, r := range rows {
		if _, err := fmt.Fprintf(w, "%-24s %10.1f ns  %8.2f nodes\n", r.name, r.ns, r.ns/c.NodeNs); err != nil {
			return err
		}
	}
	if con := c.Contention; con != nil {
		fmt.Fprintf(w, "\n%-10s %10s %8s %8s %12s\n", "searchers", "node ns", "crowd", "ceiling", "mutex pass")
		for i, k := range con.Threads {
			lock := "-"
			if con.LockNs[i] > 0 {
				lock = fmt.Sprintf("%.1f ns", con.LockNs[i])
			}
			fmt.Fprintf(w, "%-10d %10.1f %8.3f %8.2f %12s\n", k, con.NodeNs[i], float64(con.Crowd[i])/1000, con.Ceiling[i], lock)
		}
	}
	if f.write != "" {
		fmt.Fprintf(w, "\nwrote %s\n", f.write)
	}
	_, err = fmt.Fprintf(w, "\n--sim-cost %s\n", c.Sim)
	return err
}
