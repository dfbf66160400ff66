package city_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
)

// TestRuleTurn checks the turn before the walls: placing a tile and a
// follower, on the checked path (all in stack 1, so no wall round).
func TestRuleTurn(t *testing.T) {
	set := ruleSet(t, 0, mixOf("plain", []int{8}, map[string]int{"se": 2, "rr": 2, "mE": 1, "mW": 1, "01": 2}))
	for _, tc := range []struct {
		name, rule string
		moves      []citymoves.Move
		// refusal is what the error says, "" when the record must replay;
		// wraps are the errors it must wrap.
		refusal string
		wraps   []error
	}{
		{"a street must meet a street",
			"Digest: \"ONLY STREETS MUST MATCH: an edge with a street must meet a street\"",
			[]citymoves.Move{tile("se", 0, 0, 0), tile("rr", 0, 1, 0)},
			"north residential meets a street", []error{engine.ErrEdgeMismatch}},
		{"a market may meet a residential area",
			"Digest: \"every other territory may sit next to any other\"; seed: \"A residential area can be placed next to a market.\"",
			[]citymoves.Move{tile("mE", 0, 0, 0), tile("rr", 1, 0, 0)}, "", nil},
		{"no follower on a street the tile completed",
			"Digest: \"NOT on a street or market that this placement completed if it had no follower before\"",
			[]citymoves.Move{tile("se", 0, 0, 0), with(tile("se", 0, 1, 180), "N")},
			"this tile completed that street", []error{citymoves.ErrMove}},
		{"no follower on a market the tile completed",
			"Seed: \"Blue may not place a follower in the empty market, as it was completed by placing the tile.\"",
			[]citymoves.Move{tile("mE", 0, 0, 0), with(tile("mW", 1, 0, 0), "W")},
			"this tile completed that market", []error{citymoves.ErrMove}},
		{"a steward may go on the homes of a tile that completed a street",
			"Digest: \"steward (lying down) on a residential area\"",
			[]citymoves.Move{tile("se", 0, 0, 0), with(tile("se", 0, 1, 180), "S")}, "", nil},
		{"a citizen may go on a street the tile extends but does not complete",
			"Digest: \"citizen on a street\"",
			[]citymoves.Move{tile("se", 0, 0, 0), with(tile("01", 0, 1, 0), "S")}, "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule.
			g, err := replay(t, set, "plain", players(2), false, tc.moves...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal, tc.wraps...)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, tc.rule)
			}
			if got := len(g.Core().Board()); got != len(tc.moves) {
				t.Errorf("%d tiles on the board, want %d", got, len(tc.moves))
			}
		})
	}
}

// TestRuleStewardMajority checks who owns a residential area at the end:
// stewards of three areas joined by later tiles, on a row of fish markets
// (one market, never complete) that every area borders.
func TestRuleStewardMajority(t *testing.T) {
	set := ruleSet(t, 0, mixOf("stewards", []int{10}, map[string]int{"mm": 5, "rr": 5}))
	row := []citymoves.Move{tile("mm", 0, 0, 0), tile("mm", 1, 0, 0), tile("mm", 2, 0, 0), tile("mm", 3, 0, 0), tile("mm", 4, 0, 0)}
	for _, tc := range []struct {
		name, rule string
		moves      []citymoves.Move
		want       []int
	}{
		{"two stewards beat one",
			"Seed: \"If several players have stewards in the same residential area, the player with the most stewards is the owner.\"",
			append(row[:5:5],
				with(tile("rr", 2, 1, 0), "N"), // B
				with(tile("rr", 0, 1, 0), "N"), // A
				tile("rr", 1, 1, 0),            // B joins A's and B's areas
				with(tile("rr", 4, 1, 0), "N"), // A
				tile("rr", 3, 1, 0),            // B joins A's second area
			), []int{2, 0}},
		{"stewards tied for the most all own the area",
			"Digest: \"owned by the player(s) with the most stewards in it (ties: all). Owners score 2 points for every market adjacent to the area\"",
			append(row[:5:5],
				with(tile("rr", 2, 1, 0), "N"), // B
				with(tile("rr", 0, 1, 0), "N"), // A
				tile("rr", 1, 1, 0),            // B joins them
			), []int{2, 2}},
		{"a steward alone owns its area",
			"Seed: \"If only one player has a steward in a residential area, that player is the owner\"",
			append(row[:5:5], with(tile("rr", 2, 1, 0), "N")), []int{0, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule.
			g := mustReplay(t, set, "stewards", players(2), true, tc.moves...)
			if got := scores(g); !slices.Equal(got, tc.want) {
				t.Errorf("scores %v, want %v (rule: %s); events %+v", got, tc.want, tc.rule, g.Core().Events())
			}
		})
	}
}
