package account

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"unicode/utf8"
)

// Mark is an instant of a whole run worth pointing at, such as the start
// of an iteration of iterative deepening: the trace writes it as a global
// instant event, the timeline as a marker above the rows.
type Mark struct {
	T     Time
	Label string // "d7", ...
}

// Field is one entry of a trace's otherData, kept in the order given.
type Field struct {
	Key, Value string
}

// Trace is what WriteChromeTrace writes: the spans and flows of one run
// of the machine, the marks of its iterations, and what the run was.
type Trace struct {
	// Title names the run (position, algorithm, P); it goes to the
	// process name and to otherData.
	Title string
	// Simulated says that times are virtual units (written as 1 unit =
	// 1 µs); otherwise they are nanoseconds (written as ns/1000 µs).
	Simulated bool
	// Threads is the number of tracks; 0 takes the largest thread number
	// in Spans, Flows and Names.
	Threads int
	// Names names the threads' tracks; missing or empty names are
	// "thread i".
	Names []string
	Spans []Span
	Flows []Flow
	Marks []Mark
	// Other is written to otherData after the title and the time unit:
	// the algorithm, the costs, the machine's figures.
	Other []Field
}

// threads is the number of tracks to write.
func (tr *Trace) threads() int {
	n := max(tr.Threads, len(tr.Names))
	if tr.Threads > 0 {
		return n
	}
	for _, s := range tr.Spans {
		n = max(n, s.Thread+1)
	}
	for _, f := range tr.Flows {
		n = max(n, f.From+1, f.To+1)
	}
	return n
}

// traceCName gives each state one of the colour names chrome://tracing
// reserves (it rejects any other); Perfetto ignores them.
var traceCName = [NumStates]string{
	Working:     "thread_state_running",
	Helping:     "good",
	Interrupted: "thread_state_uninterruptible",
	Starved:     "terrible",
	Waiting:     "bad",
	Locked:      "thread_state_iowait",
	Stealing:    "thread_state_runnable",
}

// tracePID is the one process of a trace.
const tracePID = 1

// WriteChromeTrace writes tr in the Chrome Trace Event Format, the JSON
// object form that Perfetto UI (ui.perfetto.dev) and chrome://tracing
// open as they are:
//
//   - metadata events ("ph":"M"): the process's name, and per thread its
//     track's name and sort index (tid is the thread number);
//   - a complete event ("ph":"X") per span, named after the state, with
//     category "busy" or "idle" (State.Busy) and the label in args;
//   - a pair of flow events ("ph":"s" on the giving thread, "ph":"f" with
//     "bp":"e" on the receiving one) per flow, with the flow's ID;
//   - a global instant event ("ph":"i", "s":"g") per mark.
//
// Every event has ph, ts, pid and tid (metadata at ts 0). Times are in
// microseconds: a simulated unit is written as 1 µs, real nanoseconds as
// µs with three decimals, so that nothing is rounded and the output is a
// pure function of tr: the same trace gives the same bytes. Events come
// in the order of tr's slices; an error of w is returned.
func WriteChromeTrace(w io.Writer, tr Trace) error {
	tw := traceWriter{w: bufio.NewWriterSize(w, 64<<10), sim: tr.Simulated, buf: make([]byte, 0, 256)}
	n := tr.threads()

	tw.raw(`{"traceEvents":[`)
	// Metadata: the process, then each thread's name and place.
	tw.begin("process_name", "M", 0, 0)
	tw.raw(`,"args":{"name":`)
	title := tr.Title
	if title == "" {
		title = "frontier"
	}
	tw.str(title)
	tw.raw(`}}`)
	tw.end()
	for i := range n {
		name := ""
		if i < len(tr.Names) {
			name = tr.Names[i]
		}
		if name == "" {
			name = "thread " + strconv.Itoa(i)
		}
		tw.begin("thread_name", "M", 0, i)
		tw.raw(`,"args":{"name":`)
		tw.str(name)
		tw.raw(`}}`)
		tw.end()
		tw.begin("thread_sort_index", "M", 0, i)
		tw.raw(`,"args":{"sort_index":`)
		tw.int(int64(i))
		tw.raw(`}}`)
		tw.end()
	}
	for i := range tr.Spans {
		s := &tr.Spans[i]
		if tw.err != nil {
			break
		}
		tw.begin(s.State.String(), "X", s.Start, s.Thread)
		tw.raw(`,"dur":`)
		tw.time(s.End - s.Start)
		if s.State.Busy() {
			tw.raw(`,"cat":"busy"`)
		} else {
			tw.raw(`,"cat":"idle"`)
		}
		if s.State < NumStates {
			tw.raw(`,"cname":"`)
			tw.raw(traceCName[s.State])
			tw.raw(`"`)
		}
		if s.Label != "" {
			tw.raw(`,"args":{"label":`)
			tw.str(s.Label)
			tw.raw(`}`)
		}
		tw.raw(`}`)
		tw.end()
	}
	for i := range tr.Flows {
		f := &tr.Flows[i]
		if tw.err != nil {
			break
		}
		name := f.Name
		if name == "" {
			name = "flow"
		}
		tw.begin(name, "s", f.Start, f.From)
		tw.raw(`,"cat":"flow","id":`)
		tw.buf = strconv.AppendUint(tw.buf, f.ID, 10)
		tw.raw(`}`)
		tw.end()
		tw.begin(name, "f", f.End, f.To)
		tw.raw(`,"cat":"flow","bp":"e","id":`)
		tw.buf = strconv.AppendUint(tw.buf, f.ID, 10)
		tw.raw(`}`)
		tw.end()
	}
	for _, m := range tr.Marks {
		tw.begin(m.Label, "i", m.T, 0)
		tw.raw(`,"cat":"mark","s":"g"}`)
		tw.end()
	}

	tw.raw(`],"displayTimeUnit":"ms","otherData":{"title":`)
	tw.str(tr.Title)
	tw.raw(`,"time":`)
	if tr.Simulated {
		tw.str("simulated: 1 virtual unit (about one node searched) is written as 1 µs")
	} else {
		tw.str("real: nanoseconds of the wall clock, written as µs with three decimals")
	}
	tw.raw(`,"threads":`)
	tw.int(int64(n))
	for _, f := range tr.Other {
		tw.raw(`,`)
		tw.str(f.Key)
		tw.raw(`:`)
		tw.str(f.Value)
	}
	tw.raw("}}\n")
	tw.end()
	if tw.err != nil {
		return fmt.Errorf("writing the trace: %w", tw.err)
	}
	if err := tw.w.Flush(); err != nil {
		return fmt.Errorf("writing the trace: %w", err)
	}
	return nil
}

// traceWriter appends one event at a time to buf and hands it to the
// buffered writer, keeping the first error.
type traceWriter struct {
	w      *bufio.Writer
	sim    bool
	buf    []byte
	events int
	err    error
}

// begin opens an event: {"name":..,"ph":..,"ts":..,"pid":1,"tid":..
// preceded by a comma and a newline after the first event.
func (t *traceWriter) begin(name, ph string, ts Time, tid int) {
	if t.events > 0 {
		t.raw(",\n")
	} else {
		t.raw("\n")
	}
	t.events++
	t.raw(`{"name":`)
	t.str(name)
	t.raw(`,"ph":"`)
	t.raw(ph)
	t.raw(`","ts":`)
	t.time(ts)
	t.raw(`,"pid":`)
	t.int(tracePID)
	t.raw(`,"tid":`)
	t.int(int64(tid))
}

// end hands the buffered bytes to the writer.
func (t *traceWriter) end() {
	if t.err == nil {
		_, t.err = t.w.Write(t.buf)
	}
	t.buf = t.buf[:0]
}

func (t *traceWriter) raw(s string) { t.buf = append(t.buf, s...) }

func (t *traceWriter) int(v int64) { t.buf = strconv.AppendInt(t.buf, v, 10) }

// time writes a time in µs: units as they are, nanoseconds with exactly
// three decimals.
func (t *traceWriter) time(v Time) {
	if t.sim {
		t.int(int64(v))
		return
	}
	u := uint64(v)
	if v < 0 {
		t.buf = append(t.buf, '-')
		u = -u
	}
	t.buf = strconv.AppendUint(t.buf, u/1000, 10)
	f := u % 1000
	t.buf = append(t.buf, '.', byte('0'+f/100), byte('0'+f/10%10), byte('0'+f%10))
}

// str appends s as a JSON string; invalid UTF-8 becomes U+FFFD.
func (t *traceWriter) str(s string) { t.buf = appendJSONString(t.buf, s) }

const hexDigits = "0123456789abcdef"

func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\t':
				b = append(b, '\\', 't')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&15])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, `\ufffd`...)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// CheckTiling reports whether each of threads threads' spans tile [0,
// end]: sorted by start, the first starts at 0, each starts where the
// previous ended, and the last ends at end, with no span ending before it
// starts and none on a thread outside [0, threads). Empty spans are
// allowed. It names up to ten problems, and is meant for tests: the
// machine's accounts rest on the tiling.
func CheckTiling(spans []Span, threads int, end Time) error {
	return CheckTilingFrom(spans, threads, 0, end)
}

// CheckTilingFrom is CheckTiling for the window [start, end], for a
// machine whose threads begin to account at start.
func CheckTilingFrom(spans []Span, threads int, start, end Time) error {
	var errs []error
	report := func(format string, args ...any) bool {
		errs = append(errs, fmt.Errorf(format, args...))
		return len(errs) >= 10
	}
	per := make([][]Span, max(threads, 0))
	for i, s := range spans {
		switch {
		case s.Thread < 0 || s.Thread >= threads:
			if report("span %d: thread %d is not one of the %d threads", i, s.Thread, threads) {
				return errors.Join(errs...)
			}
			continue
		case s.End < s.Start:
			if report("span %d: thread %d %s ends at %d before it starts at %d", i, s.Thread, s.State, s.End, s.Start) {
				return errors.Join(errs...)
			}
			continue
		}
		per[s.Thread] = append(per[s.Thread], s)
	}
	for th, ss := range per {
		slices.SortStableFunc(ss, func(a, b Span) int {
			if a.Start != b.Start {
				return cmpTime(a.Start, b.Start)
			}
			return cmpTime(a.End, b.End)
		})
		at := start
		for _, s := range ss {
			stop := false
			switch {
			case s.Start > at:
				stop = report("thread %d: gap [%d,%d) before %s [%d,%d)", th, at, s.Start, s.State, s.Start, s.End)
			case s.Start < at:
				stop = report("thread %d: %s [%d,%d) overlaps what came before, up to %d", th, s.State, s.Start, s.End, at)
			}
			if stop {
				return errors.Join(errs...)
			}
			at = max(at, s.End)
		}
		if at != end {
			if len(ss) == 0 {
				if report("thread %d: no spans in [%d,%d]", th, start, end) {
					break
				}
				continue
			}
			word := "stops"
			if at > end {
				word = "runs past the end"
			}
			if report("thread %d: %s at %d, the end is %d", th, word, at, end) {
				break
			}
		}
	}
	return errors.Join(errs...)
}

func cmpTime(a, b Time) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Totals adds up the spans' time per thread and state, for threads
// threads; spans of other threads are left out. The machine's busy and
// idle counters must equal these sums.
func Totals(spans []Span, threads int) [][NumStates]Time {
	out := make([][NumStates]Time, max(threads, 0))
	for _, s := range spans {
		if s.Thread >= 0 && s.Thread < len(out) && s.State < NumStates {
			out[s.Thread][s.State] += s.End - s.Start
		}
	}
	return out
}
