// Package games is the registry of games: each game's rules, positions,
// notation, suites, perft, side names and outcome, behind one type-erased
// Game that commands, sessions, experiments and the workstation use
// without being generic over a game.
//
// It builds no engine: that is package search/engine's job
// (engine.BuildGame), and keeping it there is why games imports nothing
// of search/engine, search/parallel or search/machine, so that what only
// needs games (drawing a board, reading a move, stepping through a suite)
// does not bring in every parallel algorithm.
package games

import (
	"fmt"
	"slices"
	"strings"

	"frontier/board"
	"frontier/board/checkers"
	"frontier/search"
)

// Game is a registered game with its types erased: what commands,
// sessions and experiments need of a game without being generic over it.
// Each Game wraps a search.Game; everything it does runs the generic code
// instantiated for that game, so erasing the types costs nothing per node.
type Game interface {
	// Name is the registry name: "checkers", "othello", ...
	Name() string
	// Summary is a line for `frontier games`.
	Summary() string
	// Start returns the initial position.
	Start() Position
	// ParsePosition reads a position in the game's text format.
	ParsePosition(text string) (Position, error)
	// Suite returns the game's embedded positions to step through and
	// bench on.
	Suite() ([]SuitePosition, error)
	// SideName names side 0 or 1 as the game's players know it:
	// "Black", "X", ...
	SideName(side int) string
	// SuiteName names the game's suite and says how it was made.
	SuiteName() (name, doc string)
	// SuiteNames names every suite of the game: its own (Suite's) first,
	// then any other it has (chess: Kaufman's beside Bratko-Kopec).
	SuiteNames() []string
	// NamedSuite returns the positions of the suite called name, the
	// game's own when name is empty; an unknown name is an error that
	// lists the game's suites.
	NamedSuite(name string) ([]SuitePosition, error)
	// SuiteDoc says how the suite called name was made ("" if the game
	// has no such suite).
	SuiteDoc(name string) string
	// Perft counts the leaves below p to depth (the game's fastest
	// perft).
	Perft(p Position, depth int) uint64
	// PlayOptions are the search options of an engine that plays the
	// game (matches, play mode, UCI, Hub), as its registration sets
	// them: for chess search.PlayOptions, the whole selective search;
	// for checkers the parts of it measured to gain in self-play
	// (enhanced transposition cutoffs and ProbCut,
	// docs/checkers-strength.md); search.DefaultOptions for the others,
	// whose play is unchanged by it. Analyses and the papers' measurements keep
	// search.DefaultOptions.
	PlayOptions() search.Options

	// The rules, for Position's methods. Unexported, so that *Kit is
	// the only implementation: engine.BuildGame relies on it.
	wrapValue(v any) (Position, bool)
	text(p Position) string
	key(p Position) uint64
	side(p Position) int
	moves(p Position) []string
	play(p Position, move string) (Position, error)
	notation(p Position, move string) (string, error)
	outcome(p Position) (int, bool)
	movesLeft(p Position) int
}

// Position is a position of a registered game. The zero value is no
// position. Positions are values; Play returns a new one.
type Position struct {
	g Game
	v any // the game's own position type
}

// Wrap makes v, a position of g's own type (checkers.Position for
// checkers), a Position.
func Wrap(g Game, v any) (Position, error) {
	if p, ok := g.wrapValue(v); ok {
		return p, nil
	}
	return Position{}, fmt.Errorf("a %T is not a position of %s", v, g.Name())
}

// Checkers returns p as a Position of the checkers game.
func Checkers(p checkers.Position) Position {
	g, _ := LookupGame("checkers")
	q, _ := g.wrapValue(p)
	return q
}

// Game returns the game p belongs to.
func (p Position) Game() Game { return p.g }

// Value returns the game's own position (checkers.Position,
// othello.Position, ...), for code that draws a particular game.
func (p Position) Value() any { return p.v }

// String writes p in its game's text format.
func (p Position) String() string {
	if p.g == nil {
		return "<no position>"
	}
	return p.g.text(p)
}

// Key returns p's hash.
func (p Position) Key() uint64 { return p.g.key(p) }

// Side returns 0 when the first player is to move, 1 otherwise.
func (p Position) Side() int { return p.g.side(p) }

// SideName names the side to move: "Black", "X", ...
func (p Position) SideName() string { return p.g.SideName(p.g.side(p)) }

// Moves returns the legal moves in the game's notation.
func (p Position) Moves() []string { return p.g.moves(p) }

// Play returns the position after move, given in the game's notation.
func (p Position) Play(move string) (Position, error) { return p.g.play(p, move) }

// Notation returns move, written any way the game's parser reads it
// (chess: SAN, SAN without its check sign, or UCI as two clicks give),
// in the game's own notation: the spelling Moves lists and PV lines use.
func (p Position) Notation(move string) (string, error) { return p.g.notation(p, move) }

// Outcome reports whether the game is over and its result for the side
// to move (see board.Win and board.Final).
func (p Position) Outcome() (score int, over bool) { return p.g.outcome(p) }

// MovesLeft is about how many more moves the side to move has before the
// game must end, where the rules bound the game's length (Othello: half
// the empty squares, rounded up; a pass can add one); 0 where they do
// not. A clock is shared over these moves rather than a fixed horizon
// (match.Live.Budget), which would leave most of an Othello clock
// unused.
func (p Position) MovesLeft() int { return p.g.movesLeft(p) }

// SuitePosition is one position of a game's suite.
type SuitePosition struct {
	ID   string
	Pos  Position
	Note string
}

// Kit is a search.Game G registered by name: it implements Game, and it
// is the only type that does.
//
// It is exported for package search/engine, which builds engines on a
// Game: an engine is generic over the game's types (G, P, M), Go has no
// generic methods or generic function values, and so a Game cannot carry
// a method that builds its engine without importing the engine's package
// here. Instead engine.BuildGame asserts the Game to the *Kit of each
// game type it knows and reaches the typed rules through Rules and the
// typed positions through Unwrap.
type Kit[G search.Game[P, M], P any, M board.Move] struct {
	g       G
	summary string
	suite   suite[P]
	// extra are the game's other named suites, for bench and suite
	// show to choose with --suite; the workstation steps through suite.
	extra []suite[P]
	perft func(P, int) uint64
	// playOptions are the options the game plays with (PlayOptions): set where
	// the game is registered, search.DefaultOptions unless it says
	// otherwise.
	playOptions search.Options
	// movesLeftOf is Position.MovesLeft, for the games whose rules bound
	// their length; nil for the others.
	movesLeftOf func(*P) int
}

// suite is a game's suite as registered: its name, how it was made, and
// how to load its positions.
type suite[P any] struct {
	name, doc string
	load      func() ([]item[P], error)
}

// item is a suite position of a game before its type is erased.
type item[P any] struct {
	ID, Note string
	Pos      P
}

func (k *Kit[G, P, M]) Name() string    { return k.g.Name() }
func (k *Kit[G, P, M]) Summary() string { return k.summary }
func (k *Kit[G, P, M]) Start() Position { return k.wrap(k.g.Start()) }

func (k *Kit[G, P, M]) wrap(p P) Position { return Position{g: k, v: p} }

func (k *Kit[G, P, M]) wrapValue(v any) (Position, bool) {
	p, ok := v.(P)
	if !ok {
		return Position{}, false
	}
	return k.wrap(p), true
}

// Rules returns the game's rules: the search.Game its engines search.
func (k *Kit[G, P, M]) Rules() G { return k.g }

// Unwrap returns p's own position; p must be of this game (a position
// of Othello 6×6 given to Othello 8×8, both othello.Position, panics).
func (k *Kit[G, P, M]) Unwrap(p Position) P {
	v, ok := p.v.(P)
	if !ok || p.g != Game(k) {
		panic(fmt.Sprintf("games: a %s position given to %s", gameName(p.g), k.Name()))
	}
	return v
}

func gameName(g Game) string {
	if g == nil {
		return "zero"
	}
	return g.Name()
}

func (k *Kit[G, P, M]) ParsePosition(text string) (Position, error) {
	p, err := k.g.ParsePosition(text)
	if err != nil {
		return Position{}, err
	}
	return k.wrap(p), nil
}

func (k *Kit[G, P, M]) Suite() ([]SuitePosition, error) {
	if k.suite.load == nil {
		return []SuitePosition{{ID: "start", Pos: k.Start()}}, nil
	}
	return k.load(k.suite)
}

func (k *Kit[G, P, M]) SuiteNames() []string {
	out := []string{k.suite.name}
	for _, s := range k.extra {
		out = append(out, s.name)
	}
	return out
}

func (k *Kit[G, P, M]) NamedSuite(name string) ([]SuitePosition, error) {
	if name == "" || name == k.suite.name {
		return k.Suite()
	}
	for _, s := range k.extra {
		if s.name == name {
			return k.load(s)
		}
	}
	return nil, fmt.Errorf("%s has no suite %q (its suites: %s)", k.Name(), name, strings.Join(k.SuiteNames(), ", "))
}

func (k *Kit[G, P, M]) SuiteDoc(name string) string {
	for _, s := range append([]suite[P]{k.suite}, k.extra...) {
		if s.name == name {
			return s.doc
		}
	}
	return ""
}

// load reads the positions of one of the game's suites.
func (k *Kit[G, P, M]) load(s suite[P]) ([]SuitePosition, error) {
	items, err := s.load()
	if err != nil {
		return nil, fmt.Errorf("%s suite %s: %w", k.Name(), s.name, err)
	}
	out := make([]SuitePosition, len(items))
	for i, it := range items {
		out[i] = SuitePosition{ID: it.ID, Note: it.Note, Pos: k.wrap(it.Pos)}
	}
	return out, nil
}

func (k *Kit[G, P, M]) SuiteName() (name, doc string) { return k.suite.name, k.suite.doc }

func (k *Kit[G, P, M]) Perft(p Position, depth int) uint64 {
	if k.perft != nil {
		return k.perft(k.Unwrap(p), depth)
	}
	return board.Perft(k.g, k.Unwrap(p), depth)
}

func (k *Kit[G, P, M]) text(p Position) string   { v := k.Unwrap(p); return k.g.FormatPosition(&v) }
func (k *Kit[G, P, M]) key(p Position) uint64    { v := k.Unwrap(p); return k.g.Key(&v) }
func (k *Kit[G, P, M]) side(p Position) int      { v := k.Unwrap(p); return k.g.Side(&v) }
func (k *Kit[G, P, M]) SideName(side int) string { return k.g.SideName(side & 1) }
func (k *Kit[G, P, M]) movesLeft(p Position) int {
	if k.movesLeftOf == nil {
		return 0
	}
	v := k.Unwrap(p)
	return k.movesLeftOf(&v)
}

func (k *Kit[G, P, M]) outcome(p Position) (int, bool) {
	v := k.Unwrap(p)
	return k.g.Outcome(&v)
}

func (k *Kit[G, P, M]) moves(p Position) []string {
	v := k.Unwrap(p)
	ms := k.g.Moves(&v, nil)
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = k.g.FormatMove(&v, m)
	}
	return out
}

func (k *Kit[G, P, M]) play(p Position, move string) (Position, error) {
	v := k.Unwrap(p)
	m, err := k.g.ParseMove(&v, move)
	if err != nil {
		return Position{}, err
	}
	return k.wrap(k.g.Play(&v, m)), nil
}

func (k *Kit[G, P, M]) notation(p Position, move string) (string, error) {
	v := k.Unwrap(p)
	m, err := k.g.ParseMove(&v, move)
	if err != nil {
		return "", err
	}
	return k.g.FormatMove(&v, m), nil
}

func (k *Kit[G, P, M]) PlayOptions() search.Options { return k.playOptions }

// registered is the registry, in listing order.
var registered []Game

// register adds a game with its own suite s and any other named suites
// extra; register.go's init holds the one line per game.
func register[G search.Game[P, M], P any, M board.Move](g G, summary string, s suite[P], perft func(P, int) uint64, extra ...suite[P]) *Kit[G, P, M] {
	k := &Kit[G, P, M]{g: g, summary: summary, suite: s, perft: perft, extra: extra, playOptions: search.DefaultOptions()}
	if _, ok := LookupGame(k.Name()); ok {
		panic(fmt.Sprintf("games: game %q registered twice", k.Name()))
	}
	registered = append(registered, k)
	return k
}

// DefaultGame is the game commands use without --game.
const DefaultGame = "checkers"

// Games returns the registered games, checkers first.
func Games() []Game { return slices.Clone(registered) }

// GameNames returns the registered games' names.
func GameNames() []string {
	out := make([]string, len(registered))
	for i, g := range registered {
		out[i] = g.Name()
	}
	return out
}

// LookupGame returns the game called name.
func LookupGame(name string) (Game, bool) {
	for _, g := range registered {
		if g.Name() == name {
			return g, true
		}
	}
	return nil, false
}

// GameByName is LookupGame with an error that lists the games.
func GameByName(name string) (Game, error) {
	if g, ok := LookupGame(name); ok {
		return g, nil
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(GameNames(), ", "))
}
