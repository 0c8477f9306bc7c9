package match

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"frontier/search/games"
)

// Live is one game in progress, of any registered game: its positions and
// moves, the clocks, the rules that end it and its record. It is the one
// place that knows how a move is checked, how a clock is charged, when a
// game is over and how it is written down. PlayGame drives a Live with
// Movers, one goroutine asking each side in turn; the
// workstation's play mode steps a Live itself from its event loop, the
// person's moves coming from the UI and the engine's from a session run,
// so that play mode and engine matches cannot drift apart.
//
// A Live is not safe for concurrent use.
type Live struct {
	history  []games.Position
	moves    []string
	comments []string // one a move, "" for none
	// clocks holds, with a game clock, the mover's time left after each
	// move, its increment included (-1 for an opening move, on no one's
	// clock): what PGN's [%clk] says.
	clocks   []time.Duration
	tc       TimeControl
	maxPlies int
	outcome  Outcome

	clock     *Clock // nil without a game clock
	turnStart time.Time
	now       func() time.Time
	// odds divide a side's time (SetOdds): its clock and increment,
	// or its time a move; 0 is 1.
	odds [2]int
}

// SetOdds gives side a handicap of time, as players give time odds:
// its clock starts with 1/divisor of the base and gains 1/divisor of
// the increment a move, or its time a move is 1/divisor of the
// control's. Call it before the first move; a divisor below 2 is none.
func (l *Live) SetOdds(side, divisor int) {
	if side < 0 || side > 1 || divisor < 2 {
		return
	}
	l.odds[side] = divisor
	if l.clock != nil {
		l.clock.Remaining[side] = l.tc.Base / time.Duration(divisor)
	}
}

// Odds returns the divisor of side's time (1: no handicap).
func (l *Live) Odds(side int) int { return max(1, l.odds[side]) }

// NewLive starts a game at start under tc (for a person on the real
// executor: a time per move or a clock; Validate(false)), adjudicated a
// draw at maxPlies (DefaultMaxPlies if 0, none if negative). now is the
// clock the game's clocks read (time.Now if nil).
func NewLive(start games.Position, tc TimeControl, maxPlies int, now func() time.Time) (*Live, error) {
	if start.Game() == nil {
		return nil, errors.New("game: no start position")
	}
	if now == nil {
		now = time.Now
	}
	if maxPlies == 0 {
		maxPlies = DefaultMaxPlies
	}
	l := &Live{history: []games.Position{start}, tc: tc, maxPlies: maxPlies, now: now}
	if tc.Clocked() {
		l.clock = &Clock{Remaining: [2]time.Duration{tc.Base, tc.Base}, Increment: tc.Increment, MovesToGo: tc.MovesToGo}
	}
	l.turnStart = now()
	l.outcome = l.rules()
	return l, nil
}

// Game returns the game played.
func (l *Live) Game() games.Game { return l.history[0].Game() }

// Start returns the position the game started from.
func (l *Live) Start() games.Position { return l.history[0] }

// Position returns the position to move from.
func (l *Live) Position() games.Position { return l.history[len(l.history)-1] }

// History returns every position of the game, the start first. Do not
// change it.
func (l *Live) History() []games.Position { return l.history }

// Moves returns the moves played, in the game's notation. Do not change
// it.
func (l *Live) Moves() []string { return l.moves }

// Ply is the number of moves played.
func (l *Live) Ply() int { return len(l.moves) }

// Outcome says whether the game is over and why.
func (l *Live) Outcome() Outcome { return l.outcome }

// Time returns the game's time control.
func (l *Live) Time() TimeControl { return l.tc }

// Clock returns the time each side has left, the side to move's running
// down since its turn began; zero without a game clock.
func (l *Live) Clock() [2]time.Duration {
	if l.clock == nil {
		return [2]time.Duration{}
	}
	c := l.clock.Remaining
	if !l.outcome.Over {
		c[l.Position().Side()] -= l.now().Sub(l.turnStart)
	}
	return c
}

// StartTurn restarts the side to move's turn now: a runner that spends
// time between moves on its own business (reporting a move) calls it
// before asking the mover, so that the time is not charged to the side.
func (l *Live) StartTurn() { l.turnStart = l.now() }

// Budget is what the side to move's next move may cost (MoveBudget of
// the time its clock has left). Where the game's rules bound its length
// (games.Position.MovesLeft: Othello), the clock is shared over the
// moves the side has left when they are fewer than the moves to go, so
// that it is spent by the end of the game.
func (l *Live) Budget() Budget {
	pos := l.Position()
	side := pos.Side()
	tc := l.tc
	if n := pos.MovesLeft(); n > 0 && (tc.MovesToGo == 0 || n < tc.MovesToGo) {
		tc.MovesToGo = n
	}
	tc.PerMove /= time.Duration(l.Odds(side))
	tc.Increment /= time.Duration(l.Odds(side))
	if l.clock == nil {
		return tc.MoveBudget(0)
	}
	return tc.MoveBudget(l.clock.Remaining[side])
}

// Keys returns the keys of the positions before the one to move from,
// for an engine to see repetitions.
func (l *Live) Keys() []uint64 {
	keys := make([]uint64, len(l.history)-1)
	for i := range keys {
		keys[i] = l.history[i].Key()
	}
	return keys
}

// Legal reads text as a move of the position to move from and returns it
// in the game's own notation with the position after it; an error says
// why it is not a move there, naming the legal ones.
func (l *Live) Legal(text string) (string, games.Position, error) {
	return legalMove(l.Position(), text)
}

// legalMove is Live.Legal at p.
func legalMove(p games.Position, text string) (string, games.Position, error) {
	text = strings.TrimSpace(text)
	k := kitOf(p.Game())
	if k.readMove != nil {
		var err error
		if text, err = k.readMove(p, text); err != nil {
			return "", games.Position{}, err
		}
	}
	legal := p.Moves()
	if m, err := p.Notation(text); err == nil {
		text = m
	}
	if !slices.Contains(legal, text) {
		note := "legal: " + strings.Join(legal, " ")
		if k.legalNote != nil {
			if n := k.legalNote(p, legal); n != "" {
				note = n
			}
		}
		if text == "" {
			return "", games.Position{}, fmt.Errorf("no move given (%s)", note)
		}
		return "", games.Position{}, fmt.Errorf("%s is not legal here (%s)", text, note)
	}
	next, err := p.Play(text)
	if err != nil {
		return "", games.Position{}, fmt.Errorf("move %s: %w", text, err)
	}
	return text, next, nil
}

// Play plays move (in any notation Legal reads) for the side to move,
// with comment (may be ""): the side's clock is charged the time since
// its turn began and given the increment, a side that overran losing on
// time instead, and the rules and the move cap are applied. A move that
// is not legal, or a game that is over, is refused and nothing changes.
func (l *Live) Play(move, comment string) error {
	at := l.now() // the move is made now: checking it is not the side's time
	if l.outcome.Over {
		return fmt.Errorf("the game is over: %s", l.outcome.Reason)
	}
	text, next, err := l.Legal(move)
	if err != nil {
		return err
	}
	if !l.charge(at) {
		clk := time.Duration(-1)
		if l.clock != nil {
			clk = l.clock.Remaining[l.Position().Side()]
		}
		l.apply(text, next, comment, clk)
	}
	return nil
}

// apply records move, which led to next, with the mover's clock after
// it (-1 for none), and applies the rules.
func (l *Live) apply(move string, next games.Position, comment string, clk time.Duration) {
	l.history = append(l.history, next)
	l.moves = append(l.moves, move)
	l.comments = append(l.comments, comment)
	if l.clock != nil {
		l.clocks = append(l.clocks, clk)
	}
	l.turnStart = l.now()
	l.outcome = l.rules()
}

// PlayOpening plays move as part of the game's opening (a ballot's
// moves): checked and recorded like any move, but on no one's clock.
func (l *Live) PlayOpening(move string) error {
	if l.outcome.Over {
		return fmt.Errorf("the game is over: %s", l.outcome.Reason)
	}
	text, next, err := l.Legal(move)
	if err != nil {
		return err
	}
	l.apply(text, next, "", -1)
	return nil
}

// charge takes the side to move's time, from its turn's start to at,
// off its clock and reports whether it ran out (the game is then lost on
// time).
func (l *Live) charge(at time.Time) bool {
	if l.clock == nil {
		return false
	}
	side := l.Position().Side()
	l.clock.Remaining[side] -= at.Sub(l.turnStart)
	if l.clock.Remaining[side] < 0 {
		l.clock.Remaining[side] = 0
		l.outcome = wonBy(1-side, ReasonTimeForfeit)
		return true
	}
	l.clock.Remaining[side] += l.tc.Increment / time.Duration(l.Odds(side))
	return false
}

// Flagged ends the game on time if the side to move's clock has run
// out by now, and reports whether it did.
func (l *Live) Flagged() bool {
	if l.clock == nil || l.outcome.Over || l.Clock()[l.Position().Side()] > 0 {
		return false
	}
	l.clock.Remaining[l.Position().Side()] = 0
	l.outcome = wonBy(1-l.Position().Side(), ReasonTimeForfeit)
	return true
}

// End ends the game with o (a resignation, a draw agreed), the clocks
// stopped where they stand.
func (l *Live) End(o Outcome) {
	if l.clock != nil && !l.outcome.Over {
		l.clock.Remaining = l.Clock()
	}
	o.Over = true
	l.outcome = o
}

// Resign ends the game as a loss for side.
func (l *Live) Resign(side int) { l.End(wonBy(1-side, ReasonResignation)) }

// TakeBack returns the game to its position after ply moves, reopening
// it; a clock that ran out is given a second back, so that the side can
// move.
func (l *Live) TakeBack(ply int) error {
	if ply < 0 || ply > len(l.moves) {
		return fmt.Errorf("take back to ply %d: the game has %d", ply, len(l.moves))
	}
	l.history = slices.Clip(l.history[:ply+1])
	l.moves = slices.Clip(l.moves[:ply])
	l.comments = slices.Clip(l.comments[:ply])
	if l.clocks != nil {
		l.clocks = slices.Clip(l.clocks[:ply])
	}
	if l.clock != nil {
		for c := range l.clock.Remaining {
			l.clock.Remaining[c] = max(l.clock.Remaining[c], time.Second)
		}
	}
	l.turnStart = l.now()
	l.outcome = l.rules()
	return nil
}

// rules returns the outcome of the game as it stands by the game's
// rules and the move cap. Checkers and chess end on their history
// (repetition, checkers' 40-move rule) as well as on their position
// (gameKit.rules); the other games end where Position.Outcome says.
func (l *Live) rules() Outcome {
	var o Outcome
	if r := kitOf(l.Game()).rules; r != nil {
		o = r(l.history)
	} else {
		o = OutcomeAt(l.Position())
	}
	if !o.Over && l.maxPlies > 0 && len(l.moves) >= l.maxPlies {
		return Outcome{Over: true, Draw: true, Reason: ReasonMoveCap + " (" + strconv.Itoa(l.maxPlies) + " plies)"}
	}
	return o
}

// Record returns the game as a Record: tags (the caller's first, then
// Game, the players under their sides' names, Result, Termination and
// Position), the moves and their comments, the result.
func (l *Live) Record(players [2]string, tags ...Tag) Record {
	g := l.Game()
	names := SideNames(g)
	rec := Record{Start: l.Start(), Moves: slices.Clone(l.moves), Result: l.outcome.Result()}
	rec.SetTag("Game", g.Name())
	for _, t := range tags {
		rec.SetTag(t.Name, t.Value)
	}
	rec.SetTag(names[0], players[0])
	rec.SetTag(names[1], players[1])
	rec.SetTag("Result", rec.Result)
	if l.outcome.Over {
		rec.SetTag("Termination", l.outcome.Reason)
	}
	rec.SetTag("Position", l.Start().String())
	if slices.ContainsFunc(l.comments, func(c string) bool { return c != "" }) {
		rec.Comments = slices.Clone(l.comments)
	}
	rec.Clocks = slices.Clone(l.clocks)
	return rec
}
