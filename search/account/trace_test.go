package account

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
)

// sampleTrace is a small run of three threads: thread 0 splits and
// thread 1 and 2 help, with an interruption and an idle stretch on each.
func sampleTrace(sim bool) Trace {
	return Trace{
		Title:     `pvsplit P=3 on "test 1"`,
		Simulated: sim,
		Names:     []string{"searcher 0", "", "searcher 2"},
		Spans: []Span{
			{Thread: 0, Start: 0, End: 1500, State: Working, Label: "11-15"},
			{Thread: 0, Start: 1500, End: 2001, State: Waiting},
			{Thread: 0, Start: 2001, End: 3000, State: Working, Label: "11-15 23-19"},
			{Thread: 1, Start: 0, End: 10, State: Starved},
			{Thread: 1, Start: 10, End: 2500, State: Helping, Label: "9-14 ×\t\"q\"\\"},
			{Thread: 1, Start: 2500, End: 3000, State: Interrupted, Label: "bad \xff utf8"},
			{Thread: 2, Start: 0, End: 7, State: Locked},
			{Thread: 2, Start: 7, End: 9, State: Stealing},
			{Thread: 2, Start: 9, End: 3000, State: Helping, Label: "\x01"},
		},
		Flows: []Flow{
			{ID: 1, Name: "split", From: 0, To: 1, Start: 5, End: 10},
			{ID: 2, Name: "steal", From: 0, To: 2, Start: 8, End: 9},
		},
		Marks: []Mark{{T: 0, Label: "d1"}, {T: 2001, Label: "d3"}},
		Other: []Field{{"algorithm", "pvsplit"}, {"costs", DefaultCosts.String()}},
	}
}

type chromeFile struct {
	TraceEvents     []map[string]any `json:"traceEvents"`
	DisplayTimeUnit string           `json:"displayTimeUnit"`
	OtherData       map[string]any   `json:"otherData"`
}

func writeTrace(t *testing.T, tr Trace) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := WriteChromeTrace(&b, tr); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestChromeTraceParses(t *testing.T) {
	for _, sim := range []bool{true, false} {
		tr := sampleTrace(sim)
		out := writeTrace(t, tr)
		var f chromeFile
		if err := json.Unmarshal(out, &f); err != nil {
			t.Fatalf("sim=%v: not JSON: %v\n%s", sim, err, out)
		}
		if f.DisplayTimeUnit != "ms" {
			t.Errorf("displayTimeUnit %q", f.DisplayTimeUnit)
		}
		count := map[string]int{}
		threadNames := map[float64]string{}
		for i, ev := range f.TraceEvents {
			for _, k := range []string{"name", "ph", "ts", "pid", "tid"} {
				if _, ok := ev[k]; !ok {
					t.Fatalf("sim=%v: event %d has no %q: %v", sim, i, k, ev)
				}
			}
			ph := ev["ph"].(string)
			count[ph]++
			switch ph {
			case "M":
				if ev["name"] == "thread_name" {
					threadNames[ev["tid"].(float64)] = ev["args"].(map[string]any)["name"].(string)
				}
			case "X":
				if _, ok := ev["dur"].(float64); !ok {
					t.Errorf("complete event without dur: %v", ev)
				}
			case "f":
				if ev["bp"] != "e" {
					t.Errorf("flow end without bp e: %v", ev)
				}
			case "i":
				if ev["s"] != "g" {
					t.Errorf("instant not global: %v", ev)
				}
			}
		}
		want := map[string]int{"M": 1 + 2*3, "X": len(tr.Spans), "s": 2, "f": 2, "i": 2}
		for ph, n := range want {
			if count[ph] != n {
				t.Errorf("sim=%v: %d %q events, want %d", sim, count[ph], ph, n)
			}
		}
		if threadNames[0] != "searcher 0" || threadNames[1] != "thread 1" || threadNames[2] != "searcher 2" {
			t.Errorf("thread names %v", threadNames)
		}
		// The labels survive the escaping.
		var labels []string
		for _, ev := range f.TraceEvents {
			if a, ok := ev["args"].(map[string]any); ok && ev["ph"] == "X" {
				labels = append(labels, a["label"].(string))
			}
		}
		wantLabels := []string{"11-15", "11-15 23-19", "9-14 ×\t\"q\"\\", "bad \ufffd utf8", "\x01"}
		if strings.Join(labels, "|") != strings.Join(wantLabels, "|") {
			t.Errorf("labels %q, want %q", labels, wantLabels)
		}
		if f.OtherData["title"] != tr.Title || f.OtherData["algorithm"] != "pvsplit" || f.OtherData["threads"] != 3.0 {
			t.Errorf("otherData %v", f.OtherData)
		}
	}
}

func TestChromeTraceTimes(t *testing.T) {
	sim := string(writeTrace(t, sampleTrace(true)))
	if !strings.Contains(sim, `{"name":"waiting","ph":"X","ts":1500,"pid":1,"tid":0,"dur":501,"cat":"idle"`) {
		t.Errorf("simulated units are not written as µs:\n%s", sim)
	}
	if !strings.Contains(sim, "1 virtual unit") {
		t.Error("otherData does not say what a unit is")
	}
	real := string(writeTrace(t, sampleTrace(false)))
	if !strings.Contains(real, `{"name":"waiting","ph":"X","ts":1.500,"pid":1,"tid":0,"dur":0.501,"cat":"idle"`) {
		t.Errorf("nanoseconds are not written as µs with three decimals:\n%s", real)
	}
	tr := Trace{Spans: []Span{{Thread: 0, Start: 1234567891, End: 1234567891 + 1000000, State: Working}}}
	got := string(writeTrace(t, tr))
	if !strings.Contains(got, `"ts":1234567.891,`) || !strings.Contains(got, `"dur":1000.000,`) {
		t.Errorf("large times:\n%s", got)
	}
}

func TestChromeTraceDeterministic(t *testing.T) {
	a := writeTrace(t, sampleTrace(false))
	b := writeTrace(t, sampleTrace(false))
	if !bytes.Equal(a, b) {
		t.Fatal("two writes of the same trace differ")
	}
}

func TestChromeTraceEmpty(t *testing.T) {
	var f chromeFile
	if err := json.Unmarshal(writeTrace(t, Trace{}), &f); err != nil {
		t.Fatal(err)
	}
	if len(f.TraceEvents) != 1 {
		t.Errorf("an empty trace has %d events, want the process name only", len(f.TraceEvents))
	}
}

// failWriter fails once n bytes have been written.
type failWriter struct{ n int }

var errDiskFull = errors.New("disk full")

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errDiskFull
	}
	w.n -= len(p)
	return len(p), nil
}

func TestChromeTraceWriteError(t *testing.T) {
	big := Trace{Simulated: true}
	for i := range 20000 {
		big.Spans = append(big.Spans, Span{Thread: i % 4, Start: Time(i), End: Time(i + 1), State: Working, Label: "11-15"})
	}
	for _, n := range []int{0, 100, 70000, 500000} {
		err := WriteChromeTrace(&failWriter{n: n}, big)
		if !errors.Is(err, errDiskFull) {
			t.Errorf("failing after %d bytes: err %v", n, err)
		}
	}
}

func TestCheckTiling(t *testing.T) {
	good := sampleTrace(true).Spans
	if err := CheckTiling(good, 3, 3000); err != nil {
		t.Fatalf("a tiling is rejected: %v", err)
	}
	// Order across threads and within a thread does not matter; empty
	// spans are allowed.
	shuffled := append([]Span{{Thread: 1, Start: 10, End: 10, State: Waiting}}, good...)
	shuffled[1], shuffled[8] = shuffled[8], shuffled[1]
	if err := CheckTiling(shuffled, 3, 3000); err != nil {
		t.Fatalf("a shuffled tiling is rejected: %v", err)
	}
	if err := CheckTilingFrom([]Span{{Thread: 0, Start: 5, End: 9}}, 1, 5, 9); err != nil {
		t.Fatalf("a tiling of [5,9] is rejected: %v", err)
	}
	edit := func(f func([]Span) []Span) []Span {
		return f(append([]Span(nil), good...))
	}
	bad := []struct {
		name    string
		spans   []Span
		threads int
		end     Time
		want    string
	}{
		{"gap", edit(func(s []Span) []Span { s[1].Start = 1600; return s }), 3, 3000, "thread 0: gap [1500,1600)"},
		{"gap at start", edit(func(s []Span) []Span { s[3].Start = 1; return s }), 3, 3000, "thread 1: gap [0,1)"},
		{"overlap", edit(func(s []Span) []Span { s[1].End = 2100; return s }), 3, 3000, "thread 0: working [2001,3000) overlaps"},
		{"short", edit(func(s []Span) []Span { return s[:len(s)-1] }), 3, 3000, "thread 2: stops at 9"},
		{"past the end", good, 3, 2999, "runs past the end"},
		{"missing thread", good, 4, 3000, "thread 3: no spans"},
		{"unknown thread", append(edit(func(s []Span) []Span { return s }), Span{Thread: 7, Start: 0, End: 1}), 3, 3000, "thread 7 is not one of the 3"},
		{"backwards", edit(func(s []Span) []Span { s[0].End = -1; return s }), 3, 3000, "ends at -1 before it starts"},
	}
	for _, c := range bad {
		err := CheckTiling(c.spans, c.threads, c.end)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want %q", c.name, err, c.want)
		}
	}
	// Many problems are cut short.
	var many []Span
	for i := range 50 {
		many = append(many, Span{Thread: i, Start: 1, End: 2})
	}
	if err := CheckTiling(many, 50, 2); err == nil || strings.Count(err.Error(), "\n") != 9 {
		t.Errorf("fifty gaps: %v", err)
	}
}

func TestTotals(t *testing.T) {
	got := Totals(sampleTrace(true).Spans, 4)
	if len(got) != 4 {
		t.Fatalf("%d rows", len(got))
	}
	want := [][NumStates]Time{
		{Working: 2499, Waiting: 501},
		{Starved: 10, Helping: 2490, Interrupted: 500},
		{Locked: 7, Stealing: 2, Helping: 2991},
		{},
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("thread %d: %v, want %v", i, got[i], want[i])
		}
		var sum Time
		for _, v := range got[i] {
			sum += v
		}
		if i < 3 && sum != 3000 {
			t.Errorf("thread %d: %d in all, want 3000", i, sum)
		}
	}
	if n := len(Totals(nil, 0)); n != 0 {
		t.Errorf("no threads: %d rows", n)
	}
}

func BenchmarkWriteChromeTrace(b *testing.B) {
	tr := Trace{Simulated: false, Threads: 16}
	for i := range 1 << 16 {
		tr.Spans = append(tr.Spans, Span{Thread: i % 16, Start: Time(i) * 1000, End: Time(i+1) * 1000, State: State(i % int(NumStates)), Label: "11-15 23-19 8-11"})
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteChromeTrace(io.Discard, tr); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(tr.Spans)), "ns/span")
}

func TestTraceFileName(t *testing.T) {
	for _, c := range []struct {
		parts []string
		want  string
	}{
		{[]string{"pvfsplit-lb", "16", "sim", "g5"}, "pvfsplit-lb-16-sim-g5.json"},
		{[]string{"pvfsplit-lb,quorum=0.5", "16", "g5 ply 3"}, "pvfsplit-lb_quorum_0.5-16-g5_ply_3.json"},
		{[]string{"pvsplit ×16", "../x"}, "pvsplit__16-.._x.json"},
	} {
		if got := TraceFileName(c.parts...); got != c.want {
			t.Errorf("TraceFileName(%q) = %q, want %q", c.parts, got, c.want)
		}
	}
}
