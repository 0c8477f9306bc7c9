package experiment

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"frontier/board/checkers"
	"frontier/search"
	"frontier/search/account"
	"frontier/search/engine"
	"frontier/search/engine/all"
	"frontier/search/eval"
	"frontier/search/machine"
	"frontier/search/tt"
)

// Calibration is what the primitives of the real machine cost on this
// host, in nanoseconds, and the simulator's cost model derived from them.
type Calibration struct {
	NodeNs      float64 `json:"node_ns"`      // one node of the sequential engine, table probes excluded
	ProbeNs     float64 `json:"probe_ns"`     // one probe of a table much larger than the caches
	LockNs      float64 `json:"lock_ns"`      // lock and unlock of a free machine mutex
	HandoffNs   float64 `json:"handoff_ns"`   // a signal passed to a blocked thread, until it runs
	MessageNs   float64 `json:"message_ns"`   // a message through a mailbox to a blocked receiver
	StealNs     float64 `json:"steal_ns"`     // one steal from a deque
	SpawnNs     float64 `json:"spawn_ns"`     // starting a thread
	InterruptNs float64 `json:"interrupt_ns"` // from raising a searcher's flag to its noticing: half a poll interval of nodes
	SplitNs     float64 `json:"split_ns"`     // making a split node: generating and ordering its moves
	// Scale is how many cost units one node is given: with 10, costs
	// below a node keep one decimal of precision.
	Scale int64         `json:"scale"`
	Costs account.Costs `json:"-"`
	Sim   string        `json:"sim_cost"` // Costs as a --sim-cost string
	// Contention, measured with --threads P above 1, adds the crowd, wake,
	// queue and shared terms to Costs.
	Contention *Contention `json:"contention,omitempty"`
}

// AddContention measures the contention terms with up to p threads
// (MeasureContention) and adds them to c's cost model.
func (c *Calibration) AddContention(ctx context.Context, positions []checkers.Position, depth, p int, dur time.Duration) error {
	con, err := MeasureContention(ctx, positions, depth, p, dur)
	if err != nil {
		return err
	}
	costs, err := contentionCosts(c.Costs, con, c.NodeNs/float64(c.Scale))
	if err != nil {
		return err
	}
	c.Contention, c.Costs, c.Sim = &con, costs, costs.String()
	return nil
}

// CostFile writes c's cost model as a file for --sim-cost @FILE: one
// key a line, each with what it was measured as, under a header naming
// the host and the command.
func (c Calibration) CostFile(header []string) string {
	var b strings.Builder
	for _, h := range header {
		fmt.Fprintf(&b, "# %s\n", h)
	}
	fmt.Fprintf(&b, "# One unit is %.3f ns: a node (table probes excluded) is %d units.\n", c.NodeNs/float64(c.Scale), c.Scale)
	ns := map[account.Op]float64{
		account.OpNode: c.NodeNs, account.OpProbe: c.ProbeNs, account.OpLock: c.LockNs, account.OpHandoff: c.HandoffNs,
		account.OpMessage: c.MessageNs, account.OpSplit: c.SplitNs, account.OpSteal: c.StealNs, account.OpSpawn: c.SpawnNs,
		account.OpInterrupt: c.InterruptNs,
	}
	if con := c.Contention; con != nil {
		ns[account.OpWake], ns[account.OpQueue], ns[account.OpShared] = con.WakeNs, con.QueueNs, con.SharedNs
		ns[account.OpDoze], ns[account.OpSleep] = con.DozeNs, con.SleepNs
	}
	for o := account.Op(0); o < account.NumOps; o++ {
		v, ok := ns[o]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "%s=%d # %.1f ns\n", o, c.Costs.Ops[o], v)
	}
	if con := c.Contention; con != nil {
		fmt.Fprintf(&b, "crowd=%s # per mille of a node alone, by searchers at once", c.Costs.Crowd)
		for i, k := range con.Threads {
			fmt.Fprintf(&b, "; %d: %.1f ns", k, con.NodeNs[i])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// realPollNodes is the real machine's poll interval of a farm searcher
// (search/parallel): on average an interrupt waits half of it.
const realPollNodes = 512

// Calibrate measures, on this host, the cost of a node on positions,
// searched to depth, and of each machine primitive, taking the median of
// rounds measurements of each, and converts them into a cost model with
// a node at scale units.
func Calibrate(ctx context.Context, positions []checkers.Position, depth, rounds int, scale int64) (Calibration, error) {
	if len(positions) == 0 || depth < 1 || rounds < 1 || scale < 1 {
		return Calibration{}, fmt.Errorf("calibrate: need positions, depth >= 1, rounds >= 1 and scale >= 1")
	}
	var c Calibration
	var err error
	med := func(f func() (float64, error)) float64 {
		var xs []float64
		for i := 0; i < rounds && err == nil; i++ {
			var x float64
			x, err = f()
			xs = append(xs, x)
		}
		slices.Sort(xs)
		return xs[len(xs)/2]
	}
	c.ProbeNs = med(measureProbe)
	c.NodeNs = med(func() (float64, error) { return measureNode(ctx, positions, depth, c.ProbeNs) })
	c.SplitNs = med(func() (float64, error) { return measureSplit(positions) })
	c.LockNs = med(measureLock)
	c.HandoffNs = med(measureHandoff)
	c.MessageNs = med(measureMessage)
	c.StealNs = med(measureSteal)
	c.SpawnNs = med(measureSpawn)
	if err != nil {
		return c, err
	}
	c.InterruptNs = c.NodeNs * realPollNodes / 2
	c.Scale = scale
	unit := c.NodeNs / float64(scale)
	units := func(ns float64) int64 { return int64(math.Round(ns / unit)) }
	c.Costs = account.Costs{Ops: [account.NumOps]int64{
		account.OpNode:      scale,
		account.OpProbe:     units(c.ProbeNs),
		account.OpLock:      units(c.LockNs),
		account.OpHandoff:   units(c.HandoffNs),
		account.OpMessage:   units(c.MessageNs),
		account.OpSplit:     units(c.SplitNs),
		account.OpSteal:     units(c.StealNs),
		account.OpSpawn:     units(c.SpawnNs),
		account.OpInterrupt: units(c.InterruptNs),
	}}
	c.Sim = c.Costs.String()
	return c, nil
}

// measureProbe times probes of random keys in a 256 MiB table, most of
// them cache misses as in a deep search.
func measureProbe() (float64, error) {
	t, err := tt.New(256)
	if err != nil {
		return 0, err
	}
	r := rand.New(rand.NewPCG(1, 2))
	const n = 2_000_000
	keys := make([]uint64, 4096)
	for i := range keys {
		keys[i] = r.Uint64()
	}
	start := time.Now()
	hits := 0
	for i := 0; i < n; i++ {
		k := keys[i%len(keys)] ^ uint64(i)*0x9e3779b97f4a7c15
		if _, ok := t.Probe(k, 0); ok {
			hits++
		}
	}
	el := time.Since(start)
	_ = hits
	return float64(el.Nanoseconds()) / n, nil
}

// measureNode times the sequential engine on positions and subtracts the
// time of its table probes, which the cost model prices apart.
func measureNode(ctx context.Context, positions []checkers.Position, depth int, probeNs float64) (float64, error) {
	var nodes, probes uint64
	var el time.Duration
	for _, p := range positions {
		sh, err := search.NewShared(64)
		if err != nil {
			return 0, err
		}
		start := time.Now()
		seq, err := all.New(eval.Checkers{}, engine.Sequential, engine.Env{Shared: sh, Options: search.DefaultOptions(), Egdb: engine.EgdbOff})
		if err != nil {
			return 0, err
		}
		res, err := search.Iterate(ctx, eval.Checkers{}, p, search.Limits{Depth: depth}, seq, nil)
		el += time.Since(start)
		if err != nil {
			return 0, err
		}
		nodes += res.Stats.Nodes
		probes += res.Stats.TTProbes
	}
	if nodes == 0 {
		return 0, fmt.Errorf("calibrate: the positions searched no nodes")
	}
	ns := float64(el.Nanoseconds()) - float64(probes)*probeNs
	return max(ns/float64(nodes), 1), nil
}

// measureSplit times what a controller does to open a split node: copy
// the position, generate and order its moves.
func measureSplit(positions []checkers.Position) (float64, error) {
	s := search.NewSearcher(eval.Checkers{}, nil, search.DefaultOptions())
	const n = 200_000
	var buf []checkers.Move
	start := time.Now()
	for i := 0; i < n; i++ {
		p := positions[i%len(positions)]
		buf = p.Moves(buf[:0])
		s.OrderMoves(&p, buf, 1)
	}
	return float64(time.Since(start).Nanoseconds()) / n, nil
}

// pingPong runs two real threads that hand a turn back and forth rounds
// times with f, and returns the time of one hand-over.
func pingPong(rounds int, setup func(m machine.Machine) func(t machine.Thread, i int)) (float64, error) {
	m := machine.NewReal(machine.Options{})
	f := setup(m)
	start := time.Now()
	err := m.Run(context.Background(), 2, func(t machine.Thread) {
		for i := 0; i < rounds; i++ {
			f(t, i)
		}
	})
	return float64(time.Since(start).Nanoseconds()) / float64(2*rounds), err
}

func measureLock() (float64, error) {
	m := machine.NewReal(machine.Options{})
	mu := m.NewMutex("calibrate")
	const n = 1_000_000
	var el time.Duration
	err := m.Run(context.Background(), 1, func(t machine.Thread) {
		start := time.Now()
		for i := 0; i < n; i++ {
			mu.Lock(t)
			mu.Unlock(t)
		}
		el = time.Since(start)
	})
	return float64(el.Nanoseconds()) / n, err
}

// measureHandoff: two threads take turns through a condition variable,
// each waking the other and sleeping until woken.
func measureHandoff() (float64, error) {
	return pingPong(20_000, func(m machine.Machine) func(machine.Thread, int) {
		mu := m.NewMutex("turn")
		c := m.NewCond(mu, "turn")
		turn := 0
		return func(t machine.Thread, _ int) {
			mu.Lock(t)
			for turn != t.ID() {
				c.Wait(t, account.Waiting, 0)
			}
			turn = 1 - t.ID()
			c.Signal(t)
			mu.Unlock(t)
		}
	})
}

// measureMessage: two threads send a token back and forth through their
// mailboxes.
func measureMessage() (float64, error) {
	return pingPong(20_000, func(m machine.Machine) func(machine.Thread, int) {
		box := []*machine.Mailbox[int]{machine.NewMailbox[int](m, "0"), machine.NewMailbox[int](m, "1")}
		return func(t machine.Thread, i int) {
			me := t.ID()
			if me == 0 {
				box[1].Send(t, i)
				box[0].Recv(t, account.Waiting, 0)
			} else {
				box[1].Recv(t, account.Waiting, 0)
				box[0].Send(t, i)
			}
		}
	})
}

func measureSteal() (float64, error) {
	m := machine.NewReal(machine.Options{})
	d := machine.NewDeque[int](m, "calibrate")
	const n = 500_000
	var el time.Duration
	err := m.Run(context.Background(), 1, func(t machine.Thread) {
		for i := 0; i < n; i++ {
			d.Push(t, i)
		}
		start := time.Now()
		for i := 0; i < n; i++ {
			d.Steal(t)
		}
		el = time.Since(start)
	})
	return float64(el.Nanoseconds()) / n, err
}

func measureSpawn() (float64, error) {
	m := machine.NewReal(machine.Options{})
	const n = 20_000
	start := time.Now()
	err := m.Run(context.Background(), 1, func(t machine.Thread) {
		for i := 0; i < n; i++ {
			t.Go(func(machine.Thread) {})
		}
	})
	return float64(time.Since(start).Nanoseconds()) / n, err
}
