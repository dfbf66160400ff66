package castle

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// NewSimWorker is The Castle's simulation worker: two seats, its tally of
// the keep, the wall tiles and the ties, and a balance report that adds
// the keep's and the wall tiles' points to the territories'.
func NewSimWorker(s rulesets.SimSetup) (tally.Worker, error) {
	g, err := NewGame(s.Set, s.Options, s.Mix, s.Players, 0, false)
	if err != nil {
		return nil, err
	}
	t := &simTally{Common: tally.NewSeats(s.Players, s.Agents, tally.KindNames(s.Set)), WallKinds: wallKinds(g.rules)}
	for _, wt := range g.rules.params.WallTiles {
		t.Effects = append(t.Effects, wt.Effect)
	}
	return tally.NewSeatsWorker(g, s.Set, s.Mix, s.Players, s.Agents, Bots.New, t, t.record,
		tally.Source[*Game]{Name: "keep", Points: func(g *Game, seat int) int { return g.stats[seat].Keep }},
		tally.Source[*Game]{Name: "wall tiles", Points: func(g *Game, seat int) int {
			sum := 0
			for _, p := range g.stats[seat].WallPoints {
				sum += p
			}
			return sum
		}})
}

// wallKinds lists the pack's wall tile kinds in its order.
func wallKinds(r *Rules) []int {
	kinds := make([]int, len(r.params.WallTiles))
	for i, w := range r.params.WallTiles {
		kinds[i] = w.Kind
	}
	return kinds
}

// simTally is the seats' tally (points by territory: paths, towers,
// houses, courtyards) with, per seat, the keep's points, the wall tiles'
// points and the ties that scored nothing, and per wall tile kind how
// often it was taken and played and what it scored; its fields are the
// raw sums a shard of a run writes (MarshalJSON).
type simTally struct {
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

func (t *simTally) record(g *Game) {
	t.Common.Record(g.core)
	for seat := range 2 {
		st := g.stats[seat]
		t.Keep[seat] += int64(st.Keep)
		t.Ties[seat] += int64(st.Ties)
		for k := range st.Taken {
			t.Taken[k] += int64(st.Taken[k])
			t.Played[k] += int64(st.Played[k])
			t.Gave[k] += int64(st.WallPoints[k])
			t.WallPoints[seat] += int64(st.WallPoints[k])
		}
	}
	t.EmptyArea += int64(g.LargestEmptyArea())
}

func (t *simTally) Games() int { return t.Common.Games() }

// Add adds another worker's tally of the same simulation.
func (t *simTally) Add(other tally.Tally) { tally.AddSums(t, other.(*simTally)) }

// Summary is the seats' summary with each seat's keep and wall tile points
// and ties per game, and per game the largest empty area and, for each
// wall tile kind, how often it was taken and played and its points.
func (t *simTally) Summary() tally.Summary {
	s := t.Common.Summary()
	n := float64(max(t.Games(), 1))
	for seat := range s.Seats {
		s.Seats[seat].Figures = append(s.Seats[seat].Figures,
			tally.Figure{Name: "keep", Value: float64(t.Keep[seat]) / n},
			tally.Figure{Name: "wall tiles", Value: float64(t.WallPoints[seat]) / n})
	}
	// Both seats count every tie: seat 0's count is the games'.
	s.Figures = append(s.Figures,
		tally.Figure{Name: "scorings tied, scoring nothing, per game", Value: float64(t.Ties[0]) / n},
		tally.Figure{Name: "largest empty area at the end (tiles)", Value: float64(t.EmptyArea) / n})
	table := tally.Table{Name: "wall tiles per game", Columns: []string{"taken", "played", "points"}}
	for i, k := range t.WallKinds {
		table.Rows = append(table.Rows, tally.TableRow{Name: fmt.Sprintf("%d %s", k, t.Effects[i]),
			Values: []float64{float64(t.Taken[k]) / n, float64(t.Played[k]) / n, float64(t.Gave[k]) / n}})
	}
	s.Tables = append(s.Tables, table)
	return s
}
