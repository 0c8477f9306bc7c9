package tt

// ABDADA's side of the table (Weill 1996, Figure 2): each entry counts the
// searchers currently inside its position, nproc, in the top bits of the
// data word. A searcher entering a node calls Enter (Weill's retrieve with
// the exclusive flag) and, on every way out, Leave (his store, which also
// decrements) or Exit (the decrement alone). The count is updated with
// CompareAndSwap on the data word, so the table stays lock-free; a plain
// Store of another thread can still overwrite a concurrent update, and an
// entry can be evicted while searchers are inside it. Both lose a count,
// which Weill tolerates: the decrement finds its entry by key and never
// goes below zero, so a lost count never moves to another position, and a
// count left too high only makes other searchers defer that node until the
// entry is replaced or a new search generation begins.

// nprocOf returns the count of a data word.
func nprocOf(data uint64) int { return int(data >> nprocShift & (1<<nprocBits - 1)) }

// Enter looks key up for a searcher about to search its position, ply
// plies below the root. With exclusive set and another searcher already
// inside (nproc > 0), it changes nothing and returns busy: the caller
// defers the node (Weill's ON_EVALUATION). Otherwise it counts the caller
// in, creating an entry with no result (bound None, which Probe ignores)
// if the position has none, and the caller must later Leave or Exit. The
// entry, if it holds a result, is returned with found set. counted is
// false in the rare case the count could not be taken (a racing write, a
// saturated count); the caller's Exit is then harmless.
func (t *Table) Enter(key uint64, ply int, exclusive bool) (e Entry, found, busy, counted bool) {
	age := t.Age()
	b := t.bucket(key)
	victim, victimRank := -1, 1<<30
	for i := b; i < b+2*bucketSize; i += 2 {
		check := t.words[i].Load()
		data := t.words[i+1].Load()
		if check^(data&^nprocMask) == key && data != 0 {
			for {
				if Bound(data>>boundShift&3) != None {
					e, found = unpack(data), true
					e.Score = fromTable(e.Score, ply)
				}
				n := nprocOf(data)
				if unpack(data).Age != age {
					n = 0 // a count left from an earlier search is void
				}
				if exclusive && n > 0 {
					return e, found, true, false
				}
				if n == 1<<nprocBits-1 {
					return e, found, false, false
				}
				if t.words[i+1].CompareAndSwap(data, data&^nprocMask|uint64(n+1)<<nprocShift) {
					return e, found, false, true
				}
				data = t.words[i+1].Load()
				if t.words[i].Load()^(data&^nprocMask) != key {
					return Entry{}, false, false, false // replaced meanwhile
				}
				e, found = Entry{}, false
			}
		}
		if data == 0 {
			if victimRank > -1 {
				victim, victimRank = i, -1
			}
			continue
		}
		// As Store, but an entry that searchers are inside ranks above
		// the others of its generation: evicting it would forget them.
		d := unpack(data)
		rank := d.Depth
		if d.Age == age {
			rank += 256
		}
		if nprocOf(data) > 0 {
			rank += 512
		}
		if rank < victimRank {
			victim, victimRank = i, rank
		}
	}
	// A new entry holding only the count: depth 0 and no result, the
	// first to go when the bucket is full.
	data := pack(0, 0, None, age, NoMove)
	t.words[victim].Store(key ^ data)
	t.words[victim+1].Store(data | nprocOne)
	return Entry{}, false, false, true
}

// Exit counts a searcher out of key's position without storing a result
// (the search was stopped, or answered by the table). It does nothing if
// the entry has gone or its count is already zero.
func (t *Table) Exit(key uint64) {
	b := t.bucket(key)
	for i := b; i < b+2*bucketSize; i += 2 {
		data := t.words[i+1].Load()
		for t.words[i].Load()^(data&^nprocMask) == key && data != 0 {
			if nprocOf(data) == 0 || t.words[i+1].CompareAndSwap(data, data-nprocOne) {
				return
			}
			data = t.words[i+1].Load()
		}
	}
}

// Leave is Store for a searcher leaving the position it entered with
// Enter: it records the result and counts the searcher out, in one pass
// over the bucket.
func (t *Table) Leave(key uint64, depth, score, ply int, bound Bound, move Move) {
	if bound == None {
		t.Exit(key)
		return
	}
	depth = min(max(depth, 0), 255)
	age := t.Age()
	b := t.bucket(key)
	victim, victimRank := -1, 1<<30
	for i := b; i < b+2*bucketSize; i += 2 {
		check := t.words[i].Load()
		data := t.words[i+1].Load()
		if check^(data&^nprocMask) == key && data != 0 {
			if move == NoMove {
				move = unpack(data).Move
			}
			// Write the check word of the new result, then swap the
			// data word in with the count decremented; a failed swap
			// means another searcher's count changed, and is retried on
			// the same result. Meanwhile the entry looks foreign to a
			// probe, as any entry does halfway through a Store.
			next := pack(toTable(score, ply), depth, bound, age, move)
			base := data &^ nprocMask
			t.words[i].Store(key ^ next)
			for {
				n := data & nprocMask
				if n > 0 {
					n -= nprocOne
				}
				if t.words[i+1].CompareAndSwap(data, next|n) {
					return
				}
				data = t.words[i+1].Load()
				if data&^nprocMask != base {
					return // another Store rewrote the entry: the count is lost
				}
			}
		}
		if data == 0 {
			if victimRank > -1 {
				victim, victimRank = i, -1
			}
			continue
		}
		d := unpack(data)
		rank := d.Depth
		if d.Age == age {
			rank += 256
		}
		if nprocOf(data) > 0 {
			rank += 512
		}
		if rank < victimRank {
			victim, victimRank = i, rank
		}
	}
	data := pack(toTable(score, ply), depth, bound, age, move)
	t.words[victim].Store(key ^ data)
	t.words[victim+1].Store(data)
}

// Nproc returns the number of searchers counted inside key's position, 0
// if it has no entry.
func (t *Table) Nproc(key uint64) int {
	b := t.bucket(key)
	for i := b; i < b+2*bucketSize; i += 2 {
		check := t.words[i].Load()
		data := t.words[i+1].Load()
		if check^(data&^nprocMask) == key && data != 0 {
			return nprocOf(data)
		}
	}
	return 0
}
