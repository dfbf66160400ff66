package city

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// endCauses are the ways a game ends, in the order reports list them.
var endCauses = []EndCause{EndLastPiece, EndWallClosed, EndLastTile, EndWallEnds}

// DecodeSimTally reads a simulation's tally of games of The City, as a
// shard of the run wrote it, checking that it holds together: tower and
// guard points for every seat, known ends that count every game once.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	return tally.DecodeOwn(data, func(t *simTally) error {
		if err := tally.HasCommon(t.Common); err != nil {
			return err
		}
		if t.Common.Games() == 0 {
			*t = simTally{Common: t.Common}
			return nil
		}
		seats := t.Common.SeatCount()
		if len(t.Towers) != seats || len(t.Guards) != seats {
			return fmt.Errorf("the tally has tower points of %d seats and guard points of %d, scores of %d", len(t.Towers), len(t.Guards), seats)
		}
		var ended int64
		sums := slices.Concat(t.Towers, t.Guards, []int64{t.WallPieces, t.PiecesLeft})
		for c, n := range t.Ends {
			if !slices.Contains(endCauses, c) {
				return fmt.Errorf("the tally counts games that ended because %q, which is no end of The City", c)
			}
			ended += n
			sums = append(sums, n)
		}
		if err := tally.NonNegative("the city's sums", sums...); err != nil {
			return err
		}
		if ended != int64(t.Common.Games()) {
			return fmt.Errorf("the tally's ends count %d games, its scores %d", ended, t.Common.Games())
		}
		return nil
	})
}
