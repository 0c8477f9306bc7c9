package uci

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

	"frontier/board/chess"
	"frontier/search"
	"frontier/search/engine"
	"frontier/search/games"
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
	// NullMove turns on null-move pruning (option NullMove;
	// search.Options.NullMove).
	NullMove bool
	// Selective turns on the rest of the selective search a playing
	// engine has (option Selective; search.PlayOptions: late-move
	// reductions, futility and SEE pruning, the check extension,
	// mate-distance pruning, captures first with their history).
	Selective bool
	// MoveOverhead is kept out of every time the GUI gives (option
	// Move Overhead, in ms): what a move costs beyond its search, in
	// the pipes, the GUI and a loaded machine.
	MoveOverhead time.Duration
}

// MaxHashMiB bounds the Hash option.
const MaxHashMiB = 1 << 16

// DefaultHashMiB is the Hash option's default in frontier uci: 16 MiB,
// Stockfish's default too. A search of a few hundred thousand nodes a
// move, what a game at 10 s + 0.1 s gives, stores far fewer positions
// than a million entries, and a table that fits in the processor's
// cache answers its probes sooner: going through the Bratko-Kopec
// positions at 400,000 nodes each as a GUI would, 16 MiB searched about
// 920 k nodes per CPU second where 128 MiB, the workstation's default,
// searched about 670 k, with the same nodes (docs/chess.md, "The table's
// size"). A GUI that gives long searches sets Hash larger.
const DefaultHashMiB = 16

// MaxMoveOverhead bounds the Move Overhead option.
const MaxMoveOverhead = 5 * time.Second

// DefaultMoveOverhead is Move Overhead's default: match.MoveOverhead,
// the margin Frontier's own matches keep.
const DefaultMoveOverhead = match.MoveOverhead

// MaxLine is the longest input line acted on. A GUI's longest line is a
// position with the game's moves: five bytes a move, under 30 KB for the
// longest game the fifty-move rule allows.
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
	// busy is true from "go" until bestmove is written: a GUI may send
	// the next command as soon as it reads bestmove, before the search
	// goroutine has ended.
	busy bool

	sh  *search.Shared   // nil until the first go, or after Hash changed
	eng engine.AnyEngine // nil until the first go, or after an option changed

	root chess.Position // the position of the last "position" command
	path []uint64       // keys of the positions before root, oldest first
	// bad is why the last "position" command was refused, "" if it
	// was not: a go then searches nothing rather than a position the
	// GUI does not have.
	bad string

	seq engine.AnyEngine // the sequential engine for searchmoves, when eng is parallel

	// The running search, if any: cancel stops it, done is closed when
	// its goroutine has written bestmove and ended.
	cancel context.CancelFunc
	done   chan struct{}
	// ponder is the search "go ponder" started, until ponderhit or stop.
	ponder *pondering
	// deadline stops the search ponderhit turned onto the clock.
	deadline *time.Timer
}

// pondering is a search on the opponent's time ("go ponder"): the
// position after the move the engine expects, searched without a clock
// until that move is played (ponderhit) or another one (stop).
type pondering struct {
	start    time.Time
	lim      search.Limits // the go command's limits, on its clock
	infinite bool          // go ponder infinite: stop alone ends it
	// release lets the search's bestmove out when it has finished.
	release chan struct{}
}

// NewServer returns a server writing to w with the given defaults.
func NewServer(w io.Writer, opt Options) (*Server, error) {
	g, err := games.GameByName("chess")
	if err != nil {
		return nil, err
	}
	if opt.HashMiB < 1 || opt.HashMiB > MaxHashMiB {
		return nil, fmt.Errorf("uci: hash %d MiB: want 1 to %d", opt.HashMiB, MaxHashMiB)
	}
	if err := hashFits(opt.HashMiB, 0); err != nil {
		return nil, fmt.Errorf("uci: %w", err)
	}
	if opt.MoveOverhead < 0 || opt.MoveOverhead > MaxMoveOverhead {
		return nil, fmt.Errorf("uci: move overhead %v: want 0 to %v", opt.MoveOverhead, MaxMoveOverhead)
	}
	if opt.Threads < 1 || opt.Threads > engine.MaxP {
		return nil, fmt.Errorf("uci: threads %d: want 1 to %d", opt.Threads, engine.MaxP)
	}
	spec, err := engine.Parse(opt.Algorithm)
	if err != nil {
		return nil, fmt.Errorf("uci: algorithm: %w", err)
	}
	return &Server{opt: opt, spec: spec, game: g, w: w, root: chess.New()}, nil
}

// Run reads commands from in until "quit", the end of the input or ctx
// is done. Every goroutine it started has ended when it returns. The
// error is the first failure to write, or to read the input.
func (s *Server) Run(ctx context.Context, in io.Reader) error {
	defer s.close()
	r := bufio.NewReaderSize(in, 64<<10)
	for {
		line, long, err := readLine(r, MaxLine)
		if err != nil && err != io.EOF {
			return fmt.Errorf("uci: reading commands: %w", err)
		}
		if ctx.Err() != nil {
			return nil
		}
		if long {
			s.ignore("a line of more than %d bytes (%.40q...)", MaxLine, line)
		} else if line != "" && !s.handle(ctx, line) {
			return s.writeErr()
		}
		if werr := s.writeErr(); werr != nil || err == io.EOF {
			return werr
		}
	}
}

// readLine reads one line without its end (LF or CRLF). A line longer
// than maxLen is read to its end but not kept: long is set and line
// holds its first bytes. err is io.EOF at the end of the input, after
// the last line.
func readLine(r *bufio.Reader, maxLen int) (line string, long bool, err error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if !long {
			if len(buf)+len(chunk) > maxLen+2 {
				long = true
				buf = append(buf, chunk[:min(len(chunk), 64)]...)
			} else {
				buf = append(buf, chunk...)
			}
		}
		switch err {
		case bufio.ErrBufferFull:
			continue
		case nil:
			return strings.TrimRight(string(buf), "\r\n"), long, nil
		default:
			return strings.TrimRight(string(buf), "\r\n"), long, err
		}
	}
}

// close stops the search, waits for its goroutine and frees the engine.
func (s *Server) close() {
	s.stop()
	s.closeEngines()
}

// closeEngines frees the engines, to be built again by the next go.
func (s *Server) closeEngines() {
	for _, e := range []*engine.AnyEngine{&s.eng, &s.seq} {
		if *e != nil {
			(*e).Close()
			*e = nil
		}
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
	if s.deadline != nil {
		s.deadline.Stop()
	}
	s.cancel, s.done, s.ponder, s.deadline = nil, nil, nil, nil
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
		s.ponderHit()
	case "uci":
		s.printf("id name %s", s.opt.Name)
		s.printf("id author %s", s.opt.Author)
		s.printf("option name Hash type spin default %d min 1 max %d", s.opt.HashMiB, MaxHashMiB)
		s.printf("option name Threads type spin default %d min 1 max %d", s.opt.Threads, engine.MaxP)
		s.printf("option name Algorithm type string default %s", s.opt.Algorithm)
		s.printf("option name NullMove type check default %t", s.opt.NullMove)
		s.printf("option name Selective type check default %t", s.opt.Selective)
		s.printf("option name Move Overhead type spin default %d min 0 max %d", s.opt.MoveOverhead.Milliseconds(), MaxMoveOverhead.Milliseconds())
		s.printf("option name Ponder type check default false")
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
			s.root, s.path, s.bad = chess.New(), nil, ""
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
		held := 0 // the table in use, freed when the new one is made
		if s.sh != nil {
			held = s.opt.HashMiB
		}
		if err := hashFits(n, held); err != nil {
			s.ignore("setoption Hash %d: %v; keeping %d MiB", n, err, s.opt.HashMiB)
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
		spec, err := engine.Parse(value)
		if err != nil {
			s.ignore("setoption Algorithm %q: %v (frontier algos lists them)", value, err)
			return
		}
		s.opt.Algorithm, s.spec = value, spec
	case "nullmove":
		on, err := strconv.ParseBool(value)
		if err != nil {
			s.ignore("setoption NullMove %q: want true or false", value)
			return
		}
		s.opt.NullMove = on
	case "selective":
		on, err := strconv.ParseBool(value)
		if err != nil {
			s.ignore("setoption Selective %q: want true or false", value)
			return
		}
		s.opt.Selective = on
	case "move overhead":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || time.Duration(n)*time.Millisecond > MaxMoveOverhead {
			s.ignore("setoption Move Overhead %q: want 0 to %d (ms)", value, MaxMoveOverhead.Milliseconds())
			return
		}
		s.opt.MoveOverhead = time.Duration(n) * time.Millisecond
		return // the engine is not rebuilt for a time setting
	case "ponder":
		// The GUI says whether it will send "go ponder"; the engine
		// ponders when asked either way, and shares its clock alike.
		if _, err := strconv.ParseBool(value); err != nil {
			s.ignore("setoption Ponder %q: want true or false", value)
		}
		return
	default:
		s.ignore("setoption: no option %q (options: Hash, Threads, Algorithm, NullMove, Selective, Move Overhead, Ponder)", name)
		return
	}
	s.closeEngines()
}

// position sets the root. A bad FEN or an illegal move is refused, and
// until the next good position a go searches nothing: searching the
// previous position, or half of the GUI's game, would answer for a
// position the GUI does not have. What a GUI means plainly is read as
// meant: an upper-case move (the promotion letter, e7e8Q), castling
// rights the board cannot have (dropped).
func (s *Server) position(args []string) {
	s.bad = "the last position command was refused"
	pc, err := ParsePosition(args)
	if err != nil {
		s.ignore("%v", err)
		return
	}
	p := chess.New()
	if pc.FEN != "" {
		var dropped string
		if p, dropped, err = readFEN(pc.FEN); err != nil {
			s.ignore("position fen: %v", err)
			return
		}
		if dropped != "" {
			s.printf("info string position fen: castling rights %s dropped: no king and rook on their squares", dropped)
		}
	}
	var path []uint64
	for i, text := range pc.Moves {
		m, err := p.ParseUCI(strings.ToLower(text))
		if err != nil {
			s.ignore("position: move %d %q: %v", i+1, text, err)
			return
		}
		path = append(path, p.Key())
		p = p.Play(m)
	}
	s.root, s.path, s.bad = p, path, ""
}

// readFEN reads a FEN, dropping the castling rights whose king or rook
// is not on its square (a GUI's set-up position often keeps KQkq);
// dropped lists them.
func readFEN(text string) (chess.Position, string, error) {
	p, err := chess.ParseFEN(text)
	var fe *chess.FENError
	if err == nil || !errors.As(err, &fe) || fe.Field != "castling" {
		return p, "", err
	}
	f := strings.Fields(text)
	rights := f[2]
	f[2] = "-"
	bare, err2 := chess.ParseFEN(strings.Join(f, " "))
	if err2 != nil {
		return p, "", err
	}
	homes := map[rune][2]chess.Square{'K': {4, 7}, 'Q': {4, 0}, 'k': {60, 63}, 'q': {60, 56}}
	var kept, dropped string
	for _, c := range rights {
		h, ok := homes[c]
		if !ok || strings.ContainsRune(kept, c) {
			return p, "", err // not a right, or given twice
		}
		colour := chess.White
		if c == 'k' || c == 'q' {
			colour = chess.Black
		}
		king, kc, ok1 := bare.At(h[0])
		rook, rc, ok2 := bare.At(h[1])
		if ok1 && ok2 && king == chess.King && rook == chess.Rook && kc == colour && rc == colour {
			kept += string(c)
		} else {
			dropped += string(c)
		}
	}
	if kept == "" {
		kept = "-"
	}
	f[2] = kept
	q, err2 := chess.ParseFEN(strings.Join(f, " "))
	if err2 != nil {
		return p, "", err
	}
	return q, dropped, nil
}

// build makes the tables and the engine if an option changed since the
// last search.
func (s *Server) build() error {
	if s.sh == nil {
		s.closeEngines()
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
		if s.opt.Threads > 1 {
			s.printf("info string Threads %d: seq searches with one thread; set Algorithm to a parallel one (ybwc, abdada, lazysmp...)", s.opt.Threads)
		}
	}
	e, err := engine.BuildGame(s.game, spec, s.env())
	if err != nil {
		return err
	}
	if w := engine.Warning(e.Spec(), false); w != "" {
		s.printf("info string warning: %s", w)
	}
	s.eng = e
	return nil
}

// env is the environment of the engines: the tables and the options.
func (s *Server) env() engine.Env {
	opt := search.DefaultOptions()
	if s.opt.Selective {
		opt = s.game.PlayOptions()
	}
	opt.NullMove = s.opt.NullMove
	return engine.Env{Shared: s.sh, Options: opt}
}

// searchMovesEngine returns the engine that searches a part of the root
// (go searchmoves): the one of the Algorithm option if it can, else the
// sequential engine on the same tables.
func (s *Server) searchMovesEngine() (engine.AnyEngine, error) {
	if s.eng.Spec().Name == engine.Sequential {
		return s.eng, nil
	}
	if s.seq == nil {
		e, err := engine.BuildGame(s.game, engine.Spec{Name: engine.Sequential, P: 1}, s.env())
		if err != nil {
			return nil, err
		}
		s.seq = e
	}
	s.printf("info string go searchmoves: %s searches every root move; the sequential engine searches these", s.eng.Spec())
	return s.seq, nil
}

// limits turns "go" into the search's limits for a search of root;
// infinite says whether bestmove must wait for stop. Depth 1 is always
// finished (MinDepth), and a proven mate ends a search with a depth
// limit (go depth 1000 on a mate in one).
func (s *Server) limits(root chess.Position, g GoCmd) (lim search.Limits, infinite bool) {
	lim.Step = 1 // UCI reports every depth
	lim.MinDepth = 1
	lim.StopProven = true
	if g.Infinite {
		return lim, true
	}
	if g.Depth > 0 {
		lim.Depth = min(g.Depth, search.MaxDepth)
	}
	if g.Mate > 0 {
		lim.Depth = min(max(lim.Depth, 2*g.Mate), search.MaxDepth)
	}
	lim.Nodes = g.Nodes
	overhead := s.opt.MoveOverhead
	switch {
	case g.MoveTime > 0:
		// A fixed time is used whole, less the overhead (half of it
		// where the overhead would take more).
		lim.Time, lim.FullTime = max(g.MoveTime-overhead, g.MoveTime/2), true
	case g.ClockGiven:
		c := search.Clock{Left: g.WTime, Increment: g.WInc, MovesToGo: g.MovesToGo, Overhead: overhead}
		if root.SideToMove() == chess.Black {
			c.Left, c.Increment = g.BTime, g.BInc
		}
		cl := search.ClockLimits(c)
		lim.Time, lim.MaxTime = cl.Time, cl.MaxTime
	}
	return lim, false
}

// goSearch starts the search on its own goroutine. Every go is answered
// with bestmove: the null move 0000 when there is no position to search
// (refused, or a finished game).
func (s *Server) goSearch(ctx context.Context, args []string) {
	g, notes := ParseGo(args)
	for _, n := range notes {
		s.ignore("%s", n)
	}
	if s.bad != "" {
		s.printf("info string go: no position to search: %s", s.bad)
		s.printf("bestmove 0000")
		return
	}
	if err := s.build(); err != nil {
		s.printf("info string go: %v", err)
		s.printf("bestmove 0000")
		return
	}
	root := s.root
	legal := root.LegalMoves()
	if len(legal) == 0 {
		s.printf("info string no legal move: the game is over")
		s.printf("bestmove 0000")
		return
	}
	if _, over := (chess.Rules{}).Outcome(&root); over {
		if root.InsufficientMaterial() {
			// Every move draws: nothing to search.
			s.printf("info string the game is drawn by insufficient material; any move keeps the draw")
			s.printf("info depth 1 seldepth 1 score cp 0 nodes 0 nps 0 time 0 pv %s", legal[0])
			s.printf("bestmove %s", legal[0])
			return
		}
		// The fifty-move rule: a draw if claimed. Play on as if the
		// count had started again.
		s.printf("info string the fifty-move rule allows a draw claim; searching on")
		root = restartFiftyMoves(root)
	}
	lim, infinite := s.limits(root, g)
	eng := s.eng
	if len(g.SearchMoves) > 0 {
		var keep []string
		for _, t := range g.SearchMoves {
			if m, err := root.ParseUCI(strings.ToLower(t)); err != nil {
				s.ignore("go searchmoves %s: not a legal move", t)
			} else {
				keep = append(keep, m.String())
			}
		}
		if len(keep) == 0 {
			s.printf("info string go searchmoves: no legal move given; searching every move")
		} else if e, err := s.searchMovesEngine(); err != nil {
			s.ignore("go searchmoves: %v; searching every move", err)
		} else {
			eng, lim.SearchMoves = e, strings.Join(keep, " ")
		}
	}
	if g.Ponder {
		p := &pondering{start: time.Now(), lim: lim, infinite: infinite, release: make(chan struct{})}
		s.ponder = p
		s.startSearch(ctx, eng, root, ponderLimits(lim), p.release)
		return
	}
	var hold chan struct{} // nil: bestmove waits for stop
	if !infinite {
		hold = make(chan struct{})
		close(hold)
	}
	s.startSearch(ctx, eng, root, lim, hold)
}

// ponderLimits are the limits of a search on the opponent's time: no
// clock, node or mate limit, only the root moves and a depth the GUI
// gave. Its bestmove waits for ponderhit or stop (UCI: a pondering
// engine does not move on its own, even when it has found a mate).
func ponderLimits(lim search.Limits) search.Limits {
	return search.Limits{Step: 1, MinDepth: 1, StopProven: true, Depth: lim.Depth, SearchMoves: lim.SearchMoves}
}

// ponderHit acts on "ponderhit": the opponent played the move the
// engine pondered on, and the search goes on where it is, now on the
// clock "go ponder" gave. It ends at that go's target time counted from
// go ponder (the time the time manager would have given the move,
// which pondering has spent in part), or at once if pondering has
// passed it; a search with a depth and no clock ends at its depth. The
// time manager's growth on unstable iterations is not applied: the
// deep iterations pondering reached outweigh it, and restarting the
// search to apply it would lose depth: after 2 s of pondering from the
// start position's 1.e4 e5 (depth 16), a restart on a 2 s clock got to
// depth 14, the table notwithstanding.
func (s *Server) ponderHit() {
	p := s.ponder
	s.ponder = nil
	if p == nil || !s.searching() {
		s.ignore("ponderhit: not pondering")
		return
	}
	if p.infinite {
		return // only stop ends it
	}
	if p.lim.Time > 0 {
		left := max(p.lim.Time-time.Since(p.start), 0)
		s.deadline = time.AfterFunc(left, s.cancel)
	}
	close(p.release)
}

// restartFiftyMoves returns p with its halfmove clock at 0.
func restartFiftyMoves(p chess.Position) chess.Position {
	f := strings.Fields(p.FEN())
	f[4] = "0"
	if q, err := chess.ParseFEN(strings.Join(f, " ")); err == nil {
		return q
	}
	return p
}

// startSearch runs eng on root within lim on its own goroutine, which
// writes the info lines and bestmove.
//
// hold keeps bestmove back once the search has ended, until it is closed
// or the search is stopped: closed for a plain go, nil for go infinite
// (only stop), the ponder search's release for go ponder.
func (s *Server) startSearch(ctx context.Context, eng engine.AnyEngine, root chess.Position, lim search.Limits, hold <-chan struct{}) {
	pos, err := games.Wrap(s.game, root)
	if err != nil {
		s.printf("info string go: %v", err)
		s.printf("bestmove 0000")
		return
	}
	eng.SetPath(s.path)
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	s.cancel, s.done = cancel, done
	s.mu.Lock()
	s.busy = true
	s.mu.Unlock()
	sh := s.sh
	go func() {
		defer close(done)
		res, err := eng.Search(sctx, pos, lim, func(it engine.Iteration) {
			s.info(root, sh, it)
		})
		if err != nil {
			s.printf("info string search failed: %v", err)
		}
		select { // UCI: after go infinite or ponder, bestmove waits
		case <-hold:
		case <-sctx.Done():
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
