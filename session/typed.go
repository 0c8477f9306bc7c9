package session

import (
	"strings"

	"frontier/board/chess"
	"frontier/search/games"
)

// TypedMove reads text as a person types a move of p: as the game's
// notation reads it, else, in chess, in any case and without its check
// sign ("qd1" for Qd1+, "NF3", "E2E4") when that names one legal move.
// Players type fast and SAN's capital letters are a chore; a text that
// fits no move, or more than one, is returned as it was, for the
// game's parser to say what is wrong with it.
func TypedMove(p games.Position, text string) string {
	text = strings.TrimSpace(text)
	if p.Game() == nil || text == "" {
		return text
	}
	if _, err := p.Play(text); err == nil {
		return text
	}
	cp, ok := p.Value().(chess.Position)
	if !ok {
		return text
	}
	want := strings.ToLower(strings.TrimRight(text, "+#"))
	var found []string
	for _, mv := range cp.LegalMoves() {
		san := cp.SAN(mv)
		if strings.ToLower(strings.TrimRight(san, "+#")) == want || strings.ToLower(mv.String()) == want {
			found = append(found, san)
		}
	}
	if len(found) == 1 {
		return found[0]
	}
	return text
}

// TypedPrefix reports whether text begins a legal move of p as a person
// types it, other than a pass: a UI then takes the key as move text,
// not as a command. In chess a piece's letter may be typed small ("q"
// begins Qd1); a capital typed stays a capital, so that the keys H, C,
// P... keep their meaning where no move begins with them.
func TypedPrefix(p games.Position, text string) bool {
	_, chessPos := p.Value().(chess.Position)
	for _, mv := range p.Moves() {
		if mv == "pass" {
			continue
		}
		if strings.HasPrefix(mv, text) || chessPos && strings.HasPrefix(smallPiece(mv), text) {
			return true
		}
	}
	return false
}

// smallPiece writes a SAN move with its piece's letter small: "qd1+".
func smallPiece(san string) string {
	if san != "" && strings.IndexByte("KQRBN", san[0]) >= 0 {
		return strings.ToLower(san[:1]) + san[1:]
	}
	return san
}
