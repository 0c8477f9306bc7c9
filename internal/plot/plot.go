// Package plot draws line charts of measured series, one panel per
// group, as SVG or PNG, with gonum.org/v1/plot.
//
// It takes plain numbers, not experiment rows, and is a package of its
// own so that only the commands that draw link gonum/plot and its fonts
// and rasterizer: search/experiment, which the engines' tests and every
// measuring command import, stays free of them.
package plot

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"frontier/internal/atomicfile"
	"frontier/internal/figure"

	gonum "gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Panel size on the page.
const (
	panelWidth  = 12 * vg.Centimeter
	panelHeight = 9 * vg.Centimeter
)

// Format returns the format that Save writes for path's extension,
// "svg" or "png".
func Format(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".svg", ".png":
		return ext[1:], nil
	default:
		return "", fmt.Errorf("%s: want a .svg or .png file", path)
	}
}

// Save draws the figure into path (atomically), in the format of its
// extension.
func Save(path string, fig figure.Figure) error {
	format, err := Format(path)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := Write(&b, format, fig); err != nil {
		return err
	}
	return atomicfile.Write(path, b.Bytes(), 0o644)
}

// Write draws the figure to w as "svg" or "png".
func Write(w io.Writer, format string, fig figure.Figure) error {
	if len(fig.Panels) == 0 {
		return fmt.Errorf("plot: nothing to draw")
	}
	cols := int(math.Ceil(math.Sqrt(float64(len(fig.Panels)))))
	rows := (len(fig.Panels) + cols - 1) / cols
	width, height := vg.Length(cols)*panelWidth, vg.Length(rows)*panelHeight

	var canvas vg.CanvasWriterTo
	switch format {
	case "svg":
		canvas = vgsvg.New(width, height)
	case "png":
		canvas = vgimg.PngCanvas{Canvas: vgimg.New(width, height)}
	default:
		return fmt.Errorf("plot: unknown format %q: want svg or png", format)
	}

	style := seriesStyles(fig.Panels)
	grid := make([][]*gonum.Plot, rows)
	for r := range grid {
		grid[r] = make([]*gonum.Plot, cols)
	}
	for i, panel := range fig.Panels {
		p, err := drawPanel(fig, panel, style)
		if err != nil {
			return err
		}
		grid[i/cols][i%cols] = p
	}
	dc := draw.New(canvas)
	if len(fig.Panels) == 1 {
		grid[0][0].Draw(dc)
	} else {
		tiles := draw.Tiles{Rows: rows, Cols: cols, PadX: vg.Centimeter, PadY: vg.Centimeter,
			PadTop: vg.Centimeter / 2, PadBottom: vg.Centimeter / 2, PadLeft: vg.Centimeter / 2, PadRight: vg.Centimeter / 2}
		canvases := gonum.Align(grid, tiles, dc)
		for r := range grid {
			for c, p := range grid[r] {
				if p != nil {
					p.Draw(canvases[r][c])
				}
			}
		}
	}
	_, err := canvas.WriteTo(w)
	return err
}

// seriesStyles numbers the series' names in order of first appearance:
// the colour and marker of each.
func seriesStyles(panels []figure.Panel) map[string]int {
	style := map[string]int{}
	for _, p := range panels {
		for _, s := range p.Series {
			if _, ok := style[s.Name]; !ok {
				style[s.Name] = len(style)
			}
		}
	}
	return style
}

// errPoints is a series for plotter: points with their spreads.
type errPoints []figure.Point

func (e errPoints) Len() int                    { return len(e) }
func (e errPoints) XY(i int) (float64, float64) { return e[i].X, e[i].Y }
func (e errPoints) YError(i int) (float64, float64) {
	return e[i].Err, e[i].Err
}

func drawPanel(fig figure.Figure, panel figure.Panel, style map[string]int) (*gonum.Plot, error) {
	p := gonum.New()
	p.Title.Text = panel.Title
	p.X.Label.Text = fig.XLabel
	p.Y.Label.Text = fig.YLabel
	p.Legend.Top, p.Legend.Left = true, true
	p.Add(plotter.NewGrid())

	var xs []float64
	for _, s := range panel.Series {
		pts := slices.Clone(s.Points)
		slices.SortFunc(pts, func(a, b figure.Point) int { return cmp.Compare(a.X, b.X) })
		for _, pt := range pts {
			if math.IsNaN(pt.X) || math.IsNaN(pt.Y) || math.IsInf(pt.X, 0) || math.IsInf(pt.Y, 0) {
				return nil, fmt.Errorf("plot: %s, %s: point (%v, %v) is not a number", panel.Title, s.Name, pt.X, pt.Y)
			}
			if fig.LogX && pt.X <= 0 {
				return nil, fmt.Errorf("plot: %s, %s: x = %v on a logarithmic axis", panel.Title, s.Name, pt.X)
			}
			xs = append(xs, pt.X)
		}
		line, points, err := plotter.NewLinePoints(errPoints(pts))
		if err != nil {
			return nil, fmt.Errorf("plot: %s, %s: %w", panel.Title, s.Name, err)
		}
		i := style[s.Name]
		line.Color = plotutil.Color(i)
		points.Color = plotutil.Color(i)
		points.Shape = plotutil.Shape(i)
		p.Add(line, points)
		if slices.ContainsFunc(pts, func(pt figure.Point) bool { return pt.Err > 0 }) {
			bars, err := plotter.NewYErrorBars(errPoints(pts))
			if err != nil {
				return nil, fmt.Errorf("plot: %s, %s: %w", panel.Title, s.Name, err)
			}
			bars.Color = plotutil.Color(i)
			p.Add(bars)
		}
		p.Legend.Add(s.Name, line, points)
	}
	slices.Sort(xs)
	xs = slices.Compact(xs)
	if fig.LogX && len(xs) > 1 {
		p.X.Scale = gonum.LogScale{}
		var ticks []gonum.Tick
		for _, x := range xs {
			ticks = append(ticks, gonum.Tick{Value: x, Label: strconv.FormatFloat(x, 'g', -1, 64)})
		}
		p.X.Tick.Marker = gonum.ConstantTicks(ticks)
		// Room either side of the first and last points.
		p.X.Min, p.X.Max = xs[0]/1.25, xs[len(xs)-1]*1.25
	}
	if fig.YFromZero {
		p.Y.Min = min(0, p.Y.Min)
	}
	// Room above the lines for the legend.
	p.Y.Max += (p.Y.Max - p.Y.Min) * 0.25
	return p, nil
}
