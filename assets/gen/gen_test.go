package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

var (
	sharedData = filepath.Join("..", "..", "..", "shared", "data")
	thesisPath = filepath.Join("..", "..", "..", "shared", "papers", thesisFile)
)

// TestEmbeddedDataIsFresh regenerates the embedded files and compares
// them with the committed ones, so that a change to the sources, the
// generator or board's PDN writer cannot leave stale data behind.
func TestEmbeddedDataIsFresh(t *testing.T) {
	if _, err := os.Stat(sharedData); err != nil {
		t.Skip("shared data not available:", err)
	}
	files, err := generate(sharedData, thesisPath)
	if err != nil {
		t.Fatalf("generate: %v", err)
	}
	entries, err := os.ReadDir(filepath.Join("..", "data"))
	if err != nil {
		t.Fatal(err)
	}
	var committed []string
	for _, e := range entries {
		if !drawnElsewhere[e.Name()] {
			committed = append(committed, e.Name())
		}
	}
	var generated []string
	for name, want := range files {
		generated = append(generated, name)
		got, err := os.ReadFile(filepath.Join("..", "data", name))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("assets/data/%s is stale or missing (%v): run go generate ./assets", name, err)
		}
	}
	sort.Strings(generated)
	if len(committed) != len(generated) {
		t.Errorf("assets/data holds %v, the generator writes %v", committed, generated)
	}
}

// drawnElsewhere are the files of assets/data another generator writes:
// the chess match book, which needs the search (go run ./assets/genbook).
var drawnElsewhere = map[string]bool{"chess-book.epd": true}

func TestSig3(t *testing.T) {
	for _, c := range []struct{ in, want float64 }{
		{39.846, 39.8}, {-2.689, -2.69}, {30.037, 30}, {-23.784, -23.8}, {2.31, 2.31}, {129.7, 130}, {0.4521, 0.452}, {0, 0},
	} {
		if got := sig3(c.in); got != c.want {
			t.Errorf("sig3(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestAgreesToRounding(t *testing.T) {
	for _, c := range []struct {
		got, printed float64
		want         bool
	}{
		{1.3752, 1.38, true}, {1.8853, 1.88, true}, {1.8953, 1.88, false}, {17.316, 17.9, false}, {15.92, 15.9, true}, {0.2598, 0.260, true},
	} {
		if agreesToRounding(c.got, c.printed) != c.want {
			t.Errorf("agreesToRounding(%v, %v) != %v", c.got, c.printed, c.want)
		}
	}
}

func TestBallotKind(t *testing.T) {
	for _, c := range []struct {
		attrs []string
		want  string
	}{
		{[]string{"CROSSBOARD"}, "crossboard"}, {[]string{"CROSSBOARD", "CTD"}, "crossboard"},
		{[]string{"CTD", "MAILPLAY"}, "mail"}, {[]string{"BARRED"}, "barred"},
	} {
		if got, err := ballotKind(c.attrs); err != nil || got != c.want {
			t.Errorf("ballotKind(%v) = %q, %v; want %q", c.attrs, got, err, c.want)
		}
	}
	if _, err := ballotKind([]string{"CTD"}); err == nil {
		t.Errorf("ballotKind(CTD) should fail: CTD alone names no kind")
	}
}
