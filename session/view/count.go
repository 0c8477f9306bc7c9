package view

import "fmt"

// Count writes a count compactly: 950, 12.3k, 4.56M, 1.2G. It is here,
// with what the panes draw, so that a pane that shows counts needs no
// more of the session than its view.
func Count(n uint64) string {
	f := float64(n)
	switch {
	case n < 1000:
		return fmt.Sprint(n)
	case n < 100_000:
		return fmt.Sprintf("%.1fk", f/1e3)
	case n < 1_000_000:
		return fmt.Sprintf("%.0fk", f/1e3)
	case n < 100_000_000:
		return fmt.Sprintf("%.2fM", f/1e6)
	case n < 1_000_000_000:
		return fmt.Sprintf("%.0fM", f/1e6)
	}
	return fmt.Sprintf("%.2fG", f/1e9)
}
