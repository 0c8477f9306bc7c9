package session

import (
	"context"
	"errors"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"frontier/search/engine"
	"frontier/search/games"
	"frontier/search/parallel/pvsplit"
)

// gameSession opens a session on game.
func gameSession(t *testing.T, game string) *Session {
	t.Helper()
	s, err := New(Options{Game: game})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// TestEveryGameSteps: every registered game opens on its suite, its
// entries open, and the line steps back and forth; the Othello suites'
// positions open inside the openings their notes give.
func TestEveryGameSteps(t *testing.T) {
	for _, g := range games.Games() {
		t.Run(g.Name(), func(t *testing.T) {
			s := gameSession(t, g.Name())
			if s.Game() != g {
				t.Fatalf("game %s", s.Game().Name())
			}
			suite, err := g.Suite()
			if err != nil {
				t.Fatal(err)
			}
			if g.Name() != games.DefaultGame && len(s.Entries()) != len(suite) {
				t.Fatalf("%d entries for %d suite positions", len(s.Entries()), len(suite))
			}
			for i, e := range s.Entries() {
				if e.Kind != EntryPosition {
					break
				}
				if err := s.OpenID(e.ID); err != nil {
					t.Fatal(err)
				}
				l := s.Line()
				if l.Ply != l.TestPly || s.Position().Game() != g {
					t.Fatalf("%s: ply %d, test ply %d", e.ID, l.Ply, l.TestPly)
				}
				if g.Name() != games.DefaultGame && s.PositionText() != suite[i].Pos.String() {
					t.Fatalf("%s opened at %s, want %s", e.ID, s.PositionText(), suite[i].Pos)
				}
			}
		})
	}
	s := gameSession(t, "othello")
	l := s.Line()
	if s.EntryID() != "m01" || l.Ply != 20 || l.TestPly != 20 || l.Start.String() != l.Start.Game().Start().String() {
		t.Fatalf("othello m01: entry %q ply %d of %d, start %s", s.EntryID(), l.Ply, len(l.Moves), l.Start)
	}
	s.SetPly(0)
	if s.PositionText() != "---------------------------OX------XO--------------------------- X" {
		t.Fatalf("ply 0 of m01 is %s", s.PositionText())
	}
	if l.Moves[0] != "d3" {
		t.Fatalf("first move %q", l.Moves[0])
	}
	if err := s.ToTest(); err != nil || l.Ply != 20 {
		t.Fatalf("to test: %v, ply %d", err, l.Ply)
	}
}

// TestOthelloLineAndInput: moves are played in Othello's notation, off
// the game they start an own line, and positions are entered and pasted
// in Othello's text; PDN is checkers' and is refused with a reason.
func TestOthelloLineAndInput(t *testing.T) {
	s := gameSession(t, "othello")
	l := s.Line()
	s.SetPly(0)
	if err := s.Play("d3"); err != nil || l.Ply != 1 || l.Modified {
		t.Fatalf("the game's own move: %v, ply %d, modified %v", err, l.Ply, l.Modified)
	}
	s.SetPly(0)
	if err := s.Play("f5"); err != nil || l.Modified || !l.InVariation() || len(l.Moves) != 1 || l.TestPly != -1 {
		t.Fatalf("another move: %v, modified %v, variation %v, %d moves, test ply %d", err, l.Modified, l.InVariation(), len(l.Moves), l.TestPly)
	}
	err := s.Play("a1")
	if err == nil || !strings.Contains(err.Error(), "a1") {
		t.Fatalf("an illegal placement: %v", err)
	}
	if _, err := s.PDN(); err == nil || !strings.Contains(err.Error(), "checkers") {
		t.Errorf("PDN of an Othello line: %v", err)
	}
	if _, err := s.LoadPDNFile(filepath.Join(t.TempDir(), "x.pdn")); err == nil || !strings.Contains(err.Error(), "checkers") {
		t.Errorf("PDN file in Othello: %v", err)
	}
	six := "--------------OX----XO-------------- X"
	if err := s.SetPosition(six); err == nil {
		t.Error("a 6×6 position accepted by 8×8 Othello")
	}
	text := "---------------------------OX------XX-------X------------------- O"
	kind, err := s.Paste(text)
	if err != nil || kind != "position" || s.PositionText() != text || s.EntryID() != "" {
		t.Fatalf("paste: %q %v, at %s", kind, err, s.PositionText())
	}
	if _, err := s.Paste("[Event \"x\"]\n1. 11-15 *"); err == nil {
		t.Error("PDN pasted into an Othello session")
	}
}

// movesRE matches a line of moves in Othello's notation.
var movesRE = regexp.MustCompile(`^([a-h][1-8]|pass)( ([a-h][1-8]|pass))*$`)

// TestOthelloRunAndCompare: a simulated parallel run on an Othello
// position reports iterations whose PVs are legal lines in Othello's
// notation, measured against the sequential reference, and the compare
// view runs on it too.
func TestOthelloRunAndCompare(t *testing.T) {
	noLeak(t)
	s := gameSession(t, "othello")
	s.SetSpeed(Unthrottled)
	_ = s.SetConfig(Config{Algorithm: engine.MustParse(pvsplit.PVFSplit), Searchers: 4, Sim: true, Depth: 5, HashMiB: 4})
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	u := waitFinal(t, r)
	if u.State != Finished || len(u.Iterations) != 3 {
		t.Fatalf("state %v, %d iterations, err %v", u.State, len(u.Iterations), u.Err)
	}
	for _, it := range u.Iterations {
		line := strings.Join(it.PV, " ")
		if !movesRE.MatchString(line) || it.Best != it.PV[0] {
			t.Fatalf("depth %d: best %q, PV %q", it.Depth, it.Best, line)
		}
		p := r.Root()
		for _, m := range it.PV {
			if p, err = p.Play(m); err != nil {
				t.Fatalf("PV %q is not legal: %v", line, err)
			}
		}
	}
	if last := u.Iterations[2]; last.Cmp == nil || last.Ref == nil || last.Ref.Best == "" {
		t.Fatalf("no comparison with the reference: %+v", last)
	}
	if !samePosition(r.Root(), s.Position()) || r.Label() != "m01" {
		t.Errorf("root %s, label %q", r.Root(), r.Label())
	}

	p := s.CompareConfigs()
	p[0].Depth, p[1].Depth = 5, 5
	p[0].HashMiB, p[1].HashMiB = 4, 4
	_ = s.SetCompareConfigs(p)
	c, err := s.StartCompare()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range c.Runs() {
		waitFinal(t, r)
	}
	if sum := c.Summary(); sum.Depth != 5 || len(sum.Lines) != 3 || !sum.Sides[1].HaveCmp {
		t.Fatalf("summary %+v", sum)
	}
}

// TestWideGamesSearch: tic-tac-toe and a synthetic tree search through
// the same runs, sequential and parallel.
func TestWideGamesSearch(t *testing.T) {
	noLeak(t)
	for _, game := range []string{"othello6", "tictactoe4", "synthetic"} {
		s := gameSession(t, game)
		s.SetSpeed(Unthrottled)
		for _, c := range []Config{{Algorithm: engine.MustParse(engine.Sequential), Depth: 5, HashMiB: 4}, {Algorithm: engine.MustParse(pvsplit.PVSplit), Searchers: 3, Sim: true, Depth: 5, HashMiB: 4}} {
			_ = s.SetConfig(c)
			r, err := s.Start()
			if err != nil {
				t.Fatal(err)
			}
			u := waitFinal(t, r)
			if u.State != Finished || len(u.Iterations) == 0 {
				t.Fatalf("%s %s: state %v, err %v", game, c.Label(), u.State, u.Err)
			}
			best := u.Iterations[len(u.Iterations)-1].Best
			if _, err := s.Position().Play(best); err != nil {
				t.Fatalf("%s %s: best move %q: %v", game, c.Label(), best, err)
			}
		}
	}
}

// TestSetGame: switching the game stops the searches and the game
// against the engine, opens the new game's suite, and keeps the checkers
// games loaded from files for the way back.
func TestSetGame(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	if _, err := s.LoadPDNText("[Event \"mine\"]\n1. 11-15 23-19 *\n"); err != nil {
		t.Fatal(err)
	}
	entries := len(s.Entries())
	s.SetSpeed(Paused)
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetGame("shogi"); err == nil || !strings.Contains(err.Error(), "othello") {
		t.Fatalf("unknown game: %v", err)
	}
	if err := s.SetGame("othello6"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-r.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the checkers run outlived the switch")
	}
	if s.Run() != nil || s.Comparison() != nil || s.Game().Name() != "othello6" || s.EntryID() != "start" {
		t.Fatalf("after the switch: run %v, game %s, entry %q", s.Run(), s.Game().Name(), s.EntryID())
	}
	if err := s.SetGame("checkers"); err != nil {
		t.Fatal(err)
	}
	if len(s.Entries()) != entries || s.EntryID() != "g1" {
		t.Fatalf("back in checkers: %d entries (had %d), entry %q", len(s.Entries()), entries, s.EntryID())
	}
}

// TestSettingsRememberTheGame: the game is saved with the place in it,
// restored when no game is asked for, and the place is not applied to
// another game.
func TestSettingsRememberTheGame(t *testing.T) {
	s := gameSession(t, "othello")
	_ = s.OpenID("m03")
	s.Step(-4)
	st := s.Settings()
	if st.Game != "othello" || st.Entry != "m03" || st.Ply != 16 {
		t.Fatalf("settings %+v", st)
	}
	back, err := New(Options{Settings: &st})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if back.Game().Name() != "othello" || back.EntryID() != "m03" || back.Line().Ply != 16 {
		t.Fatalf("restored %s %q ply %d", back.Game().Name(), back.EntryID(), back.Line().Ply)
	}
	other, _ := New(Options{Game: "othello6", Settings: &st})
	defer other.Close()
	if other.Game().Name() != "othello6" || other.EntryID() != "start" {
		t.Fatalf("--game othello6 over saved othello: %s %q", other.Game().Name(), other.EntryID())
	}
	old := st
	old.Game, old.Entry = "", "g5" // a file of before the other games
	cs, _ := New(Options{Settings: &old})
	defer cs.Close()
	if cs.Game().Name() != "checkers" || cs.EntryID() != "g5" {
		t.Fatalf("old settings: %s %q", cs.Game().Name(), cs.EntryID())
	}
	if _, err := New(Options{Game: "go"}); err == nil {
		t.Error("an unknown game opened")
	}
}

// anySetup is a quick game against a simulated engine: a tenth of a
// second a move is 700 units of virtual time, a few plies of Othello.
func anySetup(human int) PlaySetup {
	st := DefaultPlaySetup()
	st.Human = human
	st.Engine = Config{Algorithm: engine.MustParse(pvsplit.PVFSplit), Searchers: 2, Sim: true, HashMiB: 4}
	st.Time = PlayTime{PerMove: 100 * time.Millisecond}
	return st
}

func waitAny(t *testing.T, g *PlayGame) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	mv, moved, err := g.WaitEngine(ctx)
	if err != nil || !moved {
		t.Fatalf("engine: %q moved %v err %v", mv, moved, err)
	}
	return mv
}

// TestAnyPlayOthello: a short game of Othello against the engine: each
// side moves, out-of-turn and illegal moves are refused, a hint and a
// take-back work, and resigning ends the game.
func TestAnyPlayOthello(t *testing.T) {
	noLeak(t)
	s := gameSession(t, "othello")
	s.SetSpeed(Unthrottled)
	ballot := DefaultPlaySetup()
	ballot.From = FromBallot
	if _, err := s.StartPlaying(ballot); err == nil {
		t.Fatal("a checkers ballot started on Othello")
	}
	g, err := s.StartPlaying(anySetup(0))
	if err != nil {
		t.Fatal(err)
	}
	if s.Playing() != g || !g.HumanToMove() || g.Thinking() || g.SideName(1) != "White" {
		t.Fatalf("start: human to move %v, thinking %v", g.HumanToMove(), g.Thinking())
	}
	if err := g.PlayText("a1"); err == nil || !strings.Contains(err.Error(), "d3") {
		t.Fatalf("illegal move: %v, want the legal ones named", err)
	}
	if err := g.PlayText("d3"); err != nil {
		t.Fatal(err)
	}
	if !g.Thinking() || g.EngineRun() == nil || s.Run() != g.EngineRun() {
		t.Fatal("the engine is not thinking in the session's run")
	}
	if err := g.PlayText("c3"); !errors.Is(err, ErrEngineToMove) {
		t.Fatalf("out of turn: %v", err)
	}
	reply := waitAny(t, g)
	if len(g.Moves()) != 2 || g.Moves()[1] != reply || !movesRE.MatchString(reply) || !g.HumanToMove() {
		t.Fatalf("after the engine's reply: moves %v", g.Moves())
	}
	if g.History()[1].Side() != 1 || g.Position().Side() != 0 {
		t.Fatal("sides do not alternate")
	}
	h, err := g.Hint()
	if err != nil {
		t.Fatal(err)
	}
	waitFinal(t, h)
	hint, ok := g.HintMove()
	if !ok {
		t.Fatal("no hint")
	}
	if err := g.PlayText(hint); err != nil {
		t.Fatalf("the hint %q is not playable: %v", hint, err)
	}
	waitAny(t, g)
	if err := g.Undo(); err != nil || len(g.Moves()) != 2 || !g.HumanToMove() {
		t.Fatalf("undo: %v, moves %v", err, g.Moves())
	}
	if err := g.Resign(); err != nil {
		t.Fatal(err)
	}
	if out := g.Outcome(); !out.Over || out.Winner != 1 || out.Reason != "resignation" || !strings.Contains(g.OutcomeText(), "the engine (White) wins") {
		t.Fatalf("outcome %+v, %q", out, g.OutcomeText())
	}
	if err := g.PlayText("c3"); !errors.Is(err, ErrGameOver) {
		t.Fatalf("a move after the end: %v", err)
	}
	s.EndPlaying()
	if s.Playing() != nil {
		t.Fatal("still playing")
	}
}

// TestAnyPlayPassAndEnd: a person who cannot place a disc passes (and
// only then), the engine's forced pass is played at once, and a game
// played to its end is scored by its discs.
func TestAnyPlayPassAndEnd(t *testing.T) {
	noLeak(t)
	s := gameSession(t, "othello6")
	s.SetSpeed(Unthrottled)
	// Black (to move) has no placement; White has several.
	if err := s.SetPosition("OOOOXOOXXXXXOXXOXX-XOXX-XOXX-OOOOXX- X"); err != nil {
		t.Fatal(err)
	}
	st := anySetup(0)
	st.From = FromCurrent
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	if !g.MustPass() {
		t.Fatalf("Black must pass: moves %v", g.Position().Moves())
	}
	if err := g.PlayText("pass"); err != nil {
		t.Fatal(err)
	}
	// Play on with the first legal move, the engine answering, to the end.
	for i := 0; i < 40 && !g.Outcome().Over; i++ {
		if g.Thinking() {
			waitAny(t, g)
			continue
		}
		if g.MustPass() {
			if err := g.PlayText("pass"); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := g.PlayText(g.Position().Moves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	out := g.Outcome()
	if !out.Over || out.Reason != "neither side can move" || !regexp.MustCompile(`^\d+-\d+$`).MatchString(out.Score) {
		t.Fatalf("outcome %+v", out)
	}
	if !strings.Contains(g.OutcomeText(), out.Score) {
		t.Errorf("outcome text %q", g.OutcomeText())
	}
}

// TestAnyPlayForcedEngineMove: when the engine has one move only it plays
// it at once, without a search.
func TestAnyPlayForcedEngineMove(t *testing.T) {
	noLeak(t)
	s := gameSession(t, "synthetic")
	// Every node of this tree has one child.
	if err := s.SetPosition("b=1,depth=4,q=1,seed=3"); err != nil {
		t.Fatal(err)
	}
	st := anySetup(1) // the engine, Max, moves first
	st.From = FromCurrent
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	if g.Thinking() || s.Run() != nil || len(g.Moves()) != 1 || g.Moves()[0] != "0" || !g.HumanToMove() {
		t.Fatalf("forced engine move: thinking %v, moves %v", g.Thinking(), g.Moves())
	}
	if err := g.PlayText("0"); err != nil {
		t.Fatal(err)
	}
	if len(g.Moves()) != 3 || !g.HumanToMove() {
		t.Fatalf("moves %v", g.Moves())
	}
	if err := g.PlayText("0"); err != nil {
		t.Fatal(err)
	}
	if out := g.Outcome(); !out.Over || !strings.HasPrefix(out.Reason, "a leaf worth") {
		t.Fatalf("the leaf: %+v", out)
	}
}
