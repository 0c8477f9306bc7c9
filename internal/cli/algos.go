package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"frontier/search/engine"

	"github.com/spf13/cobra"
)

// newAlgosCmd builds "frontier algos", which lists the engines the other
// commands accept, read from the registry: what each follows, how many
// searchers it takes and its parameters, so that a spec can be written
// without reading the source.
func newAlgosCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "algos",
		Short: "List the search algorithms with their papers and parameters",
		Long: `Algos lists every engine that search, bench, match and the workstation
accept: the sequential engine, then the parallel algorithms in the order
they registered. For each it gives the number of searchers P it takes,
the paper and figure it follows, a summary, and its parameters with their
defaults; a legend below says what each parameter means.

An engine is chosen with a spec, NAME[:P][,key=value...]:
  seq
  pvfsplit-lb:16
  pvfsplit-lb:16,quorum=0.25,threshold=5000

With --json every engine is one JSON object per line.`,
		Example: `  frontier algos
  frontier algos --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON {
				return writeAlgosJSON(cmd.OutOrStdout(), engine.List())
			}
			return writeAlgosTable(cmd.OutOrStdout(), engine.List())
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "one JSON object per line")
	return cmd
}

// algoJSON is one line of "algos --json".
type algoJSON struct {
	Name    string      `json:"name"`
	PMin    int         `json:"p_min"`
	PMax    int         `json:"p_max"`
	Paper   string      `json:"paper"`
	Figure  string      `json:"figure"`
	Summary string      `json:"summary"`
	Params  []paramJSON `json:"params"`
}

type paramJSON struct {
	Name    string `json:"name"`
	Default string `json:"default"`
	Doc     string `json:"doc"`
}

func writeAlgosJSON(w io.Writer, list []engine.Info) error {
	for _, in := range list {
		line := algoJSON{Name: in.Name, PMin: in.MinP, PMax: in.MaxP, Paper: in.Paper, Figure: in.Figure,
			Summary: in.Summary, Params: []paramJSON{}}
		for _, p := range in.Params {
			line.Params = append(line.Params, paramJSON{Name: p.Name, Default: p.Default, Doc: p.Doc})
		}
		b, err := json.Marshal(line)
		if err != nil {
			return fmt.Errorf("algos: encoding JSON: %w", err)
		}
		if _, err := fmt.Fprintf(w, "%s\n", b); err != nil {
			return err
		}
	}
	return nil
}

// compactDefault squeezes a default that depends on the machine into one
// word: "35000 (sim), 10ms (real)" → "35000(sim)/10ms(real)".
var compactDefault = strings.NewReplacer(" (", "(", ", ", "/")

// writeAlgosTable writes one row per engine with its parameters and
// their defaults on the line below, under the summary (the last column,
// so that a narrow terminal wraps only text), then what each parameter
// means, once.
func writeAlgosTable(w io.Writer, list []engine.Info) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "name\tP\tfollows\tsummary, then parameters with defaults")
	type legend struct{ name, def, doc string }
	var legends []legend
	seen := map[legend]bool{}
	for _, in := range list {
		p := fmt.Sprint(in.MinP)
		if in.MaxP != in.MinP {
			p = fmt.Sprintf("%d-%d", in.MinP, in.MaxP)
		}
		params := []string{}
		for _, pa := range in.Params {
			params = append(params, pa.Name+"="+compactDefault.Replace(pa.Default))
			if l := (legend{pa.Name, pa.Default, pa.Doc}); !seen[l] {
				seen[l] = true
				legends = append(legends, l)
			}
		}
		if len(params) == 0 {
			params = append(params, "no parameters")
		}
		fmt.Fprintf(tw, "%s\t%s\t%s, %s\t%s\n", in.Name, p, in.Paper, in.Figure, in.Summary)
		fmt.Fprintf(tw, "\t\t\t  %s\n", strings.Join(params, " "))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(legends) == 0 {
		return nil
	}
	fmt.Fprintln(w, "\nparameters, given as NAME[:P],key=value,...:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, l := range legends {
		fmt.Fprintf(tw, "  %s\tdefault %s\t%s\n", l.name, l.def, l.doc)
	}
	return tw.Flush()
}
