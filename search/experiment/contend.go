package experiment

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"frontier/board/checkers"
	"frontier/search/account"
	"frontier/search/games"
	"frontier/search/machine"
)

// Contention is what many threads at once cost on this host
// (machine/contention.go says how the simulator charges each term):
// `frontier calibrate --threads P` measures it.
type Contention struct {
	// Threads are the thread counts measured: 1, 2, 4, ... and P.
	Threads []int `json:"threads"`
	// NodeNs is a node's time per searcher while that many sequential
	// searches run at once, each with a table of its own; Crowd is it
	// per mille of one search alone, and Ceiling is the most a search
	// with that many threads could gain here: Threads*1000/Crowd.
	NodeNs  []float64 `json:"node_ns"`
	Crowd   []int64   `json:"crowd_permille"`
	Ceiling []float64 `json:"ceiling"`
	// LockNs is one pass of a mutex among that many threads that all
	// want it (from Threads[1] on; 0 for one thread).
	LockNs []float64 `json:"lock_ns"`
	// QueueNs is what each more thread queued on a mutex adds to a pass
	// (the least-squares slope of LockNs), SharedNs a cache line passed
	// between two cores (two threads taking turns at one atomic word),
	// WakeNs what a broadcast costs the broadcaster for each sleeper it
	// wakes (with Threads[last]-1 sleepers).
	QueueNs  float64 `json:"queue_ns"`
	SharedNs float64 `json:"shared_ns"`
	WakeNs   float64 `json:"wake_ns"`
	// WakeLatencyNs is how long a thread blocked for each of DozeGapsNs
	// takes to run after a signal (medians); SleepNs is the latency past
	// the shortest gap's once its core has gone to sleep, DozeNs the
	// shortest gap after which it has (0 and 0 if it never did).
	DozeGapsNs    []float64 `json:"doze_gaps_ns"`
	WakeLatencyNs []float64 `json:"wake_latency_ns"`
	DozeNs        float64   `json:"doze_ns"`
	SleepNs       float64   `json:"sleep_ns"`
}

// threadCounts is 1, 2, 4, ... up to p, and p itself.
func threadCounts(p int) []int {
	var out []int
	for k := 1; k < p; k *= 2 {
		out = append(out, k)
	}
	return append(out, p)
}

// MeasureContention measures the contention terms with up to p threads:
// the crowding of p sequential searches of positions to depth (each
// count for at least dur), a mutex among 2..p threads, a broadcast to p-1
// sleepers and a contended atomic. p above the host's CPUs is refused:
// threads that share a core measure the scheduler, not the cores.
func MeasureContention(ctx context.Context, positions []checkers.Position, depth, p int, dur time.Duration) (Contention, error) {
	var c Contention
	if p < 2 || len(positions) == 0 {
		return c, fmt.Errorf("calibrate: contention needs at least 2 threads and a position")
	}
	if cpus := runtime.GOMAXPROCS(0); p > cpus {
		return c, fmt.Errorf("calibrate: --threads %d is more than the %d CPUs Go may use here; threads sharing a core would measure the scheduler, not the cores", p, cpus)
	}
	c.Threads = threadCounts(p)
	for _, k := range c.Threads {
		ns, err := crowdNodeNs(ctx, positions, depth, k, dur)
		if err != nil {
			return c, err
		}
		c.NodeNs = append(c.NodeNs, ns)
		lock := 0.0
		if k > 1 {
			lock = lockPassNs(k)
		}
		c.LockNs = append(c.LockNs, lock)
	}
	for i := range c.Threads {
		pm := int64(math.Round(1000 * c.NodeNs[i] / c.NodeNs[0]))
		c.Crowd = append(c.Crowd, max(pm, 1))
		c.Ceiling = append(c.Ceiling, float64(c.Threads[i])*1000/float64(max(pm, 1)))
	}
	c.QueueNs = max(0, slope(c.Threads[1:], c.LockNs[1:]))
	c.SharedNs = sharedLineNs()
	c.WakeNs = wakeNs(p)
	c.measureDoze()
	return c, nil
}

// dozeGaps are the times a thread is left blocked before it is
// signalled, to find when its core goes to sleep.
var dozeGaps = []time.Duration{0, 5 * time.Microsecond, 20 * time.Microsecond, 100 * time.Microsecond, time.Millisecond}

// measureDoze times the wake-up of a thread left blocked for each of
// dozeGaps: the latency jumps once the gap is long enough for the Go
// scheduler and the core to go to sleep.
func (c *Contention) measureDoze() {
	c.DozeGapsNs, c.WakeLatencyNs = nil, nil
	for _, gap := range dozeGaps {
		c.DozeGapsNs = append(c.DozeGapsNs, float64(gap.Nanoseconds()))
		c.WakeLatencyNs = append(c.WakeLatencyNs, wakeLatencyNs(gap))
	}
	hot, cold := c.WakeLatencyNs[0], c.WakeLatencyNs[len(c.WakeLatencyNs)-1]
	c.DozeNs, c.SleepNs = 0, 0
	if cold <= 2*hot {
		return // no sleep worth modelling
	}
	c.SleepNs = cold - hot
	for i, lat := range c.WakeLatencyNs {
		if lat-hot > c.SleepNs/2 {
			c.DozeNs = c.DozeGapsNs[max(i-1, 0)]
			break
		}
	}
}

// wakeLatencyNs: a thread blocks on a condition, another signals it gap
// later; the median time from the signal to the blocked thread running.
func wakeLatencyNs(gap time.Duration) float64 {
	m := machine.NewReal(machine.Options{})
	mu := m.NewMutex("calibrate")
	c := m.NewCond(mu, "calibrate")
	rounds := 200
	if gap >= time.Millisecond {
		rounds = 50
	}
	var (
		lat    []float64
		asleep bool
		round  int
		sentAt time.Time
	)
	_ = m.Run(context.Background(), 2, func(t machine.Thread) {
		mu.Lock(t)
		defer mu.Unlock(t)
		if t.ID() == 1 {
			for r := 0; r < rounds; r++ {
				asleep = true
				for round == r {
					c.Wait(t, account.Waiting, 0)
				}
				lat = append(lat, float64(time.Since(sentAt).Nanoseconds()))
			}
			return
		}
		for round < rounds {
			for !asleep {
				mu.Unlock(t)
				runtime.Gosched()
				mu.Lock(t)
			}
			asleep = false
			mu.Unlock(t)
			if gap > 0 {
				for t0 := time.Now(); time.Since(t0) < gap; {
					time.Sleep(gap / 4)
				}
			}
			mu.Lock(t)
			round++
			sentAt = time.Now()
			c.Signal(t)
		}
	})
	slices.Sort(lat)
	return lat[len(lat)/2]
}

// CrowdCurve is the measured crowd as the simulator's curve (its first
// knot at 2 threads).
func (c Contention) CrowdCurve() (account.Crowd, error) {
	var knots []account.Knot
	for i, k := range c.Threads {
		if k < 2 {
			continue
		}
		knots = append(knots, account.Knot{Threads: int32(k), PerMille: int32(min(c.Crowd[i], 100000))})
	}
	if len(knots) > account.MaxKnots {
		knots = knots[len(knots)-account.MaxKnots:]
	}
	return account.NewCrowd(knots...)
}

// crowdNodeNs is the time of a node per search while k sequential
// searches run at once, each with a table of its own (MeasureCeiling).
func crowdNodeNs(ctx context.Context, positions []checkers.Position, depth, k int, dur time.Duration) (float64, error) {
	ps := make([]Position, len(positions))
	for i, p := range positions {
		ps[i] = Position{ID: fmt.Sprint(i), Pos: games.Checkers(p)}
	}
	c, err := MeasureCeiling(ctx, ps, depth, 64, k, dur)
	return c.NodeNs, err
}

// lockPassNs: k threads of the real machine take one mutex in turn as
// fast as they can, with a few nanoseconds of work inside; the time of
// one pass.
func lockPassNs(k int) float64 {
	m := machine.NewReal(machine.Options{})
	mu := m.NewMutex("calibrate")
	const per = 100_000
	shared := 0
	start := time.Now()
	_ = m.Run(context.Background(), k, func(t machine.Thread) {
		for i := 0; i < per; i++ {
			mu.Lock(t)
			shared++
			mu.Unlock(t)
		}
	})
	return float64(time.Since(start).Nanoseconds()) / float64(k*per)
}

// sharedLineNs: two goroutines take turns incrementing one atomic word,
// each waiting for the other's increment, so that every increment moves
// the word's cache line to the other core.
func sharedLineNs() float64 {
	var word atomic.Int64
	const n = 400_000
	var wg sync.WaitGroup
	start := time.Now()
	for parity := int64(0); parity < 2; parity++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				v := word.Load()
				if v >= n {
					return
				}
				if v%2 == parity {
					word.Add(1)
				} else {
					runtime.Gosched()
				}
			}
		}()
	}
	wg.Wait()
	return float64(time.Since(start).Nanoseconds()) / n
}

// wakeNs: p-1 threads sleep on a condition, one broadcasts to them all;
// what the broadcast call costs per sleeper woken.
func wakeNs(p int) float64 {
	m := machine.NewReal(machine.Options{})
	mu := m.NewMutex("calibrate")
	c := m.NewCond(mu, "calibrate")
	const rounds = 2000
	round, asleep := 0, 0
	var spent time.Duration
	_ = m.Run(context.Background(), p, func(t machine.Thread) {
		mu.Lock(t)
		defer mu.Unlock(t)
		if t.ID() > 0 {
			for r := 0; round < rounds; {
				asleep++
				for round == r {
					c.Wait(t, account.Waiting, 0)
				}
				r = round
			}
			return
		}
		for round < rounds {
			for asleep < p-1 {
				mu.Unlock(t)
				runtime.Gosched()
				mu.Lock(t)
			}
			asleep = 0
			round++
			t0 := time.Now()
			c.Broadcast(t)
			spent += time.Since(t0)
		}
	})
	return float64(spent.Nanoseconds()) / float64(rounds*(p-1))
}

// slope is the least-squares slope of ys against xs.
func slope(xs []int, ys []float64) float64 {
	if len(xs) < 2 {
		return 0
	}
	var sx, sy, sxx, sxy float64
	for i, x := range xs {
		fx := float64(x)
		sx += fx
		sy += ys[i]
		sxx += fx * fx
		sxy += fx * ys[i]
	}
	n := float64(len(xs))
	d := n*sxx - sx*sx
	if d == 0 {
		return 0
	}
	return (n*sxy - sx*sy) / d
}

// contentionCosts adds the contention terms to costs, in units of unitNs.
func contentionCosts(costs account.Costs, c Contention, unitNs float64) (account.Costs, error) {
	units := func(ns float64) int64 { return int64(math.Round(ns / unitNs)) }
	costs.Ops[account.OpWake] = units(c.WakeNs)
	costs.Ops[account.OpQueue] = units(c.QueueNs)
	costs.Ops[account.OpShared] = units(c.SharedNs)
	costs.Ops[account.OpDoze] = units(c.DozeNs)
	costs.Ops[account.OpSleep] = units(c.SleepNs)
	crowd, err := c.CrowdCurve()
	if err != nil {
		return costs, err
	}
	costs.Crowd = crowd
	return costs, nil
}
