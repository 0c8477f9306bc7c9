// Package atomicfile writes files so that nothing a user saved is ever
// half-written: a reader sees the old file or the whole new one.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Write replaces path with data. It writes a temporary file in the same
// directory (a rename is atomic only within one file system), syncs it,
// gives it the existing file's permissions (perm for a new file) and
// renames it over path. On any error path is untouched and the temporary
// file is removed.
func Write(path string, data []byte, perm fs.FileMode) error {
	return WriteFunc(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFunc is Write for data too large to hold in memory at once: write
// gives it to the temporary file piece by piece. An error from write
// leaves path untouched, like any other.
func WriteFunc(path string, perm fs.FileMode, write func(io.Writer) error) (err error) {
	if st, statErr := os.Stat(path); statErr == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("write %s: not a regular file", path)
		}
		perm = st.Mode().Perm()
	} else if !errors.Is(statErr, fs.ErrNotExist) {
		return fmt.Errorf("write %s: %w", path, statErr)
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	name := tmp.Name()
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(name)
			err = fmt.Errorf("write %s: %w", path, err)
		}
	}()
	if err = write(tmp); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(name, path)
}
