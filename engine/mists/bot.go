package mists

import (
	"math/bits"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Bot is the cooperative bot. It plays every choice for the team with a
// simple judgement: it places the tile where it scores, calms or avoids
// the most ghosts (weighing ghosts more as the supply runs low), puts
// meeples on features that can close soon, takes points when they reach
// the next threshold and clears ghosts when the supply is in danger.
type Bot struct {
	held   []engine.Held
	clears []Clear
}

// Choose answers the pending decision.
func (b *Bot) Choose(g *Game) (int, error) {
	switch g.t.phase {
	case phaseScoreColours:
		return b.scoreColours(g, g.Rules.Level.SeparateScores), nil
	case phasePlace:
		return b.place(g, g.t.tile, g.buf.ps), nil
	case phaseBury:
		return b.bury(g, g.buf.meeples), nil
	case phaseGraveyard:
		return b.graveyard(g, g.buf.open), nil
	case phaseChooseMeeple:
		return b.meeple(g, g.buf.choices) + 1, nil
	case phaseChooseScore:
		ch := b.score(g, g.t.done)
		return g.scoreOptionOf(ch.Ghosts, ch.Tile), nil
	case phaseScoreTo:
		return b.scoreTo(g), nil
	case phaseDog:
		return b.dog(g, g.buf.meeples), nil
	case phaseFaceDown:
		return b.faceDown(g, g.buf.cells), nil
	}
	return 0, engine.ErrNoDecision
}

// ghostWeight is how many points one ghost is worth to the team now.
func (g *Game) ghostWeight() int {
	return 2 + 12/(g.supply+1)
}

func (b *Bot) place(g *Game, t int, ps []engine.Placement) int {
	best, bestV := 0, -1<<30
	w := g.ghostWeight()
	for i, p := range ps {
		v := b.placementValue(g, t, p, w)*8 + g.core.Rand().IntN(8)
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// placementValue estimates what a placement brings the team.
func (b *Bot) placementValue(g *Game, t int, p engine.Placement, w int) int {
	v := 0
	// Only held sets count, so the bot asks for those alone (AppendHeld
	// is Preview's occupied outcomes at a fraction of its cost).
	b.held = g.core.AppendHeld(p, b.held[:0])
	for _, o := range b.held {
		colours := bits.OnesCount32(o.Seats)
		switch {
		case o.Complete:
			if o.Kind == g.Rules.castle {
				v += colours * g.Rules.Params.Scoring.Castle.PerFogTile * (g.fogTilesAround(p.Cell) + 1)
			} else if o.Kind == g.Rules.road || o.Kind == g.Rules.city {
				v += 2 * colours * rate(g.rateOf(o.Kind), o.Value.Tiles, o.Value.Pennants)
			}
		default:
			// growing a feature the team holds, more so with several colours
			v += 2 + (colours-1)*rate(g.rateOf(o.Kind), o.Value.Tiles, o.Value.Pennants)
		}
	}
	fp := g.previewFog(t, p)
	sy := g.drawn // the drawn copy's symbols, not the tile's default
	switch {
	case fp.complete:
		v += w * (g.cloudGhosts(t, p) + sy)
	case g.Rules.hasFog(t):
		n := sy
		if fp.extended {
			n = max(n-1, 0)
			v += w / 2
		}
		v -= w * n
		v -= fp.open / 2
	}
	// A broken cloud keeps its ghosts until a scoring clears them.
	v -= w*fp.brokenGhosts + 2*fp.breaks
	return v + g.graveyardValue(t, p.Cell, w)
}

// graveyardValue rates a placement on cell c for the graveyards: closing
// one calms its ghosts and stops the extra ghost (or the face-down tiles);
// a graveyard placed where its cells are filled closes at once, and a
// haunted one placed beside fog haunts it.
func (g *Game) graveyardValue(t int, c int32, w int) int {
	rule := g.Rules.Level.Graveyards
	if rule == "none" {
		return 0
	}
	sides, ring := g.core.Sides(), g.core.Ring()
	near := sides[:]
	if rule == "around" {
		near = ring[:]
	}
	v := 0
	if g.anyOpenGrave() { // most turns have no graveyard to close
		for _, d := range near {
			npi := g.core.PlacedIndex(c + d)
			if npi < 0 || !g.openGraveAt(npi) {
				continue
			}
			filled := g.filledAround(g.core.Board()[npi].Cell(), near) + 1
			if filled == len(near) {
				v += w * (int(g.ghosts[npi]) + 3)
			} else {
				v += w * filled / len(near)
			}
		}
	}
	if g.Rules.graveOf[t] >= 0 {
		filled := g.filledAround(c, near)
		v += w * 3 * filled / len(near)
		if filled == len(near) {
			v += w * 3
		}
		if g.Rules.Level.Haunted {
			for _, d := range near {
				if npi := g.core.PlacedIndex(c + d); npi >= 0 && g.fogAt(npi) != 0 {
					v -= w
				}
			}
		}
	}
	return v
}

// filledAround counts the cells of near around c that hold tiles.
func (g *Game) filledAround(c int32, near []int32) int {
	n := 0
	for _, d := range near {
		if g.core.PlacedIndex(c+d) >= 0 {
			n++
		}
	}
	return n
}

// openGraveAt reports whether placed tile pi is an open graveyard.
func (g *Game) openGraveAt(pi int) bool {
	for _, gr := range g.graves {
		if gr.tile == pi && !gr.closed {
			return true
		}
	}
	return false
}

func (g *Game) rateOf(kind int) schema.Points {
	if kind == g.Rules.city {
		return g.Rules.Params.Scoring.City
	}
	return g.Rules.Params.Scoring.Road
}

func (b *Bot) bury(g *Game, ms []MeepleRef) int {
	best, bestV := 0, -1
	for i, m := range ms {
		v := 0
		if m.Node >= 0 {
			v = g.core.Open(m.Node)
			for _, d := range g.dogs {
				if d.state == dogOnBoard && d.node == m.Node {
					v = -1
				}
			}
		} else {
			v = g.core.Supply(m.Colour)
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

func (b *Bot) graveyard(g *Game, open []int) int {
	best, bestV := 0, -1
	for i, pi := range open {
		c := g.core.Board()[pi].Cell()
		v := 0
		for _, d := range g.core.Ring() {
			if g.core.PlacedIndex(c+d) >= 0 {
				v++
			}
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

func (b *Bot) meeple(g *Game, cs []ColourSpot) int {
	best, bestV := -1, 0
	for i, c := range cs {
		n := c.Spot.Node
		open := g.core.Open(n)
		v := 0
		switch k := g.core.KindOf(n); {
		case k == g.Rules.castle:
			v = 6 + g.core.Around(n)
		case open <= 4:
			v = 10 - 2*open + g.core.Tiles(n)
		default:
			continue
		}
		if g.core.Supply(c.Colour) <= 1 && v < 8 {
			continue // keep the last meeple for a better spot
		}
		// Level 6: the colour whose score meeple lags, so all of them move.
		v = (v*64+63-min(63, g.colourScore(c.Colour)))*8 + g.core.Supply(c.Colour)
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// colourScore is the score meeple a colour's points move (the lowest for
// a colour without one, where the bot sends them).
func (g *Game) colourScore(colour int) int {
	if g.scoreColour[0] < 0 {
		return 0
	}
	low := g.scores[0]
	for i, c := range g.scoreColour {
		if c == colour {
			return g.scores[i]
		}
		low = min(low, g.scores[i])
	}
	return low
}

func (b *Bot) score(g *Game, c Completion) ScoreChoice {
	if g.Progress()+c.Points >= g.threshold(g.nextUnreached()) {
		return ScoreChoice{} // the next dog or the goal: take the points
	}
	tile, most := -1, 0
	for pi, n := range g.ghosts {
		if int(n) > most {
			tile, most = pi, int(n)
		}
	}
	most = min(most, g.Rules.Params.Scoring.GhostsRemoved)
	if tile >= 0 && (g.supply <= 2 && most >= 1 || most*g.ghostWeight() > c.Total*2) {
		return ScoreChoice{Ghosts: true, Tile: tile, N: most}
	}
	return ScoreChoice{}
}

func (b *Bot) scoreTo(g *Game) int {
	low := 0
	for i, s := range g.scores {
		if s < g.scores[low] {
			low = i
		}
	}
	return low
}

// dog sends the dog to the meeple whose 3×3 holds the most ghosts to
// clear, clearing the tiles that hold most.
func (b *Bot) dog(g *Game, ms []MeepleRef) int {
	best, bestV := 0, -1
	for i, m := range ms {
		v := 0
		b.clears = g.bestClears(m.Tile, b.clears[:0])
		for _, cl := range b.clears {
			v += cl.N
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	b.clears = g.bestClears(ms[best].Tile, b.clears[:0])
	return g.dogOptionOf(best, b.clears)
}

func (b *Bot) faceDown(g *Game, cells []int32) int {
	best, bestV := 0, 1<<30
	for i, c := range cells {
		v := 0
		for _, d := range g.core.Sides() {
			if pi := g.core.PlacedIndex(c + d); pi >= 0 && !g.core.FaceDown(c+d) {
				v += 2
			}
		}
		for _, d := range g.core.Ring() {
			if pi := g.core.PlacedIndex(c + d); pi >= 0 && g.Rules.castleOf[g.core.Board()[pi].Tile] >= 0 {
				v += 4
			}
		}
		if v < bestV {
			best, bestV = i, v
		}
	}
	return best
}

// bestClears returns the (up to) dogTiles tiles with the most ghosts in
// the 3×3 around placed tile pi, each with the ghosts a dog may clear.
func (g *Game) bestClears(pi int, buf []Clear) []Clear {
	sc := &g.Rules.Params.Scoring
	c := g.core.Board()[pi].Cell()
	consider := func(n int32) {
		npi := g.core.PlacedIndex(n)
		if npi < 0 || g.ghosts[npi] == 0 {
			return
		}
		cl := Clear{Tile: npi, N: min(int(g.ghosts[npi]), sc.DogGhostsPerTile)}
		buf = append(buf, cl)
		for j := len(buf) - 1; j > 0 && buf[j].N > buf[j-1].N; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
		if len(buf) > sc.DogTiles {
			buf = buf[:sc.DogTiles]
		}
	}
	consider(c)
	for _, r := range g.core.Ring() {
		consider(c + r)
	}
	return buf
}

// fogPreview is what placing a tile would do to the fog.
type fogPreview struct {
	// extended: the tile's fog meets a cloud; complete: its cloud would
	// be complete.
	extended, complete bool
	// open counts the tile's fog ports left facing empty cells.
	open int
	// brokenGhosts are the ghosts on clouds the placement would break
	// (a fog edge meeting a fog-free one: they can never complete), and
	// breaks how many such clouds.
	brokenGhosts, breaks int
}

// previewFog tells what placing tile t at p would do to the fog.
func (g *Game) previewFog(t int, p engine.Placement) fogPreview {
	var fp fogPreview
	fog := g.Rules.fogPorts[t][p.Rot]
	selfBroken := false
	var roots, closes, broke [8]int32
	nr, nb := 0, 0
	for side, d := range g.core.Sides() {
		npi := g.core.PlacedIndex(p.Cell + d)
		var their schema.PortSet
		if npi >= 0 {
			their = g.fog.ports[npi] // none on a face-down tile
		}
		// The edge's three ports, slot k as bit k: my fog, and theirs
		// facing it.
		mine, theirs := uint16(fog>>(3*side))&7, facingFog(their, side)
		switch {
		case mine == 0 && theirs == 0:
			continue // no fog on either side of this edge
		case npi < 0:
			fp.open += bits.OnesCount16(mine)
			continue
		}
		if mine&^theirs != 0 {
			selfBroken = true
		}
		if theirs == 0 {
			continue // a fog-free neighbour: no cloud of theirs
		}
		r := g.fog.find(int32(npi))
		if both := mine & theirs; both != 0 {
			fp.extended = true
			j := 0
			for j < nr && roots[j] != r {
				j++
			}
			if j == nr {
				roots[nr], closes[nr] = r, 0
				nr++
			}
			closes[j] += int32(bits.OnesCount16(both))
		}
		if theirs&^mine != 0 {
			nb = g.fog.addBroken(&broke, nb, r)
		}
	}
	total := fp.open
	broken := selfBroken
	for j := range nr {
		total += int(g.fog.open[roots[j]] - closes[j])
		broken = broken || g.fog.broken[roots[j]]
	}
	if broken {
		for j := range nr {
			nb = g.fog.addBroken(&broke, nb, roots[j])
		}
	}
	for _, r := range broke[:nb] {
		fp.breaks++
		m := r
		for {
			fp.brokenGhosts += int(g.ghosts[m])
			if m = g.fog.next[m]; m == r {
				break
			}
		}
	}
	fp.complete = fog != 0 && total == 0 && !broken
	return fp
}

// addBroken adds cloud root r to the first n of broke, the clouds a
// placement would break, unless it is broken already or listed, and
// returns the new count.
func (c *clouds) addBroken(broke *[8]int32, n int, r int32) int {
	if c.broken[r] {
		return n
	}
	for _, b := range broke[:n] {
		if b == r {
			return n
		}
	}
	broke[n] = r
	return n + 1
}

// facingFog is the fog of a neighbour on side side of a cell (their fog
// ports in board orientation) that faces the cell's side, as 3 bits: bit k
// for the port across from the cell's port side*3+k (schema.Port.Facing:
// the centre faces the centre, left faces right).
func facingFog(their schema.PortSet, side int) uint16 {
	x := uint16(their>>(3*((side+2)&3))) & 7
	return x&1 | (x>>2&1)<<1 | (x>>1&1)<<2
}

// cloudGhosts counts the ghosts on the clouds a placement would join.
func (g *Game) cloudGhosts(t int, p engine.Placement) int {
	fog := g.Rules.fogPorts[t][p.Rot]
	n := 0
	var seen [4]int32
	ns := 0
	for side, d := range g.core.Sides() {
		npi := g.core.PlacedIndex(p.Cell + d)
		if npi < 0 || fog>>(3*side)&7 == 0 || g.fogAt(npi) == 0 { // a face-down tile has no fog
			continue
		}
		r := g.fog.find(int32(npi))
		dup := false
		for _, s := range seen[:ns] {
			dup = dup || s == r
		}
		if dup {
			continue
		}
		seen[ns] = r
		ns++
		m := r
		for {
			n += int(g.ghosts[m])
			if m = g.fog.next[m]; m == r {
				break
			}
		}
	}
	return n
}
