package cli

import (
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
