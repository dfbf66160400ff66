package editor

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// ErrNotSaved is why the pack as saved cannot be compared with the pack
// as it stands: it has never been saved.
var ErrNotSaved = errors.New("the pack has not been saved yet: save it (File, Save As…) to compare the saved pack with your changes")

// Variant names of the saved pack, in the legend of a comparison.
const (
	SavedVariant   = "saved"    // the pack's file as it is on disk
	BuiltinVariant = "built-in" // the built-in pack it was opened from
)

// SavedSet compiles the pack as saved, to compare with the pack as it
// stands (SnapshotSet): its file as it is on disk now, or for a pack
// opened from a built-in pack and not yet saved elsewhere, that built-in
// pack as shipped. An expansion is played on its base (SetBase), as
// SnapshotSet plays it. name is SavedVariant or BuiltinVariant; a pack
// never saved gives ErrNotSaved.
func (d *Document) SavedSet() (set *engine.Set, name string, err error) {
	var data []byte
	var file string
	switch {
	case d.path != "":
		file, name = d.path, SavedVariant
		if data, err = fsutil.ReadFileLimit(d.path, schema.MaxPackBytes, "pack"); err != nil {
			return nil, "", fmt.Errorf("cannot read the saved pack: %w", err)
		}
	case d.builtin != "":
		file, name = tilesets.FileName(d.builtin), BuiltinVariant
		if data, err = tilesets.Raw(d.builtin); err != nil {
			return nil, "", err
		}
	default:
		return nil, "", ErrNotSaved
	}
	p, diags := schema.Check(file, data)
	if p == nil || diags.HasErrors() {
		return nil, "", fmt.Errorf("the saved pack %s has errors; fix them to play it:\n%s", file, errorsOf(diags))
	}
	if !p.Expansion {
		set, err := engine.Compile(p)
		if err != nil {
			return nil, "", fmt.Errorf("the saved pack %s does not compile for play: %w", file, err)
		}
		return set, name, nil
	}
	if d.base == nil {
		return nil, "", ErrNoBase
	}
	base, baseName, err := readBase(d.base.ref)
	if err != nil {
		return nil, "", err
	}
	combined, diags := schema.Combine(base, p)
	if combined == nil {
		return nil, "", fmt.Errorf("the saved expansion does not play on %s:\n%s", baseName, errorsOf(diags))
	}
	if set, err = engine.Compile(combined); err != nil {
		return nil, "", fmt.Errorf("the saved expansion played on %s does not compile for play: %w", baseName, err)
	}
	return set, name, nil
}

// HasSaved reports whether there is a saved pack to compare with
// (SavedSet): a file, or the built-in pack it was opened from.
func (d *Document) HasSaved() bool { return d.path != "" || d.builtin != "" }
