package chess

import (
	"fmt"
	"strings"
)

// EPD is a position in Extended Position Description: the four fields
// it shares with FEN, then operations, each an opcode with operands and
// a semicolon ("bm Nf3 Qd4; id \"BK.01\";").
type EPD struct {
	Pos Position
	Ops []Op
}

// Op is one EPD operation: its opcode and its operands, strings without
// their quotes.
type Op struct {
	Name     string
	Operands []string
}

// Get returns the operands of the first operation named name.
func (e *EPD) Get(name string) ([]string, bool) {
	for _, o := range e.Ops {
		if o.Name == name {
			return o.Operands, true
		}
	}
	return nil, false
}

// ID returns the id operation's operand, or "".
func (e *EPD) ID() string {
	if v, ok := e.Get("id"); ok && len(v) > 0 {
		return v[0]
	}
	return ""
}

// BestMoves returns the moves of the bm operation, read as SAN in the
// record's position.
func (e *EPD) BestMoves() ([]Move, error) { return e.moves("bm") }

// AvoidMoves returns the moves of the am operation.
func (e *EPD) AvoidMoves() ([]Move, error) { return e.moves("am") }

func (e *EPD) moves(op string) ([]Move, error) {
	v, _ := e.Get(op)
	var out []Move
	for _, t := range v {
		m, err := e.Pos.ParseSAN(t)
		if err != nil {
			return nil, fmt.Errorf("EPD %s: %w", op, err)
		}
		out = append(out, m)
	}
	return out, nil
}

// String writes e: the four position fields, then each operation
// (operands with a blank or a semicolon in them, and the operand of id,
// quoted).
func (e *EPD) String() string {
	var b strings.Builder
	b.WriteString(e.Pos.epdFields())
	for _, o := range e.Ops {
		b.WriteByte(' ')
		b.WriteString(o.Name)
		for _, v := range o.Operands {
			b.WriteByte(' ')
			if o.Name == "id" || v == "" || strings.ContainsAny(v, " \t;\"") {
				b.WriteString(`"` + strings.ReplaceAll(v, `"`, "'") + `"`)
			} else {
				b.WriteString(v)
			}
		}
		b.WriteByte(';')
	}
	return b.String()
}

// ParseEPD reads an EPD record. Opcodes must start with a letter and hold
// letters, digits and '_'; every operation ends with ';' (the last may
// leave it out); a string operand is in double quotes. The moves of bm
// and am must be legal SAN moves of the position. The halfmove clock and
// move number, which EPD keeps in the hmvc and fmvn operations, are
// taken from them when present.
func ParseEPD(text string) (EPD, error) {
	var e EPD
	rest := strings.TrimSpace(text)
	var fields []string
	for i := 0; i < 4; i++ {
		rest = strings.TrimLeft(rest, " \t")
		j := strings.IndexAny(rest, " \t")
		if j < 0 {
			j = len(rest)
		}
		if j == 0 {
			return e, &FENError{text, "position", fmt.Sprintf("%d fields, want 4 (board, side to move, castling, en passant) before the operations", i)}
		}
		fields = append(fields, rest[:j])
		rest = rest[j:]
	}
	p, err := parseEPDFields(text, fields)
	if err != nil {
		return e, err
	}
	e.Pos = p
	for {
		rest = strings.TrimLeft(rest, " \t")
		if rest == "" {
			break
		}
		j := 0
		for j < len(rest) && (rest[j] >= 'a' && rest[j] <= 'z' || rest[j] >= 'A' && rest[j] <= 'Z' || j > 0 && (rest[j] >= '0' && rest[j] <= '9' || rest[j] == '_')) {
			j++
		}
		if j == 0 {
			return EPD{}, &FENError{text, "operation", fmt.Sprintf("%q does not start with an opcode", clip(rest))}
		}
		op := Op{Name: rest[:j]}
		rest = rest[j:]
		for {
			rest = strings.TrimLeft(rest, " \t")
			if rest == "" || rest[0] == ';' {
				if rest != "" {
					rest = rest[1:]
				}
				break
			}
			if rest[0] == '"' {
				k := strings.IndexByte(rest[1:], '"')
				if k < 0 {
					return EPD{}, &FENError{text, "operation " + op.Name, "string operand without its closing quote"}
				}
				op.Operands = append(op.Operands, rest[1:1+k])
				rest = rest[k+2:]
				continue
			}
			k := strings.IndexAny(rest, " \t;")
			if k < 0 {
				k = len(rest)
			}
			if strings.IndexByte(rest[:k], '"') >= 0 {
				return EPD{}, &FENError{text, "operation " + op.Name, fmt.Sprintf("a quote inside the operand %q", clip(rest[:k]))}
			}
			op.Operands = append(op.Operands, rest[:k])
			rest = rest[k:]
		}
		e.Ops = append(e.Ops, op)
	}
	for _, name := range []string{"bm", "am"} {
		if _, err := e.moves(name); err != nil {
			return EPD{}, &FENError{text, "operation " + name, err.Error()}
		}
	}
	if v, ok := e.Get("hmvc"); ok && len(v) == 1 {
		var n int
		if _, err := fmt.Sscanf(v[0], "%d", &n); err != nil || n < 0 || n > 255 || fmt.Sprint(n) != v[0] {
			return EPD{}, &FENError{text, "operation hmvc", fmt.Sprintf("%q is not a number from 0 to 255", v[0])}
		}
		e.Pos.halfmove = uint8(n)
	}
	if v, ok := e.Get("fmvn"); ok && len(v) == 1 {
		var n int
		if _, err := fmt.Sscanf(v[0], "%d", &n); err != nil || n < 1 || n > 65535 || fmt.Sprint(n) != v[0] {
			return EPD{}, &FENError{text, "operation fmvn", fmt.Sprintf("%q is not a number from 1 to 65535", v[0])}
		}
		e.Pos.fullmove = uint16(n)
	}
	return e, nil
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}
