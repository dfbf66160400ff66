package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// NewSimWorker returns a worker for games of the mix between the named
// seats, played by the named bots (one per seat) on the fast path,
// without events or a record.
func NewSimWorker(set *engine.Set, options []byte, mix string, players, botNames []string) (tally.Worker, error) {
	if len(botNames) != len(players) {
		return nil, fmt.Errorf("%d bots for %d players: give one per seat", len(botNames), len(players))
	}
	g, err := NewGame(set, options, mix, players, 0, false)
	if err != nil {
		return nil, err
	}
	deck := make([]int, len(g.rules.params.Deck))
	for i, m := range g.rules.params.Deck {
		deck[i] = m.Number
	}
	t := &simTally{Common: tally.NewSeats(players, botNames, tally.KindNames(set)), Deck: deck, Messages: make([]seatCounts, len(players))}
	for i := range t.Messages {
		t.Messages[i].Taken = make([]int64, len(deck))
	}
	w, err := tally.NewBotWorker(g, botNames, NewBot, t, t.record)
	if err != nil {
		return nil, err
	}
	return w.WithBalance(balanceShape(set, mix, players)), nil
}

// balanceShape is the balance report's shape of a game with Messages: the
// feature kinds' points, then the messages' actions and seals.
func balanceShape(set *engine.Set, mix string, players []string) (tally.BalanceShape, func(*Game, *tally.BalanceGame)) {
	return tally.CoreBalance(set, mix, players, (*Game).Core,
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
