package mists

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/schema"
)

// simTallyJSON is a tally of Mists games as a partial report holds it:
// the team, the level and its dogs, and the raw sums.
type simTallyJSON struct {
	Team         string   `json:"team"`
	Level        int      `json:"level"`
	Dogs         []string `json:"dogs"`
	Games        int64    `json:"games"`
	Wins         int64    `json:"wins"`
	Turns        int64    `json:"turns"`
	TurnsSquared int64    `json:"turnsSquared"`
	Score        int64    `json:"score"`
	// Ended counts the games by cause of loss, the first count the games
	// not lost.
	Ended [len(Causes)]int64 `json:"ended"`
	// Ghosts[i] sums the ghosts on the board after turn i+1 over the
	// Playing[i] games that played it.
	Ghosts  []int64 `json:"ghosts"`
	Playing []int64 `json:"playing"`
	// Reached counts the games that reached each dog.
	Reached []int64 `json:"reached"`
}

// MarshalJSON writes the tally's names and raw sums.
func (t *simTally) MarshalJSON() ([]byte, error) {
	return json.Marshal(simTallyJSON{Team: t.team, Level: t.level, Dogs: t.dogs, Games: t.games, Wins: t.wins,
		Turns: t.turns, TurnsSquared: t.turns2, Score: t.score, Ended: t.losses, Ghosts: t.ghosts, Playing: t.playing, Reached: t.reached})
}

// UnmarshalJSON reads what MarshalJSON wrote, checking that it holds
// together: every game ended once, a count per dog, and a count of games
// for every turn of the ghosts' series.
func (t *simTally) UnmarshalJSON(data []byte) error {
	var in simTallyJSON
	if err := tally.Decode(data, &in); err != nil {
		return err
	}
	if len(in.Reached) != len(in.Dogs) {
		return fmt.Errorf("the tally counts games that reached %d dogs, and names %d", len(in.Reached), len(in.Dogs))
	}
	if len(in.Ghosts) != len(in.Playing) {
		return fmt.Errorf("the tally sums ghosts over %d turns and counts the games of %d", len(in.Ghosts), len(in.Playing))
	}
	if len(in.Playing) > schema.MaxMixTiles || len(in.Dogs) > schema.MaxMixTiles {
		return fmt.Errorf("the tally counts %d turns and %d dogs: a game has at most %d tiles", len(in.Playing), len(in.Dogs), schema.MaxMixTiles)
	}
	if in.Turns > tally.PerGameBound(in.Games) {
		return fmt.Errorf("the tally counts %d tiles placed in %d games: a game places at most %d", in.Turns, in.Games, schema.MaxMixTiles)
	}
	for i, n := range in.Reached {
		if n > in.Games {
			return fmt.Errorf("the tally says %d games reached dog %d, of %d", n, i+1, in.Games)
		}
	}
	sums := slices.Concat([]int64{in.Games, in.Wins, in.Turns, in.TurnsSquared}, in.Ended[:], in.Ghosts, in.Reached)
	if err := tally.NonNegative("the team's sums", sums...); err != nil {
		return err
	}
	var ended int64
	for _, n := range in.Ended {
		ended += n
	}
	if ended != in.Games || in.Wins > in.Games {
		return fmt.Errorf("the tally's ends count %d games and %d wins, its games are %d", ended, in.Wins, in.Games)
	}
	for i, n := range in.Playing {
		if n < 1 || n > in.Games {
			return fmt.Errorf("the tally says %d games played turn %d, of %d", n, i+1, in.Games)
		}
	}
	*t = simTally{team: in.Team, level: in.Level, dogs: in.Dogs, games: in.Games, wins: in.Wins, turns: in.Turns, turns2: in.TurnsSquared,
		score: in.Score, losses: in.Ended, ghosts: in.Ghosts, playing: in.Playing, reached: in.Reached}
	return nil
}

// DecodeSimTally reads a simulation's tally of Mists games, as a shard of
// the run wrote it.
func DecodeSimTally(data []byte) (tally.Tally, error) {
	t := &simTally{}
	if err := t.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return t, nil
}
