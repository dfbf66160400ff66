package city

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Ruleset is The City's ruleset (../../shared/rules/city.md): streets,
// markets and residential areas, scored as the rulebook says. This file
// binds its parameters and scores the board; the turn with its stacks,
// wall rounds and guards is built on it.
type Ruleset struct{}

// Name returns "city".
func (Ruleset) Name() string { return "city" }

// Rules are The City's rules bound to a pack.
type Rules struct {
	params                      schema.CityRules
	street, residential, market int // kind indices in the set
	// marketKind is, per tile index and feature, the index of the market's
	// kind in schema's market kinds (-1 for none); buildings and historic
	// are, per tile index, the public buildings and the historic ones on
	// the tile (what a guard watching it counts).
	marketKind          [][]int8
	buildings, historic []int
	// For the steward's markets next to an area (marketsNext), per tile
	// index: ports, per rotation and feature, the ports the feature
	// reaches (bit p for port p); marketAt, per rotation and port, the
	// market feature there (-1 for none); marketBorders, per feature, the
	// markets it borders on the tile.
	ports         [][4][]uint16
	marketAt      [][4][schema.NumPorts]int8
	marketBorders [][][]int8
	// hasMarket is, per tile index, whether the tile holds a market.
	hasMarket []bool
	opts      engine.Options
	// scratch
	occupied []engine.Node
	markets  []engine.Node
}

// OptionDocs are The City's options: the questions its rulebook leaves
// open, each set by the pack's rules.city.options unless the options
// (tilesmith play --options, a record's ruleset.options) set it.
var OptionDocs = []engine.OptionDoc{
	{Name: "guardFromReturned", Default: "the pack's rules.city.options.guardFromReturned (false)", Type: engine.OptionBool,
		Meaning: "a follower that a wall piece just sent home, from the street or market the piece completed, may guard that piece (the rulebook's footnote 8 leaves it open)"},
	{Name: "noGuardsInFirstRound", Default: "the pack's rules.city.options.noGuardsInFirstRound (false)", Type: engine.OptionBool,
		Meaning: "no guard may be posted in the first wall round, as RGG's rules of 2007 said; off, guards may be posted there, as Hans im Glück said in 2015 (the rulebook's footnote 7)"},
}

// optionSpec is what the options may hold.
var optionSpec = engine.OptionSpec{Example: `{"guardFromReturned": true}`}

// Bind reads the pack's rules.city block; options (OptionDocs) override
// its rules.city.options.
func (Ruleset) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	if set.Pack.Rules.City == nil {
		return nil, fmt.Errorf("pack %s has no rules.city block", set.Pack.ID)
	}
	params := *set.Pack.Rules.City
	if err := engine.DecodeOptions(options, &params.Options, optionSpec); err != nil {
		return nil, err
	}
	r := &Rules{
		params:      params,
		street:      set.KindIndex(schema.KindStreet),
		residential: set.KindIndex(schema.KindResidential),
		market:      set.KindIndex(schema.KindMarket),
	}
	r.opts = engine.Options{
		MinPlayers:    r.params.Players.Min,
		MaxPlayers:    r.params.Players.Max,
		Followers:     r.params.Followers,
		FollowerKinds: 1<<r.street | 1<<r.residential | 1<<r.market,
	}
	r.marketKind = make([][]int8, len(set.Tiles))
	r.buildings = make([]int, len(set.Tiles))
	r.historic = make([]int, len(set.Tiles))
	for _, t := range set.Pack.Tiles {
		def, ok := set.Tile(t.ID)
		if !ok {
			continue
		}
		mk := make([]int8, len(t.Features))
		for fi, f := range t.Features {
			mk[fi] = int8(marketIndex(f.Market))
			r.buildings[def.Index] += min(f.Buildings, 127)
			if f.Historic != "" {
				r.historic[def.Index]++
			}
		}
		r.marketKind[def.Index] = mk
	}
	r.ports = make([][4][]uint16, len(set.Tiles))
	r.marketAt = make([][4][schema.NumPorts]int8, len(set.Tiles))
	r.marketBorders = make([][][]int8, len(set.Tiles))
	r.hasMarket = make([]bool, len(set.Tiles))
	for ti, def := range set.Tiles {
		for _, f := range def.Features {
			r.hasMarket[ti] = r.hasMarket[ti] || f.Kind == r.market
		}
		for q := range def.Rot {
			ports := make([]uint16, len(def.Features))
			for port, fi := range def.Rot[q].Feature {
				r.marketAt[ti][q][port] = -1
				if fi >= 0 {
					ports[fi] |= 1 << port
					if def.Features[fi].Kind == r.market {
						r.marketAt[ti][q][port] = fi
					}
				}
			}
			r.ports[ti][q] = ports
		}
		r.marketBorders[ti] = make([][]int8, len(def.Features))
		for fi, f := range def.Features {
			for _, b := range f.Borders {
				if def.Features[b].Kind == r.market {
					r.marketBorders[ti][fi] = append(r.marketBorders[ti][fi], int8(b))
				}
			}
		}
	}
	return r, nil
}

// marketIndex is a market kind's index among the schema's kinds, -1 for
// none.
func marketIndex(kind string) int {
	for i, k := range schema.MarketKinds {
		if k == kind {
			return i
		}
	}
	return -1
}

// Options returns the mechanics of the bound rules.
func (r *Rules) Options() engine.Options { return r.opts }

// Params returns the pack's rules.city block, its options as the game's
// options set them.
func (r *Rules) Params() schema.CityRules { return r.params }

// ScoresOnCompletion reports whether kind k scores when completed in
// play: streets and markets (residential areas only at the end).
func (r *Rules) ScoresOnCompletion(k int) bool { return k == r.street || k == r.market }

// Value tells bots what a feature is worth (engine.Valuer): a street by
// its tiles at the rate of its length, a market by its tiles (each kind
// it holds multiplies that, which a bot cannot see here), a residential
// area by the markets it borders.
func (r *Rules) Value(kind int, f engine.FeatureValue) int {
	s := r.params.Scoring
	switch kind {
	case r.street:
		if s.Street.LongFrom > 0 && f.Tiles >= s.Street.LongFrom {
			return f.Tiles * s.Street.LongPerTile
		}
		return f.Tiles * s.Street.PerTile
	case r.market:
		return f.Tiles * s.Market.PerTilePerMarketKind
	case r.residential:
		return f.Bordering * s.Residential.PerAdjacentMarket
	}
	return 0
}
