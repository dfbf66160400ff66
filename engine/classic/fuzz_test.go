package classic_test

import (
	"reflect"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
)

// FuzzRecord decodes and replays arbitrary records: errors are fine, a
// panic is not, and a record that decodes with classic moves decodes to
// the same header with its moves left raw (the header every ruleset
// shares).
func FuzzRecord(f *testing.F) {
	set := winterSet(f)
	for _, seed := range []string{
		`{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "seed": 1, "moves": [{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "S"}}]}`,
		`{"pack": "winter-edition", "mix": "WE3", "ruleset": {"name": "classic", "options": {"handSize": 3}}, "players": ["a", "b", "c"], "moves": [{"tile": "C", "discard": true}, {"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "cloister"}}], "final": true}`,
		`{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic", "options": {"board": {"width": 3, "height": 3}, "edgeCompletes": true}}, "players": ["Red", "Blue"], "moves": [{"tile": "U", "x": 1, "y": 0, "rot": 90, "player": "Red"}]}`,
		`{"moves": [{"tile": "X", "x": 99999, "y": -99999, "rot": 270}]}`,
		`{"format": 1, "pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "moves": [], "final": true}`,
		`{"pack": 1}`,
		`[`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := classicmoves.Decode("fuzz.json", data)
		if err != nil {
			return
		}
		head, err := engine.DecodeRecordHeader("fuzz.json", data)
		if err != nil {
			t.Fatalf("decodes with classic moves but not with raw ones: %v", err)
		}
		head.Moves = nil
		if !reflect.DeepEqual(rec.Header(), *head) {
			t.Fatalf("header %+v with classic moves, %+v with raw ones", rec.Header(), *head)
		}
		if rec.Ruleset.Name != "classic" {
			return
		}
		_, _ = classicmoves.Replay(set, classic.Ruleset{}, rec)
	})
}
