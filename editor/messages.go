package editor

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// The Messages module's deck (rules.messages.deck) as rows: add one,
// remove one, move one up or down (the deck is listed top first, as it is
// set up), and change a row's number, action, feature or points. The
// words of each row say what the message does.

// MessageActions are the actions a message may have, as the schema names
// them.
var MessageActions = []string{"score-smallest", "per-pennant", "per-follower", "extra-tile", "score-and-return"}

// MessageFeatures are the feature kinds a message's action may concern.
var MessageFeatures = []string{"road", "city", "cloister", "field"}

// MessageTakesFeature says whether an action concerns a feature kind
// (the smallest road, city or cloister; followers on a kind).
func MessageTakesFeature(action string) bool {
	return action == "score-smallest" || action == "per-follower"
}

// MessageTakesPoints says whether an action gives points per thing
// (per pennant, per follower).
func MessageTakesPoints(action string) bool {
	return action == "per-pennant" || action == "per-follower"
}

// followerOn names the follower that stands on a feature kind.
var followerOn = map[string]string{"road": "robber", "city": "knight", "cloister": "monk", "field": "farmer"}

// MessageWords says what message m does, in the players' words: "Score
// your smallest city at its end-game value, for you alone".
func MessageWords(m schema.Message) string {
	feature := cmp.Or(m.Feature, "… (choose a feature)")
	switch m.Action {
	case "score-smallest":
		return fmt.Sprintf("Score your smallest %s at its end-game value, for you alone (among those holding a follower of yours)", feature)
	case "per-pennant":
		return fmt.Sprintf("%s per pennant in every city holding a follower of yours", Plural(m.Points, "point"))
	case "per-follower":
		who := cmp.Or(followerOn[m.Feature], "follower on a "+feature)
		return fmt.Sprintf("%s per %s of yours; they stay", Plural(m.Points, "point"), who)
	case "extra-tile":
		return "Draw and place one more land tile, with a full turn (a follower too)"
	case "score-and-return":
		return "Score the feature of one of your followers if you hold its majority, as at the end of the game; then take that follower back"
	}
	return fmt.Sprintf("Unknown action %q: choose one of the list", m.Action)
}

// messageDeck is the pack's deck, or why it has none.
func messageDeck(p *schema.Pack) (*schema.MessagesRules, error) {
	if p.Rules.Messages == nil {
		return nil, fmt.Errorf("the pack has no Messages rules")
	}
	return p.Rules.Messages, nil
}

// message is row i of the deck.
func message(p *schema.Pack, i int) (*schema.Message, error) {
	r, err := messageDeck(p)
	if err != nil {
		return nil, err
	}
	if i < 0 || i >= len(r.Deck) {
		return nil, fmt.Errorf("the deck has no message %d (it has %d)", i+1, len(r.Deck))
	}
	return &r.Deck[i], nil
}

// AddMessage puts a new message at the bottom of the deck, numbered one
// past the highest number: "extra-tile", which needs nothing more.
type AddMessage struct{}

func (AddMessage) Label() string { return "add a message" }

func (AddMessage) Apply(p *schema.Pack) error {
	r, err := messageDeck(p)
	if err != nil {
		return err
	}
	n := 0
	for _, m := range r.Deck {
		n = max(n, m.Number)
	}
	r.Deck = append(r.Deck, schema.Message{Number: n + 1, Action: "extra-tile"})
	return nil
}

// RemoveMessage takes row Index out of the deck.
type RemoveMessage struct{ Index int }

func (c RemoveMessage) Label() string { return fmt.Sprintf("remove message row %d", c.Index+1) }

func (c RemoveMessage) Apply(p *schema.Pack) error {
	if _, err := message(p, c.Index); err != nil {
		return err
	}
	r := p.Rules.Messages
	r.Deck = slices.Delete(r.Deck, c.Index, c.Index+1)
	return nil
}

// MoveMessage moves row Index one place up the deck (By -1, towards the
// top) or down (By 1).
type MoveMessage struct{ Index, By int }

func (c MoveMessage) Label() string {
	if c.By < 0 {
		return fmt.Sprintf("move message row %d up", c.Index+1)
	}
	return fmt.Sprintf("move message row %d down", c.Index+1)
}

func (c MoveMessage) Apply(p *schema.Pack) error {
	if c.By != 1 && c.By != -1 {
		return fmt.Errorf("a message moves one row up or down, not %d", c.By)
	}
	if _, err := message(p, c.Index); err != nil {
		return err
	}
	deck, to := p.Rules.Messages.Deck, c.Index+c.By
	switch {
	case to < 0:
		return fmt.Errorf("message row %d is already at the top of the deck", c.Index+1)
	case to >= len(deck):
		return fmt.Errorf("message row %d is already at the bottom of the deck", c.Index+1)
	}
	deck[c.Index], deck[to] = deck[to], deck[c.Index]
	return nil
}

// SetMessageNumber sets the number printed on row Index's message.
type SetMessageNumber struct{ Index, Number int }

func (c SetMessageNumber) Label() string {
	return fmt.Sprintf("set the number of message row %d to %d", c.Index+1, c.Number)
}

func (c SetMessageNumber) Apply(p *schema.Pack) error {
	m, err := message(p, c.Index)
	if err != nil {
		return err
	}
	m.Number = c.Number
	return nil
}

// Merge joins a number typed digit by digit.
func (c SetMessageNumber) Merge(next Command) (Command, bool) {
	n, ok := next.(SetMessageNumber)
	return n, ok && n.Index == c.Index
}

// SetMessageAction sets row Index's action. A feature or points the new
// action does not take are removed with it (the form no longer shows
// them); a feature the action needs is left to be chosen.
type SetMessageAction struct {
	Index  int
	Action string
}

func (c SetMessageAction) Label() string {
	return fmt.Sprintf("set the action of message row %d to %s", c.Index+1, c.Action)
}

func (c SetMessageAction) Apply(p *schema.Pack) error {
	if !slices.Contains(MessageActions, c.Action) {
		return fmt.Errorf("%q is not a message action (want one of %v)", c.Action, MessageActions)
	}
	m, err := message(p, c.Index)
	if err != nil {
		return err
	}
	m.Action = c.Action
	if !MessageTakesFeature(c.Action) {
		m.Feature = ""
	}
	if !MessageTakesPoints(c.Action) {
		m.Points = 0
	}
	return nil
}

// SetMessageFeature sets the feature kind row Index's action concerns.
type SetMessageFeature struct {
	Index   int
	Feature string
}

func (c SetMessageFeature) Label() string {
	return fmt.Sprintf("set the feature of message row %d to %s", c.Index+1, c.Feature)
}

func (c SetMessageFeature) Apply(p *schema.Pack) error {
	if !slices.Contains(MessageFeatures, c.Feature) {
		return fmt.Errorf("%q is not a feature a message concerns (want one of %v)", c.Feature, MessageFeatures)
	}
	m, err := message(p, c.Index)
	if err != nil {
		return err
	}
	if !MessageTakesFeature(m.Action) {
		return fmt.Errorf("message row %d (%s) takes no feature", c.Index+1, m.Action)
	}
	m.Feature = c.Feature
	return nil
}

// SetMessagePoints sets the points per pennant or follower of row Index.
type SetMessagePoints struct{ Index, Points int }

func (c SetMessagePoints) Label() string {
	return fmt.Sprintf("set the points of message row %d to %d", c.Index+1, c.Points)
}

func (c SetMessagePoints) Apply(p *schema.Pack) error {
	m, err := message(p, c.Index)
	if err != nil {
		return err
	}
	if !MessageTakesPoints(m.Action) {
		return fmt.Errorf("message row %d (%s) gives no points per pennant or follower", c.Index+1, m.Action)
	}
	if c.Points < 0 {
		return fmt.Errorf("a message's points cannot be negative (%d)", c.Points)
	}
	m.Points = c.Points
	return nil
}

// Merge joins points typed digit by digit.
func (c SetMessagePoints) Merge(next Command) (Command, bool) {
	n, ok := next.(SetMessagePoints)
	return n, ok && n.Index == c.Index
}
