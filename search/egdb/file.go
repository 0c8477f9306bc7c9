package egdb

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"frontier/internal/atomicfile"
)

// The file of the slices with exactly n pieces, FileName(n), is:
//
//	magic    8 bytes  "FTEGDB02"
//	pieces   uint32   n
//	slices   uint32   the number of slices that follow
//	slice    8 bytes each: black men, black kings, white men, white kings,
//	         and the CRC-32C (Castagnoli) of the slice's table, uint32
//	length   uint64   length of the tables
//	sha256   32 bytes of everything above
//	padding  zero bytes up to the next multiple of 4096
//	tables   each slice's bytes, one per index, in order, uncompressed
//
// Integers are little-endian. The slices are those of slicesUpTo(n) with
// n pieces, in that order. Opening a file reads only its header: it
// checks the list, the hash and that the file ends exactly where the
// tables do, so a truncated or lengthened file is refused at once. The
// tables are mapped into memory (read on demand, elsewhere than Linux
// and the BSDs), and each slice is checked against its CRC the first
// time it is used; a slice that fails is refused (see DB.Err), never
// half read. Uncompressed tables cost disk space (157 MB for 5 pieces
// against 62 MB compressed) and buy a database that opens in
// microseconds, a first probe that costs the check of one slice, and
// pages the operating system shares between the processes that use it.
const magic = "FTEGDB02"

// tablesAlign is where the tables begin: a page boundary, so that every
// page of the mapping is table bytes.
const tablesAlign = 4096

// FileName is the name of the file holding the slices of n pieces.
func FileName(n int) string { return fmt.Sprintf("egdb-%d.tab", n) }

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

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// checksum is the CRC of a slice's table (CRC-32C: the instruction
// set of most processors computes it at several GB/s).
func checksum(vals []uint8) uint32 { return crc32.Checksum(vals, castagnoli) }

// header returns the header of the file of the n-piece slices whose
// tables have the given checksums, its hash included.
func header(n int, slices []Slice, sums []uint32) []byte {
	h := []byte(magic)
	h = binary.LittleEndian.AppendUint32(h, uint32(n))
	h = binary.LittleEndian.AppendUint32(h, uint32(len(slices)))
	var length uint64
	for k, s := range slices {
		h = append(h, byte(s.BM), byte(s.BK), byte(s.WM), byte(s.WK))
		h = binary.LittleEndian.AppendUint32(h, sums[k])
		length += s.Size()
	}
	h = binary.LittleEndian.AppendUint64(h, length)
	sum := sha256.Sum256(h)
	return append(h, sum[:]...)
}

// headerLen is the length of the header of a file of k slices.
func headerLen(k int) int { return len(magic) + 4 + 4 + 8*k + 8 + sha256.Size }

func alignUp(n uint64) uint64 { return (n + tablesAlign - 1) / tablesAlign * tablesAlign }

// Save writes the slices of n pieces of db to dir (created if need be),
// through a temporary file renamed into place.
func (db *DB) Save(dir string, n int) error {
	if n < 1 || n > db.pieces {
		return fmt.Errorf("egdb: the database has no %d-piece slices", n)
	}
	slices := slicesOf(n)
	tabs := make([][]uint8, len(slices))
	sums := make([]uint32, len(slices))
	for k, s := range slices {
		t := db.table(s)
		if t == nil || !t.solved {
			return fmt.Errorf("egdb: slice %v is not in the database", s)
		}
		vals, err := t.values()
		if err != nil {
			return err
		}
		tabs[k], sums[k] = vals, checksum(vals)
	}
	h := header(n, slices, sums)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	return atomicfile.WriteFunc(filepath.Join(dir, FileName(n)), 0o644, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<20)
		bw.Write(h)
		bw.Write(make([]byte, alignUp(uint64(len(h)))-uint64(len(h))))
		for _, vals := range tabs {
			bw.Write(vals)
		}
		return bw.Flush()
	})
}

// source is a file whose tables are read on first use: mapped into
// memory where the system allows, read from the file otherwise.
type source struct {
	path string
	data []byte // the whole file mapped, or nil
}

// read returns n bytes of the file at off. A mapping's bytes are
// read-only.
func (s *source) read(off, n uint64) ([]byte, error) {
	if s.data != nil {
		return s.data[off : off+n : off+n], nil
	}
	f, err := os.Open(s.path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, n)
	if _, err := f.ReadAt(buf, int64(off)); err != nil {
		return nil, err
	}
	return buf, nil
}

// open opens the file of the slices of n pieces in dir: it checks the
// header and the length and leaves every table to be read and checked on
// first use. A missing file gives an error that matches fs.ErrNotExist,
// a bad one a *CorruptError. Where there is no such file but one in the
// format of earlier versions, that one is read, whole.
func (db *DB) open(dir string, n int) error {
	path := filepath.Join(dir, FileName(n))
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		if lerr := db.loadLegacy(dir, n); !errors.Is(lerr, fs.ErrNotExist) {
			return lerr
		}
	}
	if err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	defer f.Close()
	bad := func(format string, args ...any) error {
		return &CorruptError{Path: path, Reason: fmt.Sprintf(format, args...)}
	}
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	slices := slicesOf(n)
	h := make([]byte, headerLen(len(slices)))
	if st.Size() < int64(len(h)) {
		return bad("%d bytes, shorter than its header", st.Size())
	}
	if _, err := f.ReadAt(h, 0); err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	sums := make([]uint32, len(slices))
	for k := range slices {
		if o := 16 + 8*k + 4; o+4 <= len(h) {
			sums[k] = binary.LittleEndian.Uint32(h[o:])
		}
	}
	if !bytes.Equal(h, header(n, slices, sums)) {
		return bad("the header does not describe the %d-piece slices of this version", n)
	}
	start := alignUp(uint64(len(h)))
	length := binary.LittleEndian.Uint64(h[len(h)-sha256.Size-8:])
	if want := start + length; uint64(st.Size()) != want {
		return bad("%d bytes, want %d: cut short or lengthened", st.Size(), want)
	}
	data, err := mapFile(f, st.Size())
	if err != nil {
		data = nil // a file system that cannot map: read the slices instead
	}
	src := &source{path: path, data: data}
	off := start
	for k, s := range slices {
		db.setTable(&table{slice: s, solved: true, src: src, off: off, sum: sums[k]})
		off += s.Size()
	}
	db.pieces = max(db.pieces, n)
	return nil
}

// checkPieces reads and checks every slice of n pieces.
func (db *DB) checkPieces(n int) error {
	for _, s := range slicesOf(n) {
		if _, err := db.table(s).values(); err != nil {
			return err
		}
	}
	return nil
}

// Open opens the database of up to n pieces from dir and checks every
// slice against its checksum before it returns (which reads the whole
// of it). It fails if a file is missing (an error matching
// fs.ErrNotExist) or corrupt (a *CorruptError).
func Open(dir string, n int) (*DB, error) {
	if n < 1 || n > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: the database covers 1 to %d pieces", n, MaxPieces)
	}
	db := &DB{}
	for k := 1; k <= n; k++ {
		if err := db.open(dir, k); err != nil {
			return nil, err
		}
		if err := db.checkPieces(k); err != nil {
			return nil, err
		}
	}
	return db, nil
}

// OpenLargest opens the largest complete database found in dir: the
// files of 1, 2, … pieces up to the first one missing. It reads only
// their headers (a bad header or length is a *CorruptError); each slice
// is read and checked on first use, and one that fails its check is
// treated as absent and reported by DB.Err. It returns nil and no error
// when there is no database.
func OpenLargest(dir string) (*DB, error) {
	db := &DB{}
	for k := 1; k <= MaxPieces; k++ {
		if err := db.open(dir, k); err != nil {
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
// above them, since they are solved from the smaller ones). Every slice
// it opens is checked; a file only in the format of earlier versions is
// converted (written anew in this one), not solved again.
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
		_, statErr := os.Stat(filepath.Join(dir, FileName(k)))
		err := next.open(dir, k)
		if err == nil {
			err = next.checkPieces(k)
		}
		if err == nil {
			db = next
			if errors.Is(statErr, fs.ErrNotExist) { // read from the earlier format
				if err := db.Save(dir, k); err != nil {
					return nil, err
				}
				report(Event{Pieces: k, Note: fmt.Sprintf("converted %s to %s", filepath.Join(dir, LegacyFileName(k)), FileName(k))})
			}
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
