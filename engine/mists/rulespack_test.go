package mists_test

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// The rule tests play hand-built boards on the mists pack plus a few
// synthetic tiles whose edges fit anywhere, so a board shows one rule
// without the detours the real tiles' shapes would force. They set their
// positions up with hand-written moves of format 1, through the reader
// of those records (engine/format1/mistsmoves): an external test package
// (mists_test), since mistsmoves imports mists.
var (
	allPorts  = []schema.Port{schema.PortN, schema.PortNL, schema.PortNR, schema.PortE, schema.PortEL, schema.PortER, schema.PortS, schema.PortSL, schema.PortSR, schema.PortW, schema.PortWL, schema.PortWR}
	northSide = []schema.Port{schema.PortNL, schema.PortN, schema.PortNR}
)

// syntheticTiles are the test-only tiles:
//   - t-field: fields all round;
//   - t-fog: fields all round under fog, no ghost symbol;
//   - t-end: a road that leaves east and ends on the tile;
//   - t-road: a straight road west–east;
//   - t-two: two roads, one leaving east and one leaving west, each ending
//     on the tile (it completes two roads at once);
//   - t-castle: a castle in the fields, fog on the north edge, no symbol.
func syntheticTiles() []schema.Tile {
	field := schema.Feature{ID: "field", Kind: schema.KindField, Ports: allPorts}
	except := func(drop ...schema.Port) []schema.Port {
		return slices.DeleteFunc(slices.Clone(allPorts), func(p schema.Port) bool { return slices.Contains(drop, p) })
	}
	return []schema.Tile{
		{ID: "t-field", Name: "fields", Features: []schema.Feature{field}},
		{ID: "t-fog", Name: "fog all round", Features: []schema.Feature{field, {ID: "fog", Kind: schema.KindFog, Ports: allPorts}}},
		{ID: "t-end", Name: "road east, ending on the tile", Features: []schema.Feature{
			{ID: "road", Kind: schema.KindRoad, Ports: []schema.Port{schema.PortE}, EndsAt: "village"},
			{ID: "field", Kind: schema.KindField, Ports: except(schema.PortE)}}},
		{ID: "t-road", Name: "road west–east", Features: []schema.Feature{
			{ID: "road", Kind: schema.KindRoad, Ports: []schema.Port{schema.PortE, schema.PortW}},
			{ID: "north", Kind: schema.KindField, Ports: []schema.Port{schema.PortNL, schema.PortN, schema.PortNR, schema.PortEL, schema.PortWR}},
			{ID: "south", Kind: schema.KindField, Ports: []schema.Port{schema.PortER, schema.PortSL, schema.PortS, schema.PortSR, schema.PortWL}}}},
		{ID: "t-two", Name: "two road ends, east and west", Features: []schema.Feature{
			{ID: "east", Kind: schema.KindRoad, Ports: []schema.Port{schema.PortE}, EndsAt: "village"},
			{ID: "west", Kind: schema.KindRoad, Ports: []schema.Port{schema.PortW}, EndsAt: "village"},
			{ID: "field", Kind: schema.KindField, Ports: except(schema.PortE, schema.PortW)}}},
		{ID: "t-castle", Name: "castle, fog north", Features: []schema.Feature{
			{ID: "castle", Kind: schema.KindCastle}, field,
			{ID: "fog", Kind: schema.KindFog, Ports: northSide}}},
	}
}

// newLevel starts a game of the pack's level for the first players of
// Ana, Bo, Cy, Di and Ed.
var newLevel = mists.NewLevel

// realStart is the rulebook's start tile: its quarters S1–S4.
var realStart = []schema.Placement{{Tile: "S1", X: 0, Y: 0}, {Tile: "S2", X: 1, Y: 0}, {Tile: "S3", X: 0, Y: 1}, {Tile: "S4", X: 1, Y: 1}}

// rulesSetup is one hand-built game: a level made for the test (its mix
// is set here), the tiles in the pile besides the start, the start
// (realStart when nil) and the stacks.
type rulesSetup struct {
	level   schema.MistsLevel
	tiles   map[string]int
	start   []schema.Placement
	stacks  []int
	players int
	options string
}

// rulesGame starts the game a rulesSetup describes; the players are Ana,
// Bo, Cy… in that order, and the colours go red, green, blue… by seat.
func rulesGame(t *testing.T, s rulesSetup) *mists.Game {
	t.Helper()
	set, mix := rulesSet(t, s)
	var opts []byte
	if s.options != "" {
		opts = []byte(s.options)
	}
	g, err := mists.NewGame(set, opts, mix, []string{"Ana", "Bo", "Cy", "Di", "Ed"}[:s.players], 1)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// rulesSet compiles the pack of a rulesSetup and returns it with the id of
// the mix the test's level plays (the last of the pack's mixes).
func rulesSet(t *testing.T, s rulesSetup) (*engine.Set, string) {
	t.Helper()
	base, _, err := tilesets.Load("mists")
	if err != nil {
		t.Fatal(err)
	}
	p, err := schema.Clone(base)
	if err != nil {
		t.Fatal(err)
	}
	p.Tiles = append(p.Tiles, syntheticTiles()...)
	start := s.start
	if start == nil {
		start = realStart
	}
	counts := map[string]int{}
	for _, pl := range start {
		counts[pl.Tile]++
	}
	total := len(start)
	for id, n := range s.tiles {
		counts[id] += n
		total += n
	}
	mix := schema.Mix{ID: "rules", Name: "rule test", Total: total, Start: start, Stacks: s.stacks}
	for _, id := range slices.Sorted(maps.Keys(counts)) {
		mix.Counts = append(mix.Counts, schema.TileCount{Tile: id, Count: counts[id]})
	}
	p.Mixes = append(p.Mixes, mix)
	lv := s.level
	lv.Mix = mix.ID
	if lv.Level == 0 {
		lv.Level = 100
	}
	if lv.Graveyards == "" {
		lv.Graveyards = "none"
	}
	p.Rules.Mists.Levels = append(p.Rules.Mists.Levels, lv)
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set, mix.ID
}

// playMoves plays moves of a record of format 1 (mistsmoves.PlayMove)
// and stops the test at the first refused one.
func playMoves(t *testing.T, g *mists.Game, moves ...mistsmoves.Move) {
	t.Helper()
	for i, m := range moves {
		if err := mistsmoves.PlayMove(g, m); err != nil {
			t.Fatalf("move %d (%s at (%d,%d) rot %d): %v", i+1, m.Tile, m.X, m.Y, m.Rot, err)
		}
	}
}

// on names a spot on the tile just placed; onAt one on the tile at (x, y).
func on(at string) *mists.MeepleOn { return &mists.MeepleOn{At: at} }

func onAt(x, y int, at string) *mists.MeepleOn { return &mists.MeepleOn{X: &x, Y: &y, At: at} }

// points is the "take the points" choice for features of the given kinds.
func points(kinds ...string) []mists.Scoring {
	var out []mists.Scoring
	for _, k := range kinds {
		out = append(out, mists.Scoring{Kind: k, Choice: "points"})
	}
	return out
}

// placedAt returns the placed index of the tile at (x, y).
func placedAt(t *testing.T, g *mists.Game, x, y int) int {
	t.Helper()
	for pi, p := range g.Core().Board() {
		if p.X == x && p.Y == y {
			return pi
		}
	}
	t.Fatalf("no tile at (%d,%d)", x, y)
	return -1
}

// dogLine describes dog i for failure messages.
func dogLine(g *mists.Game, i int) string {
	pi, on := g.DogAt(i)
	return fmt.Sprintf("%s reached %v, on the board %v (tile %d)", g.Dogs()[i], g.DogsReached() > i, on, pi)
}
