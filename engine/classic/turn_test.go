package classic_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
)

// replayErr replays moves by Red and Blue and returns the replay error.
func replayErr(t *testing.T, set *engine.Set, mix, options string, moves ...string) error {
	t.Helper()
	_, err := replay(t, set, mix, options, 2, moves...)
	return err
}

// replay replays moves by the first players of Red, Blue, Green, Yellow
// and Black and returns the game and the replay error.
func replay(t *testing.T, set *engine.Set, mix, options string, players int, moves ...string) (*classic.Game, error) {
	t.Helper()
	rec := &classicmoves.Record{Pack: set.Pack.ID, Mix: mix, Ruleset: engine.RecordRuleset{Name: "classic"}, Players: []string{"Red", "Blue", "Green", "Yellow", "Black"}[:players]}
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
	return classicmoves.Replay(set, classic.Ruleset{}, rec)
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
			g, err := classic.NewGame(set, rules, engine.Setup{Mix: "unplaceable", Players: []string{"Red", "Blue"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var pl classic.Player
			pl.Play(g, []engine.Bot{bots.Random{}, bots.Random{}})
			if g.Discarded() != 1 || len(g.Board()) != 2 || g.Pile().Remaining() != 0 {
				t.Errorf("seed %d: %d discarded, %d on the board, %d left; want 1, 2, 0", seed, g.Discarded(), len(g.Board()), g.Pile().Remaining())
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
		rec := &classicmoves.Record{Pack: set.Pack.ID, Mix: "unplaceable", Ruleset: engine.RecordRuleset{Name: "classic", Options: []byte(`{"returnUnplaceable": true, ` + table + `}`)},
			Players: []string{"Red", "Blue"}, Moves: []engine.Move{{Tile: "C", Discard: true}}}
		g, err := classicmoves.Replay(set, classic.Ruleset{}, rec)
		if err != nil {
			t.Fatal(err)
		}
		if g.Pile().Remaining() != 2 || g.Discarded() != 0 {
			t.Errorf("after returning C: %d left, %d discarded; want 2 and 0", g.Pile().Remaining(), g.Discarded())
		}
		if err := classicmoves.Play(g, engine.Move{Tile: "E", X: 0, Y: 1, Rot: 180}); err != nil {
			t.Fatal(err)
		}
		if err := classicmoves.Play(g, engine.Move{Tile: "C", Discard: true}); err != nil {
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
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: "WE3", Players: []string{"Red", "Blue"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	placed := 0
	for g.Begin() {
		if g.Pile().Remaining() > 0 && len(g.Hand()) != 3 {
			t.Fatalf("turn %d: hand of %d with %d tiles left", g.Turn(), len(g.Hand()), g.Pile().Remaining())
		}
		ps := g.AppendPlacements(nil)
		tiles := map[int16]bool{}
		for _, p := range ps {
			tiles[p.Tile] = true
		}
		if len(tiles) < 2 && g.Pile().Remaining() > 10 {
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

// TestEmptyHand: classic.md offers "a hand of three tiles instead of one"
// and ends the game "after the turn in which the last tile is placed (that
// turn scores as usual)"; the seed's house rule says to take your turn
// "iar apoi trage până la trei cartonașe" (then draw up to three tiles).
// Neither says more, so: a player whose hand is empty once the bag is
// empty has no tile to take a turn with, and the turn passes to the next
// player who holds one, until the last tile is placed. Play and replay
// must agree on it, since a record does not list hands. The mix has four
// U to draw for three players: Red draws three, Blue one, Green none.
func TestEmptyHand(t *testing.T) {
	set := rulesSet(t)
	const hands = `{"handSize": 3}`
	const rule = "a hand of three tiles instead of one; End of game: after the turn in which the last tile is placed (that turn scores as usual)."
	for _, tc := range []struct {
		name  string
		moves []string
		want  error
		why   string // what the error says
		by    []string
	}{
		{"a player with an empty hand is passed over", []string{"Red: U 1,0 90", "Blue: U -1,0 90", "Red: U 2,0 90", "Red: U -2,0 90"},
			nil, "", []string{"Red", "Blue", "Red", "Red"}},
		{"the moves need not name their players", []string{"U 1,0 90", "U -1,0 90", "U 2,0 90", "U -2,0 90"},
			nil, "", []string{"Red", "Blue", "Red", "Red"}},
		{"Green, who never drew a tile, has no turn", []string{"Red: U 1,0 90", "Blue: U -1,0 90", "Green: U 2,0 90"},
			engine.ErrWrongPlayer, "it is Red's turn, not Green's", nil},
		{"Blue, whose hand is empty, has no turn", []string{"Red: U 1,0 90", "Blue: U -1,0 90", "Red: U 2,0 90", "Blue: U -2,0 90"},
			engine.ErrWrongPlayer, "it is Red's turn, not Blue's", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Logf("classic.md: %q", rule)
			g, err := replay(t, set, "four-roads", hands, 3, tc.moves...)
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if err != nil {
				if !strings.Contains(err.Error(), tc.why) {
					t.Errorf("error %q\ndoes not say %q", err, tc.why)
				}
				return
			}
			if !g.Over() {
				t.Error("the game is not over after the last tile")
			}
			if by := placers(g); !slices.Equal(by, tc.by) {
				t.Errorf("tiles placed by %v, want %v", by, tc.by)
			}
		})
	}
	t.Run("bots play the same turns", func(t *testing.T) {
		rules, err := classic.Ruleset{}.Bind(set, []byte(hands))
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(10) {
			g, err := classic.NewGame(set, rules, engine.Setup{Mix: "four-roads", Players: []string{"Red", "Blue", "Green"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var pl classic.Player
			pl.Play(g, []engine.Bot{bots.Random{}, bots.Random{}, bots.Random{}})
			if by, want := placers(g), []string{"Red", "Blue", "Red", "Red"}; !slices.Equal(by, want) {
				t.Errorf("seed %d: tiles placed by %v, want %v", seed, by, want)
			}
		}
	})
}

// placers names who placed each tile after set-up.
func placers(g *classic.Game) []string {
	var by []string
	for _, p := range g.Board() {
		if p.By >= 0 {
			by = append(by, g.Players()[p.By])
		}
	}
	return by
}

// TestUnplaceableWithHands: "If the tile fits nowhere, it is removed from
// the game and another is drawn (house rule: return it to the bag)", and
// the tile returns only while a tile left in the bag fits (README). With
// hands a record must say when a tile left the game: the replay does not
// know which tiles are in hands and which in the bag. On the 1×2 table
// only the cell south of D is free; C fits nowhere, E fits there.
func TestUnplaceableWithHands(t *testing.T) {
	set := rulesSet(t)
	const table = `"returnUnplaceable": true, "board": {"width": 1, "height": 2}`
	hands := `{"handSize": 3, ` + table + `}`
	t.Run("bots: C leaves the game though E, in the hand, fits", func(t *testing.T) {
		rules, err := classic.Ruleset{}.Bind(set, []byte(hands))
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(10) {
			g, err := classic.NewGame(set, rules, engine.Setup{Mix: "unplaceable", Players: []string{"Red", "Blue"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var pl classic.Player
			pl.Play(g, []engine.Bot{bots.Random{}, bots.Random{}})
			if by := placers(g); !g.Over() || g.Discarded() != 1 || g.Stats(0).Unplaceable != 1 || !slices.Equal(by, []string{"Red"}) {
				t.Fatalf("seed %d: over=%v, %d left the game, Red set aside %d, tiles placed by %v; want C out of the game, then E by Red",
					seed, g.Over(), g.Discarded(), g.Stats(0).Unplaceable, by)
			}
			// Its moves say that C left the game, and replay.
			p := playMatch(t, set, "unplaceable", hands, seed, []engine.Bot{bots.Random{}, bots.Random{}})
			if err := sameGame(p.g, g); err != nil {
				t.Fatalf("seed %d: the match played another game than the fast path: %v", seed, err)
			}
			data, err := p.formatOne(set, hands)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := classicmoves.Decode("game.json", data)
			if err != nil {
				t.Fatal(err)
			}
			if want := (engine.Move{Tile: "C", Player: "Red", Discard: true, OutOfGame: true}); len(rec.Moves) != 2 || rec.Moves[0] != want {
				t.Fatalf("seed %d: moves %v, want %v first, then E", seed, rec.Moves, want)
			}
			r, err := classicmoves.Replay(set, classic.Ruleset{}, rec)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if err := sameGame(r, g); err != nil {
				t.Errorf("seed %d: the replay differs: %v", seed, err)
			}
		}
	})
	for _, tc := range []struct {
		name, options string
		moves         []string
		want          error
		over          bool
	}{
		{"outOfGame: C leaves the game", hands, []string{"C discard out", "E 0,1 180"}, nil, true},
		{"without outOfGame the replay counts the hands as the bag: C goes back", hands, []string{"C discard", "E 0,1 180"}, nil, false},
		{"outOfGame is refused while no tile is in a hand and one left fits", `{` + table + `}`, []string{"C discard out"}, engine.ErrStaysInGame, false},
		{"outOfGame is allowed once nothing left fits", `{` + table + `}`, []string{"C discard", "E 0,1 180", "C discard out"}, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := replay(t, set, "unplaceable", tc.options, 2, tc.moves...)
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if err == nil && g.Over() != tc.over {
				t.Errorf("over=%v, want %v (%d left)", g.Over(), tc.over, g.Pile().Remaining())
			}
		})
	}
	t.Run("a placed tile cannot leave the game", func(t *testing.T) {
		g, err := replay(t, set, "unplaceable", hands, 2)
		if err != nil {
			t.Fatal(err)
		}
		err = classicmoves.Play(g, engine.Move{Tile: "E", X: 0, Y: 1, Rot: 180, OutOfGame: true})
		if !errors.Is(err, engine.ErrStaysInGame) {
			t.Errorf("got %v, want ErrStaysInGame", err)
		}
	})
}
