package mists

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Bot is the cooperative bot. It plays every choice for the team with a
// simple judgement: it places the tile where it scores, calms or avoids
// the most ghosts (weighing ghosts more as the supply runs low), puts
// meeples on features that can close soon, takes points when they reach
// the next threshold and clears ghosts when the supply is in danger.
type Bot struct {
	out []engine.Outcome
}

// ghostWeight is how many points one ghost is worth to the team now.
func (g *Game) ghostWeight() int {
	return 2 + 12/(g.supply+1)
}

func (b *Bot) Place(g *Game, t int, ps []engine.Placement) (int, error) {
	best, bestV := 0, -1<<30
	w := g.ghostWeight()
	for i, p := range ps {
		v := b.placementValue(g, t, p, w)*8 + g.core.Rand().IntN(8)
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best, nil
}

// placementValue estimates what a placement brings the team.
func (b *Bot) placementValue(g *Game, t int, p engine.Placement, w int) int {
	v := 0
	b.out = g.core.Preview(p, b.out[:0])
	for _, o := range b.out {
		occupied := o.Occupied()
		switch {
		case o.Complete && occupied:
			colours := 0
			for _, n := range o.Followers {
				if n > 0 {
					colours++
				}
			}
			if o.Kind == g.Rules.castle {
				v += colours * g.Rules.Params.Scoring.Castle.PerFogTile * (g.fogTilesAround(p.Cell) + 1)
			} else if o.Kind == g.Rules.road || o.Kind == g.Rules.city {
				v += 2 * colours * rate(g.rateOf(o.Kind), o.Value.Tiles, o.Value.Pennants)
			}
		case occupied && !o.Complete:
			v += 2 // growing a feature the team holds
		}
	}
	ext, done, open := g.previewFog(t, p)
	sy := g.Rules.Set.Pack.Tiles[t].Ghosts
	switch {
	case done:
		v += w * (g.cloudGhosts(t, p) + 1)
	case g.Rules.hasFog(t):
		n := sy
		if ext {
			n = max(n-1, 0)
			v += w / 2
		}
		v -= w * n
		v -= open / 2
	}
	// Filling a graveyard's last side calms its ghosts (and buries one).
	for _, d := range g.core.Sides() {
		if npi := g.core.PlacedIndex(p.Cell + d); npi >= 0 && g.Rules.graveOf[g.core.Board()[npi].Tile] >= 0 {
			v += w * int(g.ghosts[npi]) / 2
		}
	}
	return v
}

func (g *Game) rateOf(kind int) schema.Points {
	if kind == g.Rules.city {
		return g.Rules.Params.Scoring.City
	}
	return g.Rules.Params.Scoring.Road
}

func (b *Bot) Bury(g *Game, _ int, ms []MeepleRef) (int, error) {
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
	return best, nil
}

func (b *Bot) Graveyard(g *Game, open []int) (int, error) {
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
	return best, nil
}

func (b *Bot) Meeple(g *Game, cs []ColourSpot) (int, error) {
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
		v = v*8 + g.core.Supply(c.Colour)
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best, nil
}

func (b *Bot) Score(g *Game, c Completion) (ScoreChoice, error) {
	if g.Progress()+c.Points >= g.threshold(g.next) {
		return ScoreChoice{}, nil // the next dog or the goal: take the points
	}
	tile, most := -1, 0
	for pi, n := range g.ghosts {
		if int(n) > most {
			tile, most = pi, int(n)
		}
	}
	most = min(most, g.Rules.Params.Scoring.GhostsRemoved)
	if tile >= 0 && (g.supply <= 8 && most >= 2 || most*g.ghostWeight() > c.Total*2) {
		return ScoreChoice{Ghosts: true, Tile: tile, N: most}, nil
	}
	return ScoreChoice{}, nil
}

func (b *Bot) ScoreTo(g *Game, _, _ int) (int, error) {
	low := 0
	for i, s := range g.scores {
		if s < g.scores[low] {
			low = i
		}
	}
	return low, nil
}

func (b *Bot) Dog(g *Game, _ int, ms []MeepleRef) (DogChoice, error) {
	best, bestV := 0, -1
	for i, m := range ms {
		v := 0
		for _, cl := range g.bestClears(m.Tile, nil) {
			v += cl.N
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return DogChoice{Meeple: best, Clears: g.bestClears(ms[best].Tile, nil)}, nil
}

func (b *Bot) FaceDown(g *Game, cells []int32) (int, error) {
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
	return best, nil
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

// previewFog tells what placing tile t at p would do to the fog: extend a
// cloud, complete its cloud, and how many of its ports would stay open.
func (g *Game) previewFog(t int, p engine.Placement) (extended, complete bool, open int) {
	fog := g.Rules.fogPorts[t][p.Rot]
	if fog == 0 {
		return false, false, 0
	}
	broken := false
	var roots [8]int32
	var closes [8]int32
	nr := 0
	for side, d := range g.core.Sides() {
		nc := p.Cell + d
		npi := g.core.PlacedIndex(nc)
		for k := range 3 {
			port := schema.Port(side*3 + k)
			if !fog.Has(port) {
				continue
			}
			switch {
			case npi < 0:
				open++
			case g.core.FaceDown(nc):
				broken = true
			case g.fogAt(npi).Has(port.Facing()):
				extended = true
				r := g.fog.find(int32(npi))
				j := 0
				for j < nr && roots[j] != r {
					j++
				}
				if j == nr {
					roots[nr], closes[nr] = r, 0
					nr++
				}
				closes[j]++
			default:
				broken = true
			}
		}
	}
	total := open
	for j := range nr {
		total += int(g.fog.open[roots[j]] - closes[j])
		broken = broken || g.fog.broken[roots[j]]
	}
	return extended, total == 0 && !broken, open
}

// cloudGhosts counts the ghosts on the clouds a placement would join.
func (g *Game) cloudGhosts(t int, p engine.Placement) int {
	fog := g.Rules.fogPorts[t][p.Rot]
	n := 0
	var seen [4]int32
	ns := 0
	for side, d := range g.core.Sides() {
		npi := g.core.PlacedIndex(p.Cell + d)
		if npi < 0 || g.core.FaceDown(p.Cell+d) || fog>>(3*side)&7 == 0 || g.fogAt(npi) == 0 {
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
