//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package egdb

import (
	"os"
	"syscall"
)

// mapFile maps the whole of f, read-only and shared: the pages come from
// the operating system's cache on first touch and are shared with every
// other process that maps the file. The mapping lives as long as the
// process (databases are opened once and shared, see Load).
func mapFile(f *os.File, size int64) ([]byte, error) {
	if size == 0 || int64(int(size)) != size {
		return nil, nil // nothing to map, or too large for this platform: read instead
	}
	return syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
}
