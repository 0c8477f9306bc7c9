package egdb

import (
	"os"
	"path/filepath"
	"sync"
)

// Engines are built many times in a process (every game of a match,
// every run of the workstation): Load opens each directory once and
// shares the read-only result, with the slices each engine has read and
// checked (and, for a database in the earlier compressed format, the
// seconds and 150 MB its load takes).

var cache struct {
	mu      sync.Mutex
	entries map[string]*cacheEntry
}

type cacheEntry struct {
	once sync.Once
	db   *DB
	err  error
}

// Load returns OpenLargest(dir), read the first time dir is asked for
// and shared afterwards; concurrent callers wait for the one load. It
// returns nil and no error when dir holds no database, and does not
// remember that, so a database built later in the process is found.
// A corrupt file is a *CorruptError, remembered like a database.
func Load(dir string) (*DB, error) {
	key := filepath.Clean(dir)
	if abs, err := filepath.Abs(key); err == nil {
		key = abs
	}
	cache.mu.Lock()
	if cache.entries == nil {
		cache.entries = map[string]*cacheEntry{}
	}
	e := cache.entries[key]
	if e == nil {
		e = &cacheEntry{}
		cache.entries[key] = e
	}
	cache.mu.Unlock()
	e.once.Do(func() { e.db, e.err = OpenLargest(dir) })
	if e.db == nil && e.err == nil {
		cache.mu.Lock()
		if cache.entries[key] == e {
			delete(cache.entries, key)
		}
		cache.mu.Unlock()
	}
	return e.db, e.err
}

// Default is Load of DefaultDir, with the directory for messages.
func Default() (db *DB, dir string, err error) {
	dir, err = DefaultDir()
	if err != nil {
		return nil, "", err
	}
	db, err = Load(dir)
	return db, dir, err
}

// Present reports whether dir holds a database file (of either format),
// without reading it: for a user interface that must not wait for a load
// to say there is none.
func Present(dir string) bool {
	for _, name := range []string{FileName(1), LegacyFileName(1)} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return true
		}
	}
	return false
}
