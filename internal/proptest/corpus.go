package proptest

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/tilesets"
)

// Base is a real pack the generator starts from.
type Base struct {
	Name string // "winter-edition", "valid/classic-mini"
	Data []byte
}

// Corpus returns the built-in packs, then the example packs *.json of
// validDir (schema/testdata/valid), in a fixed order. Built-in expansions
// are left out: they play only combined with a base pack.
func Corpus(validDir string) ([]Base, error) {
	var out []Base
	for _, id := range tilesets.IDs() {
		p, _, err := tilesets.Load(id)
		if err != nil {
			return nil, err
		}
		if p.Expansion {
			continue
		}
		data, err := tilesets.Raw(id)
		if err != nil {
			return nil, err
		}
		out = append(out, Base{Name: id, Data: data})
	}
	files, err := filepath.Glob(filepath.Join(validDir, "*.json"))
	if err != nil {
		return nil, err
	}
	slices.Sort(files)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		out = append(out, Base{Name: "valid/" + strings.TrimSuffix(filepath.Base(f), ".json"), Data: data})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("proptest: no packs to start from (built-in none, %s empty)", validDir)
	}
	return out, nil
}
