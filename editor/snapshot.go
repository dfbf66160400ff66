package editor

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/schema"
)

// Snapshot compiles a copy of the pack for a test game or a simulation,
// with the engine of its ruleset; later edits do not reach the copy.
func (d *Document) Snapshot() (*engine.Set, engine.Ruleset, error) {
	if d.diags.HasErrors() {
		return nil, nil, fmt.Errorf("editor: the pack has errors (see the problems panel); fix them to play it")
	}
	if d.compileErr != nil {
		return nil, nil, fmt.Errorf("editor: the pack does not compile for play: %w", d.compileErr)
	}
	data, err := schema.Encode(d.pack)
	if err != nil {
		return nil, nil, fmt.Errorf("editor: %w", err)
	}
	p, diags := schema.Decode(d.pack.ID+".json", data)
	if p == nil {
		return nil, nil, fmt.Errorf("editor: %s", diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		return nil, nil, fmt.Errorf("editor: %w", err)
	}
	rs, err := rulesets.Lookup(set.Ruleset.Name)
	if err != nil {
		return nil, nil, fmt.Errorf("editor: %w", err)
	}
	return set, rs, nil
}

// Players is the range of player counts the pack's rules allow; false
// when the pack cannot be played as it stands.
func (d *Document) Players() (lo, hi int, ok bool) {
	if d.set == nil {
		return 0, 0, false
	}
	rs, err := rulesets.Lookup(d.set.Ruleset.Name)
	if err != nil {
		return 0, 0, false
	}
	rules, err := rs.Bind(d.set, nil)
	if err != nil {
		return 0, 0, false
	}
	o := rules.Options()
	return o.MinPlayers, min(o.MaxPlayers, engine.MaxPlayers), true
}
