package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// DecodeSimTally reads a simulation's tally of Messages games, as a shard
// of the run wrote it, checking that it holds together: a row of sums per
// seat, a count per message of the deck.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	return tally.DecodeOwn(data, func(t *simTally) error {
		if err := tally.HasCommon(t.Common); err != nil {
			return err
		}
		if len(t.Messages) != t.Common.SeatCount() {
			return fmt.Errorf("the tally counts messages of %d seats, scores of %d", len(t.Messages), t.Common.SeatCount())
		}
		for i, c := range t.Messages {
			if len(c.Taken) != len(t.Deck) {
				return fmt.Errorf("seat %d took messages of %d kinds, the deck holds %d", i+1, len(c.Taken), len(t.Deck))
			}
			if err := tally.NonNegative("the messages' sums", append([]int64{c.Actions, c.ActionPoints, c.SealPoints}, c.Taken...)...); err != nil {
				return err
			}
		}
		return nil
	})
}
