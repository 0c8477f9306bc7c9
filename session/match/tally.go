package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"frontier/search/games"
)

// A Tally reads back the game files that matches wrote (PDN for
// checkers, PGN for chess, Record's text for the other games) and scores
// them per pairing of players. A match split into shards, run as several
// processes or on several machines, is scored as one this way: the
// interval of one shard of 50 games says little, that of eight says
// more, and only the games themselves can be joined honestly.
type Tally struct {
	// Pairings are the pairs of players met, in the order first seen.
	Pairings []*Pairing
	// Games counts the games read, Unfinished those among them with
	// result "*" (a match interrupted mid-game), which score nothing.
	Games, Unfinished int
	// Skip lists Termination tag values ("time forfeit") whose games
	// are counted in Skipped and not scored: a match played on a loaded
	// machine can then be read without the losses the load caused.
	Skip    []string
	Skipped int
	// A, when set, is the player whose score a pairing reports; by
	// default the first player named in the Event tag ("frontier match:
	// A vs B"), else the first player of the pairing's first game.
	A string
}

// Pairing is the score of one pair of players over every game read.
type Pairing struct {
	A, B  string
	Score Score
	// Depths of the moves each played, from their comments ("depth
	// N"), A's first: the nominal depth the search reached, which says
	// whether a faster engine saw further.
	Depths [2][]int
}

// Read adds the games of one file to the tally; name labels errors.
func (t *Tally) Read(r io.Reader, name string) error {
	br := bufio.NewReader(r)
	var (
		g      tallyGame
		inMove bool
		// inBrace: a {comment} of the move text goes on past this
		// line, so the next line is not a tag even if it starts with
		// '[' (a wrapped "[%clk ...]").
		inBrace   bool
		braceLine int // where the open comment started
		line      int
	)
	flush := func() error {
		if len(g.tags) == 0 {
			return nil
		}
		err := t.add(&g)
		g = tallyGame{}
		inMove = false
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
	for {
		text, err := br.ReadString('\n')
		if text != "" {
			line++
			s := strings.TrimSpace(text)
			switch {
			case !inBrace && strings.HasPrefix(s, "["):
				if inMove {
					if ferr := flush(); ferr != nil {
						return ferr
					}
				}
				tag, perr := parseTagLine(s)
				if perr != nil {
					return fmt.Errorf("%s:%d: %w", name, line, perr)
				}
				if len(g.tags) == 0 {
					g.line = line
				}
				g.tags = append(g.tags, tag)
			case s == "":
				if len(g.tags) > 0 {
					inMove = true
				}
			default:
				if len(g.tags) == 0 {
					return fmt.Errorf("%s:%d: move text before any tag: %.40q", name, line, s)
				}
				inMove = true
				if !inBrace {
					braceLine = line
				}
				inBrace = braceOpen(s, inBrace)
				g.moves.WriteString(s)
				g.moves.WriteByte(' ')
			}
		}
		if errors.Is(err, io.EOF) {
			if inBrace {
				return fmt.Errorf("%s:%d: comment '{' not closed by the end of the file", name, braceLine)
			}
			return flush()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
}

// braceOpen says whether a {comment} is still open after the move text
// line s, given whether one was open before it; a ';' outside braces
// comments out the rest of the line.
func braceOpen(s string, open bool) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case open:
			open = c != '}'
		case c == '{':
			open = true
		case c == ';':
			return false
		}
	}
	return open
}

// tallyGame is one game as read: its tags, its move text and the line
// it starts on.
type tallyGame struct {
	tags  []Tag
	moves strings.Builder
	line  int
}

func (g *tallyGame) tag(name string) (string, bool) {
	for _, t := range g.tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// parseTagLine reads `[Name "value"]`, with \" and \\ escaped.
func parseTagLine(s string) (Tag, error) {
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return Tag{}, fmt.Errorf("malformed tag %.60q: want [Name \"value\"]", s)
	}
	body := strings.TrimSpace(s[1 : len(s)-1])
	name, rest, ok := strings.Cut(body, " ")
	rest = strings.TrimSpace(rest)
	if !ok || name == "" || len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return Tag{}, fmt.Errorf("malformed tag %.60q: want [Name \"value\"]", s)
	}
	var v strings.Builder
	q := rest[1 : len(rest)-1]
	for i := 0; i < len(q); i++ {
		c := q[i]
		if c == '\\' && i+1 < len(q) {
			i++
			c = q[i]
		} else if c == '"' {
			return Tag{}, fmt.Errorf("malformed tag %.60q: unescaped quote in the value", s)
		}
		v.WriteByte(c)
	}
	return Tag{Name: name, Value: v.String()}, nil
}

// gameOf says which game a record is of: its Game tag (Record's text),
// chess for PGN (the only format with a PlyCount tag among those matches
// write), checkers (PDN) otherwise.
func (g *tallyGame) gameOf() (games.Game, error) {
	name := "checkers"
	if v, ok := g.tag("Game"); ok {
		name = v
	} else if _, ok := g.tag("PlyCount"); ok {
		name = "chess"
	}
	gm, ok := games.LookupGame(name)
	if !ok {
		return nil, fmt.Errorf("game at line %d: unknown game %q (games: %s)", g.line, name, strings.Join(games.GameNames(), ", "))
	}
	return gm, nil
}

// startSide is the side that moved first in the record: that of its FEN
// or Position tag, else of the game's start.
func (g *tallyGame) startSide(gm games.Game) (int, error) {
	for _, name := range []string{"FEN", "Position"} {
		if v, ok := g.tag(name); ok {
			p, err := gm.ParsePosition(v)
			if err != nil {
				return 0, fmt.Errorf("game at line %d: %s tag: %w", g.line, name, err)
			}
			return p.Side(), nil
		}
	}
	return gm.Start().Side(), nil
}

// add scores one game.
func (t *Tally) add(g *tallyGame) error {
	gm, err := g.gameOf()
	if err != nil {
		return err
	}
	var names [2]string
	for side := range names {
		v, ok := g.tag(gm.SideName(side))
		if !ok || v == "" {
			return fmt.Errorf("game at line %d: no %s tag naming the player of %s's side %d", g.line, gm.SideName(side), gm.Name(), side)
		}
		names[side] = v
	}
	if names[0] == names[1] {
		return fmt.Errorf("game at line %d: both sides are %q; the players must have different names", g.line, names[0])
	}
	if term, ok := g.tag("Termination"); ok && slices.Contains(t.Skip, term) {
		t.Games++
		t.Skipped++
		return nil
	}
	result, _ := g.tag("Result")
	var first float64 // the first player's points
	switch result {
	case "1-0":
		first = 1
	case "0-1":
		first = 0
	case "1/2-1/2":
		first = 0.5
	case "*":
		t.Games++
		t.Unfinished++
		return nil
	default:
		return fmt.Errorf("game at line %d: result %q: want 1-0, 0-1, 1/2-1/2 or *", g.line, result)
	}
	start, err := g.startSide(gm)
	if err != nil {
		return err
	}
	p := t.pairing(names, g)
	aSide := 0 // the side index of names that is A
	if names[1] == p.A {
		aSide = 1
	}
	pts := first
	if aSide == 1 {
		pts = 1 - first
	}
	p.Score.add(pts)
	t.Games++
	// The side of move k (from 0) is start+k mod 2: every registered
	// game alternates, a forced pass being a move.
	for k, d := range moveDepths(g.moves.String()) {
		if d < 0 {
			continue
		}
		side := (start + k) % 2
		who := 1
		if side == aSide {
			who = 0
		}
		p.Depths[who] = append(p.Depths[who], d)
	}
	return nil
}

// pairing returns the pairing of the two names, new if need be, with A
// oriented by t.A, the Event tag or the game's first player.
func (t *Tally) pairing(names [2]string, g *tallyGame) *Pairing {
	for _, p := range t.Pairings {
		if (p.A == names[0] && p.B == names[1]) || (p.A == names[1] && p.B == names[0]) {
			return p
		}
	}
	a := names[0]
	want := t.A
	if want == "" {
		if ev, ok := g.tag("Event"); ok {
			if _, rest, ok := strings.Cut(ev, ": "); ok {
				want, _, _ = strings.Cut(rest, " vs ")
			}
		}
	}
	for _, n := range names {
		if want != "" && (n == want || n == want+" (A)") {
			a = n
		}
	}
	b := names[0]
	if a == names[0] {
		b = names[1]
	}
	p := &Pairing{A: a, B: b}
	t.Pairings = append(t.Pairings, p)
	return p
}

// moveDepths returns, for each move of the move text in order, the depth
// its comment names, -1 where it has none. Move numbers ("12.",
// "12..."), annotations ($n) and the result are not moves.
func moveDepths(text string) []int {
	var ds []int
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '{':
			end := strings.IndexByte(text[i:], '}')
			if end < 0 {
				end = len(text) - i
			}
			if n := len(ds); n > 0 {
				if d, ok := commentDepth(text[i+1 : i+end]); ok {
					ds[n-1] = d
				}
			}
			i += end + 1
		default:
			j := i
			for j < len(text) && text[j] != ' ' && text[j] != '{' {
				j++
			}
			tok := strings.TrimLeft(text[i:j], "0123456789")
			if len(tok) < len(text[i:j]) && strings.HasPrefix(tok, ".") {
				tok = strings.TrimLeft(tok, ".") // a move number, maybe glued to its move
			} else {
				tok = text[i:j]
			}
			switch {
			case tok == "", tok[0] == '$', tok == "1-0", tok == "0-1", tok == "1/2-1/2", tok == "*":
			default:
				ds = append(ds, -1)
			}
			i = j
		}
	}
	return ds
}

// commentDepth finds "depth N" in a move's comment.
func commentDepth(c string) (int, bool) {
	f := strings.Fields(c)
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "depth" {
			if d, err := strconv.Atoi(strings.TrimRight(f[i+1], ";,.")); err == nil && d >= 0 {
				return d, true
			}
		}
	}
	return 0, false
}

// DepthSummary returns the median and mean of ds (0, 0 when empty).
func DepthSummary(ds []int) (median, mean float64) {
	if len(ds) == 0 {
		return 0, 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	n := len(s)
	median = float64(s[n/2])
	if n%2 == 0 {
		median = float64(s[n/2-1]+s[n/2]) / 2
	}
	sum := 0
	for _, d := range s {
		sum += d
	}
	return median, float64(sum) / float64(n)
}

// PlayerRating is the rating of a player who met players of known
// rating: Scores holds its score against each, by name, in the order
// met; Err is Rate's error when it has no finite rating.
type PlayerRating struct {
	Player string
	Rating Rating
	Err    error
	Scores []NamedScore
}

// NamedScore is a player's score against the opponent named.
type NamedScore struct {
	Opponent string
	Score    Score
}

// Ratings rates every player who met a player of known rating (known:
// rating by name), over all those games, in the order first met;
// players of known rating are not rated. It is an error when no player
// met one of them, which is a misspelt name more often than not.
func (t *Tally) Ratings(known map[string]float64) ([]PlayerRating, error) {
	var out []PlayerRating
	rated := map[string][]Rated{}
	index := map[string]int{}
	for _, p := range t.Pairings {
		reverse := Score{Wins: p.Score.Losses, Draws: p.Score.Draws, Losses: p.Score.Wins}
		for _, side := range [2]struct {
			who, opp string
			s        Score
		}{{p.A, p.B, p.Score}, {p.B, p.A, reverse}} {
			r, ok := known[side.opp]
			if _, self := known[side.who]; !ok || self {
				continue
			}
			i, seen := index[side.who]
			if !seen {
				i = len(out)
				index[side.who] = i
				out = append(out, PlayerRating{Player: side.who})
			}
			rated[side.who] = append(rated[side.who], Rated{Opponent: r, Score: side.s})
			out[i].Scores = append(out[i].Scores, NamedScore{Opponent: side.opp, Score: side.s})
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no player met one of the rated players (the players: %s)", strings.Join(t.Players(), ", "))
	}
	for i := range out {
		out[i].Rating, out[i].Err = Rate(rated[out[i].Player])
	}
	return out, nil
}

// Players lists the players of the pairings, in the order first met.
func (t *Tally) Players() []string {
	var names []string
	for _, p := range t.Pairings {
		for _, n := range []string{p.A, p.B} {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	return names
}
