package cli

import (
	"io"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// writeRecord writes a record with one move per line, to path (atomically)
// or to w when path is empty.
func writeRecord(w io.Writer, path string, r *engine.Record) error {
	data, err := r.Encode()
	if err != nil {
		return err
	}
	if path == "" {
		_, err := w.Write(data)
		return err
	}
	return fsutil.WriteFileAtomic(path, data)
}
