package tui

import (
	"strings"

	"frontier/board/chess"
	"frontier/session"
)

// testNote is what a chess test position asks, "bm Qd1+" or "am Rd1",
// for the board's second line while no search has a best move for it:
// the Bratko-Kopec and Kaufman suites and EPD files carry it in the
// line's title after the position's ID (session.Open). Other games'
// notes are the moves that led to the position, which the move list
// shows already.
func testNote(l *session.Line) string {
	if _, ok := l.Position().Value().(chess.Position); !ok || l.TestID == "" || l.Ply != l.TestPly {
		return ""
	}
	note := strings.TrimPrefix(l.Title, l.TestID+" ")
	if !strings.HasPrefix(note, "bm ") && !strings.HasPrefix(note, "am ") {
		return ""
	}
	return note
}
