package account

import (
	"fmt"
	"os"
	"slices"
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
	// The contention terms (contention.go): zero in DefaultCosts.
	OpWake   // waking one blocked thread, paid by the thread that wakes it
	OpQueue  // taking a mutex, for each thread asleep on it
	OpShared // one access to a cache line another thread wrote last (a mutex another thread held last)
	OpDoze   // not a price but a time: a thread blocked longer than this has let its core sleep
	OpSleep  // added to the wake-up of a thread blocked longer than OpDoze
	NumOps
)

var opNames = [NumOps]string{"node", "probe", "lock", "handoff", "message", "split", "steal", "spawn", "interrupt", "wake", "queue", "shared", "doze", "sleep"}

func (o Op) String() string {
	if o < NumOps {
		return opNames[o]
	}
	return fmt.Sprintf("op(%d)", o)
}

// firstContentionOp is the first of the ops that only a model with
// contention prices; String leaves them out while they are all zero, so
// that a model without contention reads as it always has.
const firstContentionOp = OpWake

// Costs is the simulator's cost model: the virtual time each Op takes, in
// units where a node costs 1 by default, and the crowding of the cores
// (Crowd): how much dearer a node and a probe are while several threads
// are busy at once. contention.go says what each contention term models
// and how `frontier calibrate --threads P` measures it.
type Costs struct {
	Ops   [NumOps]int64
	Crowd Crowd
	// Quantum is the number of nodes a simulated searcher runs at least
	// before it syncs with the others (0: DefaultQuantum). What it
	// stores in the table in that stretch the others see at once, at
	// the virtual time they are at: the larger the quantum, the further
	// ahead of time a thread's table entries reach the threads that
	// search the same tree beside it (Lazy SMP, ABDADA), and the faster
	// the simulation. docs/scaling.md gives the figures.
	Quantum int
}

// DefaultQuantum is the simulator's quantum when the model names none.
const DefaultQuantum = 32

// QuantumOrDefault is the quantum the simulator uses.
func (c Costs) QuantumOrDefault() int {
	if c.Quantum > 0 {
		return c.Quantum
	}
	return DefaultQuantum
}

// DefaultCosts prices a node at 1 unit and messages at a few nodes' worth,
// roughly the ratio of a shared-memory message to a node search on the
// BBN TC2000 that ParaChinook ran on (the old executor's split 2, send 4,
// result 4, interrupt 4). Table probes are free by default: their cost is
// already inside the measured node rate of the sequential engine. It has
// no contention: every thread searches as fast as one alone and a lock
// costs the same however many threads want it, as on the thesis's
// machine, where each processor had its own memory. The model measured on
// a machine of today is docs/scaling/real16.cost (docs/scaling.md).
var DefaultCosts = Costs{Ops: [NumOps]int64{
	OpNode:      1,
	OpProbe:     0,
	OpLock:      1,
	OpHandoff:   2,
	OpMessage:   4,
	OpSplit:     2,
	OpSteal:     4,
	OpSpawn:     4,
	OpInterrupt: 4,
}}

// Of is the price of op.
func (c Costs) Of(op Op) int64 { return c.Ops[op] }

// Contended reports whether the model has any contention term.
func (c Costs) Contended() bool {
	for o := firstContentionOp; o < NumOps; o++ {
		if c.Ops[o] != 0 {
			return true
		}
	}
	return !c.Crowd.Flat()
}

// String writes the costs in the form ParseCosts reads: every op up to
// interrupt, then the contention terms and the crowd if any is set.
func (c Costs) String() string {
	n := firstContentionOp
	if c.Contended() {
		n = NumOps
	}
	parts := make([]string, 0, NumOps+1)
	for o := Op(0); o < n; o++ {
		parts = append(parts, fmt.Sprintf("%s=%d", o, c.Ops[o]))
	}
	if !c.Crowd.Flat() {
		parts = append(parts, "crowd="+c.Crowd.String())
	}
	if c.Quantum > 0 {
		parts = append(parts, fmt.Sprintf("quantum=%d", c.Quantum))
	}
	return strings.Join(parts, ",")
}

// ParseCosts reads "key=value,..." over DefaultCosts (keys: node, probe,
// lock, handoff, message, split, steal, spawn, interrupt, wake, queue,
// shared, doze, sleep, crowd, quantum). "@FILE" reads the same keys from a file, one or more a
// line, with # comments (what `frontier calibrate --write` writes); keys
// after it override the file's ("@real16.cost,wake=0"), and its path may
// not hold a comma. An empty string gives DefaultCosts.
func ParseCosts(s string) (Costs, error) {
	c := DefaultCosts
	if strings.TrimSpace(s) == "" {
		return c, nil
	}
	for _, kv := range strings.Split(s, ",") {
		kv = strings.TrimSpace(kv)
		if kv == "" {
			continue
		}
		if path, ok := strings.CutPrefix(kv, "@"); ok {
			text, err := readCostFile(path)
			if err != nil {
				return c, err
			}
			fc, err := parseCostText(c, text, path)
			if err != nil {
				return c, err
			}
			c = fc
			continue
		}
		if err := c.set(kv); err != nil {
			return c, err
		}
	}
	return c, nil
}

func readCostFile(path string) (string, error) {
	path = strings.TrimSpace(path)
	if path == "" {
		return "", fmt.Errorf("sim cost \"@\": want @FILE, the path of a cost file")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("sim cost file: %w", err)
	}
	return string(data), nil
}

// parseCostText reads a cost file's text over c: key=value pairs
// separated by commas or lines, # starting a comment to the end of its
// line. Errors name the file and line.
func parseCostText(c Costs, text, name string) (Costs, error) {
	for i, line := range strings.Split(text, "\n") {
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		for _, kv := range strings.Split(line, ",") {
			kv = strings.TrimSpace(kv)
			if kv == "" {
				continue
			}
			if strings.HasPrefix(kv, "@") {
				return c, fmt.Errorf("%s:%d: a cost file cannot include another (%q)", name, i+1, kv)
			}
			if err := c.set(kv); err != nil {
				return c, fmt.Errorf("%s:%d: %w", name, i+1, err)
			}
		}
	}
	return c, nil
}

// set applies one key=value.
func (c *Costs) set(kv string) error {
	k, v, ok := strings.Cut(kv, "=")
	if !ok {
		return fmt.Errorf("sim cost %q: want key=value (keys: %s, crowd, quantum)", kv, strings.Join(opNames[:], ", "))
	}
	k, v = strings.TrimSpace(k), strings.TrimSpace(v)
	if k == "crowd" {
		cr, err := ParseCrowd(v)
		if err != nil {
			return fmt.Errorf("sim cost %q: %w", kv, err)
		}
		c.Crowd = cr
		return nil
	}
	if k == "quantum" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxQuantum {
			return fmt.Errorf("sim cost %q: the quantum must be a whole number of nodes from 1 to %d", kv, maxQuantum)
		}
		c.Quantum = n
		return nil
	}
	op := slices.Index(opNames[:], k)
	if op < 0 {
		return fmt.Errorf("sim cost %q: unknown key %q (keys: %s, crowd, quantum)", kv, k, strings.Join(opNames[:], ", "))
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 || n > maxCost {
		return fmt.Errorf("sim cost %q: value must be a whole number >= 0 and <= %d", kv, int64(maxCost))
	}
	if Op(op) == OpNode && n == 0 {
		return fmt.Errorf("sim cost %q: a node must cost at least 1", kv)
	}
	c.Ops[op] = n
	return nil
}

// maxQuantum bounds the quantum: beyond a few thousand nodes a thread
// would run whole subtrees ahead of the virtual time it is at.
const maxQuantum = 4096

// maxCost bounds a price, so that a price times a count of operations
// and a crowd factor stays far from overflowing virtual time.
const maxCost = 1 << 32

// Search is the virtual time a single thread takes to search nodes nodes
// with probes table probes: the sequential reference a simulated speedup
// is measured against (one thread busy, so no crowding).
func (c Costs) Search(nodes, probes uint64) Time {
	return Time(int64(nodes)*c.Ops[OpNode] + int64(probes)*c.Ops[OpProbe])
}
