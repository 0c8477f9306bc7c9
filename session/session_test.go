package session

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
	"frontier/search/engine"
	"frontier/search/parallel/pvsplit"
)

// noLeak fails the test if goroutines started during it outlive it.
func noLeak(t *testing.T) { leaktest.Check(t) }

func newSession(t *testing.T) *Session {
	t.Helper()
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// waitFinal waits for the run's last update.
func waitFinal(t *testing.T, r *Run) Update {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var u Update
	for !u.Final {
		u = r.Wait(ctx, u.Version)
		if ctx.Err() != nil {
			t.Fatalf("run %d did not finish: state %v", r.ID(), u.State)
		}
	}
	return u
}

func TestConfigValidate(t *testing.T) {
	ok := DefaultConfig()
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	bad := []func(*Config){
		func(c *Config) { c.Algorithm = engine.Spec{Name: "nope"} },
		func(c *Config) { c.Searchers = 0 },
		func(c *Config) { c.Searchers = engine.MaxP + 1 },
		func(c *Config) { c.Depth = 99 },
		func(c *Config) { c.HashMiB = 0 },
		func(c *Config) { c.Time = -time.Second },
	}
	for i, f := range bad {
		c := ok
		f(&c)
		if err := c.Validate(); err == nil {
			t.Errorf("case %d: %+v accepted", i, c)
		}
	}
	seq := ok
	seq.Algorithm, seq.Searchers = engine.MustParse(engine.Sequential), 0
	if err := seq.Validate(); err != nil {
		t.Errorf("seq ignores searchers: %v", err)
	}
	if got := ok.Label(); got != "pvfsplit ×16 sim" {
		t.Errorf("label %q", got)
	}
	// alphabeta is another engine than seq (plain alpha-beta, no
	// table): its runs must not be labelled seq (issue 24, bug 5).
	for algo, want := range map[string]string{engine.Sequential: "seq", engine.AlphaBeta: "alphabeta", "AlphaBeta": "alphabeta"} {
		c := ok
		c.Algorithm = engine.MustParse(algo)
		if got := c.Label(); got != want {
			t.Errorf("%s: label %q, want %q", algo, got, want)
		}
		c.Lines = 3
		if got := c.Label(); got != want+" · 3 lines" {
			t.Errorf("%s, 3 lines: label %q", algo, got)
		}
	}
	if got := ok.LimitText(); got != "infinite" {
		t.Errorf("limit text of the default %q", got)
	}
	ok.Depth, ok.Time = 15, 10*time.Second
	if got := ok.LimitText(); got != "depth 15, 10s (70.0k units)" {
		t.Errorf("limit text %q", got)
	}
}

// TestEveryRegisteredEngineRuns: the session accepts exactly the engines
// of the registry, by name and with parameters, and a run of each
// reaches its depth with the searchers asked for.
func TestEveryRegisteredEngineRuns(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	s.SetSpeed(Unthrottled)
	for _, name := range engine.Names() {
		c := Config{Algorithm: engine.MustParse(name), Searchers: 3, Sim: true, Depth: 5, HashMiB: 4}
		if err := s.SetConfig(c); err != nil {
			t.Fatalf("%s refused: %v", name, err)
		}
		r, err := s.Start()
		if err != nil {
			t.Fatal(err)
		}
		u := waitFinal(t, r)
		if u.State != Finished || len(u.Iterations) != 3 || u.Iterations[2].Depth != 5 {
			t.Fatalf("%s: state %v, %d iterations", name, u.State, len(u.Iterations))
		}
		st := u.Iterations[2].Stats
		if engine.IsSequential(name) {
			if st != nil {
				t.Errorf("seq reports a parallel account")
			}
			continue
		}
		if st == nil || st.Algorithm != name || st.Searchers != 3 || st.Executor != "sim" {
			t.Errorf("%s: account %+v", name, st)
		}
	}
	bad := Config{Algorithm: engine.Spec{Name: "no-such-algo"}, Searchers: 2, Depth: 5, HashMiB: 4}
	err := bad.Validate()
	if err == nil || !strings.Contains(err.Error(), strings.Join(engine.Names(), ", ")) {
		t.Errorf("unknown algorithm: %v, want the known names listed", err)
	}
	withParams := Config{Algorithm: engine.MustParse("pvfsplit-lb,quorum=0.5"), Searchers: 2, Sim: true, Depth: 5, HashMiB: 4}
	if sp, err := withParams.Spec(); err != nil || sp.String() != "pvfsplit-lb:2,quorum=0.5" {
		t.Errorf("spec %v, %v", sp, err)
	}
	// A spec built by hand, not parsed, is still checked when set.
	for _, c := range []struct {
		algo engine.Spec
		want string
	}{
		{engine.Spec{Name: "pvsplit", Params: []engine.Setting{{Name: "quorum", Value: "0.5"}}}, `no parameter "quorum"`},
		{engine.MustParse("pvsplit:4"), "Searchers"},
	} {
		cfg := withParams
		cfg.Algorithm = c.algo
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want it to mention %q", c.algo, err, c.want)
		}
	}
}

// TestConfigJSON: a configuration saves its algorithm as the spec's text,
// parameters included, as settings files always had it, and reads it
// back parsed; a bad spec in a file is an error naming the field.
func TestConfigJSON(t *testing.T) {
	c := DefaultConfig()
	c.Algorithm = engine.MustParse("pvfsplit-lb,quorum=0.5,threshold=5000")
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"algorithm":"pvfsplit-lb,quorum=0.5,threshold=5000","searchers":16,"sim":true,"depth":0,"time":0,"hash_mib":128}`
	if string(b) != want {
		t.Errorf("saved as %s, want %s", b, want)
	}
	// Equal compares every field: one added to Config must be added there.
	if n := reflect.TypeFor[Config]().NumField(); n != 8 {
		t.Errorf("Config has %d fields; Config.Equal compares 8", n)
	}
	for _, f := range []func(*Config){
		func(c *Config) { c.Algorithm = engine.MustParse("pvfsplit-lb,quorum=0.25,threshold=5000") },
		func(c *Config) { c.Searchers++ }, func(c *Config) { c.Sim = false }, func(c *Config) { c.Depth++ },
		func(c *Config) { c.Time++ }, func(c *Config) { c.MaxTime++ }, func(c *Config) { c.HashMiB++ }, func(c *Config) { c.Lines++ },
	} {
		d := c
		f(&d)
		if d.Equal(c) || c.Equal(d) {
			t.Errorf("%+v equals %+v", d, c)
		}
	}
	var back Config
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(c) {
		t.Errorf("read back as %+v, %v", back, err)
	}
	if back.Label() != "pvfsplit-lb,quorum=0.5,threshold=5000 ×16 sim" {
		t.Errorf("label %q", back.Label())
	}
	for text, wants := range map[string][]string{
		`{"algorithm":"pvsplit,quorum=0.5"}`: {"algorithm: ", `"pvsplit,quorum=0.5"`, `no parameter "quorum"`},
		`{"algorithm":"quantum:4"}`:          {"algorithm: ", `unknown algorithm "quantum"`},
		`{"algorithm":3}`:                    {"algorithm"},
	} {
		var c Config
		err := json.Unmarshal([]byte(text), &c)
		for _, w := range wants {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %v, want it to mention %s", text, err, w)
			}
		}
	}
}

// TestOldSettingsFile: a settings file as saved before the spec was typed
// (the algorithm as text, with parameters) loads, and saves the same.
func TestOldSettingsFile(t *testing.T) {
	const old = `{
  "version": 1,
  "config": {
    "algorithm": "pvfsplit-lb,quorum=0.5",
    "searchers": 8,
    "sim": true,
    "depth": 0,
    "time": 0,
    "hash_mib": 128
  },
  "compare": [
    {
      "algorithm": "pvsplit",
      "searchers": 16,
      "sim": true,
      "depth": 15,
      "time": 0,
      "hash_mib": 128
    },
    {
      "algorithm": "seq",
      "searchers": 16,
      "sim": true,
      "depth": 15,
      "time": 0,
      "hash_mib": 128,
      "lines": 3
    }
  ],
  "speed": "fast",
  "ply": 0
}`
	path := filepath.Join(t.TempDir(), "workstation.json")
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := engine.MustParse("pvfsplit-lb,quorum=0.5"); !st.Config.Algorithm.Equal(want) || st.Config.Searchers != 8 || st.Compare[1].Algorithm.Name != engine.Sequential || st.Compare[1].Lines != 3 {
		t.Errorf("loaded %+v", st)
	}
	again := filepath.Join(t.TempDir(), "again.json")
	if err := SaveSettings(again, *st); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(again); string(b) != old && string(b) != old+"\n" {
		t.Errorf("saved again as\n%s\nwant\n%s", b, old)
	}
	bad := strings.Replace(old, "quorum=0.5", "quorum=2", 1)
	_ = os.WriteFile(path, []byte(bad), 0o644)
	if _, err := LoadSettings(path); err == nil || !strings.Contains(err.Error(), "algorithm") || !strings.Contains(err.Error(), "bad quorum=2") {
		t.Errorf("a bad spec in the file: %v", err)
	}
}

// TestConfigWarning: a real configuration with more searchers than CPUs
// carries the warning the workstation shows; simulated ones do not.
func TestConfigWarning(t *testing.T) {
	c := Config{Algorithm: engine.MustParse(pvsplit.PVSplit), Searchers: runtime.NumCPU() + 1, Depth: 5, HashMiB: 4}
	if w := c.Warning(); !strings.Contains(w, "timings then say nothing about speedup") {
		t.Errorf("real: warning %q", w)
	}
	c.Sim = true
	if w := c.Warning(); w != "" {
		t.Errorf("simulated: warning %q", w)
	}
}

func TestEntriesAndNavigation(t *testing.T) {
	s := newSession(t)
	es := s.Entries()
	if len(es) != 20+38 {
		t.Fatalf("%d entries", len(es))
	}
	if es[0].ID != "g1" || es[0].Kind != EntryPosition || es[20].Kind != EntryGame {
		t.Fatalf("entries start %v %v", es[0], es[20])
	}
	// New opens the first test position in its game.
	tp, _ := s.Suite().Position("g1")
	if got := s.PositionText(); got != tp.Position.FEN() {
		t.Fatalf("opened at %s, want %s", got, tp.FEN)
	}
	l := s.Line()
	if l.Ply != tp.GamePly || l.TestPly != tp.GamePly || l.GameID != "game1" {
		t.Fatalf("line %s ply %d test %d", l.GameID, l.Ply, l.TestPly)
	}
	s.Step(1)
	if l.Ply != tp.GamePly+1 {
		t.Fatalf("step: ply %d", l.Ply)
	}
	if m, ok := l.LastMove(); !ok || m != tp.Match.String() {
		t.Fatalf("last move %v, want the match move %v", m, tp.Match)
	}
	s.SetPly(-5)
	if l.Ply != 0 {
		t.Fatal("SetPly does not clamp low")
	}
	s.SetPly(1 << 20)
	if l.Ply != len(l.Moves) {
		t.Fatal("SetPly does not clamp high")
	}
	if err := s.ToTest(); err != nil || l.Ply != tp.GamePly {
		t.Fatalf("to test: %v, ply %d", err, l.Ply)
	}
	if err := s.OpenID("game2"); err != nil {
		t.Fatal(err)
	}
	if s.Line().Ply != 0 || s.Line().TestPly != -1 {
		t.Fatal("a game opens at its start")
	}
	if err := s.ToTest(); err == nil {
		t.Error("game2 has no test position")
	}
	if err := s.Open(len(es)); err == nil {
		t.Error("open out of range")
	}
	if err := s.OpenID("nope"); err == nil {
		t.Error("open unknown ID")
	}
}

func TestPlayMoves(t *testing.T) {
	s := newSession(t)
	_ = s.OpenID("g1")
	l := s.Line()
	n := len(l.Moves)
	next, _ := l.NextMove()
	if err := s.Play(next); err != nil || l.Modified || len(l.Moves) != n {
		t.Fatalf("playing the game's move: %v modified=%v", err, l.Modified)
	}
	s.Step(-1)
	var other string
	pos := s.Position()
	for _, m := range pos.Moves() {
		if m != next {
			other = m
			break
		}
	}
	if err := s.Play(other); err != nil {
		t.Fatal(err)
	}
	// Another move starts a variation: the game's main line stays.
	if l.Modified || !l.InVariation() || len(l.Moves) != l.Ply || l.TestPly != l.Ply-1 {
		t.Fatalf("after a new move: modified=%v variation=%v moves %d ply %d test %d", l.Modified, l.InVariation(), len(l.Moves), l.Ply, l.TestPly)
	}
	if err := s.Play("1-5"); err == nil {
		t.Error("illegal move text accepted")
	}
	if err := s.Play(other); err == nil {
		t.Error("a move of the other position accepted")
	}
	// The PDN holds the game's main line, with the variation beside
	// its move, and keeps the game's result.
	text, err := s.PDN()
	if err != nil {
		t.Fatal(err)
	}
	games, err := checkers.ParsePDN(text)
	if err != nil || len(games) != 1 || len(games[0].Moves) != n {
		t.Fatalf("PDN does not read back: %v\n%s", err, text)
	}
	if note := games[0].NoteAfter(l.TestPly); note == nil || len(note.Variations) != 1 {
		t.Fatalf("the variation is not in the PDN:\n%s", text)
	}
	if strings.Contains(text, `[Result "*"]`) {
		t.Errorf("a variation dropped the game's result:\n%s", text)
	}
	// Promoted, the variation is the main line: the result is no
	// longer the game's.
	if err := s.PromoteVariation(); err != nil || !l.Modified {
		t.Fatalf("promote: %v, modified %v", err, l.Modified)
	}
	if text, _ = s.PDN(); !strings.Contains(text, `[Result "*"]`) {
		t.Errorf("a changed main line has no result:\n%s", text)
	}
}

func TestFENAndPDNInput(t *testing.T) {
	s := newSession(t)
	if err := s.SetPosition("not a fen"); err == nil {
		t.Error("bad FEN accepted")
	}
	fen := "W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"
	if err := s.SetPosition(fen); err != nil {
		t.Fatal(err)
	}
	if s.EntryID() != "" || s.Line().GameID != "" {
		t.Error("a FEN line is no entry")
	}
	pdn, err := s.PDN()
	if err != nil || !strings.Contains(pdn, "[FEN ") {
		t.Fatalf("PDN of a set-up position: %v\n%s", err, pdn)
	}
	kind, err := s.Paste(" B:W21-32:B1-12 ")
	if err != nil || kind != "FEN" {
		t.Fatalf("paste FEN: %q %v", kind, err)
	}
	if _, err := s.Paste("B:garbage"); err == nil {
		t.Error("bad pasted FEN accepted")
	}
	if _, err := s.Paste(""); err == nil {
		t.Error("empty paste accepted")
	}
	kind, err = s.Paste("[Event \"test\"]\n1. 11-15 23-19 2. 8-11 *\n")
	if err != nil || !strings.HasPrefix(kind, "PDN") {
		t.Fatalf("paste PDN: %q %v", kind, err)
	}
	if l := s.Line(); len(l.Moves) != 3 || l.Ply != 0 || !strings.Contains(l.Title, "test") {
		t.Fatalf("pasted game: %d moves, title %q", len(l.Moves), l.Title)
	}

	dir := t.TempDir()
	file := filepath.Join(dir, "two.pdn")
	data := "[Event \"one\"]\n1. 11-15 *\n\n[Event \"two\"]\n1. 9-13 22-18 *\n"
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	before := len(s.Entries())
	n, err := s.LoadPDNFile(file)
	if err != nil || n != 2 || len(s.Entries()) != before+2 {
		t.Fatalf("load file: %d games, %v", n, err)
	}
	if s.EntryID() != "two.pdn#1" || len(s.Line().Moves) != 1 {
		t.Fatalf("opened %q", s.EntryID())
	}
	if _, err := s.LoadPDNFile(filepath.Join(dir, "missing.pdn")); err == nil {
		t.Error("missing file loaded")
	}
	bad := filepath.Join(dir, "bad.pdn")
	_ = os.WriteFile(bad, []byte("1. 11-15 11-15 *"), 0o644)
	if _, err := s.LoadPDNFile(bad); err == nil {
		t.Error("illegal PDN loaded")
	}
}

func TestSimRunWithReference(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	_ = s.SetConfig(Config{Algorithm: engine.MustParse(pvsplit.PVFSplit), Searchers: 4, Sim: true, Depth: 7, HashMiB: 4})
	s.SetSpeed(Unthrottled)
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	u := waitFinal(t, r)
	if u.State != Finished || u.Err != nil {
		t.Fatalf("state %v err %v", u.State, u.Err)
	}
	if len(u.Iterations) != 4 { // depths 1, 3, 5, 7
		t.Fatalf("%d iterations", len(u.Iterations))
	}
	last := u.Iterations[3]
	if last.Depth != 7 || last.Stats == nil || last.Cmp == nil || last.Ref == nil {
		t.Fatalf("last iteration %+v", last)
	}
	if last.Cmp.Speedup <= 0 || last.Ref.Nodes == 0 {
		t.Fatalf("comparison %+v ref %+v", last.Cmp, last.Ref)
	}
	if !strings.Contains(u.Reference, "alongside") || !strings.Contains(u.Reference, "d7") {
		t.Errorf("reference %q", u.Reference)
	}
	snap, ok := r.Snapshot()
	if !ok || len(snap.Searchers) != 4 {
		t.Fatalf("snapshot %v %d", ok, len(snap.Searchers))
	}
	// The simulator is deterministic: the same run gives the same nodes.
	r2, _ := s.Start()
	u2 := waitFinal(t, r2)
	if r2.ID() <= r.ID() {
		t.Error("IDs do not increase")
	}
	if u2.Iterations[3].TotalNodes != last.TotalNodes {
		t.Errorf("nodes %d then %d", last.TotalNodes, u2.Iterations[3].TotalNodes)
	}
}

func TestSequentialRun(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	_ = s.SetConfig(Config{Algorithm: engine.MustParse(engine.Sequential), Depth: 9, HashMiB: 4})
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	u := waitFinal(t, r)
	if u.State != Finished || len(u.Iterations) != 5 || u.Reference != "" {
		t.Fatalf("state %v, %d iterations, ref %q", u.State, len(u.Iterations), u.Reference)
	}
	if _, ok := r.Snapshot(); ok {
		t.Error("the sequential engine has no snapshot")
	}
}

func TestRealRunReferenceAfter(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	_ = s.SetConfig(Config{Algorithm: engine.MustParse(pvsplit.PVSplit), Searchers: 2, Depth: 7, HashMiB: 4})
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	u := waitFinal(t, r)
	if u.State != Finished || len(u.Iterations) == 0 {
		t.Fatalf("state %v", u.State)
	}
	if last := u.Iterations[len(u.Iterations)-1]; last.Cmp == nil {
		t.Fatal("no comparison once the reference ran after")
	}
	if !strings.Contains(u.Reference, "after") {
		t.Errorf("reference %q", u.Reference)
	}
}

func TestStopPausedRun(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	_ = s.SetConfig(Config{Algorithm: engine.MustParse(pvsplit.PVFSplit), Searchers: 16, Sim: true, Depth: 25, HashMiB: 4})
	s.SetSpeed(Paused)
	r, err := s.Start()
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	snap, _ := r.Snapshot()
	if snap.Now > 100 {
		t.Fatalf("paused run advanced to %d", snap.Now)
	}
	s.StepSimulation()
	deadline := time.Now().Add(5 * time.Second)
	for {
		snap, _ = r.Snapshot()
		if snap.Now >= StepUnits || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if snap.Now < StepUnits {
		t.Fatalf("a step advanced only to %d", snap.Now)
	}
	time.Sleep(50 * time.Millisecond)
	after, _ := r.Snapshot()
	if after.Now > snap.Now+StepUnits {
		t.Fatalf("the step did not stop: %d then %d", snap.Now, after.Now)
	}
	s.Stop()
	select {
	case <-r.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("a paused run did not stop")
	}
	if st := r.State(); st != Stopped {
		t.Fatalf("state %v", st)
	}
	if u := waitFinal(t, r); !u.Final {
		t.Fatal("a stopped run is not final")
	}
}

func TestSlowSpeedThrottles(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	_ = s.SetConfig(Config{Algorithm: engine.MustParse(pvsplit.PVSplit), Searchers: 8, Sim: true, Depth: 25, HashMiB: 4})
	s.SetSpeed(Slow)
	r, _ := s.Start()
	time.Sleep(500 * time.Millisecond)
	snap, _ := r.Snapshot()
	// Half a second at Slow is about 4,000 units; the monitor publishes
	// every 40 ms, so allow some slack either way.
	if rate := Slow.Rate(); float64(snap.Now) > rate {
		t.Errorf("slow run reached %d units in 0.5 s (rate %v/s)", snap.Now, rate)
	}
	s.SetSpeed(Unthrottled)
	time.Sleep(300 * time.Millisecond)
	fast, _ := r.Snapshot()
	if fast.Now <= snap.Now {
		t.Errorf("unthrottled run did not go on: %d then %d", snap.Now, fast.Now)
	}
	s.Close()
	if r.State() != Stopped {
		t.Errorf("state after Close %v", r.State())
	}
}

func TestCompare(t *testing.T) {
	noLeak(t)
	s := newSession(t)
	p := s.CompareConfigs()
	if p[0].Algorithm.String() != pvsplit.PVSplit || p[1].Algorithm.String() != pvsplit.PVFSplit || p[0].Searchers != 16 || !p[0].Sim {
		t.Fatalf("default pair %+v", p)
	}
	p[0].Depth, p[1].Depth = 9, 9
	p[0].HashMiB, p[1].HashMiB = 4, 4
	if err := s.SetCompareConfigs(p); err != nil {
		t.Fatal(err)
	}
	s.SetSpeed(Unthrottled)
	c, err := s.StartCompare()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range c.Runs() {
		waitFinal(t, r)
	}
	sum := c.Summary()
	if sum.Depth != 9 || len(sum.Lines) != 3 {
		t.Fatalf("summary %+v", sum)
	}
	for _, sd := range sum.Sides {
		if !sd.HaveCmp || sd.Speedup <= 0 || sd.Nodes == 0 {
			t.Fatalf("side %+v", sd)
		}
	}
	if !strings.HasPrefix(sum.Lines[0], "Idle: pvsplit") {
		t.Errorf("summary %q", sum.Lines)
	}
	// Starting a run stops the comparison.
	_ = s.SetConfig(Config{Algorithm: engine.MustParse(engine.Sequential), Depth: 5, HashMiB: 4})
	if _, err := s.Start(); err != nil {
		t.Fatal(err)
	}
	bad := p
	bad[0].Algorithm = engine.MustParse(engine.Sequential)
	if err := s.SetCompareConfigs(bad); err != nil {
		t.Fatal(err) // valid configs...
	}
	if _, err := s.StartCompare(); err == nil {
		t.Error("...but a comparison needs parallel algorithms")
	}
}

func TestCloseStopsEverything(t *testing.T) {
	noLeak(t)
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.SetSpeed(Slow)
	p := s.CompareConfigs()
	// Small tables: a 128 MiB allocation can wait seconds for the Go
	// runtime on a machine loaded twenty deep, which is not Close's doing.
	p[0].Depth, p[1].Depth = 25, 25
	p[0].HashMiB, p[1].HashMiB = 4, 4
	_ = s.SetCompareConfigs(p)
	if _, err := s.StartCompare(); err != nil {
		t.Fatal(err)
	}
	cfg := s.Config()
	cfg.Sim = false
	cfg.Searchers = 2
	cfg.Depth = 30
	cfg.HashMiB = 4
	_ = s.SetConfig(cfg)
	r, err := s.Start() // stops the comparison, which still has to end
	if err != nil {
		t.Fatal(err)
	}
	// Close it in mid-search: once its first iteration is in.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for u := (Update{}); len(u.Iterations) == 0; {
		if u = r.Wait(ctx, u.Version); ctx.Err() != nil || u.Final {
			t.Fatalf("no iteration before the run ended or a minute passed: %+v", u.State)
		}
	}
	start := time.Now()
	s.Close()
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("Close took %v", d)
	}
	if !r.State().Ended() {
		t.Error("run not ended after Close")
	}
	if _, err := s.Start(); err == nil {
		t.Error("a closed session started a run")
	}
}

func TestGameOverPosition(t *testing.T) {
	s := newSession(t)
	if err := s.SetPosition("B:W18:B"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Start(); err == nil {
		t.Error("a run started with no legal move")
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "workstation.json")
	if st, err := LoadSettings(path); st != nil || err != nil {
		t.Fatalf("missing file: %v %v", st, err)
	}
	s := newSession(t)
	_ = s.OpenID("g5")
	s.Step(2)
	s.SetSpeed(Slow)
	cfg := s.Config()
	cfg.Searchers = 8
	_ = s.SetConfig(cfg)
	st := s.Settings()
	st.Layout = map[string]string{"flip": "true"}
	if err := SaveSettings(path, st); err != nil {
		t.Fatal(err)
	}
	files, _ := os.ReadDir(filepath.Dir(path))
	if len(files) != 1 {
		t.Fatalf("temporary files left: %v", files)
	}
	back, err := LoadSettings(path)
	if err != nil || back == nil || back.Layout["flip"] != "true" {
		t.Fatalf("load: %v %+v", err, back)
	}
	s2, err := New(Options{Settings: back})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if s2.EntryID() != "g5" || s2.Line().Ply != s.Line().Ply || s2.Speed() != Slow || s2.Config().Searchers != 8 {
		t.Fatalf("restored %q ply %d speed %v searchers %d", s2.EntryID(), s2.Line().Ply, s2.Speed(), s2.Config().Searchers)
	}
	_ = os.WriteFile(path, []byte("{bad json"), 0o644)
	if _, err := LoadSettings(path); err == nil {
		t.Error("bad settings file accepted")
	}
	paused := st
	paused.Speed = Paused.String()
	s4, _ := New(Options{Settings: &paused})
	defer s4.Close()
	if s4.Speed() == Paused {
		t.Error("a paused simulation was restored paused")
	}
	// Unknown algorithms from an older or newer version are skipped.
	odd := st
	odd.Config.Algorithm = engine.Spec{Name: "quantum"}
	s3, _ := New(Options{Settings: &odd})
	defer s3.Close()
	if !s3.Config().Algorithm.Equal(DefaultConfig().Algorithm) {
		t.Error("invalid saved config applied")
	}
}

func TestSpeedNames(t *testing.T) {
	for _, v := range Speeds {
		back, err := ParseSpeed(v.String())
		if err != nil || back != v {
			t.Errorf("%v: %v %v", v, back, err)
		}
	}
	if _, err := ParseSpeed("warp"); err == nil {
		t.Error("unknown speed parsed")
	}
}

// TestPDNFileSkipsBadGames: a PDN file with a bad game loads its good
// games, numbered as in the file, and says which game was skipped and
// where (issue 24 bug 4); a file with no good game is an error.
func TestPDNFileSkipsBadGames(t *testing.T) {
	s := newSession(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "mixed.pdn")
	data := "[Event \"one\"]\n1. 11-15 *\n\n[Event \"two\"]\n1. 11-18 *\n\n[Event \"three\"]\n1. 9-13 22-18 *\n"
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	f := ReadPDNFile(file)
	n, err := s.AddPDNFile(f)
	if err != nil || n != 2 {
		t.Fatalf("mixed file: %d games, %v", n, err)
	}
	var ids []string
	for _, e := range s.Entries() {
		if strings.HasPrefix(e.ID, "mixed.pdn#") {
			ids = append(ids, e.ID)
		}
	}
	if strings.Join(ids, " ") != "mixed.pdn#1 mixed.pdn#3" {
		t.Errorf("entries %v, want the file's numbers #1 #3", ids)
	}
	if w := f.Warning(); !strings.Contains(w, "skipped 1 bad game of mixed.pdn: game 2, line 5") || !strings.Contains(w, "11-18") {
		t.Errorf("warning %q", w)
	}
	lines, err := f.Lines()
	if err != nil || len(lines) != 2 || fmt.Sprint(f.Numbers()) != "[1 3]" {
		t.Errorf("lines: %d, %v, numbers %v", len(lines), err, f.Numbers())
	}
	bad := filepath.Join(dir, "bad.pdn")
	_ = os.WriteFile(bad, []byte("[Event \"x\"]\n1. 11-15 11-15 *"), 0o644)
	if _, err := s.AddPDNFile(ReadPDNFile(bad)); err == nil || !strings.Contains(err.Error(), "game 1, line 2") {
		t.Errorf("a file of one bad game: %v", err)
	}
}
