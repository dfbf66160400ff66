package city_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRecordWallCells: a record's wall pieces and tower may say where they
// stand ("at", "towerAt", which the builds from issue 32 to issue 33
// wrote); the replay checks them against the direction ("way", "tower")
// and refuses in words a cell the direction does not imply. A record
// without them (as every earlier build wrote) replays the same. The row (TestRuleWallRounds)
// with three players: after move 13, the gate north of (5,0), B's and C's
// pieces counter-clockwise on the north of (4,0) and (3,0), A's tower at
// that end.
func TestRecordWallCells(t *testing.T) {
	set := ruleSet(t, 0, rowMixes()...)
	north := func(x int) *citymoves.EdgeAt { return &citymoves.EdgeAt{X: x, Y: 0, Side: "north"} }
	round := func(edit func(r *citymoves.RoundMove)) []citymoves.Move {
		r := &citymoves.RoundMove{Gate: gateAt(5, 0, "north"), Walls: builds("BC", ccw), Tower: ccw}
		edit(r)
		moves := rowMoves()[:13]
		moves[12] = walled(moves[12], r)
		return moves
	}
	plain := mustReplay(t, set, "row2", players(3), false, round(func(*citymoves.RoundMove) {})...)
	for _, tc := range []struct {
		name    string
		edit    func(r *citymoves.RoundMove)
		refusal string
	}{
		{"the cells the directions imply", func(r *citymoves.RoundMove) {
			r.Walls[0].At, r.Walls[1].At, r.TowerAt = north(4), north(3), north(3)
		}, ""},
		{"some cells given, others not", func(r *citymoves.RoundMove) { r.Walls[1].At = north(3) }, ""},
		{"a piece elsewhere than its way takes it", func(r *citymoves.RoundMove) { r.Walls[0].At = north(3) },
			`"walls" entry 1: "at" names the north of (3,0), but the piece built counter-clockwise stands on the north of (4,0): correct "at" or remove it`},
		{"a piece on the other side of its tile", func(r *citymoves.RoundMove) { r.Walls[1].At = &citymoves.EdgeAt{X: 3, Y: 0, Side: "south"} },
			`"walls" entry 2: "at" names the south of (3,0), but the piece built counter-clockwise stands on the north of (3,0)`},
		{"a side that is no side", func(r *citymoves.RoundMove) { r.Walls[0].At = &citymoves.EdgeAt{X: 4, Y: 0, Side: "up"} },
			`"walls" entry 1: "at": "side" "up" is not a side: give north, east, south or west`},
		{"no side", func(r *citymoves.RoundMove) { r.Walls[0].At = &citymoves.EdgeAt{X: 4, Y: 0} },
			`"walls" entry 1: "at": give its "side": north, east, south or west`},
		{"a tower elsewhere than its end", func(r *citymoves.RoundMove) { r.TowerAt = north(4) },
			`"towerAt" names the north of (4,0), but the tower at the counter-clockwise end stands at the end of the north of (3,0): correct "towerAt" or remove it`},
		{"a tower's cell without a tower", func(r *citymoves.RoundMove) { r.Tower, r.TowerAt = "", north(3) },
			`"towerAt" says where a tower stands, but the round names none: give "tower"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := replay(t, set, "row2", players(3), false, round(tc.edit)...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal, citymoves.ErrMove)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, want := scores(g), scores(plain); !slices.Equal(got, want) || g.Wall().String() != plain.Wall().String() {
				t.Errorf("scores %v and wall %s; want %v and %s as without the cells", got, g.Wall(), want, plain.Wall())
			}
		})
	}
}

// TestRecordFollowerNotAsked: a record may name a follower on a tile
// whose placer was asked for none, having none left. When the tile's
// scoring brings one home, the reader has always let the turn go on
// without it, at the next draw or at the end of the game (where it used
// to place the tile a second time, after the end): such a record replays
// as it did, its score unchanged. A has one follower, on the street of
// its first stub; its second stub completes that street and names a
// steward on its homes.
func TestRecordFollowerNotAsked(t *testing.T) {
	set := ruleSetWith(t, func(r *schema.CityRules) { r.Followers = 1 },
		mixOf("three", []int{3}, map[string]int{"se": 2, "rr": 1}),
		mixOf("four", []int{4}, map[string]int{"se": 2, "rr": 2}))
	moves := []citymoves.Move{with(tile("se", 0, 0, 0), "S"), tile("rr", 1, 0, 0), with(tile("se", 0, 1, 180), "E")}
	for _, tc := range []struct {
		mix  string
		over bool
	}{{"four", false}, {"three", true}} {
		t.Run(tc.mix, func(t *testing.T) {
			g := mustReplay(t, set, tc.mix, players(2), false, moves...)
			without := slices.Clone(moves)
			without[2].Meeple = nil
			plain := mustReplay(t, set, tc.mix, players(2), false, without...)
			if g.Over() != tc.over || len(g.Core().Board()) != 3 || len(g.Core().Followers()) != 0 || g.Core().Supply(0) != 1 {
				t.Errorf("over %v, %d tiles, followers %v, A's supply %d; want over %v, 3 tiles, no follower on the board and A's in its supply",
					g.Over(), len(g.Core().Board()), g.Core().Followers(), g.Core().Supply(0), tc.over)
			}
			got, _ := g.EncodeScore()
			want, _ := plain.EncodeScore()
			if string(got) != string(want) {
				t.Errorf("scores\n%s\nwant them as without the steward\n%s", got, want)
			}
		})
	}
}
