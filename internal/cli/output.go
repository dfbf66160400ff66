package cli

import (
	"path/filepath"

	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

// checkNotInput refuses an output path that names one of the command's
// inputs (exit 2: the command line is wrong, nothing was written).
func checkNotInput(flag, out string, inputs ...fsutil.Input) error {
	if err := fsutil.CheckNotInput(flag, out, inputs...); err != nil {
		return writeError(err)
	}
	return nil
}

// packInputs are the files a PACK argument reads: the pack file and the
// artwork beside it (nothing for a built-in pack's id).
func packInputs(arg string, p *schema.Pack, role string) []fsutil.Input {
	in := []fsutil.Input{{Path: arg, Role: role}}
	if p == nil {
		return in
	}
	dir := filepath.Dir(arg)
	for _, t := range p.Tiles {
		if t.Art != "" && filepath.IsLocal(filepath.FromSlash(t.Art)) {
			in = append(in, fsutil.Input{Path: filepath.Join(dir, filepath.FromSlash(t.Art)), Role: "the artwork of tile " + t.ID})
		}
	}
	return in
}

// writeError gives a failed write its exit code: a refusal (an output
// that is an input, a read-only file, a folder that is not empty) is bad
// usage, 2; anything else (a full disk) is 1. Nothing was written either
// way.
func writeError(err error) error {
	if err == nil {
		return nil
	}
	if fsutil.IsRefusal(err) {
		return &exitError{code: ExitUsage, err: err}
	}
	return &exitError{code: ExitInvalid, err: err}
}
