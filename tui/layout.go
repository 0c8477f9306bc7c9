package tui

import (
	"frontier/tui/boardview"
	"frontier/tui/frame"
)

// pane names a pane of the main view.
type pane int

const (
	paneBoard pane = iota
	paneGames
	paneMoves
	panePV
	paneSearchers
	paneStack
	paneOverheads
	paneControls
	numPanes
)

var paneNames = [...]string{"board", "games", "moves", "iterations", "searchers", "stack", "overheads", "controls"}

func (p pane) String() string { return paneNames[p] }

func parsePane(s string) (pane, bool) {
	for i, n := range paneNames {
		if n == s {
			return pane(i), true
		}
	}
	return paneBoard, false
}

// Screen sizes: the full layout shows every pane; the reduced one the
// board, the moves and one other pane at a time; below it the screen
// asks for a bigger terminal.
const (
	fullW, fullH  = 120, 40
	minW, minH    = 80, 24
	leftW         = 30
	rightW        = 36
	boardPaneH    = boardview.Height + 4 // board, two caption lines, border
	controlsPaneH = 14
	// reviewGamesH is the games list's height while a game analysis
	// is shown: four entries, its border and its filter line.
	reviewGamesH   = 6
	minSearchersH  = 8
	defaultPVPaneH = 11
)

// layoutMode is which layout the terminal's size allows.
type layoutMode int

const (
	tooSmall layoutMode = iota
	reduced
	full
)

// column is a column of panes of one width.
type column struct {
	w     int
	panes []pane
	hs    []int
}

// layout places the panes of the main view. It is a pure function of
// the terminal size, the number of searchers and, in the reduced layout,
// which pane is shown on the right, so that View and mouse handling
// always agree.
type layout struct {
	mode  layoutMode
	cols  []column
	bodyY int // first row of the panes
	bodyH int
}

func modeFor(w, h int) layoutMode {
	switch {
	case w >= fullW && h >= fullH:
		return full
	case w >= minW && h >= minH:
		return reduced
	}
	return tooSmall
}

// boardH is the board pane's height: boardPaneH, or more for a game
// whose drawing is taller than the checkers board. With review (a game
// analysis shown under the moves) the games list gives the moves pane
// room for a graph tall enough to read.
func computeLayout(w, h, searchers int, right pane, boardH int, review bool) layout {
	boardPaneH := max(boardPaneH, boardH)
	l := layout{mode: modeFor(w, h), bodyY: 1, bodyH: h - 2}
	switch l.mode {
	case full:
		bh := l.bodyH
		gamesH := (bh - boardPaneH) / 2
		if review {
			gamesH = min(gamesH, reviewGamesH)
		}
		left := column{w: leftW, panes: []pane{paneBoard, paneGames, paneMoves}, hs: []int{boardPaneH, gamesH, bh - boardPaneH - gamesH}}
		extra := bh - (fullH - 2)
		pvH := defaultPVPaneH + extra/3
		if searchers <= 1 {
			// The sequential engine has no parallel activity to show:
			// its lines (multi-PV) take the room.
			pvH = max(pvH, bh-minSearchersH-6)
		}
		// The bars' pane: the legend, the columns' names, a row a
		// searcher and the sentence under them (searchers.Model).
		barsH := max(minSearchersH, min(searchers+5, bh-pvH-6))
		mid := column{w: w - leftW - rightW, panes: []pane{panePV, paneSearchers, paneStack}, hs: []int{pvH, barsH, bh - pvH - barsH}}
		rt := column{w: rightW, panes: []pane{paneOverheads, paneControls}, hs: []int{bh - controlsPaneH, controlsPaneH}}
		l.cols = []column{left, mid, rt}
	case reduced:
		left := column{w: leftW, panes: []pane{paneBoard, paneMoves}, hs: []int{boardPaneH, l.bodyH - boardPaneH}}
		rt := column{w: w - leftW, panes: []pane{right}, hs: []int{l.bodyH}}
		l.cols = []column{left, rt}
	}
	return l
}

// rect returns where p is, and whether it is shown.
func (l *layout) rect(p pane) (frame.Rect, bool) {
	x := 0
	for _, c := range l.cols {
		y := l.bodyY
		for i, q := range c.panes {
			if q == p {
				return frame.Rect{X: x, Y: y, W: c.w, H: c.hs[i]}, true
			}
			y += c.hs[i]
		}
		x += c.w
	}
	return frame.Rect{}, false
}

// at returns the pane at cell (x, y).
func (l *layout) at(x, y int) (pane, frame.Rect, bool) {
	for p := pane(0); p < numPanes; p++ {
		if r, ok := l.rect(p); ok && r.Contains(x, y) {
			return p, r, true
		}
	}
	return 0, frame.Rect{}, false
}

// shown lists the panes the layout shows, in focus order.
func (l *layout) shown() []pane {
	var out []pane
	for p := pane(0); p < numPanes; p++ {
		if _, ok := l.rect(p); ok {
			out = append(out, p)
		}
	}
	return out
}
