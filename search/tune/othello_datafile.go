package tune

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// The pattern fit's data file (`frontier othello-patterns --save-data`,
// `--data`): the magic line, then 21 bytes a sample (own and opp as
// little-endian uint64, the game as uint32, the value as int8).
const patDataMagic = "frontier othello pattern data 1\n"

// WritePatternData writes samples in the data file's format.
func WritePatternData(w io.Writer, samples []PatternSample) error {
	b := make([]byte, 0, len(patDataMagic)+21*len(samples))
	b = append(b, patDataMagic...)
	for _, s := range samples {
		b = binary.LittleEndian.AppendUint64(b, s.Own)
		b = binary.LittleEndian.AppendUint64(b, s.Opp)
		b = binary.LittleEndian.AppendUint32(b, s.Game)
		b = append(b, byte(s.Value))
	}
	_, err := w.Write(b)
	return err
}

// ReadPatternData reads a data file, with an error naming the bad sample.
func ReadPatternData(r io.Reader) ([]PatternSample, error) {
	data, err := io.ReadAll(io.LimitReader(r, 1<<31))
	if err != nil {
		return nil, fmt.Errorf("pattern data: %w", err)
	}
	if !bytes.HasPrefix(data, []byte(patDataMagic)) {
		return nil, errors.New("pattern data: bad magic line")
	}
	data = data[len(patDataMagic):]
	if len(data)%21 != 0 {
		return nil, fmt.Errorf("pattern data: %d bytes after the magic line, not a whole number of 21-byte samples", len(data))
	}
	out := make([]PatternSample, 0, len(data)/21)
	for k := 0; k < len(data); k += 21 {
		s := PatternSample{
			Own:   binary.LittleEndian.Uint64(data[k:]),
			Opp:   binary.LittleEndian.Uint64(data[k+8:]),
			Game:  binary.LittleEndian.Uint32(data[k+16:]),
			Value: int8(data[k+20]),
		}
		switch {
		case s.Own&s.Opp != 0:
			return nil, fmt.Errorf("pattern data: sample %d: a square held by both sides", k/21)
		case s.Value < -64 || s.Value > 64:
			return nil, fmt.Errorf("pattern data: sample %d: value %d outside -64..64", k/21, s.Value)
		}
		out = append(out, s)
	}
	return out, nil
}
