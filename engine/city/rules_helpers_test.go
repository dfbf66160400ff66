package city_test

import (
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/format1"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/schema"
)

// The rule tests build their scenarios as records replayed on the checked
// path (citymoves.Decode, citymoves.Replay), on small packs: city-mini with
// the tiles below and a mix per scenario whose stacks bring stack 2 and 3
// after a few tiles.

// Ways for wall pieces and towers, as records write them.
const (
	cw  = "clockwise"
	ccw = "counter-clockwise"
)

// ruleSet is city-mini with these tiles added:
//   - se: homes round a street stub from the south side that ends at a
//     crossing (two facing stubs complete a street of 2 tiles);
//   - rr: homes only; pb: homes with a public building; hb: homes with a
//     historic building;
//   - mE, mW: a grain market on the east, a fish market on the west, homes
//     on the rest; mm: a fish market on every side;
//
// and the given mixes. pieces, when above 0, is the number of wall pieces
// in the box (rules.city.walls.pieces).

func ruleSet(t *testing.T, pieces int, mixes ...schema.Mix) *engine.Set {
	t.Helper()
	return ruleSetWith(t, func(r *schema.CityRules) {
		if pieces > 0 {
			r.Walls.Pieces = pieces
		}
	}, mixes...)
}

// ruleSetWith is ruleSet with rules.city changed by edit.
func ruleSetWith(t *testing.T, edit func(*schema.CityRules), mixes ...schema.Mix) *engine.Set {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "schema", "testdata", "valid", "city-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Check("city-mini.json", data)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	ports := func(names ...string) []schema.Port {
		var out []schema.Port
		for _, n := range names {
			pt, ok := schema.ParsePort(n)
			if !ok {
				t.Fatalf("no port %s", n)
			}
			out = append(out, pt)
		}
		return out
	}
	all := []string{"NL", "N", "NR", "EL", "E", "ER", "SL", "S", "SR", "WL", "W", "WR"}
	homes := func(id string, buildings int, historic string) schema.Tile {
		return schema.Tile{ID: id, Name: id, Features: []schema.Feature{
			{ID: "homes", Kind: schema.KindResidential, Ports: ports(all...), Buildings: buildings, Historic: historic}}}
	}
	half := func(id, market string, mp, rest []string) schema.Tile {
		return schema.Tile{ID: id, Name: id, Features: []schema.Feature{
			{ID: "market", Kind: schema.KindMarket, Ports: ports(mp...), Market: market},
			{ID: "homes", Kind: schema.KindResidential, Ports: ports(rest...), Borders: []string{"market"}},
		}}
	}
	p.Tiles = append(p.Tiles,
		schema.Tile{ID: "se", Name: "street stub", Features: []schema.Feature{
			{ID: "street", Kind: schema.KindStreet, Ports: ports("S"), EndsAt: "crossing"},
			{ID: "homes", Kind: schema.KindResidential, Ports: ports("NL", "N", "NR", "EL", "E", "ER", "SL", "SR", "WL", "W", "WR")}}},
		homes("rr", 0, ""), homes("pb", 1, ""), homes("hb", 0, "Saint Nazaire"),
		half("mE", "grain", []string{"EL", "E", "ER"}, []string{"NL", "N", "NR", "SL", "S", "SR", "WL", "W", "WR"}),
		half("mW", "fish", []string{"WL", "W", "WR"}, []string{"NL", "N", "NR", "EL", "E", "ER", "SL", "S", "SR"}),
		schema.Tile{ID: "mm", Name: "fish market", Features: []schema.Feature{
			{ID: "market", Kind: schema.KindMarket, Ports: ports(all...), Market: "fish"}}},
	)
	p.Mixes = append(p.Mixes, mixes...)
	edit(p.Rules.City)
	p.Source = nil
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// mixOf is a mix of the tiles counts names, dealt into stacks.
func mixOf(id string, stacks []int, counts map[string]int) schema.Mix {
	m := schema.Mix{ID: id, Name: id, Stacks: stacks}
	for _, tile := range slices.Sorted(maps.Keys(counts)) {
		m.Counts = append(m.Counts, schema.TileCount{Tile: tile, Count: counts[tile]})
		m.Total += counts[tile]
	}
	return m
}

// players are the first n of A, B, C and D.
func players(n int) []string { return []string{"A", "B", "C", "D"}[:n] }

// replay encodes a record of moves by players on mix, decodes it and
// replays it on the checked path; final ends the game after the last move.
func replay(t *testing.T, set *engine.Set, mix string, names []string, final bool, moves ...citymoves.Move) (*city.Game, error) {
	t.Helper()
	return replayWith(t, set, "", mix, names, final, moves...)
}

// replayWith is replay of a record whose ruleset.options are options (""
// for none).
func replayWith(t *testing.T, set *engine.Set, options, mix string, names []string, final bool, moves ...citymoves.Move) (*city.Game, error) {
	t.Helper()
	r := &citymoves.Record{Format: engine.RecordFormat, Pack: set.Pack.ID, Mix: mix,
		Ruleset: engine.RecordRuleset{Name: "city", Options: json.RawMessage(options)}, Players: names, Seed: 1, Moves: moves, Final: final}
	data, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := citymoves.Decode("rules.json", data)
	if err != nil {
		t.Fatal(err)
	}
	return citymoves.Replay(set, back)
}

// mustReplay is replay for a record that must replay.
func mustReplay(t *testing.T, set *engine.Set, mix string, names []string, final bool, moves ...citymoves.Move) *city.Game {
	t.Helper()
	g, err := replay(t, set, mix, names, final, moves...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// tile is a record move placing tile id at (x, y) turned rot degrees.
func tile(id string, x, y, rot int) citymoves.Move {
	return citymoves.Move{Placed: format1.Placed{Tile: id, X: x, Y: y, Rot: rot}}
}

// with puts a follower on the move's tile at port at.
func with(m citymoves.Move, at string) citymoves.Move {
	m.Meeple = &engine.MeepleMove{At: at}
	return m
}

// walled gives the move its wall round.
func walled(m citymoves.Move, r *citymoves.RoundMove) citymoves.Move {
	m.Wall = r
	return m
}

// gateAt is the gate on side of (x, y).
func gateAt(x, y int, side string) *citymoves.EdgeAt {
	return &citymoves.EdgeAt{X: x, Y: y, Side: side}
}

// builds lists wall pieces built the way way by the players named, one
// letter each, in order.
func builds(who, way string) []citymoves.WallMove {
	var out []citymoves.WallMove
	for _, r := range who {
		out = append(out, citymoves.WallMove{Player: string(r), Way: way})
	}
	return out
}

// concat joins lists of pieces.
func concat(lists ...[]citymoves.WallMove) []citymoves.WallMove { return slices.Concat(lists...) }

// guarded marks piece i (0-based) of walls as guarded.
func guarded(walls []citymoves.WallMove, i ...int) []citymoves.WallMove {
	walls = slices.Clone(walls)
	for _, k := range i {
		walls[k].Guard = true
	}
	return walls
}

// scores are the seats' scores.
func scores(g *city.Game) []int {
	var out []int
	for seat := range g.Core().Players() {
		out = append(out, g.Core().Score(seat))
	}
	return out
}

// wantRefused checks that err is a record's refusal wrapping each of
// wants and saying text.
func wantRefused(t *testing.T, err error, text string, wants ...error) {
	t.Helper()
	if err == nil {
		t.Fatalf("the record replayed; want a refusal saying %q", text)
	}
	for _, w := range wants {
		if !errors.Is(err, w) {
			t.Errorf("error %q does not wrap %q", err, w)
		}
	}
	if !strings.Contains(err.Error(), text) {
		t.Errorf("error %q does not say %q", err, text)
	}
}
