package tally

import (
	"math"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// Seats tallies competitive games played on the core engine.Game: per
// seat the final score, wins, points by feature kind, followers used,
// unplaceable tiles and tiles placed.
type Seats struct {
	names, bots, kinds []string
	games              int64
	turns, turns2      int64 // tiles placed by players, all games
	seats              []seatTotals
}

type seatTotals struct {
	score, score2      int64
	hist               map[int]int64 // final score -> games
	points             []int64       // by kind
	deployed           int64
	drawn, unplaceable int64
	wins, soleWins     int64
	placed             int64
}

// NewSeats returns an empty tally of games between the named seats, played
// by the named bots, on a set whose feature kinds are kinds (in the set's
// order).
func NewSeats(names, bots, kinds []string) *Seats {
	t := &Seats{names: names, bots: bots, kinds: kinds, seats: make([]seatTotals, len(names))}
	for i := range t.seats {
		t.seats[i].hist = map[int]int64{}
		t.seats[i].points = make([]int64, len(kinds))
	}
	return t
}

// Record adds a finished game.
func (t *Seats) Record(g *engine.Game) {
	t.games++
	turns := int64(g.Turn())
	t.turns += turns
	t.turns2 += turns * turns
	best, tied := -1<<31, 0
	for seat := range t.seats {
		switch s := g.Score(seat); {
		case s > best:
			best, tied = s, 1
		case s == best:
			tied++
		}
	}
	for seat := range t.seats {
		st := &t.seats[seat]
		s := int64(g.Score(seat))
		st.score += s
		st.score2 += s * s
		st.hist[int(s)]++
		stats := g.Stats(seat)
		for k, p := range stats.Points {
			st.points[k] += int64(p)
		}
		st.deployed += int64(stats.Deployed)
		st.drawn += int64(stats.Drawn)
		st.unplaceable += int64(stats.Unplaceable)
		st.placed += int64(stats.Turns)
		if g.Score(seat) == best {
			st.wins++
			if tied == 1 {
				st.soleWins++
			}
		}
	}
}

// Games is the number of games recorded.
func (t *Seats) Games() int { return int(t.games) }

// Add merges another worker's tally (a *Seats of the same set-up).
func (t *Seats) Add(other Tally) {
	o := other.(*Seats)
	t.games += o.games
	t.turns += o.turns
	t.turns2 += o.turns2
	for i := range t.seats {
		a, b := &t.seats[i], &o.seats[i]
		a.score += b.score
		a.score2 += b.score2
		for s, n := range b.hist {
			a.hist[s] += n
		}
		for k := range a.points {
			a.points[k] += b.points[k]
		}
		a.deployed += b.deployed
		a.drawn += b.drawn
		a.unplaceable += b.unplaceable
		a.wins += b.wins
		a.soleWins += b.soleWins
		a.placed += b.placed
	}
}

// Summary reports each seat: its score, its wins and, as the seat's
// figures, its mean points by kind, followers used, the share of its drawn
// tiles that fit nowhere and the tiles it placed.
func (t *Seats) Summary() Summary {
	n := float64(t.games)
	r := Summary{GameLength: Stat{Mean: float64(t.turns) / n, Stdev: stdev(t.turns, t.turns2, t.games)}}
	for i, st := range t.seats {
		s := Seat{Seat: i, Name: t.names[i], Bot: t.bots[i]}
		s.Score = Stat{Mean: float64(st.score) / n, Median: median(st.hist, t.games), Stdev: stdev(st.score, st.score2, t.games)}
		for k, p := range st.points {
			s.Figures = append(s.Figures, Figure{Name: t.kinds[k], Value: float64(p) / n})
		}
		unplaceable := 0.0
		if st.drawn > 0 {
			unplaceable = float64(st.unplaceable) / float64(st.drawn)
		}
		s.Figures = append(s.Figures,
			Figure{Name: "followers", Value: float64(st.deployed) / n},
			Figure{Name: "unplaceable", Value: unplaceable, Share: true},
			Figure{Name: "tiles", Value: float64(st.placed) / n})
		s.WinRate = float64(st.wins) / n
		s.SoleWinRate = float64(st.soleWins) / n
		s.Scores = distribution(st.hist)
		r.Seats = append(r.Seats, s)
	}
	return r
}

// Stdev is the sample standard deviation of n values from their sum and
// the sum of their squares.
func Stdev(sum, sum2, n int64) float64 { return stdev(sum, sum2, n) }

func stdev(sum, sum2, n int64) float64 {
	if n < 2 {
		return 0
	}
	mean := float64(sum) / float64(n)
	v := (float64(sum2) - float64(n)*mean*mean) / float64(n-1)
	return math.Sqrt(max(v, 0))
}

// distribution lists a histogram in increasing order of score.
func distribution(hist map[int]int64) []ScoreCount {
	out := make([]ScoreCount, 0, len(hist))
	for s, n := range hist {
		out = append(out, ScoreCount{Score: s, Games: n})
	}
	slices.SortFunc(out, func(a, b ScoreCount) int { return a.Score - b.Score })
	return out
}

// median reads the median off a histogram (the mean of the two middle
// values for an even count).
func median(hist map[int]int64, n int64) float64 {
	keys := make([]int, 0, len(hist))
	for k := range hist {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	at := func(i int64) int {
		for _, k := range keys {
			if i < hist[k] {
				return k
			}
			i -= hist[k]
		}
		return keys[len(keys)-1]
	}
	return float64(at((n-1)/2)+at(n/2)) / 2
}

// KindNames are the names of the set's feature kinds, in the set's order:
// the kinds NewSeats tallies points by.
func KindNames(set *engine.Set) []string {
	kinds := make([]string, len(set.Kinds))
	for i, k := range set.Kinds {
		kinds[i] = string(k.Kind)
	}
	return kinds
}
