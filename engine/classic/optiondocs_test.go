package classic

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
			if !slices.Contains([]string{engine.OptionBool, engine.OptionInt, engine.OptionChoice, engine.OptionObject}, d.Type) {
				t.Errorf("type %q", d.Type)
			}
			if b, ok := optionSpec.Ints[d.Name]; ok != (d.Type == engine.OptionInt) || b.Min != d.Min || b.Max != d.Max {
				t.Errorf("documented as %s %d to %d, spec bounds %v (%v)", d.Type, d.Min, d.Max, b, ok)
			}
		})
	}
}
