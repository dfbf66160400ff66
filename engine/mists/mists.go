// Package mists is the ruleset of Mists over Carcassonne
// (../shared/rules/mists.md and its seed): a cooperative game in six
// levels where the team places tiles, calms the ghosts that the fog brings
// and scores together towards a goal. It runs its own turns on the engine's
// board: tiles come from stacks, the team makes choices (which colour,
// points or ghost removal, which graveyard, which meeple to bury, where a
// dog goes, where a face-down tile lies), and the game ends the moment it
// is won or lost.
package mists

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Colours are the meeple colours in set-up order (the rulebook's six).
var Colours = [engine.MaxPlayers]string{"red", "green", "blue", "yellow", "black", "pink"}

// Options are the rule options a record or the command line may set.
type Options struct {
	// Level is the level played; 0 picks the level whose mix is played.
	Level int `json:"level,omitempty"`
	// Collective is "per-colour" (the rulebook's FAQ, default) or
	// "majority" (only the colours with most meeples on a feature score).
	Collective string `json:"collective,omitempty"`
}

// Rules are the Mists rules bound to a pack and a level.
type Rules struct {
	Set    *engine.Set
	Params schema.MistsRules
	Level  schema.MistsLevel
	// Majority: the collective option is "majority".
	Majority bool
	options  Options
	// kind indices in the set
	road, city, castle, graveyard, fog int
	// fogPorts[t][q] is tile t's fog ports in board orientation turned q
	// quarter turns; fogFeature[t] its fog feature index (-1 for none).
	fogPorts   [][4]schema.PortSet
	fogFeature []int
	castleOf   []int // tile -> castle feature index, -1
	graveOf    []int // tile -> graveyard feature index, -1
	symbols    [][]int
}

// OptionDocs describe Mists' options.
var OptionDocs = []engine.OptionDoc{
	{Name: "level", Default: "the level whose mix is played", Meaning: "the level of the pack's level table to play (its ghosts, goal, dogs, graveyards)",
		Type: engine.OptionInt, Min: 1, Max: schema.MaxComponents},
	{Name: "collective", Default: "the pack's rules.mists.collective (per-colour)", Meaning: `how a feature with meeples of several colours scores: "per-colour" (once per colour on it) or "majority" (only the colours with most meeples, ties all)`,
		Type: engine.OptionChoice, Choices: []string{"per-colour", "majority"}},
}

// optionSpec bounds the options as the JSON Schema bounds the pack's
// levels and collective scoring.
var optionSpec = engine.OptionSpec{
	Example: `{"level": 2}`,
	Ints:    map[string]engine.Bound{"level": {Min: 1, Max: schema.MaxComponents}},
	Strings: map[string][]string{"collective": {"per-colour", "majority"}},
}

// Bind reads the pack's mists block and picks the level. options is a JSON
// object with "level" and "collective", or empty; options it cannot take
// are refused with an *engine.OptionsError.
func Bind(set *engine.Set, options json.RawMessage) (*Rules, error) {
	if set.Pack.Rules.Mists == nil {
		return nil, fmt.Errorf("pack %s has no rules.mists block", set.Pack.ID)
	}
	r := &Rules{Set: set, Params: *set.Pack.Rules.Mists}
	if err := engine.DecodeOptions(options, &r.options, optionSpec); err != nil {
		return nil, err
	}
	coll := r.options.Collective
	if coll == "" {
		coll = r.Params.Collective
	}
	switch coll {
	case "", "per-colour":
	case "majority":
		r.Majority = true
	default: // the options' values are checked: the pack's is wrong
		return nil, fmt.Errorf("pack %s: rules.mists.collective must be \"per-colour\" or \"majority\", not %q", set.Pack.ID, coll)
	}
	r.road = set.KindIndex(schema.KindRoad)
	r.city = set.KindIndex(schema.KindCity)
	r.castle = set.KindIndex(schema.KindCastle)
	r.graveyard = set.KindIndex(schema.KindGraveyard)
	r.fog = set.KindIndex(schema.KindFog)
	for _, t := range set.Tiles {
		var ports [4]schema.PortSet
		fogFeat, castle, grave := -1, -1, -1
		for fi, f := range t.Features {
			switch f.Kind {
			case r.fog:
				fogFeat = fi
				for q := range 4 {
					ports[q] |= engine.TurnPorts(f.Ports, q)
				}
			case r.castle:
				castle = fi
			case r.graveyard:
				grave = fi
			}
		}
		r.fogPorts = append(r.fogPorts, ports)
		r.fogFeature = append(r.fogFeature, fogFeat)
		r.castleOf = append(r.castleOf, castle)
		r.graveOf = append(r.graveOf, grave)
	}
	r.symbols = make([][]int, len(set.Tiles))
	for i := range set.Pack.Tiles {
		r.symbols[i] = copySymbols(&set.Pack.Tiles[i])
	}
	return r, nil
}

// copySymbols lists the ghost symbols of a tile's copies as the pack
// describes them: the listed copies first, then the tile's default.
func copySymbols(t *schema.Tile) []int {
	var out []int
	for _, c := range t.Copies {
		g := t.Ghosts
		if c.Ghosts != nil {
			g = *c.Ghosts
		}
		for range c.N() {
			out = append(out, g)
		}
	}
	return out
}

// levelFor picks the level: the option, else the one level that plays mix.
func (r *Rules) levelFor(mix string) error {
	var match []schema.MistsLevel
	for _, lv := range r.Params.Levels {
		if r.options.Level != 0 && lv.Level == r.options.Level || r.options.Level == 0 && lv.Mix == mix {
			match = append(match, lv)
		}
	}
	if len(match) != 1 {
		var names []string
		for _, lv := range r.Params.Levels {
			names = append(names, fmt.Sprintf("%d (mix %s)", lv.Level, lv.Mix))
		}
		if r.options.Level != 0 {
			return fmt.Errorf("pack %s has no level %d (levels: %s)", r.Set.Pack.ID, r.options.Level, strings.Join(names, ", "))
		}
		if len(match) == 0 {
			return fmt.Errorf("no level of pack %s plays mix %q: choose a level's mix or set the option level (levels: %s)", r.Set.Pack.ID, mix, strings.Join(names, ", "))
		}
		return fmt.Errorf("several levels play mix %q: set the option level", mix)
	}
	r.Level = match[0]
	if r.Level.Mix != mix {
		return fmt.Errorf("level %d plays mix %s, not %s", r.Level.Level, r.Level.Mix, mix)
	}
	return nil
}

// meeples returns the set-up for n players: colours per player and
// meeples per colour.
func (r *Rules) meeples(n int) (colours, per int, err error) {
	for _, m := range r.Params.Meeples {
		if n >= 1 && m.MinPlayers <= n && n <= m.MaxPlayers {
			if m.ColoursPerPlayer < 1 {
				return 0, 0, fmt.Errorf("the set-up for %d players gives each %d colours: each plays at least 1", n, m.ColoursPerPlayer)
			}
			if m.ColoursPerPlayer > len(Colours)/n {
				return 0, 0, fmt.Errorf("%d players with %d colours each need more than the %d colours", n, m.ColoursPerPlayer, len(Colours))
			}
			return m.ColoursPerPlayer, m.PerColour, nil
		}
	}
	return 0, 0, fmt.Errorf("%w: %d (pack %s sets up %d to %d players)", engine.ErrPlayerCount, n, r.Set.Pack.ID, r.Params.Players.Min, r.Params.Players.Max)
}

// core are the engine mechanics Mists uses: followers on roads, cities
// and castles; the engine's own scoring hooks do nothing, since Mists
// scores in its turn.
type core struct {
	opts engine.Options
}

func (c core) Options() engine.Options             { return c.opts }
func (core) ScoreTurn(*engine.Game, []engine.Node) {}
func (core) ScoreFinal(*engine.Game)               {}

// hasFog reports whether tile t has fog.
func (r *Rules) hasFog(t int) bool { return r.fogFeature[t] >= 0 }
