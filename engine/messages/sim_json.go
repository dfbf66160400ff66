package messages

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// simTallyJSON is a Messages tally as a partial report holds it: the
// seats' common tally, the deck's message numbers and each seat's raw
// sums.
type simTallyJSON struct {
	Common   *tally.Seats     `json:"common"`
	Deck     []int            `json:"deck"`
	Messages []seatCountsJSON `json:"messages"`
}

// seatCountsJSON is one seat's sums: messages taken by position in the
// deck, actions carried out, points of actions and of seals.
type seatCountsJSON struct {
	Taken        []int64 `json:"taken"`
	Actions      int64   `json:"actions"`
	ActionPoints int64   `json:"actionPoints"`
	SealPoints   int64   `json:"sealPoints"`
}

// MarshalJSON writes the tally's names and raw sums.
func (t *simTally) MarshalJSON() ([]byte, error) {
	out := simTallyJSON{Common: t.Seats, Deck: t.deck}
	for _, c := range t.seats {
		out.Messages = append(out.Messages, seatCountsJSON{Taken: c.taken, Actions: c.actions, ActionPoints: c.actionPts, SealPoints: c.sealPts})
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON wrote, checking that it holds
// together: a row of sums per seat, a count per message of the deck.
func (t *simTally) UnmarshalJSON(data []byte) error {
	var in simTallyJSON
	if err := tally.Decode(data, &in); err != nil {
		return err
	}
	if in.Common == nil {
		return fmt.Errorf("the tally has no common part (seats' scores and wins)")
	}
	if len(in.Messages) != in.Common.SeatCount() {
		return fmt.Errorf("the tally counts messages of %d seats, scores of %d", len(in.Messages), in.Common.SeatCount())
	}
	*t = simTally{Seats: in.Common, deck: in.Deck, seats: make([]seatCounts, len(in.Messages))}
	for i, c := range in.Messages {
		if len(c.Taken) != len(in.Deck) {
			return fmt.Errorf("seat %d took messages of %d kinds, the deck holds %d", i+1, len(c.Taken), len(in.Deck))
		}
		if err := tally.NonNegative("the messages' sums", append([]int64{c.Actions, c.ActionPoints, c.SealPoints}, c.Taken...)...); err != nil {
			return err
		}
		t.seats[i] = seatCounts{taken: c.Taken, actions: c.Actions, actionPts: c.ActionPoints, sealPts: c.SealPoints}
	}
	return nil
}

// DecodeSimTally reads a simulation's tally of Messages games, as a shard
// of the run wrote it.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	t := &simTally{}
	if err := t.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return t, nil
}
