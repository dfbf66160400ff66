package editor

import (
	"fmt"

	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// NewPackRulesets are the rulesets a new pack can be made for: those
// with a built-in pack to take the rule parameters from, in the built-in
// packs' order.
func NewPackRulesets() []string {
	var out []string
	for _, id := range tilesets.IDs() {
		if p, _, err := tilesets.Load(id); err == nil && !p.Expansion && !contains(out, p.Ruleset) {
			out = append(out, p.Ruleset)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// NewPack starts a pack of ruleset with the given id and name: no tiles
// and no mixes, and the rule parameters (and, for The Castle, the board)
// of the ruleset's built-in pack, to change from there. It is saved with
// Save As. The pack is not yet valid (it has no tiles): the problems say
// what it needs.
func NewPack(ruleset, id, name string) (*Document, error) {
	info := PackInfo{ID: id, Name: name}
	if err := info.Check(); err != nil {
		return nil, err
	}
	if tilesets.Has(id) {
		return nil, fmt.Errorf("%s is a built-in pack's id: a new pack needs one of its own", id)
	}
	for _, bid := range tilesets.IDs() {
		p, _, err := tilesets.Load(bid)
		if err != nil || p.Ruleset != ruleset || p.Expansion {
			continue
		}
		q, err := schema.Clone(p)
		if err != nil {
			return nil, err
		}
		q.ID, q.Name = id, name
		q.Tiles, q.Mixes = []schema.Tile{}, []schema.Mix{}
		q.Notes, q.Provenance = nil, nil
		return NewDocument(q, ""), nil
	}
	return nil, fmt.Errorf("no built-in pack plays %q to start a new pack from (rulesets: %v)", ruleset, NewPackRulesets())
}
