package account

import (
	"bytes"
	"fmt"
	"strings"

	"frontier/internal/atomicfile"
)

// SaveTrace writes tr as a Chrome trace to path through a temporary file
// and a rename, so that a trace a user saved is never half written.
func SaveTrace(path string, tr Trace) error {
	var buf bytes.Buffer
	if err := WriteChromeTrace(&buf, tr); err != nil {
		return fmt.Errorf("trace %s: %w", path, err)
	}
	if err := atomicfile.Write(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("trace: %w", err)
	}
	return nil
}

// TraceFileName makes a file name of the parts that identify a run (an
// engine spec, its searchers, the machine, a position), joined by '-',
// with every character that is not a letter, digit, '-' or '.' replaced
// by '_', and ".json" added: "pvfsplit-lb_quorum_0.5-16-sim-g5.json".
func TraceFileName(parts ...string) string {
	safe := strings.Map(func(c rune) rune {
		if c == '-' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			return c
		}
		return '_'
	}, strings.Join(parts, "-"))
	return safe + ".json"
}
