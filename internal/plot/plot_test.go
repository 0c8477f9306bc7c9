package plot

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/internal/figure"
)

func testFigure(panels int) figure.Figure {
	fig := figure.Figure{XLabel: "searchers", YLabel: "speedup", LogX: true, YFromZero: true}
	for i := range panels {
		fig.Panels = append(fig.Panels, figure.Panel{Title: []string{"checkers", "othello", "synthetic"}[i], Series: []figure.Series{
			{Name: "pvsplit", Points: []figure.Point{{X: 16, Y: 2.3, Err: 0.4}, {X: 1, Y: 0.9, Err: 0}, {X: 2, Y: 1.5, Err: 0.1}, {X: 4, Y: 2.1, Err: 0.2}}},
			{Name: "pvfsplit-lb,quorum=0.5", Points: []figure.Point{{X: 1, Y: 0.9, Err: 0}, {X: 2, Y: 1.7, Err: 0}, {X: 4, Y: 2.9, Err: 0}, {X: 16, Y: 4.05, Err: 0}}},
		}})
	}
	return fig
}

// checkSVG reads an SVG document to its end and returns its text.
func checkSVG(t *testing.T, data []byte) string {
	t.Helper()
	if len(data) == 0 {
		t.Fatal("empty SVG")
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	var root string
	var text strings.Builder
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
			text.Write(tok)
			text.WriteByte('\n')
		}
	}
	if root != "svg" {
		t.Fatalf("root element %q, want svg", root)
	}
	return text.String()
}

// TestSaveSVG: a figure of one panel and one of three render into valid
// SVG documents naming every series and panel.
func TestSaveSVG(t *testing.T) {
	for _, panels := range []int{1, 3} {
		path := filepath.Join(t.TempDir(), "speedup.svg")
		if err := Save(path, testFigure(panels)); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text := checkSVG(t, data)
		for _, want := range []string{"pvsplit", "pvfsplit-lb,quorum=0.5", "searchers", "speedup", "16", "checkers"} {
			if !strings.Contains(text, want) {
				t.Errorf("%d panels: the SVG does not show %q", panels, want)
			}
		}
		if panels == 3 && !strings.Contains(text, "synthetic") {
			t.Errorf("the third panel's title is missing")
		}
	}
}

func TestSavePNG(t *testing.T) {
	path := filepath.Join(t.TempDir(), "speedup.png")
	if err := Save(path, testFigure(2)); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width < 100 || cfg.Height < 100 {
		t.Fatalf("PNG %dx%d: %v", cfg.Width, cfg.Height, err)
	}
}

func TestSaveErrors(t *testing.T) {
	dir := t.TempDir()
	if err := Save(filepath.Join(dir, "speedup.pdf"), testFigure(1)); err == nil || !strings.Contains(err.Error(), "want a .svg or .png file") {
		t.Errorf("pdf: %v", err)
	}
	if err := Save(filepath.Join(dir, "empty.svg"), figure.Figure{}); err == nil || !strings.Contains(err.Error(), "nothing to draw") {
		t.Errorf("no panels: %v", err)
	}
	fig := testFigure(1)
	fig.Panels[0].Series[0].Points[0].X = 0
	if err := Save(filepath.Join(dir, "zero.svg"), fig); err == nil || !strings.Contains(err.Error(), "logarithmic") {
		t.Errorf("x = 0 on a log axis: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("failed saves left %d files", len(entries))
	}
}
