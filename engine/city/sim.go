package city

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// SimWorker plays games of The City for a simulation, one after another:
// one game reset with each seed and played by bots on the fast path,
// without events.
type SimWorker struct {
	g    *Game
	bots []Bot
	t    *simTally
}

// NewSimWorker returns a worker for games of the mix between the named
// seats, played by the named bots (one per seat).
func NewSimWorker(set *engine.Set, options []byte, mix string, players, botNames []string) (*SimWorker, error) {
	g, err := NewGame(set, options, mix, players, 0, false)
	if err != nil {
		return nil, err
	}
	w := &SimWorker{g: g, bots: make([]Bot, len(botNames))}
	for i, name := range botNames {
		if w.bots[i], err = NewBot(name); err != nil {
			return nil, err
		}
	}
	kinds := make([]string, len(set.Kinds))
	for i, k := range set.Kinds {
		kinds[i] = string(k.Kind)
	}
	w.t = &simTally{Seats: tally.NewSeats(players, botNames, kinds)}
	return w, nil
}

// Play plays the game with that seed and tallies it.
func (w *SimWorker) Play(seed uint64) error {
	if err := w.g.Reset(seed); err != nil {
		return err
	}
	if err := w.g.PlayBots(w.bots); err != nil {
		return err
	}
	w.t.record(w.g)
	return nil
}

// Tally is what the worker has counted so far.
func (w *SimWorker) Tally() tally.Tally { return w.t }

// simTally is the seats' tally (points by feature kind: streets, markets,
// residential areas).
type simTally struct {
	*tally.Seats
}

func (t *simTally) record(g *Game) { t.Seats.Record(g.core) }

// Add adds another worker's tally of the same simulation.
func (t *simTally) Add(other tally.Tally) { t.Seats.Add(other.(*simTally).Seats) }
