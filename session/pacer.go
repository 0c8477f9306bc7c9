package session

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"frontier/search/account"
)

// Speed is how fast simulated runs advance in wall-clock time. The
// simulator is deterministic, so slowing it down changes nothing but what
// a person can follow.
type Speed int

// The speeds, slowest first.
const (
	// Paused holds the simulation still; Session.Step advances it a
	// little at a time.
	Paused Speed = iota
	// Slow advances about a second of a 1992 searcher's work every wall
	// second: single subtrees can be followed on the activity bars.
	Slow
	// Fast is ten times Slow.
	Fast
	// Unthrottled runs the simulator as fast as this machine can.
	Unthrottled
)

// Speeds lists the speeds in order.
var Speeds = []Speed{Paused, Slow, Fast, Unthrottled}

func (s Speed) String() string {
	switch s {
	case Paused:
		return "paused"
	case Slow:
		return "slow"
	case Fast:
		return "fast"
	case Unthrottled:
		return "unthrottled"
	}
	return fmt.Sprintf("speed(%d)", int(s))
}

// ParseSpeed is the inverse of Speed.String.
func ParseSpeed(s string) (Speed, error) {
	for _, v := range Speeds {
		if v.String() == s {
			return v, nil
		}
	}
	return Paused, fmt.Errorf("unknown speed %q (paused, slow, fast, unthrottled)", s)
}

// Rate is the target of virtual time units per wall-clock second, 0 for
// no limit (Unthrottled) and for Paused.
func (s Speed) Rate() float64 {
	switch s {
	case Slow:
		return 8_000
	case Fast:
		return 80_000
	}
	return 0
}

// StepUnits is how far Session.Step advances a paused simulation, in
// virtual units (nodes): about a dozen tasks of the default granularity.
const StepUnits = 2000

// pacer implements a run's simulation speed. The simulator calls pace
// with the virtual time after every scheduling step, on the search
// goroutine; pace blocks to hold the virtual clock to the speed's rate,
// and blocks indefinitely while paused, until the speed changes, a step is
// granted or the run stops.
type pacer struct {
	mon *account.Monitor

	fast atomic.Bool // unthrottled: pace returns at once

	mu        sync.Mutex
	speed     Speed
	wake      chan struct{} // closed and replaced on every change
	stopped   bool
	baseWall  time.Time
	baseVirt  account.Time
	last      account.Time // virtual time of the latest call
	stepping  bool
	stepEnd   account.Time // a step runs until this virtual time...
	stepSeq   uint64       // ...and then until the monitor publishes once more
	stepReach bool         // stepEnd was reached
}

func newPacer(s Speed, mon *account.Monitor) *pacer {
	p := &pacer{mon: mon, speed: s, wake: make(chan struct{}), baseWall: time.Now()}
	p.fast.Store(s == Unthrottled)
	return p
}

// changed wakes a blocked pace call; call with p.mu held.
func (p *pacer) changed() {
	close(p.wake)
	p.wake = make(chan struct{})
}

// setSpeed changes the speed; the rate is measured from now on.
func (p *pacer) setSpeed(s Speed) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.speed = s
	p.stepping = false
	p.baseWall, p.baseVirt = time.Now(), p.last
	p.fast.Store(s == Unthrottled && !p.stopped)
	p.changed()
}

// step grants a paused simulation StepUnits more of virtual time and the
// next snapshot after them.
func (p *pacer) step() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stepping, p.stepReach = true, false
	p.stepEnd = p.last + StepUnits
	p.changed()
}

// stop releases pace for good: a stopped run must not stay blocked.
func (p *pacer) stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stopped = true
	p.fast.Store(true)
	p.changed()
}

// seq returns the monitor's publication count.
func (p *pacer) seq() uint64 {
	if p.mon == nil {
		return 0
	}
	return p.mon.Latest().Seq
}

// pace is parallel.Config.Pace.
func (p *pacer) pace(now account.Time) {
	if p.fast.Load() {
		return
	}
	for {
		p.mu.Lock()
		p.last = max(p.last, now)
		if p.stopped || p.speed == Unthrottled {
			p.mu.Unlock()
			return
		}
		wait, wake := p.waitLocked(now)
		p.mu.Unlock()
		if wait == 0 {
			return
		}
		if wait < 0 { // paused: until something changes
			<-wake
			continue
		}
		t := time.NewTimer(wait)
		select {
		case <-wake:
			t.Stop()
		case <-t.C:
			return
		}
	}
}

// waitLocked says how long pace must hold the search at virtual time now:
// 0 not at all, a negative duration until the next change.
func (p *pacer) waitLocked(now account.Time) (time.Duration, chan struct{}) {
	if p.speed == Paused {
		if !p.stepping {
			return -1, p.wake
		}
		if now < p.stepEnd {
			return 0, p.wake
		}
		// Past the step's end: crawl on until the monitor publishes, so
		// that the screen shows where the step ended.
		if !p.stepReach {
			p.stepReach, p.stepSeq = true, p.seq()
		}
		if p.seq() == p.stepSeq {
			return time.Millisecond, p.wake
		}
		p.stepping = false
		return -1, p.wake
	}
	rate := p.speed.Rate()
	due := p.baseWall.Add(time.Duration(float64(now-p.baseVirt) / rate * float64(time.Second)))
	ahead := time.Until(due)
	if ahead < -250*time.Millisecond {
		// Far behind (a slow machine, or the search was busy elsewhere):
		// measure from here rather than race to catch up.
		p.baseWall, p.baseVirt = time.Now(), now
		return 0, p.wake
	}
	if ahead < 2*time.Millisecond {
		return 0, p.wake // close enough: sleeping costs more than it buys
	}
	return min(ahead, 100*time.Millisecond), p.wake
}
