package engine

import (
	"fmt"
	"strconv"
)

// The options and chance outcomes of the decisions every tile-laying turn
// asks — where the tile goes, a follower on it, which tile is drawn — in
// the encodings records and agents know them by, whichever ruleset's turn
// asks them (classic.Match, The City's, The Castle's, Messages').

// PlacementOption describes placement p as an option of a decision:
// {"tile":"D","x":1,"y":0,"rot":90}, "D at (1,0) rot 90", at that cell —
// the encoding a record move's.
func (b *Board) PlacementOption(p Placement) Option {
	x, y := b.xy(p.Cell)
	id := b.Set.Tiles[p.Tile].ID
	rot := int(p.Rot) * 90
	return Option{
		JSON:  `{"tile":` + strconv.Quote(id) + `,"x":` + strconv.Itoa(x) + `,"y":` + strconv.Itoa(y) + `,"rot":` + strconv.Itoa(rot) + `}`,
		Label: fmt.Sprintf("%s at (%d,%d) rot %d", id, x, y, rot),
		X:     x, Y: y, HasAt: true,
	}
}

// SpotOption describes a follower spot of the tile placed last as an
// option of a decision: {"meeple":{"at":"NL"}}, "follower on the city at
// NL", named as a record names it; nil is {} "no follower".
func (g *Game) SpotOption(s *Spot) Option {
	p := &g.placed[g.lastTile]
	if s == nil {
		return Option{JSON: `{}`, Label: "no follower", X: p.X, Y: p.Y, HasAt: true}
	}
	def := g.Set.Tiles[p.Tile]
	at := spotName(def, p.Rot, s.Feature)
	kind := string(def.Features[s.Feature].KindName)
	label := "follower on the " + kind
	if at != kind {
		label += " at " + at
	}
	return Option{JSON: `{"meeple":{"at":` + strconv.Quote(at) + `}}`, Label: label, X: p.X, Y: p.Y, HasAt: true}
}

// DrawOutcome describes the draw of tile kind t from the undrawn tiles
// pile: {"tile":"D"}, "draw D", weighted by the copies of t in pile.
func DrawOutcome(set *Set, t int, pile []int16) ChanceOutcome {
	n := 0
	for _, u := range pile {
		if int(u) == t {
			n++
		}
	}
	id := set.Tiles[t].ID
	return ChanceOutcome{JSON: `{"tile":` + strconv.Quote(id) + `}`, Label: "draw " + id, Weight: n}
}
