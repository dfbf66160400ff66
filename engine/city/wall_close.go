package city

// The end of the game and the closing of the wall. Seed: the game ends
// when "the last wall piece is built", when "the last tile is placed", or
// when "the two ends of the city wall are 5 wall pieces apart" (footnote
// 10, HiG: "the two ends of the wall are so close together that only 5 or
// fewer walls can be built"). "In any case the city wall is completed,
// enclosing the city. If there are enough walls, simply place them around
// the last unwalled tiles. If there are not enough walls, just assume
// there are and that they completely enclose the city."

// Gap returns how many pieces would close the wall: the outline edges
// between its two ends going the unwalled way round (clockwise from the
// clockwise end), 0 once the wall is closed. The game ends when it is 5
// or fewer. ErrOffOutline says the wall was cut from its loop, which the
// checks of Allows prevent.
func (w *Wall) Gap(g Grid) (int, error) {
	return w.walkGap(g, nil, -1)
}

// GapWithin reports whether the wall's ends are n or fewer pieces apart
// (Gap(g) <= n), walking no farther than n+1 edges: the game asks after
// every turn.
func (w *Wall) GapWithin(g Grid, n int) (bool, error) {
	gap, err := w.walkGap(g, nil, n+1)
	return gap <= n, err
}

// Closing appends to dst the edges that close the wall round the city, in
// order clockwise from the wall's clockwise end, and returns the extended
// slice: where the last pieces go, or the wall is imagined, when the game
// ends. The rules complete streets and markets along them; no guard goes
// on them (footnote 12). On ErrOffOutline dst is returned unchanged.
func (w *Wall) Closing(g Grid, dst []Edge) ([]Edge, error) {
	_, err := w.walkGap(g, &dst, -1)
	return dst, err
}

// walkGap walks clockwise from the clockwise end to the other end,
// counting the edges between and appending them to *dst when dst is not
// nil; with a limit of 0 or more it stops counting there.
func (w *Wall) walkGap(g Grid, dst *[]Edge, limit int) (int, error) {
	if !w.hasGate {
		return 0, ErrNoGate
	}
	if w.closed {
		return 0, nil
	}
	v := newView(g)
	start, stop := w.End(Clockwise), w.End(CounterClockwise)
	if !onOutline(g, start) || !onOutline(g, stop) {
		return 0, ErrOffOutline
	}
	var kept int
	if dst != nil {
		kept = len(*dst)
	}
	n := 0
	for e, _ := v.step(start, Clockwise); e != stop; e, _ = v.step(e, Clockwise) {
		if e == start {
			if dst != nil {
				*dst = (*dst)[:kept]
			}
			return 0, ErrOffOutline
		}
		n++
		if dst != nil {
			*dst = append(*dst, e)
		}
		if n == limit {
			break
		}
	}
	return n, nil
}
