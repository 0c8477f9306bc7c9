// Package play draws the workstation's play mode, for checkers and every
// other game: the setup form of a game against the engine and the game
// panel (players, clocks, result, the move being typed, the moves
// played). It only shows a session.PlayGame and edits a
// session.PlaySetup; the game itself, and the engine's search, live in
// package session (and its rules, clocks and record in session/match).
package play

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"frontier/assets"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/session"
	"frontier/tui/frame"
	"frontier/tui/styles"
)

// TimeChoices are the time controls the setup offers: game clocks with
// an increment first (the default, 5+3, among them), then fixed times a
// move for the engine while the person takes their time.
var TimeChoices = []session.PlayTime{
	{Base: time.Minute, Increment: time.Second},
	{Base: 3 * time.Minute, Increment: 2 * time.Second},
	session.DefaultPlayTime,
	{Base: 15 * time.Minute, Increment: 5 * time.Second},
	{PerMove: time.Second},
	{PerMove: 2 * time.Second},
	{PerMove: 5 * time.Second},
	{PerMove: 10 * time.Second},
}

// searcherChoices are the searcher counts offered: the powers of two up
// to the most an engine may have.
var searcherChoices = func() []int {
	var out []int
	for p := 1; p <= engine.MaxP; p *= 2 {
		out = append(out, p)
	}
	return out
}()

// The rows of the setup form; rowBallot is checkers' only.
const (
	rowStart = iota
	rowBallot
	rowSide
	rowAlgo
	rowSearchers
	rowExec
	rowTime
	rowLevel
	rowOdds
)

// oddsChoices are the handicaps of the engine's time offered: none,
// then its time halved, quartered, an eighth.
var oddsChoices = []int{1, 2, 4, 8}

// Setup is the form that configures a new game of game g. The UI feeds
// it keys and starts the game with Value when the person presses enter.
type Setup struct {
	game    games.Game
	value   session.PlaySetup
	ballots []assets.Ballot // checkers' ballots, nil for other games
	ballot  int             // index into ballots
	timeIx  int
	rows    []int
	row     int // index into rows
}

// NewSetup returns a form for game g filled with last (a previous game's
// setup, or session.DefaultPlaySetup).
func NewSetup(g games.Game, last session.PlaySetup) *Setup {
	s := &Setup{game: g, value: last, rows: []int{rowStart, rowSide, rowLevel, rowAlgo, rowSearchers, rowExec, rowTime, rowOdds}}
	if g.Name() == games.DefaultGame {
		s.ballots = assets.PlayableBallots()
		s.rows = slices.Insert(s.rows, 1, rowBallot)
		for i, b := range s.ballots {
			if b.Number == last.Ballot {
				s.ballot = i
			}
		}
	} else if s.value.From == session.FromBallot {
		s.value.From = session.FromInitial
	}
	s.timeIx = slices.Index(TimeChoices, session.DefaultPlayTime)
	if i := slices.Index(TimeChoices, last.Time); i >= 0 {
		s.timeIx = i
	}
	s.value.Time = TimeChoices[s.timeIx]
	return s
}

// Value is the setup the form shows.
func (s *Setup) Value() session.PlaySetup { return s.value }

// Up and Down move between rows.
func (s *Setup) Up()   { s.row = (s.row + len(s.rows) - 1) % len(s.rows) }
func (s *Setup) Down() { s.row = (s.row + 1) % len(s.rows) }

// Change steps the current row's value by d (±1; ±10 for ballots with
// the page keys).
func (s *Setup) Change(d int) {
	v := &s.value
	switch s.rows[s.row] {
	case rowStart:
		if s.ballots != nil {
			v.From = session.StartFrom((int(v.From) + d + 3) % 3)
		} else if v.From == session.FromCurrent {
			v.From = session.FromInitial
		} else {
			v.From = session.FromCurrent
		}
	case rowBallot:
		n := len(s.ballots)
		s.ballot = ((s.ballot+d)%n + n) % n
		v.From = session.FromBallot
	case rowSide:
		v.Human = 1 - v.Human
	case rowAlgo:
		algos := engine.Names()
		i := slices.Index(algos, v.Engine.Algorithm.String())
		v.Engine.Algorithm = engine.Spec{Name: algos[((i+d)%len(algos)+len(algos))%len(algos)]}
	case rowSearchers:
		i := slices.Index(searcherChoices, v.Engine.Searchers)
		if i < 0 {
			i = 2
		}
		v.Engine.Searchers = searcherChoices[max(0, min(len(searcherChoices)-1, i+d))]
	case rowExec:
		v.Engine.Sim = !v.Engine.Sim
	case rowTime:
		n := len(TimeChoices)
		s.timeIx = ((s.timeIx+d)%n + n) % n
		v.Time = TimeChoices[s.timeIx]
	case rowLevel:
		// 1..len(Levels), the last full strength (0 means it too).
		n := len(session.Levels)
		cur := v.Level
		if cur < 1 || cur > n {
			cur = n
		}
		v.Level = max(1, min(n, cur+d))
	case rowOdds:
		i := max(0, slices.Index(oddsChoices, max(1, v.Odds)))
		v.Odds = oddsChoices[max(0, min(len(oddsChoices)-1, i+d))]
	}
	if s.ballots != nil {
		v.Ballot = s.ballots[s.ballot].Number
	}
}

// View draws the form in w×h.
func (s *Setup) View(st *styles.Styles, w, h int) string {
	v := s.value
	searchers := fmt.Sprint(v.Engine.Searchers)
	exec := "simulated (virtual time, deterministic)"
	if !v.Engine.Sim {
		exec = "real goroutines on this machine"
	}
	if !v.Engine.Parallel() {
		searchers, exec = "1 (sequential)", "this machine"
	}
	tc := TimeText(v.Time)
	if v.Time.Clocked() {
		tc = "game clock " + tc + " (minutes + seconds a move) each"
	} else {
		tc = "engine " + tc + " (you take your time)"
	}
	side := s.game.SideName(v.Human)
	if v.Human == 0 {
		side += " (moves first)"
	}
	start := v.From.String()
	if s.ballots == nil && v.From != session.FromCurrent {
		start = "the start of " + s.game.Name()
	}
	lv := v.LevelOf()
	level := lv.Name + " (depth " + fmt.Sprint(lv.Depth) + " at most)"
	if lv.Depth == 0 {
		level = lv.Name + " (as deep as its time allows)"
	}
	odds := "none: the same time for both"
	if o := max(1, v.Odds); o > 1 {
		odds = fmt.Sprintf("the engine gets 1/%d of the time", o)
	}
	text := map[int][2]string{
		rowLevel:     {"Level", level},
		rowOdds:      {"Handicap", odds},
		rowStart:     {"Start from", start},
		rowSide:      {"You play", side},
		rowAlgo:      {"Engine", v.Engine.Algorithm.String()},
		rowSearchers: {"Searchers", searchers},
		rowExec:      {"Executor", exec},
		rowTime:      {"Time", tc},
	}
	if s.ballots != nil {
		b := s.ballots[s.ballot]
		ballot := fmt.Sprintf("#%d  %s", b.Number, strings.Join(b.Moves, " "))
		if b.Name != "" {
			ballot += "  " + b.Name
		}
		text[rowBallot] = [2]string{"Ballot", ballot + fmt.Sprintf("  (%d of %d)", s.ballot+1, len(s.ballots))}
	}
	title := "Play against the engine"
	if s.ballots == nil {
		title = "Play " + s.game.Name() + " against the engine"
	}
	out := []string{st.Title.Render(title), ""}
	for i, id := range s.rows {
		r := text[id]
		label := fmt.Sprintf("%-11s", r[0])
		val := r[1]
		if id == rowBallot && v.From != session.FromBallot {
			val = st.Dim.Render(val)
		}
		line := "  " + label + " ‹ " + val + " ›"
		if i == s.row {
			line = st.Selected.Render("▸ "+label) + " ‹ " + st.Accent.Render(r[1]) + " ›"
		}
		out = append(out, frame.Fit(line, w))
	}
	keys := "↑↓ choose · ←→ change · enter starts · esc cancels"
	if s.ballots != nil {
		keys = "↑↓ choose · ←→ change (pgup/pgdn: ballots by 10) · enter starts · esc cancels"
	}
	cursor := "or move the cursor with the arrows and press enter."
	if passes(s.game) {
		cursor += " When you must pass, enter passes."
	}
	out = append(out, "", st.Dim.Render(keys),
		st.Dim.Render("In the game: type a move ("+moveExample(s.game)+") and enter, or click a piece and its square,"),
		st.Dim.Render(cursor))
	return frame.Block(strings.Join(out, "\n"), w, h)
}

// passes reports whether a player of g may have to pass: in Othello,
// a side with no placement passes; the other games have no pass.
func passes(g games.Game) bool { return strings.HasPrefix(g.Name(), "othello") }

// moveExample is a move of g's start in its notation.
func moveExample(g games.Game) string {
	if ms := g.Start().Moves(); len(ms) > 0 {
		return ms[0]
	}
	return "a move"
}
