package mists

import (
	"encoding/json"
	"slices"
	"testing"
)

// FuzzRecord decodes and replays arbitrary Mists records: errors are
// fine, a panic is not, and a record that replays writes itself back as a
// record that replays to the same game.
func FuzzRecord(f *testing.F) {
	set := mistsSet(f)
	for _, level := range []int{1, 3, 5, 6} {
		g := newLevel(f, level, 2, uint64(level))
		if err := g.Play(RandomTeam{}); err != nil {
			f.Fatal(err)
		}
		data, err := json.Marshal(g.Record("mists"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, seed := range []string{
		`{"pack": "mists", "mix": "level-1", "ruleset": {"name": "mists"}, "players": ["Ana"], "seed": 1, "moves": [{"tile": "03", "x": 2, "y": 1, "rot": 90, "colour": "red", "meeple": {"at": "N"}}]}`,
		`{"pack": "mists", "mix": "level-3", "ruleset": {"name": "mists", "options": {"collective": "majority"}}, "players": ["Ana", "Bo"], "moves": [{"tile": "14", "symbols": 2, "x": 0, "y": -1, "rot": 180, "scores": [{"kind": "road", "choice": "ghosts", "clear": {"x": 0, "y": 1, "ghosts": 3}}], "dogs": [{"dog": "Bruno", "meeple": {"x": 0, "y": 0, "at": "E"}, "clear": [{"x": 0, "y": 1, "ghosts": 9}]}]}]}`,
		`{"pack": "mists", "mix": "level-6", "ruleset": {"name": "mists", "options": {"level": 6}}, "players": ["a", "b", "c"], "moves": [{"tile": "20", "x": 0, "y": -1, "rot": 0, "scoreColours": ["blue", "red", "green"], "faceDown": {"tile": "09", "x": -1, "y": -1, "bury": [{"graveyard": {"x": 0, "y": -1}, "colour": "red"}]}, "scoreTo": ["pink"]}]}`,
		`{"pack": "mists", "mix": "level-2", "ruleset": {"name": "mists"}, "players": ["a", "b", "c", "d", "e"], "moves": [{"tile": "20", "discard": true}, {"tile": "05", "x": 0, "y": 2, "graveyard": {"x": 7, "y": 7}}]}`,
		`{"moves": [{"tile": "X", "x": 99999, "y": -99999, "rot": 270}]}`,
		`{"pack": 1}`,
		`[`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := DecodeRecord("fuzz.json", data)
		if err != nil || rec.Ruleset.Name != "mists" || len(rec.Players) > 6 {
			return
		}
		g, err := Replay(set, rec)
		if err != nil {
			return
		}
		again, err := Replay(set, g.Record(rec.Pack))
		if err != nil {
			t.Fatalf("the replayed game's own record does not replay: %v", err)
		}
		if !slices.Equal(again.Scores(), g.Scores()) || again.GhostsOnBoard() != g.GhostsOnBoard() || again.Lost() != g.Lost() {
			t.Fatalf("the record written back replays to scores %v, %d ghosts, lost %q; the original to %v, %d, %q",
				again.Scores(), again.GhostsOnBoard(), again.Lost(), g.Scores(), g.GhostsOnBoard(), g.Lost())
		}
	})
}
