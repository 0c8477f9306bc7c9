// Package figure is a chart as data: which series, on which axes, with
// which points. The experiments' reports build figures
// (search/experiment/report) and internal/plot draws them, so that the
// reports stay free of the drawing library and the two agree on one
// set of types.
package figure

// Point is one measurement: Y at X, with a spread of Err either side
// (0: none drawn).
type Point struct {
	X, Y, Err float64
}

// Series is one line of a panel.
type Series struct {
	Name   string
	Points []Point
}

// Panel is one chart of a figure.
type Panel struct {
	Title  string
	Series []Series
}

// Figure is a grid of panels sharing axis labels. A series of the same
// name has the same colour and marker in every panel.
type Figure struct {
	XLabel, YLabel string
	// LogX draws X on a logarithmic scale, ticked at the X values
	// measured (numbers of searchers: 1, 2, 4, ... 512).
	LogX bool
	// YFromZero starts the Y axis at 0.
	YFromZero bool
	Panels    []Panel
}
