package city

import (
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// NewSimWorker is The City's simulation worker: a game without events
// (a decision allocates nothing), its tally of how games end and of the
// wall, and a balance report that adds the towers' and the guards' points
// to the feature kinds'.
func NewSimWorker(s rulesets.SimSetup) (tally.Worker, error) {
	g, err := NewGame(s.Set, s.Options, s.Mix, s.Players, 0, false)
	if err != nil {
		return nil, err
	}
	t := &simTally{Common: tally.NewSeats(s.Players, s.Agents, tally.KindNames(s.Set))}
	return tally.NewSeatsWorker(g, s.Set, s.Mix, s.Players, s.Agents, Bots.New, t, t.record,
		tally.Source[*Game]{Name: "towers", Points: func(g *Game, seat int) int { return g.stats[seat].Tower }},
		tally.Source[*Game]{Name: "guards", Points: func(g *Game, seat int) int { return g.stats[seat].Guard }})
}

// simTally is the seats' tally (points by feature kind: streets, markets,
// residential areas) with, per seat, the points of towers and guards, and
// per game how it ended, the wall's length and the pieces left; its
// fields are the raw sums a shard of a run writes (MarshalJSON).
type simTally struct {
	Common *tally.Seats `json:"common"`
	// Towers and Guards are each seat's points of towers and guards.
	Towers []int64 `json:"towers"`
	Guards []int64 `json:"guards"`
	// Ends counts the games by how they ended.
	Ends       map[EndCause]int64 `json:"ends"`
	WallPieces int64              `json:"wallPieces"`
	PiecesLeft int64              `json:"piecesLeft"`
}

func (t *simTally) record(g *Game) {
	t.Common.Record(g.core)
	if t.Towers == nil {
		t.Towers = make([]int64, len(g.names))
		t.Guards = make([]int64, len(g.names))
		t.Ends = map[EndCause]int64{}
	}
	for seat := range g.names {
		t.Towers[seat] += int64(g.stats[seat].Tower)
		t.Guards[seat] += int64(g.stats[seat].Guard)
	}
	t.Ends[g.cause]++
	t.WallPieces += int64(g.PiecesBuilt())
	t.PiecesLeft += int64(g.piecesLeft)
}

func (t *simTally) Games() int { return t.Common.Games() }

// Add adds another worker's tally of the same simulation.
func (t *simTally) Add(other tally.Tally) { tally.AddSums(t, other.(*simTally)) }

// Summary is the seats' summary with each seat's tower and guard points
// per game, the wall's mean length and the pieces left, and how many
// games ended each way.
func (t *simTally) Summary() tally.Summary {
	s := t.Common.Summary()
	n := float64(t.Games())
	for seat := range s.Seats {
		s.Seats[seat].Figures = append(s.Seats[seat].Figures,
			tally.Figure{Name: "towers", Value: float64(t.Towers[seat]) / n},
			tally.Figure{Name: "guards", Value: float64(t.Guards[seat]) / n})
	}
	s.Figures = append(s.Figures,
		tally.Figure{Name: "wall pieces built", Value: float64(t.WallPieces) / n},
		tally.Figure{Name: "wall pieces left", Value: float64(t.PiecesLeft) / n})
	ends := tally.Counts{Name: "the game ended because"}
	for _, c := range endCauses {
		ends.Counts = append(ends.Counts, tally.Count{Name: string(c), Games: t.Ends[c]})
	}
	s.Counts = append(s.Counts, ends)
	return s
}
