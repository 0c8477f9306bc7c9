package machine

import (
	"fmt"
	"strconv"
	"strings"
)

// Op is a kind of work a thread accounts for with Thread.Spend, or a
// machine event with a price in the simulator's cost model.
type Op uint8

const (
	OpNode      Op = iota // one node searched
	OpProbe               // one transposition-table access
	OpLock                // acquiring a mutex that is free
	OpHandoff             // a mutex or signal passed from one thread to another (latency)
	OpMessage             // a message or a piece of work delivered to another thread (latency)
	OpSplit               // creating a split point
	OpSteal               // one attempt to take work from another thread
	OpSpawn               // starting a thread
	OpInterrupt           // stopping another thread's search
	NumOps
)

var opNames = [NumOps]string{"node", "probe", "lock", "handoff", "message", "split", "steal", "spawn", "interrupt"}

func (o Op) String() string {
	if o < NumOps {
		return opNames[o]
	}
	return fmt.Sprintf("op(%d)", o)
}

// Costs is the simulator's cost model: the virtual time each Op takes, in
// units where a node costs 1 by default.
type Costs [NumOps]int64

// DefaultCosts prices a node at 1 unit and messages at a few nodes' worth,
// roughly the ratio of a shared-memory message to a node search on the
// BBN TC2000 that ParaChinook ran on (the old executor's split 2, send 4,
// result 4, interrupt 4). Table probes are free by default: their cost is
// already inside the measured node rate of the sequential engine.
var DefaultCosts = Costs{
	OpNode:      1,
	OpProbe:     0,
	OpLock:      1,
	OpHandoff:   2,
	OpMessage:   4,
	OpSplit:     2,
	OpSteal:     4,
	OpSpawn:     4,
	OpInterrupt: 4,
}

// String writes the costs in the form ParseCosts reads.
func (c Costs) String() string {
	parts := make([]string, NumOps)
	for o := Op(0); o < NumOps; o++ {
		parts[o] = fmt.Sprintf("%s=%d", o, c[o])
	}
	return strings.Join(parts, ",")
}

// ParseCosts reads "key=value,..." (keys: node, probe, lock, handoff,
// message, split, steal, spawn, interrupt) over DefaultCosts. An empty
// string gives DefaultCosts.
func ParseCosts(s string) (Costs, error) {
	c := DefaultCosts
	if strings.TrimSpace(s) == "" {
		return c, nil
	}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok {
			return c, fmt.Errorf("sim cost %q: want key=value (keys: %s)", kv, strings.Join(opNames[:], ", "))
		}
		op := -1
		for o, name := range opNames {
			if name == strings.TrimSpace(k) {
				op = o
			}
		}
		if op < 0 {
			return c, fmt.Errorf("sim cost %q: unknown key %q (keys: %s)", kv, k, strings.Join(opNames[:], ", "))
		}
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil || n < 0 {
			return c, fmt.Errorf("sim cost %q: value must be a whole number >= 0", kv)
		}
		if Op(op) == OpNode && n == 0 {
			return c, fmt.Errorf("sim cost %q: a node must cost at least 1", kv)
		}
		c[op] = n
	}
	return c, nil
}

// Search is the virtual time a single thread takes to search nodes nodes
// with probes table probes: the sequential reference a simulated speedup
// is measured against.
func (c Costs) Search(nodes, probes uint64) Time {
	return Time(int64(nodes)*c[OpNode] + int64(probes)*c[OpProbe])
}
