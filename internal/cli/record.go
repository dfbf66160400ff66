package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/tilesets"
)

// writeRecord writes a record with one move per line, to path (atomically)
// or to w when path is empty.
func writeRecord[M any](w io.Writer, path string, r *engine.GameRecord[M]) error {
	data, err := r.Encode()
	if err != nil {
		return err
	}
	if path == "" {
		_, err := w.Write(data)
		return err
	}
	return writeError(fsutil.WriteFileAtomic(path, data))
}

// packForRecord is how a record written to out names the pack f.pack (its
// "pack"; an expansion, with field "with"), so that score finds it again: a built-in id as it is; a pack file by its
// path relative to the record's folder (score follows only those). When
// the pack is not in or under that folder, the record still names it and
// warn says how to replay it.
func packForRecord(pack, field, out string, warn io.Writer) string {
	if tilesets.Has(pack) {
		if _, err := os.Stat(pack); err != nil {
			return pack
		}
	}
	if out == "" {
		return filepath.ToSlash(pack)
	}
	absPack, err1 := filepath.Abs(pack)
	absDir, err2 := filepath.Abs(filepath.Dir(out))
	if err1 == nil && err2 == nil {
		if rel, err := filepath.Rel(absDir, absPack); err == nil && filepath.IsLocal(rel) {
			return filepath.ToSlash(rel)
		}
	}
	fmt.Fprintf(warn, "warning: %s is not in the record's folder, and score follows a record's %q only there: score it with --%s %s\n", pack, field, field, pack)
	return filepath.ToSlash(pack)
}
