package mists

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestOptionDocsMatchSpec: what the options form and `tilesmith rulesets`
// say an option takes is what DecodeOptions accepts.
func TestOptionDocsMatchSpec(t *testing.T) {
	for _, d := range OptionDocs {
		t.Run(d.Name, func(t *testing.T) {
			if b, ok := optionSpec.Ints[d.Name]; ok != (d.Type == engine.OptionInt) || b.Min != d.Min || b.Max != d.Max {
				t.Errorf("documented as %s %d to %d, spec bounds %v (%v)", d.Type, d.Min, d.Max, b, ok)
			}
			if c, ok := optionSpec.Strings[d.Name]; ok != (d.Type == engine.OptionChoice) || !slices.Equal(c, d.Choices) {
				t.Errorf("documented as %s %v, spec values %v (%v)", d.Type, d.Choices, c, ok)
			}
		})
	}
}
