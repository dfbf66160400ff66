package castle

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// simTallyJSON is a tally of games of The Castle as a partial report
// holds it: the seats' common tally, the pack's wall tile kinds with their
// effects, and the raw sums.
type simTallyJSON struct {
	Common *tally.Seats `json:"common"`
	// WallKinds and Effects are the pack's wall tile kinds in its order
	// and each one's effect.
	WallKinds []int    `json:"wallKinds"`
	Effects   []string `json:"effects"`
	// Keep, WallPoints and Ties are per seat.
	Keep       [2]int64 `json:"keep"`
	WallPoints [2]int64 `json:"wallPoints"`
	Ties       [2]int64 `json:"ties"`
	// Taken, Played and Gave are per wall tile kind (by its number).
	Taken     [10]int64 `json:"taken"`
	Played    [10]int64 `json:"played"`
	Gave      [10]int64 `json:"gave"`
	EmptyArea int64     `json:"emptyArea"`
}

// MarshalJSON writes the tally's names and raw sums.
func (t *simTally) MarshalJSON() ([]byte, error) {
	return json.Marshal(simTallyJSON{Common: t.Seats, WallKinds: t.kinds, Effects: t.effects,
		Keep: t.keep, WallPoints: t.wall, Ties: t.ties, Taken: t.taken, Played: t.played, Gave: t.gave, EmptyArea: t.emptyArea})
}

// UnmarshalJSON reads what MarshalJSON wrote, checking that it holds
// together: two seats, an effect for each wall tile kind, kinds the sums
// have room for.
func (t *simTally) UnmarshalJSON(data []byte) error {
	var in simTallyJSON
	if err := tally.Decode(data, &in); err != nil {
		return err
	}
	if in.Common == nil {
		return fmt.Errorf("the tally has no common part (seats' scores and wins)")
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
	if err := wallSumsAgree(in); err != nil {
		return err
	}
	*t = simTally{Seats: in.Common, kinds: in.WallKinds, effects: in.Effects, keep: in.Keep, wall: in.WallPoints, ties: in.Ties,
		taken: in.Taken, played: in.Played, gave: in.Gave, emptyArea: in.EmptyArea}
	return nil
}

// wallSumsAgree checks the wall tile sums against each other: no kind
// played more often than taken, and the points the kinds gave adding up to
// the points the seats had of them.
func wallSumsAgree(in simTallyJSON) error {
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

// DecodeSimTally reads a simulation's tally of games of The Castle, as a
// shard of the run wrote it.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	t := &simTally{}
	if err := t.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return t, nil
}
