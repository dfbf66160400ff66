package cli

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// writeRecord writes a record with one move per line, to path (atomically)
// or to w when path is empty.
func writeRecord(w io.Writer, path string, r *engine.Record) error {
	var b bytes.Buffer
	head := *r
	head.Moves = nil
	data, err := json.Marshal(head)
	if err != nil {
		return err
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
			return err
		}
		b.Write(line)
	}
	b.WriteString("\n]}\n")
	if path == "" {
		_, err := w.Write(b.Bytes())
		return err
	}
	return fsutil.WriteFileAtomic(path, b.Bytes())
}
