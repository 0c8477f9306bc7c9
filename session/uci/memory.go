package uci

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// availableMiB reports the memory this process can still have, in MiB:
// the smaller of what the system has available (MemAvailable of
// /proc/meminfo) and what the control group leaves (its limit less its
// usage, cgroup v2 or v1). ok is false where neither can be read (not
// Linux); the Hash option is then taken on trust. A variable, so that
// tests can pretend to be short of memory.
var availableMiB = func() (int, bool) {
	best, ok := 0, false
	take := func(bytes int64) {
		mib := int(bytes >> 20)
		if !ok || mib < best {
			best, ok = mib, true
		}
	}
	if kb, found := meminfo("MemAvailable"); found {
		take(kb << 10)
	}
	for _, f := range [][2]string{
		{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"},
		{"/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes"},
	} {
		limit, err1 := readInt(f[0])
		used, err2 := readInt(f[1])
		if err1 == nil && err2 == nil && limit > used && limit < 1<<60 {
			take(limit - used)
		}
	}
	return best, ok
}

// meminfo returns a field of /proc/meminfo, in kB.
func meminfo(field string) (int64, bool) {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 2 && f[0] == field+":" {
			n, err := strconv.ParseInt(f[1], 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}

// readInt reads a file holding one integer ("max" is not one).
func readInt(name string) (int64, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
}

// hashReserve is the memory kept for the rest of the process (the move
// lists, the search's stacks, the garbage collector's headroom) when a
// table is checked against what is available.
const hashReserve = 64

// hashFits reports whether a table of mib MiB can be had, given that
// one of held MiB is in use and will be freed for it.
func hashFits(mib, held int) error {
	avail, ok := availableMiB()
	if !ok {
		return nil
	}
	if room := avail + held - hashReserve; mib > room {
		return fmt.Errorf("%d MiB is more than this machine can give (about %d MiB available)", mib, max(room, 0))
	}
	return nil
}
