package tally

import (
	"encoding/json"
	"fmt"
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
// counts every game once) so that the summary of what it read is sound.
func (t *Seats) UnmarshalJSON(data []byte) error {
	var in seatsJSON
	if err := Decode(data, &in); err != nil {
		return err
	}
	if len(in.Names) == 0 || len(in.Bots) != len(in.Names) || len(in.Seats) != len(in.Names) {
		return fmt.Errorf("the tally has %d seat names, %d bots and %d seats' sums: want as many of each, at least one", len(in.Names), len(in.Bots), len(in.Seats))
	}
	if err := nonNegative("the tally's game sums", in.Games, in.Turns, in.TurnsSquared); err != nil {
		return err
	}
	*t = *NewSeats(in.Names, in.Bots, in.Kinds)
	t.games, t.turns, t.turns2 = in.Games, in.Turns, in.TurnsSquared
	for i, s := range in.Seats {
		if len(s.Points) != len(in.Kinds) {
			return fmt.Errorf("seat %s has points of %d kinds, the tally %d", in.Names[i], len(s.Points), len(in.Kinds))
		}
		if err := nonNegative("seat "+in.Names[i]+"'s sums", s.ScoreSquared, s.Deployed, s.Drawn, s.Unplaceable, s.Wins, s.SoleWins, s.Placed); err != nil {
			return err
		}
		var counted, score, score2 int64
		for j, b := range s.Scores {
			if b.Games <= 0 || (j > 0 && b.Score <= s.Scores[j-1].Score) {
				return fmt.Errorf("seat %s's scores are not a histogram (scores in increasing order, each of at least one game)", in.Names[i])
			}
			counted += b.Games
			score += int64(b.Score) * b.Games
			score2 += int64(b.Score) * int64(b.Score) * b.Games
		}
		switch {
		case counted != in.Games:
			return fmt.Errorf("seat %s's scores count %d games, the tally %d", in.Names[i], counted, in.Games)
		case score != s.Score || score2 != s.ScoreSquared:
			// The histogram holds both sums exactly.
			return fmt.Errorf("seat %s's score sums (%d, %d squared) are not its histogram's (%d, %d)", in.Names[i], s.Score, s.ScoreSquared, score, score2)
		case s.SoleWins > s.Wins || s.Wins > in.Games:
			return fmt.Errorf("seat %s has %d sole wins and %d wins in %d games: want sole wins ≤ wins ≤ games", in.Names[i], s.SoleWins, s.Wins, in.Games)
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
