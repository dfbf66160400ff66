package editor

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/schema"
)

// SnapshotSet compiles a copy of the pack as it stands, for a test game or
// a simulation; later edits do not reach the copy. An expansion is
// compiled played on its base (SetBase), as read now.
func (d *Document) SnapshotSet() (*engine.Set, error) {
	if d.Diagnostics().HasErrors() {
		return nil, fmt.Errorf("the pack has errors (see the problems panel); fix them to play it")
	}
	if d.pack.Expansion {
		return d.snapshotCombined()
	}
	if d.CompileError() != nil {
		return nil, fmt.Errorf("the pack does not compile for play: %w", d.compileErr)
	}
	data, err := schema.Encode(d.pack)
	if err != nil {
		return nil, err
	}
	p, diags := schema.Decode(d.pack.ID+".json", data)
	if p == nil {
		return nil, diags
	}
	set, err := engine.Compile(p)
	if err != nil {
		return nil, err
	}
	return set, nil
}

// Entry is the registry's entry of the pack's ruleset: how its matches
// are played (by seats or as a team), its agents, seat names and options;
// false when no engine plays the ruleset.
func (d *Document) Entry() (*rulesets.Entry, bool) {
	return rulesets.EntryFor(d.pack.Ruleset, d.pack.Modules)
}

// Team reports whether one agent decides for the whole team in the pack's
// ruleset (a cooperative game), rather than each seat for itself.
func (d *Document) Team() bool {
	e, ok := d.Entry()
	return ok && e.Team
}

// Players is the range of player counts the pack's rules allow; false
// when the pack cannot be played as it stands. An expansion's are those
// of the combination with its base.
func (d *Document) Players() (lo, hi int, ok bool) {
	set := d.PlaySet()
	if set == nil {
		return 0, 0, false
	}
	r, err := rulesets.Players(set)
	if err != nil || r.Min > r.Max {
		return 0, 0, false
	}
	return r.Min, r.Max, true
}
