package all

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"frontier/search"
	"frontier/search/engine"
)

func TestParseGood(t *testing.T) {
	for _, c := range []struct {
		text string
		want engine.Spec
		out  string // String(), if not text
	}{
		{"seq", engine.Spec{Name: "seq"}, ""},
		{"seq:1", engine.Spec{Name: "seq", P: 1}, "seq"},
		{"pvsplit", engine.Spec{Name: "pvsplit"}, ""},
		{" PVFSplit-LB : 16 ", engine.Spec{Name: "pvfsplit-lb", P: 16}, "pvfsplit-lb:16"},
		{"pvfsplit-lb:16,quorum=0.25,threshold=5000", engine.Spec{Name: "pvfsplit-lb", P: 16,
			Params: []engine.Setting{{Name: "quorum", Value: "0.25"}, {Name: "threshold", Value: "5000"}}}, ""},
		{"pvfsplit,minsplit=3, synth = 4", engine.Spec{Name: "pvfsplit",
			Params: []engine.Setting{{Name: "minsplit", Value: "3"}, {Name: "synth", Value: "4"}}}, "pvfsplit,minsplit=3,synth=4"},
		{"pvsplit-lb:1024,threshold=10ms,rootsplit=true,norestart=1", engine.Spec{Name: "pvsplit-lb", P: 1024,
			Params: []engine.Setting{{Name: "threshold", Value: "10ms"}, {Name: "rootsplit", Value: "true"}, {Name: "norestart", Value: "1"}}}, ""},
	} {
		got, err := engine.Parse(c.text)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.text, err)
			continue
		}
		if !got.Equal(c.want) {
			t.Errorf("Parse(%q) = %+v, want %+v", c.text, got, c.want)
		}
		out := c.out
		if out == "" {
			out = c.text
		}
		if got.String() != out {
			t.Errorf("Parse(%q).String() = %q, want %q", c.text, got.String(), out)
		}
		if again, err := engine.Parse(got.String()); err != nil || !again.WithP(got.P).Equal(got) {
			t.Errorf("%q does not read back: %+v, %v", got.String(), again, err)
		}
	}
}

// TestParseBad: every error quotes the spec and names what is wrong in it
// (and, for an unknown name or parameter, what would be accepted).
func TestParseBad(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"", []string{"no algorithm", "seq, pvsplit, pvfsplit, pvsplit-lb, pvfsplit-lb"}},
		{":4", []string{`":4"`, "no algorithm"}},
		{"no-such-algo:4", []string{`"no-such-algo:4"`, `unknown algorithm "no-such-algo"`, "known: seq, pvsplit, pvfsplit, pvsplit-lb, pvfsplit-lb"}},
		{"pvsplit:0", []string{`"pvsplit:0"`, "P 0", "1 to 1024"}},
		{"pvsplit:1025", []string{"P 1025", "1 to 1024"}},
		{"pvsplit:x", []string{`P "x"`, "1 to 1024"}},
		{"pvsplit:", []string{`P ""`}},
		{"seq:2", []string{`"seq:2"`, "P 2", "P must be 1"}},
		{"seq,minsplit=3", []string{`seq has no parameter "minsplit"`, "takes none"}},
		{"pvsplit,quorum=0.5", []string{`"pvsplit,quorum=0.5"`, `pvsplit has no parameter "quorum"`, "its parameters: minsplit, rootsplit, norestart"}},
		{"pvfsplit-lb,nope=1", []string{`no parameter "nope"`, "minsplit, rootsplit, norestart, synth, rootfirst, quorum, threshold"}},
		{"pvfsplit-lb:16,quorum=2", []string{`"pvfsplit-lb:16,quorum=2"`, "bad quorum=2", "between 0 and 1"}},
		{"pvfsplit-lb,quorum=abc", []string{"bad quorum=abc"}},
		{"pvsplit-lb,threshold=-5", []string{"bad threshold=-5", "positive"}},
		{"pvsplit-lb,threshold=soon", []string{"bad threshold=soon", "node units", "duration"}},
		{"pvsplit,minsplit=0", []string{"bad minsplit=0", "plies from 1 to"}},
		{"pvfsplit,synth=x", []string{"bad synth=x", "plies"}},
		{"pvsplit,rootsplit=maybe", []string{"bad rootsplit=maybe", "true or false"}},
		{"pvsplit,minsplit", []string{`parameter "minsplit"`, "key=value"}},
		{"pvsplit,minsplit=", []string{`parameter "minsplit="`, "key=value"}},
		{"pvsplit,minsplit=3,minsplit=4", []string{"minsplit given twice"}},
	} {
		_, err := engine.Parse(c.text)
		if err == nil {
			t.Errorf("Parse(%q) accepted", c.text)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Parse(%q): error %q does not mention %q", c.text, err, w)
			}
		}
	}
}

func TestParseList(t *testing.T) {
	specs, err := engine.ParseList("seq, pvfsplit-lb:16,quorum=0.25,threshold=5000,pvsplit")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range specs {
		got = append(got, s.String())
	}
	if strings.Join(got, " ") != "seq pvfsplit-lb:16,quorum=0.25,threshold=5000 pvsplit" {
		t.Fatalf("specs %q", got)
	}
	for text, want := range map[string]string{
		"":                     "no algorithm",
		"quorum=0.5,pvsplit":   `parameter "quorum=0.5" comes before any algorithm`,
		"seq,,pvsplit":         "empty entry",
		"pvsplit,no-such-algo": `unknown algorithm "no-such-algo"`,
		"pvsplit,quorum=0.5":   `pvsplit has no parameter "quorum"`,
	} {
		if _, err := engine.ParseList(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseList(%q): %v, want it to mention %q", text, err, want)
		}
	}
}

// TestBuildChecks: Build checks a spec made by hand as Parse checks text,
// and what depends on the machine is checked against it.
func TestBuildChecks(t *testing.T) {
	sh, err := search.NewShared(1)
	if err != nil {
		t.Fatal(err)
	}
	env := engine.Env{Shared: sh, Options: search.DefaultOptions(), Sim: true}
	for _, c := range []struct {
		s    engine.Spec
		env  engine.Env
		want string
	}{
		{engine.Spec{Name: "no-such-algo"}, env, "unknown algorithm"},
		{engine.Spec{Name: "pvsplit", P: engine.MaxP + 1}, env, "1 to 1024"},
		{engine.Spec{Name: "seq", P: 4}, env, "P must be 1"},
		{engine.Spec{Name: "pvsplit"}, env, "P 0"},
		{engine.Spec{Name: "pvsplit", P: 2, Params: []engine.Setting{{Name: "synth", Value: "3"}}}, env, `pvsplit has no parameter "synth"`},
		{engine.Spec{Name: "pvsplit-lb", P: 2, Params: []engine.Setting{{Name: "threshold", Value: "10ms"}}}, env, "the simulator counts node units"},
		{engine.Spec{Name: "pvsplit", P: 2}, engine.Env{}, "Env.Shared"},
	} {
		e, err := Build(ck, c.s, c.env)
		if err == nil {
			e.Close()
			t.Errorf("Build(%+v) accepted", c.s)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("Build(%+v): %v, want it to mention %q", c.s, err, c.want)
		}
	}
	// The same duration is fine on the real machine.
	env.Sim = false
	e, err := New(ck, "pvsplit-lb:2,threshold=10ms", env)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if s := e.Spec().String(); s != "pvsplit-lb:2,threshold=10ms" || e.Simulated() {
		t.Errorf("spec %q, simulated %v", s, e.Simulated())
	}
}

func TestList(t *testing.T) {
	names := engine.Names()
	if !strings.HasPrefix(strings.Join(names, " "), "seq pvsplit pvfsplit pvsplit-lb pvfsplit-lb ") || !slices.Contains(names, "lazysmp") {
		t.Fatalf("names %v", names)
	}
	list := engine.List()
	if len(list) != len(names) {
		t.Fatalf("%d infos for %d names", len(list), len(names))
	}
	for i, in := range list {
		if in.Name != names[i] || in.Summary == "" || in.Paper == "" || in.Figure == "" || in.MinP != 1 {
			t.Errorf("info %+v", in)
		}
		if engine.IsSequential(in.Name) != (in.MaxP == 1) {
			t.Errorf("%s: P up to %d", in.Name, in.MaxP)
		}
		for _, p := range in.Params {
			if p.Default == "" || p.Doc == "" {
				t.Errorf("%s: parameter %+v undocumented", in.Name, p)
			}
		}
	}
	if in, _ := engine.Lookup("pvfsplit"); in.Figure != "Figure 5.1" {
		t.Errorf("pvfsplit follows %q", in.Figure)
	}
}

// TestSpecText: a spec in JSON is its text, read back checked.
func TestSpecText(t *testing.T) {
	type file struct {
		Algorithm engine.Spec `json:"algorithm"`
	}
	for _, text := range []string{"seq", "pvfsplit-lb,quorum=0.5", "pvfsplit-lb:16,quorum=0.25,threshold=5000"} {
		s, err := engine.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(file{s})
		if err != nil || string(b) != `{"algorithm":"`+text+`"}` {
			t.Errorf("%q marshals as %s, %v", text, b, err)
		}
		var back file
		if err := json.Unmarshal(b, &back); err != nil || !back.Algorithm.Equal(s) {
			t.Errorf("%s reads back as %+v, %v", b, back.Algorithm, err)
		}
	}
	var f file
	err := json.Unmarshal([]byte(`{"algorithm":"pvfsplit-lb,quorum=2"}`), &f)
	if err == nil || !strings.Contains(err.Error(), "bad quorum=2") || !strings.Contains(err.Error(), `"pvfsplit-lb,quorum=2"`) {
		t.Errorf("a bad spec reads with error %v", err)
	}
}

// FuzzParseSpec: no text makes Parse or ParseList panic; a spec Parse
// accepts checks, and reads back equal from its String.
func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{"seq", "pvfsplit-lb:16,quorum=0.25,threshold=5000", "ybwc:2,minsplit=3", "seq,pvsplit:4,rootsplit=true", "mwf:8,", ":3", "pvsplit:0", "er:1024,grain=0", "alphabeta,x=1", "lazysmp:2,,", "=", "PVSPLIT : 4 , MinSplit = 2", "seq:1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if specs, err := engine.ParseList(text); err == nil {
			for _, s := range specs {
				if err := s.WithP(1).Check(); err != nil {
					t.Errorf("ParseList(%q) gave %s, which does not check: %v", text, s, err)
				}
			}
		}
		s, err := engine.Parse(text)
		if err != nil {
			return
		}
		if err := s.WithP(1).Check(); err != nil {
			t.Errorf("Parse(%q) = %s, which does not check: %v", text, s, err)
		}
		// String leaves out seq's P, which is always 1.
		again, err := engine.Parse(s.String())
		if err != nil || !again.WithP(s.P).Equal(s) {
			t.Errorf("Parse(%q) = %#v, whose text %q reads back as %#v, %v", text, s, s.String(), again, err)
		}
	})
}
