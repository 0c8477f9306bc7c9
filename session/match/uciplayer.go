package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"frontier/board/chess"
	"frontier/search"
)

// UCIConfig describes an outside chess engine that speaks the Universal
// Chess Interface, run as a child process: a reference opponent
// (Stockfish at a UCI_Elo, say) against which a match gives a playing
// strength that a committed command reproduces.
type UCIConfig struct {
	// Command is the engine's program, Args its arguments.
	Command string
	Args    []string
	// Options are sent as "setoption name N value V", in order, before
	// the first game.
	Options []Tag
	// Name is what the records call the player; by default "uci:" and
	// the program's base name, with the options.
	Name string
}

// name is the player's name in the records: Name, else "uci:" and the
// program's base name.
func (c UCIConfig) name() string {
	if c.Name != "" {
		return c.Name
	}
	return "uci:" + filepath.Base(c.Command)
}

// ParseUCIPlayer reads "uci:PROGRAM [ARGS...][,Name=Value...]", the form
// matches take for an outside engine:
// uci:/usr/games/stockfish,UCI_LimitStrength=true,UCI_Elo=2000, or our
// own UCI server as a GUI runs it, "uci:./frontier uci,Threads=2". The
// program and its arguments are separated by blanks. An option
// name=NAME names the player instead of the default.
func ParseUCIPlayer(text string) (UCIConfig, error) {
	rest, ok := strings.CutPrefix(text, "uci:")
	if !ok {
		return UCIConfig{}, fmt.Errorf("outside engine %q: want uci:PROGRAM[,Name=Value...]", text)
	}
	parts := strings.Split(rest, ",")
	prog := strings.Fields(parts[0])
	if len(prog) == 0 {
		return UCIConfig{}, fmt.Errorf("outside engine %q: no program after uci:", text)
	}
	cfg := UCIConfig{Command: prog[0], Args: prog[1:]}
	var shown []string
	for _, kv := range parts[1:] {
		k, v, ok := strings.Cut(kv, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			return UCIConfig{}, fmt.Errorf("outside engine %q: option %q: want Name=Value", text, kv)
		}
		if k == "name" {
			cfg.Name = v
			continue
		}
		cfg.Options = append(cfg.Options, Tag{Name: k, Value: v})
		shown = append(shown, k+"="+v)
	}
	if cfg.Name == "" {
		cfg.Name = strings.Join(append([]string{"uci:" + strings.Join(append([]string{filepath.Base(cfg.Command)}, cfg.Args...), " ")}, shown...), ",")
	}
	return cfg, nil
}

// uciHandshake bounds the wait for uciok and readyok: an engine that
// does not answer by then is not one.
var uciHandshake = 10 * time.Second

// UCIPlayer is a Mover for chess played by an outside UCI engine. It
// tells the engine the game from its start (position fen ... moves ...)
// and the clock (wtime, btime, winc, binc, movestogo), a time per move
// (movetime) or a depth, and reads its bestmove and last info line.
// Every move is checked against the position's legal moves.
type UCIPlayer struct {
	cfg    UCIConfig
	cmd    *exec.Cmd
	in     io.WriteCloser
	lines  chan string // the engine's output, closed when it ends
	done   sync.WaitGroup
	stderr limitedWriter // the first 4 KiB of its standard error
}

// StartUCI starts the engine and completes the handshake: uci, the
// options, isready.
func StartUCI(cfg UCIConfig) (*UCIPlayer, error) {
	cfg.Name = cfg.name()
	u := &UCIPlayer{cfg: cfg, lines: make(chan string, 256)}
	u.cmd = exec.Command(cfg.Command, cfg.Args...)
	u.stderr.n = 4096
	u.cmd.Stderr = &u.stderr
	in, err := u.cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("outside engine %s: %w", cfg.Name, err)
	}
	out, err := u.cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("outside engine %s: %w", cfg.Name, err)
	}
	if err := u.cmd.Start(); err != nil {
		return nil, fmt.Errorf("outside engine %s: %w", cfg.Name, err)
	}
	u.in = in
	u.done.Add(1)
	go func() {
		defer u.done.Done()
		defer close(u.lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			u.lines <- sc.Text()
		}
	}()
	fail := func(err error) (*UCIPlayer, error) {
		u.Close()
		return nil, fmt.Errorf("outside engine %s: %w", cfg.Name, err)
	}
	if err := u.send("uci"); err != nil {
		return fail(err)
	}
	if err := u.waitFor(context.Background(), "uciok"); err != nil {
		return fail(err)
	}
	for _, o := range cfg.Options {
		if err := u.send("setoption name " + o.Name + " value " + o.Value); err != nil {
			return fail(err)
		}
	}
	if err := u.ready(context.Background()); err != nil {
		return fail(err)
	}
	return u, nil
}

// limitedWriter keeps the first n bytes of what the engine writes to
// its standard error, for an error message.
type limitedWriter struct {
	mu sync.Mutex
	b  strings.Builder
	n  int
}

func (w *limitedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if room := w.n - w.b.Len(); room > 0 {
		w.b.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// Name implements Mover.
func (u *UCIPlayer) Name() string { return u.cfg.Name }

func (u *UCIPlayer) send(line string) error {
	if _, err := io.WriteString(u.in, line+"\n"); err != nil {
		return fmt.Errorf("writing %q: %w%s", line, err, u.stderrNote())
	}
	return nil
}

// stderrNote quotes what the engine wrote to its standard error, for an
// error message ("" if nothing).
func (u *UCIPlayer) stderrNote() string {
	u.stderr.mu.Lock()
	defer u.stderr.mu.Unlock()
	if s := strings.TrimSpace(u.stderr.b.String()); s != "" {
		return " (its standard error: " + s + ")"
	}
	return ""
}

// waitFor reads lines until one is word (its first field), the engine
// ends, ctx is done or the handshake's time has passed.
func (u *UCIPlayer) waitFor(ctx context.Context, word string) error {
	timer := time.NewTimer(uciHandshake)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-u.lines:
			if !ok {
				return fmt.Errorf("it ended before %s%s", word, u.stderrNote())
			}
			if f := strings.Fields(line); len(f) > 0 && f[0] == word {
				return nil
			}
		case <-timer.C:
			return fmt.Errorf("no %s within %v", word, uciHandshake)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

func (u *UCIPlayer) ready(ctx context.Context) error {
	if err := u.send("isready"); err != nil {
		return err
	}
	return u.waitFor(ctx, "readyok")
}

// NewGame tells the engine a new game starts.
func (u *UCIPlayer) NewGame() error {
	if err := u.send("ucinewgame"); err != nil {
		return fmt.Errorf("outside engine %s: %w", u.cfg.Name, err)
	}
	if err := u.ready(context.Background()); err != nil {
		return fmt.Errorf("outside engine %s: %w", u.cfg.Name, err)
	}
	return nil
}

// Close ends the engine: quit, then, if it has not ended within a
// second, kill. Its reader has exited when Close returns.
func (u *UCIPlayer) Close() {
	if u.cmd == nil || u.cmd.Process == nil {
		return
	}
	_ = u.send("quit")
	_ = u.in.Close()
	exited := make(chan struct{})
	go func() {
		for range u.lines { // drain, so that the reader can finish
		}
		close(exited)
	}()
	select {
	case <-exited:
	case <-time.After(time.Second):
		_ = u.cmd.Process.Kill()
		<-exited
	}
	u.done.Wait()
	_ = u.cmd.Wait()
	u.cmd = nil
}

// Move implements Mover.
func (u *UCIPlayer) Move(ctx context.Context, t Turn) (Decision, error) {
	if u.cmd == nil {
		return Decision{}, fmt.Errorf("outside engine %s: used after Close", u.cfg.Name)
	}
	pos, err := uciPosition(t)
	if err != nil {
		return Decision{}, fmt.Errorf("outside engine %s: %w", u.cfg.Name, err)
	}
	root := t.Position().Value().(chess.Position)
	d, _, err := u.search(ctx, root, pos, uciGo(t, root.SideToMove() == chess.White))
	return d, err
}

// Analyse searches root alone, from a new game (the engine's tables
// cleared, so that the answer depends on the position and the budget
// only, as far as the engine is deterministic), at nodes nodes. The
// Decision's Score is for the side to move, from the last info line
// whose score is exact (not a bound); an engine that gives none is an
// error.
func (u *UCIPlayer) Analyse(ctx context.Context, root chess.Position, nodes uint64) (Decision, error) {
	if u.cmd == nil {
		return Decision{}, fmt.Errorf("outside engine %s: used after Close", u.cfg.Name)
	}
	if nodes == 0 {
		return Decision{}, fmt.Errorf("outside engine %s: analysis with no node budget", u.cfg.Name)
	}
	if err := u.NewGame(); err != nil {
		return Decision{}, err
	}
	goCmd := "go nodes " + strconv.FormatUint(nodes, 10)
	d, scored, err := u.search(ctx, root, "position fen "+root.FEN(), goCmd)
	if err == nil && !scored {
		err = fmt.Errorf("outside engine %s: no exact score after %q", u.cfg.Name, goCmd)
	}
	return d, err
}

// search sends pos and goCmd and reads the engine's info lines until
// its bestmove, which must be legal in root; scored says whether an
// info line gave an exact score. If ctx ends first, the
// engine is stopped and its bestmove read, so that it is ready for the
// next search.
func (u *UCIPlayer) search(ctx context.Context, root chess.Position, pos, goCmd string) (d Decision, scored bool, err error) {
	start := time.Now()
	if err := u.send(pos); err != nil {
		return Decision{}, false, fmt.Errorf("outside engine %s: %w", u.cfg.Name, err)
	}
	if err := u.send(goCmd); err != nil {
		return Decision{}, false, fmt.Errorf("outside engine %s: %w", u.cfg.Name, err)
	}
	stopped := false
	for {
		var line string
		var ok bool
		if stopped {
			select {
			case line, ok = <-u.lines:
			case <-time.After(uciHandshake):
				return Decision{}, false, ctx.Err()
			}
		} else {
			select {
			case line, ok = <-u.lines:
			case <-ctx.Done():
				_ = u.send("stop")
				stopped = true
				continue
			}
		}
		if !ok {
			return Decision{}, false, fmt.Errorf("outside engine %s ended during %q%s", u.cfg.Name, goCmd, u.stderrNote())
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "info":
			if readUCIInfo(f, &d) {
				scored = true
			}
		case "bestmove":
			if stopped {
				return Decision{}, false, ctx.Err()
			}
			if len(f) < 2 {
				return Decision{}, false, fmt.Errorf("outside engine %s: %q names no move", u.cfg.Name, line)
			}
			m, err := root.ParseUCI(f[1])
			if err != nil {
				return Decision{}, false, fmt.Errorf("outside engine %s: bestmove %s in %s: %w", u.cfg.Name, f[1], root.FEN(), err)
			}
			d.Move = root.SAN(m)
			d.Elapsed = time.Since(start)
			return d, scored, nil
		}
	}
}

// uciPosition writes the game so far for the engine: the start's FEN and
// every move in UCI's long algebraic notation, so that it sees
// repetitions as the game's own rules do.
func uciPosition(t Turn) (string, error) {
	if len(t.History) == 0 {
		return "", errors.New("the turn has no position")
	}
	start, ok := t.History[0].Value().(chess.Position)
	if !ok {
		return "", fmt.Errorf("a UCI engine plays chess, not %s", gameNameOf(t.History[0].Game()))
	}
	var b strings.Builder
	b.WriteString("position fen ")
	b.WriteString(start.FEN())
	if len(t.Moves) > 0 {
		b.WriteString(" moves")
	}
	for i, mv := range t.Moves {
		p := t.History[i].Value().(chess.Position)
		m, err := p.ParseMove(mv)
		if err != nil {
			return "", fmt.Errorf("move %d %q: %w", i+1, mv, err)
		}
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	return b.String(), nil
}

// uciGo writes the go command for t's budget: the clock when one runs
// (the engine shares out its own time), else the time or the nodes per
// move; a depth alone or as a cap.
func uciGo(t Turn, whiteToMove bool) string {
	var b strings.Builder
	b.WriteString("go")
	ms := func(d time.Duration) string { return strconv.FormatInt(max(d.Milliseconds(), 1), 10) }
	switch {
	case t.Clock != nil:
		// Side 0 is White in chess's registration; the position says
		// which side is to move.
		white, black := t.Clock.Remaining[t.Side], t.Clock.Remaining[1-t.Side]
		if !whiteToMove {
			white, black = black, white
		}
		fmt.Fprintf(&b, " wtime %s btime %s", ms(white), ms(black))
		if t.Clock.Increment > 0 {
			fmt.Fprintf(&b, " winc %s binc %s", ms(t.Clock.Increment), ms(t.Clock.Increment))
		}
		if t.Clock.MovesToGo > 0 {
			fmt.Fprintf(&b, " movestogo %d", t.Clock.MovesToGo)
		}
	case t.Budget.Time > 0:
		fmt.Fprintf(&b, " movetime %s", ms(t.Budget.Time))
	case t.Budget.Nodes > 0:
		fmt.Fprintf(&b, " nodes %d", t.Budget.Nodes)
	}
	if t.Budget.Depth > 0 {
		fmt.Fprintf(&b, " depth %d", t.Budget.Depth)
	}
	return b.String()
}

// readUCIInfo keeps the depth and score of an info line: the last one
// before bestmove is the engine's view of its move. A score that is only
// a bound (lowerbound, upperbound) is passed over; it reports whether
// the line had an exact score. A mate in n moves
// becomes a win in 2n-1 plies (a loss in 2n), as our scores count them.
func readUCIInfo(f []string, d *Decision) (scored bool) {
	for i := 1; i+1 < len(f); i++ {
		switch f[i] {
		case "depth":
			if v, err := strconv.Atoi(f[i+1]); err == nil {
				d.Depth = v
				d.Analysed = true
			}
		case "score":
			if i+2 >= len(f) {
				continue
			}
			if i+3 < len(f) && (f[i+3] == "lowerbound" || f[i+3] == "upperbound") {
				// A bound from a window that failed, often of an
				// iteration the budget cut short: not the engine's
				// view.
				continue
			}
			v, err := strconv.Atoi(f[i+2])
			if err != nil {
				continue
			}
			switch f[i+1] {
			case "cp":
				d.Score = max(min(v, search.Win-search.MaxPly-1), -(search.Win - search.MaxPly - 1))
				scored = true
			case "mate":
				if v > 0 {
					d.Score = search.Win - (2*v - 1)
				} else {
					d.Score = -(search.Win + 2*v)
				}
				scored = true
			}
		case "nodes":
			if v, err := strconv.ParseUint(f[i+1], 10, 64); err == nil {
				d.Nodes = v
			}
		case "pv":
			return scored // the moves that follow are not keys
		}
	}
	return scored
}
