package chess

import (
	"fmt"
	"strings"
)

// pgnKind is the kind of a PGN token.
type pgnKind int

const (
	pgnEOF      pgnKind = iota
	pgnLBracket         // [
	pgnRBracket         // ]
	pgnString           // "..." with \" and \\ unescaped
	pgnSymbol           // a move, a move number, a result, a tag name
	pgnDots             // one or more periods after a move number
	pgnComment          // {...} or ; to the end of the line
	pgnNAG              // $n
	pgnLParen           // (
	pgnRParen           // )
	pgnStar             // * (the unknown result)
	pgnSuffix           // !, ?, !!, ??, !?, ?!
)

// pgnToken is one token with the line and column (1-based, in
// characters) where it starts, for error messages.
type pgnToken struct {
	kind      pgnKind
	text      string
	line, col int
}

// pgnLexer splits PGN text into tokens. It skips white space (CR
// included, so CRLF files read as LF ones) and the escape lines that
// start with '%' in the first column, as the PGN standard (section 6)
// asks.
type pgnLexer struct {
	src       string
	i         int
	line, col int
	peeked    *pgnToken
}

func newPGNLexer(src string) *pgnLexer {
	src = strings.TrimPrefix(src, "\uFEFF")
	return &pgnLexer{src: src, line: 1, col: 1}
}

// lexError is an error at a place in the text; the parser adds the game
// number.
type lexError struct {
	line, col int
	msg       string
}

func (e *lexError) Error() string { return fmt.Sprintf("line %d, column %d: %s", e.line, e.col, e.msg) }

// advance moves past the byte at i, keeping line and column (columns
// count characters: UTF-8 continuation bytes do not advance them).
func (l *pgnLexer) advance() {
	c := l.src[l.i]
	l.i++
	switch {
	case c == '\n':
		l.line++
		l.col = 1
	case c&0xC0 != 0x80:
		l.col++
	}
}

func (l *pgnLexer) peek() (pgnToken, error) {
	if l.peeked == nil {
		t, err := l.scan()
		if err != nil {
			return t, err
		}
		l.peeked = &t
	}
	return *l.peeked, nil
}

func (l *pgnLexer) next() (pgnToken, error) {
	if l.peeked != nil {
		t := *l.peeked
		l.peeked = nil
		return t, nil
	}
	return l.scan()
}

func isPGNSymbolChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		strings.IndexByte("_+#=:-/", c) >= 0
}

func (l *pgnLexer) scan() (pgnToken, error) {
	for l.i < len(l.src) {
		c := l.src[l.i]
		if c == '%' && l.col == 1 {
			for l.i < len(l.src) && l.src[l.i] != '\n' {
				l.advance()
			}
			continue
		}
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' {
			break
		}
		l.advance()
	}
	t := pgnToken{line: l.line, col: l.col}
	if l.i >= len(l.src) {
		return t, nil
	}
	start := l.i
	c := l.src[l.i]
	if i := strings.IndexByte("[]()*", c); i >= 0 {
		l.advance()
		t.kind, t.text = [...]pgnKind{pgnLBracket, pgnRBracket, pgnLParen, pgnRParen, pgnStar}[i], l.src[start:l.i]
		return t, nil
	}
	switch {
	case c == '"':
		l.advance()
		var b strings.Builder
		for {
			if l.i >= len(l.src) || l.src[l.i] == '\n' {
				return t, &lexError{t.line, t.col, "string not closed by '\"' on its line"}
			}
			c := l.src[l.i]
			if c == '"' {
				l.advance()
				break
			}
			if c == '\\' && l.i+1 < len(l.src) && (l.src[l.i+1] == '"' || l.src[l.i+1] == '\\') {
				l.advance()
				c = l.src[l.i]
			}
			b.WriteByte(c)
			l.advance()
		}
		t.kind, t.text = pgnString, b.String()
	case c == '{':
		l.advance()
		for l.i < len(l.src) && l.src[l.i] != '}' {
			l.advance()
		}
		if l.i >= len(l.src) {
			return t, &lexError{t.line, t.col, "comment '{' not closed by '}'"}
		}
		t.kind, t.text = pgnComment, l.src[start+1:l.i]
		l.advance()
	case c == ';':
		for l.i < len(l.src) && l.src[l.i] != '\n' {
			l.advance()
		}
		t.kind, t.text = pgnComment, l.src[start+1:l.i]
	case c == '$':
		l.advance()
		for l.i < len(l.src) && l.src[l.i] >= '0' && l.src[l.i] <= '9' {
			l.advance()
		}
		if l.i == start+1 {
			return t, &lexError{t.line, t.col, "'$' must be followed by the number of an annotation ($1, $14...)"}
		}
		t.kind, t.text = pgnNAG, l.src[start+1:l.i]
	case c == '.':
		for l.i < len(l.src) && l.src[l.i] == '.' {
			l.advance()
		}
		t.kind, t.text = pgnDots, l.src[start:l.i]
	case c == '!' || c == '?':
		for l.i < len(l.src) && (l.src[l.i] == '!' || l.src[l.i] == '?') {
			l.advance()
		}
		t.kind, t.text = pgnSuffix, l.src[start:l.i]
	case isPGNSymbolChar(c):
		for l.i < len(l.src) && isPGNSymbolChar(l.src[l.i]) {
			l.advance()
		}
		t.kind, t.text = pgnSymbol, l.src[start:l.i]
	default:
		r := []rune(l.src[l.i:min(l.i+4, len(l.src))])
		return t, &lexError{t.line, t.col, fmt.Sprintf("unexpected character %q", r[0])}
	}
	return t, nil
}
