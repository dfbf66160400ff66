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
	t := &simTally{Seats: tally.NewSeats(players, botNames, tally.KindNames(set)), deck: deck, seats: make([]seatCounts, len(players))}
	for i := range t.seats {
		t.seats[i].taken = make([]int64, len(deck))
	}
	w, err := tally.NewBotWorker(g, botNames, NewBot, t, t.record)
	if err != nil {
		return nil, err
	}
	return w.WithBalance(balanceShape(set, mix, players)), nil
}

// balanceShape is the balance report's shape of a game with Messages: the
// feature kinds' points, then the messages' actions and seals; and how a
// finished game fills in its figures.
func balanceShape(set *engine.Set, mix string, players []string) (tally.BalanceShape, func(*Game, *tally.BalanceGame)) {
	shape, column := tally.CoreShape(set, mix, players, "message actions", "message seals")
	kinds := len(set.Kinds)
	return shape, func(g *Game, out *tally.BalanceGame) {
		tally.FillCore(g.core, column, out)
		for seat := range out.Scores {
			out.Points[kinds] += g.stats[seat].ActionPoints
			out.Points[kinds+1] += g.stats[seat].SealPoints
		}
	}
}

// simTally is classic's tally of seats with, per seat, the messages taken
// (by message), carried out, and the points of actions and seals.
type simTally struct {
	*tally.Seats
	deck  []int // the messages' numbers, in the deck's order
	seats []seatCounts
}

type seatCounts struct {
	taken                       []int64 // by position in the deck
	actions, actionPts, sealPts int64
}

func (t *simTally) record(g *Game) {
	t.Seats.Record(g.core)
	for seat := range t.seats {
		st := g.stats[seat]
		c := &t.seats[seat]
		for i, n := range st.Taken {
			c.taken[i] += int64(n)
		}
		c.actions += int64(st.Actions)
		c.actionPts += int64(st.ActionPoints)
		c.sealPts += int64(st.SealPoints)
	}
}

// Add adds another worker's tally of the same simulation.
func (t *simTally) Add(other tally.Tally) {
	o := other.(*simTally)
	t.Seats.Add(o.Seats)
	for seat := range t.seats {
		a, b := &t.seats[seat], &o.seats[seat]
		for i := range a.taken {
			a.taken[i] += b.taken[i]
		}
		a.actions += b.actions
		a.actionPts += b.actionPts
		a.sealPts += b.sealPts
	}
}

// Summary is classic's, with each seat's messages per game, each
// message's share of them, the share carried out, and the points per
// game from actions and from seals.
func (t *simTally) Summary() tally.Summary {
	s := t.Seats.Summary()
	n := float64(t.Games())
	for seat := range s.Seats {
		c := &t.seats[seat]
		var taken int64
		for _, k := range c.taken {
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
			{Name: "actions", Value: share(c.actions), Share: true},
			{Name: "message points", Value: float64(c.actionPts) / n},
			{Name: "seal points", Value: float64(c.sealPts) / n},
		}
		for i, number := range t.deck {
			figs = append(figs, tally.Figure{Name: fmt.Sprintf("message %d", number), Value: share(c.taken[i]), Share: true})
		}
		s.Seats[seat].Figures = append(s.Seats[seat].Figures, figs...)
	}
	return s
}
