// Command referee plays checkers games between two frontier binaries, so
// that the engine of one commit can play the engine of another
// (docs/checkers-strength.md). "frontier match" plays engines of one
// binary only, and commits before issue 27 speak no checkers protocol,
// so each move is one "frontier search --fen F --time T --json" process
// (the table empty, no database, no history: the same for both sides;
// a move that is the only legal one is played without asking). Games
// start from the ACF non-barred ballots shuffled by -seed, each ballot
// twice with the colours exchanged (A Black in the odd games), and end
// by the rules (no move, threefold repetition, 40-move rule), at
// -max-plies as draws, or with the value of the -egdb database as soon
// as a position is in it. One line a game: A's running score and Elo
// with its 95% margin (session/match's estimate), and the moves.
//
//	go run ./internal/cmd/referee -a BIN_A -b BIN_B -games 400 -egdb DIR
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"frontier/assets"
	"frontier/board/checkers"
	"frontier/search/egdb"
	// Every algorithm family and game type, for search/engine to build.
	_ "frontier/search/engine/all"
	"frontier/session/match"
)

func main() {
	a := flag.String("a", "", "binary A")
	b := flag.String("b", "", "binary B")
	extraA := flag.String("args-a", "", "extra search args for A")
	extraB := flag.String("args-b", "", "extra search args for B")
	mt := flag.Duration("time", 100*time.Millisecond, "time a move")
	games := flag.Int("games", 400, "games")
	from := flag.Int("from", 0, "first game index (resume)")
	seed := flag.Uint64("seed", 1, "ballot shuffle seed")
	dbDir := flag.String("egdb", "", "database directory for adjudication")
	maxPlies := flag.Int("max-plies", 300, "draw at this many plies")
	flag.Parse()
	var db *egdb.DB
	if *dbDir != "" {
		var err error
		if db, err = egdb.Load(*dbDir); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	ballots := match.Shuffle(assets.PlayableBallots(), *seed)
	var s match.Score
	out := bufio.NewWriter(os.Stdout)
	for i := *from; i < *games; i++ {
		bl := ballots[(i/2)%len(ballots)]
		aBlack := i%2 == 0
		h := []checkers.Position{bl.Position}
		var moves []string
		var o checkers.Outcome
		for {
			if o = checkers.OutcomeOf(h); o.Over {
				break
			}
			p := h[len(h)-1]
			if db != nil {
				if v, ok := db.Probe(&p); ok {
					switch v.Result {
					case egdb.Win:
						o = checkers.WonBy(p.SideToMove(), "database")
					case egdb.Loss:
						o = checkers.WonBy(p.SideToMove().Other(), "database")
					default:
						o = checkers.DrawnBy("database")
					}
					break
				}
			}
			if len(bl.Moves)+len(h)-1 >= *maxPlies {
				o = checkers.DrawnBy("move cap")
				break
			}
			legal := p.LegalMoves()
			var m checkers.Move
			if len(legal) == 1 {
				m = legal[0]
			} else {
				bin, extra := *a, *extraA
				if (p.SideToMove() == checkers.Black) != aBlack {
					bin, extra = *b, *extraB
				}
				txt, err := ask(bin, extra, p.FEN(), *mt)
				if err != nil {
					fmt.Fprintf(os.Stderr, "game %d: %s: %v\n", i+1, bin, err)
					os.Exit(1)
				}
				if m, err = p.ParseMove(txt); err != nil {
					fmt.Fprintf(os.Stderr, "game %d: %s played %q in %s: %v\n", i+1, bin, txt, p.FEN(), err)
					os.Exit(1)
				}
			}
			moves = append(moves, m.String())
			h = append(h, p.Play(m))
		}
		aCol := checkers.White
		if aBlack {
			aCol = checkers.Black
		}
		res := "draw"
		switch {
		case o.Draw:
			s.Draws++
		case o.Winner == aCol:
			s.Wins++
			res = "A wins"
		default:
			s.Losses++
			res = "B wins"
		}
		col := "W"
		if aBlack {
			col = "B"
		}
		fmt.Fprintf(out, "game %d ballot %d A=%s %s (%s) %d plies | A: %s, %s | %s %s\n", i+1, bl.Number, col, res, o.Reason,
			len(bl.Moves)+len(moves), s, s.Elo(), strings.Join(bl.Moves, " "), strings.Join(moves, " "))
		out.Flush()
	}
}

func ask(bin, extra, fen string, t time.Duration) (string, error) {
	args := []string{"search", "--fen", fen, "--time", t.String(), "--egdb", "off", "--hash", "16", "--json", "--algo", "seq"}
	if extra != "" {
		args = append(args, strings.Fields(extra)...)
	}
	cmd := exec.Command(bin, args...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	o, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%v: %s", err, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(string(o)), "\n")
	var f struct {
		Final bool   `json:"final"`
		Move  string `json:"move"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &f); err != nil || !f.Final || f.Move == "" {
		return "", fmt.Errorf("summary %q: %v", lines[len(lines)-1], err)
	}
	return f.Move, nil
}
