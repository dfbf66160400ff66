package schema

import (
	"strings"
	"testing"
)

func TestRuleDescription(t *testing.T) {
	tests := []struct {
		path, want string // want: the description starts so; "" for none
	}{
		{"castle.followers", "Followers each player has in supply"},
		{"castle.scoring.path.perTileWithFountain", "The Castle: points per tile"},
		{"castle.scoring", "Points of completed paths, towers and houses"},
		{"classic.scoring.city.incomplete.perPennant", "Points per pennant"},
		{"classic.scoring.farm", "Farm scoring at the end of the game"},
		{"castle.noSuchRate", ""},
		{"nosuchblock.followers", ""},
		{"castle.followers.deeper", ""},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			got := RuleDescription(tc.path)
			if tc.want == "" && got != "" || !strings.HasPrefix(got, tc.want) {
				t.Errorf("RuleDescription(%q) = %q, want it to start with %q", tc.path, got, tc.want)
			}
		})
	}
}
