package gameview

import (
	"fmt"
	"slices"
	"strconv"

	"frontier/board/checkers"
	"frontier/board/chess"
	"frontier/search/games"
)

// Choosing a move on the board, the same for every game: a click (or
// enter on the keyboard cursor) names a square. In the games of one
// square a move (Othello, tic-tac-toe, a synthetic tree's child) that is
// the move. Checkers and chess take two: the first square picks up a
// piece of the side to move, the second puts it down. PickSquare says
// what a square does, given the one picked before, so that the
// workstation keeps one pick for every game and one path from a click
// to a move.

// Pick is what choosing a square does.
type Pick struct {
	// Move is the move the square completes, in the game's notation;
	// "" if it completes none.
	Move string
	// Selected is the square picked up now, "" for none.
	Selected string
	// Info says what changed, for the status line; Err why the square
	// does nothing.
	Info string
	Err  error
}

// PickSquare is the choice of sq on p's board with selected picked
// before ("" for none).
func PickSquare(p games.Position, selected, sq string) Pick {
	switch v := p.Value().(type) {
	case chess.Position:
		return chessPick(&v, p.SideName(), selected, sq)
	case checkers.Position:
		return checkersPick(&v, selected, sq)
	}
	return Pick{Move: sq}
}

// chessPick: a piece of the side to move with a legal move is picked up
// (again on its own square puts it back); a second square completes the
// move, a promotion to a queen (typing "e8=N" underpromotes).
func chessPick(p *chess.Position, side, from, sq string) Pick {
	switch {
	case from == sq:
		return Pick{Info: "put " + sq + " back"}
	case ChessCanMove(p, sq):
		return Pick{Selected: sq, Info: "picked up " + sq + " · click (or enter on) where it goes, or on it again to put it back"}
	case from == "":
		return Pick{Err: fmt.Errorf("%s: no piece of %s's that can move there · pick up a piece first", sq, side)}
	}
	mv, ok := ChessMove(p, from, sq)
	if !ok {
		return Pick{Err: fmt.Errorf("%s to %s is not a legal move here", from, sq)}
	}
	return Pick{Move: mv}
}

// checkersPick: a piece of the side to move that can move is picked up,
// and its targets are marked (CheckersTargets); one of them completes the
// move. A piece that cannot move says why (a compulsory capture, with the
// captures listed), and routes that end on the same square are not
// guessed between: the piece stays picked up and the error asks for the
// move to be typed.
func checkersPick(p *checkers.Position, selected, text string) Pick {
	sq := parseCheckersSquare(text)
	if sq == checkers.NoSquare {
		return Pick{}
	}
	legal := p.LegalMoves()
	if from := parseCheckersSquare(selected); from != checkers.NoSquare && slices.Contains(checkersTargets(p, from), sq) {
		var cands []checkers.Move
		for _, mv := range legal {
			if mv.From == from && mv.To == sq {
				cands = append(cands, mv)
			}
		}
		if len(cands) > 1 {
			return Pick{Selected: selected, Err: fmt.Errorf("%d routes end on %d: type the one you mean (%v)", len(cands), sq, moveNames(cands))}
		}
		return Pick{Move: cands[0].String()}
	}
	if len(checkersTargets(p, sq)) > 0 {
		return Pick{Selected: text}
	}
	if pc := p.At(sq); pc != checkers.Empty && pc.Color() == p.SideToMove() {
		if p.HasCapture() {
			return Pick{Err: fmt.Errorf("%d cannot move: a capture is compulsory (%v)", sq, moveNames(legal))}
		}
		return Pick{Err: fmt.Errorf("%d has no move", sq)}
	}
	return Pick{}
}

// Targets are the squares the piece on from can move to in p (checkers
// and chess; none in the games of one square a move).
func Targets(p games.Position, from string) []string {
	var out []string
	switch v := p.Value().(type) {
	case checkers.Position:
		if sq := parseCheckersSquare(from); sq != checkers.NoSquare {
			for _, t := range checkersTargets(&v, sq) {
				out = append(out, t.String())
			}
		}
	case chess.Position:
		if sq, ok := ParseChessSquare(from); ok {
			for _, m := range v.LegalMoves() {
				if t := m.To().String(); m.From() == sq && !slices.Contains(out, t) {
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// checkersTargets are the squares the piece on from can move to.
func checkersTargets(p *checkers.Position, from checkers.Square) []checkers.Square {
	var targets []checkers.Square
	for _, mv := range p.LegalMoves() {
		if mv.From == from && !slices.Contains(targets, mv.To) {
			targets = append(targets, mv.To)
		}
	}
	return targets
}

func moveNames(moves []checkers.Move) []string {
	names := make([]string, len(moves))
	for i, mv := range moves {
		names[i] = mv.String()
	}
	return names
}

// parseCheckersSquare reads a square number, 1 to 32; NoSquare if text
// is not one.
func parseCheckersSquare(text string) checkers.Square {
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 32 {
		return checkers.NoSquare
	}
	return checkers.Square(n)
}
