package hub

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/engine"
	"frontier/search/games"
	"frontier/session/match"
)

// Options are the engine's settings before the GUI changes any.
type Options struct {
	// Name, Version and Author are sent in "id".
	Name, Version, Author string
	// HashMiB is the table size (parameter hash).
	HashMiB int
	// Threads is P when Algorithm gives none (parameter threads).
	Threads int
	// Algorithm is the engine spec, as "frontier algos" lists them
	// (parameter algorithm).
	Algorithm string
	// Egdb is the endgame database: engine.EgdbAuto (""), "auto", "off"
	// or a directory (parameter egdb).
	Egdb string
}

// Variant is the one variant this engine plays.
const Variant = "english"

// MaxHashMiB bounds the hash parameter.
const MaxHashMiB = 1 << 16

// MaxLine is the longest line read; a longer one is refused and skipped,
// and the server goes on.
const MaxLine = 1 << 20

// Server answers one GUI. Run drives it; it is not safe for concurrent
// use apart from the search goroutine it starts itself.
type Server struct {
	opt Options
	// spec is opt.Algorithm parsed, where it is set (New, setoption).
	spec engine.Spec
	game games.Game

	mu  sync.Mutex // guards w, err and busy: the search goroutine writes too
	w   io.Writer
	err error
	// busy is true from "go" until "done" is written.
	busy bool

	sh  *search.Shared   // nil until first needed, or after hash changed
	eng engine.AnyEngine // nil until first needed, or after a parameter changed

	root  checkers.Position
	path  []uint64 // keys of the positions before root, oldest first
	bad   string   // why the last pos was refused: no search until the next good one
	level Level

	// The running search: cancel stops it, done is closed when its
	// goroutine has written "done" and ended; hit, for go ponder, is
	// called on ponder-hit.
	cancel context.CancelFunc
	done   chan struct{}
	hit    func()
}

// NewServer returns a server writing to w with the given defaults.
func NewServer(w io.Writer, opt Options) (*Server, error) {
	g, err := games.GameByName("checkers")
	if err != nil {
		return nil, err
	}
	if opt.HashMiB < 1 || opt.HashMiB > MaxHashMiB {
		return nil, fmt.Errorf("hub: hash %d MiB: want 1 to %d", opt.HashMiB, MaxHashMiB)
	}
	if opt.Threads < 1 || opt.Threads > engine.MaxP {
		return nil, fmt.Errorf("hub: threads %d: want 1 to %d", opt.Threads, engine.MaxP)
	}
	spec, err := engine.Parse(opt.Algorithm)
	if err != nil {
		return nil, fmt.Errorf("hub: algorithm: %w", err)
	}
	return &Server{opt: opt, spec: spec, game: g, w: w, root: checkers.Start(), level: Level{MoveTime: time.Second}}, nil
}

// Run reads commands from in until "quit", the end of the input or ctx
// is done. Every goroutine it started has ended when it returns. The
// error is the first failure to write, or to read the input.
func (s *Server) Run(ctx context.Context, in io.Reader) error {
	defer s.close()
	r := bufio.NewReaderSize(in, 64<<10)
	for {
		line, err := readLine(r)
		if ctx.Err() != nil {
			return nil
		}
		var long *tooLong
		switch {
		case errors.As(err, &long):
			s.errorf("a line of more than %d bytes, skipped", MaxLine)
		case err == io.EOF:
			return s.writeErr()
		case err != nil:
			return fmt.Errorf("hub: reading commands: %w", err)
		default:
			if !s.handle(ctx, line) {
				return s.writeErr()
			}
		}
		if err := s.writeErr(); err != nil {
			return err
		}
	}
}

type tooLong struct{}

func (*tooLong) Error() string { return "line too long" }

// readLine reads one line without its end. A line longer than MaxLine
// is read to its end and refused. The last line may lack its newline.
func readLine(r *bufio.Reader) (string, error) {
	var b []byte
	long := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !long && len(b)+len(chunk) > MaxLine+1 { // +1: the newline
			long, b = true, nil
		}
		if !long {
			b = append(b, chunk...)
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && (len(b) > 0 || long):
		case err != nil:
			return "", err
		}
		if long {
			return "", &tooLong{}
		}
		return strings.TrimRight(string(b), "\r\n"), nil
	}
}

// close stops the search, waits for its goroutine and frees the engine.
func (s *Server) close() {
	s.stop()
	if s.eng != nil {
		s.eng.Close()
		s.eng = nil
	}
}

func (s *Server) printf(format string, args ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == nil {
		_, s.err = fmt.Fprintf(s.w, format+"\n", args...)
	}
}

// errorf answers Hub's error line.
func (s *Server) errorf(format string, args ...any) {
	s.printf("error message=%s", Quote(fmt.Sprintf(format, args...)))
}

func (s *Server) writeErr() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

func (s *Server) searching() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.busy
}

// stop cancels the running search, if any, and waits until its
// goroutine has written "done" and ended.
func (s *Server) stop() {
	if s.done == nil {
		return
	}
	s.cancel()
	<-s.done
	s.cancel, s.done, s.hit = nil, nil, nil
}

// handle acts on one line; it returns false on quit. Unknown commands
// are ignored, as the protocol says, so that a GUI may extend it.
func (s *Server) handle(ctx context.Context, text string) bool {
	l, err := ParseLine(text)
	if err != nil {
		s.errorf("%v", err)
		return true
	}
	busy := s.searching()
	switch l.Command {
	case "":
	case "quit":
		s.stop()
		return false
	case "ping":
		s.printf("pong")
	case "stop":
		s.stop()
	case "ponder-hit":
		if busy && s.hit != nil {
			s.hit()
		}
	case "hub":
		s.hello()
	case "set-param", "init", "new-game", "pos", "level", "go":
		if busy {
			s.errorf("%s during a search: send stop first", l.Command)
			return true
		}
		s.stop() // reap the finished search goroutine
		switch l.Command {
		case "set-param":
			s.setParam(l)
		case "init":
			if err := s.build(); err != nil {
				s.errorf("init: %v", err)
			}
			s.printf("ready")
		case "new-game":
			if s.sh != nil {
				s.sh.Clear()
			}
		case "pos":
			s.position(l)
		case "level":
			if lv, err := ParseLevel(l); err != nil {
				s.errorf("%v", err)
			} else {
				s.level = lv
			}
		case "go":
			s.goSearch(ctx, l)
		}
	}
	return true
}

// hello answers "hub": who we are and the parameters, then "wait".
func (s *Server) hello() {
	s.printf("id name=%s version=%s author=%s", Quote(s.opt.Name), Quote(s.opt.Version), Quote(s.opt.Author))
	s.printf("param name=variant value=%s type=enum values=%s", Variant, Variant)
	s.printf("param name=hash value=%d type=int min=1 max=%d", s.opt.HashMiB, MaxHashMiB)
	s.printf("param name=threads value=%d type=int min=1 max=%d", s.opt.Threads, engine.MaxP)
	s.printf("param name=algorithm value=%s type=string", Quote(s.opt.Algorithm))
	egdb := s.opt.Egdb
	if egdb == engine.EgdbAuto {
		egdb = "auto"
	}
	s.printf("param name=egdb value=%s type=string", Quote(egdb))
	s.printf("wait")
}

func (s *Server) setParam(l Line) {
	name, _ := l.Get("name")
	value, ok := l.Get("value")
	if name == "" || !ok {
		s.errorf("set-param: want name=... value=...")
		return
	}
	switch name {
	case "variant":
		if value != Variant {
			s.errorf("set-param variant %q: this engine plays English checkers only (variant %s)", value, Variant)
		}
		return
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > MaxHashMiB {
			s.errorf("set-param hash %q: want 1 to %d (MiB)", value, MaxHashMiB)
			return
		}
		s.opt.HashMiB = n
		s.sh = nil
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > engine.MaxP {
			s.errorf("set-param threads %q: want 1 to %d", value, engine.MaxP)
			return
		}
		s.opt.Threads = n
	case "algorithm":
		spec, err := engine.Parse(value)
		if err != nil {
			s.errorf("set-param algorithm %q: %v (frontier algos lists them)", value, err)
			return
		}
		s.opt.Algorithm, s.spec = value, spec
	case "egdb":
		if value == "auto" {
			value = engine.EgdbAuto
		}
		if _, _, err := engine.Database(value); err != nil {
			s.errorf("set-param egdb %q: %v", value, err)
			return
		}
		s.opt.Egdb = value
	default:
		s.errorf("set-param: no parameter %q (parameters: variant, hash, threads, algorithm, egdb)", name)
		return
	}
	if s.eng != nil {
		s.eng.Close()
		s.eng = nil
	}
}

// position sets the root from "pos": pos=<position> (or this engine's
// fen=<PDN FEN>) and the moves played from it, for repetitions. A
// refused position searches nothing until the next good one: answering
// for the previous position could give a move illegal in the GUI's game.
func (s *Server) position(l Line) {
	p, err := s.readPosition(l)
	if err != nil {
		s.bad = err.Error()
		s.errorf("%s; no search until the next pos", s.bad)
		return
	}
	var path []uint64
	if moves, ok := l.Get("moves"); ok {
		for i, text := range strings.Fields(moves) {
			m, err := ParseMove(&p, text)
			if err != nil {
				s.bad = fmt.Sprintf("pos: move %d, %s: %v", i+1, text, err)
				s.errorf("%s; no search until the next pos", s.bad)
				return
			}
			path = append(path, p.Key())
			p = p.Play(m)
		}
	}
	s.root, s.path, s.bad = p, path, ""
}

func (s *Server) readPosition(l Line) (checkers.Position, error) {
	if text, ok := l.Get("pos"); ok {
		return ParsePos(text)
	}
	if text, ok := l.Get("fen"); ok {
		p, err := checkers.ParseFEN(text)
		if err != nil {
			return p, fmt.Errorf("pos fen: %w", err)
		}
		return p, nil
	}
	if l.Has("start") {
		return checkers.Start(), nil
	}
	return checkers.Position{}, fmt.Errorf("pos: want pos=<side and 32 squares>, fen=<FEN> or start")
}

// build makes the tables and the engine if a parameter changed since the
// last search.
func (s *Server) build() error {
	if s.sh == nil {
		if s.eng != nil {
			s.eng.Close()
			s.eng = nil
		}
		sh, err := search.NewShared(s.opt.HashMiB)
		if err != nil {
			return err
		}
		s.sh = sh
	}
	if s.eng != nil {
		return nil
	}
	spec := s.spec
	if spec.Parallel() {
		spec = spec.WithP(s.opt.Threads)
	} else {
		spec.P = 1
	}
	e, err := engine.BuildGame(s.game, spec, engine.Env{Shared: s.sh, Options: search.DefaultOptions(), Egdb: s.opt.Egdb})
	if err != nil {
		return err
	}
	s.eng = e
	return nil
}

// limits are the search's limits under the current level for a search
// that is to play a move now (think, analyze, or ponder after the hit).
func (s *Server) limits() search.Limits {
	lv := s.level
	lim := search.Limits{Depth: min(lv.Depth, search.MaxDepth), Nodes: lv.Nodes}
	switch {
	case lv.Infinite:
		return search.Limits{}
	case lv.MoveTime > 0:
		lim.Time = lv.MoveTime
	case lv.Time > 0:
		b := match.TimeControl{Base: lv.Time, Increment: lv.Inc, MovesToGo: lv.Moves}.MoveBudget(lv.Time)
		lim.Time, lim.MaxTime = b.Time, b.MaxTime
	}
	return lim
}

// goSearch starts "go think", "go analyze" or "go ponder" on its own
// goroutine. A go that cannot search (no legal move, a refused position)
// is answered with an error and a "done" without a move, so that a GUI
// waiting for "done" never hangs.
func (s *Server) goSearch(ctx context.Context, l Line) {
	ponder := l.Has("ponder")
	if s.bad != "" {
		s.errorf("go: no position to search (%s)", s.bad)
		s.printf("done")
		return
	}
	if err := s.build(); err != nil {
		s.errorf("go: %v", err)
		s.printf("done")
		return
	}
	root := s.root
	if len(root.LegalMoves()) == 0 {
		s.errorf("go: no legal move: the game is over")
		s.printf("done")
		return
	}
	pos := games.Checkers(root)
	lim := s.limits()
	var hit func()
	sctx, cancel := context.WithCancel(ctx)
	if ponder {
		// The opponent's clock runs: search without a time limit until
		// ponder-hit, then within the level's time from then on.
		timed := lim
		lim.Time, lim.MaxTime = 0, 0
		var once sync.Once
		hit = func() {
			once.Do(func() {
				if d := max(timed.MaxTime, timed.Time); d > 0 {
					t := time.AfterFunc(d, cancel)
					context.AfterFunc(sctx, func() { t.Stop() })
				}
			})
		}
	}
	s.eng.SetPath(s.path)
	done := make(chan struct{})
	s.cancel, s.done, s.hit = cancel, done, hit
	s.mu.Lock()
	s.busy = true
	s.mu.Unlock()
	eng := s.eng
	go func() {
		defer close(done)
		start := time.Now()
		res, err := eng.Search(sctx, pos, lim, func(it engine.Iteration) {
			s.info(root, it, time.Since(start))
		})
		if err != nil {
			s.errorf("search failed: %v", err)
		}
		if len(res.Iterations) == 0 && err == nil {
			// Stopped before the first iteration ended: a move searched
			// to depth 1 (microseconds) rather than an unsearched one.
			res, err = eng.Search(context.Background(), pos, search.Limits{Depth: 1}, nil)
		}
		best, ponderMove := s.doneMoves(root, res)
		s.mu.Lock()
		defer s.mu.Unlock()
		s.busy = false
		if s.err != nil {
			return
		}
		line := "done move=" + best
		if ponderMove != "" {
			line += " ponder=" + ponderMove
		}
		_, s.err = fmt.Fprintln(s.w, line)
	}()
}

// doneMoves returns the move to play, in Hub's form, and the expected
// answer ("" if none). A search that failed has no move: the first legal
// move is played rather than none.
func (s *Server) doneMoves(root checkers.Position, res engine.Result) (string, string) {
	line := pv(root, res.Line)
	if len(line) == 0 {
		return FormatMove(root.LegalMoves()[0]), ""
	}
	if len(line) == 1 {
		return line[0], ""
	}
	return line[0], line[1]
}

// info writes an iteration: depth, selective depth, score in men (with
// the result in words when the game is decided), nodes, time in
// seconds, speed in millions of nodes a second, and the PV in Hub's
// notation.
func (s *Server) info(root checkers.Position, it engine.Iteration, elapsed time.Duration) {
	secs := elapsed.Seconds()
	mnps := 0.0
	if secs > 0 {
		mnps = float64(it.TotalNodes) / secs / 1e6
	}
	extra := ""
	if kind, _ := search.Classify(it.Score); kind != search.Evaluation {
		extra = " result=" + Quote(search.ScoreText(it.Score))
	}
	s.printf("info depth=%d sel-depth=%d score=%s%s nodes=%d time=%.3f nps=%.2f pv=%s",
		it.Depth, it.SelDepth, Score(it.Score), extra, it.TotalNodes, secs, mnps, Quote(strings.Join(pv(root, it.Line), " ")))
}

// Score writes a score as Hub does, in men (a man is 100 of ours), from
// the side to move's point of view. A decided game (a win the search saw,
// or the endgame database's) is ±100 men less a hundredth a ply, so
// that sooner wins rank higher, as the scores themselves do.
func Score(score int) string {
	switch kind, n := search.Classify(score); kind {
	case search.SearchWin, search.DatabaseWin:
		return fmt.Sprintf("%.2f", 100-float64(n)/100)
	case search.SearchLoss, search.DatabaseLoss:
		return fmt.Sprintf("%.2f", -100+float64(n)/100)
	}
	return fmt.Sprintf("%.2f", float64(score)/100)
}

// pv converts a line in the engine's notation to Hub's, stopping at the
// first move that does not read (there should be none).
func pv(root checkers.Position, line []string) []string {
	out := make([]string, 0, len(line))
	p := root
	for _, t := range line {
		m, err := p.ParseMove(t)
		if err != nil {
			break
		}
		out = append(out, FormatMove(m))
		p = p.Play(m)
	}
	return out
}
