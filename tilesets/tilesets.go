// Package tilesets holds the packs shipped with tilesmith, embedded in the
// binary and listed by id.
package tilesets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/tilesmith/tilesmith/schema"
)

//go:embed packs/*.json
var files embed.FS

// Dir is where the packs live in the repository, used as the file name in
// diagnostics so a reader can open the file.
const Dir = "tilesets/packs"

// IDs returns the ids of the built-in packs, sorted.
func IDs() []string {
	entries, err := fs.ReadDir(files, "packs")
	if err != nil {
		panic("tilesets: embedded packs unreadable: " + err.Error())
	}
	var ids []string
	for _, e := range entries {
		ids = append(ids, strings.TrimSuffix(e.Name(), ".json"))
	}
	slices.Sort(ids)
	return ids
}

// Has reports whether id names a built-in pack.
func Has(id string) bool { return slices.Contains(IDs(), id) }

// FileName is the repository path of a built-in pack, for diagnostics.
func FileName(id string) string { return path.Join(Dir, id+".json") }

// Raw returns the JSON text of a built-in pack.
func Raw(id string) ([]byte, error) {
	if !Has(id) {
		return nil, fmt.Errorf("tilesets: no built-in pack %q (built-in: %s)", id, strings.Join(IDs(), ", "))
	}
	return files.ReadFile("packs/" + id + ".json")
}

type loaded struct {
	pack  *schema.Pack
	diags schema.Diagnostics
}

var cache sync.Map // id -> func() loaded

// Load decodes, validates and lints a built-in pack. The result is cached;
// callers must not modify the returned pack (clone it with schema.Clone).
func Load(id string) (*schema.Pack, schema.Diagnostics, error) {
	data, err := Raw(id)
	if err != nil {
		return nil, nil, err
	}
	once, _ := cache.LoadOrStore(id, sync.OnceValue(func() loaded {
		p, d := schema.Check(FileName(id), data)
		return loaded{p, d}
	}))
	l := once.(func() loaded)()
	if l.pack == nil || l.diags.HasErrors() {
		return l.pack, l.diags, fmt.Errorf("tilesets: built-in pack %q is invalid:\n%s", id, l.diags)
	}
	return l.pack, l.diags, nil
}
