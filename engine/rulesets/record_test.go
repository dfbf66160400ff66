package rulesets_test

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// playRecord plays a match as `tilesmith play` does — rulesets.NewMatch,
// the entry's agents and seat names, engine.Drive, the match's own
// Recorder — and returns the record it writes (the game's steps, format
// 2), how the match stood at its end and the played game's score
// document.
func playRecord(t *testing.T, set *engine.Set, options, mix string, players int, agent string, seed uint64) ([]byte, engine.Standing) {
	t.Helper()
	steps, standing, _ := playRecordScored(t, set, options, mix, players, agent, seed)
	return steps, standing
}

func playRecordScored(t *testing.T, set *engine.Set, options, mix string, players int, agent string, seed uint64) (steps []byte, _ engine.Standing, score []byte) {
	t.Helper()
	e, err := rulesets.EntryOf(set)
	if err != nil {
		t.Fatal(err)
	}
	var opts []byte
	if options != "" {
		opts = []byte(options)
	}
	m, err := rulesets.NewMatch(set, opts, mix, e.Seats[:players], seed)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	agents := make([]engine.Agent, players)
	for i := range agents {
		if agents[i], err = rulesets.NewAgent(set, agent); err != nil {
			t.Fatal(err)
		}
	}
	if err := engine.Drive(m, agents); err != nil {
		t.Fatal(err)
	}
	if steps, err = m.EncodeRecord(set.Pack.ID, opts); err != nil {
		t.Fatal(err)
	}
	played := e.Replayed(engine.Underlying(m).(engine.State))
	if score, err = played.EncodeScore(); err != nil {
		t.Fatal(err)
	}
	return steps, played.Standing(), score
}

// replayScore replays a record through the registry and returns its
// score document.
func replayScore(t *testing.T, set *engine.Set, data []byte) ([]byte, engine.Standing) {
	t.Helper()
	rec, err := rulesets.DecodeRecord("game.json", data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := rulesets.Replay(set, rec)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := r.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	return doc, r.Standing()
}

// TestStepsScoreAsPlayed: a game of every ruleset, written as its steps
// (format 2), replays through the registry to the played game's score
// document and standing. (The record corpus's twins check that the same
// games written as their moves, format 1, score alike.)
func TestStepsScoreAsPlayed(t *testing.T) {
	for _, tc := range []struct {
		name, pack, with, options, mix, agent string
		players                               int
	}{
		{"classic", "winter-edition", "", "", "WE3", "greedy", 3},
		{"classic hands of 2", "winter-edition", "", `{"handSize": 2, "returnUnplaceable": true}`, "WE1", "random", 4},
		{"classic with messages", "winter-edition", "messages", `{"cropCircles": true}`, "WD", "greedy", 3},
		{"city", "the-city", "", "", "base", "greedy", 3},
		{"castle", "the-castle", "", "", "base", "greedy", 2},
		{"mists level 3", "mists", "", "", "level-3", "coop", 2},
		{"mists level 6", "mists", "", "", "level-6", "random", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := testpacks.FreshSet(t, tc.pack)
			if tc.with != "" {
				set = testpacks.Combined(t, tc.pack, tc.with)
			}
			for seed := uint64(1); seed <= 2; seed++ {
				steps, played, score := playRecordScored(t, set, tc.options, tc.mix, tc.players, tc.agent, seed)
				if !bytes.HasPrefix(steps, []byte(`{"format":2,`)) {
					t.Fatalf("seed %d: the record does not start with its format: %.20s", seed, steps)
				}
				fromSteps, standing := replayScore(t, set, steps)
				if !bytes.Equal(fromSteps, score) {
					t.Errorf("seed %d: the steps score\n%s\nthe played game\n%s", seed, fromSteps, score)
				}
				if !reflect.DeepEqual(standing, played) || !played.Over {
					t.Errorf("seed %d: the steps stand\n%+v\nthe played game\n%+v", seed, standing, played)
				}
			}
		})
	}
}

// TestPlayedRecordsReplay: a record written by play through the match
// protocol — classic with and without hands, Mists on every level —
// replays through the registry, without naming its ruleset, to the same
// standing and board, and names the record format.
func TestPlayedRecordsReplay(t *testing.T) {
	type game struct {
		name, pack, options, mix, agent string
		players                         int
	}
	games := []game{
		{"classic", "winter-edition", "", "WE3", "greedy", 3},
		{"classic random", "winter-edition", "", "WD", "random", 2},
		{"classic hands", "winter-edition", `{"handSize": 3}`, "WE2", "greedy", 4},
		{"classic hands returnUnplaceable", "winter-edition", `{"handSize": 2, "returnUnplaceable": true}`, "WE1", "random", 5},
	}
	for level := 1; level <= 6; level++ {
		games = append(games, game{fmt.Sprintf("mists level %d", level), "mists", "", fmt.Sprintf("level-%d", level), "coop", 2})
	}
	games = append(games, game{"mists level 6 random team of 4", "mists", "", "level-6", "random", 4})
	for _, g := range games {
		set := testpacks.FreshSet(t, g.pack)
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s seed %d", g.name, seed), func(t *testing.T) {
				data, want := playRecord(t, set, g.options, g.mix, g.players, g.agent, seed)
				if !bytes.HasPrefix(data, []byte(`{"format":2,`)) {
					t.Errorf("the record does not start with its format: %.40s", data)
				}
				rec, err := rulesets.DecodeRecord("game.json", data)
				if err != nil {
					t.Fatal(err)
				}
				if rec.Ruleset.Name != set.Ruleset.Name || rec.Pack != set.Pack.ID || rec.Seed != seed {
					t.Errorf("header %+v; want ruleset %s, pack %s, seed %d", rec.RecordHeader, set.Ruleset.Name, set.Pack.ID, seed)
				}
				r, err := rulesets.Replay(set, rec)
				if err != nil {
					t.Fatal(err)
				}
				if got := r.Standing(); !reflect.DeepEqual(got, want) {
					t.Errorf("replayed standing\n%+v\nwant the played one\n%+v", got, want)
				}
				if !want.Over {
					t.Errorf("the played game is not over: %+v", want)
				}
				if _, err := r.EncodeScore(); err != nil {
					t.Errorf("score document: %v", err)
				}
			})
		}
	}
}

// TestDecodeRecordOfAnyRuleset: the registry reads records of every
// ruleset with the errors of the strict decoder — file, line and column,
// what is wrong and what would be right — and refuses a ruleset or a
// format it does not know, or a record for another pack's ruleset.
func TestDecodeRecordOfAnyRuleset(t *testing.T) {
	const head = `{"pack": "mists", "mix": "level-1", "ruleset": {"name": "mists"}, "players": ["P1"],` + "\n"
	tests := []struct {
		name, data, want string
	}{
		{"a Mists move field in a classic record",
			`{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red"],` + "\n" + ` "moves": [{"tile": "E", "colour": "red"}]}`,
			`game.json:2:26: unknown field "colour": check its spelling against the record format in docs/engine.md`},
		{"a Mists move with symbols in quotes", head + ` "moves": [{"tile": "46", "symbols": "3"}]}`,
			`game.json:2:38: move 1: "symbols" must be a whole number, not "3"`},
		{"moves as an object", head + ` "moves": {}}`,
			`game.json:2:11: "moves" must be an array [{"tile": …, "symbols": …, …}, …], not an object`},
		{"an unknown ruleset", `{"pack": "x", "mix": "y", "ruleset": {"name": "the-city"}, "players": ["A"], "moves": []}`,
			`game.json: "ruleset": no engine plays "the-city" (it plays classic, city, castle, mists)`},
		{"an unknown ruleset with a bad move", `{"pack": "x", "mix": "y", "ruleset": {"name": "the-city"}, "players": ["A"], "moves": {}}`,
			`game.json:1:87: "moves" must be an array […, …], not an object`},
		{"no ruleset", `{"pack": "x", "mix": "y", "players": ["A"], "moves": []}`,
			`game.json: missing "ruleset": {"name": ...}`},
		{"a newer format", `{"format": 3, "pack": "mists", "mix": "level-1", "ruleset": {"name": "mists"}, "players": ["P1"], "moves": []}`,
			`game.json: "format": 3 is not a record format this tilesmith reads (it reads formats 1 to 2): a newer tilesmith wrote it`},
		{"a step of format 2 that is neither", `{"format": 2, "pack": "mists", "mix": "level-1", "ruleset": {"name": "mists"}, "players": ["P1"], "moves": [{"tile": "46"}]}`,
			`game.json:1:110: unknown field "tile": check its spelling against the record format in docs/engine.md`},
		{"format 2 that ends early", `{"format": 2, "pack": "mists", "mix": "level-1", "ruleset": {"name": "mists"}, "players": ["P1"], "moves": [], "final": true}`,
			`game.json: "final": a record of the game's steps ends where its steps end; a game is ended by its steps`},
		{"format in quotes", `{"format": "1"}`,
			`game.json:1:12: "format" must be a whole number, not "1"`},
		{"a byte-order mark and an array", "\xef\xbb\xbf[]",
			`game.json:1:1: a game record is a JSON object {"pack": …, "moves": [...]}, not an array`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rulesets.DecodeRecord("game.json", []byte(tc.data))
			loc, what, _ := strings.Cut(tc.want, ": ")
			want := loc + ": bad game record: " + what
			if err == nil || err.Error() != want || !errors.Is(err, engine.ErrBadRecord) {
				t.Errorf("error\n%v\nwant\n%s", err, want)
			}
		})
	}

	t.Run("format 1 and no format both read", func(t *testing.T) {
		for _, format := range []string{``, `"format": 1, `} {
			data := `{` + format + `"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "moves": [{"tile": "E", "x": 0, "y": -1, "rot": 180}]}`
			rec, err := rulesets.DecodeRecord("game.json", []byte(data))
			if err != nil {
				t.Fatalf("%s: %v", format, err)
			}
			if _, err := rulesets.Replay(testpacks.FreshSet(t, "winter-edition"), rec); err != nil {
				t.Errorf("%s: %v", format, err)
			}
		}
	})
	t.Run("a record for another ruleset's pack", func(t *testing.T) {
		rec, err := rulesets.DecodeRecord("game.json", []byte(head+` "moves": []}`))
		if err != nil {
			t.Fatal(err)
		}
		_, err = rulesets.Replay(testpacks.FreshSet(t, "winter-edition"), rec)
		if want := "the record is a mists game, but pack winter-edition is for classic"; err == nil || err.Error() != want {
			t.Errorf("error %v; want %s", err, want)
		}
	})
	t.Run("final in a Mists record", func(t *testing.T) {
		rec, err := rulesets.DecodeRecord("game.json", []byte(head+` "moves": [], "final": true}`))
		if err != nil {
			t.Fatal(err)
		}
		_, err = rulesets.Replay(testpacks.FreshSet(t, "mists"), rec)
		if err == nil || !strings.Contains(err.Error(), `remove "final"`) {
			t.Errorf("error %v; want a refusal of \"final\"", err)
		}
	})
}
