package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Encode writes a record as JSON with one move per line, the layout the
// command line and the editor save.
func (r *Record) Encode() ([]byte, error) {
	var b bytes.Buffer
	head := *r
	head.Moves = nil
	data, err := json.Marshal(head)
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	// Re-open the object to list the moves one per line.
	data = bytes.TrimSuffix(data, []byte("}"))
	data = bytes.Replace(data, []byte(`,"moves":null`), nil, 1)
	b.Write(data)
	b.WriteString(`,"moves":[`)
	for i, m := range r.Moves {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n  ")
		line, err := json.Marshal(m)
		if err != nil {
			return nil, fmt.Errorf("engine: %w", err)
		}
		b.Write(line)
	}
	b.WriteString("\n]}\n")
	return b.Bytes(), nil
}
