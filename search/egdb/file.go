package egdb

import (
	"bytes"
	"compress/flate"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"frontier/internal/atomicfile"
)

// The file of the slices with exactly n pieces, FileName(n), is:
//
//	magic    8 bytes  "FTEGDB01"
//	pieces   uint32   n
//	slices   uint32   the number of slices that follow
//	slice    4 bytes each: black men, black kings, white men, white kings
//	length   uint64   length of the uncompressed tables
//	sha256   32 bytes of everything above and the uncompressed tables
//	tables   DEFLATE stream: each slice's bytes, one per index, in order
//
// Integers are little-endian. The slices are those of slicesUpTo(n) with
// n pieces, in that order; the loader checks the list, the length and
// the hash, so a truncated or altered file is refused, never half read.
const magic = "FTEGDB01"

// FileName is the name of the file holding the slices of n pieces.
func FileName(n int) string { return fmt.Sprintf("egdb-%d.bin", n) }

// DefaultDir is where the database lives unless the user says otherwise:
// frontier/egdb in the user's cache directory.
func DefaultDir() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("egdb: no cache directory (choose one with --dir): %w", err)
	}
	return filepath.Join(d, "frontier", "egdb"), nil
}

// CorruptError reports a database file that exists but cannot be used.
type CorruptError struct {
	Path, Reason string
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("egdb: %s is corrupt: %s", e.Path, e.Reason)
}

func slicesOf(n int) []Slice {
	var out []Slice
	for _, s := range slicesUpTo(n) {
		if s.Pieces() == n {
			out = append(out, s)
		}
	}
	return out
}

func header(n int, slices []Slice) []byte {
	h := []byte(magic)
	h = binary.LittleEndian.AppendUint32(h, uint32(n))
	h = binary.LittleEndian.AppendUint32(h, uint32(len(slices)))
	var length uint64
	for _, s := range slices {
		h = append(h, byte(s.BM), byte(s.BK), byte(s.WM), byte(s.WK))
		length += s.Size()
	}
	return binary.LittleEndian.AppendUint64(h, length)
}

// Save writes the slices of n pieces of db to dir (created if need be),
// through a temporary file renamed into place.
func (db *DB) Save(dir string, n int) error {
	if n < 1 || n > db.pieces {
		return fmt.Errorf("egdb: the database has no %d-piece slices", n)
	}
	slices := slicesOf(n)
	h := header(n, slices)
	sum := sha256.New()
	sum.Write(h)
	for _, s := range slices {
		sum.Write(db.table(s).vals)
	}
	var buf bytes.Buffer
	buf.Write(h)
	buf.Write(sum.Sum(nil))
	zw, err := flate.NewWriter(&buf, flate.BestSpeed)
	if err != nil {
		return err
	}
	for _, s := range slices {
		if _, err := zw.Write(db.table(s).vals); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	return atomicfile.Write(filepath.Join(dir, FileName(n)), buf.Bytes(), 0o644)
}

// load reads the slices of n pieces from dir into db. A missing file
// gives an error that matches fs.ErrNotExist, a bad one a *CorruptError.
func (db *DB) load(dir string, n int) error {
	path := filepath.Join(dir, FileName(n))
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	bad := func(format string, args ...any) error {
		return &CorruptError{Path: path, Reason: fmt.Sprintf(format, args...)}
	}
	slices := slicesOf(n)
	h := header(n, slices)
	if len(data) < len(h)+sha256.Size {
		return bad("%d bytes, shorter than its header", len(data))
	}
	if !bytes.Equal(data[:len(h)], h) {
		return bad("the header does not describe the %d-piece slices of this version", n)
	}
	want := data[len(h) : len(h)+sha256.Size]
	br := bytes.NewReader(data[len(h)+sha256.Size:])
	zr := flate.NewReader(br)
	defer zr.Close()
	sum := sha256.New()
	sum.Write(h)
	tabs := make([]*table, len(slices))
	for k, s := range slices {
		t := &table{slice: s, vals: make([]uint8, s.Size()), solved: true}
		if _, err := io.ReadFull(zr, t.vals); err != nil {
			return bad("slice %v: %v", s, err)
		}
		sum.Write(t.vals)
		tabs[k] = t
	}
	if n, err := zr.Read(make([]byte, 1)); n != 0 || err != io.EOF {
		return bad("no end of the tables after the last slice")
	}
	if br.Len() != 0 {
		return bad("%d bytes after the end of the tables", br.Len())
	}
	if !bytes.Equal(sum.Sum(nil), want) {
		return bad("checksum mismatch")
	}
	for _, t := range tabs {
		db.setTable(t)
	}
	db.pieces = max(db.pieces, n)
	return nil
}

// Open loads the database of up to n pieces from dir. It fails if a
// file is missing (an error matching fs.ErrNotExist) or corrupt (a
// *CorruptError).
func Open(dir string, n int) (*DB, error) {
	if n < 1 || n > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: the database covers 1 to %d pieces", n, MaxPieces)
	}
	db := &DB{}
	for k := 1; k <= n; k++ {
		if err := db.load(dir, k); err != nil {
			return nil, err
		}
	}
	return db, nil
}

// OpenLargest loads the largest complete database found in dir: the
// files of 1, 2, … pieces up to the first one missing. It returns nil
// and no error when there is none, and a *CorruptError for a bad file.
func OpenLargest(dir string) (*DB, error) {
	db := &DB{}
	for k := 1; k <= MaxPieces; k++ {
		if err := db.load(dir, k); err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				break
			}
			return nil, err
		}
	}
	if db.pieces == 0 {
		return nil, nil
	}
	return db, nil
}

// Event is what OpenOrBuild tells its caller while it works.
type Event struct {
	// Pieces is the piece count being loaded or built.
	Pieces int
	// Note is a line for the user (a file found corrupt, a file saved),
	// or empty while building.
	Note string
	// Progress is the build's progress when Note is empty.
	Progress Progress
}

// OpenOrBuild returns the database of up to n pieces from dir, building
// and saving the piece counts whose file is missing or corrupt (and all
// above them, since they are solved from the smaller ones).
func OpenOrBuild(ctx context.Context, dir string, n, workers int, report func(Event)) (*DB, error) {
	if n < 1 || n > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: the database covers 1 to %d pieces", n, MaxPieces)
	}
	if report == nil {
		report = func(Event) {}
	}
	var db *DB
	k := 1
	for ; k <= n; k++ {
		next := &DB{}
		if db != nil {
			*next = *db
		}
		err := next.load(dir, k)
		if err == nil {
			db = next
			continue
		}
		var ce *CorruptError
		if errors.As(err, &ce) {
			report(Event{Pieces: k, Note: ce.Error() + "; rebuilding it"})
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		break
	}
	for ; k <= n; k++ {
		built, err := Build(ctx, k, db, workers, func(p Progress) { report(Event{Pieces: k, Progress: p}) })
		if err != nil {
			return nil, err
		}
		if err := built.Save(dir, k); err != nil {
			return nil, err
		}
		report(Event{Pieces: k, Note: fmt.Sprintf("saved %s", filepath.Join(dir, FileName(k)))})
		db = built
	}
	return db, nil
}
