package chess

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/board"
)

func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestFENRoundTrip(t *testing.T) {
	for _, c := range knownPerft {
		p := mustFEN(t, c.fen)
		if got := p.FEN(); got != c.fen {
			t.Errorf("FEN(%q) = %q", c.fen, got)
		}
	}
	// The en-passant square is kept only when a pawn can take there.
	p := mustFEN(t, StartFEN)
	e4, _ := p.ParseMove("e4")
	if q := p.Play(e4); q.FEN() != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" {
		t.Errorf("after e4: %s", q.FEN())
	}
	q := mustFEN(t, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3")
	if q.EnPassant().String() != "e3" || !strings.Contains(q.FEN(), " e3 ") {
		t.Errorf("en passant lost: %s", q.FEN())
	}
	if r := mustFEN(t, "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"); r.FEN() != "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" {
		t.Errorf("an en-passant square nobody can use is kept: %s", r.FEN())
	}
}

func TestFENErrors(t *testing.T) {
	for _, c := range []struct{ fen, field, msg string }{
		{"", "position", "0 fields"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq -", "board", "7 ranks"},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "board", "'9'"},
		{"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "board", "rank 6 has 7 squares"},
		{"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "board", "not a piece letter"},
		{"rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "board", "0 black kings"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w KQkq -", "board", "pawn on the first or last rank"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -", "side to move", `"x"`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx -", "castling", "'x'"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq -", "castling", "rook on h1"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9", "en passant", "not a square"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6", "en passant", "just advanced"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock", `"x"`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number", `"0"`},
		{"4k3/8/8/8/8/8/8/4R1K1 w - -", "board", "(black) is in check"},
	} {
		_, err := ParseFEN(c.fen)
		var fe *FENError
		if !errors.As(err, &fe) || fe.Field != c.field || !strings.Contains(fe.Msg, c.msg) {
			t.Errorf("ParseFEN(%q) = %v, want a %s error saying %q", c.fen, err, c.field, c.msg)
		}
	}
}

func TestSAN(t *testing.T) {
	for _, c := range []struct{ fen, uci, san string }{
		{StartFEN, "g1f3", "Nf3"},
		{StartFEN, "e2e4", "e4"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "a8d8", "Rd8"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", "Rxa8+"},
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1"},
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "h1d1", "Rhd1"},
		{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8+"},
		{"6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8#"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "b8=Q+"},
		{"2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8n", "bxc8=N"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6"},
		// Three queens reaching one square: the full square is needed.
		{"7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "a4b3", "Qa4b3"},
		{"7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "c4b3", "Qcb3"},
		{"7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "a2b3", "Q2b3"},
	} {
		p := mustFEN(t, c.fen)
		m, err := p.ParseUCI(c.uci)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s %s: SAN %q, want %q", c.fen, c.uci, got, c.san)
		}
		if back, err := p.ParseSAN(c.san); err != nil || back != m {
			t.Errorf("%s: ParseSAN(%q) = %v, %v, want %v", c.fen, c.san, back, err, m)
		}
		if m.String() != c.uci {
			t.Errorf("%v writes as %q", m, m.String())
		}
	}
}

func TestSANTolerant(t *testing.T) {
	for _, c := range []struct{ fen, text, uci string }{
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8Q", "b7b8q"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=q", "b7b8q"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8r", "b7b8r"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0+", "e1c1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1g1"},
		{StartFEN, "Ng1f3", "g1f3"},
		{StartFEN, "Ng1-f3!", "g1f3"},
		{StartFEN, "e2-e4", "e2e4"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "ed6", "e5d6"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Rxa8", "a1a8"},
	} {
		p := mustFEN(t, c.fen)
		m, err := p.ParseMove(c.text)
		if err != nil || m.String() != c.uci {
			t.Errorf("%s: ParseMove(%q) = %v, %v, want %s", c.fen, c.text, m, err, c.uci)
		}
	}
	for _, c := range []struct{ fen, text, msg string }{
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1", "ambiguous"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8", "must promote"},
		{StartFEN, "e5", "not a legal move"},
		{StartFEN, "O-O", "castling is not legal"},
		{StartFEN, "", "empty"},
		{StartFEN, "Nz3", "not a destination"},
	} {
		p := mustFEN(t, c.fen)
		_, err := p.ParseMove(c.text)
		var me *MoveError
		if !errors.As(err, &me) || !strings.Contains(me.Msg, c.msg) {
			t.Errorf("%s: ParseMove(%q) = %v, want an error saying %q", c.fen, c.text, err, c.msg)
		}
	}
}

// TestEPDSuites reads the shared Bratko-Kopec and Kaufman files: every
// record parses, has an id and a best move or a move to avoid, legal in
// its position, and writes back as a record that reads the same.
func TestEPDSuites(t *testing.T) {
	for name, want := range map[string]int{"bratko-kopec.epd": 24, "kaufman.epd": 25} {
		path := filepath.Join("..", "..", "..", "shared", "data", name)
		f, err := os.Open(path)
		if err != nil {
			t.Skipf("shared suites not available: %v", err)
		}
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || line[0] == '#' {
				continue
			}
			e, err := ParseEPD(line)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			bm, _ := e.BestMoves()
			am, _ := e.AvoidMoves()
			if e.ID() == "" || len(bm)+len(am) == 0 {
				t.Errorf("%s: %q: id %q, bm %v, am %v", name, line, e.ID(), bm, am)
			}
			again, err := ParseEPD(e.String())
			if err != nil || again.String() != e.String() || again.Pos != e.Pos {
				t.Errorf("%s: %q writes as %q, which reads back as %q, %v", name, line, e.String(), again.String(), err)
			}
			n++
		}
		f.Close()
		if n != want {
			t.Errorf("%s: %d records, want %d", name, n, want)
		}
	}
	e, err := ParseEPD(`1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";`)
	if err != nil {
		t.Fatal(err)
	}
	if bm, _ := e.BestMoves(); len(bm) != 1 || bm[0].String() != "d6d1" || e.ID() != "BK.01" {
		t.Errorf("BK.01: bm %v, id %q", bm, e.ID())
	}
	for _, c := range []struct{ text, field string }{
		{`1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd7;`, "operation bm"},
		{`1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - id "BK.01;`, "operation id"},
		{`1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 5x;`, "operation"},
		{`1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b -`, "position"},
	} {
		_, err := ParseEPD(c.text)
		var fe *FENError
		if !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("ParseEPD(%q) = %v, want an error in %s", c.text, err, c.field)
		}
	}
}

func TestOutcome(t *testing.T) {
	r := Rules{}
	for _, c := range []struct {
		fen   string
		score int
		over  bool
	}{
		{StartFEN, 0, false},
		{"6k1/5ppp/8/8/8/8/8/R3K3 b - - 0 1", 0, false},
		{"R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1", board.Loss, true},    // mate
		{"7k/5Q2/8/8/8/8/8/4K3 b - - 0 1", board.Draw, true},       // stalemate
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", board.Draw, true},        // bare kings
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", board.Draw, true},      // king and bishop
		{"4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", 0, false},             // two minors can mate
		{"4k3/8/8/8/8/8/8/R3K3 w - - 100 80", board.Draw, true},    // fifty moves
		{"R5k1/5ppp/8/8/8/8/8/4K3 b - - 100 80", board.Loss, true}, // mate first
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 99 80", 0, false},            // not yet
	} {
		p := mustFEN(t, c.fen)
		score, over := r.Outcome(&p)
		if score != c.score || over != c.over {
			t.Errorf("%s: Outcome %d, %v, want %d, %v", c.fen, score, over, c.score, c.over)
		}
		if moves := r.Moves(&p, nil); (len(moves) == 0) != over {
			t.Errorf("%s: %d moves but over %v", c.fen, len(moves), over)
		}
	}
}
