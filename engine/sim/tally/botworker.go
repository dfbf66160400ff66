package tally

import "fmt"

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

// Play plays the game with that seed and counts it.
func (w *BotWorker[G, B]) Play(seed uint64) error {
	if err := w.game.Reset(seed); err != nil {
		return err
	}
	if err := w.game.PlayBots(w.bots); err != nil {
		return fmt.Errorf("game with seed %d: %w", seed, err)
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
