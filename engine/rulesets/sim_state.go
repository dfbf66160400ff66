package rulesets

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// stateWorker is the simulation of a game that has no fast path of its
// own: it plays each game as a match, every seat an agent, and tallies
// the seats' scores and the points of each feature kind (tally.Seats)
// from the core's game beneath the state.
type stateWorker struct {
	e      *Entry
	setup  SimSetup
	agents []engine.Agent
	seats  *tally.Seats
}

// newStateWorker is the default Simulate hook (Hooks.Simulate).
func (e *Entry) newStateWorker(s SimSetup) (tally.Worker, error) {
	w := &stateWorker{e: e, setup: s, agents: make([]engine.Agent, len(s.Agents))}
	for i, name := range s.Agents {
		a, err := e.NewAgent(name)
		if err != nil {
			return nil, err
		}
		w.agents[i] = a
	}
	w.seats = tally.NewSeats(s.Players, s.Agents, tally.KindNames(s.Set))
	return w, nil
}

func (w *stateWorker) Play(seed uint64) error {
	s := w.setup
	m, err := w.e.NewMatch(s.Set, s.Options, s.Mix, s.Players, seed)
	if err != nil {
		return err
	}
	defer m.Close()
	if err := engine.Drive(m, w.agents); err != nil {
		return err
	}
	v, ok := engine.Underlying(m).(engine.Viewer)
	if !ok {
		return fmt.Errorf("the %s engine has no board to tally: give its entry a Simulate hook", w.e.Label())
	}
	w.seats.Record(v.Core())
	return nil
}

func (w *stateWorker) Tally() tally.Tally { return w.seats }

// Close lets go what the agents hold (an outside program's agent).
func (w *stateWorker) Close() error {
	engine.CloseAgents(w.agents...)
	return nil
}
