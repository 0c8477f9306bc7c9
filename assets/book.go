package assets

import (
	"fmt"
	"strings"

	"frontier/board/chess"
)

// chessBookData is the chess match book, drawn by genbook.
const chessBookData = "chess-book.epd"

// ChessBook returns the chess match book: balanced positions a few moves
// into the game, from which a chess match plays each opening twice with
// the colours swapped. They are drawn by play, reproducibly, by
// genbook (go run ./assets/genbook; docs/chess.md, "Match book", says
// how): the file's '#' lines, but the first, are the suite's Doc. Each
// position's Text is its FEN and its Note the line that leads to it and
// the score that admitted it ("1. d4 d5 ... (ce 6 at depth 8)").
func ChessBook() GameSuite {
	s, err := parseChessBook(readChessBook())
	if err != nil {
		panic(err)
	}
	return s
}

func readChessBook() string {
	text, err := readData(chessBookData)
	if err != nil {
		panic(err)
	}
	return text
}

// parseChessBook reads the book's EPD: every record needs a unique id,
// the clocks (hmvc, fmvn) and the line (c0).
func parseChessBook(text string) (GameSuite, error) {
	s := GameSuite{Game: "chess", Name: "chess-book"}
	var doc []string
	ids := map[string]bool{}
	comments := 0
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if c, ok := strings.CutPrefix(line, "#"); ok {
			if comments++; comments > 1 {
				doc = append(doc, strings.TrimSpace(c))
			}
			continue
		}
		if line == "" {
			continue
		}
		e, err := chess.ParseEPD(line)
		if err != nil {
			return s, fmt.Errorf("assets: %s:%d: %w", chessBookData, n+1, err)
		}
		id := e.ID()
		if id == "" || ids[id] {
			return s, fmt.Errorf("assets: %s:%d: id %q empty or repeated", chessBookData, n+1, id)
		}
		ids[id] = true
		c0, ok := e.Get("c0")
		if !ok || len(c0) != 1 {
			return s, fmt.Errorf("assets: %s:%d: %s has no line (c0)", chessBookData, n+1, id)
		}
		note := c0[0]
		if ce, ok := e.Get("ce"); ok && len(ce) == 1 {
			acd, _ := e.Get("acd")
			note += " (ce " + ce[0] + " at depth " + strings.Join(acd, "") + ")"
		}
		s.Positions = append(s.Positions, GamePosition{ID: id, Text: e.Pos.FEN(), Note: note})
	}
	s.Doc = strings.Join(doc, " ")
	return s, nil
}
