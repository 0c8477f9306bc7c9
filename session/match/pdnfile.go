package match

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"frontier/board"
)

// AppendPDN adds games to the end of the PDN file at path, creating it
// if needed. The file is replaced atomically: the old text and the new
// games are written to a temporary file in the same directory, flushed
// to disk, and renamed over path. A crash or an interrupt therefore
// leaves either the old file or the new one, never a torn game, and the
// text already in the file is kept byte for byte.
func AppendPDN(path string, games ...board.Game) error {
	text, err := board.FormatPDN(games...)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	old, err := os.ReadFile(path)
	mode := fs.FileMode(0o644)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		old = nil
	case err != nil:
		return fmt.Errorf("save %s: %w", path, err)
	default:
		if st, err := os.Stat(path); err == nil {
			mode = st.Mode().Perm()
		}
	}
	var buf bytes.Buffer
	buf.Write(old)
	if len(bytes.TrimSpace(old)) > 0 {
		if !bytes.HasSuffix(old, []byte("\n")) {
			buf.WriteByte('\n')
		}
		buf.WriteByte('\n') // PDN separates games by a blank line
	}
	buf.WriteString(text)
	return writeAtomic(path, buf.Bytes(), mode)
}

// writeAtomic replaces path with data through a temporary file in the
// same directory (a rename is atomic only within one file system).
func writeAtomic(path string, data []byte, mode fs.FileMode) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	name := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(name)
		return fmt.Errorf("save %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return fmt.Errorf("save %s: %w", path, err)
	}
	return nil
}
