package city

import (
	"errors"
	"fmt"
)

// The wall's refusals, in the players' words; the rules wrap them.
var (
	ErrNoGate       = errors.New("the city gate is not placed yet")
	ErrGatePlaced   = errors.New("the city gate is already placed")
	ErrNotOutline   = errors.New("the wall goes only between a tile and an empty space")
	ErrHole         = errors.New("the city gate goes against an outer edge of the city, not into a hole inside it")
	ErrClosed       = errors.New("the wall is closed round the city")
	ErrOffOutline   = errors.New("the wall no longer runs along the city's outline")
	ErrBeyondWall   = errors.New("no tile may be placed beyond the wall or the gate")
	ErrEnclosesWall = errors.New("no tile may be placed so that the city wall would be surrounded")
	ErrTowerThere   = errors.New("a tower already stands at that end of the wall")
)

// Wall is the city wall as it stands: the gate, then the pieces built from
// it each way round the outline, the towers at their ends, and the cells
// the wall bars. Seed: the gate goes first, then each player places a
// piece "adjacent to the gate (or to the other walls) to the right or
// left of the gate. In this way they build the city walls round the
// city." The wall itself is geometry only: who built a piece, the guards
// on it and the pieces left in the box are the rules'.
//
// The zero Wall has no gate; Reset empties a Wall for another game and
// keeps its memory.
type Wall struct {
	gate    Edge
	hasGate bool
	// arms[w] are the pieces built from the gate going the way w, from
	// the gate outward: the last one is that end of the wall.
	arms [2][]Edge
	// towers[w] are the positions of the towers on arm w, in the order
	// they were placed: a tower at position n stands at the outer end of
	// the arm's n-th piece (0: beside the gate).
	towers  [2][]int
	barrier []Cell
	// barSeen has the bit barBit of every barred cell: a cell whose bit
	// is clear is not barred, which spares most cells the scan of
	// barrier (Barred).
	barSeen [4]uint64
	closed  bool
}

// Reset empties the wall, keeping its memory.
func (w *Wall) Reset() {
	w.gate, w.hasGate, w.closed = Edge{}, false, false
	for i := range w.arms {
		w.arms[i] = w.arms[i][:0]
		w.towers[i] = w.towers[i][:0]
	}
	w.barrier = w.barrier[:0]
	w.barSeen = [4]uint64{}
}

// PlaceGate places the city gate on e, which must be an outer edge of the
// city. Seed: the scoring player "places it beside any tile (against the
// city)"; footnote 4: "against any type of tile edge"; footnote 5: "not
// against a tile in a hole inside the city".
func (w *Wall) PlaceGate(g Grid, e Edge) error {
	switch {
	case w.hasGate:
		return ErrGatePlaced
	case !onOutline(g, e):
		return fmt.Errorf("%s: %w", e, ErrNotOutline)
	case !newView(g).outer(e):
		return fmt.Errorf("%s: %w", e, ErrHole)
	}
	w.placeGate(e)
	return nil
}

// placeGate places the gate on e, an outer edge of the city, unchecked.
func (w *Wall) placeGate(e Edge) {
	w.gate, w.hasGate = e, true
	w.bar(e.Beyond())
}

// Gate returns the gate's edge; ok is false before the gate is placed.
func (w *Wall) Gate() (e Edge, ok bool) { return w.gate, w.hasGate }

// Arm returns the pieces built from the gate going the way way, from the
// gate outward. The slice is the wall's own: read it, do not keep it.
func (w *Wall) Arm(way Way) []Edge { return w.arms[way] }

// Pieces returns how many wall pieces stand, the gate not counted.
func (w *Wall) Pieces() int { return len(w.arms[0]) + len(w.arms[1]) }

// End returns the wall's end going the way way: the piece farthest from
// the gate that way, or the gate itself when no piece was built that way.
func (w *Wall) End(way Way) Edge {
	if a := w.arms[way]; len(a) > 0 {
		return a[len(a)-1]
	}
	return w.gate
}

// Closed reports whether the wall has come round the city to meet itself.
func (w *Wall) Closed() bool { return w.closed }

// Next returns the piece that may extend the wall at its end going the
// way way: the next outline edge beyond that end on the board as it is
// now, so a tile added beside an end moves it. ok is false before the
// gate and once the wall is closed (the next edge is walled already).
// Seed: "each adds their wall piece to the previously started city wall,
// placing their wall adjacent to a previous wall or the city gate."
func (w *Wall) Next(g Grid, way Way) (e Edge, ok bool) {
	if !w.hasGate || w.closed {
		return Edge{}, false
	}
	next, _ := newView(g).step(w.End(way), way)
	if next == w.End(way.Reverse()) {
		return Edge{}, false
	}
	return next, true
}

// Extend builds the next piece at the wall's end going the way way and
// returns it. When that piece brings the wall round to its other end, the
// wall is closed.
func (w *Wall) Extend(g Grid, way Way) (Edge, error) {
	if !w.hasGate {
		return Edge{}, ErrNoGate
	}
	e, _, err := w.extend(g, way, newView(g).stepFrom(w.End(way), way))
	return e, err
}

// extend is Extend given the outline's step beyond the end going the way
// way (ahead, as the game keeps it); it returns as well the step beyond
// the piece built, the next one that way while no tile is placed.
func (w *Wall) extend(g Grid, way Way, ahead outlineStep) (Edge, outlineStep, error) {
	if !w.hasGate {
		return Edge{}, outlineStep{}, ErrNoGate
	}
	if w.closed {
		return Edge{}, outlineStep{}, ErrClosed
	}
	v := newView(g)
	end := w.End(way)
	if !onOutline(g, end) {
		return Edge{}, outlineStep{}, ErrOffOutline
	}
	next := ahead.to
	if next == w.End(way.Reverse()) {
		// Only pieces close the wall, and the piece that did said so; this
		// is a wall rebuilt on another board.
		w.closed = true
		return Edge{}, outlineStep{}, ErrClosed
	}
	w.arms[way] = append(w.arms[way], next)
	w.bar(next.Beyond())
	if ahead.turn > 0 {
		w.barCorner(end, next)
	}
	after := v.stepFrom(next, way)
	if after.to == w.End(way.Reverse()) {
		w.closed = true
		if after.turn > 0 {
			w.barCorner(next, after.to)
		}
	}
	return next, after, nil
}

// Walled reports whether e is the gate or a wall piece.
func (w *Wall) Walled(e Edge) bool {
	if !w.hasGate {
		return false
	}
	if e == w.gate {
		return true
	}
	for _, a := range w.arms {
		for _, p := range a {
			if p == e {
				return true
			}
		}
	}
	return false
}

// String describes the wall for tests and logs: "gate north of (1,0);
// clockwise 2 pieces to east of (2,0); counter-clockwise none".
func (w *Wall) String() string {
	if !w.hasGate {
		return "no gate"
	}
	s := "gate " + w.gate.String()
	for _, way := range []Way{Clockwise, CounterClockwise} {
		if n := len(w.arms[way]); n > 0 {
			s += fmt.Sprintf("; %s %d pieces to %s", way, n, w.End(way))
		} else {
			s += fmt.Sprintf("; %s none", way)
		}
	}
	if w.closed {
		s += "; closed"
	}
	return s
}

// Chain appends to dst the gate and the pieces as one line from the end
// going counter-clockwise to the end going clockwise, and returns the
// extended slice; nothing before the gate.
func (w *Wall) Chain(dst []Edge) []Edge {
	if !w.hasGate {
		return dst
	}
	ccw := w.arms[CounterClockwise]
	for i := len(ccw) - 1; i >= 0; i-- {
		dst = append(dst, ccw[i])
	}
	dst = append(dst, w.gate)
	return append(dst, w.arms[Clockwise]...)
}
