package cli

import (
	"errors"
	"io/fs"
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

// readPack reads a PACK argument: a file if a regular file exists at that
// path, otherwise a built-in pack id (so a folder named like a built-in
// pack, say an export's, does not hide it).
func readPack(arg string) (source, error) {
	data, err := fsutil.ReadFileLimit(arg, schema.MaxPackBytes, "pack")
	if err == nil {
		return source{name: arg, data: data}, nil
	}
	if tilesets.Has(arg) && (errors.Is(err, fs.ErrNotExist) || errors.Is(err, fsutil.ErrNotRegular)) {
		return readBuiltin(arg)
	}
	if errors.Is(err, fsutil.ErrTooLarge) || errors.Is(err, fsutil.ErrNotRegular) {
		return source{}, &exitError{code: ExitInvalid, err: err}
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return source{}, usageErrorf("cannot read %s: %v", arg, readReason(err))
	}
	return source{}, usageErrorf("%s: no such file, and no built-in pack has that id (built-in: %s)", arg, strings.Join(tilesets.IDs(), ", "))
}

// readBuiltin reads the built-in pack with the given id, whatever files
// the working folder holds.
func readBuiltin(id string) (source, error) {
	data, err := tilesets.Raw(id)
	if err != nil {
		return source{}, &exitError{code: ExitUsage, err: err}
	}
	return source{name: tilesets.FileName(id), data: data, builtin: true}, nil
}

// packRef names a pack: a PACK argument (a file, else a built-in id), or,
// with builtin set, a built-in pack only (a record's "pack" that names one).
type packRef struct {
	arg     string
	builtin bool
}

func (r packRef) read() (source, error) {
	if r.builtin {
		return readBuiltin(r.arg)
	}
	return readPack(r.arg)
}

// checkPackRef reads and checks a pack.
func checkPackRef(ref packRef) (source, *schema.Pack, schema.Diagnostics, error) {
	src, err := ref.read()
	if err != nil {
		return src, nil, nil, err
	}
	p, diags := schema.Check(src.name, src.data)
	if p != nil && !diags.HasErrors() {
		// An expansion plays only combined with a base:
		// checkCombination checks the combination plays.
		if !src.builtin {
			diags = append(diags, artworkProblems(p, filepath.Dir(src.name))...)
		}
		if !p.Expansion {
			diags = append(diags, playable(p)...)
		}
		diags = diags.Normalize()
	}
	return src, p, diags, nil
}
