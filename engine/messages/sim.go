package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// NewSimWorker is the worker of a simulation with the Messages module:
// its tally counts each seat's messages by number, and its balance report
// adds the messages' actions and seals to the feature kinds' points.
func NewSimWorker(s rulesets.SimSetup) (tally.Worker, error) {
	g, err := NewGame(s.Set, s.Options, s.Mix, s.Players, 0, false)
	if err != nil {
		return nil, err
	}
	deck := make([]int, len(g.rules.params.Deck))
	for i, m := range g.rules.params.Deck {
		deck[i] = m.Number
	}
	t := &simTally{Common: tally.NewSeats(s.Players, s.Agents, tally.KindNames(s.Set)), Deck: deck, Messages: make([]seatCounts, len(s.Players))}
	for i := range t.Messages {
		t.Messages[i].Taken = make([]int64, len(deck))
	}
	return tally.NewSeatsWorker(g, s.Set, s.Mix, s.Players, s.Agents, Bots.New, t, t.record,
		tally.Source[*Game]{Name: "message actions", Points: func(g *Game, seat int) int { return g.stats[seat].ActionPoints }},
		tally.Source[*Game]{Name: "message seals", Points: func(g *Game, seat int) int { return g.stats[seat].SealPoints }})
}

// simTally is classic's tally of seats with, per seat, the messages taken
// (by message), carried out, and the points of actions and seals; its
// fields are the raw sums a shard of a run writes (MarshalJSON).
type simTally struct {
	Common *tally.Seats `json:"common"`
	// Deck holds the messages' numbers, in the deck's order.
	Deck     []int        `json:"deck"`
	Messages []seatCounts `json:"messages"`
}

// seatCounts is one seat's sums: messages taken by position in the deck,
// actions carried out, points of actions and of seals.
type seatCounts struct {
	Taken        []int64 `json:"taken"`
	Actions      int64   `json:"actions"`
	ActionPoints int64   `json:"actionPoints"`
	SealPoints   int64   `json:"sealPoints"`
}

func (t *simTally) record(g *Game) {
	t.Common.Record(g.core.Game)
	for seat := range t.Messages {
		st := g.stats[seat]
		c := &t.Messages[seat]
		for i, n := range st.Taken {
			c.Taken[i] += int64(n)
		}
		c.Actions += int64(st.Actions)
		c.ActionPoints += int64(st.ActionPoints)
		c.SealPoints += int64(st.SealPoints)
	}
}

func (t *simTally) Games() int { return t.Common.Games() }

// Add adds another worker's tally of the same simulation.
func (t *simTally) Add(other tally.Tally) { tally.AddSums(t, other.(*simTally)) }

// Summary is classic's, with each seat's messages per game, each
// message's share of them, the share carried out, and the points per
// game from actions and from seals.
func (t *simTally) Summary() tally.Summary {
	s := t.Common.Summary()
	n := float64(t.Games())
	for seat := range s.Seats {
		c := &t.Messages[seat]
		var taken int64
		for _, k := range c.Taken {
			taken += k
		}
		share := func(k int64) float64 {
			if taken == 0 {
				return 0
			}
			return float64(k) / float64(taken)
		}
		figs := []tally.Figure{
			{Name: "messages", Value: float64(taken) / n},
			{Name: "actions", Value: share(c.Actions), Share: true},
			{Name: "message points", Value: float64(c.ActionPoints) / n},
			{Name: "seal points", Value: float64(c.SealPoints) / n},
		}
		for i, number := range t.Deck {
			figs = append(figs, tally.Figure{Name: fmt.Sprintf("message %d", number), Value: share(c.Taken[i]), Share: true})
		}
		s.Seats[seat].Figures = append(s.Seats[seat].Figures, figs...)
	}
	return s
}
