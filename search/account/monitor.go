package account

import (
	"sync"
	"time"
)

// Monitor carries snapshots of a running search to a reader in another
// goroutine, such as a terminal UI redrawing at 10-20 Hz. The controller
// publishes at most every publishEvery of wall-clock time and at the end
// of every root search, so watching costs the search next to nothing.
type Monitor struct {
	mu     sync.Mutex
	snap   Snapshot
	seq    uint64
	last   time.Time
	always bool
}

const publishEvery = 40 * time.Millisecond

// Snapshot is a view of a parallel search at one moment.
type Snapshot struct {
	Seq      uint64             // increases with every publication
	Now      Time               // executor time
	Depth    int                // depth of the root search under way
	Stack    []NodeView         // the current variation, root first
	Searcher []SearcherActivity // one per searcher
	Run      RunStats
	// Timeline is the run's timeline so far, which the searchers pane
	// draws; nil until the executor keeps one. It is shared, not copied:
	// the executor goes on adding to it.
	Timeline *Timeline
}

// NodeView describes one node of the current variation: the split-node
// stack of the thesis.
type NodeView struct {
	Ply         int
	Move        string // the move leading to the node, "" at the root
	Kind        string // "PV", "ALL" or "CUT"
	Alpha, Beta int
	Score       int  // best so far, or a bound
	Moves       int  // legal moves
	Done        int  // children settled
	Out         int  // searches under way at searchers
	Left        int  // children not yet searched
	Split       bool // has given work to searchers
	Leaf        bool // searched whole by one searcher
	// Depth is the node's remaining depth, or the depth a searcher is on
	// (Lazy SMP); 0 if not shown.
	Depth int
	// Note is anything else the algorithm has to say about the row, in a
	// few characters: the searchers inside a node (ABDADA), a searcher's
	// depths (Lazy SMP).
	Note string
}

// Latest returns the most recent snapshot.
func (m *Monitor) Latest() Snapshot {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.snap
}

// Publish makes s the latest snapshot, numbered after the one before.
func (m *Monitor) Publish(s Snapshot) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.seq++
	s.Seq = m.seq
	m.snap = s
	m.last = time.Now()
}

// PublishAlways makes the monitor due for a snapshot at every chance a
// search has to publish one, not at most every publishEvery: for a test
// of what the panes see while a root search runs, whatever the machine's
// speed.
func (m *Monitor) PublishAlways() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.always = true
}

// Due reports whether the monitor wants a snapshot now: publishEvery
// has passed since the last one, or PublishAlways was called.
func (m *Monitor) Due() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.always || time.Since(m.last) >= publishEvery
}
