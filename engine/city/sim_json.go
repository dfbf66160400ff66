package city

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// simTallyJSON is a tally of games of The City as a partial report holds
// it: the seats' common tally and the raw sums.
type simTallyJSON struct {
	Common *tally.Seats `json:"common"`
	// Towers and Guards are each seat's points of towers and guards.
	Towers []int64 `json:"towers"`
	Guards []int64 `json:"guards"`
	// Ends counts the games by how they ended.
	Ends       map[EndCause]int64 `json:"ends"`
	WallPieces int64              `json:"wallPieces"`
	PiecesLeft int64              `json:"piecesLeft"`
}

// endCauses are the ways a game ends, in the order reports list them.
var endCauses = []EndCause{EndLastPiece, EndWallClosed, EndLastTile, EndWallEnds}

// MarshalJSON writes the tally's names and raw sums.
func (t *simTally) MarshalJSON() ([]byte, error) {
	return json.Marshal(simTallyJSON{Common: t.Seats, Towers: t.tower, Guards: t.guard, Ends: t.ends, WallPieces: t.wall, PiecesLeft: t.pieces})
}

// UnmarshalJSON reads what MarshalJSON wrote, checking that it holds
// together: tower and guard points for every seat, known ends that count
// every game once.
func (t *simTally) UnmarshalJSON(data []byte) error {
	var in simTallyJSON
	if err := tally.Decode(data, &in); err != nil {
		return err
	}
	if in.Common == nil {
		return fmt.Errorf("the tally has no common part (seats' scores and wins)")
	}
	seats := in.Common.SeatCount()
	if in.Common.Games() == 0 {
		*t = simTally{Seats: in.Common}
		return nil
	}
	if len(in.Towers) != seats || len(in.Guards) != seats {
		return fmt.Errorf("the tally has tower points of %d seats and guard points of %d, scores of %d", len(in.Towers), len(in.Guards), seats)
	}
	var ended int64
	sums := slices.Concat(in.Towers, in.Guards, []int64{in.WallPieces, in.PiecesLeft})
	for c, n := range in.Ends {
		if !slices.Contains(endCauses, c) {
			return fmt.Errorf("the tally counts games that ended because %q, which is no end of The City", c)
		}
		ended += n
		sums = append(sums, n)
	}
	if err := tally.NonNegative("the city's sums", sums...); err != nil {
		return err
	}
	if ended != int64(in.Common.Games()) {
		return fmt.Errorf("the tally's ends count %d games, its scores %d", ended, in.Common.Games())
	}
	*t = simTally{Seats: in.Common, tower: in.Towers, guard: in.Guards, ends: in.Ends, wall: in.WallPieces, pieces: in.PiecesLeft}
	return nil
}

// DecodeSimTally reads a simulation's tally of games of The City, as a
// shard of the run wrote it.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	t := &simTally{}
	if err := t.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return t, nil
}
