package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

// ProfileEnv names the environment variable that makes any command write
// a CPU profile of its whole run to the file it names. The profile is what
// the build's profile-guided optimisation learns from (default.pgo, made by
// docs/pgo.sh), and what one reads with go tool pprof to see where a
// search spends its time. An environment variable rather than a flag, so
// that every command has it without a line in each one's help.
const ProfileEnv = "FRONTIER_CPUPROFILE"

// startProfile starts a CPU profile into path and returns the function
// that stops it and closes the file, reporting a failure to close on
// stderr (the profile would be cut short).
func startProfile(path string, stderr io.Writer) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("bad %s: %w", ProfileEnv, err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: start the CPU profile: %w", ProfileEnv, err)
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(stderr, "frontier: %s: %v\n", ProfileEnv, err)
		}
	}, nil
}
