package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Encode writes a record as JSON with one move per line, the layout the
// command line and the editor save.
func (r *GameRecord[M]) Encode() ([]byte, error) {
	head := *r
	head.Moves = nil
	return EncodeListPerLine(head, "moves", r.Moves)
}

// EncodeListPerLine writes head, an object that marshals with key: null,
// with key's list moved to the end and written one item per line: the
// layout of every ruleset's saved records and of the score command's
// events.
func EncodeListPerLine[M any](head any, key string, list []M) ([]byte, error) {
	var b bytes.Buffer
	data, err := json.Marshal(head)
	if err != nil {
		return nil, err
	}
	// Re-open the object to list the items one per line.
	field := []byte(`,"` + key + `":null`)
	if !bytes.Contains(data, field) {
		return nil, fmt.Errorf("the header has no %q: null to list", key)
	}
	data = bytes.TrimSuffix(data, []byte("}"))
	b.Write(bytes.Replace(data, field, nil, 1))
	b.WriteString(`,"` + key + `":[`)
	for i, m := range list {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n  ")
		line, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		b.Write(line)
	}
	b.WriteString("\n]}\n")
	return b.Bytes(), nil
}

// RecordWithExpansions returns a record, as any ruleset's Recorder writes
// it, that also names the expansion packs the game was played with (its
// "with"), in the same layout. The record is checked as DecodeRecordHeader
// does; its moves are kept as they are.
func RecordWithExpansions(file string, data []byte, with []string) ([]byte, error) {
	head, err := DecodeRecordHeader(file, data)
	if err != nil {
		return nil, err
	}
	head.With = with
	if err := head.checkHeader(file); err != nil {
		return nil, err
	}
	return head.Encode()
}
