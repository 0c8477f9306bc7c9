package hub

import (
	"context"
	"strings"
	"testing"

	"frontier/board/checkers"
	"frontier/internal/leaktest"
	"frontier/search/egdb"
)

// TestFullGame has two servers play a whole game against each other,
// driven only by Hub text as a GUI or match runner would: hub, init,
// new-game, then for every ply "pos pos=<start> moves=..." with the game
// so far and "go think" under "level depth=5" (Black) or "level
// nodes=3000" (White), and the move of "done". Every move must be legal
// in the game's position; the game must end by a rule of checkers (no
// legal move, threefold repetition, the 40-move rule), checked here with
// board/checkers, not with the servers' word for it.
func TestFullGame(t *testing.T) {
	leaktest.Check(t)
	sides := [2]*driver{startDriver(t), startDriver(t)}
	level := [2]string{"level depth=5", "level nodes=3000"}
	for i, d := range sides {
		d.send("hub")
		d.expect("wait")
		d.send("init")
		d.expect("ready")
		d.send("new-game")
		d.send(level[i])
	}
	start := checkers.Start()
	history := []checkers.Position{start}
	var moves []string
	var out checkers.Outcome
	for ply := 0; !out.Over && ply < 1000; ply++ {
		p := history[len(history)-1]
		d := sides[p.SideToMove()]
		cmd := "pos pos=" + FormatPos(&start)
		if len(moves) > 0 {
			cmd += ` moves="` + strings.Join(moves, " ") + `"`
		}
		d.send(cmd)
		d.send("go think")
		line, _ := d.expect("done")
		text := arg(t, line, "move")
		m, err := ParseMove(&p, text)
		if err != nil {
			t.Fatalf("ply %d, %s to move in %s: %q: %v", ply+1, p.SideToMove(), p.FEN(), line, err)
		}
		moves = append(moves, FormatMove(m))
		history = append(history, p.Play(m))
		out = checkers.OutcomeOf(history)
	}
	if !out.Over {
		t.Fatalf("no end by rule after %d plies: %s", len(moves), strings.Join(moves, " "))
	}
	t.Logf("%v after %d plies: %s", out, len(moves), strings.Join(moves, " "))
	if out.Reason == checkers.ReasonNoMoves {
		// Asked to move in the final position, a server says the game is
		// over and answers done without a move.
		d := sides[history[len(history)-1].SideToMove()]
		d.send(`pos pos=` + FormatPos(&start) + ` moves="` + strings.Join(moves, " ") + `"`)
		d.send("go think")
		if line, _ := d.expect("done"); line != "done" {
			t.Errorf("after %v: %q, want done without a move", out, line)
		}
	}
	for _, d := range sides {
		d.quit()
	}
}

// TestEgdbParam: with the egdb parameter naming a 3-piece database, two
// kings against one in the double corner is answered from the database
// (its score and result say so), and the move keeps the win.
func TestEgdbParam(t *testing.T) {
	db, err := egdb.Build(context.Background(), 3, nil, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for n := 1; n <= 3; n++ {
		if err := db.Save(dir, n); err != nil {
			t.Fatal(err)
		}
	}
	d := startDriver(t)
	d.send("set-param name=egdb value=" + Quote(dir))
	d.send("init")
	d.expect("ready")
	d.send("pos fen=B:WK32:BK14,K18")
	d.send("level depth=5")
	d.send("go think")
	done, infos := d.expect("done")
	last := infos[len(infos)-1]
	if arg(t, last, "result") != "db win in 23" || arg(t, last, "score") != "99.77" {
		t.Errorf("from the database: %q", last)
	}
	p, _ := checkers.ParseFEN("B:WK32:BK14,K18")
	m, err := ParseMove(&p, arg(t, done, "move"))
	if err != nil {
		t.Fatal(err)
	}
	q := p.Play(m)
	if v, ok := db.Probe(&q); !ok || v.Result != egdb.Loss || v.Plies != 22 {
		t.Errorf("%q leads to %v for White, want a loss in 22", done, v)
	}
	d.quit()
}
