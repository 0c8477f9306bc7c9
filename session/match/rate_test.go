package match

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// Against one opponent the rating is the opponent's plus the match's
// Elo difference, and the interval is close to the match's.
func TestRateOneOpponent(t *testing.T) {
	s := Score{Wins: 57, Draws: 62, Losses: 26}
	r, err := Rate([]Rated{{Opponent: 1500, Score: s}})
	if err != nil {
		t.Fatal(err)
	}
	e := s.Elo()
	if math.Abs(r.Elo-1500-e.Diff) > 0.01 || math.Abs(r.Low-1500-e.Low) > 3 || math.Abs(r.High-1500-e.High) > 3 || r.Games != 145 {
		t.Errorf("rating %+v; the match says %+v", r, e)
	}
}

// Two settings of a reference: the rating lies between them where the
// scores say so, and more games narrow the interval.
func TestRateTwoOpponents(t *testing.T) {
	scores := []Rated{
		{Opponent: 1800, Score: Score{Wins: 39, Draws: 2, Losses: 7}},
		{Opponent: 2000, Score: Score{Wins: 10, Draws: 6, Losses: 32}},
	}
	r, err := Rate(scores)
	if err != nil {
		t.Fatal(err)
	}
	if r.Elo < 1900 || r.Elo > 1980 || r.Low >= r.Elo || r.High <= r.Elo || r.Games != 96 {
		t.Errorf("rating %+v", r)
	}
	// At r the model expects exactly the points scored.
	exp := 48*expect(r.Elo, 1800) + 48*expect(r.Elo, 2000)
	if math.Abs(exp-(40+13)) > 1e-6 {
		t.Errorf("expected %v points at %v, scored 53", exp, r.Elo)
	}
	for i := range scores {
		scores[i].Score = Score{Wins: 4 * scores[i].Score.Wins, Draws: 4 * scores[i].Score.Draws, Losses: 4 * scores[i].Score.Losses}
	}
	r4, _ := Rate(scores)
	if math.Abs(r4.Elo-r.Elo) > 0.01 || math.Abs((r4.High-r4.Low)*2-(r.High-r.Low)) > 0.5 {
		t.Errorf("four times the games: %+v against %+v", r4, r)
	}
	if _, err := Rate([]Rated{{Opponent: 2000, Score: Score{Wins: 5}}}); !errors.Is(err, ErrNoFiniteRating) {
		t.Errorf("all won: %v", err)
	}
	if _, err := Rate(nil); err == nil {
		t.Error("no games: no error")
	}
}

// Ratings rates the player who met the rated ones, over all their
// games, from either side of a pairing, and refuses names nobody met.
func TestTallyRatings(t *testing.T) {
	game := func(white, black, result string) string {
		return "[PlyCount \"0\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n\n" + result + "\n\n"
	}
	text := game("us", "sf-1800", "1-0") + game("sf-1800", "us", "1/2-1/2") + game("sf-2000", "us", "1-0") + game("us", "sf-2000", "1-0")
	tl := &Tally{}
	if err := tl.Read(strings.NewReader(text), "t.pgn"); err != nil {
		t.Fatal(err)
	}
	rs, err := tl.Ratings(map[string]float64{"sf-1800": 1800, "sf-2000": 2000})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Rate([]Rated{{1800, Score{Wins: 1, Draws: 1}}, {2000, Score{Wins: 1, Losses: 1}}})
	if len(rs) != 1 || rs[0].Player != "us" || rs[0].Err != nil || rs[0].Rating != want || len(rs[0].Scores) != 2 ||
		rs[0].Scores[1] != (NamedScore{"sf-2000", Score{Wins: 1, Losses: 1}}) {
		t.Errorf("ratings %+v, want us at %+v", rs, want)
	}
	if _, err := tl.Ratings(map[string]float64{"stockfish": 2000}); err == nil || !strings.Contains(err.Error(), "us, sf-1800, sf-2000") {
		t.Errorf("an unknown name: %v", err)
	}
}
