package city

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// endCauses are the ways a game ends, in the order reports list them.
var endCauses = []EndCause{EndLastPiece, EndWallClosed, EndLastTile, EndWallEnds}

// plainTally is simTally without its JSON methods: its fields as they are.
type plainTally simTally

// MarshalJSON writes the tally's names and raw sums.
func (t *simTally) MarshalJSON() ([]byte, error) { return json.Marshal((*plainTally)(t)) }

// DecodeSimTally reads a simulation's tally of games of The City, as a
// shard of the run wrote it, checking that it holds together: tower and
// guard points for every seat, known ends that count every game once.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	t := &simTally{}
	if err := tally.Decode(data, (*plainTally)(t)); err != nil {
		return nil, err
	}
	if t.Common == nil {
		return nil, fmt.Errorf("the tally has no common part (seats' scores and wins)")
	}
	seats := t.Common.SeatCount()
	if t.Common.Games() == 0 {
		return &simTally{Common: t.Common}, nil
	}
	if len(t.Towers) != seats || len(t.Guards) != seats {
		return nil, fmt.Errorf("the tally has tower points of %d seats and guard points of %d, scores of %d", len(t.Towers), len(t.Guards), seats)
	}
	var ended int64
	sums := slices.Concat(t.Towers, t.Guards, []int64{t.WallPieces, t.PiecesLeft})
	for c, n := range t.Ends {
		if !slices.Contains(endCauses, c) {
			return nil, fmt.Errorf("the tally counts games that ended because %q, which is no end of The City", c)
		}
		ended += n
		sums = append(sums, n)
	}
	if err := tally.NonNegative("the city's sums", sums...); err != nil {
		return nil, err
	}
	if ended != int64(t.Common.Games()) {
		return nil, fmt.Errorf("the tally's ends count %d games, its scores %d", ended, t.Common.Games())
	}
	return t, nil
}
