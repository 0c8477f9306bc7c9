package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"frontier/search/engine"
)

// TestAlgosTable: every registered engine has a row with its P range and
// the figure it follows, its parameters with defaults under it, and each
// parameter's meaning appears once in the legend.
func TestAlgosTable(t *testing.T) {
	out, _, err := runCLI(t, "algos")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out, "\n")
	rowOf := map[string]int{}
	for i, l := range lines {
		if f := strings.Fields(l); len(f) > 0 {
			if _, ok := engine.Lookup(f[0]); ok {
				rowOf[f[0]] = i
			}
		}
	}
	for _, in := range engine.List() {
		i, ok := rowOf[in.Name]
		if !ok {
			t.Errorf("no row for %s:\n%s", in.Name, out)
			continue
		}
		row, params := lines[i], lines[i+1]
		p := "1-1024"
		if in.Name == engine.Sequential {
			p = "1"
		}
		for _, want := range []string{" " + p + " ", in.Paper + ", " + in.Figure, in.Summary} {
			if !strings.Contains(row, want) {
				t.Errorf("%s row lacks %q: %q", in.Name, want, row)
			}
		}
		for _, pa := range in.Params {
			if !strings.Contains(params, pa.Name+"=") {
				t.Errorf("%s parameters lack %s: %q", in.Name, pa.Name, params)
			}
		}
	}
	if !strings.Contains(lines[rowOf["pvfsplit"]+1], "minsplit=5 rootsplit=false norestart=false synth=7 rootfirst=false") {
		t.Errorf("pvfsplit parameters: %q", lines[rowOf["pvfsplit"]+1])
	}
	if !strings.Contains(lines[rowOf["pvsplit"]], "Figure 4.1") || !strings.Contains(lines[rowOf["pvfsplit-lb"]], "Figure 5.1, §5.3") {
		t.Errorf("figures:\n%s", out)
	}
	legend := out[strings.Index(out, "\nparameters"):]
	for _, name := range []string{"minsplit", "synth", "quorum", "threshold", "rootsplit", "norestart", "rootfirst"} {
		if n := strings.Count(legend, "\n  "+name+" "); n != 1 {
			t.Errorf("%s explained %d times in the legend:\n%s", name, n, legend)
		}
	}
	if !strings.Contains(legend, "default 35000 (sim), 10ms (real)") {
		t.Errorf("threshold's defaults missing:\n%s", legend)
	}
}

// TestAlgosJSON: one object per line per engine, in listing order, with
// the name, paper, summary and parameters (name, default, doc) of the
// registry; seq's parameters are an empty list, not null.
func TestAlgosJSON(t *testing.T) {
	out, _, err := runCLI(t, "algos", "--json")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	list := engine.List()
	if len(lines) != len(list) {
		t.Fatalf("%d lines for %d engines:\n%s", len(lines), len(list), out)
	}
	for i, text := range lines {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal([]byte(text), &raw); err != nil {
			t.Fatalf("line %q: %v", text, err)
		}
		if string(raw["params"]) == "null" {
			t.Errorf("params null in %s", text)
		}
		var got algoJSON
		if err := json.Unmarshal([]byte(text), &got); err != nil {
			t.Fatal(err)
		}
		in := list[i]
		if got.Name != in.Name || got.Paper != in.Paper || got.Figure != in.Figure || got.Summary != in.Summary ||
			got.PMin != in.MinP || got.PMax != in.MaxP || len(got.Params) != len(in.Params) {
			t.Errorf("line %d: %+v, want %+v", i, got, in)
			continue
		}
		for j, p := range in.Params {
			if g := got.Params[j]; g.Name != p.Name || g.Default != p.Default || g.Doc != p.Doc || g.Doc == "" {
				t.Errorf("%s parameter %d: %+v", in.Name, j, g)
			}
		}
	}
	if !strings.HasPrefix(lines[0], `{"name":"seq",`) || !strings.Contains(lines[4], `"name":"pvfsplit-lb"`) {
		t.Errorf("order:\n%s", out)
	}
	if _, _, err := runCLI(t, "algos", "extra"); err == nil {
		t.Error("an argument was accepted")
	}
}
