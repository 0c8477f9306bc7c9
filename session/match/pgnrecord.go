package match

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"frontier/board/chess"
)

// ChessPGN writes a chess game's record in PGN (board/chess's WritePGN):
// the Seven Tag Roster (Site "?"), SetUp and FEN when the game starts
// from a book position, TimeControl in PGN's form, PlyCount, and
// Termination in the standard's words ("normal", "time forfeit",
// "adjudication", "unterminated"). The precise end (checkmate,
// stalemate, the fifty-move rule, insufficient material, resignation,
// the move cap) is the comment after the last move; the engines'
// comments ("+0.31 depth 8") stay after their moves, and the record's
// other tags (Opening, the book position's id and line) follow.
func ChessPGN(rec Record, tc TimeControl) (string, error) {
	start, err := chess.ParseFEN(rec.Start.String())
	if err != nil {
		return "", fmt.Errorf("PGN: the start is not a chess position: %w", err)
	}
	g := chess.PGNGame{Start: start, Result: rec.Result, Comments: map[int]string{}}
	p := start
	for i, text := range rec.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return "", fmt.Errorf("PGN: move %d: %w", i+1, err)
		}
		g.Moves = append(g.Moves, m)
		p = p.Play(m)
		if i < len(rec.Comments) && rec.Comments[i] != "" {
			g.Comments[i+1] = rec.Comments[i]
		}
		if i < len(rec.Clocks) && rec.Clocks[i] >= 0 {
			// The clock after the move, as PGN readers and GUIs show
			// it: where a game was lost on time, the moves before
			// say how the time went.
			c := pgnClock(rec.Clocks[i])
			if g.Comments[i+1] != "" {
				c = g.Comments[i+1] + " " + c
			}
			g.Comments[i+1] = c
		}
	}
	for _, name := range []string{"Event", "Site", "Date", "Round", "White", "Black"} {
		if v := rec.Tag(name); v != "" {
			g.SetTag(name, v)
		}
	}
	g.SetTag("TimeControl", pgnTimeControl(tc))
	if tc.Tag() != g.Tag("TimeControl") {
		// PGN has no word for a time or a depth a move: say it as
		// Frontier does.
		g.SetTag("FrontierTimeControl", tc.Tag())
	}
	g.SetTag("PlyCount", strconv.Itoa(len(g.Moves)))
	term, end := pgnTermination(rec, p)
	g.SetTag("Termination", term)
	if end != "" {
		if c := g.Comments[len(g.Moves)]; c != "" {
			end = c + "; " + end
		}
		g.Comments[len(g.Moves)] = end
	}
	for _, t := range rec.Tags {
		switch t.Name {
		case "Game", "Position", "Result", "Termination", "TimeControl":
		default:
			if g.Tag(t.Name) == "" {
				g.SetTag(t.Name, t.Value)
			}
		}
	}
	var b bytes.Buffer
	if err := chess.WritePGN(&b, &g); err != nil {
		return "", err
	}
	return b.String(), nil
}

// pgnTimeControl writes tc in the PGN standard's form (section 9.6.1):
// "base+increment" or "moves/base" in seconds for a clock, "-" for the
// controls it has no word for (a time, units or a depth a move).
func pgnTimeControl(tc TimeControl) string {
	if s, ok := tc.clockTag(); ok {
		return s
	}
	return "-"
}

// pgnTermination names how the game ended, in the Termination tag's
// words, and precisely, for the last comment; end is the final
// position.
func pgnTermination(rec Record, end chess.Position) (term, detail string) {
	reason := rec.Tag("Termination")
	switch {
	case rec.Result == "*" || rec.Result == "":
		return "unterminated", ""
	case reason == ReasonTimeForfeit:
		return "time forfeit", reason
	case reason == ReasonResignation:
		return "normal", reason
	case strings.Contains(reason, "repetition"):
		return "normal", reason
	case reason != "" && reason != ReasonGameOver:
		return "adjudication", reason
	case !end.HasMoves() && end.InCheck():
		return "normal", "checkmate"
	case !end.HasMoves():
		return "normal", "stalemate"
	case end.InsufficientMaterial():
		return "normal", "insufficient material"
	case end.HalfmoveClock() >= 100:
		return "normal", "fifty-move rule"
	}
	return "normal", reason
}

// EndReason says why the game ended, as precisely as its rules can:
// for chess ended by its rules "checkmate", "stalemate", "insufficient
// material" or "fifty-move rule" (the words of the PGN's last comment)
// where Outcome.Reason says only "game over"; Outcome.Reason otherwise.
func (r GameReport) EndReason() string {
	if r.Outcome.Reason != ReasonGameOver || r.Record.Start.Game() == nil {
		return r.Outcome.Reason
	}
	start, ok := r.Record.Start.Value().(chess.Position)
	if !ok {
		return r.Outcome.Reason
	}
	p := start
	for _, text := range r.Record.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return r.Outcome.Reason
		}
		p = p.Play(m)
	}
	if _, detail := pgnTermination(r.Record, p); detail != "" {
		return detail
	}
	return r.Outcome.Reason
}

// pgnClock writes a clock as PGN's [%clk H:MM:SS.s] command.
func pgnClock(d time.Duration) string {
	d = d.Round(100 * time.Millisecond)
	h := int(d / time.Hour)
	m := int(d % time.Hour / time.Minute)
	sec := float64(d%time.Minute) / float64(time.Second)
	return fmt.Sprintf("[%%clk %d:%02d:%04.1f]", h, m, sec)
}
