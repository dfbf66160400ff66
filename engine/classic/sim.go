package classic

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// classicWorker plays classic games: one Game reset with each seed,
// played by bots through Player, without allocating — or, when a
// seat is the tree search, through the match with every seat an agent.
type classicWorker struct {
	g      *Game
	bots   []engine.Bot
	agents []engine.Agent
	play   Player
	seats  *tally.Seats
	// the balance report's sums, when asked for
	shape   tally.BalanceShape
	column  []int
	balance *tally.Balance
	last    *tally.BalanceGame
}

func simulate(s rulesets.SimSetup) (tally.Worker, error) {
	// Each worker binds its own rules: bound rules keep scratch memory.
	rules, err := Ruleset{}.Bind(s.Set, s.Options)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(s.Set, rules, engine.Setup{Mix: s.Mix, Players: s.Players})
	if err != nil {
		return nil, err
	}
	// Bots keep only per-turn state, so one set per worker serves all its
	// games.
	w := &classicWorker{g: g, bots: make([]engine.Bot, len(s.Agents))}
	for i, name := range s.Agents {
		if a, ok, err := search.NewAgent(name); ok {
			if err != nil {
				return nil, err
			}
			// The search, and an agent of another kind (an outside
			// program), play the match, not the fast path.
			if w.agents == nil {
				w.agents = make([]engine.Agent, len(s.Agents))
			}
			w.agents[i] = a
			continue
		}
		if w.bots[i], err = bots.New(name); err != nil {
			return nil, err
		}
	}
	if w.agents != nil {
		for i, b := range w.bots {
			if b != nil {
				w.agents[i] = BotAgent{Bot: b}
			}
		}
	}
	w.seats = tally.NewSeats(s.Players, s.Agents, tally.KindNames(s.Set))
	// Classic's points are the features' alone.
	w.shape, w.column = tally.CoreShape(s.Set, s.Mix, s.Players)
	return w, nil
}

func (w *classicWorker) Play(seed uint64) error {
	if err := w.g.Reset(seed); err != nil {
		return err
	}
	if w.agents != nil {
		if err := engine.Drive(NewMatch(w.g), w.agents); err != nil {
			return err
		}
	} else {
		w.play.Play(w.g, w.bots)
	}
	w.seats.Record(w.g.Game)
	if w.balance != nil {
		tally.FillCore(w.g.Game, w.column, w.last)
		w.balance.Record(w.last)
	}
	return nil
}

func (w *classicWorker) Tally() tally.Tally { return w.seats }

// Close lets go what the agents hold (an outside program's agent).
func (w *classicWorker) Close() error {
	engine.CloseAgents(w.agents...)
	return nil
}

// EnableBalance counts the balance report's sums of every game from now
// on.
func (w *classicWorker) EnableBalance() {
	w.balance = tally.NewBalance(w.shape)
	w.last = w.shape.NewBalanceGame()
}

// Balance is the balance sums counted so far (nil until EnableBalance).
func (w *classicWorker) Balance() *tally.Balance { return w.balance }
