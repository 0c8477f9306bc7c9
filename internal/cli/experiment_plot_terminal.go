package cli

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"frontier/internal/figure"

	"github.com/guptarohit/asciigraph"
)

// terminalChart draws a figure's panels in text, one chart each: a line
// per series, the x values (searchers) evenly spaced in the order they
// come, as the picture's log scale spaces powers of two; a series without
// a value at some x has a gap there. In colour (a terminal) the legend
// names each line's colour; without, the lines cannot be told apart, so
// a table of the values follows the chart instead.
func terminalChart(fig figure.Figure, colour bool) string {
	var b strings.Builder
	for _, panel := range fig.Panels {
		var xs []float64
		for _, s := range panel.Series {
			for _, p := range s.Points {
				if !slices.Contains(xs, p.X) {
					xs = append(xs, p.X)
				}
			}
		}
		slices.Sort(xs)
		var series [][]float64
		var names []string
		for _, s := range panel.Series {
			ys := make([]float64, len(xs))
			for i := range ys {
				ys[i] = math.NaN()
			}
			for _, p := range s.Points {
				ys[slices.Index(xs, p.X)] = p.Y
			}
			series = append(series, ys)
			names = append(names, s.Name)
		}
		if len(xs) < 2 || len(series) == 0 {
			fmt.Fprintf(&b, "%s: fewer than two numbers of searchers, nothing to draw\n\n", panel.Title)
			continue
		}
		xt := make([]string, len(xs))
		for i, x := range xs {
			xt[i] = fmt.Sprint(x)
		}
		opts := []asciigraph.Option{asciigraph.Height(12), asciigraph.Width(8 * (len(xs) - 1)), asciigraph.Precision(1), asciigraph.LowerBound(0),
			asciigraph.Caption(fmt.Sprintf("%s: %s against %s %s", panel.Title, "speedup", fig.XLabel, strings.Join(xt, ", ")))}
		if colour {
			palette := []asciigraph.AnsiColor{asciigraph.Blue, asciigraph.Red, asciigraph.Green, asciigraph.Yellow, asciigraph.Magenta, asciigraph.Cyan, asciigraph.White}
			colors := make([]asciigraph.AnsiColor, len(series))
			for i := range colors {
				colors[i] = palette[i%len(palette)]
			}
			opts = append(opts, asciigraph.SeriesColors(colors...), asciigraph.SeriesLegends(names...))
		}
		b.WriteString(asciigraph.PlotMany(series, opts...))
		b.WriteString("\n\n")
		if !colour {
			tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
			fmt.Fprintf(tw, "%s\t%s\t\n", fig.XLabel, strings.Join(xt, "\t"))
			for i, ys := range series {
				fmt.Fprintf(tw, "%s", names[i])
				for _, y := range ys {
					if math.IsNaN(y) {
						fmt.Fprint(tw, "\t-")
					} else {
						fmt.Fprintf(tw, "\t%.2f", y)
					}
				}
				fmt.Fprint(tw, "\t\n")
			}
			_ = tw.Flush()
			b.WriteString("\n")
		}
	}
	return b.String()
}
