package messages

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// plainTally is simTally without its JSON methods: its fields as they are.
type plainTally simTally

// MarshalJSON writes the tally's names and raw sums.
func (t *simTally) MarshalJSON() ([]byte, error) { return json.Marshal((*plainTally)(t)) }

// DecodeSimTally reads a simulation's tally of Messages games, as a shard
// of the run wrote it, checking that it holds together: a row of sums per
// seat, a count per message of the deck.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	t := &simTally{}
	if err := tally.Decode(data, (*plainTally)(t)); err != nil {
		return nil, err
	}
	if t.Common == nil {
		return nil, fmt.Errorf("the tally has no common part (seats' scores and wins)")
	}
	if len(t.Messages) != t.Common.SeatCount() {
		return nil, fmt.Errorf("the tally counts messages of %d seats, scores of %d", len(t.Messages), t.Common.SeatCount())
	}
	for i, c := range t.Messages {
		if len(c.Taken) != len(t.Deck) {
			return nil, fmt.Errorf("seat %d took messages of %d kinds, the deck holds %d", i+1, len(c.Taken), len(t.Deck))
		}
		if err := tally.NonNegative("the messages' sums", append([]int64{c.Actions, c.ActionPoints, c.SealPoints}, c.Taken...)...); err != nil {
			return nil, err
		}
	}
	return t, nil
}
