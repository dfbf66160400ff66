// Package classic is the ruleset of the Carcassonne base game as the Winter
// Edition plays it (../shared/rules/classic.md): roads, cities, cloisters
// and fields, majority scoring, final scoring with third-edition farms, and
// the rulebook's house rules as switches.
package classic

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Ruleset is the classic ruleset.
type Ruleset struct{}

// Name returns "classic".
func (Ruleset) Name() string { return "classic" }

// OptionDocs describe classic's options: the house rules of classic.md,
// each off (or the rulebook's value) unless the pack's
// rules.classic.houseRules or the options set it.
var OptionDocs = []engine.OptionDoc{
	{Name: "handSize", Default: "1", Meaning: "tiles each player holds; the rulebook's variant plays from a hand of 3",
		Type: engine.OptionInt, Min: 1, Max: schema.MaxHandSize},
	{Name: "returnUnplaceable", Default: "false", Meaning: "a tile that fits nowhere goes back into the bag, unless no tile left in the bag fits", Type: engine.OptionBool},
	{Name: "noIncompleteScoring", Default: "false", Meaning: "incomplete roads, cities and cloisters score nothing at the end (farms still score)", Type: engine.OptionBool},
	{Name: "board", Default: "none", Meaning: `a fixed table of {"width": W, "height": H} cells around the start tile`, Type: engine.OptionObject},
	{Name: "edgeCompletes", Default: "false", Meaning: "with board: ports facing the table edge count as closed", Type: engine.OptionBool},
	{Name: "holeBonusTurn", Default: "false", Meaning: "a tile placed with neighbours on all four sides gives another turn", Type: engine.OptionBool},
}

// optionSpec bounds the options as the JSON Schema bounds the pack's house
// rules.
var optionSpec = engine.OptionSpec{
	Example: `{"handSize": 3}`,
	Ints: map[string]engine.Bound{
		"handSize":     {Min: 1, Max: schema.MaxHandSize},
		"board.width":  {Min: 1, Max: schema.MaxBoardSide},
		"board.height": {Min: 1, Max: schema.MaxBoardSide},
	},
}

// withOptions returns the house rules with the options (a JSON object of
// house rules) over them. A board in the options replaces the pack's and
// gives both sides.
func withOptions(house schema.ClassicHouseRules, options json.RawMessage) (schema.ClassicHouseRules, error) {
	packBoard := house.Board
	house.Board = nil // decoded afresh, never into the pack's own board
	if err := engine.DecodeOptions(options, &house, optionSpec); err != nil {
		return house, err
	}
	switch b := house.Board; {
	case b == nil:
		house.Board = packBoard
	case b.Width == 0 || b.Height == 0:
		return house, &engine.OptionsError{Msg: `options: "board" must give both "width" and "height", like {"width": 7, "height": 7}`}
	}
	if house.EdgeCompletes && house.Board == nil {
		return house, &engine.OptionsError{Msg: `options: "edgeCompletes" needs a bounded table: give "board" too, like {"board": {"width": 7, "height": 7}, "edgeCompletes": true}`}
	}
	return house, nil
}

// houseProblem says what is wrong with a pack's house rules, in the
// schema's terms, or "" when nothing is.
func houseProblem(h schema.ClassicHouseRules) string {
	side := func(name string, v int) string {
		if v < 1 || v > schema.MaxBoardSide {
			return fmt.Sprintf("%q in \"board\" must be a whole number from 1 to %d, not %d", name, schema.MaxBoardSide, v)
		}
		return ""
	}
	switch {
	case h.HandSize < 0 || h.HandSize > schema.MaxHandSize: // 0: not given
		return fmt.Sprintf(`"handSize" must be a whole number from 1 to %d, not %d`, schema.MaxHandSize, h.HandSize)
	case h.Board != nil && side("width", h.Board.Width) != "":
		return side("width", h.Board.Width)
	case h.Board != nil && side("height", h.Board.Height) != "":
		return side("height", h.Board.Height)
	case h.EdgeCompletes && h.Board == nil:
		return `"edgeCompletes" needs a bounded table: give "board" too`
	}
	return ""
}

// Rules are the classic rules bound to a pack.
type Rules struct {
	params schema.ClassicRules
	house  schema.ClassicHouseRules
	// kind indices in the set
	road, city, cloister, field int
	opts                        engine.Options
	occupied, bordering         []engine.Node
	onAward                     func(mask uint32, points int, n engine.Node, phase engine.Phase)
}

// Bind reads the pack's classic block. options is a JSON object with the
// house-rule switches (the keys of rules.classic.houseRules), overriding
// the pack's, within the same limits; options it cannot take are refused
// with an *engine.OptionsError.
func (Ruleset) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	if set.Pack.Rules.Classic == nil {
		return nil, fmt.Errorf("pack %s has no rules.classic block", set.Pack.ID)
	}
	r := &Rules{params: *set.Pack.Rules.Classic}
	// The pack's house rules are checked as the schema checks them (a pack
	// may reach the engine unvalidated), then the options over them.
	if msg := houseProblem(r.params.HouseRules); msg != "" {
		return nil, fmt.Errorf("pack %s: rules.classic.houseRules: %s", set.Pack.ID, msg)
	}
	house, err := withOptions(r.params.HouseRules, options)
	if err != nil {
		return nil, err
	}
	r.house = house
	r.road = set.KindIndex(schema.KindRoad)
	r.city = set.KindIndex(schema.KindCity)
	r.cloister = set.KindIndex(schema.KindCloister)
	r.field = set.KindIndex(schema.KindField)
	r.opts = engine.Options{
		MinPlayers:        r.params.Players.Min,
		MaxPlayers:        r.params.Players.Max,
		Followers:         r.params.Followers,
		FollowerKinds:     1<<r.road | 1<<r.city | 1<<r.cloister | 1<<r.field,
		HandSize:          r.house.HandSize,
		ReturnUnplaceable: r.house.ReturnUnplaceable,
		HoleBonusTurn:     r.house.HoleBonusTurn,
	}
	// The house rule "a bounded table" is a rectangular board shape, and
	// "the table edge completes features" closes the ports facing its edge.
	if b := r.house.Board; b != nil {
		r.opts.Shape = engine.Rectangle(b.Width, b.Height, r.house.EdgeCompletes)
	}
	return r, nil
}

// Options returns the mechanics of the bound rules.
func (r *Rules) Options() engine.Options { return r.opts }

// HouseRules returns the house rules in force.
func (r *Rules) HouseRules() schema.ClassicHouseRules { return r.house }

// Value tells bots what a feature is worth (engine.Valuer): complete
// features at the in-play rates, incomplete ones at the end-game rates,
// fields by the completed cities they border.
func (r *Rules) Value(kind int, f engine.FeatureValue) int {
	var rate schema.Points
	switch kind {
	case r.road:
		rate = r.params.Scoring.Road.Incomplete
		if f.Complete {
			rate = r.params.Scoring.Road.Complete
		}
	case r.city:
		rate = r.params.Scoring.City.Incomplete
		if f.Complete {
			rate = r.params.Scoring.City.Complete
		}
	case r.cloister:
		rate = r.params.Scoring.Cloister.Incomplete
		if f.Complete {
			rate = r.params.Scoring.Cloister.Complete
		}
	case r.field:
		return f.Bordering * r.params.Scoring.Farm.PerCompletedCity
	default:
		return 0
	}
	if !f.Complete && r.house.NoIncompleteScoring {
		return 0
	}
	return f.Tiles*rate.PerTile + f.Pennants*rate.PerPennant
}

// EndValue is what feature n would score at the end of the game as classic
// scores it then: an incomplete road, city or cloister at the incomplete
// rates (nothing under noIncompleteScoring), a field by the completed
// cities it borders; a complete feature at the complete rates.
func (r *Rules) EndValue(g *engine.Game, n engine.Node) int {
	k := g.KindOf(n)
	f := engine.FeatureValue{Tiles: g.Tiles(n), Pennants: g.Pennants(n), Complete: g.Complete(n)}
	if k == r.field {
		r.bordering = g.AppendBordering(n, r.bordering[:0])
		for _, b := range r.bordering {
			if g.KindOf(b) == r.city && g.Complete(b) {
				f.Bordering++
			}
		}
	}
	return r.Value(k, f)
}

// ScoresOnCompletion reports whether kind k scores when completed in play.
func (r *Rules) ScoresOnCompletion(k int) bool { return k == r.road || k == r.city || k == r.cloister }
