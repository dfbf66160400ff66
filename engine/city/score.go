package city

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// ScoreTurn scores the streets and markets a placement completed and
// returns their followers. Digest: "If streets or markets were completed,
// score them (residential areas are never scored during play). Followers
// on scored territories return to supply."
func (r *Rules) ScoreTurn(g *engine.Game, completed []engine.Node) {
	for _, n := range completed {
		r.ScoreComplete(g, n)
	}
}

// ScoreComplete scores a completed street or market n, if anyone stands
// on it, and returns its followers; other kinds are left alone. A wall
// that completes a street or market scores it the same way.
func (r *Rules) ScoreComplete(g *engine.Game, n engine.Node) {
	var points int
	var detail string
	k := g.KindOf(n)
	if k != r.street && k != r.market || !g.Occupied(n) {
		return
	}
	if k == r.street {
		points, detail = r.streetPoints(g, n)
	} else {
		points, detail = r.marketPoints(g, n)
	}
	g.Award(g.Majority(n), points, n, engine.PhaseTurn, detail)
	g.ReturnFollowers(n)
}

// streetPoints: digest, "Street: ... 1–3 tiles: 1 point per tile; 4 or
// more tiles: 2 points per tile" (rules.city.scoring.street: perTile,
// longFrom, longPerTile).
func (r *Rules) streetPoints(g *engine.Game, n engine.Node) (int, string) {
	rate := r.params.Scoring.Street
	tiles := g.Tiles(n)
	per := rate.PerTile
	if rate.LongFrom > 0 && tiles >= rate.LongFrom {
		per = rate.LongPerTile
	}
	if !g.EventsOn() {
		return tiles * per, ""
	}
	return tiles * per, fmt.Sprintf("%d %s × %d", tiles, plural(tiles, "tile"), per)
}

// marketPoints: digest, "Market: ... Points = tiles × number of
// DIFFERENT market kinds in it (1–3)".
func (r *Rules) marketPoints(g *engine.Game, n engine.Node) (int, string) {
	tiles := g.Tiles(n)
	kinds := bits.OnesCount(r.marketKinds(g, n))
	per := r.params.Scoring.Market.PerTilePerMarketKind
	if !g.EventsOn() {
		return tiles * kinds * per, ""
	}
	return tiles * kinds * per, fmt.Sprintf("%d %s × %d market %s × %d", tiles, plural(tiles, "tile"), kinds, plural(kinds, "kind"), per)
}

// marketKinds is the set (a bit per kind) of the market kinds in market
// n's tiles.
func (r *Rules) marketKinds(g *engine.Game, n engine.Node) uint {
	var kinds uint
	g.Members(n, func(m engine.Node) {
		p := g.PlacedOf(m)
		if k := r.marketKind[p.Tile][int(m-p.Node(0))]; k >= 0 {
			kinds |= 1 << uint(k)
		}
	})
	return kinds
}

// ScoreFinal removes the followers of incomplete streets and markets
// without points, then scores the stewards. Digest: "Then followers on
// incomplete streets and markets are removed without points."; "Stewards:
// each residential area, complete or not, is owned by the player(s) with
// the most stewards in it (ties: all). Owners score 2 points for every
// market adjacent to the area, whatever its size or completion." Guards
// score with the wall.
func (r *Rules) ScoreFinal(g *engine.Game) {
	r.occupied = g.AppendOccupied(r.occupied[:0])
	for _, n := range r.occupied {
		if k := g.KindOf(n); k == r.street || k == r.market {
			g.ReturnFollowers(n)
		}
	}
	adjacent := r.adjacentMarkets(g)
	rate := r.params.Scoring.Residential.PerAdjacentMarket
	for _, n := range r.occupied {
		if g.KindOf(n) != r.residential {
			continue
		}
		markets := marketsNext(adjacent, g.Find(n))
		detail := ""
		if g.EventsOn() {
			detail = fmt.Sprintf("%d adjacent %s × %d", markets, plural(markets, "market"), rate)
		}
		g.Award(g.Majority(n), markets*rate, n, engine.PhaseFinal, detail)
	}
}

// marketPair is a residential area (its root) next to a market (its
// root).
type marketPair struct{ area, market engine.Node }

// adjacentMarkets lists each residential area (its root) with the markets
// (roots) it touches, sorted by area and market, each pair once: on one
// tile (the feature's "borders") or across an edge between two tiles
// (only streets must match, so an area may meet a market there). The
// slice is the rules' scratch, reused by the next call.
func (r *Rules) adjacentMarkets(g *engine.Game) []marketPair {
	r.pairs = r.pairs[:0]
	add := func(res, mkt engine.Node) {
		r.pairs = append(r.pairs, marketPair{g.Find(res), g.Find(mkt)})
	}
	board := g.Table()
	sides := board.Sides()
	for _, p := range board.Placed() {
		if p.FaceDown {
			continue
		}
		def := g.Set.Tiles[p.Tile]
		rot := &def.Rot[p.Rot]
		for fi, f := range def.Features {
			if f.Kind != r.residential {
				continue
			}
			for _, b := range f.Borders {
				if def.Features[b].Kind == r.market {
					add(p.Node(fi), p.Node(b))
				}
			}
		}
		c, _ := board.CellAt(p.X, p.Y)
		for side, d := range sides {
			ni := board.PlacedIndex(c + d)
			if ni < 0 {
				continue
			}
			nb := board.Placed()[ni]
			nrot := &g.Set.Tiles[nb.Tile].Rot[nb.Rot]
			for k := range 3 {
				port := side*3 + k
				fa, fb := rot.Feature[port], nrot.Feature[schema.Port(port).Facing()]
				if fa < 0 || fb < 0 {
					continue
				}
				if def.Features[fa].Kind == r.residential && g.Set.Tiles[nb.Tile].Features[fb].Kind == r.market {
					add(p.Node(int(fa)), nb.Node(int(fb)))
				}
			}
		}
	}
	slices.SortFunc(r.pairs, func(a, b marketPair) int {
		return cmp.Or(cmp.Compare(a.area, b.area), cmp.Compare(a.market, b.market))
	})
	r.pairs = slices.Compact(r.pairs)
	return r.pairs
}

// marketsNext counts the markets next to residential area (a root) in
// pairs from adjacentMarkets.
func marketsNext(pairs []marketPair, area engine.Node) int {
	i, _ := slices.BinarySearchFunc(pairs, area, func(p marketPair, a engine.Node) int { return cmp.Compare(p.area, a) })
	n := 0
	for ; i+n < len(pairs) && pairs[i+n].area == area; n++ {
	}
	return n
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
