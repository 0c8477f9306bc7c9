package session

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"frontier/assets"
	"frontier/board/checkers"
)

// simSetup is a fast deterministic engine: PVFSplit on 4 simulated
// searchers with a small virtual budget.
func simSetup(from StartFrom, human checkers.Color) PlaySetup {
	st := DefaultPlaySetup()
	st.From, st.Human = from, int(human)
	st.Time = PlayTime{PerMove: 300 * time.Millisecond} // 2,100 units
	return st
}

func newPlaySession(t *testing.T) *Session {
	t.Helper()
	s, err := New(Options{Suite: "none"})
	if err != nil {
		t.Fatal(err)
	}
	s.SetSpeed(Unthrottled)
	t.Cleanup(s.Close)
	return s
}

func waitEngine(t *testing.T, g *PlayGame) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	m, ok, err := g.WaitEngine(ctx)
	if err != nil || !ok {
		t.Fatalf("engine move: %v %v", ok, err)
	}
	return m
}

func TestPlayFromBallotEngineRepliesInSim(t *testing.T) {
	s := newPlaySession(t)
	b := assets.PlayableBallots()[5]
	st := simSetup(FromBallot, checkers.Black)
	st.Ballot = b.Number
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Moves()) != 3 || g.Position().Value() != b.Position {
		t.Fatalf("ballot not played: %v", g.Moves())
	}
	// After a ballot White is to move: the engine, thinking as the
	// session's current run.
	if !g.Thinking() || s.Run() != g.EngineRun() {
		t.Fatal("the engine should think in the session's run")
	}
	waitEngine(t, g)
	if !g.HumanToMove() || len(g.Moves()) != 4 {
		t.Fatalf("after the engine's move: %d moves, human to move %v", len(g.Moves()), g.HumanToMove())
	}
	if err := g.Undo(); err == nil || !errors.Is(err, ErrNoTakeback) {
		t.Fatalf("undo into the ballot: %v", err)
	}
}

func TestPlayBallotUnknown(t *testing.T) {
	s := newPlaySession(t)
	st := simSetup(FromBallot, checkers.Black)
	st.Ballot = 10_000
	if _, err := s.StartPlaying(st); err == nil {
		t.Fatal("an unknown ballot should be refused")
	}
}

func TestPlayHumanMoveErrorsChangeNothing(t *testing.T) {
	s := newPlaySession(t)
	g, err := s.StartPlaying(simSetup(FromInitial, checkers.Black))
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"11-18", "garbage", "", "22-18", "9x18"} {
		if err := g.PlayText(text); err == nil {
			t.Fatalf("%q accepted", text)
		}
		if len(g.Moves()) != 0 || !g.HumanToMove() {
			t.Fatalf("%q changed the game", text)
		}
	}
	if err := g.PlayText("11-15"); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayText("15-19"); !errors.Is(err, ErrEngineToMove) {
		t.Fatalf("move out of turn: %v", err)
	}
	waitEngine(t, g)
}

func TestPlayForcedCaptureNamed(t *testing.T) {
	s := newPlaySession(t)
	// Black man on 15, white man on 19: Black must take 15x24.
	p, err := checkers.ParseFEN("B:W19,30:B15,1")
	if err != nil {
		t.Fatal(err)
	}
	s.line = checkersLine(nil, p, nil)
	g, err := s.StartPlaying(simSetup(FromCurrent, checkers.Black))
	if err != nil {
		t.Fatal(err)
	}
	err = g.PlayText("1-5")
	if err == nil || !strings.Contains(err.Error(), "capture is compulsory") || !strings.Contains(err.Error(), "15x24") {
		t.Fatalf("forced capture error: %v", err)
	}
	if rec, err := g.PDN(); err != nil || rec.Tag("FEN") == "" {
		t.Fatal("a game from another position needs a FEN tag")
	}
	if err := g.PlayText("24"); err == nil { // not a move
		t.Fatal("a lone square is not a move")
	}
	if err := g.PlayText("15x24"); err != nil {
		t.Fatal(err)
	}
}

func TestPlayUndoHintMoveNow(t *testing.T) {
	s := newPlaySession(t)
	st := simSetup(FromInitial, checkers.Black)
	st.Time.PerMove = time.Hour // only "move now" ends the engine's search
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Hint()
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		if _, ok := g.HintMove(); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no hint")
		}
		time.Sleep(5 * time.Millisecond)
	}
	hint, _ := g.HintMove()
	if len(g.Moves()) != 0 || s.Run() != r {
		t.Fatal("a hint must not play")
	}
	if err := g.PlayText(hint); err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond)
	if err := g.MoveNow(); err != nil {
		t.Fatal(err)
	}
	waitEngine(t, g)
	if len(g.Moves()) != 2 {
		t.Fatalf("moves %v", g.Moves())
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if len(g.Moves()) != 0 || !g.HumanToMove() {
		t.Fatalf("undo left %v", g.Moves())
	}
	// Undo while the engine thinks takes back the person's move.
	if err := g.PlayText("11-15"); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if len(g.Moves()) != 0 || g.Thinking() {
		t.Fatal("undo while thinking")
	}
}

func TestPlayEngineFirstAsWhite(t *testing.T) {
	s := newPlaySession(t)
	g, err := s.StartPlaying(simSetup(FromInitial, checkers.White))
	if err != nil {
		t.Fatal(err)
	}
	if !g.Thinking() {
		t.Fatal("Black moves first: the engine")
	}
	waitEngine(t, g)
	if !g.HumanToMove() {
		t.Fatal("the person's turn")
	}
	rec, err := g.PDN()
	if err != nil {
		t.Fatal(err)
	}
	if rec.White() != "You" || !strings.HasPrefix(rec.Black(), "Frontier") {
		t.Fatalf("tags %v", rec.Tags)
	}
}

func TestPlayDrawOfferClaimResign(t *testing.T) {
	s := newPlaySession(t)
	g, err := s.StartPlaying(simSetup(FromInitial, checkers.Black))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.ClaimDraw(); err == nil || !strings.Contains(err.Error(), "no draw to claim") {
		t.Fatalf("claim at the start: %v", err)
	}
	ok, err := g.OfferDraw() // level material, no search yet: accepted
	if err != nil || !ok {
		t.Fatalf("draw offer: %v %v", ok, err)
	}
	if rec, err := g.PDN(); err != nil || rec.Result != checkers.ResultDraw {
		t.Fatalf("record %v %v", rec.Result, err)
	}
	if out := g.Outcome(); !out.Over || !out.Draw {
		t.Fatalf("outcome %v", out)
	}
	if err := g.Resign(); !errors.Is(err, ErrGameOver) {
		t.Fatalf("resign after the end: %v", err)
	}

	// An engine a piece up declines.
	p, _ := checkers.ParseFEN("B:W18,22,30:B1,5")
	s.line = checkersLine(nil, p, nil)
	g, err = s.StartPlaying(simSetup(FromCurrent, checkers.Black))
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := g.OfferDraw(); ok {
		t.Fatal("the engine a man up should decline")
	}
	if err := g.Resign(); err != nil {
		t.Fatal(err)
	}
	if out := g.Outcome(); !out.Over || out.Winner != int(checkers.White) || out.Reason != "resignation" {
		t.Fatalf("resign: %v", out)
	}
}

func TestPlayGameEndReasons(t *testing.T) {
	s := newPlaySession(t)
	// Black to move with a man that is blocked: no legal moves.
	p, _ := checkers.ParseFEN("B:W5,6,10,9:B1")
	s.line = checkersLine(nil, p, nil)
	g, err := s.StartPlaying(simSetup(FromCurrent, checkers.Black))
	if err != nil {
		t.Fatal(err)
	}
	if out := g.Outcome(); !out.Over || out.Reason != checkers.ReasonNoMoves {
		t.Fatalf("blocked: %v", out)
	}
	if err := g.PlayText("1-6"); !errors.Is(err, ErrGameOver) {
		t.Fatalf("move after the end: %v", err)
	}

	// Kings shuffling: threefold repetition, claimed automatically.
	p, _ = checkers.ParseFEN("B:WK32:BK1")
	s.line = checkersLine(nil, p, nil)
	g, err = s.StartPlaying(simSetup(FromCurrent, checkers.Black))
	if err != nil {
		t.Fatal(err)
	}
	// Play both sides by hand for the test: the engine's replies are
	// forced into the same shuffle.
	line := []string{"1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1", "27-32"}
	for _, text := range line {
		if g.Outcome().Over {
			break
		}
		g.stopRuns()
		if err := g.commit(text); err != nil {
			t.Fatal(err)
		}
	}
	g.stopRuns()
	if out := g.Outcome(); !out.Over || out.Reason != checkers.ReasonRepetition {
		t.Fatalf("repetition: %v after %v", out, g.Moves())
	}
	if rec, err := g.PDN(); err != nil || rec.Tag("Termination") != checkers.ReasonRepetition {
		t.Fatal("the reason belongs in the record")
	}
}

func TestPlaySaveReload(t *testing.T) {
	s := newPlaySession(t)
	st := simSetup(FromBallot, checkers.White)
	st.Ballot = assets.PlayableBallots()[0].Number
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	if g.Unsaved() {
		t.Fatal("nothing played yet")
	}
	if err := g.PlayText(legalText(g)); err != nil {
		t.Fatal(err)
	}
	waitEngine(t, g)
	if err := g.Resign(); err != nil {
		t.Fatal(err)
	}
	if !g.Unsaved() {
		t.Fatal("a finished game is unsaved")
	}
	path := filepath.Join(t.TempDir(), "sub", "game.pdn")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	if g.Unsaved() {
		t.Fatal("saved")
	}
	data, _ := os.ReadFile(path)
	for _, want := range []string{`[Event "Frontier`, `[Date "`, `[Black "Frontier`, `[White "You"]`, `[Result "1-0"]`} {
		if !strings.Contains(string(data), want) {
			t.Fatalf("%s missing in\n%s", want, data)
		}
	}
	if strings.Contains(string(data), "[FEN") {
		t.Fatal("a ballot game starts at the initial position: no FEN")
	}
	moves := append([]string(nil), g.Moves()...)
	s.EndPlaying()
	if _, err := s.LoadPDNFile(path); err != nil {
		t.Fatal(err)
	}
	l := s.Line()
	if len(l.Moves) != len(moves) {
		t.Fatalf("reloaded %d moves, want %d", len(l.Moves), len(moves))
	}
	for i := range moves {
		if l.Moves[i] != moves[i] {
			t.Fatalf("move %d differs", i)
		}
	}
}

func legalText(g *PlayGame) string {
	return g.Position().Moves()[0]
}

func TestPlayClockFlag(t *testing.T) {
	s := newPlaySession(t)
	st := simSetup(FromInitial, checkers.Black)
	st.Time = PlayTime{Base: time.Minute, Increment: time.Second}
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	g.now = func() time.Time { return now }
	g.live.StartTurn()
	now = now.Add(10 * time.Second)
	if c := g.Clock(); c[checkers.Black] != 50*time.Second || c[checkers.White] != time.Minute {
		t.Fatalf("clock %v", c)
	}
	now = now.Add(time.Minute)
	if err := g.PlayText("11-15"); !errors.Is(err, ErrGameOver) {
		t.Fatalf("flag: %v", err)
	}
	if out := g.Outcome(); out.Winner != int(checkers.White) || out.Reason != "time forfeit" {
		t.Fatalf("outcome %v", out)
	}
}

func TestPlayNoGoroutineLeft(t *testing.T) {
	before := runtime.NumGoroutine()
	s, err := New(Options{Suite: "none"})
	if err != nil {
		t.Fatal(err)
	}
	st := simSetup(FromInitial, checkers.White)
	st.Engine.Sim = false
	st.Time.PerMove = time.Hour
	g, err := s.StartPlaying(st)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond)
	if !g.Thinking() {
		t.Fatal("engine should think")
	}
	s.Close()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines left, %d before", n, before)
	}
}

// TestOthelloResultAsScored: an Othello game won before the board is
// full reads as the rules score it, the empty squares to the winner,
// as the search's end+64 does (it read 3-0 beside end-64), with the
// discs on the board said too; and its start has no word about a
// checkers endgame database (issue 24 bug 11).
func TestOthelloResultAsScored(t *testing.T) {
	s, err := New(Options{Game: "othello", Egdb: "auto"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	was := egdbNoted.Swap(false) // as if no note had been given yet
	if note := s.EgdbNote(); note != "" {
		t.Errorf("Othello's play says %q", note)
	}
	egdbNoted.Store(was)
	board := []byte(strings.Repeat("-", 64))
	board[26], board[27] = 'X', 'O' // c4 Black, d4 White
	if err := s.SetPosition(string(board) + " X"); err != nil {
		t.Fatal(err)
	}
	setup := DefaultPlaySetup()
	setup.From, setup.Time = FromCurrent, PlayTime{PerMove: time.Second}
	g, err := s.StartPlaying(setup)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayText("e4"); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); !o.Over || o.Score != "64-0 (discs 3-0, the empty squares to the winner)" {
		t.Fatalf("outcome %+v", o)
	}
}

// TestTypedChessMovesAnyCase: a chess move typed in any case and
// without its check sign plays the one legal move it names, in the
// analysis and in a game (issue 24: qd1 was refused); a text that
// names two moves or none is left to the parser's error.
func TestTypedChessMovesAnyCase(t *testing.T) {
	s, err := New(Options{Game: "chess"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.OpenID("BK.01"); err != nil {
		t.Fatal(err)
	}
	p := s.Position()
	for in, want := range map[string]string{"qd1": "Qd1+", "QD1": "Qd1+", "Qd1": "Qd1", "qd1+": "Qd1+", "D6D1": "Qd1+", "zz": "zz"} {
		if got := TypedMove(p, in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
	if !TypedPrefix(p, "q") || !TypedPrefix(p, "Q") || TypedPrefix(p, "z") || TypedPrefix(p, "G") {
		t.Error("q and Q should begin a move (Qd1+), z and G none")
	}
	if err := s.Play("qd1"); err != nil || s.Line().Moves[len(s.Line().Moves)-1] != "Qd1+" {
		t.Fatalf("play qd1: %v, %v", err, s.Line().Moves)
	}
	setup := DefaultPlaySetup()
	setup.From, setup.Human, setup.Time = FromInitial, 0, PlayTime{PerMove: time.Second}
	g, err := s.StartPlaying(setup)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayText("nf3"); err != nil || g.Moves()[0] != "Nf3" {
		t.Fatalf("nf3 in a game: %v, %v", err, g.Moves())
	}
}

// TestPlayLevelsAndOdds: a level caps the engine's depth each move and
// names itself in the record; time odds start the engine's clock with
// a share of the base (issue 24: strength levels and a handicap of
// time in play).
func TestPlayLevelsAndOdds(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	s.SetSpeed(Unthrottled)
	setup := DefaultPlaySetup()
	setup.Human, setup.Level, setup.Odds = 0, 1, 2 // beginner: depth 1
	g, err := s.StartPlaying(setup)
	if err != nil {
		t.Fatal(err)
	}
	if c := g.Clock(); c[1] != DefaultPlayTime.Base/2 || c[0] < DefaultPlayTime.Base-time.Second {
		t.Fatalf("clocks %v, want the engine's at half of %v", c, DefaultPlayTime.Base)
	}
	if err := g.PlayText("11-15"); err != nil {
		t.Fatal(err)
	}
	r := g.EngineRun()
	if r == nil || r.Config().Depth != 1 {
		t.Fatalf("the beginner's run: %v", r)
	}
	if _, _, err := g.WaitEngine(context.Background()); err != nil {
		t.Fatal(err)
	}
	if its := r.Iterations(); len(its) == 0 || its[len(its)-1].Depth != 1 {
		t.Fatalf("the beginner searched %v", its)
	}
	if name := g.EngineName(); !strings.Contains(name, "beginner (depth 1)") || !strings.Contains(name, "engine's time ÷2") {
		t.Errorf("engine name %q", name)
	}
	if lv := (PlaySetup{}).LevelOf(); lv.Depth != 0 || lv.Name != "full strength" {
		t.Errorf("the default level %+v", lv)
	}
}
