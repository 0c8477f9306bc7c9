package format

import (
	"testing"

	"frontier/board"
	"frontier/search"
)

// TestScore: the workstation tells a database result from a win the
// search proved and from an evaluation.
func TestScore(t *testing.T) {
	for _, c := range []struct {
		v    int
		want string
	}{
		{12, "+12"},
		{search.Win - 7, "win7"},
		{board.DatabaseScore(true, 13), "dbwin13"},
		{board.DatabaseScore(false, 4), "dbloss4"},
		{board.Final(3), "end+3"},
	} {
		if got := Score(c.v); got != c.want {
			t.Errorf("Score(%d) = %q, want %q", c.v, got, c.want)
		}
	}
}

// TestGameScore: chess writes mates as players do, #3 for mate in three
// moves and #-2 for being mated in two, and a position where the game
// is over (a mate on the board) as mate or mated, not win0; the other
// games say won or lost there (issue 24).
func TestGameScore(t *testing.T) {
	for _, c := range []struct {
		game string
		v    int
		want string
	}{
		{"chess", search.Win - 5, "#3"},
		{"chess", search.Win - 1, "#1"},
		{"chess", -(search.Win - 4), "#-2"},
		{"chess", search.Win, "mate"},
		{"chess", -search.Win, "mated"},
		{"chess", 35, "+35"},
		{"checkers", search.Win - 7, "win7"},
		{"checkers", search.Win, "won"},
		{"othello", -search.Win, "lost"},
		{"checkers", board.DatabaseScore(true, 13), "dbwin13"},
	} {
		if got := GameScore(c.game, c.v); got != c.want {
			t.Errorf("%s: GameScore(%d) = %q, want %q", c.game, c.v, got, c.want)
		}
	}
}
