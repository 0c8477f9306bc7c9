package chess

import "frontier/board"

// Rules is chess as a board.Rules: the handle through which code generic
// over games reaches this package.
type Rules struct{}

// Name returns "chess".
func (Rules) Name() string { return "chess" }

// Start returns the initial position.
func (Rules) Start() Position { return New() }

func (Rules) Key(p *Position) uint64            { return p.key }
func (Rules) Side(p *Position) int              { return int(p.side) }
func (Rules) SideName(side int) string          { return Color(side & 1).String() }
func (Rules) Play(p *Position, m Move) Position { return p.Play(m) }

// PlayTo sets *q to Play(p, m) without the copies of a returned value
// (search.PlayerTo).
func (Rules) PlayTo(q, p *Position, m Move) { p.PlayTo(q, m) }

// Moves appends the legal moves of p, or none when the game is drawn by
// the fifty-move rule or for want of material (Outcome): an empty list
// is the end of the game for the search.
func (Rules) Moves(p *Position, buf []Move) []Move {
	if p.halfmove >= 100 || p.InsufficientMaterial() {
		return buf
	}
	return p.Moves(buf)
}

// Outcome reports checkmate (a loss for the side to move), stalemate,
// the fifty-move rule (100 plies without a capture or pawn move, unless
// the last of them mated) and insufficient material as the game's end.
// Repetition is the search's to find: it needs the game's history.
func (Rules) Outcome(p *Position) (int, bool) {
	if !p.HasMoves() {
		if p.InCheck() {
			return board.Loss, true
		}
		return board.Draw, true
	}
	if p.halfmove >= 100 || p.InsufficientMaterial() {
		return board.Draw, true
	}
	return 0, false
}

// FormatPosition writes p in FEN.
func (Rules) FormatPosition(p *Position) string { return p.FEN() }

// ParsePosition reads FEN.
func (Rules) ParsePosition(text string) (Position, error) { return ParseFEN(text) }

// FormatMove writes m in SAN.
func (Rules) FormatMove(p *Position, m Move) string { return p.SAN(m) }

// ParseMove reads a move in SAN or in UCI long algebraic notation.
func (Rules) ParseMove(p *Position, text string) (Move, error) { return p.ParseMove(text) }
