package tally

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// BotGame is a ruleset's game that a simulation plays again and again
// with the same bots: reset with a seed, then played to its end.
type BotGame[B any] interface {
	Reset(seed uint64) error
	PlayBots(bots []B) error
}

// BotWorker is a Worker of a ruleset that runs its own turn (The City, The
// Castle, classic with Messages): one game reset with each seed and
// played by the same bots, one per seat, then counted.
type BotWorker[G BotGame[B], B any] struct {
	game  G
	bots  []B
	t     Tally
	count func(G)
	// the balance report's sums, when asked for (see WithBalance)
	shape   BalanceShape
	fill    func(G, *BalanceGame)
	balance *Balance
	last    *BalanceGame
}

// NewBotWorker makes a worker of game, played by the named bots (made by
// newBot), whose games count adds to t.
func NewBotWorker[G BotGame[B], B any](game G, names []string, newBot func(string) (B, error), t Tally, count func(G)) (*BotWorker[G, B], error) {
	w := &BotWorker[G, B]{game: game, bots: make([]B, len(names)), t: t, count: count}
	for i, name := range names {
		b, err := newBot(name)
		if err != nil {
			return nil, err
		}
		w.bots[i] = b
	}
	return w, nil
}

// SeatsGame is a competitive BotGame played on the core engine.Game.
type SeatsGame[B any] interface {
	BotGame[B]
	Core() *engine.Game
}

// NewSeatsWorker makes the worker of a competitive game that runs its own
// turn: game played by the named bots, one per seat (newBot makes them),
// each finished game counted into t by count, and the balance report's
// sums those of the core's feature kinds followed by the ruleset's own
// sources of points (CoreBalance).
func NewSeatsWorker[G SeatsGame[B], B any](game G, set *engine.Set, mix string, seats, bots []string, newBot func(string) (B, error), t Tally, count func(G), own ...Source[G]) (Worker, error) {
	if len(bots) != len(seats) {
		return nil, fmt.Errorf("%d bots for %d players: give one per seat", len(bots), len(seats))
	}
	w, err := NewBotWorker(game, bots, newBot, t, count)
	if err != nil {
		return nil, err
	}
	return w.WithBalance(CoreBalance(set, mix, seats, func(g G) *engine.Game { return g.Core() }, own...)), nil
}

// Play plays the game with that seed and counts it.
func (w *BotWorker[G, B]) Play(seed uint64) error {
	if err := w.game.Reset(seed); err != nil {
		return err
	}
	if err := w.game.PlayBots(w.bots); err != nil {
		return err // the run names the game and its seed
	}
	w.count(w.game)
	if w.balance != nil {
		w.fill(w.game, w.last)
		w.balance.Record(w.last)
	}
	return nil
}

// WithBalance says how the worker counts the balance sums when asked to
// (EnableBalance): their shape, and how a finished game fills in its
// figures.
func (w *BotWorker[G, B]) WithBalance(shape BalanceShape, fill func(G, *BalanceGame)) *BotWorker[G, B] {
	w.shape, w.fill = shape, fill
	return w
}

// EnableBalance counts the balance sums of every game from now on.
func (w *BotWorker[G, B]) EnableBalance() {
	w.balance = NewBalance(w.shape)
	w.last = w.shape.NewBalanceGame()
}

// Balance is the balance sums counted so far (nil until EnableBalance).
func (w *BotWorker[G, B]) Balance() *Balance { return w.balance }

// Tally is what the worker has counted so far.
func (w *BotWorker[G, B]) Tally() Tally { return w.t }

// Close lets go what the bots hold (an outside program's agent).
func (w *BotWorker[G, B]) Close() error {
	engine.CloseAgents(w.bots...)
	return nil
}
