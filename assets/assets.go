// Package assets is the data the workstation ships with, embedded so
// that the binary works anywhere: the Tinsley-Chinook 1992 test suite of
// Lu's thesis (the 38 surviving match games and the 20 test positions
// with the thesis's sequential Chinook figures), the thesis's tables of
// parallel results to compare new runs against, the ACF three-move
// ballots for opening-balanced matches, and the chess match book
// (balanced positions drawn by genbook, book.go).
//
// The files under data/ are generated, not hand-edited: the generator in
// gen/ replays every game and ballot with package board, writes them with
// board's PDN writer, and checks the thesis tables against each other.
// Regenerate them after changing the sources or the writer with
//
//	go generate ./assets
//
// (or go run ./assets/gen from the repository root). The package imports
// only board and the standard library, so any part of the project can
// use it.
package assets

import (
	"embed"
	"fmt"
)

//go:generate go run ./genbook -out data/chess-book.epd
//go:generate go run ./gen -data ../../shared/data -thesis ../../shared/papers/lu-1993-parallel-search-of-narrow-game-trees.txt -out data

//go:embed data
var dataFS embed.FS

// readData returns an embedded file.
func readData(name string) (string, error) {
	b, err := dataFS.ReadFile("data/" + name)
	if err != nil {
		return "", fmt.Errorf("assets: embedded file: %w", err)
	}
	return string(b), nil
}
