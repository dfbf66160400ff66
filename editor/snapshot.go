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
	set, err := d.SnapshotSet()
	if err != nil {
		return nil, nil, err
	}
	rs, err := rulesets.Lookup(set.Ruleset.Name)
	if err != nil {
		return nil, nil, fmt.Errorf("editor: %w", err)
	}
	return set, rs, nil
}

// SnapshotSet compiles a copy of the pack as it stands, for a ruleset
// that runs its own games (Mists) or for Snapshot.
func (d *Document) SnapshotSet() (*engine.Set, error) {
	if d.diags.HasErrors() {
		return nil, fmt.Errorf("editor: the pack has errors (see the problems panel); fix them to play it")
	}
	if d.compileErr != nil {
		return nil, fmt.Errorf("editor: the pack does not compile for play: %w", d.compileErr)
	}
	data, err := schema.Encode(d.pack)
	if err != nil {
		return nil, fmt.Errorf("editor: %w", err)
	}
	p, diags := schema.Decode(d.pack.ID+".json", data)
	if p == nil {
		return nil, fmt.Errorf("editor: %s", diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		return nil, fmt.Errorf("editor: %w", err)
	}
	return set, nil
}

// Cooperative reports whether the pack plays Mists over Carcassonne,
// whose team runs its own turns and simulation (engine/mists).
func (d *Document) Cooperative() bool { return d.pack.Ruleset == "mists" }

// Players is the range of player counts the pack's rules allow; false
// when the pack cannot be played as it stands.
func (d *Document) Players() (lo, hi int, ok bool) {
	if d.set == nil {
		return 0, 0, false
	}
	if m := d.set.Pack.Rules.Mists; d.Cooperative() && m != nil {
		return m.Players.Min, min(m.Players.Max, engine.MaxPlayers), m.Players.Min >= 1
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
