package castle

import (
	"encoding/json"
	"testing"
)

// TestWithOption: a record's options name wallTile7OnTop. Game.Record adds
// the value played with to options that do not name it, and Replay adds
// true (wall tile 7 on top, as every game was played before the option)
// to a record's options that do not; options that name it, or that are
// not an object, stay as they are, and an added name goes at the end, so
// that an error in the options keeps its line and column.
func TestWithOption(t *testing.T) {
	tests := []struct {
		name, options string
		value         bool
		want          string
	}{
		{"no options", "", true, `{"wallTile7OnTop": true}`},
		{"null", "null", false, `{"wallTile7OnTop": false}`},
		{"an empty object", " { } ", true, `{"wallTile7OnTop": true}`},
		{"other options: added at the end", `{"collectAtTurnEnd": true}`, true, `{"collectAtTurnEnd": true, "wallTile7OnTop": true}`},
		{"named already: kept", `{"wallTile7OnTop": false}`, true, `{"wallTile7OnTop": false}`},
		{"not an object: left for Bind to refuse", `[1]`, true, `[1]`},
		{"not JSON: left for Bind to refuse", `{"collectAtTurnEnd": `, true, `{"collectAtTurnEnd": `},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := withOption(json.RawMessage(tc.options), optionWallTile7OnTop, tc.value)
			if string(got) != tc.want {
				t.Errorf("withOption(%s, %t) = %s, want %s", tc.options, tc.value, got, tc.want)
			}
		})
	}
}
