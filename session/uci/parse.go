// Package uci speaks the Universal Chess Interface (the protocol chess
// GUIs and match runners such as cutechess-cli use to drive an engine)
// for Frontier's chess engine: it reads commands line by line, runs the
// search on its own goroutine so that "stop" and "quit" are answered
// while it searches, and writes "info" and "bestmove" lines. It knows
// nothing of terminals or flags; internal/cli wires it to stdin/stdout.
package uci

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Command is one line of the GUI's input split into its command word
// and arguments. Empty lines and unknown commands have Name "" and
// Unknown set, so that the server can say what it ignored.
type Command struct {
	Name string
	Args []string
}

// ParseLine splits a line into a command. UCI says an engine should skip
// unknown leading tokens ("joho debug on" is "debug on"), so the first
// known command word found is the command; ok is false when there is
// none.
func ParseLine(line string) (c Command, ok bool) {
	f := strings.Fields(line)
	for i, w := range f {
		if known[w] {
			return Command{Name: w, Args: f[i+1:]}, true
		}
	}
	return Command{}, false
}

// known are the commands the server answers.
var known = map[string]bool{
	"uci": true, "debug": true, "isready": true, "setoption": true,
	"register": true, "ucinewgame": true, "position": true, "go": true,
	"stop": true, "ponderhit": true, "quit": true,
}

// PositionCmd is "position": a FEN ("" for startpos) and moves in UCI
// notation.
type PositionCmd struct {
	FEN   string
	Moves []string
}

// ParsePosition reads the arguments of "position":
// "startpos [moves m...]" or "fen F1 .. F6 [moves m...]" (a FEN of four
// fields, without the clocks, is accepted too).
func ParsePosition(args []string) (PositionCmd, error) {
	if len(args) == 0 {
		return PositionCmd{}, fmt.Errorf("position: want startpos or fen")
	}
	var pc PositionCmd
	rest := args[1:]
	switch args[0] {
	case "startpos":
	case "fen":
		i := 0
		for i < len(rest) && rest[i] != "moves" {
			i++
		}
		if i == 0 {
			return PositionCmd{}, fmt.Errorf("position fen: no FEN given")
		}
		pc.FEN = strings.Join(rest[:i], " ")
		rest = rest[i:]
	default:
		return PositionCmd{}, fmt.Errorf("position: %q is neither startpos nor fen", args[0])
	}
	if len(rest) > 0 {
		if rest[0] != "moves" {
			return PositionCmd{}, fmt.Errorf("position: %q after the position, want moves", rest[0])
		}
		pc.Moves = rest[1:]
	}
	return pc, nil
}

// GoCmd is "go" with its limits; zero means not given.
type GoCmd struct {
	Depth        int
	Nodes        uint64
	MoveTime     time.Duration
	WTime, BTime time.Duration
	WInc, BInc   time.Duration
	MovesToGo    int
	Infinite     bool
	ClockGiven   bool // wtime or btime was given
	Mate         int
	Ponder       bool
	SearchMoves  []string
}

// ParseGo reads the arguments of "go". It refuses nothing: a GUI waits
// for bestmove after every go, and UCI says to skip what an engine does
// not know. What it could not use is skipped and said in notes, one
// sentence each: an unknown token, a value that is not a number, a
// limit of zero or less. Such a limit becomes the least one (depth 1,
// one node, 1 ms; a movestogo of zero is no moves-to-go), since the
// server always finishes depth 1 (search.Limits.MinDepth): the GUI gets
// a searched move at once. Times are in milliseconds; a negative clock
// (a GUI reports an overstepped clock that way) is no time left.
func ParseGo(args []string) (g GoCmd, notes []string) {
	note := func(format string, a ...any) { notes = append(notes, fmt.Sprintf(format, a...)) }
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch w {
		case "infinite":
			g.Infinite = true
			continue
		case "ponder":
			g.Ponder = true
			continue
		case "searchmoves":
			j := i + 1
			for j < len(args) && !goWords[args[j]] {
				j++
			}
			g.SearchMoves = args[i+1 : j]
			i = j - 1
			continue
		}
		if !goWords[w] {
			note("go: unknown token %q skipped", w)
			continue
		}
		n, ok := int64(0), false
		if i+1 < len(args) && !goWords[args[i+1]] {
			i++
			var err error
			n, err = strconv.ParseInt(args[i], 10, 64)
			if ok = err == nil; !ok {
				note("go: %s %q is not a number: taken as the least", w, args[i])
			}
		} else {
			note("go: %s without a value: taken as the least", w)
		}
		const year = int64(365 * 24 * time.Hour / time.Millisecond)
		switch w {
		case "wtime", "btime", "winc", "binc", "movetime":
			if n > year {
				note("go: %s %d ms: taken as a year", w, n)
				n = year
			}
		case "depth", "mate":
			if n > 1000 {
				n = 1000
			}
		}
		if ok && n < 1 {
			switch w {
			case "wtime", "btime", "winc", "binc": // no time left, no increment
			case "movestogo":
				note("go: movestogo %d: taken as none given", n)
			default:
				note("go: %s %d: taken as the least", w, n)
			}
		}
		ms := time.Duration(max(n, 0)) * time.Millisecond
		switch w {
		case "wtime":
			g.WTime, g.ClockGiven = ms, true
		case "btime":
			g.BTime, g.ClockGiven = ms, true
		case "winc":
			g.WInc = ms
		case "binc":
			g.BInc = ms
		case "movetime":
			g.MoveTime = max(ms, time.Millisecond)
		case "depth":
			g.Depth = int(max(n, 1))
		case "nodes":
			g.Nodes = uint64(max(n, 1))
		case "movestogo":
			g.MovesToGo = int(min(max(n, 0), 1000))
		case "mate":
			g.Mate = int(max(n, 1))
		}
	}
	return g, notes
}

// goWords are the parameters of "go" that take a value, and the
// keywords that end a searchmoves list.
var goWords = map[string]bool{
	"wtime": true, "btime": true, "winc": true, "binc": true,
	"movestogo": true, "depth": true, "nodes": true, "mate": true,
	"movetime": true, "infinite": true, "ponder": true, "searchmoves": true,
}

// ParseSetOption reads "setoption name N [value V]"; names may contain
// spaces and are compared without regard to case by the server.
func ParseSetOption(args []string) (name, value string, err error) {
	if len(args) == 0 || args[0] != "name" {
		return "", "", fmt.Errorf("setoption: want \"name\"")
	}
	i := 1
	for i < len(args) && args[i] != "value" {
		i++
	}
	name = strings.Join(args[1:i], " ")
	if name == "" {
		return "", "", fmt.Errorf("setoption: no option name")
	}
	if i < len(args) {
		value = strings.Join(args[i+1:], " ")
	}
	return name, value, nil
}
