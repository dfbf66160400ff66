package rulesets

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// SimSetup is the set-up of a simulation's games.
type SimSetup struct {
	Set *engine.Set
	// Options are the ruleset options (a JSON object, or nil for the
	// pack's own).
	Options []byte
	Mix     string
	// Players are the seats' names.
	Players []string
	// Agents are the agents' names: one per seat, or the team's alone in
	// a team game.
	Agents []string
	// Balance: the worker also counts the balance report's sums
	// (tally.BalanceWorker).
	Balance bool
}

// NewSimWorker returns a worker that plays games of the set's ruleset one
// after another by the ruleset's fast path (no match, no decisions, no
// record) and tallies them. The caller has checked the agents' names and
// the number of players against the entry.
func NewSimWorker(s SimSetup) (tally.Worker, error) {
	e, err := entryOf(s.Set)
	if err != nil {
		return nil, err
	}
	if e.simulate == nil {
		return nil, fmt.Errorf("the %s engine cannot simulate yet", e.Name)
	}
	w, err := e.simulate(s)
	if err != nil || !s.Balance {
		return w, err
	}
	b, ok := w.(tally.BalanceWorker)
	if !ok {
		return nil, fmt.Errorf("the %s engine cannot make a balance report yet", e.Label())
	}
	b.EnableBalance()
	return b, nil
}

// DecodeTally reads back a tally of the entry's simulation that a shard
// of a run wrote (tally.Tally's MarshalJSON), for adding to the others.
func (e *Entry) DecodeTally(data []byte) (tally.Tally, error) {
	if e.decodeTally == nil {
		return nil, fmt.Errorf("the %s engine cannot read back a simulation's tally yet", e.Label())
	}
	return e.decodeTally(data)
}

// classicWorker plays classic games: one engine.Game reset with each seed,
// played by bots through engine.Player, without allocating — or, when a
// seat is the tree search, through the match with every seat an agent.
type classicWorker struct {
	g      *engine.Game
	bots   []engine.Bot
	agents []engine.Agent
	play   engine.Player
	seats  *tally.Seats
	// the balance report's sums, when asked for
	shape   tally.BalanceShape
	column  []int
	balance *tally.Balance
	last    *tally.BalanceGame
}

func simulateClassic(s SimSetup) (tally.Worker, error) {
	// Each worker binds its own rules: bound rules keep scratch memory.
	rules, err := classic.Ruleset{}.Bind(s.Set, s.Options)
	if err != nil {
		return nil, err
	}
	g, err := engine.NewGame(s.Set, rules, engine.Setup{Mix: s.Mix, Players: s.Players})
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
			// The tree search plays the match, not the fast path.
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
				w.agents[i] = engine.BotAgent{Bot: b}
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
		if err := engine.Drive(engine.NewCoreMatch(w.g), w.agents); err != nil {
			return err
		}
	} else {
		w.play.Play(w.g, w.bots)
	}
	w.seats.Record(w.g)
	if w.balance != nil {
		tally.FillCore(w.g, w.column, w.last)
		w.balance.Record(w.last)
	}
	return nil
}

func (w *classicWorker) Tally() tally.Tally { return w.seats }

// EnableBalance counts the balance report's sums of every game from now
// on.
func (w *classicWorker) EnableBalance() {
	w.balance = tally.NewBalance(w.shape)
	w.last = w.shape.NewBalanceGame()
}

// Balance is the balance sums counted so far (nil until EnableBalance).
func (w *classicWorker) Balance() *tally.Balance { return w.balance }

// simulateMists plays Mists games with the team the one agent names.
func simulateMists(s SimSetup) (tally.Worker, error) {
	if len(s.Agents) != 1 {
		return nil, fmt.Errorf("one team plays a game of mists, not %d agents", len(s.Agents))
	}
	return mists.NewSimWorker(s.Set, s.Options, s.Mix, s.Players, s.Agents[0])
}

// GameSetup is one way the games of a pack are set up: a mix and the
// ruleset options that play it.
type GameSetup struct {
	// Label names the set-up for people: "mix WE3", "level 3 (mix
	// level-3)".
	Label   string
	Mix     string
	Options []byte
}

// GameSetups lists the set-ups of the set's pack with its own options:
// every mix, or in Mists every level, named in the options as a record
// names it when two levels share a mix.
func GameSetups(set *engine.Set) []GameSetup {
	var out []GameSetup
	if set.Ruleset.Name == "mists" && set.Pack.Rules.Mists != nil {
		for _, lv := range set.Pack.Rules.Mists.Levels {
			out = append(out, GameSetup{Label: fmt.Sprintf("level %d (mix %s)", lv.Level, lv.Mix), Mix: lv.Mix, Options: fmt.Appendf(nil, `{"level": %d}`, lv.Level)})
		}
		return out
	}
	for _, m := range set.Pack.Mixes {
		out = append(out, GameSetup{Label: "mix " + m.ID, Mix: m.ID})
	}
	return out
}
