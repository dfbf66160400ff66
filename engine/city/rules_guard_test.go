package city_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/schema"
)

// The grid: a city 4 tiles wide and 3 high whose middle row is, from the
// west, a public building (pb), a historic building (hb), a public
// building and a street stub (se) that the stub below it completes; the
// rest is homes. With "hole" the middle row's third tile comes last, after
// the wall round, so that the guards are posted across an empty cell.
//
// The round after the completing tile, two players in stack 3 (four
// pieces each): the gate north of (0,0); pieces 0 and 1 counter-clockwise
// to west of (0,0) and west of (0,1); pieces 2 to 6 clockwise along the
// north side to east of (3,0) and east of (3,1). Pieces 1 and 6 face each
// other across the middle row.
func gridMoves(hole bool) []citymoves.Move {
	ms := []citymoves.Move{
		tile("rr", 0, 0, 0), tile("rr", 1, 0, 0), tile("rr", 2, 0, 0), tile("rr", 3, 0, 0),
		tile("pb", 0, 1, 0), tile("hb", 1, 1, 0), tile("se", 3, 1, 0),
		tile("rr", 0, 2, 0), tile("rr", 1, 2, 0),
	}
	if hole {
		return append(ms, tile("rr", 2, 2, 0), tile("se", 3, 2, 180), tile("pb", 2, 1, 0))
	}
	return append(ms, tile("pb", 2, 1, 0), tile("rr", 2, 2, 0), tile("se", 3, 2, 180))
}

// gridMixes: the completing tile is the first of stack 3.
func gridMixes() []schema.Mix {
	counts := map[string]int{"rr": 7, "pb": 2, "hb": 1, "se": 2}
	return []schema.Mix{mixOf("hole", []int{9, 1, 2}, counts), mixOf("full", []int{10, 1, 1}, counts)}
}

// gridRound is the round of the grid's completing tile, the scorer and
// the other player naming themselves, with guards on the pieces listed.
func gridRound(scorer, other string, guards ...int) *citymoves.RoundMove {
	alternate := other + scorer
	walls := concat(builds(alternate, ccw), builds(alternate+alternate+other, cw))
	return &citymoves.RoundMove{Gate: gateAt(0, 0, "north"), Walls: guarded(walls, guards...)}
}

// gridGame is the grid's mix and moves with the wall round, guards on the
// pieces listed. The full grid's last tile (3,2) scores for B; with the
// hole, A's tile (3,2) scores and the hole is filled last when fill is
// true.
func gridGame(hole, fill bool, guards ...int) (string, []citymoves.Move) {
	moves := gridMoves(hole)
	if !hole {
		moves[11] = walled(moves[11], gridRound("B", "A", guards...))
		return "full", moves
	}
	moves[10] = walled(moves[10], gridRound("A", "B", guards...))
	if !fill {
		moves = moves[:11]
	}
	return "hole", moves
}

// TestRuleGuards checks where guards may stand and what they score.
func TestRuleGuards(t *testing.T) {
	set := ruleSet(t, 0, gridMixes()...)
	for _, tc := range []struct {
		name, rule string
		hole, fill bool
		// guards are the pieces of the round with a guard (1: west of
		// (0,1), 6: east of (3,1)).
		guards  []int
		refusal string
		// counts are the guards per seat, want the scores at the end.
		counts, want []int
	}{
		{"a guard on the piece just built",
			"Digest: \"right after placing a wall piece, its builder may place a follower from supply on it.\"",
			false, false, []int{1}, "", []int{0, 1}, []int{0, 7}},
		{"a guard scores 2 per public and 3 per historic building in its row",
			"Digest: \"each guard looks along the row (or column) of tiles in front of its wall piece ... 2 points per public building and 3 points per historic building on those tiles.\"",
			false, false, []int{6}, "", []int{1, 0}, []int{7, 0}},
		{"no guard opposite a guard with no gap between",
			"Digest: \"Not if a guard already stands on the wall directly opposite (same row or column, across the city)\"",
			false, false, []int{1, 6}, "no guard may stand on that piece (B's guard stands on the wall directly opposite", nil, nil},
		{"a guard opposite a guard across an empty space",
			"Digest: \"— unless the row/column between them has an empty space.\"; seed: \"Each scores only their own side of the row - up to the empty space.\"",
			true, false, []int{1, 6}, "", []int{1, 1}, []int{5, 0}},
		{"guards look past a gap filled after they were posted",
			"Seed: \"When an empty space is filled after the guards are placed, each scores 9 points.\" (footnote 13: each guard is scored on its own)",
			true, true, []int{1, 6}, "", []int{1, 1}, []int{7, 7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule.
			mix, moves := gridGame(tc.hole, tc.fill, tc.guards...)
			g, err := replay(t, set, mix, players(2), true, moves...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal, citymoves.ErrMove)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, tc.rule)
			}
			for seat, n := range tc.counts {
				if g.GuardCount(seat) != n || g.Core().Supply(seat) != 7-n {
					t.Errorf("seat %d: %d guards and %d followers in supply, want %d and %d", seat, g.GuardCount(seat), g.Core().Supply(seat), n, 7-n)
				}
			}
			if got := scores(g); !slices.Equal(got, tc.want) {
				t.Errorf("scores %v, want %v (rule: %s); events %+v", got, tc.want, tc.rule, g.Core().Events())
			}
		})
	}
}

// TestRuleTowers checks the towers on the row (three players, stack 2): A
// scores the first round, B the later one.
func TestRuleTowers(t *testing.T) {
	set := ruleSet(t, 0, rowMixes()...)
	round := func(m citymoves.Move, gate bool, who, tower string) citymoves.Move {
		r := &citymoves.RoundMove{Walls: builds(who, ccw), Tower: tower}
		if gate {
			r.Gate = gateAt(5, 0, "north")
		}
		return walled(m, r)
	}
	t.Run("a tower scores the pieces back to the previous tower or the gate", func(t *testing.T) {
		// The rule: digest, "the scoring player may place one of their
		// towers at either end of the wall and scores 1 point per wall
		// piece between it and the previous tower (or the gate)".
		moves := rowMoves()
		moves[12] = round(moves[12], true, "BC", ccw)
		moves[13] = round(moves[13], false, "BCA", ccw)
		g := mustReplay(t, set, "row2", players(3), false, moves...)
		if got, want := scores(g), []int{2, 3, 0}; !slices.Equal(got, want) {
			t.Errorf("scores %v, want %v; events %+v", got, want, g.Core().Events())
		}
		for seat, want := range []int{3, 3, 4} {
			if g.TowersLeft(seat) != want || g.Stats(seat).Tower != []int{2, 3, 0}[seat] {
				t.Errorf("seat %d: %d towers left, %d tower points", seat, g.TowersLeft(seat), g.Stats(seat).Tower)
			}
		}
	})
	t.Run("one tower at a point of the wall", func(t *testing.T) {
		// The rule: a tower goes "at either end of the wall"; only one fits
		// at an end no piece has moved on since.
		moves := rowMoves()
		moves[12] = round(moves[12], true, "BC", cw)
		moves[13] = round(moves[13], false, "BCA", cw)
		_, err := replay(t, set, "row2", players(3), false, moves...)
		wantRefused(t, err, `no tower may go at the "clockwise" end`, citymoves.ErrMove)
	})
	t.Run("the towers are split equally among the players", func(t *testing.T) {
		// The rule: seed, "The players divide the 12 towers equally among
		// themselves."
		for n, want := range map[int]int{2: 6, 3: 4, 4: 3} {
			g, err := city.NewGame(set, nil, "row2", players(n), 1, false)
			if err != nil {
				t.Fatal(err)
			}
			for seat := range n {
				if g.TowersLeft(seat) != want {
					t.Errorf("%d players: seat %d has %d towers, want %d", n, seat, g.TowersLeft(seat), want)
				}
			}
		}
	})
}

// TestRuleFirstRoundGuards checks the open question of footnote 7 as the
// option noGuardsInFirstRound: the pack's rules.city.options sets it, and
// a game's options (a record's ruleset.options) set it over the pack.
// Seed, footnote 7: "No follower may be placed on the gate itself, but
// other players in the first round of wall placement may place guards.
// RGG originally (2007) said that no guard could be placed by any player
// during the first round of wall building, but this was changed by HiG
// (2015)."
func TestRuleFirstRoundGuards(t *testing.T) {
	for _, tc := range []struct {
		name string
		// pack is the pack's rules.city.options.noGuardsInFirstRound,
		// options the record's ruleset.options.
		pack    bool
		options string
		refusal string
	}{
		{"guards in the first round by default (Hans im Glück, 2015)", false, "", ""},
		{"none with the pack's noGuardsInFirstRound (RGG, 2007)", true, "", "no guard may stand on that piece (the option noGuardsInFirstRound"},
		{"none with the option noGuardsInFirstRound", false, `{"noGuardsInFirstRound": true}`, "no guard may stand on that piece (the option noGuardsInFirstRound"},
		{"the option set to false overrides the pack's setting", true, `{"noGuardsInFirstRound": false}`, ""},
		{"options that leave it out keep the pack's setting", true, `{"guardFromReturned": false}`, "no guard may stand on that piece (the option noGuardsInFirstRound"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := ruleSetWith(t, func(r *schema.CityRules) { r.Options.NoGuardsInFirstRound = tc.pack }, gridMixes()...)
			mix, moves := gridGame(false, false, 1)
			g, err := replayWith(t, set, tc.options, mix, players(2), true, moves...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal, citymoves.ErrMove)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if g.GuardCount(1) != 1 {
				t.Errorf("B has %d guards, want the one of the first round", g.GuardCount(1))
			}
		})
	}
}

// TestRuleGuardRefused: a record that posts a guard the rules keep off a
// piece is refused naming the one thing that kept it off. Seed: „Ori de
// câte ori un jucător adaugă un zid la zidul orașului, jucătorul are
// posibilitatea de a plasa imediat un supus din rezerva sa pe piesa de
// zid tocmai plasată, drept paznic. Restricție: Dacă există deja un
// paznic pe zidul direct opus cu zidul tocmai plasat, jucătorul nu are
// posibilitatea de a plasa un paznic pe zid." ("Whenever a player adds a
// wall to the city wall, the player may immediately place a follower from
// their supply on the wall piece just placed, as a guard. Restriction: if
// there is already a guard on the wall directly opposite the wall just
// placed, the player may not place a guard on the wall.")
func TestRuleGuardRefused(t *testing.T) {
	// The edge: one follower each; A's seller stands on the market at
	// (2,0) when A builds piece 0, and A's piece 2 completes that market
	// and sends the seller home (TestRuleGuardFromReturned).
	edge := func(guard int) (*engine.Set, string, []citymoves.Move) {
		set := ruleSetWith(t, func(r *schema.CityRules) { r.Followers = 1 },
			mixOf("edge", []int{3, 2, 1}, map[string]int{"se": 3, "mE": 1, "rr": 2}))
		return set, "edge", []citymoves.Move{
			tile("se", 0, 0, 0),
			with(tile("se", 1, 0, 180), "N"),
			with(tile("mE", 2, 0, 0), "E"),
			walled(tile("se", 0, 1, 180), &citymoves.RoundMove{Gate: gateAt(0, 0, "north"), Walls: guarded(builds("ABA", cw), guard)}),
		}
	}
	grid := func(firstRound bool, guards ...int) (*engine.Set, string, []citymoves.Move) {
		set := ruleSetWith(t, func(r *schema.CityRules) { r.Options.NoGuardsInFirstRound = firstRound }, gridMixes()...)
		mix, moves := gridGame(false, false, guards...)
		return set, mix, moves
	}
	for _, tc := range []struct {
		name  string
		setup func() (*engine.Set, string, []citymoves.Move)
		want  string
	}{
		{"the builder has no follower", func() (*engine.Set, string, []citymoves.Move) { return edge(0) },
			`"walls" entry 1: no guard may stand on that piece (A has no follower left): remove "guard"`},
		{"the only follower is the one the piece sent home", func() (*engine.Set, string, []citymoves.Move) { return edge(2) },
			`"walls" entry 3: no guard may stand on that piece (A had no follower left when the piece was built; the follower it sent home may not guard it, as the option guardFromReturned is off): remove "guard"`},
		{"a guard stands directly opposite", func() (*engine.Set, string, []citymoves.Move) { return grid(false, 1, 6) },
			`"walls" entry 7: no guard may stand on that piece (B's guard stands on the wall directly opposite, on the west of (0,1), with no empty space between): remove "guard"`},
		{"no guards in the first round", func() (*engine.Set, string, []citymoves.Move) { return grid(true, 1) },
			`"walls" entry 2: no guard may stand on that piece (the option noGuardsInFirstRound keeps guards off the first wall round): remove "guard"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set, mix, moves := tc.setup()
			_, err := replay(t, set, mix, players(2), false, moves...)
			wantRefused(t, err, tc.want, citymoves.ErrMove)
		})
	}
}
