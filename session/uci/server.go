package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"frontier/board/chess"
	"frontier/search"
	"frontier/search/engine"
	"frontier/session/match"
)

// Options are the engine's settings before the GUI changes any.
type Options struct {
	// Name and Author are sent as "id name" and "id author".
	Name, Author string
	// HashMiB is the table size (option Hash).
	HashMiB int
	// Threads is P when Algorithm gives none (option Threads).
	Threads int
	// Algorithm is the engine spec, as "frontier algos" lists them
	// (option Algorithm).
	Algorithm string
	// NullMove turns on null-move pruning (option NullMove, off by
	// default as in the papers' searches; search.Options.NullMove).
	NullMove bool
}

// MaxHashMiB bounds the Hash option.
const MaxHashMiB = 1 << 16

// Server answers one GUI. Run drives it; it is not safe for concurrent
// use apart from the search goroutine it starts itself.
type Server struct {
	opt  Options
	game engine.Game

	mu  sync.Mutex // guards w, err and busy: the search goroutine writes too
	w   io.Writer
	err error
	// busy is true from "go" until bestmove is written: a GUI may send
	// the next command as soon as it reads bestmove, before the search
	// goroutine has ended.
	busy bool

	sh  *search.Shared   // nil until the first go, or after Hash changed
	eng engine.AnyEngine // nil until the first go, or after an option changed

	root chess.Position // the position of the last "position" command
	path []uint64       // keys of the positions before root, oldest first

	// The running search, if any: cancel stops it, done is closed when
	// its goroutine has written bestmove and ended.
	cancel context.CancelFunc
	done   chan struct{}
}

// NewServer returns a server writing to w with the given defaults.
func NewServer(w io.Writer, opt Options) (*Server, error) {
	g, err := engine.GameByName("chess")
	if err != nil {
		return nil, err
	}
	if opt.HashMiB < 1 || opt.HashMiB > MaxHashMiB {
		return nil, fmt.Errorf("uci: hash %d MiB: want 1 to %d", opt.HashMiB, MaxHashMiB)
	}
	if opt.Threads < 1 || opt.Threads > engine.MaxP {
		return nil, fmt.Errorf("uci: threads %d: want 1 to %d", opt.Threads, engine.MaxP)
	}
	if _, err := engine.Parse(opt.Algorithm); err != nil {
		return nil, fmt.Errorf("uci: algorithm: %w", err)
	}
	return &Server{opt: opt, game: g, w: w, root: chess.New()}, nil
}

// Run reads commands from in until "quit", the end of the input or ctx
// is done. Every goroutine it started has ended when it returns. The
// error is the first failure to write, or to read the input.
func (s *Server) Run(ctx context.Context, in io.Reader) error {
	defer s.close()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if ctx.Err() != nil {
			return nil
		}
		if !s.handle(ctx, sc.Text()) {
			return s.writeErr()
		}
		if err := s.writeErr(); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("uci: reading commands: %w", err)
	}
	return s.writeErr()
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

func (s *Server) writeErr() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// ignore tells the GUI why a line was not acted on.
func (s *Server) ignore(why string, args ...any) {
	s.printf("info string ignored: "+why, args...)
}

// searching reports whether a search has not yet written bestmove.
func (s *Server) searching() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.busy
}

// stop cancels the running search, if any, and waits until its
// goroutine has written bestmove and ended.
func (s *Server) stop() {
	if s.done == nil {
		return
	}
	s.cancel()
	<-s.done
	s.cancel, s.done = nil, nil
}

// handle acts on one line; it returns false on quit.
func (s *Server) handle(ctx context.Context, line string) bool {
	c, ok := ParseLine(line)
	if !ok {
		if strings.TrimSpace(line) != "" {
			s.ignore("unknown command %q", firstWord(line))
		}
		return true
	}
	busy := s.searching()
	switch c.Name {
	case "quit":
		s.stop()
		return false
	case "stop":
		s.stop()
	case "ponderhit":
		s.ignore("ponderhit: this engine does not ponder")
	case "uci":
		s.printf("id name %s", s.opt.Name)
		s.printf("id author %s", s.opt.Author)
		s.printf("option name Hash type spin default %d min 1 max %d", s.opt.HashMiB, MaxHashMiB)
		s.printf("option name Threads type spin default %d min 1 max %d", s.opt.Threads, engine.MaxP)
		s.printf("option name Algorithm type string default %s", s.opt.Algorithm)
		s.printf("option name NullMove type check default %t", s.opt.NullMove)
		s.printf("uciok")
	case "isready":
		s.printf("readyok")
	case "debug", "register":
	case "setoption", "ucinewgame", "position", "go":
		if busy {
			s.ignore("%s while searching: send stop first", c.Name)
			return true
		}
		s.stop() // reap the finished search goroutine
		switch c.Name {
		case "setoption":
			s.setOption(c.Args)
		case "ucinewgame":
			if s.sh != nil {
				s.sh.Clear()
			}
			s.root, s.path = chess.New(), nil
		case "position":
			s.position(c.Args)
		case "go":
			s.goSearch(ctx, c.Args)
		}
	}
	return true
}

func firstWord(line string) string {
	if f := strings.Fields(line); len(f) > 0 {
		return f[0]
	}
	return ""
}

func (s *Server) setOption(args []string) {
	name, value, err := ParseSetOption(args)
	if err != nil {
		s.ignore("%v", err)
		return
	}
	switch strings.ToLower(name) {
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > MaxHashMiB {
			s.ignore("setoption Hash %q: want 1 to %d (MiB)", value, MaxHashMiB)
			return
		}
		s.opt.HashMiB = n
		s.sh = nil
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > engine.MaxP {
			s.ignore("setoption Threads %q: want 1 to %d", value, engine.MaxP)
			return
		}
		s.opt.Threads = n
	case "algorithm":
		if _, err := engine.Parse(value); err != nil {
			s.ignore("setoption Algorithm %q: %v (frontier algos lists them)", value, err)
			return
		}
		s.opt.Algorithm = value
	case "nullmove":
		on, err := strconv.ParseBool(value)
		if err != nil {
			s.ignore("setoption NullMove %q: want true or false", value)
			return
		}
		s.opt.NullMove = on
	default:
		s.ignore("setoption: no option %q (options: Hash, Threads, Algorithm, NullMove)", name)
		return
	}
	if s.eng != nil {
		s.eng.Close()
		s.eng = nil
	}
}

// position sets the root. A bad FEN or an illegal move leaves the
// previous position in place: searching half of the GUI's game would be
// searching a position it does not have.
func (s *Server) position(args []string) {
	pc, err := ParsePosition(args)
	if err != nil {
		s.ignore("%v", err)
		return
	}
	p := chess.New()
	if pc.FEN != "" {
		if p, err = chess.ParseFEN(pc.FEN); err != nil {
			s.ignore("position fen: %v", err)
			return
		}
	}
	var path []uint64
	for i, text := range pc.Moves {
		m, err := p.ParseUCI(text)
		if err != nil {
			s.ignore("position: move %d %q: %v", i+1, text, err)
			return
		}
		path = append(path, p.Key())
		p = p.Play(m)
	}
	s.root, s.path = p, path
}

// build makes the tables and the engine if an option changed since the
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
	spec, err := engine.Parse(s.opt.Algorithm)
	if err != nil {
		return err
	}
	if spec.Parallel() {
		spec = spec.WithP(s.opt.Threads)
	} else {
		spec.P = 1
		if s.opt.Threads > 1 {
			s.printf("info string Threads %d: seq searches with one thread; set Algorithm to a parallel one (ybwc, abdada, lazysmp...)", s.opt.Threads)
		}
	}
	opt := search.DefaultOptions()
	opt.NullMove = s.opt.NullMove
	e, err := s.game.New(spec, engine.Env{Shared: s.sh, Options: opt})
	if err != nil {
		return err
	}
	if w := engine.Warning(e.Spec(), false); w != "" {
		s.printf("info string warning: %s", w)
	}
	s.eng = e
	return nil
}

// limits turns "go" into the search's limits; infinite says whether
// bestmove must wait for stop.
func (s *Server) limits(g GoCmd) (lim search.Limits, infinite bool) {
	lim.Step = 1 // UCI reports every depth
	if g.Depth > 0 {
		lim.Depth = min(g.Depth, search.MaxDepth)
	}
	if g.Mate > 0 {
		lim.Depth = min(max(lim.Depth, 2*g.Mate), search.MaxDepth)
	}
	lim.Nodes = g.Nodes
	switch {
	case g.Infinite:
		return search.Limits{Step: 1}, true
	case g.MoveTime > 0:
		lim.Time = g.MoveTime
	case g.ClockGiven:
		left, inc := g.WTime, g.WInc
		if s.root.SideToMove() == chess.Black {
			left, inc = g.BTime, g.BInc
		}
		left = max(left, time.Millisecond)
		b := match.TimeControl{Base: left, Increment: inc, MovesToGo: g.MovesToGo}.MoveBudget(left)
		lim.Time, lim.MaxTime = b.Time, b.MaxTime
	}
	return lim, false
}

// goSearch starts the search on its own goroutine.
func (s *Server) goSearch(ctx context.Context, args []string) {
	g, err := ParseGo(args)
	if err != nil {
		s.ignore("%v", err)
		return
	}
	if g.Ponder {
		s.printf("info string go ponder: this engine does not ponder; searching as go")
	}
	if len(g.SearchMoves) > 0 {
		s.printf("info string go searchmoves: not supported; searching every move")
	}
	if err := s.build(); err != nil {
		s.ignore("go: %v", err)
		return
	}
	root := s.root
	if !root.HasMoves() {
		s.printf("info string no legal move: the game is over")
		s.printf("bestmove 0000")
		return
	}
	pos, err := engine.Wrap(s.game, root)
	if err != nil {
		s.ignore("go: %v", err)
		return
	}
	lim, infinite := s.limits(g)
	s.eng.SetPath(s.path)
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	s.cancel, s.done = cancel, done
	s.mu.Lock()
	s.busy = true
	s.mu.Unlock()
	eng, sh := s.eng, s.sh
	go func() {
		defer close(done)
		res, err := eng.Search(sctx, pos, lim, func(it engine.Iteration) {
			s.info(root, sh, it)
		})
		if err != nil {
			s.printf("info string search failed: %v", err)
		}
		if infinite {
			<-sctx.Done() // UCI: bestmove only after stop
		}
		best := chess.NoMove
		if res.Move != "" {
			best, _ = root.ParseMove(res.Move)
		}
		if best == chess.NoMove {
			best = root.LegalMoves()[0]
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		s.busy = false
		if s.err == nil {
			_, s.err = fmt.Fprintf(s.w, "bestmove %s\n", best)
		}
	}()
}

// info writes an iteration as a UCI info line.
func (s *Server) info(root chess.Position, sh *search.Shared, it engine.Iteration) {
	ms := it.TotalElapsed.Milliseconds()
	nps := uint64(0)
	if it.TotalElapsed > 0 {
		nps = uint64(float64(it.TotalNodes) / it.TotalElapsed.Seconds())
	}
	s.printf("info depth %d seldepth %d score %s nodes %d nps %d time %d hashfull %d pv %s",
		it.Depth, it.SelDepth, Score(it.Score), it.TotalNodes, nps, ms, int(sh.TT.Usage()*1000), strings.Join(PV(root, it.Line), " "))
}

// Score writes a score in UCI's terms: "cp N" for an evaluation (ours
// is in centipawns), "mate N" in moves, negative when the engine is
// mated.
func Score(score int) string {
	d := search.WinDistance(score)
	switch {
	case d > 0 && score > 0:
		return fmt.Sprintf("mate %d", (d+1)/2)
	case d > 0:
		return fmt.Sprintf("mate -%d", (d+1)/2)
	}
	return fmt.Sprintf("cp %d", score)
}

// PV converts a line in SAN, as the engine reports it, to UCI notation,
// stopping at the first move that does not read (there should be none).
func PV(root chess.Position, san []string) []string {
	out := make([]string, 0, len(san))
	p := root
	for _, t := range san {
		m, err := p.ParseMove(t)
		if err != nil {
			break
		}
		out = append(out, m.String())
		p = p.Play(m)
	}
	return out
}
