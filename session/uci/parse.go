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

// ParseGo reads the arguments of "go". Times are in milliseconds; a
// clock may be negative (a GUI reports an overstepped clock that way),
// and is then taken as no time left.
func ParseGo(args []string) (GoCmd, error) {
	var g GoCmd
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
			return GoCmd{}, fmt.Errorf("go: unknown parameter %q", w)
		}
		if i+1 >= len(args) {
			return GoCmd{}, fmt.Errorf("go: %s needs a value", w)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			return GoCmd{}, fmt.Errorf("go: %s %q is not an integer", w, args[i])
		}
		ms := time.Duration(max(n, 0)) * time.Millisecond
		switch w {
		case "wtime", "btime", "winc", "binc", "movetime":
			if n > int64(24*time.Hour/time.Millisecond)*365 {
				return GoCmd{}, fmt.Errorf("go: %s %d ms is too long", w, n)
			}
		case "depth", "movestogo", "mate":
			if n < 1 || n > 1000 {
				return GoCmd{}, fmt.Errorf("go: %s %d: want 1 to 1000", w, n)
			}
		case "nodes":
			if n < 1 {
				return GoCmd{}, fmt.Errorf("go: nodes %d: want at least 1", n)
			}
		}
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
			if n < 1 {
				return GoCmd{}, fmt.Errorf("go: movetime %d: want at least 1 ms", n)
			}
			g.MoveTime = ms
		case "depth":
			g.Depth = int(n)
		case "nodes":
			g.Nodes = uint64(n)
		case "movestogo":
			g.MovesToGo = int(n)
		case "mate":
			g.Mate = int(n)
		}
	}
	return g, nil
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
