package session

import (
	"fmt"
	"strings"

	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/board/othello"
	"frontier/board/synthetic"
	"frontier/board/tictactoe"
	"frontier/session/match"
)

// This file is what play mode adds to a game of session/match: how its
// end is said to a person, undo, hints, draw offers and claims, and
// resigning.

// Outcome is how a game against the engine ended, said for a person.
type Outcome struct {
	Over bool
	Draw bool
	// Winner is the side that won (0 moves first) when Over and not
	// Draw.
	Winner int
	// Reason says why it ended: checkers' reasons ("no legal moves",
	// "threefold repetition", ...), "neither side can move", "four in a
	// line", "resignation", "time forfeit", "agreement".
	Reason string
	// Score is the final count where the game has one: "40-24" for
	// Othello's discs, Black's first.
	Score string
}

// Outcome says whether the game is over and why.
func (g *PlayGame) Outcome() Outcome {
	o := g.live.Outcome()
	out := Outcome{Over: o.Over, Draw: o.Draw, Winner: o.Winner, Reason: o.Reason}
	if !o.Over {
		return out
	}
	p := g.Position()
	// The match's words for an end by the rules ("game over", "final
	// margin 4") become the game's own.
	byRules := o.Reason == match.ReasonGameOver || strings.HasPrefix(o.Reason, match.ReasonFinalMargin) || strings.HasPrefix(o.Reason, match.ReasonFinalValue)
	switch v := p.Value().(type) {
	case othello.Position:
		out.Score = othelloScore(v, o)
		if byRules {
			out.Reason = "neither side can move"
		}
	case tictactoe.Position:
		if byRules {
			out.Reason = "four in a line"
			if o.Draw {
				out.Reason = "the board is full"
			}
		}
	case chess.Position:
		if byRules {
			out.Reason = v.Ending()
			if out.Reason == "" {
				out.Reason = "no moves left"
			}
		}
	case synthetic.Position:
		if byRules {
			out.Reason = fmt.Sprintf("a leaf worth %+d to %s", v.TrueValue(), p.SideName())
		}
	}
	return out
}

// othelloScore is the final count of an Othello game as the rules score
// it, Black's first: the empty squares go to the winner, as the
// search's end+N counts them, and a game won with squares empty says
// the discs on the board too, "64-0 (discs 3-0, the empty squares to
// the winner)".
func othelloScore(p othello.Position, o match.Outcome) string {
	b, w := p.Count(othello.Black), p.Count(othello.White)
	empty := p.Size()*p.Size() - b - w
	if empty == 0 || o.Draw || !o.Over || o.Reason != match.ReasonGameOver && !strings.HasPrefix(o.Reason, match.ReasonFinalMargin) && !strings.HasPrefix(o.Reason, match.ReasonFinalValue) {
		return fmt.Sprintf("%d-%d", b, w)
	}
	sb, sw := b, w
	if o.Winner == 0 {
		sb += empty
	} else {
		sw += empty
	}
	return fmt.Sprintf("%d-%d (discs %d-%d, the empty squares to the winner)", sb, sw, b, w)
}

// OutcomeText says how the game ended, naming the person "you": "the
// engine (White) wins (resignation)", "draw (threefold repetition)".
func (g *PlayGame) OutcomeText() string {
	o := g.Outcome()
	if !o.Over {
		return "in progress"
	}
	s := "draw"
	if !o.Draw {
		s = "the engine (" + g.SideName(o.Winner) + ") wins"
		if o.Winner == g.setup.Human {
			s = "you (" + g.SideName(o.Winner) + ") win"
		}
	}
	if o.Score != "" {
		s += " " + o.Score
	}
	return s + " (" + o.Reason + ")"
}

// Hint starts a search of the person's position with the engine's
// configuration and the budget the engine would have there, as deep as
// the engine's last move went: the hint is the engine's own choice, not
// a weaker one. Nothing is played. The search is the session's current
// run, so the panes show it; HintMove reads its answer.
func (g *PlayGame) Hint() (*Run, error) {
	if err := g.humanTurn(); err != nil {
		return nil, err
	}
	g.stopHint()
	r, err := g.s.startRun(g.hintConfig(), g.Position(), g.live.Keys(), fmt.Sprintf("hint ply %d", g.live.Ply()+1), false)
	if err != nil {
		return nil, fmt.Errorf("hint: %w", err)
	}
	g.hint, g.hintAt = r, g.live.Ply()
	return r, nil
}

// hintConfig is the engine's configuration for a hint: the move budget
// of the side to move and, once the engine has moved, its last depth.
func (g *PlayGame) hintConfig() Config {
	cfg := g.setup.Engine
	b := g.live.Budget()
	cfg.Depth, cfg.Time, cfg.MaxTime = g.depth, b.Time, b.MaxTime
	return cfg
}

func (g *PlayGame) stopHint() {
	if g.hint != nil {
		g.hint.Stop()
	}
}

// HintRun is the search of the last hint, nil if none was asked.
func (g *PlayGame) HintRun() *Run { return g.hint }

// HintMove returns the hint's best move so far, if the hint was asked
// in the current position and has completed an iteration.
func (g *PlayGame) HintMove() (string, bool) {
	if g.hint == nil || g.hintAt != g.live.Ply() || !g.HumanToMove() {
		return "", false
	}
	its := g.hint.Iterations()
	if len(its) == 0 {
		return "", false
	}
	return its[len(its)-1].Best, true
}

// Undo takes back the last full move: the engine's reply and the
// person's move before it (or only the person's move while the engine
// thinks about its reply). The moves of a ballot cannot be taken back,
// nor a forced pass (it would leave the person nothing to choose). A
// finished game is reopened.
func (g *PlayGame) Undo() error {
	if g.s.play != g {
		return ErrNotPlaying
	}
	h := g.History()
	cut := -1
	for i := len(g.Moves()) - 1; i >= g.fixed; i-- {
		if h[i].Side() == g.setup.Human && !(len(h[i].Moves()) == 1 && h[i].Moves()[0] == passMove) {
			cut = i
			break
		}
	}
	if cut < 0 {
		return ErrNoTakeback
	}
	g.stopRuns()
	return g.live.TakeBack(cut)
}

// drawMargin is the engine's last score (from its side, a man is 100)
// at or below which it accepts a draw offer: it takes a draw unless it
// thinks it is ahead by more than a fifth of a man.
const drawMargin = 20

// OfferDraw offers the engine a draw. It accepts when its last score is
// near zero or below (it has nothing to play for); the game then ends
// drawn by agreement. Before its first search a checkers engine judges
// by material, an engine of another game by the rule that the start is
// level.
func (g *PlayGame) OfferDraw() (bool, error) {
	if err := g.open(); err != nil {
		return false, err
	}
	score := g.score
	if !g.scored {
		if p, ok := g.Position().Value().(checkers.Position); ok {
			engineSide := checkers.Color(1 - g.setup.Human)
			score = material(&p, engineSide) - material(&p, engineSide.Other())
		}
	}
	if score > drawMargin {
		return false, nil
	}
	g.finish(match.Outcome{Draw: true, Reason: "agreement"})
	return true, nil
}

// material counts c's pieces, a king as 1.3 men.
func material(p *checkers.Position, c checkers.Color) int {
	men, kings := p.Count(c)
	return men*100 + kings*130
}

// ClaimDraw claims a draw by the rules of checkers (threefold
// repetition, 40 moves each without a man move or capture). The game
// ends on these automatically too; a claim that the rules do not
// support says how far the position is from them.
func (g *PlayGame) ClaimDraw() error {
	if err := g.open(); err != nil {
		return err
	}
	cur, ok := g.Position().Value().(checkers.Position)
	if !ok {
		return fmt.Errorf("no draw to claim: the rules of %s have none", g.Game().Name())
	}
	var history []checkers.Position
	seen := 0
	for _, p := range g.History() {
		ck := p.Value().(checkers.Position)
		history = append(history, ck)
		if ck == cur {
			seen++
		}
	}
	// Over and drawn by the rules would have ended the game already.
	quiet := checkers.PliesSinceIrreversible(history)
	return fmt.Errorf("no draw to claim: this position has occurred %d time(s) (3 draw), and %d of %d plies were played without a man move or capture", seen, quiet, checkers.FortyMovePlies)
}

// Resign ends the game as a loss for the person.
func (g *PlayGame) Resign() error {
	if err := g.open(); err != nil {
		return err
	}
	g.live.Resign(g.setup.Human)
	g.stopRuns()
	return nil
}

// open checks that the game is the session's and not over.
func (g *PlayGame) open() error {
	switch {
	case g.s.play != g:
		return ErrNotPlaying
	case g.live.Outcome().Over:
		return fmt.Errorf("%w: %s", ErrGameOver, g.OutcomeText())
	}
	return nil
}

// finish ends the game with out and stops the searches.
func (g *PlayGame) finish(out match.Outcome) {
	g.live.End(out)
	g.stopRuns()
}
