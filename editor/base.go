package editor

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// ErrNoBase is why an expansion without a base pack cannot be played.
var ErrNoBase = errors.New(`an expansion is played only on a base pack: choose one under "Base pack" above (a built-in pack of the same ruleset, or "Choose file…" for a pack file)`)

// playBase is the base pack an expansion is played on, and the set of
// the two combined as they stood at a revision of the document.
type playBase struct {
	ref string // a pack file's path, or a built-in pack id
	// set is the combination compiled at revision rev; nil when it does
	// not play.
	set *engine.Set
	rev int
}

// IsExpansion reports whether the pack is an expansion, played only on a
// base pack (SetBase).
func (d *Document) IsExpansion() bool { return d.pack.Expansion }

// Base is the base pack the expansion is played on: a pack file's path
// or a built-in pack id; "" when none is chosen.
func (d *Document) Base() string {
	if d.base == nil {
		return ""
	}
	return d.base.ref
}

// SetBase chooses the base pack the expansion is played on (Play and
// Simulate): a pack file if one exists at ref, otherwise a built-in pack
// id. The base is read again whenever a game or simulation starts. It is
// refused when the pack is not an expansion or the base cannot be read;
// whether the two combine is told when they are played.
func (d *Document) SetBase(ref string) error {
	if !d.pack.Expansion {
		return fmt.Errorf("%s is not an expansion: it is played on its own", d.pack.ID)
	}
	if _, _, err := readBase(ref); err != nil {
		return err
	}
	d.base = &playBase{ref: ref, rev: -1}
	d.revision++ // what plays has changed: a game under way is stale
	d.changed()
	return nil
}

// BaseChoices are the built-in packs an expansion can be played on: the
// complete packs of its ruleset.
func (d *Document) BaseChoices() []string {
	var ids []string
	for _, id := range tilesets.IDs() {
		p, _, err := tilesets.Load(id)
		if err == nil && !p.Expansion && p.Ruleset == d.pack.Ruleset {
			ids = append(ids, id)
		}
	}
	return ids
}

// readBase reads and checks a base pack: a file if a regular file exists
// at ref, otherwise a built-in pack; it returns the pack and its name in
// messages.
func readBase(ref string) (*schema.Pack, string, error) {
	data, err := fsutil.ReadFileLimit(ref, schema.MaxPackBytes, "pack")
	name := ref
	if err != nil {
		if !tilesets.Has(ref) || !(errors.Is(err, fs.ErrNotExist) || errors.Is(err, fsutil.ErrNotRegular)) {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, "", fmt.Errorf("%s: no such file, and no built-in pack has that id", ref)
			}
			return nil, "", fmt.Errorf("cannot read the base pack: %w", err)
		}
		if data, err = tilesets.Raw(ref); err != nil {
			return nil, "", err
		}
		name = tilesets.FileName(ref)
	}
	p, diags := schema.Check(name, data)
	if p == nil || diags.HasErrors() {
		return nil, "", fmt.Errorf("the base pack %s has errors; fix them to play on it:\n%s", name, errorsOf(diags))
	}
	if p.Expansion {
		return nil, "", fmt.Errorf("%s is an expansion too: choose a complete pack as the base", name)
	}
	return p, name, nil
}

// snapshotCombined compiles the expansion as it stands played on its base
// as read now (schema.Combine); the error lists every problem of the
// combination, each with the file it comes from.
func (d *Document) snapshotCombined() (*engine.Set, error) {
	if d.base == nil {
		return nil, ErrNoBase
	}
	base, baseName, err := readBase(d.base.ref)
	if err != nil {
		return nil, err
	}
	data, err := schema.Encode(d.pack)
	if err != nil {
		return nil, err
	}
	exp, diags := schema.Decode(d.fileName(), data)
	if exp == nil {
		return nil, diags
	}
	combined, diags := schema.Combine(base, exp)
	if combined == nil {
		return nil, fmt.Errorf("the expansion does not play on %s:\n%s", baseName, errorsOf(diags))
	}
	set, err := engine.Compile(combined)
	if err != nil {
		return nil, fmt.Errorf("the expansion played on %s does not compile for play: %w", baseName, err)
	}
	return set, nil
}

// fileName names the pack's file in messages: its file's name, or its id.
func (d *Document) fileName() string {
	if d.path != "" {
		return filepath.Base(d.path)
	}
	return d.pack.ID + ".json"
}

// errorsOf lists the errors among diags, one a line.
func errorsOf(diags schema.Diagnostics) string {
	var lines []string
	for _, dg := range diags {
		if dg.Severity == schema.SeverityError {
			lines = append(lines, dg.String())
		}
	}
	return strings.Join(lines, "\n")
}

// PlaySet is the set games of the pack are played on: the pack's own,
// or for an expansion the combination with its base; nil when there is
// none that plays.
func (d *Document) PlaySet() *engine.Set {
	if !d.pack.Expansion {
		return d.Set()
	}
	if d.base == nil || d.Diagnostics().HasErrors() {
		return nil
	}
	if d.base.rev != d.revision {
		d.base.set, _ = d.snapshotCombined()
		d.base.rev = d.revision
	}
	return d.base.set
}

// PlayMixes are the ids of the mixes a game can be dealt from: the
// pack's, or for an expansion its base's (none without a base).
func (d *Document) PlayMixes() []string {
	var ids []string
	if !d.pack.Expansion {
		for _, m := range d.pack.Mixes {
			ids = append(ids, m.ID)
		}
		return ids
	}
	if set := d.PlaySet(); set != nil {
		for _, m := range set.Pack.Mixes {
			ids = append(ids, m.ID)
		}
	}
	return ids
}

// PlayedOn names the packs a game of the expansion is played on, for its
// game record: the base (a file's path or a built-in id) and the
// expansion (its file's path, or its built-in id).
type PlayedOn struct {
	Base, Expansion string
}

// PlayedOn is what a game started now is played on; the zero value for a
// pack that is not an expansion.
func (d *Document) PlayedOn() PlayedOn {
	if !d.pack.Expansion || d.base == nil {
		return PlayedOn{}
	}
	exp := d.path
	if d.builtin != "" {
		exp = d.builtin
	}
	return PlayedOn{Base: d.base.ref, Expansion: exp}
}
