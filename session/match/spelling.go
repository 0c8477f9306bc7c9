package match

import "frontier/search/engine"

// spelledAs returns the legal move, in the game's own notation, that
// text plays when it is written another way the game's parser reads:
// chess's UCI ("e2e4", "e7e8n", which two clicks on the board give) or
// SAN without its check sign ("Ra8" for "Ra8#"). ok is false when text
// is the notation already or no legal move.
func spelledAs(p engine.Position, legal []string, text string) (string, bool) {
	next, err := p.Play(text)
	if err != nil {
		return "", false
	}
	for _, m := range legal {
		if m == text {
			return "", false
		}
		if q, err := p.Play(m); err == nil && q.Key() == next.Key() && q.String() == next.String() {
			return m, true
		}
	}
	return "", false
}
