package editor

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"frontier/board/chess"
	"frontier/tui/frame"
	"frontier/tui/gameview"
	"frontier/tui/styles"
)

// Chess is the chess board editor, the checkers editor's counterpart: a
// position set up square by square with a piece's letter, the side to
// move, and castling rights where king and rook stand on their squares;
// the position is checked as a FEN before the workstation takes it.
type Chess struct {
	board  [64]byte // FEN letters, a8 first; 0 empty
	white  bool     // White to move
	cursor int      // index into board
	flip   bool
	ascii  bool
	status string
	err    bool
}

// NewChess opens the editor on fen (the position analysed), drawn with
// ASCII letters or Unicode pieces, flipped as the workstation's board.
func NewChess(fen string, ascii, flip bool) *Chess {
	m := &Chess{ascii: ascii, flip: flip, white: true, cursor: 6*8 + 4} // e2
	m.SetFEN(fen)
	m.status = ""
	return m
}

// FEN returns the position being set up: castling where king and rook
// are on their squares, no en passant square, move 1.
func (m *Chess) FEN() string {
	var b strings.Builder
	for r := 0; r < 8; r++ {
		if r > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for f := 0; f < 8; f++ {
			c := m.board[r*8+f]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
	}
	side := "w"
	if !m.white {
		side = "b"
	}
	fmt.Fprintf(&b, " %s %s - 0 1", side, m.castling())
	return b.String()
}

// castling is the castling field: each right whose king and rook stand
// on their starting squares.
func (m *Chess) castling() string {
	at := func(sq string) byte {
		return m.board[(8-int(sq[1]-'0'))*8+int(sq[0]-'a')]
	}
	var s string
	if at("e1") == 'K' {
		if at("h1") == 'R' {
			s += "K"
		}
		if at("a1") == 'R' {
			s += "Q"
		}
	}
	if at("e8") == 'k' {
		if at("h8") == 'r' {
			s += "k"
		}
		if at("a8") == 'r' {
			s += "q"
		}
	}
	if s == "" {
		return "-"
	}
	return s
}

// SetFEN replaces the position with fen's board and side to move,
// keeping the old one if fen does not read.
func (m *Chess) SetFEN(fen string) {
	fields := strings.Fields(strings.TrimSpace(fen))
	var board [64]byte
	if len(fields) < 2 || (fields[1] != "w" && fields[1] != "b") {
		m.setErr(errors.New("paste: want a FEN: the board, then w or b"))
		return
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		m.setErr(fmt.Errorf("paste: %d ranks, want 8", len(ranks)))
		return
	}
	for r, rank := range ranks {
		f := 0
		for i := 0; i < len(rank); i++ {
			c := rank[i]
			switch {
			case c >= '1' && c <= '8':
				f += int(c - '0')
			case strings.IndexByte("KQRBNPkqrbnp", c) >= 0 && f < 8:
				board[r*8+f] = c
				f++
			default:
				m.setErr(fmt.Errorf("paste: rank %d: %q is not a piece or a count", 8-r, c))
				return
			}
		}
		if f != 8 {
			m.setErr(fmt.Errorf("paste: rank %d has %d squares, want 8", 8-r, f))
			return
		}
	}
	m.board, m.white = board, fields[1] == "w"
	m.setInfo("pasted " + m.FEN())
}

func (m *Chess) setErr(err error) { m.status, m.err = err.Error(), true }
func (m *Chess) setInfo(s string) { m.status, m.err = s, false }

// startFEN is chess's start position.
const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Key handles a key: a piece's letter (KQRBNP White, kqrbnp Black)
// puts it on the cursor's square, the arrows move the cursor.
func (m *Chess) Key(k tea.KeyPressMsg) Result {
	s := k.String()
	if len(s) == 1 && strings.Contains("KQRBNPkqrbnp", s) {
		m.board[m.cursor] = s[0]
		m.status = ""
		return Editing
	}
	dr, dc := 0, 0
	switch s {
	case "up":
		dr = -1
	case "down":
		dr = 1
	case "left":
		dc = -1
	case "right":
		dc = 1
	case "space", "x", "delete", "backspace":
		m.board[m.cursor] = 0
	case "t", "tab":
		m.white = !m.white
		m.setInfo(m.side() + " to move")
	case "c":
		m.board = [64]byte{}
		m.setInfo("board cleared")
	case "i":
		m.SetFEN(startFEN)
		m.setInfo("start position")
	case "f":
		m.flip = !m.flip
	case "y":
		return CopyFEN
	case "v":
		return PasteFEN
	case "esc":
		return Cancelled
	case "enter":
		if err := ValidateChess(m.FEN()); err != nil {
			m.setErr(err)
			return Editing
		}
		return Done
	}
	if m.flip {
		dr, dc = -dr, -dc
	}
	r, c := m.cursor/8+dr, m.cursor%8+dc
	if r >= 0 && r < 8 && c >= 0 && c < 8 {
		m.cursor = r*8 + c
	}
	return Editing
}

func (m *Chess) side() string {
	if m.white {
		return "White"
	}
	return "Black"
}

// chessCycle is what a click puts on a square, after what is there.
const chessCycle = "PNBRQKpnbrqk"

// Click handles a click at (x, y) of the editor's view: on a square it
// moves the cursor there and cycles its piece through White's, Black's
// and empty.
func (m *Chess) Click(x, y int) {
	i := gameview.ChessSetupHit(x-BoardX, y-BoardY, m.flip)
	if i < 0 {
		return
	}
	m.cursor = i
	switch j := strings.IndexByte(chessCycle, m.board[i]); {
	case m.board[i] == 0:
		m.board[i] = chessCycle[0]
	case j == len(chessCycle)-1:
		m.board[i] = 0
	default:
		m.board[i] = chessCycle[j+1]
	}
	m.status = ""
}

// ValidateChess says, in words a player reads, what makes fen a
// position that cannot be analysed: what chess.ParseFEN refuses (a side
// without its king or with two, a pawn on the first or last rank, the
// side not to move in check), or a side to move without a move.
func ValidateChess(fen string) error {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		var fe *chess.FENError
		if errors.As(err, &fe) {
			return fmt.Errorf("not a position: %s", fe.Msg)
		}
		return fmt.Errorf("not a position: %w", err)
	}
	// The side not to move may not be in check: its king could be
	// taken. The same board with the other side to move tells.
	f := strings.Fields(fen)
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	f[3] = "-"
	if q, err := chess.ParseFEN(strings.Join(f, " ")); err == nil && q.InCheck() {
		other := "White"
		if f[1] == "b" {
			other = "Black"
		}
		return fmt.Errorf("not a position: %s, not to move, is in check (t changes the side to move)", other)
	}
	if !p.HasMoves() {
		return fmt.Errorf("the side to move has no move (%s): the game is over (t changes the side to move)", p.Ending())
	}
	return nil
}

// chessHelp lists the editor's keys.
var chessHelp = []string{
	"arrows    move the cursor",
	"K Q R B N P  White's pieces",
	"k q r b n p  Black's pieces",
	"space x   empty the square",
	"click     cycle the square",
	"t         side to move",
	"c         clear the board",
	"i         start position",
	"f         flip the board",
	"y / v     copy / paste FEN",
	"enter     check and set up",
	"esc       leave unchanged",
}

// View draws the editor in w×h cells.
func (m *Chess) View(st *styles.Styles, w, h int) string {
	board := strings.Split(gameview.ChessSetup(st, m.board, m.cursor, m.flip, m.ascii), "\n")
	pad := strings.Repeat(" ", BoardX)
	lines := []string{""}
	for i, b := range board {
		right := ""
		if i < len(chessHelp) {
			right = st.Dim.Render(chessHelp[i])
		}
		lines = append(lines, pad+b+"   "+right)
	}
	for i := len(board); i < len(chessHelp); i++ {
		lines = append(lines, pad+strings.Repeat(" ", ansi.StringWidth(board[0])+3)+st.Dim.Render(chessHelp[i]))
	}
	lines = append(lines, pad+st.Bold.Render(m.side()+" to move")+st.Dim.Render(" · castling "+m.castling()+" (where king and rook stand)"))
	lines = append(lines, "", pad+st.Dim.Render("FEN ")+m.FEN())
	for i := range lines {
		lines[i] = frame.FitWords(lines[i], w)
	}
	if m.status != "" {
		style := st.Info
		if m.err {
			style = st.Error
		}
		lines = append(lines, "")
		for _, l := range strings.Split(ansi.Wordwrap(m.status, max(1, w-BoardX), " "), "\n") {
			lines = append(lines, pad+style.Render(l))
		}
	}
	return frame.Block(strings.Join(lines, "\n"), w, h)
}
