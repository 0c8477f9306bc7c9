package tune

import (
	"bytes"
	"slices"
	"sync"
	"testing"

	"frontier/search/endgame"
)

// patSmallData is a small data set: 40 games, positions of 8 to 12
// empty squares (phases 0 and 1).
var patSmallData = sync.OnceValue(func() []PatternSample {
	return GeneratePatternData(PatternDataOptions{Seed: 1, Games: 40, MinEmpty: 8, MaxEmpty: 12, Workers: 2})
})

// TestPatternDataExact: every sample's value is the exact value of its
// position for the side to move, as a solver without evaluation or
// table gives it, and the data do not depend on the number of workers.
func TestPatternDataExact(t *testing.T) {
	data := patSmallData()
	if len(data) < 100 {
		t.Fatalf("%d samples from 40 games", len(data))
	}
	plain := endgame.New(8, nil)
	for k, s := range data {
		if k%4 != 0 {
			continue
		}
		if want := plain.Solve(s.Own, s.Opp, -65, 65, nil).Score; int(s.Value) != want {
			t.Fatalf("sample %d (own %#x opp %#x): value %d, solver %d", k, s.Own, s.Opp, s.Value, want)
		}
	}
	one := GeneratePatternData(PatternDataOptions{Seed: 1, Games: 12, MinEmpty: 8, MaxEmpty: 12, Workers: 1})
	three := GeneratePatternData(PatternDataOptions{Seed: 1, Games: 12, MinEmpty: 8, MaxEmpty: 12, Workers: 3})
	if !slices.Equal(one, three) {
		t.Fatalf("1 worker: %d samples, 3 workers: %d, or the samples differ", len(one), len(three))
	}
	if n := len(one); n == 0 || !slices.Equal(one, data[:n]) {
		t.Fatal("the first 12 games of 40 differ from 12 games of the same seed")
	}
}

func TestPatternDataRoundTrip(t *testing.T) {
	samples := slices.Clone(patSmallData())
	for i := range samples {
		samples[i].Game, samples[i].Value = uint32(i), int8(i%129-64)
	}
	var b bytes.Buffer
	if err := WritePatternData(&b, samples); err != nil {
		t.Fatal(err)
	}
	got, err := ReadPatternData(&b)
	if err != nil || !slices.Equal(got, samples) {
		t.Fatalf("round trip: %v, equal %v", err, slices.Equal(got, samples))
	}
	bad := append([]byte(patDataMagic), make([]byte, 21)...)
	bad[len(patDataMagic)] = 1
	bad[len(patDataMagic)+8] = 1 // square 0 held by both
	if _, err := ReadPatternData(bytes.NewReader(bad)); err == nil {
		t.Fatal("a square held by both sides was accepted")
	}
}

func FuzzReadPatternData(f *testing.F) {
	var b bytes.Buffer
	if err := WritePatternData(&b, []PatternSample{{Own: 1, Opp: 2, Game: 3, Value: -4}}); err != nil {
		f.Fatal(err)
	}
	f.Add(b.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		samples, err := ReadPatternData(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := WritePatternData(&out, samples); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Fatal("a data file read and written back differs")
		}
	})
}
