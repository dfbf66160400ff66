package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestDecodeOptionsUnknown: an unknown option is refused with the options
// the ruleset takes, or, for a ruleset that takes none, saying so (not
// with an empty list) and where a pack's settings are changed instead.
func TestDecodeOptionsUnknown(t *testing.T) {
	type some struct {
		HandSize int  `json:"handSize,omitempty"`
		Board    bool `json:"board,omitempty"`
	}
	for _, tc := range []struct {
		name string
		into any
		want string
	}{
		{"a ruleset with options", &some{}, `options: unknown option "closeWithin": the options are handSize, board`},
		{"a ruleset without options", &struct{}{},
			`options: unknown option "closeWithin": this ruleset takes no options (a setting of the pack's rules block is changed in the pack, in its file or the editor's Rules tab, not with options)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := engine.DecodeOptions([]byte(`{"closeWithin": 3}`), tc.into, engine.OptionSpec{Example: "{}"})
			if err == nil || err.Error() != tc.want {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}
