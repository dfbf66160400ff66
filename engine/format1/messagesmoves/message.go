package messagesmoves

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/schema"
)

// A record's message moves: the message drawn, as the record names it;
// its action or its seal; the follower message "score and return" takes.

// arrange draws the message the record takes next (Force): a record names
// its messages, as players turn them over. The messages not taken yet lie
// on top of the deck, in an order no one has seen; each message taken
// went under them, so it comes up again only once all have been taken.
func (rp *replayer) arrange() error {
	g := rp.g
	if err := rp.closeMessage(); err != nil {
		return err
	}
	name := g.Core().Players()[g.Classic().Current()] // the active player, whose tile scored
	if rp.next >= len(rp.moves) || !rp.moves[rp.next].IsMessage() {
		return fmt.Errorf("%w: the round of scoring leaves a figure of %s on a dark space, so %s takes a message: the next move must be {\"message\": N, \"take\": \"action\" or \"seal\"}", ErrChoice, name, name)
	}
	m := &rp.moves[rp.next]
	rp.msg, rp.msgN = m, rp.next
	rp.next++
	if m.Player != "" && m.Player != name {
		return atMove(rp.msgN+1, fmt.Errorf("%w: the active player %s takes the message, not %s", ErrChoice, name, m.Player))
	}
	deck := g.Rules().Params().Deck
	fresh := rp.freshOnTop()
	top := max(fresh, 1)
	for k := range g.DeckSize() {
		mi := g.DeckAt(k)
		if deck[mi].Number != m.Message {
			continue
		}
		if k >= top {
			return atMove(rp.msgN+1, fmt.Errorf("%w: message %d was taken before and lies under the deck (a message taken goes to the bottom): the top message is %s", ErrChoice, m.Message, rp.topNumbers(fresh)))
		}
		rp.mi = mi
		return g.Force(mi)
	}
	return atMove(rp.msgN+1, fmt.Errorf("%w: message %d is not in the deck (the deck holds %s)", ErrChoice, m.Message, rp.deckNumbers()))
}

// freshOnTop counts the messages on top of the deck that no one has taken
// yet.
func (rp *replayer) freshOnTop() int {
	g := rp.g
	fresh := 0
	for fresh < g.DeckSize() && !rp.takenBefore(g.DeckAt(fresh)) {
		fresh++
	}
	return fresh
}

// takenBefore reports whether message mi (an index into the pack's deck)
// has been taken in this game.
func (rp *replayer) takenBefore(mi int) bool {
	for seat := range rp.g.Seats() {
		if rp.g.Stats(seat).Taken[mi] > 0 {
			return true
		}
	}
	return false
}

// topNumbers says which message may come up next, for a record that names
// another: one of the fresh messages not taken yet on top, or the one
// taken longest ago.
func (rp *replayer) topNumbers(fresh int) string {
	g := rp.g
	deck := g.Rules().Params().Deck
	if fresh == 0 {
		return fmt.Sprintf("message %d, the one taken longest ago", deck[g.DeckAt(0)].Number)
	}
	var numbers []int
	for k := range fresh {
		numbers = append(numbers, deck[g.DeckAt(k)].Number)
	}
	slices.Sort(numbers)
	names := make([]string, len(numbers))
	for i, n := range numbers {
		names[i] = fmt.Sprint(n)
	}
	return "one not taken yet (" + strings.Join(names, ", ") + ")"
}

// deckNumbers lists the numbers of the messages in the deck, top first.
func (rp *replayer) deckNumbers() string {
	g := rp.g
	s := ""
	for k := range g.DeckSize() {
		if k > 0 {
			s += ", "
		}
		s += fmt.Sprint(g.Rules().Params().Deck[g.DeckAt(k)].Number)
	}
	if s == "" {
		return "none"
	}
	return s
}

// message is the answer to the message taken: its action (0) or its seal
// (1; 0 when only the seal is left, the decision's one option).
func (rp *replayer) message(d engine.Decision) (int, error) {
	g := rp.g
	m := rp.msg
	msg := &g.Rules().Params().Deck[rp.mi]
	can := d.Options() == 2
	if m.Take == messages.TakeAction && !can {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: message %d's action cannot be carried out now (%s): take the seal", ErrChoice, m.Message, g.CannotWhy(msg)))
	}
	if m.Follower != nil && (m.Take != messages.TakeAction || msg.Action != messages.ActionReturn) {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: only message \"score and return\" taken as its action names a follower: remove \"follower\"", ErrChoice))
	}
	if can && m.Take != messages.TakeAction {
		return 1, nil
	}
	return 0, nil
}

// follower is the follower message "score and return" takes: the option
// naming the follower on the feature the message move names.
func (rp *replayer) follower(d engine.Decision) (int, error) {
	g := rp.g
	m := rp.msg
	if m.Follower == nil {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: message %d scores and returns a follower: name it in \"follower\": {\"x\": X, \"y\": Y, \"at\": PORT}", ErrChoice, m.Message))
	}
	core := g.Core()
	for i := range d.Options() {
		o := followerOf(d, i)
		if o.X != m.Follower.X || o.Y != m.Follower.Y {
			continue
		}
		p, _ := core.At(o.X, o.Y)
		def := core.Set.Tiles[p.Tile]
		if fi := spotOf(def, p.Rot, o.At); fi >= 0 && namesFeature(def, p.Rot, fi, m.Follower.At) {
			return i, nil
		}
	}
	return 0, atMove(rp.msgN+1, fmt.Errorf("%w: no follower of %s stands at (%d,%d) %s", ErrChoice, core.Players()[d.Seat()], m.Follower.X, m.Follower.Y, m.Follower.At))
}

// followerOf is the follower option i of d names, as its JSON gives it.
func followerOf(d engine.Decision, i int) messages.FollowerAt {
	var at messages.FollowerAt
	if err := json.Unmarshal([]byte(d.Option(i).JSON), &at); err != nil {
		panic(fmt.Sprintf("messagesmoves: a %s option is not JSON: %v", d.Kind(), err))
	}
	return at
}

// spotOf is the feature of tile def turned q quarter turns that a
// follower option names (engine.TileDef.SpotName), -1 for none.
func spotOf(def *engine.TileDef, q int, at string) int {
	for fi := range def.Features {
		if def.SpotName(q, fi) == at {
			return fi
		}
	}
	return -1
}

// namesFeature reports whether at names feature fi of tile def turned q
// quarter turns as a record's "meeple" names a follower's spot: any port
// of the feature in board orientation, or a portless feature's kind.
func namesFeature(def *engine.TileDef, q, fi int, at string) bool {
	if p, ok := schema.ParsePort(at); ok {
		return int(def.Rot[q].Feature[p]) == fi
	}
	f := &def.Features[fi]
	return f.Portless && string(f.KindName) == at
}
