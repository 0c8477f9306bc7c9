// Package searchers draws one activity bar per searcher of a parallel
// search: a strip of its recent history, one column per sample, coloured
// (and shaped, for terminals without colour) by what it was doing —
// working, starved for work, waiting at a synchronization point, or
// unwinding an interrupted search — with its share of the nodes and the
// subtree it is on. Above the rows that fit, searchers are aggregated
// several to a row.
package searchers

import (
	"fmt"
	"strings"

	"frontier/session/view"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// cell is what a searcher (or group) did during one sample.
type cell uint8

const (
	none cell = iota
	working
	waiting
	starved
	interrupted
)

// history is how many samples a bar remembers.
const history = 240

// Model keeps the activity history of one run's searchers.
type Model struct {
	runID   uint64
	lastSeq uint64
	prev    []view.Searcher
	hist    [][]cell // per searcher, oldest first
	snap    view.Snapshot
	have    bool
	// drawn is the last View and drawnFor what it was drawn for: a
	// key redraws the screen between two samples, and the bars change
	// only with a sample (which clears drawnFor).
	drawn    string
	drawnFor viewKey
}

// viewKey is what a View depends on besides the history.
type viewKey struct {
	st   *styles.Styles
	w, h int
}

// Reset forgets the history, for a new run.
func (m *Model) Reset(runID uint64) {
	*m = Model{runID: runID}
}

// RunID returns the run whose history is kept.
func (m *Model) RunID() uint64 { return m.runID }

// Snapshot returns the latest sample.
func (m *Model) Snapshot() (view.Snapshot, bool) { return m.snap, m.have }

// Sample adds the snapshot of run runID; a new run resets the history, and
// a snapshot already seen (a paused simulation) adds nothing.
func (m *Model) Sample(runID uint64, snap view.Snapshot) {
	if runID != m.runID {
		m.Reset(runID)
	}
	if snap.Seq == m.lastSeq && m.have {
		return
	}
	m.lastSeq, m.snap, m.have = snap.Seq, snap, true
	m.drawnFor = viewKey{}
	if len(m.hist) != len(snap.Searchers) {
		m.hist = make([][]cell, len(snap.Searchers))
		m.prev = nil
	}
	for i, a := range snap.Searchers {
		c := dominant(a, m.prevOf(i))
		h := append(m.hist[i], c)
		if len(h) > history {
			h = h[len(h)-history:]
		}
		m.hist[i] = h
	}
	m.prev = snap.Searchers
}

func (m *Model) prevOf(i int) *view.Searcher {
	if i < len(m.prev) {
		return &m.prev[i]
	}
	return nil
}

// dominant is what a searcher did most since its previous sample, or its
// current state if no time passed.
func dominant(a view.Searcher, prev *view.Searcher) cell {
	if a.State.Bar() == view.Interrupted {
		return interrupted
	}
	var busy, st, wt view.Time
	if prev != nil {
		busy, st, wt = a.Busy-prev.Busy, a.Starved-prev.Starved, a.Waiting-prev.Waiting
	}
	if busy <= 0 && st <= 0 && wt <= 0 {
		return stateCell(a.State)
	}
	switch {
	case busy >= st && busy >= wt:
		return working
	case wt >= st:
		return waiting
	}
	return starved
}

func stateCell(s view.State) cell {
	switch s.Bar() {
	case view.Working:
		return working
	case view.Waiting:
		return waiting
	case view.Interrupted:
		return interrupted
	}
	return starved
}

// glyph draws a cell: the shapes differ so that the states read without
// colour too.
func glyph(st *styles.Styles, c cell) string { return glyphs(st, c, 1) }

// glyphs draws n equal cells in one styled string.
func glyphs(st *styles.Styles, c cell, n int) string {
	switch c {
	case working:
		return st.Working.Render(strings.Repeat("█", n))
	case waiting:
		return st.Waiting.Render(strings.Repeat("▒", n))
	case starved:
		return st.Starved.Render(strings.Repeat("░", n))
	case interrupted:
		return st.Interrupted.Render(strings.Repeat("▚", n))
	}
	return st.Idle.Render(strings.Repeat("·", n))
}

func stateWord(st *styles.Styles, s view.State) string {
	switch s.Bar() {
	case view.Working:
		return st.Working.Render("work")
	case view.Waiting:
		return st.Waiting.Render("wait")
	case view.Interrupted:
		return st.Interrupted.Render("intr")
	}
	return st.Starved.Render("strv")
}

// Legend explains the bar glyphs.
func Legend(st *styles.Styles) string {
	return glyph(st, working) + " working " + glyph(st, waiting) + " waiting " + glyph(st, starved) + " starved " + glyph(st, interrupted) + " interrupted"
}

// View draws the bars in w×h cells: a header line, then one row per
// searcher, or per group of searchers when they do not fit.
func (m *Model) View(st *styles.Styles, w, h int) string {
	key := viewKey{st, w, h}
	if m.drawnFor == key {
		return m.drawn
	}
	m.drawn, m.drawnFor = m.draw(st, w, h), key
	return m.drawn
}

// draw draws the bars (View, without its memory).
func (m *Model) draw(st *styles.Styles, w, h int) string {
	if !m.have {
		return frame.Block(st.Dim.Render("no parallel search yet: r runs one, c compares two"), w, h)
	}
	acts := m.snap.Searchers
	p := len(acts)
	// The legend takes a line only if that does not force grouping;
	// then the columns' names, then the sentence under the bars, each
	// only where it leaves a row to every searcher (or group).
	legend := h > p
	rows := max(1, h)
	if legend || h > 8 && p > 2*h {
		rows = max(1, h-1)
		legend = true
	}
	header := legend && rows > p
	if header {
		rows--
	}
	sentence := header && rows > p
	if sentence {
		rows--
	}
	why := sentence && rows > p // the sentence's second line
	if why {
		rows--
	}
	// Groups of a power of two keep the rows even for the usual P.
	group := 1
	for (p+group-1)/group > rows {
		group *= 2
	}
	var total uint64
	for _, a := range acts {
		total += a.Nodes
	}
	var lines []string
	if legend {
		head := Legend(st)
		if group > 1 {
			head = fmt.Sprintf("%d searchers, %d a row · ", p, group) + head
		}
		lines = append(lines, head)
	}
	labelW := len(fmt.Sprint(p))
	idW := 1 + labelW
	if group > 1 {
		idW = 2 + 2*labelW
	}
	barW := max(4, min(history, (w-idW-14)/2))
	if w-idW-14-barW < 8 {
		barW = max(4, w-idW-14-8)
	}
	if header {
		// The columns, over the rows: who, what it did (newest on the
		// right), what it does now, its share of the nodes searched,
		// the subtree it is on.
		head := fmt.Sprintf("%-*s %-*s %-4s %6s %s", idW, "", barW, "activity → now", "now", "nodes", "subtree")
		lines = append(lines, st.Dim.Render(frame.Fit(head, w)))
	}
	for lo := 0; lo < p; lo += group {
		hi := min(p, lo+group)
		lines = append(lines, m.row(st, lo, hi, labelW, barW, total, w))
	}
	if sentence {
		first, second := m.Describe()
		lines = append(lines, st.Info.Render(frame.Fit(first, w)))
		if why && second != "" {
			lines = append(lines, st.Dim.Render(frame.Fit(second, w)))
		}
	}
	return frame.Block(strings.Join(lines, "\n"), w, h)
}

// Describe says what the bars show now, in the thesis's terms: a
// first line of at most about 50 cells (how many searchers work,
// starve or wait, and where the work is), and a second saying why,
// shown when the pane has room.
func (m *Model) Describe() (string, string) {
	if !m.have {
		return "", ""
	}
	var work, strv, wait, intr int
	for _, a := range m.snap.Searchers {
		switch a.State.Bar() {
		case view.Working:
			work++
		case view.Waiting:
			wait++
		case view.Interrupted:
			intr++
		default:
			strv++
		}
	}
	p := len(m.snap.Searchers)
	left, splits := 0, 0
	for _, n := range m.snap.Stack {
		left += n.Left
		if n.Split {
			splits++
		}
	}
	why := m.snap.Run.Shares
	switch {
	case p == 0:
		return "", ""
	case work == p:
		return fmt.Sprintf("All %d searchers working: work for every one.", p), why
	case strv*2 >= p:
		first := fmt.Sprintf("%d of %d starved: only %s left to share.", strv, p, plural(left, "move", "moves"))
		if m.snap.Run.Starved != "" {
			first = fmt.Sprintf("%d of %d starved: %s", strv, p, m.snap.Run.Starved)
		}
		if why == "" {
			why = fmt.Sprintf("%d split %s, %s not handed out.", splits, plural1(splits, "node", "nodes"), plural(left, "move", "moves"))
		}
		return first, why
	case wait*2 >= p:
		return fmt.Sprintf("%d of %d waiting at split nodes for stragglers.", wait, p), "A split node's result waits for its slowest subtree (§3.3, §5.3)."
	}
	first := fmt.Sprintf("%d work, %d starved, %d wait", work, strv, wait)
	if intr > 0 {
		first += fmt.Sprintf(", %d interrupted", intr)
	}
	return first + fmt.Sprintf(" of %d.", p), why
}

// plural1 is the noun alone for n, singular for one.
func plural1(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// plural writes n with its noun.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// row draws searchers lo..hi-1 as one bar.
func (m *Model) row(st *styles.Styles, lo, hi, labelW, barW int, total uint64, w int) string {
	acts := m.snap.Searchers
	id := fmt.Sprintf("S%0*d", labelW, lo+1)
	if hi-lo > 1 {
		id = fmt.Sprintf("S%0*d-%0*d", labelW, lo+1, labelW, hi)
	}
	var bar strings.Builder
	n := len(m.hist[lo])
	// Equal cells are styled as one run: a styled string per cell cost
	// most of a redraw while a run is shown.
	runCell, runLen := none, 0
	flush := func() {
		if runLen > 0 {
			bar.WriteString(glyphs(st, runCell, runLen))
		}
		runLen = 0
	}
	for k := n - barW; k < n; k++ {
		if k < 0 {
			flush()
			bar.WriteString(" ")
			continue
		}
		var votes [5]int
		for i := lo; i < hi; i++ {
			if k < len(m.hist[i]) {
				votes[m.hist[i][k]]++
			}
		}
		best := none
		for c := working; c <= interrupted; c++ {
			if votes[c] > votes[best] || (best == none && votes[c] > 0) {
				best = c
			}
		}
		if best != runCell {
			flush()
			runCell = best
		}
		runLen++
	}
	flush()
	var nodes uint64
	busy := 0
	route := ""
	for i := lo; i < hi; i++ {
		nodes += acts[i].Nodes
		if acts[i].State.Bar() == view.Working {
			busy++
			if route == "" {
				route = strings.Join(acts[i].Route, " ")
			}
		}
	}
	state := stateWord(st, acts[lo].State)
	if hi-lo > 1 {
		state = fmt.Sprintf("%2d/%-2d", busy, hi-lo)
		if busy > 0 {
			state = st.Working.Render(state)
		} else {
			state = st.Starved.Render(state)
		}
	}
	share := 0.0
	if total > 0 {
		share = 100 * float64(nodes) / float64(total)
	}
	if route == "" {
		route = st.Dim.Render("—")
	} else {
		route = st.Dim.Render(route)
	}
	line := fmt.Sprintf("%s %s %s %5.1f%% %s", id, bar.String(), state, share, route)
	return frame.Fit(line, w)
}
