// Package classic is the ruleset of the Carcassonne base game as the Winter
// Edition plays it (../shared/rules/classic.md): roads, cities, cloisters
// and fields, majority scoring, final scoring with third-edition farms, and
// the rulebook's house rules as switches.
package classic

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// maxHand is the largest hand the hand-size house rule allows.
const maxHand = 5

// Ruleset is the classic ruleset.
type Ruleset struct{}

// Name returns "classic".
func (Ruleset) Name() string { return "classic" }

// Rules are the classic rules bound to a pack.
type Rules struct {
	params schema.ClassicRules
	house  schema.ClassicHouseRules
	// kind indices in the set
	road, city, cloister, field int
	opts                        engine.Options
	occupied, bordering         []engine.Node
}

// Bind reads the pack's classic block. options is a JSON object with the
// house-rule switches (the keys of rules.classic.houseRules), overriding
// the pack's.
func (Ruleset) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	if set.Pack.Rules.Classic == nil {
		return nil, fmt.Errorf("classic: pack %s has no rules.classic block", set.Pack.ID)
	}
	r := &Rules{params: *set.Pack.Rules.Classic}
	r.house = r.params.HouseRules
	if len(bytes.TrimSpace(options)) > 0 && !bytes.Equal(bytes.TrimSpace(options), []byte("null")) {
		dec := json.NewDecoder(bytes.NewReader(options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r.house); err != nil {
			return nil, fmt.Errorf("classic: options: %w (the options are the house rules: handSize, returnUnplaceable, noIncompleteScoring, board, edgeCompletes, holeBonusTurn)", err)
		}
	}
	if r.house.HandSize < 0 || r.house.HandSize > maxHand {
		return nil, fmt.Errorf("classic: options: handSize %d must be between 1 and %d", r.house.HandSize, maxHand)
	}
	if b := r.house.Board; b != nil && (b.Width < 1 || b.Height < 1) {
		return nil, fmt.Errorf("classic: options: board %dx%d must be at least 1x1", b.Width, b.Height)
	}
	if r.house.EdgeCompletes && r.house.Board == nil {
		return nil, fmt.Errorf("classic: options: edgeCompletes needs a bounded board (set board)")
	}
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
		EdgeCompletes:     r.house.EdgeCompletes,
		HoleBonusTurn:     r.house.HoleBonusTurn,
	}
	if b := r.house.Board; b != nil {
		r.opts.Width, r.opts.Height = b.Width, b.Height
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

// ScoresOnCompletion reports whether kind k scores when completed in play.
func (r *Rules) ScoresOnCompletion(k int) bool { return k == r.road || k == r.city || k == r.cloister }
