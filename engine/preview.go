package engine

import (
	"iter"

	"github.com/tilesmith/tilesmith/schema"
)

// Valuer is an optional Rules interface that bots use to value features:
// the points a feature of kind k is worth to its majority, complete (as
// scored in play) or not (as scored at the end). For kinds scored by what
// they border (farms), bordering is the number of completed features they
// border.
type Valuer interface {
	Value(kind int, f FeatureValue) int
	// ScoresOnCompletion reports whether kind k scores when completed in
	// play (roads, cities, cloisters; not fields).
	ScoresOnCompletion(k int) bool
}

// FeatureValue is what a Valuer needs to know about a feature.
type FeatureValue struct {
	Tiles, Pennants int
	Complete        bool
	// Bordering counts the completed features this one borders.
	Bordering int
}

// Outcome is what one feature of a tile would become if the tile were
// placed: the set it would join, as Preview reports it.
type Outcome struct {
	// Feature is the tile feature index (the first of the tile's features
	// in the set).
	Feature  int
	Kind     int
	Portless bool
	// Neighbour marks a feature of a neighbouring tile the placement
	// completes without joining it to the tile — a cloister, or a set of
	// another kind it closes (a tower closed by a house) — with Feature -1;
	// Node is that feature.
	Neighbour bool
	Node      Node
	Complete  bool
	Value     FeatureValue
	// Followers counts the followers already on the set, per seat.
	Followers [MaxPlayers]int
}

// Occupied reports whether anyone has a follower on the set.
func (o *Outcome) Occupied() bool {
	for _, n := range o.Followers {
		if n > 0 {
			return true
		}
	}
	return false
}

// Preview reports, without changing the game, what placing p would make of
// each feature of the tile (one Outcome per connected set; terrain, then
// portless), of the neighbours' terrain sets it would close without
// joining them, and of neighbouring portless features it would complete. It
// appends to out and returns it. Outcome.Value.Bordering is counted when
// the rules value features (Valuer).
func (g *Game) Preview(p Placement, out []Outcome) []Outcome {
	_, valued := g.rules.(Valuer)
	return g.board.preview(p, out, valued)
}

// preview is Preview on the board alone; bordering says whether to count
// the completed features each outcome borders.
func (b *Board) preview(p Placement, out []Outcome, bordering bool) []Outcome {
	def := b.Set.Tiles[p.Tile]
	c := p.Cell
	nf := len(def.Features)
	if nf > maxJoinFeatures {
		return out // no real tile has that many features; bots see no outcome
	}
	var h sideJoin
	b.joinSides(p, nf, &h)
	around := 0
	for _, r := range b.ring {
		if b.cells[c+r].placed != 0 {
			around++
		}
	}
	for fi := range nf {
		f := &def.Features[fi]
		if f.Portless {
			o := Outcome{Feature: fi, Kind: f.Kind, Portless: true, Complete: around == 8}
			o.Value = FeatureValue{Tiles: 1 + around, Complete: o.Complete}
			out = append(out, o)
			continue
		}
		if f.Layer != schema.LayerTerrain || h.firstInGroup(fi) != fi {
			continue
		}
		o := Outcome{Feature: fi, Kind: f.Kind}
		gr := h.find(int8(fi))
		open, pennants := int32(0), int32(0)
		b.tileMarks.start()
		tiles := 1
		for fj := range nf {
			if !def.Features[fj].Portless && h.find(int8(fj)) == gr {
				open += h.openNew[fj]
				pennants += int32(def.Features[fj].Pennants)
			}
		}
		for j, r := range h.roots[:h.nroots] {
			if h.rootOf[j] < 0 || h.find(h.rootOf[j]) != gr {
				continue
			}
			open += b.nodes[r].open - h.closes[j]
			pennants += b.nodes[r].pennants
			tiles += b.countNewTiles(r)
			b.countFollowers(r, &o.Followers)
		}
		o.Complete = open == 0
		o.Value = FeatureValue{Tiles: tiles, Pennants: int(pennants), Complete: o.Complete}
		if bordering && len(f.Borders) > 0 {
			o.Value.Bordering = b.completedBorders(def, fi, &h)
		}
		out = append(out, o)
	}
	// Neighbours' terrain sets this placement would close without joining
	// them (a tower closed by a house, where only paths must match).
	for j, r := range h.roots[:h.nroots] {
		if h.rootOf[j] >= 0 || b.nodes[r].open != h.closes[j] {
			continue
		}
		o := Outcome{Feature: -1, Kind: b.def(r).Kind, Neighbour: true, Node: r, Complete: true}
		b.tileMarks.start()
		o.Value = FeatureValue{Tiles: b.countNewTiles(r), Pennants: int(b.nodes[r].pennants), Complete: true}
		b.countFollowers(r, &o.Followers)
		out = append(out, o)
	}
	// Neighbouring portless features this placement would complete.
	for node, kind := range b.portlessCompletedAt(c) {
		o := Outcome{Feature: -1, Kind: kind, Portless: true, Neighbour: true, Node: node, Complete: true}
		o.Value = FeatureValue{Tiles: 9, Complete: true}
		for _, fl := range b.followers {
			if fl.Node == node {
				o.Followers[fl.Player]++
			}
		}
		out = append(out, o)
	}
	return out
}

// portlessCompletedAt yields the portless features around cell c (a
// cloister) that a tile placed at c would complete, with their kinds: their
// eighth neighbour.
func (b *Board) portlessCompletedAt(c int32) iter.Seq2[Node, int] {
	return func(yield func(Node, int) bool) {
		for _, r := range b.ring {
			n := c + r
			if !b.cells[n].portless {
				continue
			}
			nb := &b.placed[b.cells[n].placed-1]
			def := b.Set.Tiles[nb.Tile]
			for _, fi := range def.Portless {
				if node := nb.node + Node(fi); b.nodes[node].around == 7 && !yield(node, def.Features[fi].Kind) {
					return
				}
			}
		}
	}
}

// countFollowers adds the followers on root r's set to per, seat by seat.
func (b *Board) countFollowers(r Node, per *[MaxPlayers]int) {
	if b.nodes[r].meeples == 0 {
		return
	}
	for _, fl := range b.followers {
		if b.Find(fl.Node) == r {
			per[fl.Player]++
		}
	}
}

// completedBorders counts the completed features a tile feature borders
// within its tile (the tile's own features complete only if closed now,
// which Preview does not resolve: it counts the already completed sets they
// join).
func (b *Board) completedBorders(def *TileDef, fi int, h *sideJoin) int {
	n := 0
	for _, bi := range def.Features[fi].Borders {
		for j, r := range h.roots[:h.nroots] {
			if int(h.rootOf[j]) == bi && b.nodes[r].open == 0 {
				n++
				break
			}
		}
	}
	return n
}
