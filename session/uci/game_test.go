package uci

import (
	"strings"
	"testing"

	"frontier/board"
	"frontier/board/chess"
)

// TestFullGame has two servers play a whole game against each other,
// driven only by UCI text as a GUI or match runner would: ucinewgame,
// then for every ply "position startpos moves ..." with the game so far
// and "go depth 3" (White) or "go nodes 400" (Black), and the move of
// "bestmove". Every bestmove must be legal in the game's position; the
// game must end by a rule of chess (checkmate, stalemate, the fifty-move
// rule, insufficient material or threefold repetition), checked here
// with board/chess, not with the servers' word for it.
func TestFullGame(t *testing.T) {
	sides := [2]*driver{startDriver(t), startDriver(t)}
	goCmd := [2]string{"go depth 3", "go nodes 400"}
	for _, d := range sides {
		d.send("uci")
		d.expect("uciok")
		d.send("ucinewgame")
		d.send("isready")
		d.expect("readyok")
	}
	p := chess.New()
	seen := map[uint64]int{p.Key(): 1}
	var moves []string
	end := ""
	for ply := 0; end == "" && ply < 1000; ply++ {
		d := sides[p.SideToMove()]
		cmd := "position startpos"
		if len(moves) > 0 {
			cmd += " moves " + strings.Join(moves, " ")
		}
		d.send(cmd)
		d.send(goCmd[p.SideToMove()])
		line, _ := d.expect("bestmove ")
		text := strings.Fields(line)[1]
		m, err := p.ParseUCI(text)
		if err != nil {
			t.Fatalf("ply %d, %s to move in %s: %q: %v", ply+1, p.SideToMove(), p.FEN(), line, err)
		}
		moves = append(moves, text)
		p = p.Play(m)
		seen[p.Key()]++
		if score, over := (chess.Rules{}).Outcome(&p); over {
			switch {
			case score == board.Loss:
				end = "checkmate"
			case !p.HasMoves():
				end = "stalemate"
			case p.InsufficientMaterial():
				end = "insufficient material"
			default:
				end = "fifty-move rule"
			}
		} else if seen[p.Key()] >= 3 {
			end = "threefold repetition"
		}
	}
	if end == "" {
		t.Fatalf("no end by rule after %d plies: %s", len(moves), strings.Join(moves, " "))
	}
	t.Logf("%s after %d plies: %s", end, len(moves), strings.Join(moves, " "))
	if end == "checkmate" || end == "stalemate" {
		// Asked to move in the final position, a server says the game is
		// over and answers the null move.
		d := sides[p.SideToMove()]
		d.send("position startpos moves " + strings.Join(moves, " "))
		d.send("go depth 1")
		if line, _ := d.expect("bestmove "); line != "bestmove 0000" {
			t.Errorf("after %s: %q, want bestmove 0000", end, line)
		}
	}
	for _, d := range sides {
		d.quit()
	}
}
