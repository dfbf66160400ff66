package cli

import (
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// reconstructedNote is the one line that says which of a pack's data rest
// on reconstructions (its provenance entries marked "reconstructed"), so
// that numbers drawn from it are read as such; "" when none do. results
// words it for a simulation's figures, else for the pack itself.
func reconstructedNote(p *schema.Pack, results bool) string {
	var subjects []string
	for _, pv := range p.Provenance {
		if pv.Confidence == "reconstructed" {
			subjects = append(subjects, pv.Subject)
		}
	}
	if len(subjects) == 0 {
		return ""
	}
	if results {
		return "note: these figures rest on data of pack " + p.ID + " that is reconstructed, not taken from the published game: " + strings.Join(subjects, "; ")
	}
	return "note: reconstructed in this pack, not taken from the published game: " + strings.Join(subjects, "; ")
}

// unplayedModulesNote is the one line play and simulate print when the
// pack brings modules the engine does not play yet: the games follow the
// ruleset without them, and the tiles they bring play as ordinary tiles;
// "" when there are none.
func unplayedModulesNote(p *schema.Pack) string {
	var unplayed []string
	for _, m := range p.Modules {
		if !rulesets.PlaysModule(p.Ruleset, m) {
			unplayed = append(unplayed, m)
		}
	}
	if len(unplayed) == 0 {
		return ""
	}
	return "note: the engine does not play module " + strings.Join(unplayed, ", ") + " yet: these games follow the " + p.Ruleset + " rules without it, and its tiles play as ordinary tiles"
}
