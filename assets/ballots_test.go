package assets

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"frontier/board/checkers"
)

func TestBallotCounts(t *testing.T) {
	bs := Ballots()
	count := map[BallotKind]int{}
	for i, b := range bs {
		if b.Number != i+1 {
			t.Fatalf("ballot %d has number %d", i+1, b.Number)
		}
		count[b.Kind]++
	}
	if len(bs) != 174 || count[Crossboard] != 144 || count[MailPlay] != 12 || count[Barred] != 18 {
		t.Errorf("%d ballots, kinds %v; want 174: 144 crossboard, 12 mail, 18 barred", len(bs), count)
	}
	playable := PlayableBallots()
	if len(playable) != 156 {
		t.Errorf("%d playable ballots, want 156", len(playable))
	}
	for _, b := range playable {
		if b.Kind == Barred {
			t.Errorf("ballot %d is barred but playable", b.Number)
		}
	}
}

func TestBallotsReplay(t *testing.T) {
	for _, b := range Ballots() {
		p := checkers.Start()
		for _, text := range b.Moves {
			m, err := p.ParseMove(text)
			if err != nil {
				t.Fatalf("ballot %d: %v", b.Number, err)
			}
			p = p.Play(m)
		}
		if len(b.Moves) != 3 || p != b.Position || p.SideToMove() != checkers.White {
			t.Errorf("ballot %d: moves %v reach %s, Position is %s", b.Number, b.Moves, p.FEN(), b.Position.FEN())
		}
	}
	b := Ballots()[4]
	if b.Name != "Dreaded Edinburgh" || strings.Join(b.Moves, " ") != "9-13 22-18 6-9" || strings.Join(b.Attributes, " ") != "CROSSBOARD CTD" {
		t.Errorf("ballot 5 = %+v", b)
	}
}

func TestBallotsReturnCopies(t *testing.T) {
	Ballots()[0].Moves[0] = "changed"
	if Ballots()[0].Moves[0] == "changed" {
		t.Errorf("changing a returned ballot changes the package's data")
	}
}

// TestBallotsMatchSource checks the embedded ballots against the ACF
// table they were generated from, when the shared data is present.
func TestBallotsMatchSource(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "acf-3move-ballots.tsv"))
	if err != nil {
		t.Skip("shared data not available:", err)
	}
	bs := Ballots()
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	if len(lines) != len(bs) {
		t.Fatalf("source has %d ballots, embedded %d", len(lines), len(bs))
	}
	for i, l := range lines {
		f := strings.Split(l, "\t")
		want, err := checkers.ParseFEN(f[4])
		if err != nil {
			t.Fatal(err)
		}
		if f[0] != strconv.Itoa(bs[i].Number) || want != bs[i].Position || strings.TrimSpace(f[3]) != bs[i].Name {
			t.Errorf("ballot %s: source %q, embedded %+v", f[0], l, bs[i])
		}
	}
}
