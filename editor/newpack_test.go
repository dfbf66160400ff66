package editor

import (
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

func TestNewPack(t *testing.T) {
	rulesets := NewPackRulesets()
	for _, want := range []string{"classic", "city", "castle", "mists"} {
		if !contains(rulesets, want) {
			t.Errorf("no new pack of %s (offered: %v)", want, rulesets)
		}
	}
	for _, rs := range rulesets {
		t.Run(rs, func(t *testing.T) {
			d, err := NewPack(rs, "my-"+rs, "My "+rs)
			if err != nil {
				t.Fatal(err)
			}
			p := d.Pack()
			if p.ID != "my-"+rs || p.Ruleset != rs || len(p.Tiles) != 0 || len(p.Mixes) != 0 || d.Path() != "" {
				t.Errorf("new pack: id %s, ruleset %s, %d tiles, %d mixes, path %q", p.ID, p.Ruleset, len(p.Tiles), len(p.Mixes), d.Path())
			}
			if d.Title() != "my-"+rs+" (unsaved)" {
				t.Errorf("title %q", d.Title())
			}
			// Its only problems are what a pack without tiles and mixes lacks.
			if !d.Diagnostics().HasErrors() {
				return
			}
			for _, dg := range d.Diagnostics() {
				if dg.Severity == schema.SeverityError && dg.Pointer != "/tiles" && dg.Pointer != "/mixes" &&
					!strings.HasSuffix(dg.Message, "which the pack does not have") { // a Mists level's mix, to be made
					t.Errorf("a new pack has the problem %s", dg)
				}
			}
		})
	}
	for _, bad := range []struct{ id, why string }{{"winter-edition", "built-in"}, {"Not An Id", ""}, {"", ""}} {
		if _, err := NewPack("classic", bad.id, "x"); err == nil || !strings.Contains(err.Error(), bad.why) {
			t.Errorf("NewPack with id %q: %v", bad.id, err)
		}
	}
	if _, err := NewPack("no-such-ruleset", "x-pack", "x"); err == nil {
		t.Error("a new pack of an unknown ruleset")
	}
}
