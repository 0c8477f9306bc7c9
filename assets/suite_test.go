package assets

import (
	"fmt"
	"strings"
	"testing"

	"frontier/board/checkers"
)

// thesisPosition is Appendix B and Table C.1 of the thesis, transcribed
// by hand, independently of the generator that parses them, so that the
// two transcriptions check each other. Pieces is Appendix B's count (see
// the g30 errata for Table C.1's).
type thesisPosition struct {
	game      int
	side      checkers.Color
	move      string
	pieces    int
	rootMoves int
	black     string
	depth     int
	score     int
	nodes     int64
	seconds   float64
}

var appendixB = []thesisPosition{
	{1, checkers.Black, "11-15", 18, 7, "Chinook", 17, -14, 4147002, 594},
	{5, checkers.Black, "6-10", 20, 8, "Tinsley", 17, -16, 1721679, 231},
	{7, checkers.White, "28-24", 20, 10, "Tinsley", 15, 1, 1697552, 249},
	{8, checkers.Black, "12-16", 20, 9, "Chinook", 17, 13, 2990826, 417},
	{9, checkers.Black, "16-20", 20, 6, "Chinook", 19, 6, 1358169, 188},
	{13, checkers.Black, "14-17", 18, 11, "Chinook", 15, -4, 3056458, 431},
	{14, checkers.White, "22-18", 18, 11, "Tinsley", 15, 7, 3224856, 462},
	{15, checkers.Black, "9-13", 18, 9, "Tinsley", 17, -9, 2768981, 379},
	{17, checkers.Black, "1-6", 14, 8, "Chinook", 17, -5, 3635672, 487},
	{19, checkers.White, "21-17", 14, 7, "Tinsley", 15, 10, 1771596, 250},
	{22, checkers.Black, "5-9", 18, 7, "Tinsley", 19, 13, 1776809, 246},
	{23, checkers.Black, "1-5", 20, 9, "Tinsley", 17, 3, 2148151, 300},
	{27, checkers.White, "21-17", 16, 8, "Tinsley", 15, 8, 1440079, 204},
	{29, checkers.Black, "5-9", 18, 10, "Chinook", 17, 2, 3567708, 508},
	{30, checkers.White, "22-18", 16, 10, "Tinsley", 17, -9, 3276323, 447},
	{31, checkers.Black, "3-7", 18, 12, "Tinsley", 17, -12, 3610286, 489},
	{33, checkers.Black, "11-15", 18, 11, "Chinook", 15, -2, 1807880, 253},
	{36, checkers.Black, "10-14", 18, 9, "Chinook", 19, 8, 3331558, 511},
	{37, checkers.Black, "7-11", 18, 8, "Chinook", 17, -8, 1689039, 231},
	{38, checkers.White, "23-19", 24, 8, "Tinsley", 17, 4, 5010806, 717},
}

func loadTC(t *testing.T) *Suite {
	t.Helper()
	s, err := LoadSuite(TinsleyChinook1992)
	if err != nil {
		t.Fatalf("LoadSuite: %v", err)
	}
	return s
}

func TestSuiteNames(t *testing.T) {
	names := SuiteNames()
	if len(names) != 1 || names[0] != "tinsley-chinook-1992" {
		t.Fatalf("SuiteNames() = %v", names)
	}
	_, err := LoadSuite("no-such-suite")
	if err == nil || !strings.Contains(err.Error(), `"no-such-suite"`) || !strings.Contains(err.Error(), "tinsley-chinook-1992") {
		t.Errorf("LoadSuite of an unknown name: %v; want an error naming it and the known suites", err)
	}
}

func TestSuiteGamesReplay(t *testing.T) {
	s := loadTC(t)
	var want []string
	for n := 1; n <= 39; n++ {
		if n != 12 { // game 12 of the match is lost
			want = append(want, fmt.Sprintf("game%d", n))
		}
	}
	if got := s.GameIDs(); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("game IDs = %v, want %v", got, want)
	}
	for _, g := range s.Games {
		if g.PDN.Start != checkers.Start() {
			t.Errorf("%s does not start from the initial position", g.ID)
		}
		// Replay independently of the reader: every move must be one of
		// the legal moves of its position.
		p := g.PDN.Start
		for i, m := range g.PDN.Moves {
			legal := false
			for _, l := range p.LegalMoves() {
				legal = legal || l == m
			}
			if !legal {
				t.Fatalf("%s ply %d: %s is not legal in %s", g.ID, i, m, p.FEN())
			}
			p = p.Play(m)
		}
		if len(g.PDN.Moves) < 10 || g.PDN.Result == checkers.ResultUnknown || g.Number != mustAtoi(t, strings.TrimPrefix(g.ID, "game")) {
			t.Errorf("%s: %d moves, result %q, number %d", g.ID, len(g.PDN.Moves), g.PDN.Result, g.Number)
		}
		if g.PDN.Black() == "" || g.PDN.White() == "" || !strings.Contains(g.PDN.Event(), "London 1992") {
			t.Errorf("%s: tags %v", g.ID, g.PDN.Tags)
		}
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return n
}

func TestSuitePositionsAgreeWithThesis(t *testing.T) {
	s := loadTC(t)
	if len(s.Positions) != len(appendixB) {
		t.Fatalf("%d positions, want %d", len(s.Positions), len(appendixB))
	}
	for i, want := range appendixB {
		tp := s.Positions[i]
		id := fmt.Sprintf("g%d", want.game)
		if tp.ID != id || tp.Game != want.game {
			t.Errorf("position %d is %s (game %d), want %s", i, tp.ID, tp.Game, id)
			continue
		}
		p := tp.Position
		if fen, err := checkers.ParseFEN(tp.FEN); err != nil || fen != p {
			t.Errorf("%s: FEN %q does not give the position: %v", id, tp.FEN, err)
		}
		if tp.Side != want.side || p.SideToMove() != want.side {
			t.Errorf("%s: side %v, thesis %v", id, tp.Side, want.side)
		}
		if tp.Pieces != want.pieces || p.Pieces() != want.pieces {
			t.Errorf("%s: %d pieces (position %d), thesis %d", id, tp.Pieces, p.Pieces(), want.pieces)
		}
		if n := len(p.LegalMoves()); tp.RootMoves != want.rootMoves || n != want.rootMoves {
			t.Errorf("%s: %d root moves (position %d), thesis %d", id, tp.RootMoves, n, want.rootMoves)
		}
		m, err := p.ParseMove(want.move)
		if err != nil || tp.MatchMove != want.move || tp.Match != m {
			t.Errorf("%s: match move %q (%v), thesis %s: %v", id, tp.MatchMove, tp.Match, want.move, err)
		}
		if tp.BlackPlayer != want.black {
			t.Errorf("%s: Black %q, thesis %q", id, tp.BlackPlayer, want.black)
		}
		c := tp.Chinook
		if c.Depth != want.depth || c.Score != want.score || c.Nodes != want.nodes || c.Seconds != want.seconds || c.NPS == 0 {
			t.Errorf("%s: Chinook figures %+v, thesis depth %d score %d nodes %d time %v", id, c, want.depth, want.score, want.nodes, want.seconds)
		}
	}
	// The thesis's own slips are recorded, not hidden.
	g30, _ := s.Position("g30")
	if len(g30.Errata) != 1 || !strings.Contains(g30.Errata[0], "18 pieces") {
		t.Errorf("g30 errata = %q; want Table C.1's 18 pieces noted", g30.Errata)
	}
}

func TestSuitePositionsAriseInTheirGames(t *testing.T) {
	s := loadTC(t)
	for _, tp := range s.Positions {
		g, err := s.Game(fmt.Sprintf("game%d", tp.Game))
		if err != nil {
			t.Fatal(err)
		}
		if tp.GamePly < 0 {
			t.Errorf("%s does not arise in %s", tp.ID, g.ID)
			continue
		}
		if got := g.PDN.Positions()[tp.GamePly]; got != tp.Position {
			t.Errorf("%s: ply %d of %s is %s, not the test position", tp.ID, tp.GamePly, g.ID, got.FEN())
		}
		if g.PDN.Moves[tp.GamePly] != tp.Match {
			t.Errorf("%s: %s plays %s at ply %d, not the match move %s", tp.ID, g.ID, g.PDN.Moves[tp.GamePly], tp.GamePly, tp.MatchMove)
		}
		if g.TestPosition != tp.ID || g.TestPly != tp.GamePly {
			t.Errorf("%s links to %q at ply %d, want %s at %d", g.ID, g.TestPosition, g.TestPly, tp.ID, tp.GamePly)
		}
	}
	if g, _ := s.Game("game2"); g.TestPosition != "" || g.TestPly != -1 {
		t.Errorf("game2 has no test position, got %q at %d", g.TestPosition, g.TestPly)
	}
}

func TestSuiteLookupErrors(t *testing.T) {
	s := loadTC(t)
	if _, err := s.Position("g2"); err == nil || !strings.Contains(err.Error(), "g1 g5") {
		t.Errorf("Position(g2) = %v; want an error listing the positions", err)
	}
	if _, err := s.Game("game12"); err == nil || !strings.Contains(err.Error(), "game11 game13") {
		t.Errorf("Game(game12) = %v; want an error listing the games", err)
	}
	if p, err := s.Position("g38"); err != nil || p.Game != 38 {
		t.Errorf("Position(g38) = %v, %v", p, err)
	}
}

func TestLoadSuiteReturnsACopy(t *testing.T) {
	a := loadTC(t)
	a.Positions[0].ID = "changed"
	a.Games[0].PDN.Moves = nil
	b := loadTC(t)
	if b.Positions[0].ID != "g1" || len(b.Games[0].PDN.Moves) == 0 {
		t.Errorf("changes to one loaded suite leak into the next")
	}
}
