package main

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/board/othello"
)

// ffoFile is the suite of the FFO positions the endgame solver must
// solve (see ffoSource): those with at most ffoMaxEmpties empty squares.
const (
	ffoFile       = "othello-ffo.tsv"
	ffoMaxEmpties = 24
)

const ffoDoc = "The positions of the FFO endgame test (Marc Tastet's selection from FForum, the newsletter of " +
	"the Fédération Française d'Othello) with at most 24 empty squares: numbers 1 to 38, 40 to 46 and 60, " +
	"as Edax's problem files give them (github.com/abulmo/edax-reversi, problem/fforum-1-19.obf, " +
	"fforum-20-39.obf, fforum-40-59.obf, fforum-60-79.obf) with the exact value of every legal move. " +
	"A position's note gives the best moves (bm), the exact value for the side to move (value, the final " +
	"disc margin with perfect play, empty squares to the winner), the FFO number, the empty squares, and " +
	"every move's value (moves)."

// ffoSuite reads ffoSource and returns the rows of ffoFile.
func ffoSuite() ([][3]string, error) {
	var rows [][3]string
	n := 0
	for line := range strings.Lines(ffoSource) {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		n++
		row, empties, err := ffoRow(n, line)
		if err != nil {
			return nil, fmt.Errorf("FFO position %d: %w", n, err)
		}
		if empties <= ffoMaxEmpties {
			rows = append(rows, row)
		}
	}
	if n != 79 {
		return nil, fmt.Errorf("%d FFO positions, want 79", n)
	}
	return rows, nil
}

// ffoRow turns FFO position number n, a line of an Edax problem file, into
// a suite row, checking that the moves it lists are the position's legal
// moves, best first.
func ffoRow(n int, line string) ([3]string, int, error) {
	fields := strings.Split(strings.TrimSuffix(line, ";"), ";")
	p, err := othello.Parse(fields[0])
	if err != nil {
		return [3]string{}, 0, err
	}
	legal := map[othello.Move]bool{}
	for _, m := range p.LegalMoves() {
		legal[m] = true
	}
	var best []string
	var moves []string
	value := 0
	for i, f := range fields[1:] {
		sq, v, ok := strings.Cut(strings.TrimSpace(f), ":")
		if !ok {
			return [3]string{}, 0, fmt.Errorf("move %q has no value", f)
		}
		m, err := p.ParseMove(strings.ToLower(sq))
		if err != nil || !legal[m] {
			return [3]string{}, 0, fmt.Errorf("move %q is not legal", sq)
		}
		delete(legal, m)
		x, err := strconv.Atoi(v)
		if err != nil {
			return [3]string{}, 0, fmt.Errorf("move %q: %w", f, err)
		}
		switch {
		case i == 0:
			value = x
		case x > value:
			return [3]string{}, 0, fmt.Errorf("move %q is worth more than the first", f)
		}
		if x == value {
			best = append(best, m.String())
		}
		moves = append(moves, fmt.Sprintf("%s:%+d", m, x))
	}
	if len(legal) > 0 {
		return [3]string{}, 0, fmt.Errorf("%d legal moves have no value", len(legal))
	}
	note := fmt.Sprintf("bm %s; value %+d; ffo %d; empties %d; moves %s", strings.Join(best, " "), value, n, p.Empties(), strings.Join(moves, " "))
	return [3]string{fmt.Sprintf("ffo%02d", n), p.String(), note}, p.Empties(), nil
}
