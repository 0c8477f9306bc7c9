package hub

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"frontier/board/checkers"
)

func TestParseLine(t *testing.T) {
	l, err := ParseLine(`  id name=Frontier version="1 2" author="" flag  country=x=y `)
	want := Line{Command: "id", Args: []Arg{
		{Name: "name", Value: "Frontier"}, {Name: "version", Value: "1 2"}, {Name: "author", Value: ""},
		{Name: "flag", Flag: true}, {Name: "country", Value: "x=y"},
	}}
	if err != nil || !reflect.DeepEqual(l, want) {
		t.Errorf("got %+v, %v\nwant %+v", l, err, want)
	}
	if v, ok := l.Get("version"); !ok || v != "1 2" || !l.Has("flag") || l.Has("nope") {
		t.Errorf("Get/Has on %+v", l)
	}
	if l, err := ParseLine("   "); err != nil || l.Command != "" {
		t.Errorf("blank line: %+v, %v", l, err)
	}
	for _, bad := range []string{`pos pos="Wee`, `=x`, `"go" think`, `level =3`, `pos "a b"`} {
		if l, err := ParseLine(bad); err == nil {
			t.Errorf("%q read as %+v", bad, l)
		}
	}
	for _, v := range []string{"", "a b", "x=y", "plain", `say "hi"`} {
		l, err := ParseLine("c v=" + Quote(v))
		got, _ := l.Get("v")
		if err != nil || got != strings.ReplaceAll(v, `"`, "'") {
			t.Errorf("Quote(%q) read back as %q, %v", v, got, err)
		}
	}
}

func TestPosRoundTrip(t *testing.T) {
	start := checkers.Start()
	if got := FormatPos(&start); got != "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww" {
		t.Errorf("start: %s", got)
	}
	for _, fen := range []string{"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", "W:WK4,5:B28,K32", "B:W21-32:B1-12"} {
		p, err := checkers.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		q, err := ParsePos(FormatPos(&p))
		if err != nil || q != p {
			t.Errorf("%s: %s read back as %s, %v", fen, FormatPos(&p), q.FEN(), err)
		}
	}
	for _, bad := range []string{"", "X" + strings.Repeat("e", 32), "B" + strings.Repeat("e", 31), "B" + strings.Repeat("e", 31) + "b", "W" + "w" + strings.Repeat("e", 31), "B" + strings.Repeat("x", 32)} {
		if _, err := ParsePos(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestMoveNotation(t *testing.T) {
	// The king on 14 captures to 32 by two jumps or by four: the same
	// start and end, told apart by the pieces taken.
	// The king on 6 runs a circuit over 9, 17, 18 and 10 either way: two
	// routes, one position after them.
	for _, fen := range []string{"B:W17,18,20,25,26,27,28:BK14", "B:W9,10,16,17,18:BK6"} {
		p, err := checkers.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range p.LegalMoves() {
			text := FormatMove(m)
			got, err := ParseMove(&p, text)
			if err != nil || p.Play(got) != p.Play(m) {
				t.Errorf("%s: %s (%s) read back as %v, %v", fen, text, m, got, err)
			}
			if got, err := ParseMove(&p, m.String()); err != nil || got != m {
				t.Errorf("%s: PDN %s read as %v, %v", fen, m, got, err)
			}
		}
	}
	p, _ := checkers.ParseFEN("B:W17,18,20,25,26,27,28:BK14")
	if _, err := ParseMove(&p, "14x32"); err == nil {
		t.Error("14x32 without the pieces taken is ambiguous, and was accepted")
	}
	start := checkers.Start()
	if m, err := ParseMove(&start, "11-15"); err != nil || FormatMove(m) != "11-15" {
		t.Errorf("11-15: %v %v", m, err)
	}
	for _, bad := range []string{"11-18", "x", "", "9-13-17", "32-28"} {
		if m, err := ParseMove(&start, bad); err == nil {
			t.Errorf("%q read as %v", bad, m)
		}
	}
}

func TestParseLevel(t *testing.T) {
	for text, want := range map[string]Level{
		"level depth=9":                     {Depth: 9},
		"level move-time=0.5":               {MoveTime: 500 * time.Millisecond},
		"level moves=9 time=291.587 inc=0":  {Moves: 9, Time: 291587 * time.Millisecond},
		"level time=60 inc=0.1 colour=blue": {Time: time.Minute, Inc: 100 * time.Millisecond},
		"level infinite":                    {Infinite: true},
		"level nodes=5000":                  {Nodes: 5000},
	} {
		l, _ := ParseLine(text)
		got, err := ParseLevel(l)
		if err != nil || got != want {
			t.Errorf("%s: %+v, %v; want %+v", text, got, err, want)
		}
	}
	for _, bad := range []string{"level", "level depth=0", "level depth=x", "level move-time=-1", "level time=NaN", "level nodes=0", "level colour=blue"} {
		l, _ := ParseLine(bad)
		if lv, err := ParseLevel(l); err == nil {
			t.Errorf("%s accepted as %+v", bad, lv)
		}
	}
}

// FuzzParseLine: no line makes the parser panic, and a parsed line
// written back with Quote parses to the same.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{`pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves="11-15 23-19"`, `id name="a b"`, `"`, `x="y`, "level depth=3", "a b=c d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLine(s)
		if err != nil || l.Command == "" {
			return
		}
		text := l.Command
		for _, a := range l.Args {
			text += " " + a.Name
			if !a.Flag {
				text += "=" + Quote(a.Value)
			}
		}
		back, err := ParseLine(text)
		if err != nil {
			t.Fatalf("%q gave %+v, written %q, which does not parse: %v", s, l, text, err)
		}
		if back.Command != l.Command || len(back.Args) != len(l.Args) {
			t.Fatalf("%q gave %+v, written %q, read back as %+v", s, l, text, back)
		}
	})
}

// FuzzParsePos: no text makes ParsePos panic, and a position it accepts
// is written back as the same text.
func FuzzParsePos(f *testing.F) {
	f.Add("Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww")
	f.Add("We")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePos(s)
		if err == nil && FormatPos(&p) != s {
			t.Fatalf("%q read and written as %q", s, FormatPos(&p))
		}
	})
}
