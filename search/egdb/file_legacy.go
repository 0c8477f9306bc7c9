package egdb

import (
	"bytes"
	"compress/flate"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Versions before the mapped format wrote each piece count to
// LegacyFileName(n), compressed:
//
//	magic    8 bytes  "FTEGDB01"
//	pieces   uint32   n
//	slices   uint32   number of slices of n pieces
//	slice    4 bytes each: black men, black kings, white men, white kings
//	length   uint64   bytes of the uncompressed tables
//	sha256   32 bytes of the header above and the uncompressed tables
//	tables   DEFLATE stream: one byte per index, slice after slice
//
// Such a file is still read (whole, which takes seconds for 5 pieces) when
// the mapped one is missing, and OpenOrBuild converts it.
const legacyMagic = "FTEGDB01"

// LegacyFileName is the name of the file of n pieces in the format of
// earlier versions.
func LegacyFileName(n int) string { return fmt.Sprintf("egdb-%d.bin", n) }

func legacyHeader(n int, slices []Slice) []byte {
	h := []byte(legacyMagic)
	h = binary.LittleEndian.AppendUint32(h, uint32(n))
	h = binary.LittleEndian.AppendUint32(h, uint32(len(slices)))
	var length uint64
	for _, s := range slices {
		h = append(h, byte(s.BM), byte(s.BK), byte(s.WM), byte(s.WK))
		length += s.Size()
	}
	return binary.LittleEndian.AppendUint64(h, length)
}

// loadLegacy reads the slices of n pieces from the file of the earlier
// format in dir into db. A missing file gives an error that matches
// fs.ErrNotExist, a bad one a *CorruptError.
func (db *DB) loadLegacy(dir string, n int) error {
	path := filepath.Join(dir, LegacyFileName(n))
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	bad := func(format string, args ...any) error {
		return &CorruptError{Path: path, Reason: fmt.Sprintf(format, args...)}
	}
	slices := slicesOf(n)
	h := legacyHeader(n, slices)
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
		vals := make([]uint8, s.Size())
		if _, err := io.ReadFull(zr, vals); err != nil {
			return bad("slice %v: %v", s, err)
		}
		sum.Write(vals)
		tabs[k] = newTable(s, vals, true)
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
