package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// FuzzRecord decodes and replays arbitrary records: errors are fine, a
// panic is not.
func FuzzRecord(f *testing.F) {
	set := winterSet(f)
	for _, seed := range []string{
		`{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "seed": 1, "moves": [{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "S"}}]}`,
		`{"pack": "winter-edition", "mix": "WE3", "ruleset": {"name": "classic", "options": {"handSize": 3}}, "players": ["a", "b", "c"], "moves": [{"tile": "C", "discard": true}, {"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "cloister"}}], "final": true}`,
		`{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic", "options": {"board": {"width": 3, "height": 3}, "edgeCompletes": true}}, "players": ["Red", "Blue"], "moves": [{"tile": "U", "x": 1, "y": 0, "rot": 90, "player": "Red"}]}`,
		`{"moves": [{"tile": "X", "x": 99999, "y": -99999, "rot": 270}]}`,
		`{"pack": 1}`,
		`[`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := engine.DecodeRecord("fuzz.json", data)
		if err != nil {
			return
		}
		if rec.Ruleset.Name != "classic" {
			return
		}
		_, _ = engine.Replay(set, classic.Ruleset{}, rec)
	})
}
