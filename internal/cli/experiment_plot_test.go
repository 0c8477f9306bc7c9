package cli

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExperimentPlot: shards and a whole report both plot into an SVG
// document with a line per algorithm; the picture's format follows
// --out.
func TestExperimentPlot(t *testing.T) {
	files := writeShards(t, 2, smallSimBench...)
	dir := t.TempDir()
	report := filepath.Join(dir, "report.jsonl")
	if _, _, err := runCLI(t, "bench", append(smallSimBench, "--format", "json", "--out", report)...); err != nil {
		t.Fatal(err)
	}
	for i, inputs := range [][]string{files, {report}, {"../../results/bench-sim-depth15.jsonl"}} {
		path := filepath.Join(dir, fmt.Sprintf("speedup-%d.svg", i))
		if _, _, err := runExperimentCLI(t, "plot", append(inputs, "--out", path)...); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text := svgText(t, data)
		algos := []string{"pvsplit", "pvfsplit-lb,quorum=0.5", "checkers"}
		if i == 2 {
			algos = []string{"pvsplit", "pvfsplit", "pvsplit-lb", "pvfsplit-lb"}
		}
		for _, want := range algos {
			if !strings.Contains(text, "\n"+want+"\n") {
				t.Errorf("%v: the plot does not name %q", inputs, want)
			}
		}
	}
	png := filepath.Join(dir, "speedup.png")
	if _, _, err := runExperimentCLI(t, "plot", files[0], files[1], "--out", png); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(png); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Errorf("PNG: %v", err)
	}
	// Without --out, the chart goes to the terminal; written to a file
	// (not a terminal), a table of the values follows it.
	text, _, err := runExperimentCLI(t, "plot", files[0], files[1])
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"speedup against searchers", "┤", "pvfsplit-lb,quorum=0.5", "searchers"} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chart has no %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "\x1b[") {
		t.Errorf("colour escapes written to a file:\n%q", text)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{files[0], "--out", filepath.Join(dir, "x.pdf")}, "want a .svg or .png file"},
		{[]string{files[0], "--out", filepath.Join(dir, "x.svg")}, "jobs missing"},
	} {
		if _, _, err := runExperimentCLI(t, "plot", c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("plot %v: %v, want %q", c.args, err, c.want)
		}
	}
}

// svgText checks that data is an SVG document and returns its text, a
// line per text element.
func svgText(t *testing.T, data []byte) string {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	var root string
	text := "\n"
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("invalid SVG: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Local
			}
		case xml.CharData:
			if s := strings.TrimSpace(string(tok)); s != "" {
				text += s + "\n"
			}
		}
	}
	if root != "svg" {
		t.Fatalf("root element %q", root)
	}
	return text
}
