package match

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"frontier/board/checkers"
	"frontier/internal/atomicfile"
)

// AppendPDN adds games to the end of the PDN file at path, creating it
// if needed. The file is replaced atomically: the old text and the new
// games are written to a temporary file in the same directory, flushed
// to disk, and renamed over path. A crash or an interrupt therefore
// leaves either the old file or the new one, never a torn game, and the
// text already in the file is kept byte for byte.
func AppendPDN(path string, games ...checkers.Game) error {
	text, err := checkers.FormatPDN(games...)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return appendFile(path, text)
}

// appendFile adds text to the end of the file at path, atomically, a
// blank line after the text already there (PDN separates games by one,
// and so does Record's text).
func appendFile(path, text string) error {
	old, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		old = nil
	case err != nil:
		return fmt.Errorf("save %s: %w", path, err)
	}
	var buf bytes.Buffer
	buf.Write(old)
	if len(bytes.TrimSpace(old)) > 0 {
		if !bytes.HasSuffix(old, []byte("\n")) {
			buf.WriteByte('\n')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString(text)
	// atomicfile keeps the existing file's permissions.
	if err := atomicfile.Write(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}
