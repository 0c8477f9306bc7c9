package play

import (
	"testing"
	"time"

	"frontier/session"
)

// TestTimeText: clocks read as players write them, minutes and seconds
// of increment ("5+3"), not Go durations ("5m0s+3s").
func TestTimeText(t *testing.T) {
	for _, c := range []struct {
		tc   session.PlayTime
		want string
	}{
		{session.DefaultPlayTime, "5+3"},
		{session.PlayTime{Base: time.Minute, Increment: time.Second}, "1+1"},
		{session.PlayTime{Base: 30 * time.Second}, "0.5+0"},
		{session.PlayTime{PerMove: time.Second}, "1s/move"},
	} {
		if got := TimeText(c.tc); got != c.want {
			t.Errorf("%v: %q, want %q", c.tc, got, c.want)
		}
	}
}
