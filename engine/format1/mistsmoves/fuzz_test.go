package mistsmoves

import (
	"fmt"
	"testing"
)

// FuzzRecord decodes and replays arbitrary Mists records of format 1:
// errors are fine, a panic is not. A replay is the same every time, and
// the game a refused move leaves is the game of the moves before it: the
// record cut before that move replays to the same position, events
// included. Seeded with the record corpus's Mists records (written by
// earlier builds) and hand-written ones.
func FuzzRecord(f *testing.F) {
	set := mistsSet(f)
	for _, rec := range corpusRecords(f) {
		f.Add(rec.data)
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
		rec, err := Decode("fuzz.json", data)
		if err != nil || rec.Ruleset.Name != "mists" || len(rec.Players) > 6 {
			return
		}
		g, err := Replay(set, rec)
		if g == nil {
			return // refused at set-up
		}
		again, againErr := Replay(set, rec)
		if fmt.Sprint(againErr) != fmt.Sprint(err) || position(t, again) != position(t, g) {
			t.Fatalf("the record replays differently the second time: %v, then %v", err, againErr)
		}
		if err == nil {
			return
		}
		var refused int
		if _, scanErr := fmt.Sscanf(err.Error(), "move %d ", &refused); scanErr != nil || refused < 1 || refused > len(rec.Moves) {
			t.Fatalf("a replay that set up the game stopped with an error naming no move: %v", err)
		}
		before := *rec
		before.Moves = rec.Moves[:refused-1]
		r, err := Replay(set, &before)
		if err != nil {
			t.Fatalf("the moves before the refused one (%d) do not replay: %v", refused, err)
		}
		if got, want := position(t, g), position(t, r); got != want {
			t.Fatalf("refused at move %d, the game stands\n%s\nnot as the moves before it leave it\n%s", refused, got, want)
		}
	})
}
