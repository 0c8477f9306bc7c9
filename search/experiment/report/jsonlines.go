package report

import "encoding/json"

// encodeLines writes each item as one JSON line: the JSON form of every
// report is rows, then summaries, one object a line, so that shards and
// scripts can read it line by line.
func encodeLines[T any](enc *json.Encoder, items []T) error {
	for _, it := range items {
		if err := enc.Encode(it); err != nil {
			return err
		}
	}
	return nil
}
