package mistsmoves

import (
	"strings"
	"testing"
)

// TestDecodeRecordErrors: a Mists record's own fields get the engine's
// messages: the value's line and column, what it must be, what it is.
func TestDecodeRecordErrors(t *testing.T) {
	tests := []struct {
		name string
		data string
		want string
	}{
		{"symbols in quotes", `{"moves": [{"tile": "46", "symbols": "3"}]}`,
			`1:38: move 1: "symbols" must be a whole number, not "3"`},
		{"a face-down x in quotes", `{"moves": [{"tile": "46", "faceDown": {"x": "1"}}]}`,
			`1:45: move 1: "x" in "faceDown" must be a whole number, not "1"`},
		{"a burial as a number", `{"moves": [{"tile": "46", "bury": [3]}]}`,
			`1:36: move 1: item 1 of "bury" must be an object {"graveyard": …, "meeple": …, …}, not 3`},
		{"an unknown move field", "{\"pack\": \"mists\", \"mix\": \"level-1\", \"ruleset\": {\"name\": \"mists\"}, \"players\": [\"P1\"],\n \"moves\": [{\"tile\": \"46\", \"colours\": \"red\"}]}",
			`2:27: unknown field "colours": check its spelling against the record format in docs/engine.md`},
		{"an array", "\xef\xbb\xbf[]", `1:1: a game record is a JSON object {"pack": …, "moves": [...]}, not an array`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode("game.json", []byte(tc.data))
			loc, what, _ := strings.Cut(tc.want, ": ")
			want := "game.json:" + loc + ": bad game record: " + what
			if err == nil || err.Error() != want {
				t.Errorf("error\n%v\nwant\n%s", err, want)
			}
		})
	}
}
