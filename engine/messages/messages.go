// Package messages is the Messages mini expansion (../shared/rules/
// messages.md): a module on the classic ruleset. Every player has two
// score figures; whoever scores chooses the figure each feature's points
// move; when a round of scoring leaves one of the active player's moved
// figures on a dark space (0, 5, 10, …) that player takes the top message
// and carries out its action or scores its seal instead; message points
// are a new round and can chain. The classic rules score the board; this
// package wraps classic's turn (turn.go) with the figures, the deck and
// the choices. A game is an engine.State: its turn is data (a phase and
// the loops of the round), its choices are decisions of the match
// protocol, and the tiles drawn and messages turned over are chance
// events, so a match, a search, a simulation and a record replay all play
// the same game.
package messages

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/schema"
)

// Module is the module's name as packs and records spell it.
const Module = "messages"

// In reports whether the set's pack plays the Messages module: a classic
// pack (or combination) that lists it and has its rules block.
func In(set *engine.Set) bool {
	return set.Ruleset.Name == "classic" && slices.Contains(set.Pack.Modules, Module) && set.Pack.Rules.Messages != nil
}

// The message actions of the pack's deck (schema: rules.messages.deck).
const (
	ActionSmallest    = schema.MessageScoreSmallest
	ActionPerPennant  = schema.MessagePerPennant
	ActionPerFollower = schema.MessagePerFollower
	ActionExtraTile   = schema.MessageExtraTile
	ActionReturn      = schema.MessageScoreAndReturn
)

// Rules are the classic rules with the Messages module, bound to a pack:
// the classic rules score the board; the module watches every award
// (classic.Rules.OnAward) and plays its round after the classic scoring
// of each tile (turn.go), before the turn passes.
type Rules struct {
	*classic.Rules
	params schema.MessagesRules
	// kind indices in the set of the features the deck names
	kinds map[schema.Kind]int
	city  int
	opts  moduleOptions
	// cropKind is, per tile index, the kind index of its crop circle (-1
	// for none).
	cropKind []int
}

// Bind binds the classic rules with options (the classic house rules) and
// the pack's rules.messages block.
func Bind(set *engine.Set, options json.RawMessage) (*Rules, error) {
	if !In(set) {
		return nil, fmt.Errorf("pack %s does not play the messages module: play it with the messages expansion (PACK --with messages)", set.Pack.ID)
	}
	mo, rest, err := splitOptions(options)
	if err != nil {
		return nil, err
	}
	cr, err := classic.Ruleset{}.Bind(set, rest)
	if err != nil {
		return nil, err
	}
	p := *set.Pack.Rules.Messages
	if err := checkParams(set.Pack.ID, p); err != nil {
		return nil, err
	}
	r := &Rules{Rules: cr.(*classic.Rules), params: p, kinds: map[schema.Kind]int{}, city: set.KindIndex(schema.KindCity), opts: mo, cropKind: cropKindOf(set)}
	for _, k := range []schema.Kind{schema.KindRoad, schema.KindCity, schema.KindCloister, schema.KindField} {
		r.kinds[k] = set.KindIndex(k)
	}
	return r, nil
}

// maxFigures bounds the score figures per player, as the schema does.
const maxFigures = schema.MaxScoreFigures

// checkParams refuses parameters the module cannot play, as a pack that
// reached the engine unvalidated might hold.
func checkParams(pack string, p schema.MessagesRules) error {
	switch {
	case p.Figures < 1 || p.Figures > maxFigures:
		return fmt.Errorf("pack %s: rules.messages: \"figures\" must be 1 to %d, not %d", pack, maxFigures, p.Figures)
	case p.DarkEvery < 1:
		return fmt.Errorf("pack %s: rules.messages: \"darkEvery\" must be at least 1, not %d", pack, p.DarkEvery)
	case len(p.Deck) == 0:
		return fmt.Errorf("pack %s: rules.messages: the deck has no message", pack)
	case len(p.Deck) > schema.MaxMessages:
		return fmt.Errorf("pack %s: rules.messages: the deck has %d messages; a deck holds at most %d", pack, len(p.Deck), schema.MaxMessages)
	}
	for i, m := range p.Deck {
		switch m.Action {
		case ActionSmallest, ActionPerFollower:
			if _, ok := featureKinds[schema.Kind(m.Feature)]; !ok {
				return fmt.Errorf("pack %s: rules.messages.deck[%d]: message %d (%s) needs \"feature\": road, city, cloister or field", pack, i, m.Number, m.Action)
			}
		case ActionPerPennant, ActionExtraTile, ActionReturn:
		default:
			return fmt.Errorf("pack %s: rules.messages.deck[%d]: message %d has no action %q (actions: %s, %s, %s, %s, %s)", pack, i, m.Number, m.Action,
				ActionSmallest, ActionPerPennant, ActionPerFollower, ActionExtraTile, ActionReturn)
		}
	}
	return nil
}

var featureKinds = map[schema.Kind]bool{schema.KindRoad: true, schema.KindCity: true, schema.KindCloister: true, schema.KindField: true}

// Params are the module's parameters in force.
func (r *Rules) Params() schema.MessagesRules { return r.params }
