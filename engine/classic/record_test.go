package classic_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRecordRoundTrip plays bot games through the match protocol, checks
// each is the game the fast path plays, saves its record (its steps, one
// a line) and replays it, and replays its moves (format 1) on the checked
// path, expecting the same scores, events and board.
func TestRecordRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name    string
		mix     string
		players int
		options string
		bots    []engine.Bot
	}{
		{"random WD 2p", "WD", 2, "", []engine.Bot{bots.Random{}, bots.Random{}}},
		{"random WE3 5p", "WE3", 5, "", []engine.Bot{bots.Random{}, bots.Random{}, bots.Random{}, bots.Random{}, bots.Random{}}},
		{"house rules", "WE1", 3, `{"returnUnplaceable": true, "holeBonusTurn": true, "board": {"width": 9, "height": 9}, "edgeCompletes": true}`,
			[]engine.Bot{bots.Random{}, bots.Random{}, bots.Random{}}},
		{"hand of three", "WE2", 2, `{"handSize": 3, "noIncompleteScoring": true}`, []engine.Bot{bots.Random{}, bots.Random{}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := winterSet(t)
			for seed := uint64(1); seed <= 20; seed++ {
				fast := newGame(t, tc.mix, tc.players, seed, tc.options)
				var pl classic.Player
				pl.Play(fast, tc.bots)
				p := playMatch(t, set, tc.mix, tc.options, seed, tc.bots)
				if err := sameGame(p.g, fast); err != nil {
					t.Fatalf("seed %d: the match played another game than the fast path: %v", seed, err)
				}
				data, err := p.steps(set, tc.options)
				if err != nil {
					t.Fatal(err)
				}
				if lines := bytes.Count(data, []byte("\n")); lines != len(p.h.Steps())+2 {
					t.Errorf("seed %d: %d lines for %d steps; want the head, a line per step and the end", seed, lines, len(p.h.Steps()))
				}
				r, err := replaySteps(set, data)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if err := sameGame(r, p.g); err != nil {
					t.Errorf("seed %d: the steps replay to another game: %v", seed, err)
				}
				moves, err := p.formatOne(set, tc.options)
				if err != nil {
					t.Fatal(err)
				}
				if lines := bytes.Count(moves, []byte("\n")); lines != len(p.moves)+2 {
					t.Errorf("seed %d: %d lines for %d moves; want the head, a line per move and the end", seed, lines, len(p.moves))
				}
				if r, err = replayMoves(set, moves); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if err := sameGame(r, p.g); err != nil {
					t.Errorf("seed %d: the moves replay to another game: %v", seed, err)
				}
			}
		})
	}
}

// TestReplayErrors checks that bad moves give clear errors, never a panic.
func TestReplayErrors(t *testing.T) {
	set := winterSet(t)
	for _, tc := range []struct {
		name  string
		moves string
		err   error
		want  string
	}{
		{"unknown tile", `{"tile": "Z9", "x": 0, "y": 1, "rot": 0}`, engine.ErrUnknownTile,
			`move 1 (Z9 at (0,1) rot 0): pack winter-edition has no tile "Z9"`},
		{"wrong tile: no copy left", `{"tile": "C", "x": 0, "y": -1, "rot": 0}, {"tile": "C", "x": 0, "y": -2, "rot": 0}`, engine.ErrNoCopyLeft,
			"move 2 (C at (0,-2) rot 0): no copy of tile C is left to draw (mix WD has 1)"},
		{"occupied cell", `{"tile": "E", "x": 0, "y": 0, "rot": 0}`, engine.ErrOccupied,
			"tile E does not fit at (0,0) rot 0: the cell already holds tile D"},
		{"no contact", `{"tile": "E", "x": 3, "y": 3, "rot": 0}`, engine.ErrNoContact,
			"tile E does not fit at (3,3) rot 0: it touches no placed tile along an edge (corners do not count)"},
		{"mismatched edge", `{"tile": "D", "x": 1, "y": 0, "rot": 90}`, engine.ErrEdgeMismatch,
			"tile D does not fit at (1,0) rot 90: its west field meets a road of tile D at (0,0)"},
		{"bad rotation", `{"tile": "E", "x": 0, "y": -1, "rot": 45}`, engine.ErrBadRotation,
			"rotation 45 is not 0, 90, 180 or 270"},
		{"unknown port", `{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "XX"}}`, engine.ErrBadSpot,
			`follower at "XX": tile E has no feature there`},
		{"no cloister on tile", `{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "cloister"}}`, engine.ErrBadSpot,
			`follower at "cloister": tile E has no feature there`},
		{"occupied feature", `{"tile": "R", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "S"}}, {"tile": "U", "x": 1, "y": 0, "rot": 90}, {"tile": "E", "x": 1, "y": -1, "rot": 270, "meeple": {"at": "W"}}`, engine.ErrFeatureTaken,
			"follower at W: that city already holds a follower (Red's), connected across tiles"},
		{"wrong player", `{"tile": "E", "x": 0, "y": -1, "rot": 180, "player": "Blue"}`, engine.ErrWrongPlayer,
			"it is Red's turn, not Blue's"},
		{"discard of a placeable tile", `{"tile": "E", "discard": true}`, engine.ErrPlaceable,
			"tile E cannot be set aside: it fits"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := `{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "seed": 1, "moves": [` + tc.moves + `]}`
			rec, err := classicmoves.Decode("r.json", []byte(data))
			if err != nil {
				t.Fatal(err)
			}
			_, err = classicmoves.Replay(set, classic.Ruleset{}, rec)
			if !errors.Is(err, tc.err) {
				t.Fatalf("got %v, want %v", err, tc.err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q\ndoes not say %q", err, tc.want)
			}
		})
	}
}

// TestReplayOfAnEmptyPile: a mix whose only copies are its start tiles
// leaves nothing to draw, so the game is over before its first move; its
// record (no moves, no "final") replays to a finished game, as the match
// that wrote it ended (found by the property test, mutant
// valid-messages-mini-180).
func TestReplayOfAnEmptyPile(t *testing.T) {
	p := testpacks.FreshPack(t, "winter-edition")
	mix := &p.Mixes[0]
	start := mix.Start[0].Tile
	mix.Counts = schema.Counts{{Tile: start, Count: 1}}
	mix.Total = 1
	mix.Copies = nil
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	rec := &classicmoves.Record{Pack: p.ID, Mix: mix.ID, Ruleset: engine.RecordRuleset{Name: "classic"}, Players: []string{"Red", "Blue"}, Seed: 1}
	g, err := classicmoves.Replay(set, classic.Ruleset{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Errorf("the replay of a game with nothing to draw is not over (%d tiles left)", g.Pile().Remaining())
	}
}
