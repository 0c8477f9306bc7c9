package pv

// stepping is a line being stepped through on the board: the lines as
// they were when stepping began (the search goes on deepening, and a
// line that changed under the cursor would show a position the user did
// not choose), the line chosen and the move shown.
type stepping struct {
	lines []Line
	depth int
	line  int
	at    int // index of the move shown, played on the board
}

// StartStepping begins stepping through the first line at its first
// move; false when there is no line yet.
func (m *Model) StartStepping() bool {
	lines, depth := m.Lines()
	if len(lines) == 0 || len(lines[0].PV) == 0 {
		return false
	}
	m.step = &stepping{lines: lines, depth: depth}
	m.layout()
	return true
}

// StopStepping leaves stepping.
func (m *Model) StopStepping() {
	if m.step == nil {
		return
	}
	m.step = nil
	m.layout()
}

// Stepping reports whether a line is being stepped through.
func (m *Model) Stepping() bool { return m.step != nil }

// Step moves the cursor d moves along the line, staying within it.
func (m *Model) Step(d int) {
	if s := m.step; s != nil {
		s.at = max(0, min(len(s.lines[s.line].PV)-1, s.at+d))
	}
}

// StepTo puts the cursor on the first move (end false) or the last.
func (m *Model) StepTo(end bool) {
	if s := m.step; s != nil {
		s.at = 0
		if end {
			s.at = len(s.lines[s.line].PV) - 1
		}
	}
}

// StepLine chooses the line d lines down (multi-PV), keeping the move
// index where the new line is long enough.
func (m *Model) StepLine(d int) {
	s := m.step
	if s == nil {
		return
	}
	next := max(0, min(len(s.lines)-1, s.line+d))
	if len(s.lines[next].PV) == 0 {
		return
	}
	s.line = next
	s.at = min(s.at, len(s.lines[next].PV)-1)
	m.layout()
}

// StepMoves returns the moves from the root up to and including the one
// shown, and the whole line; ok is false when not stepping.
func (m *Model) StepMoves() (played, line []string, ok bool) {
	s := m.step
	if s == nil {
		return nil, nil, false
	}
	line = s.lines[s.line].PV
	return line[:s.at+1], line, true
}

// MoveAt returns the line and move drawn at cell (x, y) of the pane's
// content, if a move of the lines is there.
func (m *Model) MoveAt(x, y int) (line, at int, ok bool) {
	if y >= m.linesH {
		return 0, 0, false
	}
	var hits []hit
	m.lineRowsHits(m.w, &hits)
	for _, h := range hits {
		if h.row == y && x >= h.x0 && x < h.x1 {
			return h.line, h.at, true
		}
	}
	return 0, 0, false
}

// StepAt steps to move at of line (as MoveAt gives them), starting to
// step if need be; false if there is no such move.
func (m *Model) StepAt(line, at int) bool {
	if m.step == nil && !m.StartStepping() {
		return false
	}
	s := m.step
	if line < 0 || line >= len(s.lines) || at < 0 || at >= len(s.lines[line].PV) {
		return false
	}
	s.line, s.at = line, at
	m.layout()
	return true
}
