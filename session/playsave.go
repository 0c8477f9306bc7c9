package session

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"frontier/board/checkers"
	"frontier/internal/atomicfile"
	"frontier/session/match"
)

// This file writes a game against the engine down: its record, made by
// session/match as for engine matches, and the file it is saved to.

// Record returns the game as session/match records it: Event, Date,
// TimeControl, the players under their sides' names, Result, why it
// ended and the start position.
func (g *PlayGame) Record() match.Record {
	players := [2]string{g.EngineName(), g.EngineName()}
	players[g.setup.Human] = g.setup.Name
	return g.live.Record(players,
		match.Tag{Name: "Event", Value: "Frontier: " + g.setup.Name + " vs the engine, " + g.title},
		match.Tag{Name: "Date", Value: g.now().Format("2006.01.02")},
		match.Tag{Name: "TimeControl", Value: g.setup.Time.Tag()})
}

// PDN returns a game of checkers as PDN (match.CheckersGame of its
// record): a FEN tag when it did not start from the initial position.
func (g *PlayGame) PDN() (checkers.Game, error) { return match.CheckersGame(g.Record()) }

// Unsaved reports whether the game has moves or a result that were not
// saved: what quitting would lose.
func (g *PlayGame) Unsaved() bool {
	if g.saved != "" {
		return len(g.Moves()) != g.savedLen || g.live.Outcome() != g.savedOut
	}
	return len(g.Moves()) > g.fixed || g.live.Outcome().Over
}

// SavedPath is where the game was last saved, "" if it was not.
func (g *PlayGame) SavedPath() string { return g.saved }

// Save writes the game to path, atomically, so that an interrupted save
// never leaves half a file.
func (g *PlayGame) Save(path string) error {
	job, err := g.PrepareSave(path)
	if err != nil {
		return err
	}
	if err := job.Write(); err != nil {
		return err
	}
	g.Saved(job)
	return nil
}

// SaveJob is a game's text ready to be written. PrepareSave makes it
// from the game, Write does the file's I/O and touches no game (so it
// can run off the event loop: the workstation writes in a command), and
// Saved records in the game what was written.
type SaveJob struct {
	Path string
	Text string
	n    int
	out  match.Outcome
}

// PrepareSave formats the game for a save to path (~ expanded, made
// absolute so that the UI can say where the file went): PDN for
// checkers, PGN for chess (match.ChessPGN), match's plain record for the
// other games.
func (g *PlayGame) PrepareSave(path string) (SaveJob, error) {
	path = expandHome(strings.TrimSpace(path))
	if path == "" {
		return SaveJob{}, errors.New("save: give a file name")
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	var text string
	if g.IsCheckers() {
		game, err := g.PDN()
		if err != nil {
			return SaveJob{}, fmt.Errorf("save: %w", err)
		}
		if text, err = checkers.FormatPDN(game); err != nil {
			return SaveJob{}, fmt.Errorf("save: %w", err)
		}
	} else if g.Game().Name() == "chess" {
		var err error
		if text, err = match.ChessPGN(g.Record(), g.setup.Time); err != nil {
			return SaveJob{}, fmt.Errorf("save: %w", err)
		}
	} else {
		text = match.FormatRecords(g.Record())
	}
	return SaveJob{Path: path, Text: text, n: len(g.Moves()), out: g.live.Outcome()}, nil
}

// Write writes the file, making its directory if needed.
func (j SaveJob) Write() error {
	if dir := filepath.Dir(j.Path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("save: %w", err)
		}
	}
	if err := atomicfile.Write(j.Path, []byte(j.Text), 0o644); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}

// Saved records that job was written: the game is saved up to the
// moves and result it had when the job was prepared.
func (g *PlayGame) Saved(job SaveJob) {
	g.saved, g.savedLen, g.savedOut = job.Path, job.n, job.out
}

// DefaultSaveName is a file name for the game: "frontier-game-DATE.pdn"
// (".pgn" for chess, ".txt" for the other games).
func (g *PlayGame) DefaultSaveName() string {
	ext := ".txt"
	switch {
	case g.IsCheckers():
		ext = ".pdn"
	case g.Game().Name() == "chess":
		ext = ".pgn"
	}
	return "frontier-game-" + g.now().Format("20060102-150405") + ext
}

// DefaultSavePath is where a save goes unless the person says otherwise:
// DefaultSaveName in the user's Documents folder when there is one,
// else in the current directory.
func (g *PlayGame) DefaultSavePath() string {
	if home, err := os.UserHomeDir(); err == nil {
		docs := filepath.Join(home, "Documents")
		if st, err := os.Stat(docs); err == nil && st.IsDir() {
			return filepath.Join(docs, g.DefaultSaveName())
		}
	}
	if wd, err := os.Getwd(); err == nil {
		return filepath.Join(wd, g.DefaultSaveName())
	}
	return g.DefaultSaveName()
}
