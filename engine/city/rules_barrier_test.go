package city_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRuleWallCompletes checks that a wall piece completes the street and
// the market it closes. Two players: B's citizen on a street open to the
// north at (1,0), A's seller on a grain market open to the east at (2,0);
// B's stub at (0,1) completes the street at (0,0), the first scoring of
// stack 2. The gate goes north of (0,0), then A, B and A build clockwise:
// north of (1,0), north of (2,0) and east of (2,0).
func TestRuleWallCompletes(t *testing.T) {
	set := ruleSet(t, 0, mixOf("edge", []int{3, 2, 1}, map[string]int{"se": 3, "mE": 1, "rr": 2}))
	moves := func(walls string) []citymoves.Move {
		return []citymoves.Move{
			tile("se", 0, 0, 0),
			with(tile("se", 1, 0, 180), "N"),
			with(tile("mE", 2, 0, 0), "E"),
			walled(tile("se", 0, 1, 180), &citymoves.RoundMove{Gate: gateAt(0, 0, "north"), Walls: builds(walls, cw)}),
		}
	}
	t.Run("a wall scores the street and the market it completes", func(t *testing.T) {
		// The rule: digest, "A wall that completes a street (street ends at
		// it) or a market (bounded by it) scores it immediately"; seed,
		// "The wall completes the street. Red scores 1 point and takes back
		// the follower."
		g := mustReplay(t, set, "edge", players(2), false, moves("ABA")...)
		if got, want := scores(g), []int{1, 1}; !slices.Equal(got, want) {
			t.Errorf("scores %v, want %v; events %+v", got, want, g.Core().Events())
		}
		var kinds []string
		for _, e := range g.Core().Events() {
			if e.Phase == engine.PhaseTurn && e.Points == 1 {
				kinds = append(kinds, string(e.Kind))
			}
		}
		if !slices.Equal(kinds, []string{"street", "market"}) {
			t.Errorf("scored %v in turn, want the street then the market; events %+v", kinds, g.Core().Events())
		}
		for seat := range 2 {
			if g.Core().Supply(seat) != 7 {
				t.Errorf("seat %d has %d followers in supply, want all 7 back", seat, g.Core().Supply(seat))
			}
		}
	})
	t.Run("a wall's scoring brings no wall round", func(t *testing.T) {
		// The rule: digest, "such scoring never triggers another wall
		// round"; seed, "Scoring caused by building walls does not trigger
		// a new round of wall building."
		g := mustReplay(t, set, "edge", players(2), false, moves("ABA")...)
		if g.PiecesLeft() != 67 {
			t.Errorf("%d pieces left, want 67: only the round's three pieces", g.PiecesLeft())
		}
		_, err := replay(t, set, "edge", players(2), false, moves("ABAB")...)
		wantRefused(t, err, `"walls" lists 4 pieces, but the round built 3`, citymoves.ErrMove)
	})
}

// TestRuleGuardFromReturned checks the open question's default on the
// wall scene of TestRuleWallCompletes with one follower each: A's third
// piece, east of (2,0), completes A's market and returns A's only
// follower, which may stand guard on that piece only with the option
// guardFromReturned (the pack's rules.city.options, or the game's
// options over it).
func TestRuleGuardFromReturned(t *testing.T) {
	moves := func(guards ...int) []citymoves.Move {
		return []citymoves.Move{
			tile("se", 0, 0, 0),
			with(tile("se", 1, 0, 180), "N"),
			with(tile("mE", 2, 0, 0), "E"),
			walled(tile("se", 0, 1, 180), &citymoves.RoundMove{Gate: gateAt(0, 0, "north"), Walls: guarded(builds("ABA", cw), guards...)}),
		}
	}
	// The rule: digest, "A follower returned by a wall-completed feature
	// used as that wall's guard: default no" (seed, footnote 8: the
	// question has no official answer).
	for _, tc := range []struct {
		name string
		// pack is the pack's rules.city.options.guardFromReturned, options
		// the record's ruleset.options.
		pack    bool
		options string
		// allowed: A's follower may guard the piece that sent it home.
		allowed bool
	}{
		{"not by default", false, "", false},
		{"with the pack's guardFromReturned", true, "", true},
		{"with the option guardFromReturned", false, `{"guardFromReturned": true}`, true},
		{"the option set to false overrides the pack's setting", true, `{"guardFromReturned": false}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := ruleSetWith(t, func(r *schema.CityRules) { r.Followers = 1; r.Options.GuardFromReturned = tc.pack },
				mixOf("edge", []int{3, 2, 1}, map[string]int{"se": 3, "mE": 1, "rr": 2}))
			g, err := replayWith(t, set, tc.options, "edge", players(2), false, moves()...)
			if err != nil {
				t.Fatal(err)
			}
			if g.Core().Supply(0) != 1 || g.GuardCount(0) != 0 {
				t.Errorf("without a guard in the record: A has %d followers in supply and %d guards, want 1 and 0", g.Core().Supply(0), g.GuardCount(0))
			}
			g, err = replayWith(t, set, tc.options, "edge", players(2), false, moves(2)...)
			if !tc.allowed {
				wantRefused(t, err, "no guard may stand on that piece (A had no follower left when the piece was built", citymoves.ErrMove)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if g.Core().Supply(0) != 0 || g.GuardCount(0) != 1 {
				t.Errorf("A has %d followers in supply and %d guards, want 0 and 1", g.Core().Supply(0), g.GuardCount(0))
			}
		})
	}
}

// TestRuleBarrier checks that no tile goes beyond the wall nor so that
// the wall would be surrounded. The ring: tiles round an open bay
// (1,1)-(3,1) that opens to the east at (3,1); B's tile at (2,2) completes
// a street, the first scoring of stack 2; the gate goes south of (1,0),
// into the bay, and A, B and A build clockwise round its west end: east
// of (0,1), north of (1,2) and north of (2,2).
func TestRuleBarrier(t *testing.T) {
	set := ruleSet(t, 0, mixOf("ring", []int{7, 2, 1}, map[string]int{"rr": 8, "se": 2}))
	ring := []citymoves.Move{
		tile("rr", 0, 0, 0), tile("rr", 1, 0, 0), tile("rr", 2, 0, 0), tile("rr", 3, 0, 0),
		tile("rr", 0, 1, 0), tile("rr", 0, 2, 0), tile("se", 1, 2, 270),
		walled(tile("se", 2, 2, 90), &citymoves.RoundMove{Gate: gateAt(1, 0, "south"), Walls: builds("ABA", cw)}),
	}
	for _, tc := range []struct {
		name, rule string
		next       citymoves.Move
		refusal    string
		wraps      []error
	}{
		{"no tile beyond the gate",
			"Digest: \"The wall is a barrier: no tile may be placed beyond it.\"; \"Never beyond a wall or the gate\"",
			tile("rr", 1, 1, 0), "no tile may be placed beyond the wall", []error{citymoves.ErrMove, city.ErrBeyondWall}},
		{"no tile beyond a wall piece",
			"Digest: \"The wall is a barrier: no tile may be placed beyond it.\"",
			tile("rr", 2, 1, 0), "no tile may be placed beyond the wall", []error{citymoves.ErrMove, city.ErrBeyondWall}},
		{"no tile that closes the bay round the wall",
			"Digest: \"never so that the city wall would become enclosed\"; seed, footnote 6: \"it is illegal to place a tile so that the city wall would be surrounded\"",
			tile("rr", 3, 1, 0), "the city wall would be surrounded", []error{citymoves.ErrMove, city.ErrEnclosesWall}},
		{"a tile beside the bay that leaves it open",
			"Digest: \"at least one full edge touching a placed tile\" (nothing else is refused)",
			tile("rr", 3, 2, 0), "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule.
			g, err := replay(t, set, "ring", players(2), false, append(slices.Clone(ring), tc.next)...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal, tc.wraps...)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, tc.rule)
			}
			if len(g.Core().Board()) != len(ring)+1 {
				t.Errorf("%d tiles placed, want %d", len(g.Core().Board()), len(ring)+1)
			}
		})
	}
}

// TestRuleGateRound checks what a record's first wall round must say, on
// the grid with its hole (A scores with the tile at (3,2)) and on the row.
func TestRuleGateRound(t *testing.T) {
	set := ruleSet(t, 0, append(gridMixes(), rowMixes()...)...)
	grid := func(r *citymoves.RoundMove) []citymoves.Move {
		ms := gridMoves(true)[:11]
		ms[10] = walled(ms[10], r)
		return ms
	}
	row := rowMoves()
	row[12] = walled(row[12], &citymoves.RoundMove{Gate: gateAt(5, 0, "north"), Walls: builds("BAB", ccw)})
	row[13] = walled(row[13], &citymoves.RoundMove{Gate: gateAt(0, 0, "north"), Walls: builds("BABA", ccw)})
	for _, tc := range []struct {
		name, rule, mix string
		moves           []citymoves.Move
		refusal         string
	}{
		{"the first round begins with the gate",
			"Digest: \"First round ever: the scoring player places the city gate\"",
			"hole", grid(&citymoves.RoundMove{Walls: builds("BABABAB", ccw)}), "the first wall round begins with the city gate"},
		{"the gate goes against an outer edge, not into a hole",
			"Digest: \"against any outer tile edge of the city (not into a hole inside the city)\"; seed, footnote 5",
			"hole", grid(&citymoves.RoundMove{Gate: gateAt(2, 2, "north"), Walls: builds("BABABAB", ccw)}), "the north side of (2,2) is not an outer edge of the city"},
		{"the gate goes in the first round only",
			"Digest: \"First round ever: the scoring player places the city gate\"; later rounds only build pieces",
			"row2", row, "the gate goes in the first wall round only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule.
			_, err := replay(t, set, tc.mix, players(2), false, tc.moves...)
			wantRefused(t, err, tc.refusal, citymoves.ErrMove)
		})
	}
}
