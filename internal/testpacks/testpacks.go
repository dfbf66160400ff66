// Package testpacks gives tests the built-in packs compiled for play.
package testpacks

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// Winter returns the built-in winter-edition pack compiled for play.
func Winter(t testing.TB) *engine.Set {
	t.Helper()
	p, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// Mini returns the small valid pack of one ruleset that the schema's tests
// keep (schema/testdata/valid/<name>-mini.json): city, castle, mists,
// classic or messages.
func Mini(t testing.TB, name string) *schema.Pack {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	file := filepath.Join(filepath.Dir(here), "..", "..", "schema", "testdata", "valid", name+"-mini.json")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Check(file, data)
	if diags.HasErrors() {
		t.Fatalf("%s: %v", file, diags)
	}
	return p
}

// WinterPack returns the built-in winter-edition pack, uncompiled.
func WinterPack(t testing.TB) *schema.Pack {
	t.Helper()
	p, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// WinterGame starts a two-player game (Red, Blue) of the winter pack's WE3
// mix with the given seed, under rs (the pack's ruleset, which the caller
// names: testpacks cannot import the rulesets, whose own tests use it).
func WinterGame(t testing.TB, rs engine.Ruleset, seed uint64) *engine.Game {
	t.Helper()
	set := Winter(t)
	rules, err := rs.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: "WE3", Players: []string{"Red", "Blue"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// WinterFile writes the built-in winter-edition pack, byte for byte, to a
// file in a temporary folder and returns its path.
func WinterFile(t testing.TB) string {
	t.Helper()
	return BuiltinFile(t, "winter-edition", "winter.json")
}

// BuiltinFile writes built-in pack id, byte for byte, to a file named name
// in a temporary folder and returns its path.
func BuiltinFile(t testing.TB, id, name string) string {
	t.Helper()
	data, err := tilesets.Raw(id)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// FreshPack decodes and checks built-in pack id anew: a pack a test may
// change without touching the one tilesets.Load caches for everyone.
func FreshPack(t testing.TB, id string) *schema.Pack {
	t.Helper()
	data, err := tilesets.Raw(id)
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Check(tilesets.FileName(id), data)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	return p
}

// FreshSet compiles FreshPack(t, id).
func FreshSet(t testing.TB, id string) *engine.Set {
	t.Helper()
	set, err := engine.Compile(FreshPack(t, id))
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// Combined returns a fresh compiled set of built-in pack base with the
// built-in expansions played on it (schema.Combine), as --with combines
// them.
func Combined(t testing.TB, base string, expansions ...string) *engine.Set {
	t.Helper()
	b := FreshPack(t, base)
	var exps []*schema.Pack
	for _, id := range expansions {
		exps = append(exps, FreshPack(t, id))
	}
	p, diags := schema.Combine(b, exps...)
	if diags.HasErrors() {
		t.Fatalf("%s with %v: %v", base, expansions, diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}
