package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"frontier/assets"
	"frontier/board/checkers"

	"github.com/spf13/cobra"
)

// newSuiteCmd builds "frontier suite", which shows the embedded test
// suites: what a search or benchmark can be run on, and the thesis's
// sequential Chinook figures to compare with, without opening the TUI.
func newSuiteCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "suite",
		Short: "List and show the embedded test suites",
		Long: `The test suites are embedded in the binary. "suite list" names them;
"suite show NAME" prints a suite's test positions with the thesis's
sequential Chinook figures (Table C.1) and its games; "suite show NAME ID"
prints one position (g1, g5, ...) or one game (game1, game2, ...).
With --json the output is machine-readable.`,
		Example: `  frontier suite list
  frontier suite show tinsley-chinook-1992
  frontier suite show tinsley-chinook-1992 g5 --json
  frontier suite show tinsley-chinook-1992 game5`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.PersistentFlags().BoolVar(&asJSON, "json", false, "print JSON instead of text")
	list := &cobra.Command{
		Use:   "list",
		Short: "List the embedded suites with their numbers of games and positions",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSuiteList(cmd.OutOrStdout(), asJSON)
		},
	}
	show := &cobra.Command{
		Use:   "show NAME [ID]",
		Short: "Show a suite, or one of its positions or games",
		Args:  cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			id := ""
			if len(args) == 2 {
				id = args[1]
			}
			return runSuiteShow(cmd.OutOrStdout(), args[0], id, asJSON)
		},
	}
	cmd.AddCommand(list, show)
	return cmd
}

func init() { rootCmd.AddCommand(newSuiteCmd()) }

// suiteSummary is one line of "suite list".
type suiteSummary struct {
	Name      string `json:"name"`
	Games     int    `json:"games"`
	Positions int    `json:"positions"`
}

func runSuiteList(w io.Writer, asJSON bool) error {
	var out []suiteSummary
	for _, name := range assets.SuiteNames() {
		s, err := assets.LoadSuite(name)
		if err != nil {
			return fmt.Errorf("suite list: %w", err)
		}
		out = append(out, suiteSummary{Name: s.Name, Games: len(s.Games), Positions: len(s.Positions)})
	}
	if asJSON {
		return writeJSON(w, out)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tGAMES\tPOSITIONS")
	for _, s := range out {
		fmt.Fprintf(tw, "%s\t%d\t%d\n", s.Name, s.Games, s.Positions)
	}
	return tw.Flush()
}

// runSuiteShow prints a whole suite, or the position or game named id.
// An unknown name or id is one line that lists the valid choices.
func runSuiteShow(w io.Writer, name, id string, asJSON bool) error {
	s, err := assets.LoadSuite(name)
	if err != nil {
		return fmt.Errorf("suite show: %w", err)
	}
	if id == "" {
		return showSuite(w, s, asJSON)
	}
	if tp, err := s.Position(id); err == nil {
		return showPosition(w, tp, asJSON)
	}
	if g, err := s.Game(id); err == nil {
		return showGame(w, g, asJSON)
	}
	return fmt.Errorf("suite show: %s has no position or game %q (positions: %s; games: %s)",
		s.Name, id, strings.Join(s.PositionIDs(), " "), strings.Join(s.GameIDs(), " "))
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("writing JSON: %w", err)
	}
	return nil
}

// sideName is the JSON spelling of a side to move.
func sideName(c checkers.Color) string { return strings.ToLower(c.String()) }

// groupDigits writes n with thousands separators, as the thesis prints
// node counts.
func groupDigits(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
