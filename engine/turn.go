package engine

// The fast path. A turn is:
//
//	for g.Begin() {
//		ps := g.AppendPlacements(buf[:0]) // legal placements of the hand
//		g.PlaceUnchecked(ps[i])
//		spots := g.AppendSpots(sbuf[:0]) // free features of the new tile
//		g.DeployUnchecked(spots[j])        // optional
//		g.EndTurn()                        // scores, next seat
//	}
//
// Begin, EndTurn and the Append* calls are safe; the *Unchecked calls trust
// that their argument came from the matching Append* call of this turn.
// Game.Play is the checked path that takes a Move and explains what is wrong
// with it.

// Begin starts the current seat's turn: it fills the seat's hand from the
// pile, setting aside tiles that fit nowhere. It returns false, after
// running final scoring, when the game is over.
func (g *Game) Begin() bool {
	if g.over {
		return false
	}
	for {
		if g.fillHand() {
			return true
		}
		if g.nextSeatWithTiles() {
			continue
		}
		g.finish()
		return false
	}
}

// fillHand draws the current seat up to its hand size, dealing with tiles
// that fit nowhere, and reports whether the seat has a placeable tile.
func (g *Game) fillHand() bool {
	for {
		switch g.settleHand() {
		case handDraw:
			g.dealToHand()
		case handReady:
			return true
		default:
			return false
		}
	}
}

// returnsToBag reports whether a tile that fits nowhere goes back into the
// bag: when the rules say so and some tile left in the bag could still be
// placed (else it leaves the game, so that the game always ends). On the
// fast path pile[drawn:] is the bag; on the checked path it also holds the
// tiles in hands (see Game.held).
func (g *Game) returnsToBag() bool {
	return g.opts.ReturnUnplaceable && g.anyPlaceableLeft()
}

// setAside deals with a drawn tile that fits nowhere: back into the pile at
// a random place (back), or out of the game.
func (g *Game) setAside(seat, t int, back bool) {
	g.stats[seat].Unplaceable++
	g.log = append(g.log, logEntry{tile: int16(t), feature: -1, seat: int8(seat), discard: true, out: !back})
	if back {
		g.pile.drawn--
		g.pile.tiles[g.pile.drawn] = int16(t)
		rest := g.pile.undrawn()
		j := g.rng.IntN(len(rest))
		rest[0], rest[j] = rest[j], rest[0]
		return
	}
	g.discarded++
}

// anyPlaceableLeft reports whether some tile still in the pile fits.
func (g *Game) anyPlaceableLeft() bool {
	for _, t := range g.pile.undrawn() {
		if g.placeable(int(t)) {
			return true
		}
	}
	return false
}

// nextSeatWithTiles moves the turn to the next seat holding tiles (only
// hands can be left once the pile is empty); false when no seat has any.
func (g *Game) nextSeatWithTiles() bool {
	if g.pile.Remaining() > 0 {
		return false
	}
	for range len(g.names) {
		g.current = (g.current + 1) % len(g.names)
		if len(g.hands[g.current]) > 0 {
			return true
		}
	}
	return false
}

// Hand returns the tiles (indices into Set.Tiles) the current seat holds.
func (g *Game) Hand() []int16 { return g.hands[g.current] }

// HandOf returns the tiles seat holds (the game's own slice: do not
// change it).
func (g *Game) HandOf(seat int) []int16 { return g.hands[seat] }

// AppendPlacements appends every legal placement of every distinct tile in
// the current hand.
func (g *Game) AppendPlacements(buf []Placement) []Placement {
	h := g.hands[g.current]
	for i, t := range h {
		if !dupBefore(h, i) {
			buf = g.AppendPlacementsOf(buf, int(t))
		}
	}
	return buf
}

// CountPlacements returns how many placements AppendPlacements would list.
func (g *Game) CountPlacements() int {
	g.countPlacements()
	return g.handCount
}

// countPlacements counts the placements of the hand's distinct tiles, cell
// by cell, once per turn.
func (g *Game) countPlacements() {
	if g.countsValid {
		return
	}
	h := g.hands[g.current]
	g.handCount = 0
	for i, t := range h {
		n := 0
		if !dupBefore(h, i) {
			n = g.cumulate(i, int(t))
		}
		g.counts[i] = n
		g.handCount += n
	}
	g.countsValid = true
}

// cumulate fills g.cum[slot] with the running number of placements of
// tile t over the frontier, in AppendPlacementsOf's order, and returns the
// total.
//
// It is kept out of line: inlined into fillHand, its loop runs short of
// registers.
//
//go:noinline
func (g *Game) cumulate(slot, t int) int {
	fits := g.Set.fitRow(t)
	if cap(g.cum[slot]) < len(g.fkey) {
		g.cum[slot] = make([]int32, 2*len(g.fkey))
	}
	cum := g.cum[slot][:len(g.fkey)]
	total := int32(0)
	for j, k := range g.fkey {
		total += int32(fits[k] >> 4)
		cum[j] = total
	}
	return int(total)
}

// placementIn returns the i-th placement of tile t given its cumulate
// counts: the first cell whose running count passes i, by binary search.
func (g *Game) placementIn(slot, t, i int) Placement {
	cum := g.cum[slot][:len(g.fkey)]
	lo, hi := 0, len(cum)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if int(cum[mid]) <= i {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo > 0 {
		i -= int(cum[lo-1])
	}
	f := g.Set.fitRow(t)[g.fkey[lo]]
	return Placement{Cell: g.frontier[lo], Tile: int16(t), Rot: rotationsOf[f&15][i]}
}

// sampleTries is how many (tile, cell, rotation) draws RandomPlacement
// tries before it counts the placements instead.
const sampleTries = 24

// RandomPlacement returns a placement drawn uniformly from the list
// AppendPlacements would give, with the game's random source, without
// listing it. It draws a hand position, a frontier cell and a rotation
// uniformly and keeps the first draw that is a listed placement (a
// distinct tile, a fitting distinct rotation): every placement is as
// likely as any other. After sampleTries misses it counts the placements
// cell by cell and draws an index, found by binary search — also uniform,
// so the mixture is too. Each 64 random bits make two draws (32 bits
// each: the bias is below n/2³², far under a billionth for any board).
func (g *Game) RandomPlacement() Placement {
	h := g.hands[g.current]
	if p, ok := g.samplePlacement(h); ok {
		return p
	}
	g.countPlacements()
	i := g.rng.IntN(g.handCount)
	for k, t := range h {
		if n := g.counts[k]; i >= n {
			i -= n
			continue
		}
		return g.placementIn(k, int(t), i)
	}
	panic("engine: RandomPlacement without a placeable tile")
}

// samplePlacement tries sampleTries uniform draws of (hand position,
// frontier cell, rotation) and returns the first that is a placement.
func (g *Game) samplePlacement(h []int16) (Placement, bool) {
	fkey := g.fkey
	n := uint64(len(h) * len(fkey) << 2)
	fits := g.Set.fitRow(int(h[0]))
	var r uint64
	for try := range sampleTries {
		if try&1 == 0 {
			r = g.rng.Uint64()
		} else {
			r >>= 32
		}
		j := int((r & 0xffffffff) * n >> 32)
		k, c, q := 0, j>>2, j&3
		if len(h) > 1 {
			k, c = c/len(fkey), c%len(fkey)
			if dupBefore(h, k) {
				continue
			}
			fits = g.Set.fitRow(int(h[k]))
		}
		if fits[fkey[c]]>>q&1 != 0 {
			return Placement{Cell: g.frontier[c], Tile: h[k], Rot: int8(q)}, true
		}
	}
	return Placement{}, false
}

// dupBefore reports whether h[i] already occurs earlier in h.
func dupBefore(h []int16, i int) bool {
	for _, u := range h[:i] {
		if u == h[i] {
			return true
		}
	}
	return false
}

// PlaceUnchecked places a tile from the current hand. Fast path: p must
// come from AppendPlacements this turn.
func (g *Game) PlaceUnchecked(p Placement) {
	seat := g.current
	h := g.hands[seat]
	for i, t := range h {
		if t == p.Tile {
			g.hands[seat] = append(h[:i], h[i+1:]...)
			break
		}
	}
	g.placeFor(p, seat)
	g.log = append(g.log, logEntry{cell: p.Cell, tile: p.Tile, rot: p.Rot, feature: -1, seat: int8(seat)})
	if g.opts.HoleBonusTurn && g.surrounded(p.Cell) {
		g.holeFilled = true
	}
}

// Spot is a free feature of the tile just placed where a follower may go.
type Spot struct {
	Node    Node
	Feature int // feature index within the tile
}

// AppendSpots appends the features of the tile just placed where the
// current seat may put a follower: kinds the rules allow, not on a set
// that already holds a follower, one spot per set. None when the seat's
// supply is empty.
func (g *Game) AppendSpots(buf []Spot) []Spot {
	if g.deployed {
		return buf
	}
	return g.appendSpotsOf(buf, g.current)
}

// appendSpotsOf appends the spots of the tile just placed where seat may
// put a follower, whoever's turn it is.
func (g *Game) appendSpotsOf(buf []Spot, seat int) []Spot {
	if g.lastTile < 0 || g.supply[seat] == 0 {
		return buf
	}
	p := &g.placed[g.lastTile]
	def := g.Set.Tiles[p.Tile]
	g.nodeMarks.start()
	for fi := range def.Features {
		if !g.opts.AllowsFollowerOn(def.Features[fi].Kind) {
			continue
		}
		n := p.node + Node(fi)
		r := g.Find(n)
		if g.nodes[r].meeples == 0 && g.nodeMarks.first(int(r)) {
			buf = append(buf, Spot{Node: n, Feature: fi})
		}
	}
	return buf
}

// DeployUnchecked puts one of the current seat's followers on a spot. Fast
// path: s must come from AppendSpots this turn.
func (g *Game) DeployUnchecked(s Spot) {
	g.DeployFor(s, g.current)
	g.deployed = true
	g.log[len(g.log)-1].feature = int8(s.Feature)
}

// EndTurn scores what the turn completed and passes the turn on (or gives
// the seat another turn when the rules grant one).
func (g *Game) EndTurn() {
	g.ScoreCompleted()
	g.PassTurn()
}

// finish ends the game and runs final scoring once.
func (g *Game) finish() {
	if g.over {
		return
	}
	g.over = true
	g.rules.ScoreFinal(g)
}

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
		if g.over {
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
		g.finish()
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
		if len(h) < g.opts.hand() && g.pile.Remaining() > 0 {
			return handDraw
		}
		if len(h) == 0 {
			return handEmpty
		}
		g.countsValid = false
		bad := -1
		for i, t := range h {
			if !dupBefore(h, i) && !g.placeable(int(t)) {
				bad = i
				break
			}
		}
		if bad < 0 {
			return handReady
		}
		t := h[bad]
		g.hands[seat] = append(h[:bad], h[bad+1:]...)
		g.setAside(seat, int(t), g.returnsToBag())
	}
}

// dealToHand draws the pile's next tile into the current seat's hand and
// returns it.
func (g *Game) dealToHand() int {
	t := g.pile.tiles[g.pile.drawn]
	g.pile.drawn++
	g.toHand(t)
	return int(t)
}

// forceToHand draws a copy of tile t (an index into Set.Tiles) from
// anywhere in the pile into the current seat's hand; false when no copy
// is left.
func (g *Game) forceToHand(t int) bool {
	if t < 0 || t >= len(g.Set.Tiles) || !g.pile.Take(t) {
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
	g.stats[seat].Drawn++
	g.countsValid = false
}
