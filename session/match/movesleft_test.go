package match

import (
	"testing"
	"time"

	"frontier/search"
	"frontier/search/games"
)

// TestClockSharedOverMovesLeft: on an Othello clock the side's move gets
// its share of the moves it has left (half the empties), not of the
// clock's horizon, so the clock is spent by the end of the game; a game
// whose rules do not bound its length keeps the horizon.
func TestClockSharedOverMovesLeft(t *testing.T) {
	tc := TimeControl{Base: 10 * time.Second}
	horizon := tc.MoveBudget(tc.Base)
	g, _ := games.GameByName("othello")
	ffo, err := g.NamedSuite("ffo")
	if err != nil {
		t.Fatal(err)
	}
	for _, sp := range ffo[:3] {
		l, err := NewLive(sp.Pos, tc, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		n := sp.Pos.MovesLeft()
		want := search.ClockLimits(search.Clock{Left: tc.Base, MovesToGo: n, Overhead: MoveOverhead})
		got := l.Budget()
		if got.Time != want.Time || got.MaxTime != want.MaxTime {
			t.Errorf("%s, %d moves left: budget %v up to %v, want %v up to %v", sp.ID, n, got.Time, got.MaxTime, want.Time, want.MaxTime)
		}
		if got.Time <= horizon.Time {
			t.Errorf("%s, %d moves left: budget %v, no more than the horizon's %v", sp.ID, n, got.Time, horizon.Time)
		}
	}
	ck, _ := games.GameByName("checkers")
	l, err := NewLive(ck.Start(), tc, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Budget(); got != horizon {
		t.Errorf("checkers: budget %+v, want the horizon's %+v", got, horizon)
	}
}
