package rulesets_test

import (
	"errors"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// FuzzDecodeRecord decodes arbitrary records of any ruleset through the
// registry and replays those that decode: every decoding error wraps
// engine.ErrBadRecord, and a record that replays gives a board, a standing
// and a score document, never a panic.
func FuzzDecodeRecord(f *testing.F) {
	sets := map[string]*engine.Set{
		"classic":          testpacks.FreshSet(f, "winter-edition"),
		"classic+messages": testpacks.Combined(f, "winter-edition", "messages"),
		"mists":            testpacks.FreshSet(f, "mists"),
		"city":             testpacks.FreshSet(f, "the-city"),
		"castle":           testpacks.FreshSet(f, "the-castle"),
	}
	for _, seed := range []string{
		`{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "seed": 1, "moves": [{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "S"}}], "final": true}`,
		`{"format": 1, "pack": "winter-edition", "mix": "WE3", "ruleset": {"name": "classic", "options": {"handSize": 3}}, "players": ["a", "b", "c"], "moves": [{"tile": "C", "discard": true}]}`,
		`{"format": 1, "pack": "mists", "mix": "level-1", "ruleset": {"name": "mists"}, "players": ["Ana"], "seed": 1, "moves": [{"tile": "03", "x": 2, "y": 1, "rot": 90, "colour": "red", "meeple": {"at": "N"}}]}`,
		`{"pack": "mists", "mix": "level-6", "ruleset": {"name": "mists", "options": {"level": 6}}, "players": ["a", "b", "c"], "moves": [{"tile": "20", "x": 0, "y": -1, "rot": 0, "scoreColours": ["blue", "red", "green"], "faceDown": {"x": -1, "y": -1}}], "final": true}`,
		`{"format": 1, "pack": "winter-edition", "with": ["messages"], "mix": "WD", "ruleset": {"name": "classic", "modules": ["messages"], "options": {"cropCircles": true}}, "players": ["Red", "Blue"], "seed": 3, "moves": [
			{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "S"}, "player": "Red", "figures": [{"player": "Red", "figure": 1}]},
			{"message": 4, "player": "Red", "take": "seal", "figure": 2},
			{"message": 7, "player": "Red", "take": "action"},
			{"tile": "U", "x": 1, "y": 0, "rot": 90, "extra": true}]}`,
		`{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic", "modules": ["messages"]}, "players": ["Red", "Blue"], "moves": [{"message": 8, "take": "action", "follower": {"x": 0, "y": 0, "at": "N"}}]}`,
		// A City game to its first wall round (the gate and pieces).
		`{"format":1,"pack":"the-city","mix":"base","ruleset":{"name":"city"},"players":["Red","Blue"],"seed":5,"moves":[   {"tile":"06","x":0,"y":0,"rot":0,"meeple":{"at":"N"},"player":"Red"},   {"tile":"11","x":-1,"y":0,"rot":0,"meeple":{"at":"N"},"player":"Blue"},   {"tile":"32","x":1,"y":0,"rot":270,"meeple":{"at":"E"},"player":"Red"},   {"tile":"64","x":1,"y":1,"rot":0,"meeple":{"at":"W"},"player":"Blue"},   {"tile":"63","x":2,"y":0,"rot":0,"meeple":{"at":"N"},"player":"Red"},   {"tile":"10","x":-2,"y":0,"rot":0,"meeple":{"at":"NR"},"player":"Blue"},   {"tile":"03","x":-2,"y":-1,"rot":270,"meeple":{"at":"N"},"player":"Red"},   {"tile":"02","x":-3,"y":-1,"rot":0,"meeple":{"at":"NL"},"player":"Blue"},   {"tile":"34","x":-1,"y":1,"rot":270,"meeple":{"at":"E"},"player":"Red"},   {"tile":"14","x":-2,"y":-2,"rot":270,"player":"Blue"},   {"tile":"02","x":-2,"y":1,"rot":0,"meeple":{"at":"N"},"player":"Red"},   {"tile":"27","x":0,"y":-1,"rot":0,"meeple":{"at":"ER"},"player":"Blue"},   {"tile":"08","x":2,"y":-1,"rot":0,"meeple":{"at":"NL"},"player":"Red"},   {"tile":"05","x":-1,"y":-1,"rot":0,"player":"Blue"},   {"tile":"28","x":-1,"y":-2,"rot":0,"meeple":{"at":"N"},"player":"Red"},   {"tile":"24","x":-2,"y":2,"rot":90,"player":"Blue"},   {"tile":"59","x":-2,"y":3,"rot":0,"player":"Red"},   {"tile":"51","x":-3,"y":1,"rot":0,"player":"Blue"},   {"tile":"49","x":-2,"y":-3,"rot":90,"player":"Red"},   {"tile":"37","x":1,"y":2,"rot":0,"meeple":{"at":"S"},"player":"Blue"},   {"tile":"22","x":2,"y":1,"rot":90,"player":"Red"},   {"tile":"02","x":-3,"y":2,"rot":90,"player":"Blue"},   {"tile":"53","x":3,"y":-1,"rot":270,"player":"Red"},   {"tile":"05","x":1,"y":3,"rot":0,"player":"Blue"},   {"tile":"03","x":2,"y":2,"rot":0,"player":"Red"},   {"tile":"16","x":3,"y":2,"rot":0,"player":"Blue"},   {"tile":"07","x":3,"y":-2,"rot":270,"player":"Red"},   {"tile":"01","x":-3,"y":-3,"rot":90,"player":"Blue"},   {"tile":"39","x":-4,"y":-3,"rot":0,"player":"Red"},   {"tile":"03","x":3,"y":0,"rot":0,"player":"Blue"},   {"tile":"21","x":4,"y":2,"rot":270,"player":"Red"},   {"tile":"29","x":-5,"y":-3,"rot":0,"meeple":{"at":"N"},"player":"Blue","wall":{"gate":{"x":3,"y":-2,"side":"east"},"walls":[{"player":"Red","way":"counter-clockwise"},{"player":"Blue","way":"clockwise","guard":true},{"player":"Red","way":"counter-clockwise"}],"tower":"clockwise"}} ], "final": true}`,
		// A Castle game: scorings, wall tiles taken, another turn.
		`{"format":1,"pack":"the-castle","mix":"base","ruleset":{"name":"castle"},"players":["Red","Blue"],"seed":12,"moves":[{"tile":"08","x":10,"y":0,"rot":0,"meeple":{"at":"N"},"player":"Red"},{"tile":"11","x":0,"y":3,"rot":180,"meeple":{"at":"NL"},"player":"Blue"},{"tile":"13","x":0,"y":2,"rot":270,"meeple":{"at":"NL"},"player":"Red","scoring":[{"at":"NL"},{"x":0,"y":3,"at":"NL"}]},{"tile":"21","x":1,"y":3,"rot":0,"meeple":{"at":"W"},"player":"Blue","scoring":[{"at":"W"}],"took":[{"player":"Blue","wallTile":6}]},{"tile":"30","x":11,"y":2,"rot":0,"player":"Red"},{"tile":"13","x":1,"y":2,"rot":90,"meeple":{"at":"NL"},"player":"Blue","scoring":[{"at":"NL"}]},{"tile":"09","x":11,"y":0,"rot":180,"meeple":{"at":"NR"},"player":"Red","scoring":[{"at":"NR"}]},{"tile":"15","x":2,"y":3,"rot":0,"meeple":{"at":"NL"},"player":"Blue"},{"tile":"16","x":9,"y":0,"rot":90,"player":"Red","scoring":[{"at":"NR"}]},{"tile":"14","x":2,"y":2,"rot":180,"meeple":{"at":"E"},"player":"Blue","scoring":[{"at":"SR"}],"took":[{"player":"Blue","wallTile":5}]},{"tile":"26","x":11,"y":4,"rot":180,"meeple":{"at":"E"},"player":"Red","scoring":[{"at":"E"}]},{"tile":"28","x":11,"y":1,"rot":180,"meeple":{"at":"E"},"player":"Blue","scoring":[{"at":"E"}]},{"tile":"24","x":10,"y":1,"rot":180,"meeple":{"at":"NR"},"player":"Red","scoring":[{"at":"NR"}]},{"tile":"02","x":8,"y":0,"rot":90,"meeple":{"at":"N"},"player":"Blue","scoring":[{"at":"N"}],"took":[{"player":"Blue","wallTile":1}]},{"player":"Blue","wallTile":1},{"tile":"10","x":9,"y":1,"rot":90,"meeple":{"at":"N"},"player":"Blue"}]}`,
		`{"pack":"the-castle","mix":"base","ruleset":{"name":"castle","options":{"collectAtTurnEnd":true}},"players":["Red","Blue"],"moves":[{"tile":"01","x":5,"y":1,"rot":0,"meeple":{"at":"N"},"scoring":[{"at":"N","x":5,"y":1,"wallTile":2}],"took":[{"player":"Red","wallTile":9}]},{"player":"Blue","wallTile":5,"x":1,"y":1,"at":"S"}],"final":true}`,
		// Records of the game's steps (format 2), each ruleset.
		`{"format":2,"pack":"winter-edition","mix":"WD","ruleset":{"name":"classic"},"players":["Red","Blue"],"seed":5,"moves":[{"chance":"draw-tile","take":{"tile":"D"}},{"decide":"place-tile","by":0,"take":{"tile":"D","x":1,"y":0,"rot":0}},{"decide":"place-follower","by":0,"take":{"meeple":{"at":"N"}}},{"chance":"draw-tile","take":{"tile":"E"}}]}`,
		`{"format":2,"pack":"winter-edition","with":["messages"],"mix":"WD","ruleset":{"name":"classic","modules":["messages"]},"players":["Red","Blue"],"seed":3,"moves":[{"chance":"draw-message","take":{"message":4}},{"decide":"take-message","by":0,"take":{"take":"seal"}},{"decide":"score-figure","by":0,"take":{"figure":1}}]}`,
		`{"format":2,"pack":"the-city","mix":"base","ruleset":{"name":"city"},"players":["Red","Blue"],"seed":4,"moves":[{"chance":"draw-tile","take":{"tile":"26"}},{"decide":"place-tile","by":0,"take":{"tile":"26","x":0,"y":0,"rot":90}},{"decide":"place-gate","by":0,"take":{"x":1,"y":-2,"side":"east"}},{"decide":"build-wall","by":1,"take":{"way":"counter-clockwise"}}]}`,
		`{"format":2,"pack":"the-castle","mix":"base","ruleset":{"name":"castle"},"players":["Red","Blue"],"seed":9,"moves":[{"chance":"draw-tile","take":{"tile":"08"}},{"decide":"place-tile","by":0,"take":{"tile":"08","x":10,"y":0,"rot":0}},{"chance":"take-wall-tile","take":{"wallTile":6}}]}`,
		`{"format":2,"pack":"mists","mix":"level-3","ruleset":{"name":"mists"},"players":["P1","P2"],"seed":10,"moves":[{"chance":"draw-tile","take":{"tile":"46"}},{"decide":"place-tile","by":-1,"take":{"tile":"46","x":-1,"y":0,"rot":180}},{"decide":"points-or-ghosts","by":-1,"take":{"kind":"road","choice":"points"}},{"chance":"draw-face-down","take":{"tile":"20","symbols":2}}]}`,
		`{"format": 7, "pack": "x", "mix": "y", "ruleset": {"name": "the-city"}, "players": ["A"], "moves": [{}]}`,
		`{"ruleset": {"name": "mists"}, "moves": {"tile": "E"}}`,
		"\xef\xbb\xbf{\"ruleset\": {\"name\": \"classic\"}, \"moves\": [[]]}",
		`[`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := rulesets.DecodeRecord("fuzz.json", data)
		if err != nil {
			if !errors.Is(err, engine.ErrBadRecord) {
				t.Fatalf("a decoding error that is not a bad record: %v", err)
			}
			return
		}
		key := rec.Ruleset.Name
		for _, m := range rec.Ruleset.Modules {
			key += "+" + m
		}
		set, ok := sets[key]
		if !ok {
			t.Fatalf("decoded a record of ruleset %q with modules %v, which no entry plays", rec.Ruleset.Name, rec.Ruleset.Modules)
		}
		if len(rec.Players) > 6 {
			return
		}
		g, err := rulesets.Replay(set, rec)
		if err != nil {
			return
		}
		if g.Core() == nil {
			t.Fatal("a replayed game without a board")
		}
		_ = g.Standing()
		if _, err := g.EncodeScore(); err != nil {
			t.Fatalf("score document: %v", err)
		}
	})
}
