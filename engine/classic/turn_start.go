package classic

import "github.com/tilesmith/tilesmith/engine"

// The start of a turn: the current seat draws up to its hand size, tiles
// that fit nowhere are set aside, and a seat without tiles once the pile
// is empty is passed over. Begin runs it all at once; the match
// (Match.Chance) and one more tile (StepExtra) run it one draw at a time,
// each draw a chance event.

// turnStep is where the start of a turn stands (startStep).
type turnStep uint8

const (
	stepDraw  turnStep = iota // the current seat draws a tile
	stepReady                 // the current seat holds a placeable tile
	stepOver                  // the game is over
)

// startStep runs the start of the current seat's turn up to its next draw,
// as Begin does one draw at a time: it sets aside held tiles that fit
// nowhere, moves on from seats without tiles once the pile is empty, and
// runs final scoring when no seat can play. Drawing one tile at a time
// (toHand) and then calling it again plays exactly as Begin.
func (g *Game) startStep() turnStep {
	for {
		if g.Over() {
			return stepOver
		}
		switch g.settleHand() {
		case handDraw:
			return stepDraw
		case handReady:
			return stepReady
		}
		if g.nextSeatWithTiles() {
			continue
		}
		g.End()
		return stepOver
	}
}

// handStep is where the current seat's hand stands (settleHand).
type handStep uint8

const (
	handDraw  handStep = iota // a tile is to be drawn
	handReady                 // the hand holds a tile that fits
	handEmpty                 // nothing is left to draw or hold
)

// settleHand sets aside the current seat's held tiles that fit nowhere,
// as fillHand does, until a draw is due, a held tile fits, or the hand is
// empty with nothing left to draw.
func (g *Game) settleHand() handStep {
	seat := g.current
	for {
		h := g.hands[seat]
		if len(h) < g.hand && g.Pile().Remaining() > 0 {
			return handDraw
		}
		if len(h) == 0 {
			return handEmpty
		}
		g.sampler.Invalidate()
		bad := -1
		for i, t := range h {
			if !engine.DupBefore(h, i) && !g.Placeable(int(t)) {
				bad = i
				break
			}
		}
		if bad < 0 {
			return handReady
		}
		t := h[bad]
		g.hands[seat] = append(h[:bad], h[bad+1:]...)
		g.SetAside(seat, int(t), g.ReturnsToBag())
	}
}

// nextSeatWithTiles moves the turn to the next seat holding tiles (only
// hands can be left once the pile is empty); false when no seat has any.
func (g *Game) nextSeatWithTiles() bool {
	if g.Pile().Remaining() > 0 {
		return false
	}
	for range len(g.Players()) {
		g.current = (g.current + 1) % len(g.Players())
		if len(g.hands[g.current]) > 0 {
			return true
		}
	}
	return false
}

// ReturnsToBag reports whether a tile that fits nowhere goes back into the
// bag: when the rules say so and some tile left in the bag could still be
// placed (else it leaves the game, so that the game always ends). On the
// fast path the pile's undrawn tiles are the bag; for a reader of records
// they also hold the tiles held unnamed (HeldUnnamed).
func (g *Game) ReturnsToBag() bool {
	return g.Options().ReturnUnplaceable && g.firstPlaceableLeft() >= 0
}

// firstPlaceableLeft returns a tile still in the pile that fits, -1 when
// none does.
func (g *Game) firstPlaceableLeft() int {
	for _, t := range g.Pile().Undrawn() {
		if g.Placeable(int(t)) {
			return int(t)
		}
	}
	return -1
}

// dealToHand draws the pile's next tile into the current seat's hand and
// returns it.
func (g *Game) dealToHand() int {
	t, _ := g.Pile().Next()
	g.toHand(int16(t))
	return t
}

// forceToHand draws a copy of tile t (an index into Set.Tiles) from
// anywhere in the pile into the current seat's hand; false when no copy
// is left.
func (g *Game) forceToHand(t int) bool {
	if t < 0 || t >= len(g.Set.Tiles) || !g.Pile().Take(t) {
		return false
	}
	g.toHand(int16(t))
	return true
}

// toHand puts tile t, just drawn from the pile, into the current seat's
// hand.
func (g *Game) toHand(t int16) {
	seat := g.current
	g.hands[seat] = append(g.hands[seat], t)
	g.Drew(seat, 1)
	g.sampler.Invalidate()
}
