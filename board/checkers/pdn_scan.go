package checkers

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// pdnKind is the kind of a PDN token.
type pdnKind uint8

const (
	tokEOF     pdnKind = iota
	tokTag             // [Name "value"]: text is the name, value the value
	tokComment         // {text} or ; text: text is whitespace-normalised
	tokOpen            // (
	tokClose           // )
	tokNumber          // move number such as "12." or "12...": ignored
	tokMove            // move text with any !? suffix removed (kept in value)
	tokResult          // 1-0, 0-1, 1/2-1/2 or *
	tokNAG             // $3, !, ?!: annotation glyphs, text as written
)

// pdnToken is one token with the line and column where it starts.
type pdnToken struct {
	kind      pdnKind
	text      string
	value     string
	line, col int
	valueCol  int // column of a tag value's first character
}

// pdnScanner splits PDN text into tokens, tracking line and column so
// that every error can point at its place in the file.
type pdnScanner struct {
	src       string
	pos       int
	line, col int
	// inTag says that the last token, or the error, began with '[':
	// the next game's tags, when a game's moves came before; tagAt is
	// where (pos, line, col), for reading them again.
	inTag bool
	tagAt [3]int
}

func newPDNScanner(src string) *pdnScanner {
	src = strings.TrimPrefix(src, "\ufeff")
	return &pdnScanner{src: src, line: 1, col: 1}
}

// advance moves past n bytes, counting lines and characters. n must
// end on a character boundary.
func (s *pdnScanner) advance(n int) {
	end := s.pos + n
	for s.pos < end {
		r, size := utf8.DecodeRuneInString(s.src[s.pos:])
		s.pos += size
		if r == '\n' {
			s.line, s.col = s.line+1, 1
		} else {
			s.col++
		}
	}
}

func (s *pdnScanner) errAt(line, col int, text, msg string) *PDNError {
	return &PDNError{Line: line, Col: col, Text: text, Msg: msg}
}

// isSpace reports whether c separates tokens.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// isDelim reports whether c ends a word token.
func isDelim(c byte) bool {
	return isSpace(c) || strings.IndexByte("{}()[];\"", c) >= 0
}

// skipSpace skips whitespace and %-escape lines, which PDN reserves for
// private data that readers must ignore.
func (s *pdnScanner) skipSpace() {
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		switch {
		case isSpace(c):
			s.advance(1)
		case c == '%' && s.col == 1:
			s.skipLine()
		default:
			return
		}
	}
}

func (s *pdnScanner) skipLine() {
	i := strings.IndexByte(s.src[s.pos:], '\n')
	if i < 0 {
		i = len(s.src) - s.pos
	}
	s.advance(i)
}

// backToTag goes back to the tag last scanned, to read it again.
func (s *pdnScanner) backToTag() { s.pos, s.line, s.col = s.tagAt[0], s.tagAt[1], s.tagAt[2] }

// skipToTags moves to the start of the next line that begins with a
// tag ('[') after move text: with inMoves the move text has begun
// already, else the first tag line after a line of moves is the next
// game's. At the end of the text it stops there.
func (s *pdnScanner) skipToTags(inMoves bool) {
	s.skipLine()
	for s.pos < len(s.src) {
		s.advance(1) // the newline
		rest := s.src[s.pos:]
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line = rest[:i]
		}
		switch t := strings.TrimSpace(line); {
		case strings.HasPrefix(t, "[") && inMoves:
			s.advance(len(line) - len(strings.TrimLeft(line, " \t")))
			return
		case t != "" && !strings.HasPrefix(t, "["):
			inMoves = true
		}
		s.skipLine()
	}
}

// next returns the next token.
func (s *pdnScanner) next() (pdnToken, error) {
	s.skipSpace()
	t := pdnToken{line: s.line, col: s.col}
	if s.pos >= len(s.src) {
		return t, nil
	}
	s.inTag = s.src[s.pos] == '['
	if s.inTag {
		s.tagAt = [3]int{s.pos, s.line, s.col}
	}

	switch c := s.src[s.pos]; c {
	case '[':
		return s.tag(t)
	case '{':
		return s.braceComment(t)
	case ';':
		s.advance(1)
		start := s.pos
		s.skipLine()
		t.kind, t.text = tokComment, normalizeSpace(s.src[start:s.pos])
		return t, nil
	case '(':
		s.advance(1)
		t.kind = tokOpen
		return t, nil
	case ')':
		s.advance(1)
		t.kind = tokClose
		return t, nil
	case '}', ']', '"':
		return t, s.errAt(t.line, t.col, string(c), "unexpected character")
	}
	return s.word(t)
}

// tag reads [Name "value"]. A value may not span lines: a missing
// closing quote is then caught on its own line instead of swallowing
// the games that follow.
func (s *pdnScanner) tag(t pdnToken) (pdnToken, error) {
	s.advance(1)
	s.skipBlanks()
	start := s.pos
	for s.pos < len(s.src) && isTagNameByte(s.src[s.pos]) {
		s.advance(1)
	}
	if s.pos == start {
		return t, s.errAt(s.line, s.col, "", "tag pair needs a name after '['")
	}
	t.kind, t.text = tokTag, s.src[start:s.pos]
	s.skipBlanks()
	if s.pos >= len(s.src) || s.src[s.pos] != '"' {
		return t, s.errAt(s.line, s.col, t.text, "tag value must be a quoted string")
	}
	s.advance(1)
	t.valueCol = s.col
	var b strings.Builder
	for {
		if s.pos >= len(s.src) || s.src[s.pos] == '\n' {
			return t, s.errAt(t.line, t.col, t.text, "unterminated tag value")
		}
		c := s.src[s.pos]
		if c == '"' {
			s.advance(1)
			break
		}
		if c == '\\' && s.pos+1 < len(s.src) && (s.src[s.pos+1] == '"' || s.src[s.pos+1] == '\\') {
			b.WriteByte(s.src[s.pos+1])
			s.advance(2)
			continue
		}
		_, size := utf8.DecodeRuneInString(s.src[s.pos:])
		b.WriteString(s.src[s.pos : s.pos+size])
		s.advance(size)
	}
	t.value = b.String()
	s.skipBlanks()
	if s.pos >= len(s.src) || s.src[s.pos] != ']' {
		return t, s.errAt(t.line, t.col, t.text, "unterminated tag pair: want ']'")
	}
	s.advance(1)
	return t, nil
}

// skipBlanks skips spaces and tabs inside a tag pair.
func (s *pdnScanner) skipBlanks() {
	for s.pos < len(s.src) && (s.src[s.pos] == ' ' || s.src[s.pos] == '\t') {
		s.advance(1)
	}
}

func isTagNameByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}

func (s *pdnScanner) braceComment(t pdnToken) (pdnToken, error) {
	end := strings.IndexByte(s.src[s.pos:], '}')
	if end < 0 {
		return t, s.errAt(t.line, t.col, "", "unterminated comment: want '}'")
	}
	t.kind, t.text = tokComment, normalizeSpace(s.src[s.pos+1:s.pos+end])
	s.advance(end + 1)
	return t, nil
}

// normalizeSpace collapses runs of whitespace to one space. Comments are
// stored this way so that the writer may re-wrap them freely and still
// read back the same text.
func normalizeSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// word reads a move number, move, result or annotation glyph. A move
// number ends at its dots so that "1.10-15" reads as "1." and "10-15".
func (s *pdnScanner) word(t pdnToken) (pdnToken, error) {
	rest := s.src[s.pos:]
	if n := leadingMoveNumber(rest); n > 0 {
		t.kind, t.text = tokNumber, rest[:n]
		s.advance(n)
		return t, nil
	}
	n := 0
	for n < len(rest) && !isDelim(rest[n]) {
		n++
	}
	w := rest[:n]
	s.advance(n)
	t.text = w
	switch {
	case isResultText(w):
		t.kind, t.text = tokResult, string(canonicalResult(w))
	case strings.Trim(w, ".") == "":
		t.kind = tokNumber
	case w[0] == '$' && len(w) > 1 && strings.Trim(w[1:], "0123456789") == "":
		t.kind = tokNAG
	case strings.Trim(w, "!?") == "":
		t.kind = tokNAG
	default:
		m := strings.TrimRight(w, "!?")
		if !isMoveText(m) {
			return t, s.errAt(t.line, t.col, w, "not a move, move number or result")
		}
		t.kind, t.text, t.value = tokMove, m, w[len(m):]
	}
	return t, nil
}

// leadingMoveNumber returns the length of a "12." or "12..." prefix of
// s, or 0.
func leadingMoveNumber(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i >= len(s) || s[i] != '.' {
		return 0
	}
	for i < len(s) && s[i] == '.' {
		i++
	}
	return i
}

// isMoveText reports whether w has the shape of a move: square numbers
// joined by '-', 'x' or ':'. Legality is checked later.
func isMoveText(w string) bool {
	if w == "" || w[0] < '0' || w[0] > '9' {
		return false
	}
	squares := 0
	for _, f := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == 'x' || r == 'X' || r == ':' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > 32 {
			return false
		}
		squares++
	}
	return squares >= 2 && squares <= 13 // a move has at most 12 jumps
}

// isResultText reports whether w is a game-termination marker. The
// 2-0/1-1/0-2 forms of match scoring are accepted too.
func isResultText(w string) bool {
	switch w {
	case "1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1":
		return true
	}
	return false
}

func canonicalResult(w string) Result {
	switch w {
	case "2-0":
		return ResultOneZero
	case "0-2":
		return ResultZeroOne
	case "1-1":
		return ResultDraw
	}
	return Result(w)
}
