package mists

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/schema"
)

// DecodeSimTally reads a simulation's tally of Mists games, as a shard of
// the run wrote it, checking that it holds together (teamSumsAgree).
func DecodeSimTally(data []byte) (tally.Tally, error) {
	return tally.DecodeOwn(data, teamSumsAgree)
}

// teamSumsAgree checks a tally read back: every game ended once, a count
// per dog, and a count of games for every turn of the ghosts' series.
func teamSumsAgree(in *simTally) error {
	if len(in.Reached) != len(in.Dogs) {
		return fmt.Errorf("the tally counts games that reached %d dogs, and names %d", len(in.Reached), len(in.Dogs))
	}
	if len(in.Ghosts) != len(in.Playing) {
		return fmt.Errorf("the tally sums ghosts over %d turns and counts the games of %d", len(in.Ghosts), len(in.Playing))
	}
	if len(in.Playing) > schema.MaxMixTiles || len(in.Dogs) > schema.MaxMixTiles {
		return fmt.Errorf("the tally counts %d turns and %d dogs: a game has at most %d tiles", len(in.Playing), len(in.Dogs), schema.MaxMixTiles)
	}
	if in.Turns > tally.PerGameBound(in.Count) {
		return fmt.Errorf("the tally counts %d tiles placed in %d games: a game places at most %d", in.Turns, in.Count, schema.MaxMixTiles)
	}
	for i, n := range in.Reached {
		if n > in.Count {
			return fmt.Errorf("the tally says %d games reached dog %d, of %d", n, i+1, in.Count)
		}
	}
	sums := slices.Concat([]int64{in.Count, in.Wins, in.Turns, in.TurnsSquared}, in.Ended[:], in.Ghosts, in.Reached)
	if err := tally.NonNegative("the team's sums", sums...); err != nil {
		return err
	}
	var ended int64
	for _, n := range in.Ended {
		ended += n
	}
	if ended != in.Count || in.Wins > in.Count {
		return fmt.Errorf("the tally's ends count %d games and %d wins, its games are %d", ended, in.Wins, in.Count)
	}
	for i, n := range in.Playing {
		if n < 1 || n > in.Count {
			return fmt.Errorf("the tally says %d games played turn %d, of %d", n, i+1, in.Count)
		}
	}
	return nil
}
