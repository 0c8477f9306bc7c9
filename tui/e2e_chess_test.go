package tui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestEndToEndChessInTmux: the real binary started with --game chess
// draws the board of Bratko-Kopec 1 with its bm, searches it with SAN in
// the panes, takes a move typed at ':' in SAN, plays a game against the
// engine with clocks from a move typed in play, and remembers chess when
// it quits.
func TestEndToEndChessInTmux(t *testing.T) {
	tx, cfg := startE2E(t, "--game", "chess", "--glyphs", "unicode")
	tx.waitFor("the chess board", 15*time.Second, func(s string) bool {
		return strings.Contains(s, "a  b  c  d  e  f  g  h") && strings.Contains(s, "♚ Black to move") &&
			strings.Contains(s, "bm Qd1+") && strings.Contains(s, "chess · BK.01 ply 0/0")
	})
	tx.keys("r")
	san := regexp.MustCompile(`best (Q|B|R|N|K)?[a-h]?x?[a-h][1-8][+#]? `)
	tx.waitFor("a chess iteration in SAN", 60*time.Second, func(s string) bool {
		return san.MatchString(s) && regexp.MustCompile(`pvfsplit ×16 sim on BK\.01 · (running|finished) d\d+`).MatchString(s)
	})
	tx.keys("s", ":", "Q", "d", "1", "Enter")
	tx.waitFor("the typed move played", 5*time.Second, func(s string) bool {
		return strings.Contains(s, "played Qd1+") && strings.Contains(s, "last move Qd1+")
	})
	// A game from the start, White against the engine, 5 min + 3 s.
	tx.keys("P", "Down", "Down", "Down", "Down", "Down")
	tx.waitFor("chess's setup", 5*time.Second, func(s string) bool { return strings.Contains(s, "Play chess against the engine") })
	fivePlusThree := regexp.MustCompile(`game clock (5m0s\+3s|5\+3)`)
	for i := 0; i < 12 && !fivePlusThree.MatchString(tx.capture()); i++ {
		tx.keys("Right")
	}
	tx.waitFor("a clock of 5 min + 3 s", 5*time.Second, fivePlusThree.MatchString)
	tx.keys("Enter", "e", "4", "Enter")
	tx.waitFor("the engine's reply", 30*time.Second, func(s string) bool {
		return regexp.MustCompile(`1\. e4 +\S`).MatchString(s) && strings.Contains(s, "your move") &&
			regexp.MustCompile(`White You +[0-4]:[0-5]\d`).MatchString(s)
	})
	tx.keys("X")
	if strings.Contains(tx.capture(), "not saved") { // the play stack asks before a game is dropped
		tx.keys("d")
	}
	// Qd1+ played in BK.01 is analysis not saved: q asks first (issue
	// 24 bug 1), d discards it.
	tx.keys("q")
	tx.waitFor("the question about the analysis", 5*time.Second, func(s string) bool {
		return strings.Contains(s, "Analysis not saved: the position.") && strings.Contains(s, "d discard")
	})
	tx.keys("d")
	deadline := time.Now().Add(10 * time.Second)
	for tx.alive() {
		if time.Now().After(deadline) {
			t.Fatalf("the workstation did not quit:\n%s", tx.capture())
		}
		time.Sleep(50 * time.Millisecond)
	}
	data, err := os.ReadFile(filepath.Join(cfg, "frontier", "workstation.json"))
	if err != nil || !strings.Contains(string(data), `"game": "chess"`) {
		t.Fatalf("the game was not remembered: %v\n%s", err, data)
	}
}
