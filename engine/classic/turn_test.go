package classic_test

import (
	"errors"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// replayErr replays moves and returns the replay error.
func replayErr(t *testing.T, set *engine.Set, mix, options string, moves ...string) error {
	t.Helper()
	rec := &engine.Record{Pack: set.Pack.ID, Mix: mix, Ruleset: engine.RecordRuleset{Name: "classic"}, Players: []string{"Red", "Blue"}}
	if options != "" {
		rec.Ruleset.Options = []byte(options)
	}
	for _, s := range moves {
		m, err := parseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m)
	}
	_, err := engine.Replay(set, classic.Ruleset{}, rec)
	return err
}

func TestPlacementRules(t *testing.T) {
	set := rulesSet(t)
	for _, tc := range []struct {
		name, rule, options string
		moves               []string
		want                error
	}{
		{"an edge must touch", "at least one edge touches a placed tile (corners do not count)", "",
			[]string{"E 1,-1 180"}, engine.ErrNoContact},
		{"touching edges must match", "every touching edge must match (city–city, road–road, field–field)", "",
			[]string{"E 0,1 0"}, engine.ErrEdgeMismatch},
		{"a matching placement is legal", "every touching edge must match (city–city, road–road, field–field)", "",
			[]string{"E 0,1 180"}, nil},
		{"the feature holds a follower already (own ones included)", "Not allowed if the feature, as connected across all placed tiles, already holds any follower (own ones included).", "",
			[]string{"U 1,0 90 E", "B 0,1 0", "U 2,0 90 E"}, engine.ErrFeatureTaken},
		{"a follower goes on the tile just placed, from supply", "Optionally place one follower from supply on the tile just placed, on one of its features: road (thief), city (knight), cloister (monk), field (farmer).", "",
			[]string{"A 0,1 0 cloister", "B 1,1 0 field"}, engine.ErrBadSpot},
		{"house rule: a bounded table", "a bounded table: tiles may not go past a fixed board size", `{"board": {"width": 3, "height": 3}}`,
			[]string{"U 1,0 90", "U 2,0 90"}, engine.ErrOffTable},
		{"house rule: no bonus turn without the switch", "filling a hole that touches something on all four sides gives an extra turn", "",
			[]string{"U -1,0 90", "U 1,0 90", "B -1,1 0", "B 1,1 0", "B -1,2 0", "E 0,2 180", "B 0,1 0", "Red: E 0,-1 180"}, engine.ErrWrongPlayer},
		{"house rule: filling a hole gives another turn", "filling a hole that touches something on all four sides gives an extra turn", `{"holeBonusTurn": true}`,
			[]string{"U -1,0 90", "U 1,0 90", "B -1,1 0", "B 1,1 0", "B -1,2 0", "E 0,2 180", "B 0,1 0", "Red: E 0,-1 180"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Logf("classic.md: %q", tc.rule)
			err := replayErr(t, set, "WD", tc.options, tc.moves...)
			if !errors.Is(err, tc.want) {
				t.Errorf("got %v, want %v", err, tc.want)
			}
		})
	}
}

// TestUnplaceable: "If the tile fits nowhere, it is removed from the game
// and another is drawn (house rule: return it to the bag)." On a 1×2
// table only the cell south of D is free, and C (all city) cannot go there.
func TestUnplaceable(t *testing.T) {
	set := rulesSet(t)
	const table = `"board": {"width": 1, "height": 2}`
	t.Run("removed from the game", func(t *testing.T) {
		for seed := range uint64(10) {
			rules, err := classic.Ruleset{}.Bind(set, []byte(`{`+table+`}`))
			if err != nil {
				t.Fatal(err)
			}
			g, err := engine.NewGame(set, rules, engine.Setup{Mix: "unplaceable", Players: []string{"Red", "Blue"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var pl engine.Player
			pl.Play(g, []engine.Bot{bots.Random{}, bots.Random{}})
			if g.Discarded() != 1 || len(g.Board()) != 2 || g.Remaining() != 0 {
				t.Errorf("seed %d: %d discarded, %d on the board, %d left; want 1, 2, 0", seed, g.Discarded(), len(g.Board()), g.Remaining())
			}
		}
	})
	t.Run("the checked path refuses to discard a placeable tile", func(t *testing.T) {
		err := replayErr(t, set, "unplaceable", `{`+table+`}`, "E discard")
		if !errors.Is(err, engine.ErrPlaceable) {
			t.Errorf("got %v, want ErrPlaceable", err)
		}
		if err := replayErr(t, set, "unplaceable", `{`+table+`}`, "C discard", "E 0,1 180"); err != nil {
			t.Error(err)
		}
	})
	t.Run("house rule: back into the bag while another tile can still be placed", func(t *testing.T) {
		rec := &engine.Record{Pack: set.Pack.ID, Mix: "unplaceable", Ruleset: engine.RecordRuleset{Name: "classic", Options: []byte(`{"returnUnplaceable": true, ` + table + `}`)},
			Players: []string{"Red", "Blue"}, Moves: []engine.Move{{Tile: "C", Discard: true}}}
		g, err := engine.Replay(set, classic.Ruleset{}, rec)
		if err != nil {
			t.Fatal(err)
		}
		if g.Remaining() != 2 || g.Discarded() != 0 {
			t.Errorf("after returning C: %d left, %d discarded; want 2 and 0", g.Remaining(), g.Discarded())
		}
		if err := g.Play(engine.Move{Tile: "E", X: 0, Y: 1, Rot: 180}); err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move{Tile: "C", Discard: true}); err != nil {
			t.Fatal(err)
		}
		if !g.Over() || g.Discarded() != 1 {
			t.Errorf("once nothing fits C leaves the game: over=%v discarded=%d", g.Over(), g.Discarded())
		}
	})
}

// TestHandOfThree: "a hand of three tiles instead of one".
func TestHandOfThree(t *testing.T) {
	set := rulesSet(t)
	rules, err := classic.Ruleset{}.Bind(set, []byte(`{"handSize": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: "WE3", Players: []string{"Red", "Blue"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	placed := 0
	for g.Begin() {
		if g.Remaining() > 0 && len(g.Hand()) != 3 {
			t.Fatalf("turn %d: hand of %d with %d tiles left", g.Turn(), len(g.Hand()), g.Remaining())
		}
		ps := g.AppendPlacements(nil)
		tiles := map[int16]bool{}
		for _, p := range ps {
			tiles[p.Tile] = true
		}
		if len(tiles) < 2 && g.Remaining() > 10 {
			t.Logf("turn %d: placements offer %d distinct tiles", g.Turn(), len(tiles))
		}
		g.PlaceUnchecked(ps[g.Rand().IntN(len(ps))])
		g.EndTurn()
		placed++
	}
	if placed+g.Discarded() != 83 {
		t.Errorf("%d placed + %d discarded, want the 83 tiles after the start tile", placed, g.Discarded())
	}
}
