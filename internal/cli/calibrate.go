package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/experiment"

	"github.com/spf13/cobra"
)

// newCalibrateCmd builds "frontier calibrate": the simulator is only as
// good as its costs, so this measures them on the machine at hand.
func newCalibrateCmd() *cobra.Command {
	var (
		depth, rounds int
		scale         int64
		asJSON        bool
	)
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
--sim-cost. Run it on an otherwise idle machine.`,
		Example: `  frontier calibrate
  frontier bench --algos pvfsplit-lb --searchers 2 --sim --sim-cost "$(frontier calibrate --json | jq -r .sim_cost)"`,
		Args: cobra.NoArgs,
		RunE: stoppable(func(ctx context.Context, cmd *cobra.Command) error {
			return runCalibrate(ctx, cmd.OutOrStdout(), depth, rounds, scale, asJSON)
		}),
	}
	f := cmd.Flags()
	f.IntVar(&depth, "depth", 13, "depth of the searches that time a node")
	f.IntVar(&rounds, "rounds", 3, "measurements of each cost; the median is kept")
	f.Int64Var(&scale, "scale", 10, "cost units of one node (10 keeps a tenth of a node's precision)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}

func runCalibrate(ctx context.Context, w io.Writer, depth, rounds int, scale int64, asJSON bool) error {
	suite, err := assets.LoadSuite("tinsley-chinook-1992")
	if err != nil {
		return err
	}
	var positions []checkers.Position
	for _, tp := range suite.Positions[:6] {
		positions = append(positions, tp.Position)
	}
	c, err := experiment.Calibrate(ctx, positions, depth, rounds, scale)
	if err != nil {
		return err
	}
	if asJSON {
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
	for _, r := range rows {
		if _, err := fmt.Fprintf(w, "%-24s %10.1f ns  %8.2f nodes\n", r.name, r.ns, r.ns/c.NodeNs); err != nil {
			return err
		}
	}
	_, err = fmt.Fprintf(w, "\n--sim-cost %s\n", c.Sim)
	return err
}
