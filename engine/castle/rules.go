package castle

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Ruleset is The Castle's ruleset.
type Ruleset struct{}

// Name returns "castle".
func (Ruleset) Name() string { return "castle" }

// Rules are The Castle's rules bound to a pack.
type Rules struct {
	params                        schema.CastleRules
	path, tower, house, courtyard int // kind indices in the set
	// fountain and stalls are, per tile index and feature, whether a path
	// segment has a fountain and how many market stalls a courtyard has.
	fountain [][]bool
	stalls   [][]int
	opts     engine.Options
	occupied []engine.Node
}

// Bind reads the pack's rules.castle block: the board as the shape and
// the start spaces as its set-up. The Castle has no options yet.
func (Ruleset) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	c := set.Pack.Rules.Castle
	if c == nil {
		return nil, fmt.Errorf("pack %s has no rules.castle block", set.Pack.ID)
	}
	if err := engine.DecodeOptions(options, &struct{}{}, engine.OptionSpec{Example: "{}"}); err != nil {
		return nil, err
	}
	var cells []engine.Pos
	for y, row := range c.Board.Cells {
		for x, ch := range row {
			if ch == '#' {
				cells = append(cells, engine.Pos{X: x, Y: y})
			}
		}
	}
	r := &Rules{params: *c,
		path: set.KindIndex(schema.KindPath), tower: set.KindIndex(schema.KindTower),
		house: set.KindIndex(schema.KindHouse), courtyard: set.KindIndex(schema.KindCourtyard)}
	r.opts = engine.Options{
		MinPlayers:    c.Players.Min,
		MaxPlayers:    c.Players.Max,
		Followers:     c.Followers,
		FollowerKinds: 1<<r.path | 1<<r.tower | 1<<r.house | 1<<r.courtyard,
		// Digest: "any territory may touch the wall (ports facing the wall
		// close)".
		Shape:  engine.Mask(cells, true),
		Layout: set.StartSpaces,
	}
	r.fountain = make([][]bool, len(set.Tiles))
	r.stalls = make([][]int, len(set.Tiles))
	features := func(def *engine.TileDef) []schema.Feature {
		if def.Start {
			for _, ss := range c.Board.StartSpaces {
				if "start:"+ss.ID == def.ID {
					return ss.Features
				}
			}
			return nil
		}
		return set.Pack.Tiles[def.Index].Features
	}
	for _, def := range set.Tiles {
		fs := features(def)
		r.fountain[def.Index] = make([]bool, len(fs))
		r.stalls[def.Index] = make([]int, len(fs))
		for fi, f := range fs {
			r.fountain[def.Index][fi] = f.Fountain
			r.stalls[def.Index][fi] = f.Stalls
		}
	}
	return r, nil
}

// Options returns the mechanics of the bound rules.
func (r *Rules) Options() engine.Options { return r.opts }

// Params returns the pack's rules.castle block.
func (r *Rules) Params() schema.CastleRules { return r.params }
