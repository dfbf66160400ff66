package mists

// NewTwin returns a new game of g's set-up — its rules, mix and players —
// for CopyFrom to copy positions of g into. It keeps no events until a
// copy of a game that keeps them makes it keep them.
func (g *Game) NewTwin() *Game {
	t := &Game{Rules: g.Rules, core: g.core.NewTwin(), names: g.names, mix: g.mix,
		colours: g.colours, perPlayer: g.perPlayer, symbols: g.symbols,
		colourChoices: g.colourChoices, symSpan: g.symSpan}
	t.copies = make([][]int8, len(g.copies))
	t.dogs = make([]dog, len(g.dogs))
	t.scores = make([]int, len(g.scores))
	t.scoreColour = make([]int, len(g.scoreColour))
	return t
}

// CopyFrom makes g a copy of src as it stands — the core's board, pile
// and random source, the ghosts, fog, scores, dogs, stacks, graveyards,
// the undrawn copies' symbols, the moves counted, the events so far when
// src keeps them, and the turn's phase with the lists of options it
// offers — reusing g's memory, so that a search can play a game on from a
// position as often as it likes. g must be a twin of src (NewTwin): anything else is a
// programmer's error and panics (in the core's CopyFrom). A copy made in
// the middle of a turn holds the turn too (its phase and loop state), and
// plays it on from there.
func (g *Game) CopyFrom(src *Game) { g.copyFrom(src, src.keepEvents) }

// copyFrom is CopyFrom, keeping events (and copying those so far) only
// when events is set and src keeps them: a search's copies keep none.
func (g *Game) copyFrom(src *Game, events bool) {
	if g.Rules != src.Rules {
		panic("mists: CopyFrom of a game of other rules")
	}
	g.core.CopyFrom(src.core)
	g.current = src.current
	g.ghosts = append(g.ghosts[:0], src.ghosts...)
	g.onBoard = src.onBoard
	g.printed = append(g.printed[:0], src.printed...)
	g.supply = src.supply
	g.fog.copyFrom(&src.fog)
	copy(g.scores, src.scores)
	copy(g.scoreColour, src.scoreColour)
	g.scoreChosen = src.scoreChosen
	g.next = src.next
	copy(g.dogs, src.dogs)
	g.stack = src.stack
	g.bounds = append(g.bounds[:0], src.bounds...)
	for t := range g.copies {
		g.copies[t] = append(g.copies[t][:0], src.copies[t]...)
	}
	g.graves = append(g.graves[:0], src.graves...)
	g.buried = append(g.buried[:0], src.buried...)
	g.won, g.lost, g.over = src.won, src.lost, src.over
	g.turns, g.drawn = src.turns, src.drawn
	g.t = src.t
	g.Series = append(g.Series[:0], src.Series...)
	b, sb := &g.buf, &src.buf
	b.ps = append(b.ps[:0], sb.ps...)
	b.completed = append(b.completed[:0], sb.completed...)
	b.done = append(b.done[:0], sb.done...)
	b.cells = append(b.cells[:0], sb.cells...)
	b.meeples = append(b.meeples[:0], sb.meeples...)
	b.choices = append(b.choices[:0], sb.choices...)
	b.open = append(b.open[:0], sb.open...)
	b.dogOpts = append(b.dogOpts[:0], sb.dogOpts...)
	b.clears = append(b.clears[:0], sb.clears...)
	g.moves = src.moves
	g.keepEvents = events && src.keepEvents
	g.events = g.events[:0]
	if g.keepEvents {
		g.events = append(g.events, src.events...)
	}
}

// copyFrom makes c a copy of src.
func (c *clouds) copyFrom(src *clouds) {
	c.parent = append(c.parent[:0], src.parent...)
	c.next = append(c.next[:0], src.next...)
	c.size = append(c.size[:0], src.size...)
	c.open = append(c.open[:0], src.open...)
	c.broken = append(c.broken[:0], src.broken...)
	c.ports = append(c.ports[:0], src.ports...)
}
