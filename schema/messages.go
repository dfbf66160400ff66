package schema

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
)

// The Messages module's words, shared by the engine that plays a deck,
// the editor that edits it and the exporter that prints it.

// Message actions as packs spell them (rules.messages.deck[].action).
const (
	MessageScoreSmallest  = "score-smallest"
	MessagePerPennant     = "per-pennant"
	MessagePerFollower    = "per-follower"
	MessageExtraTile      = "extra-tile"
	MessageScoreAndReturn = "score-and-return"
)

// MessageActions lists the actions a message may have.
var MessageActions = []string{MessageScoreSmallest, MessagePerPennant, MessagePerFollower, MessageExtraTile, MessageScoreAndReturn}

// MessageFeatures lists the feature kinds a message's action may concern.
var MessageFeatures = []string{string(KindRoad), string(KindCity), string(KindCloister), string(KindField)}

// MessageTakesFeature reports whether an action concerns a feature kind
// (the smallest road, city or cloister; the followers on a kind).
func MessageTakesFeature(action string) bool {
	return action == MessageScoreSmallest || action == MessagePerFollower
}

// MessageTakesPoints reports whether an action gives points per thing
// (per pennant, per follower).
func MessageTakesPoints(action string) bool {
	return action == MessagePerPennant || action == MessagePerFollower
}

// FollowerName names a follower by the kind of feature it stands on, as
// the rulebooks do: a thief on a road, a knight in a city, a monk in a
// cloister, a farmer on a field; "follower" for any other kind.
func FollowerName(kind Kind) string {
	switch kind {
	case KindRoad:
		return "thief"
	case KindCity:
		return "knight"
	case KindCloister:
		return "monk"
	case KindField:
		return "farmer"
	}
	return "follower"
}

// Words says what message m does, in the players' words: "Score your
// smallest city at its end-game value, for you alone (among those holding
// a follower of yours)".
func (m Message) Words() string {
	feature := cmp.Or(m.Feature, "… (choose a feature)")
	switch m.Action {
	case MessageScoreSmallest:
		return fmt.Sprintf("Score your smallest %s at its end-game value, for you alone (among those holding a follower of yours)", feature)
	case MessagePerPennant:
		return fmt.Sprintf("%s per pennant in every city holding a follower of yours", pointsWord(m.Points))
	case MessagePerFollower:
		who := "follower on a " + feature
		if m.Feature != "" && FollowerName(Kind(m.Feature)) != "follower" {
			who = FollowerName(Kind(m.Feature))
		}
		return fmt.Sprintf("%s per %s of yours; they stay", pointsWord(m.Points), who)
	case MessageExtraTile:
		return "Draw and place one more land tile, with a full turn (a follower too)"
	case MessageScoreAndReturn:
		return "Score the feature of one of your followers if you hold its majority, as at the end of the game; then take that follower back"
	}
	return fmt.Sprintf("Unknown action %q: choose one of the list", m.Action)
}

// pointsWord writes "1 point", "2 points".
func pointsWord(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// ModuleMessages is the Messages module's name in a pack's "modules".
const ModuleMessages = "messages"

// PlaysModule reports whether the pack plays with the named module.
func (p *Pack) PlaysModule(name string) bool { return slices.Contains(p.Modules, name) }

// BlockTitle names a rules block or module for people ("the Messages
// module"), or says "the module NAME" of one the format does not know.
func BlockTitle(name string) string {
	for _, b := range ruleBlocks() {
		if b.name == name {
			return b.game
		}
	}
	return "the module " + name
}
