package castle

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// DecodeSimTally reads a simulation's tally of games of The Castle, as a
// shard of the run wrote it, checking that it holds together: two seats,
// an effect for each wall tile kind, kinds the sums have room for.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	return tally.DecodeOwn(data, func(in *simTally) error {
		if err := tally.HasCommon(in.Common); err != nil {
			return err
		}
		if n := in.Common.SeatCount(); n != 2 {
			return fmt.Errorf("the tally has %d seats: The Castle seats 2", n)
		}
		if len(in.Effects) != len(in.WallKinds) {
			return fmt.Errorf("the tally has %d wall tile kinds and %d effects: want one effect per kind", len(in.WallKinds), len(in.Effects))
		}
		for _, k := range in.WallKinds {
			if k < 0 || k >= len(in.Taken) {
				return fmt.Errorf("the tally has wall tile kind %d: kinds are 0 to %d", k, len(in.Taken)-1)
			}
		}
		if err := tally.NonNegative("the castle's sums", slices.Concat(in.Keep[:], in.Ties[:], in.Taken[:], in.Played[:], in.Gave[:], in.WallPoints[:], []int64{in.EmptyArea})...); err != nil {
			return err
		}
		return wallSumsAgree(in)
	})
}

// wallSumsAgree checks the wall tile sums against each other: no kind
// played more often than taken, and the points the kinds gave adding up to
// the points the seats had of them.
func wallSumsAgree(in *simTally) error {
	for k := range in.Taken {
		if in.Played[k] > in.Taken[k] {
			return fmt.Errorf("the tally has wall tile %d played %d times but taken %d: a wall tile is played only once taken", k, in.Played[k], in.Taken[k])
		}
	}
	var gave, had int64
	for k := range in.Gave {
		gave += in.Gave[k]
	}
	for _, p := range in.WallPoints {
		had += p
	}
	if gave != had {
		return fmt.Errorf("the tally has wall tiles giving %d points by kind but %d by seat: the two sums count the same points", gave, had)
	}
	return nil
}
