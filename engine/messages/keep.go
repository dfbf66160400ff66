package messages

import "github.com/tilesmith/tilesmith/engine"

// keptTurn is the turn under way, kept for a search bot, which replays it
// to reach the decision it searches (a position in the middle of a turn
// waits on the turn's call stack and cannot be copied as data): the game
// at the turn's start, its tile drawn, and every answer given since, with
// the random source as it stood after each (so that a replay draws what
// the game drew).
type keptTurn struct {
	start   *Game
	answers []answer
	keeper  keeper
}

// answer is one answer given in the turn under way.
type answer struct {
	kind engine.DecisionKind
	// n is the option: a spot, figure or follower's index (-1 for none),
	// 1 for a message's action or a crop circle's "deploy", else 0.
	n   int
	p   engine.Placement // the placement, for place-tile
	rng engine.Rand
}

// keepTurns makes g keep its turns for search bots: a copy of each turn's
// start and the answers since. A match keeps them always, the fast path
// when a seat is a search bot.
func (g *Game) keepTurns() {
	if g.kept == nil {
		g.kept = &keptTurn{start: g.newTwin()}
	}
}

// begin keeps g as its turn begins.
func (k *keptTurn) begin(g *Game) {
	k.start.CopyFrom(g)
	k.answers = k.answers[:0]
}

// keeping returns the chooser a game plays with: ch itself, or ch with
// its answers kept when g keeps its turns.
func (g *Game) keeping(ch chooser) chooser {
	if g.kept == nil {
		return ch
	}
	g.kept.keeper = keeper{inner: ch, kept: g.kept}
	return &g.kept.keeper
}

// keeper is a chooser that keeps the answers of the chooser it wraps.
type keeper struct {
	inner chooser
	kept  *keptTurn
}

func (k *keeper) note(g *Game, kind engine.DecisionKind, n int, p engine.Placement) {
	k.kept.answers = append(k.kept.answers, answer{kind: kind, n: n, p: p, rng: *g.core.Rand()})
}

func flag(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (k *keeper) place(g *Game) (engine.Placement, error) {
	p, err := k.inner.place(g)
	if err == nil {
		k.note(g, engine.DecidePlacement, 0, p)
	}
	return p, err
}

func (k *keeper) spot(g *Game, spots []engine.Spot) (int, error) {
	i, err := k.inner.spot(g, spots)
	if err == nil {
		k.note(g, engine.DecideFollower, i, engine.Placement{})
	}
	return i, err
}

func (k *keeper) figure(g *Game, seat, points int) (int, error) {
	f, err := k.inner.figure(g, seat, points)
	if err == nil {
		k.note(g, DecideFigure, f, engine.Placement{})
	}
	return f, err
}

func (k *keeper) message(g *Game, mi int, can bool) (bool, error) {
	action, err := k.inner.message(g, mi, can)
	if err == nil {
		k.note(g, DecideMessage, flag(action), engine.Placement{})
	}
	return action, err
}

func (k *keeper) follower(g *Game, fs []engine.Follower) (int, error) {
	i, err := k.inner.follower(g, fs)
	if err == nil {
		k.note(g, DecideReturn, i, engine.Placement{})
	}
	return i, err
}

func (k *keeper) arrange(g *Game) error { return k.inner.arrange(g) }

func (k *keeper) roundStart() int { return k.inner.roundStart() }

func (k *keeper) cropChoice(g *Game, kind, mark int) (bool, error) {
	deploy, err := k.inner.cropChoice(g, kind, mark)
	if err == nil {
		k.note(g, DecideCrop, flag(deploy), engine.Placement{})
	}
	return deploy, err
}

func (k *keeper) cropFollower(g *Game, seat int, deploy bool, fs []engine.Follower, mark int) (int, error) {
	i, err := k.inner.cropFollower(g, seat, deploy, fs, mark)
	if err == nil {
		k.note(g, DecideCropFollower, i, engine.Placement{})
	}
	return i, err
}

func (k *keeper) extraTile(g *Game) error { return k.inner.extraTile(g) }
