package editor

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The Messages module's deck (rules.messages.deck) as rows: add one,
// remove one, move one up or down (the deck is listed top first, as it is
// set up), and change a row's number, action, feature or points. The
// words of each row say what the message does.

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
	if !slices.Contains(schema.MessageActions, c.Action) {
		return fmt.Errorf("%q is not a message action (want one of %s)", c.Action, strings.Join(schema.MessageActions, ", "))
	}
	m, err := message(p, c.Index)
	if err != nil {
		return err
	}
	m.Action = c.Action
	if !schema.MessageTakesFeature(c.Action) {
		m.Feature = ""
	}
	if !schema.MessageTakesPoints(c.Action) {
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
	if !slices.Contains(schema.MessageFeatures, c.Feature) {
		return fmt.Errorf("%q is not a feature a message concerns (want one of %s)", c.Feature, strings.Join(schema.MessageFeatures, ", "))
	}
	m, err := message(p, c.Index)
	if err != nil {
		return err
	}
	if !schema.MessageTakesFeature(m.Action) {
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
	if !schema.MessageTakesPoints(m.Action) {
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
