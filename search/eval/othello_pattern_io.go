package eval

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// The pattern weights' file (othello_pattern.bin): gzip around the magic
// line, then the number of phases, of pattern weights and of scalar
// weights a phase (unsigned varints, which must match this build's), and
// per phase the number of nonzero weights followed by each one's index
// (the gap from the previous one's, unsigned varint) and value (signed
// varint, an int16). Most configurations of the large patterns never
// occur in the fit's data and stay zero, which the gaps skip.

const patMagic = "frontier othello patterns 1\n"

// patMaxFile bounds the uncompressed size a reader accepts.
const patMaxFile = 16 << 20

// WritePatternWeights writes pw in the file format.
func WritePatternWeights(w io.Writer, pw *PatternWeights) error {
	var b bytes.Buffer
	b.WriteString(patMagic)
	b.Write(binary.AppendUvarint(nil, patPhases))
	b.Write(binary.AppendUvarint(nil, uint64(patTotal)))
	b.Write(binary.AppendUvarint(nil, patScalars))
	for _, ws := range pw.w {
		nz := 0
		for _, v := range ws {
			if v != 0 {
				nz++
			}
		}
		b.Write(binary.AppendUvarint(nil, uint64(nz)))
		last := -1
		for i, v := range ws {
			if v == 0 {
				continue
			}
			b.Write(binary.AppendUvarint(nil, uint64(i-last-1)))
			b.Write(binary.AppendVarint(nil, int64(v)))
			last = i
		}
	}
	z, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := z.Write(b.Bytes()); err != nil {
		return fmt.Errorf("writing pattern weights: %w", err)
	}
	if err := z.Close(); err != nil {
		return fmt.Errorf("writing pattern weights: %w", err)
	}
	return nil
}

// ReadPatternWeights reads weights in the file format, with an error
// naming what is wrong and where.
func ReadPatternWeights(r io.Reader) (*PatternWeights, error) {
	z, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("pattern weights: not gzip: %w", err)
	}
	data, err := io.ReadAll(io.LimitReader(z, patMaxFile+1))
	if err != nil {
		return nil, fmt.Errorf("pattern weights: %w", err)
	}
	if len(data) > patMaxFile {
		return nil, errors.New("pattern weights: file larger than 16 MiB uncompressed")
	}
	if !bytes.HasPrefix(data, []byte(patMagic)) {
		return nil, errors.New("pattern weights: bad magic line")
	}
	br := bytes.NewReader(data[len(patMagic):])
	offset := func() int { return len(data) - br.Len() }
	uv := func(what string) (uint64, error) {
		v, err := binary.ReadUvarint(br)
		if err != nil {
			return 0, fmt.Errorf("pattern weights: %s near byte %d: %w", what, offset(), err)
		}
		return v, nil
	}
	for _, want := range []struct {
		what string
		n    uint64
	}{{"phases", patPhases}, {"pattern weights a phase", uint64(patTotal)}, {"scalar weights a phase", patScalars}} {
		v, err := uv(want.what)
		if err != nil {
			return nil, err
		}
		if v != want.n {
			return nil, fmt.Errorf("pattern weights: %d %s, this build has %d", v, want.what, want.n)
		}
	}
	pw := newPatternWeights()
	for ph := range pw.w {
		nz, err := uv("count")
		if err != nil {
			return nil, err
		}
		if nz > uint64(patPhaseSize) {
			return nil, fmt.Errorf("pattern weights: phase %d has %d weights, more than %d", ph, nz, patPhaseSize)
		}
		i := -1
		for range nz {
			gap, err := uv("index")
			if err != nil {
				return nil, err
			}
			if gap >= uint64(patPhaseSize) || i+1+int(gap) >= patPhaseSize {
				return nil, fmt.Errorf("pattern weights: phase %d: index past the end (%d weights)", ph, patPhaseSize)
			}
			i += 1 + int(gap)
			v, err := binary.ReadVarint(br)
			if err != nil {
				return nil, fmt.Errorf("pattern weights: phase %d weight %d: %w", ph, i, err)
			}
			if v < math.MinInt16 || v > math.MaxInt16 {
				return nil, fmt.Errorf("pattern weights: phase %d weight %d: %d outside int16", ph, i, v)
			}
			pw.w[ph][i] = int16(v)
		}
	}
	if br.Len() > 0 {
		return nil, errors.New("pattern weights: trailing bytes after the last phase")
	}
	pw.merge()
	return pw, nil
}
