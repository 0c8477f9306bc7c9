package match

import (
	"fmt"
	"strings"
	"time"

	"frontier/search/games"
)

// Tag is a name and value of a game record's header.
type Tag struct {
	Name, Value string
}

// Record is a game of any kind as plain text: what PDN is for checkers,
// for games that have no such standard. It is written (FormatRecords)
// as PDN-like tags, the Position tag holding the start in the game's
// position text, then the moves in the game's notation with optional
// comments in braces and the result:
//
//	[Game "othello6"]
//	[Event "frontier match: seq (A) vs seq (B)"]
//	[Round "1"]
//	[Black "seq (A)"]
//	[White "seq (B)"]
//	[Result "0-1"]
//	[Termination "final margin 4"]
//	[Position "--------------OX----XO-------------- X"]
//
//	c2 {score +4 depth 4} b2 {score -2 depth 4} ... 0-1
//
// Anyone can replay it with the game's parser: the Position tag read by
// `frontier search --game NAME --position`, then the moves.
type Record struct {
	Tags  []Tag
	Start games.Position
	Moves []string
	// Comments, when not nil, holds one comment a move ("" for none).
	Comments []string
	// Result is "1-0" (the first player won), "0-1", "1/2-1/2" or "*".
	Result string
	// Clocks, in a game on a clock, holds the mover's time left after
	// each move, increment included (-1 for an opening move); nil
	// without a clock. PGN writes it as [%clk].
	Clocks []time.Duration
}

// Tag returns the value of the tag called name, "" if absent.
func (r *Record) Tag(name string) string {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the tag called name, adding it at the end if absent.
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if t.Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{Name: name, Value: value})
}

// recordWidth is the longest line of move text FormatRecords writes.
const recordWidth = 79

// FormatRecords writes games in the plain text of Record, separated by
// blank lines.
func FormatRecords(games ...Record) string {
	var b strings.Builder
	for i, g := range games {
		if i > 0 {
			b.WriteByte('\n')
		}
		for _, t := range g.Tags {
			fmt.Fprintf(&b, "[%s %s]\n", t.Name, quoteTag(t.Value))
		}
		b.WriteByte('\n')
		line := 0
		word := func(w string) {
			switch {
			case line == 0:
			case line+1+len(w) > recordWidth:
				b.WriteByte('\n')
				line = 0
			default:
				b.WriteByte(' ')
				line++
			}
			b.WriteString(w)
			line += len(w)
		}
		for j, m := range g.Moves {
			word(m)
			if j < len(g.Comments) && g.Comments[j] != "" {
				word("{" + strings.NewReplacer("{", "(", "}", ")").Replace(g.Comments[j]) + "}")
			}
		}
		result := g.Result
		if result == "" {
			result = "*"
		}
		word(result)
		b.WriteByte('\n')
	}
	return b.String()
}

// quoteTag writes a tag value in double quotes, escaping quotes and
// backslashes.
func quoteTag(v string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v) + `"`
}

// AppendRecords adds games to the end of the text file at path, creating
// it if needed, atomically as AppendPDN does: a reader sees the old file
// or the new one, never a torn game.
func AppendRecords(path string, games ...Record) error {
	return appendFile(path, FormatRecords(games...))
}
