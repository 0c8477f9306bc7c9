package main

import (
	"bufio"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// containerStage is one FROM of a Containerfile and its instructions.
type containerStage struct {
	from, name string
	lines      []string // instructions, continuation lines joined
}

// parseContainerfile reads the stages of a Containerfile: comments and
// blank lines dropped, lines ending in a backslash joined to the next.
func parseContainerfile(t *testing.T, path string) []containerStage {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var stages []containerStage
	var cont string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "#") || line == "" && cont == "" {
			continue
		}
		if strings.HasSuffix(line, "\\") {
			cont += strings.TrimSuffix(line, "\\") + " "
			continue
		}
		line, cont = cont+line, ""
		word, rest, _ := strings.Cut(line, " ")
		switch strings.ToUpper(word) {
		case "FROM":
			f := strings.Fields(rest)
			s := containerStage{from: f[0]}
			if len(f) == 3 && strings.EqualFold(f[1], "AS") {
				s.name = f[2]
			} else if len(f) != 1 {
				t.Fatalf("%s:%d: FROM %s: want IMAGE [AS NAME]", path, n, rest)
			}
			stages = append(stages, s)
		case "WORKDIR", "COPY", "RUN", "USER", "ENTRYPOINT", "ENV", "ARG", "LABEL", "CMD":
			if len(stages) == 0 {
				t.Fatalf("%s:%d: %s before FROM", path, n, word)
			}
			stages[len(stages)-1].lines = append(stages[len(stages)-1].lines, strings.ToUpper(word)+" "+rest)
		default:
			t.Fatalf("%s:%d: unknown instruction %q", path, n, word)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cont != "" {
		t.Fatalf("%s: ends in a continued line", path)
	}
	return stages
}

// TestContainerfile: the image of docs/cluster.md is a static frontier
// built by a Go at least as new as go.mod asks, on a distroless (or
// scratch) base, run as frontier itself; and the doc builds it with the
// command the Containerfile gives. With a container engine at hand
// (FRONTIER_CONTAINER_BUILD=docker or podman), it is built and run.
func TestContainerfile(t *testing.T) {
	stages := parseContainerfile(t, "Containerfile")
	if len(stages) != 2 {
		t.Fatalf("%d stages, want a build and the image", len(stages))
	}
	build, image := stages[0], stages[1]

	// The Go image's version against go.mod's.
	gomod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`(?m)^go (\d+)\.(\d+)`).FindStringSubmatch(string(gomod))
	got := regexp.MustCompile(`golang:(\d+)\.(\d+)`).FindStringSubmatch(build.from)
	if want == nil || got == nil {
		t.Fatalf("go.mod's go %v, the build image %s", want, build.from)
	}
	version := func(m []string) int { a, _ := strconv.Atoi(m[1]); b, _ := strconv.Atoi(m[2]); return a*1000 + b }
	if version(got) < version(want) {
		t.Errorf("the build image %s is older than go.mod's go %s.%s", build.from, want[1], want[2])
	}

	// A static binary, which records its commit, or the build fails.
	var goBuild string
	for _, l := range build.lines {
		if strings.Contains(l, "go build") {
			goBuild = l
		}
	}
	for _, w := range []string{"CGO_ENABLED=0", "-buildvcs=true", "-trimpath", "-o /out/frontier", "go version -m /out/frontier | grep -q 'vcs.revision='"} {
		if !strings.Contains(goBuild, w) {
			t.Errorf("the build %q lacks %s", goBuild, w)
		}
	}

	// The image: distroless static or scratch, the binary copied from
	// the build stage, frontier as its entry point.
	if !strings.HasPrefix(image.from, "gcr.io/distroless/static") && image.from != "scratch" {
		t.Errorf("the image's base %s is neither distroless/static nor scratch", image.from)
	}
	var entry, copied string
	for _, l := range image.lines {
		switch {
		case strings.HasPrefix(l, "ENTRYPOINT "):
			entry = strings.TrimPrefix(l, "ENTRYPOINT ")
		case strings.HasPrefix(l, "COPY --from="+build.name+" /out/frontier "):
			copied = strings.Fields(l)[3]
		}
	}
	if copied == "" || entry != `["`+copied+`"]` {
		t.Errorf("the image copies %q and runs %s, want the built frontier as its entry point", copied, entry)
	}

	// docs/cluster.md builds it with the command given here.
	doc, err := os.ReadFile("docs/cluster.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "docker build -f Containerfile -t ") {
		t.Errorf("docs/cluster.md does not give the build command")
	}

	engine := os.Getenv("FRONTIER_CONTAINER_BUILD")
	if engine == "" {
		t.Log("no build: set FRONTIER_CONTAINER_BUILD=docker (or podman) where a container engine runs")
		return
	}
	out, err := exec.Command(engine, "build", "-f", "Containerfile", "-t", "frontier:test", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("%s build: %v\n%s", engine, err, out)
	}
	out, err = exec.Command(engine, "run", "--rm", "frontier:test", "games").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "checkers") {
		t.Fatalf("%s run frontier:test games: %v\n%s", engine, err, out)
	}
}
