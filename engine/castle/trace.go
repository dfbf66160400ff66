package castle

import "github.com/tilesmith/tilesmith/engine"

// A turn of The Castle runs as a call stack (Game.Play asks every choice
// from inside it), so a position in the middle of a turn cannot be copied
// as data. A game that keeps its turns (a search bot plays in it) copies
// itself as each turn begins and notes every answer of the turn so far:
// the draws, the choices of both seats and the wall tiles turned up. A
// search plays a turn again from there (the snapshot and the answers) to
// reach the decision it is asked.

// turnTrace is the game as the turn under way began and what its chooser
// has answered since, in order.
type turnTrace struct {
	start *Game
	// answers are the chooser's answers this turn: a draw's tile (-1 for
	// none left), an index of placements, spots (-1 for none), scorings or
	// territories, a wall tile's kind turned up, 1 or 0 for yes or no.
	answers []int
	// seq numbers the turns begun, so that a bot knows a decision of the
	// turn it answered before.
	seq   int
	inner chooser
}

// keepTurns makes the game keep its turns from the next one on: the
// snapshot as each begins and the answers of the turn under way.
func (g *Game) keepTurns() {
	if g.trace == nil {
		g.trace = &turnTrace{start: g.NewTwin(false)}
	}
}

// begin notes that a turn of g begins.
func (t *turnTrace) begin(g *Game) {
	t.start.CopyFrom(g)
	t.answers = t.answers[:0]
	t.seq++
}

func (t *turnTrace) note(i int, err error) (int, error) {
	if err == nil {
		t.answers = append(t.answers, i)
	}
	return i, err
}

func (t *turnTrace) noteYes(yes bool, err error) (bool, error) {
	a := 0
	if yes {
		a = 1
	}
	_, err = t.note(a, err)
	return yes, err
}

func (t *turnTrace) draw(g *Game) (int, bool, error) {
	tile, ok, err := t.inner.draw(g)
	if !ok {
		tile = -1
	}
	_, err = t.note(tile, err)
	return max(tile, 0), ok, err
}

func (t *turnTrace) setAside(g *Game, tile int) error { return t.inner.setAside(g, tile) }

func (t *turnTrace) place(g *Game, tile int, ps []engine.Placement) (int, error) {
	return t.note(t.inner.place(g, tile, ps))
}

func (t *turnTrace) spot(g *Game, spots []engine.Spot) (int, error) {
	return t.note(t.inner.spot(g, spots))
}

func (t *turnTrace) order(g *Game, seat int, ns []engine.Node) (int, error) {
	return t.note(t.inner.order(g, seat, ns))
}

func (t *turnTrace) double(g *Game, seat, kind int, n engine.Node) (bool, error) {
	return t.noteYes(t.inner.double(g, seat, kind, n))
}

func (t *turnTrace) took(g *Game, seat, ci, kind int) (int, error) {
	return t.note(t.inner.took(g, seat, ci, kind))
}

func (t *turnTrace) extraTurn(g *Game, seat, kind int) (bool, error) {
	return t.noteYes(t.inner.extraTurn(g, seat, kind))
}

func (t *turnTrace) endTile(g *Game, seat, kind int, targets []Target) (int, error) {
	return t.note(t.inner.endTile(g, seat, kind, targets))
}
