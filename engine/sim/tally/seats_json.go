package tally

import (
	"encoding/json"
	"fmt"
	"math"
	"math/bits"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// seatsJSON is a Seats tally as a partial report holds it: the names its
// summary shows and the raw sums.
type seatsJSON struct {
	Names        []string       `json:"names"`
	Bots         []string       `json:"bots"`
	Kinds        []string       `json:"kinds"`
	Games        int64          `json:"games"`
	Turns        int64          `json:"turns"`
	TurnsSquared int64          `json:"turnsSquared"`
	Seats        []seatTotalsJS `json:"seats"`
}

// seatTotalsJS is one seat's sums; Scores is its histogram of final
// scores in increasing order of score.
type seatTotalsJS struct {
	Score        int64        `json:"score"`
	ScoreSquared int64        `json:"scoreSquared"`
	Scores       []ScoreCount `json:"scores"`
	Points       []int64      `json:"points"`
	Deployed     int64        `json:"deployed"`
	Drawn        int64        `json:"drawn"`
	Unplaceable  int64        `json:"unplaceable"`
	Wins         int64        `json:"wins"`
	SoleWins     int64        `json:"soleWins"`
	Placed       int64        `json:"placed"`
}

// MarshalJSON writes the tally's names and raw sums.
func (t *Seats) MarshalJSON() ([]byte, error) {
	out := seatsJSON{Names: t.names, Bots: t.bots, Kinds: t.kinds, Games: t.games, Turns: t.turns, TurnsSquared: t.turns2}
	for _, st := range t.seats {
		out.Seats = append(out.Seats, seatTotalsJS{Score: st.score, ScoreSquared: st.score2, Scores: distribution(st.hist),
			Points: st.points, Deployed: st.deployed, Drawn: st.drawn, Unplaceable: st.unplaceable,
			Wins: st.wins, SoleWins: st.soleWins, Placed: st.placed})
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON wrote, checking that it holds
// together (a row of sums per seat, a sum per kind, a histogram that
// counts every game once) and that no count claims more than games can
// hold (a game seats at most engine.MaxPlayers and places at most a mix's
// tiles, schema.MaxMixTiles; no score, point or count is negative), so
// that the summary of what it read is sound.
func (t *Seats) UnmarshalJSON(data []byte) error {
	var in seatsJSON
	if err := Decode(data, &in); err != nil {
		return err
	}
	if len(in.Names) == 0 || len(in.Bots) != len(in.Names) || len(in.Seats) != len(in.Names) {
		return fmt.Errorf("the tally has %d seat names, %d bots and %d seats' sums: want as many of each, at least one", len(in.Names), len(in.Bots), len(in.Seats))
	}
	if len(in.Names) > engine.MaxPlayers || len(in.Kinds) > maxSources {
		return fmt.Errorf("the tally has %d seats and %d kinds of points: a game seats at most %d, and a pack has at most %d kinds", len(in.Names), len(in.Kinds), engine.MaxPlayers, maxSources)
	}
	if err := nonNegative("the tally's game sums", in.Games, in.Turns, in.TurnsSquared); err != nil {
		return err
	}
	// What one game can hold at most: its tiles placed, and followers.
	perGame := PerGameBound(in.Games)
	if in.Turns > perGame {
		return fmt.Errorf("the tally counts %d tiles placed in %d games: a game places at most %d", in.Turns, in.Games, schema.MaxMixTiles)
	}
	*t = *NewSeats(in.Names, in.Bots, in.Kinds)
	t.games, t.turns, t.turns2 = in.Games, in.Turns, in.TurnsSquared
	for i, s := range in.Seats {
		name := in.Names[i]
		if len(s.Points) != len(in.Kinds) {
			return fmt.Errorf("seat %s has points of %d kinds, the tally %d", name, len(s.Points), len(in.Kinds))
		}
		if err := nonNegative("seat "+name+"'s sums", append([]int64{s.Score, s.ScoreSquared, s.Deployed, s.Drawn, s.Unplaceable, s.Wins, s.SoleWins, s.Placed}, s.Points...)...); err != nil {
			return err
		}
		for what, n := range map[string]int64{"tiles placed": s.Placed, "tiles drawn": s.Drawn, "followers placed": s.Deployed} {
			if n > perGame {
				return fmt.Errorf("seat %s has %d %s in %d games: a game has at most %d tiles", name, n, what, in.Games, schema.MaxMixTiles)
			}
		}
		if s.Unplaceable > s.Drawn {
			return fmt.Errorf("seat %s drew %d tiles and found %d of them unplaceable: want at most as many as drawn", name, s.Drawn, s.Unplaceable)
		}
		if len(s.Scores) > int(min(in.Games, math.MaxInt32)) {
			return fmt.Errorf("seat %s's scores have %d values in %d games: at most one a game", name, len(s.Scores), in.Games)
		}
		var counted, score, score2 int64
		for j, b := range s.Scores {
			if b.Games <= 0 || b.Score < 0 || (j > 0 && b.Score <= s.Scores[j-1].Score) {
				return fmt.Errorf("seat %s's scores are not a histogram (scores of 0 or more in increasing order, each of at least one game)", name)
			}
			var ok bool
			if counted, ok = addMul(counted, 1, b.Games); ok {
				if score, ok = addMul(score, int64(b.Score), b.Games); ok {
					score2, ok = addMul(score2, int64(b.Score)*int64(b.Score), b.Games)
				}
			}
			if !ok || b.Score > math.MaxInt32 {
				return fmt.Errorf("seat %s's scores add up past what a tally counts", name)
			}
		}
		switch {
		case counted != in.Games:
			return fmt.Errorf("seat %s's scores count %d games, the tally %d", name, counted, in.Games)
		case score != s.Score || score2 != s.ScoreSquared:
			// The histogram holds both sums exactly.
			return fmt.Errorf("seat %s's score sums (%d, %d squared) are not its histogram's (%d, %d)", name, s.Score, s.ScoreSquared, score, score2)
		case s.SoleWins > s.Wins || s.Wins > in.Games:
			return fmt.Errorf("seat %s has %d sole wins and %d wins in %d games: want sole wins ≤ wins ≤ games", name, s.SoleWins, s.Wins, in.Games)
		}
		st := &t.seats[i]
		st.score, st.score2, st.points = s.Score, s.ScoreSquared, s.Points
		for _, b := range s.Scores {
			st.hist[b.Score] = b.Games
		}
		st.deployed, st.drawn, st.unplaceable = s.Deployed, s.Drawn, s.Unplaceable
		st.wins, st.soleWins, st.placed = s.Wins, s.SoleWins, s.Placed
	}
	return nil
}

// PerGameBound is what games games can count of one thing a game counts
// at most schema.MaxMixTiles of (tiles placed, drawn, followers placed),
// or the largest int64 when that overflows.
func PerGameBound(games int64) int64 {
	if games > math.MaxInt64/schema.MaxMixTiles {
		return math.MaxInt64
	}
	return games * schema.MaxMixTiles
}

// addMul is sum + a×b, and false when it overflows an int64 (a, b ≥ 0).
func addMul(sum, a, b int64) (int64, bool) {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi != 0 || lo > math.MaxInt64 {
		return 0, false
	}
	r := sum + int64(lo)
	if r < sum {
		return 0, false
	}
	return r, true
}

// DecodeSeats reads a Seats tally (classic's) that MarshalJSON wrote.
func DecodeSeats(data []byte) (Tally, error) {
	t := &Seats{}
	if err := t.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return t, nil
}

// SeatCount is the number of seats the tally counts.
func (t *Seats) SeatCount() int { return len(t.seats) }

// NonNegative refuses a negative sum: what is counted is never below zero.
func NonNegative(what string, sums ...int64) error { return nonNegative(what, sums...) }

func nonNegative(what string, sums ...int64) error {
	for _, n := range sums {
		if n < 0 {
			return fmt.Errorf("%s hold a negative count (%d)", what, n)
		}
	}
	return nil
}
