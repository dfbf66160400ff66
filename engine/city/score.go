package city

import (
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
	rate := r.params.Scoring.Residential.PerAdjacentMarket
	for _, n := range r.occupied {
		if g.KindOf(n) != r.residential {
			continue
		}
		markets := r.marketsNext(g, n)
		detail := ""
		if g.EventsOn() {
			detail = fmt.Sprintf("%d adjacent %s × %d", markets, plural(markets, "market"), rate)
		}
		g.Award(g.Majority(n), markets*rate, n, engine.PhaseFinal, detail)
	}
}

// marketsNext counts the markets (distinct sets) residential area n
// touches: on one of its tiles (the feature's "borders") or across an
// edge between two tiles (only streets must match, so an area may meet a
// market there). It walks the area's own features rather than the whole
// board: only the areas stewards stand on score, and a playout of the
// search ends in this scoring.
func (r *Rules) marketsNext(g *engine.Game, n engine.Node) int {
	r.markets = r.markets[:0]
	add := func(mkt engine.Node) {
		if m := g.Find(mkt); !slices.Contains(r.markets, m) {
			r.markets = append(r.markets, m)
		}
	}
	board := g.Table()
	sides := board.Sides()
	placed := board.Placed()
	g.Members(n, func(m engine.Node) {
		p := &placed[board.NodeTile(m)]
		if p.FaceDown {
			return
		}
		fi := int(m - p.Node(0))
		for _, b := range r.marketBorders[p.Tile][fi] {
			add(p.Node(int(b)))
		}
		c := p.Cell()
		ports := r.ports[p.Tile][p.Rot][fi]
		for side, d := range sides {
			onSide := ports >> (3 * side) & 7
			if onSide == 0 {
				continue
			}
			ni := board.PlacedIndex(c + d)
			if ni < 0 || !r.hasMarket[placed[ni].Tile] {
				continue
			}
			nb := &placed[ni]
			for ; onSide != 0; onSide &= onSide - 1 {
				port := 3*side + bits.TrailingZeros16(onSide)
				if fb := r.marketAt[nb.Tile][nb.Rot][schema.Port(port).Facing()]; fb >= 0 {
					add(nb.Node(int(fb)))
				}
			}
		}
	})
	return len(r.markets)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
