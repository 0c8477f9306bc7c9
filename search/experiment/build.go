package experiment

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
)

// Build identifies the frontier binary that wrote a shard. Two builds
// with the same settings can give other figures (commit e19b47a changed
// the checkers evaluation, and with it 616 lines of the thesis tables),
// so merge refuses shards of different builds. It is read from the
// binary itself (debug.ReadBuildInfo): "go build" in a git checkout
// records the commit and whether the tree had uncommitted changes; "go
// run" and "go test" record neither.
type Build struct {
	// Version is the main module's version: "(devel)" for a build from
	// a source tree, v1.2.3 for "go install frontier@v1.2.3".
	Version string `json:"version,omitempty"`
	// Revision is the commit the binary was built from (vcs.revision).
	Revision string `json:"revision,omitempty"`
	// Modified is set when the tree had uncommitted changes
	// (vcs.modified): two such builds of one commit may differ, and
	// nothing here can tell them apart.
	Modified bool `json:"modified"`
	// Go is the toolchain that built the binary.
	Go string `json:"go"`
}

// CurrentBuild is the build of the running binary.
var CurrentBuild = sync.OnceValue(func() Build {
	b := Build{Go: runtime.Version()}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return b
	}
	b.Version = info.Main.Version
	if info.GoVersion != "" {
		b.Go = info.GoVersion
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Revision = s.Value
		case "vcs.modified":
			b.Modified = s.Value == "true"
		}
	}
	return b
})

// String describes the build for messages: "frontier (devel) at 6d65ce9
// with uncommitted changes, go1.26.0".
func (b Build) String() string {
	s := "frontier"
	if b.Version != "" {
		s += " " + b.Version
	}
	if b.Revision != "" {
		rev := b.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		s += " at " + rev
		if b.Modified {
			s += " with uncommitted changes"
		}
	} else {
		s += " (no commit recorded: go run, go test, or a build outside git)"
	}
	return fmt.Sprintf("%s, %s", s, b.Go)
}

// describeBuild describes the build a header names, nil for a header
// written before shards recorded their build.
func describeBuild(b *Build) string {
	if b == nil {
		return "a frontier that did not record its build (written before shard headers named it)"
	}
	return b.String()
}

// sameBuild reports whether two headers name the same build.
func sameBuild(a, b *Build) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
