package classic_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// rulesSet is the winter-edition pack plus what the rule tests need and
// the real tiles cannot show: tile HP (two city caps, a pennant on the
// north one only) and small mixes.
func rulesSet(t testing.TB) *engine.Set {
	t.Helper()
	base, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	p, err := schema.Clone(base)
	if err != nil {
		t.Fatal(err)
	}
	p.Source = nil
	p.Tiles = append(p.Tiles, schema.Tile{ID: "HP", Name: "two city caps, pennant on the north one", Features: []schema.Feature{
		{ID: "north", Kind: schema.KindCity, Ports: []schema.Port{schema.PortNL, schema.PortN, schema.PortNR}, Pennants: 1},
		{ID: "south", Kind: schema.KindCity, Ports: []schema.Port{schema.PortSL, schema.PortS, schema.PortSR}},
		{ID: "east", Kind: schema.KindField, Ports: []schema.Port{schema.PortEL, schema.PortE, schema.PortER}, Borders: []string{"north", "south"}},
		{ID: "west", Kind: schema.KindField, Ports: []schema.Port{schema.PortWL, schema.PortW, schema.PortWR}, Borders: []string{"north", "south"}},
	}})
	start := []schema.Placement{{Tile: "D"}}
	p.Mixes = append(p.Mixes,
		schema.Mix{ID: "last-tile", Name: "one tile to play", Total: 2, Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "E", Count: 1}}, Start: start},
		schema.Mix{ID: "unplaceable", Name: "C fits nowhere on a 1x2 table", Total: 3, Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "C", Count: 1}, {Tile: "E", Count: 1}}, Start: start},
		schema.Mix{ID: "pennant", Name: "HP", Total: 3, Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "HP", Count: 1}, {Tile: "E", Count: 1}}, Start: start},
		schema.Mix{ID: "four-roads", Name: "four straight roads to draw", Total: 5, Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "U", Count: 4}}, Start: start},
	)
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// parseMove reads "E 0,-1 180 S": tile, x,y, rotation and an optional
// follower port or kind; "C discard" sets a tile aside and "C discard
// out" says it left the game; a "Red:" prefix asserts the player.
func parseMove(s string) (engine.Move, error) {
	var m engine.Move
	if name, rest, ok := strings.Cut(s, ":"); ok {
		m.Player, s = name, strings.TrimSpace(rest)
	}
	f := strings.Fields(s)
	if len(f) >= 2 && f[1] == "discard" {
		m.Tile, m.Discard = f[0], true
		switch {
		case len(f) == 3 && f[2] == "out":
			m.OutOfGame = true
		case len(f) > 2:
			return m, fmt.Errorf("bad move %q", s)
		}
		return m, nil
	}
	if len(f) < 3 || len(f) > 4 {
		return m, fmt.Errorf("bad move %q", s)
	}
	m.Tile = f[0]
	xs, ys, _ := strings.Cut(f[1], ",")
	var err1, err2, err3 error
	m.X, err1 = strconv.Atoi(xs)
	m.Y, err2 = strconv.Atoi(ys)
	m.Rot, err3 = strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || err3 != nil {
		return m, fmt.Errorf("bad move %q", s)
	}
	if len(f) == 4 {
		m.Meeple = &engine.MeepleMove{At: f[3]}
	}
	return m, nil
}

// play replays moves on a fresh classic game and returns it.
func play(t *testing.T, set *engine.Set, mix, options string, players int, moves ...string) *classic.Game {
	t.Helper()
	rec := &classicmoves.Record{Pack: set.Pack.ID, Mix: mix, Ruleset: engine.RecordRuleset{Name: "classic", Options: []byte(options)},
		Players: []string{"Red", "Blue", "Green", "Yellow", "Black"}[:players]}
	if options == "" {
		rec.Ruleset.Options = nil
	}
	for _, s := range moves {
		m, err := parseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m)
	}
	g, err := classicmoves.Replay(set, classic.Ruleset{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// scores returns the scores by player name.
func scores(g *classic.Game) map[string]int {
	out := map[string]int{}
	for i, name := range g.Players() {
		out[name] = g.Score(i)
	}
	return out
}

// eventLines formats the scoring events: "turn 3 city 8 Red".
func eventLines(g *classic.Game) []string {
	var out []string
	for _, e := range g.Events() {
		var who []string
		for _, p := range e.Players {
			who = append(who, g.Players()[p])
		}
		out = append(out, fmt.Sprintf("%s %d %s %d %s", e.Phase, e.Move, e.Kind, e.Points, strings.Join(who, ",")))
	}
	return out
}
