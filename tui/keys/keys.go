// Package keys is the workstation's keymap: every binding in one place,
// with the help text that the short help line and the "?" screen show.
package keys

import (
	"strings"

	"charm.land/bubbles/v2/key"
)

// KeyMap holds every key binding of the workstation.
type KeyMap struct {
	// Start here.
	Compare key.Binding
	Run     key.Binding
	Help    key.Binding
	Quit    key.Binding

	// Position and game.
	Prev, Next  key.Binding
	First, Last key.Binding
	ToTest      key.Binding
	Game        key.Binding
	Open        key.Binding
	PasteFEN    key.Binding
	CopyFEN     key.Binding
	CopyPDN     key.Binding
	Flip        key.Binding
	Numbers     key.Binding
	Up, Down    key.Binding
	Select      key.Binding
	FocusNext   key.Binding
	FocusPrev   key.Binding
	Close       key.Binding
	PageUp      key.Binding
	PageDown    key.Binding
	Settings    key.Binding

	// Search.
	Stop          key.Binding
	Pause         key.Binding
	Step          key.Binding
	Slower        key.Binding
	Faster        key.Binding
	Algo, AlgoB   key.Binding
	AlgoPrev      key.Binding
	More, Fewer   key.Binding
	Executor      key.Binding
	Deeper        key.Binding
	Shallower     key.Binding
	Longer        key.Binding
	Shorter       key.Binding
	CompareSwitch key.Binding
	ComparePick   key.Binding

	// Analysis: the principal variation on the board, multi-PV, whose
	// side scores are shown from, and the analysis of a whole game.
	StepPV      key.Binding
	Lines       key.Binding
	Viewpoint   key.Binding
	AnalyseGame key.Binding

	// The searchers pane: activity bars or the run's timeline, and the
	// timeline's window.
	Timeline      key.Binding
	SaveTrace     key.Binding
	ZoomIn        key.Binding
	ZoomOut       key.Binding
	ScrollBack    key.Binding
	ScrollForward key.Binding

	// Play against the engine (Play opens the setup; the others act in
	// a game).
	Play      key.Binding
	Undo      key.Binding
	Hint      key.Binding
	MoveNow   key.Binding
	OfferDraw key.Binding
	ClaimDraw key.Binding
	Resign    key.Binding
	SaveGame  key.Binding
	LeaveGame key.Binding
	TypeMove  key.Binding
}

// Default returns the workstation's keys.
func Default() KeyMap {
	b := func(keys []string, k, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(k, desc))
	}
	return KeyMap{
		Compare: b([]string{"c"}, "c", "compare view: pvsplit vs pvfsplit"),
		Run:     b([]string{"r"}, "r", "run: analyse the position"),
		Help:    b([]string{"?"}, "?", "help"),
		Quit:    b([]string{"q", "ctrl+c"}, "q", "quit"),

		Prev:      b([]string{"left", "h"}, "←", "ply back"),
		Next:      b([]string{"right", "l"}, "→", "ply forward"),
		First:     b([]string{"home"}, "home", "start of game"),
		Last:      b([]string{"end"}, "end", "end of game"),
		ToTest:    b([]string{"g"}, "g", "go to the test position"),
		Game:      b([]string{"G"}, "G", "choose the game"),
		Open:      b([]string{"o"}, "o", "open a PDN file"),
		PasteFEN:  b([]string{"p"}, "p", "enter/paste a FEN or PDN"),
		CopyFEN:   b([]string{"y"}, "y", "copy FEN (OSC 52)"),
		CopyPDN:   b([]string{"Y"}, "Y", "copy the game: PDN, chess PGN (OSC 52, tmux)"),
		Flip:      b([]string{"f"}, "f", "flip the board"),
		Numbers:   b([]string{"n"}, "n", "square numbers"),
		Up:        b([]string{"up", "k"}, "↑", "up in a list"),
		Down:      b([]string{"down", "j"}, "↓", "down in a list"),
		Select:    b([]string{"enter"}, "enter", "open the list entry, else run"),
		FocusNext: b([]string{"tab"}, "tab", "next pane"),
		FocusPrev: b([]string{"shift+tab"}, "shift+tab", "previous pane"),
		Close:     b([]string{"esc"}, "esc", "close / back"),
		PageUp:    b([]string{"pgup"}, "pgup", "page up"),
		PageDown:  b([]string{"pgdown"}, "pgdn", "page down"),
		Settings:  b([]string{"S"}, "S", "settings: where saved, reset"),

		Stop:          b([]string{"s"}, "s", "stop the search"),
		Pause:         b([]string{"space"}, "space", "pause / resume the simulation"),
		Step:          b([]string{"."}, ".", "single step (pauses)"),
		Slower:        b([]string{"["}, "[", "slower simulation"),
		Faster:        b([]string{"]"}, "]", "faster simulation"),
		Algo:          b([]string{"a"}, "a", "algorithm (compare: A)"),
		AlgoB:         b([]string{"b"}, "b", "compare: algorithm of B"),
		AlgoPrev:      b([]string{"A"}, "A", "previous algorithm"),
		More:          b([]string{"+", "="}, "+", "more searchers"),
		Fewer:         b([]string{"-", "_"}, "-", "fewer searchers"),
		Executor:      b([]string{"e"}, "e", "simulated / real searchers"),
		Deeper:        b([]string{"d"}, "d", "depth +2"),
		Shallower:     b([]string{"D"}, "D", "depth -2 (to none)"),
		Longer:        b([]string{"t"}, "t", "longer time limit"),
		Shorter:       b([]string{"T"}, "T", "shorter time limit, to none"),
		CompareSwitch: b([]string{"w"}, "w", "compare: swap A and B"),
		ComparePick:   b([]string{"M"}, "M", "compare: choose the pair and P"),

		StepPV:      b([]string{"i"}, "i", "step through the PV on the board (← → ↑ ↓, enter adds it to the game, esc)"),
		Lines:       b([]string{"N"}, "N", "lines: best 1-5 moves (multi-PV, seq)"),
		Viewpoint:   b([]string{"V"}, "V", "scores for: side to move / Black / White"),
		AnalyseGame: b([]string{"B"}, "B", "blunder check: score graph, ?/?? marks"),

		Timeline:      b([]string{"v"}, "v", "searchers: bars / timeline"),
		SaveTrace:     b([]string{"x"}, "x", "save the run as a Chrome trace"),
		ZoomIn:        b([]string{"z"}, "z", "timeline: zoom in"),
		ZoomOut:       b([]string{"Z"}, "Z", "timeline: zoom out"),
		ScrollBack:    b([]string{"<"}, "<", "timeline: back in time"),
		ScrollForward: b([]string{">"}, ">", "timeline: on (end: follow)"),

		Play:      b([]string{"P"}, "P", "play against the engine"),
		Undo:      b([]string{"u"}, "u", "game: take back a move"),
		Hint:      b([]string{"H"}, "H", "game: hint (engine's move for you)"),
		MoveNow:   b([]string{"m"}, "m", "game: engine, move now"),
		OfferDraw: b([]string{"O", "ctrl+o"}, "O ^O", "game: offer a draw"),
		ClaimDraw: b([]string{"C"}, "C", "game: claim a draw (rules)"),
		Resign:    b([]string{"R", "ctrl+r"}, "R ^R", "game: resign"),
		SaveGame:  b([]string{"W"}, "W", "save the game with its variations: PDN, chess PGN"),
		LeaveGame: b([]string{"X"}, "X", "game: leave play mode"),
		TypeMove:  b([]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}, "11-15", "type a move, enter plays it (analysis and game); or click"),
	}
}

// ShortHelp is the footer's help line: the same bindings with shorter
// words.
func (k KeyMap) ShortHelp() []key.Binding {
	short := func(b key.Binding, desc string) key.Binding {
		b.SetHelp(b.Help().Key, desc)
		return b
	}
	nav := key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "ply"))
	return []key.Binding{short(k.Help, "help"), short(k.Compare, "compare"), short(k.Play, "play"), short(k.Run, "run"), short(k.Stop, "stop"),
		short(k.Pause, "pause"), short(k.Step, "step"), nav, short(k.FocusNext, "pane"), short(k.Quit, "quit")}
}

// FullHelp is the "?" screen, one column per group (Groups names
// them). Keys that go in pairs share a row (d D: depth +2 / −2), with
// words short enough for three columns at 120 columns, so that the
// whole screen fits a 120×40 terminal.
func (k KeyMap) FullHelp() [][]key.Binding {
	pair := func(a, b key.Binding, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(append(a.Keys(), b.Keys()...)...), key.WithHelp(a.Help().Key+" "+b.Help().Key, desc))
	}
	// shown lists a key that its own component handles (the games
	// list's filter, the board editor) and the keymap does not bind.
	shown := func(k, desc string) key.Binding { return key.NewBinding(key.WithKeys(k), key.WithHelp(k, desc)) }
	as := func(b key.Binding, desc string) key.Binding {
		b.SetHelp(b.Help().Key, desc)
		return b
	}
	return [][]key.Binding{
		{ // Analysis
			as(k.Run, "run: analyse the position"), as(k.Stop, "stop the search"),
			pair(k.Deeper, k.Shallower, "depth +2 / -2 (0: none)"), pair(k.Longer, k.Shorter, "time limit up / down, none"),
			pair(k.Algo, k.AlgoPrev, "algorithm: next / previous"),
			as(k.Lines, "best 1-5 moves (multi-PV, seq)"), as(k.StepPV, "step the PV; enter adds it"),
			as(k.Viewpoint, "scores for: to move/Black/White"), as(k.AnalyseGame, "blunder check: graph, ?? ? ?!"),
			as(k.TypeMove, "type a move, enter plays it"),
		},
		{ // Parallel search
			as(k.Compare, "compare: pvsplit vs pvfsplit"), as(k.ComparePick, "compare: choose the pair"),
			as(k.AlgoB, "compare: algorithm of B"), as(k.CompareSwitch, "compare: swap A and B"),
			pair(k.More, k.Fewer, "searchers ×2 / ÷2"), as(k.Executor, "simulated / real searchers"),
			as(k.Pause, "pause / resume simulation"), as(k.Step, "single step (pauses)"),
			pair(k.Slower, k.Faster, "simulation slower / faster"), as(k.SaveTrace, "save run as Chrome trace"),
		},
		{ // Navigation
			pair(k.Prev, k.Next, "ply back / forward"), pair(k.First, k.Last, "start / end of the game"),
			as(k.ToTest, "go to the test position"), pair(k.Up, k.Down, "up / down in a list"),
			pair(k.PageUp, k.PageDown, "page up / down"), pair(k.FocusNext, k.FocusPrev, "next / previous pane"),
			as(k.Select, "open list entry, else run"), shown("/", "games list: filter"),
		},
		{ // Play
			as(k.Play, "play against the engine"), as(k.Undo, "take back a move"), as(k.Hint, "hint: the engine's move"),
			as(k.MoveNow, "engine: move now"), as(k.OfferDraw, "offer a draw"), as(k.ClaimDraw, "claim a draw (rules)"),
			as(k.Resign, "resign"), as(k.SaveGame, "save as PDN / PGN"), as(k.LeaveGame, "leave play mode"),
		},
		{ // View
			as(k.Flip, "flip the board"), as(k.Numbers, "square numbers"), as(k.Timeline, "searchers: bars / timeline"),
			pair(k.ZoomIn, k.ZoomOut, "timeline: zoom in / out"), pair(k.ScrollBack, k.ScrollForward, "timeline: back / on (end)"),
			as(k.Help, "this help"), as(k.Close, "close / back"), as(k.Settings, "settings: where saved, reset"), as(k.Quit, "quit"),
		},
		{ // Files
			as(k.Open, "open a PDN file"), as(k.PasteFEN, "enter / paste a FEN or PDN"),
			as(k.CopyFEN, "copy the FEN (OSC 52)"), as(k.CopyPDN, "copy the game: PDN / PGN"),
			as(k.SaveGame, "save analysis + variations"),
			as(k.Game, "choose the game (Othello, …)"), shown("E", "board editor: set up a position"),
			// The move list's variations (tui/variations.go binds them).
			shown("( ) J K", "variation: in, out / next, prev"), shown("U del", "variation: promote / delete"),
			shown("; !", "move: comment / judge (! ? !! ?? !? ?!)"),
		},
	}
}

// PlayHelp is the footer's help line in a game against the engine.
func (k KeyMap) PlayHelp() []key.Binding {
	return []key.Binding{footer(k.Help, "", "help"), footer(k.TypeMove, "", "move"), footer(k.Undo, "", "undo"), footer(k.Hint, "", "hint"),
		footer(k.MoveNow, "", "move now"), footer(k.OfferDraw, "", "draw?"), footer(k.Resign, "", "resign"), footer(k.SaveGame, "", "save"), footer(k.LeaveGame, "", "leave"), footer(k.Quit, "", "quit")}
}

// AnyPlayHelp is the footer's help line in a game other than checkers,
// whose moves look like example ("d3"). With letterMoves (R begins a
// move now, a chess rook's) resigning is shown on its control key, and
// with quitMoves (q begins one, a chess queen's typed small) quitting.
func (k KeyMap) AnyPlayHelp(example string, letterMoves, quitMoves bool) []key.Binding {
	move := k.TypeMove
	move.SetHelp(example, "move")
	resign := footer(k.Resign, "", "resign")
	if letterMoves {
		resign = footer(k.Resign, "^R", "resign")
	}
	quit := footer(k.Quit, "", "quit")
	if quitMoves {
		quit = footer(k.Quit, "^C", "quit")
	}
	return []key.Binding{footer(k.Help, "", "help"), move, footer(k.Undo, "", "undo"), footer(k.Hint, "", "hint"),
		footer(k.MoveNow, "", "move now"), resign, footer(k.LeaveGame, "", "leave"), quit}
}

// footer is b in the one-line help: its first key (or shown) and a short
// description, where the help screen lists every key and a sentence.
func footer(b key.Binding, shown, desc string) key.Binding {
	if shown == "" {
		shown = strings.Fields(b.Help().Key)[0]
	}
	b.SetHelp(shown, desc)
	return b
}

// Groups names the columns of FullHelp.
var Groups = []string{"Analysis", "Parallel search", "Navigation", "Play against the engine", "View", "Files and variations"}
