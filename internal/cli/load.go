package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// source is a pack's text and the name diagnostics use for it.
type source struct {
	name    string
	data    []byte
	builtin bool
}

// readPack reads a PACK argument: a file if one exists at that path,
// otherwise a built-in pack id.
func readPack(arg string) (source, error) {
	data, err := fsutil.ReadFileLimit(arg, schema.MaxPackBytes, "pack")
	if err == nil {
		return source{name: arg, data: data}, nil
	}
	if errors.Is(err, fsutil.ErrTooLarge) || errors.Is(err, fsutil.ErrNotRegular) {
		return source{}, &exitError{code: ExitInvalid, err: err}
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return source{}, usageErrorf("cannot read %s: %v", arg, readReason(err))
	}
	if tilesets.Has(arg) {
		data, err := tilesets.Raw(arg)
		if err != nil {
			return source{}, &exitError{code: ExitUsage, err: err}
		}
		return source{name: tilesets.FileName(arg), data: data, builtin: true}, nil
	}
	return source{}, usageErrorf("%s: no such file, and no built-in pack has that id (built-in: %s)", arg, strings.Join(tilesets.IDs(), ", "))
}

// checkPack reads and checks a PACK argument.
func checkPack(arg string) (source, *schema.Pack, schema.Diagnostics, error) {
	src, err := readPack(arg)
	if err != nil {
		return src, nil, nil, err
	}
	p, diags := schema.Check(src.name, src.data)
	if p != nil && !diags.HasErrors() {
		if !src.builtin {
			diags = append(diags, artworkProblems(p, os.DirFS(filepath.Dir(src.name)))...)
		}
		diags = append(diags, playable(p)...).Normalize()
	}
	return src, p, diags, nil
}
