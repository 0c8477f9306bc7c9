package account

import (
	"fmt"
	"strconv"
	"strings"
)

// Contention: what a machine with many cores charges that the thesis's
// machine did not. Measured on a 16-core server (docs/scaling.md), every
// parallel algorithm ran slower than a simulator with uncontended costs
// predicted, by 17% to 298% at 16 threads, for reasons the simulator
// models as documented costs:
//
//   - Crowding. A node costs more while many threads search at once: the
//     cores share the last-level cache, the memory bandwidth and the
//     power budget (clock speed), and the searchers of one search share
//     the table's and the history's cache lines. On that machine 16
//     sequential searches at once each ran at 0.70 of the speed of one
//     alone. Crowd prices a node and a probe, per mille of their
//     uncontended price, by the number of threads busy at that moment
//     (not blocked): an idle searcher asleep on a lock does not crowd.
//   - Wake-ups. Waking a thread blocked in a wait costs the thread that
//     wakes it (OpWake each: on the real machine a futex call and the Go
//     scheduler's bookkeeping), so a broadcast to 15 sleepers inside a
//     lock holds that lock 15 times as long as a signal to one.
//   - Queues. A mutex last held by another thread costs OpShared beside
//     OpLock (its cache line moves between cores), and OpQueue more for
//     each thread asleep on it (their attempts fight over that line). A
//     busy mutex passes from running thread to running thread, as Go's
//     does; a sleeper comes back OpHandoff after the unlock that woke it
//     (sim.go, simMutex).
//   - Shared lines. An algorithm that reads or writes state other
//     threads write (a list of split points scanned under a lock) spends
//     OpShared for each cache line it touches.
//   - Dozing. A thread blocked longer than OpDoze (a time, not a price)
//     has let its core and the Go scheduler's thread go to sleep; waking
//     it takes OpSleep on top of OpHandoff, which is the hot hand-off
//     between two threads that have just run.
//
// Each is zero in DefaultCosts. `frontier calibrate --threads P` measures
// them on the machine it runs on (search/experiment/contend.go).

// Knot is one measured point of a Crowd: with Threads threads busy a
// node costs PerMille thousandths of its uncontended price.
type Knot struct {
	Threads  int32
	PerMille int32
}

// MaxKnots is the most knots a Crowd holds.
const MaxKnots = 8

// Crowd is the crowding curve: the price of a node and a probe, per mille
// of their price with one thread busy, as a function of the number of
// busy threads. Between knots it is linear (from 1000 at one thread);
// beyond the last knot it stays at the last knot's value, a machine with
// more cores of the same kind. The zero Crowd is flat: no crowding.
type Crowd struct {
	n     uint8
	knots [MaxKnots]Knot
}

// NewCrowd makes a curve from knots with thread counts from 2 to 1024,
// strictly increasing, and factors from 1 to 100000 per mille.
func NewCrowd(knots ...Knot) (Crowd, error) {
	var c Crowd
	if len(knots) > MaxKnots {
		return c, fmt.Errorf("at most %d knots, got %d", MaxKnots, len(knots))
	}
	last := int32(1)
	for _, k := range knots {
		if k.Threads <= last || k.Threads > 1024 {
			return c, fmt.Errorf("knot %d:%d: thread counts must run from 2 to 1024, increasing", k.Threads, k.PerMille)
		}
		if k.PerMille < 1 || k.PerMille > 100000 {
			return c, fmt.Errorf("knot %d:%d: a factor must be 1 to 100000 per mille", k.Threads, k.PerMille)
		}
		last = k.Threads
		c.knots[c.n] = k
		c.n++
	}
	return c, nil
}

// ParseCrowd reads "THREADS:PERMILLE/..." ("4:1150/8:1220/16:1430"); an
// empty string or "none" is the flat curve.
func ParseCrowd(s string) (Crowd, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "none" {
		return Crowd{}, nil
	}
	var knots []Knot
	for _, part := range strings.Split(s, "/") {
		a, b, ok := strings.Cut(strings.TrimSpace(part), ":")
		x, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 32)
		y, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 32)
		if !ok || err1 != nil || err2 != nil {
			return Crowd{}, fmt.Errorf("crowd knot %q: want THREADS:PERMILLE, e.g. 16:1430 for a node 1.43 times dearer with 16 threads busy", part)
		}
		knots = append(knots, Knot{Threads: int32(x), PerMille: int32(y)})
	}
	c, err := NewCrowd(knots...)
	if err != nil {
		return c, fmt.Errorf("crowd: %w", err)
	}
	return c, nil
}

// Flat reports whether the curve has no knot, and so charges nothing
// for crowding.
func (c Crowd) Flat() bool { return c.n == 0 }

// Knots returns the curve's knots.
func (c Crowd) Knots() []Knot { return c.knots[:c.n] }

// String writes the curve as ParseCrowd reads it ("none" when flat).
func (c Crowd) String() string {
	if c.n == 0 {
		return "none"
	}
	parts := make([]string, c.n)
	for i, k := range c.Knots() {
		parts[i] = fmt.Sprintf("%d:%d", k.Threads, k.PerMille)
	}
	return strings.Join(parts, "/")
}

// PerMille is the price of a node, per mille of its uncontended price,
// while busy threads are busy: linear between the knots, 1000 at one
// thread or fewer, the last knot's value beyond it. Integer arithmetic
// only, so that simulated time is the same on every machine.
func (c Crowd) PerMille(busy int) int64 {
	x0, y0 := int64(1), int64(1000)
	b := int64(busy)
	if b <= 1 || c.n == 0 {
		return 1000
	}
	for _, k := range c.Knots() {
		x1, y1 := int64(k.Threads), int64(k.PerMille)
		if b <= x1 {
			return y0 + (y1-y0)*(b-x0)/(x1-x0)
		}
		x0, y0 = x1, y1
	}
	return y0
}
