package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// checkOutParent refuses an output whose folder does not exist, before any
// work: render, export and import write only into folders that are there,
// a file or a folder alike, so a mistyped path makes no folders of its own
// and a refused command leaves nothing behind (docs/cli.md, "Outputs are
// written whole or not at all").
func checkOutParent(flag, out string) error {
	parent := filepath.Dir(filepath.Clean(out))
	info, err := os.Stat(parent)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return usageErrorf("%s %s: the folder %s does not exist: create it first, or choose another (nothing was written)", flag, out, parent)
	case err != nil:
		return usageErrorf("%s %s: the folder %s cannot be read: %v (nothing was written)", flag, out, parent, readReason(err))
	case !info.IsDir():
		return usageErrorf("%s %s: %s is not a folder (nothing was written)", flag, out, parent)
	}
	return nil
}
