package tui

import (
	"slices"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"frontier/session"
)

// msgLoop stands in for Bubble Tea's event loop in a benchmark: it runs
// commands on goroutines and hands their messages back on a channel, as
// the program does; the caller is the loop and feeds them to the model.
type msgLoop struct {
	msgs chan tea.Msg
	stop chan struct{}
}

func newMsgLoop() *msgLoop {
	return &msgLoop{msgs: make(chan tea.Msg, 256), stop: make(chan struct{})}
}

func (l *msgLoop) run(c tea.Cmd) {
	if c == nil {
		return
	}
	go func() {
		msg := c()
		switch msg := msg.(type) {
		case tea.BatchMsg:
			for _, c := range msg {
				l.run(c)
			}
		case nil:
		default:
			select {
			case l.msgs <- msg:
			case <-l.stop:
			}
		}
	}()
}

// deliver gives m every message waiting, each followed by a redraw as
// the program does, and returns how many and how long they took.
func (l *msgLoop) deliver(m *Model) (n int, took time.Duration) {
	for {
		select {
		case msg := <-l.msgs:
			t0 := time.Now()
			_, c := m.Update(msg)
			_ = m.View()
			took += time.Since(t0)
			n++
			l.run(c)
		default:
			return n, took
		}
	}
}

// BenchmarkKeyLatencyDuringSimulation measures what a key costs the
// event loop (Update, then View, as Bubble Tea calls them) while the
// default analysis runs: 16 simulated PVFSplit searchers at the Fast
// speed, its 15 Hz samples and iterations flowing as in the program. A
// key pressed during a sample waits for it too, so the sample's cost is
// reported beside the key's: ms/key and ms/tick (medians), and
// p90-ms/key.
//
//	go test ./tui -run '^$' -bench KeyLatency -benchtime 200x
func BenchmarkKeyLatencyDuringSimulation(b *testing.B) {
	sess, err := session.New(session.Options{})
	if err != nil {
		b.Fatal(err)
	}
	p := colorprofile.TrueColor
	m := New(sess, Options{Profile: &p})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	l := newMsgLoop()
	defer func() { m.Shutdown(); close(l.stop) }()
	l.run(press(m, "r"))
	// Let the run get going: its first iterations and samples.
	for t0 := time.Now(); time.Since(t0) < time.Second; {
		l.deliver(m)
		time.Sleep(5 * time.Millisecond)
	}
	if m.sess.Run() == nil || m.sess.Run().State().Ended() {
		b.Fatal("the analysis is not running")
	}
	keys := []string{"tab", "tab", "tab", "tab", "tab", "tab", "tab"} // round the panes
	var lat, ticks []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if n, took := l.deliver(m); n > 0 {
			ticks = append(ticks, took/time.Duration(n))
		}
		time.Sleep(time.Second / 60) // keys come between samples
		b.StartTimer()
		t0 := time.Now()
		_, c := m.Update(keyMsg(keys[i%len(keys)]))
		_ = m.View()
		lat = append(lat, time.Since(t0))
		l.run(c)
	}
	b.StopTimer()
	if m.sess.Run().State().Ended() {
		b.Fatal("the analysis ended during the benchmark")
	}
	ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
	b.ReportMetric(ms(quantile(lat, 0.5)), "ms/key")
	b.ReportMetric(ms(quantile(lat, 0.9)), "p90-ms/key")
	if len(ticks) > 0 {
		b.ReportMetric(ms(quantile(ticks, 0.5)), "ms/msg")
	}
}

// quantile returns the q quantile of ds.
func quantile(ds []time.Duration, q float64) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, int(q*float64(len(s))))]
}
