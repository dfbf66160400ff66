package engine

import "github.com/tilesmith/tilesmith/schema"

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

// previewScratch is Preview's reusable memory.
type previewScratch struct {
	group  [32]int8 // tile feature -> group
	roots  []Node   // neighbour roots, with groups in rootGroup
	rootOf []int8
	closes []int32
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
	rot := &def.Rot[p.Rot]
	c := p.Cell
	s := &b.scratch
	s.roots, s.rootOf, s.closes = s.roots[:0], s.rootOf[:0], s.closes[:0]
	nf := len(def.Features)
	if nf > len(s.group) {
		return out // no real tile has that many features; bots see no outcome
	}
	for i := range nf {
		s.group[i] = int8(i)
	}
	var openNew [32]int32
	findGroup := func(i int8) int8 {
		for s.group[i] != i {
			i = s.group[i]
		}
		return i
	}
	for side, d := range b.delta {
		n := c + d
		cell := b.cells[n].placed
		if cell == 0 || b.cells[n].faceDown {
			if b.cells[n].outside && b.shape.closes {
				continue
			}
			for _, fi := range rot.Feature[side*3 : side*3+3] {
				if fi >= 0 {
					openNew[fi]++
				}
			}
			continue
		}
		nb := &b.placed[cell-1]
		nrot := &b.Set.Tiles[nb.Tile].Rot[nb.Rot]
		for k := range 3 {
			port := side*3 + k
			fa, fb := rot.Feature[port], nrot.Feature[facing[port]]
			if fb < 0 {
				continue
			}
			// A neighbour's port is closed by whatever meets it; it joins
			// the tile's feature only when both are of one kind (rootOf
			// stays -1 for a set the tile closes without joining).
			joins := fa >= 0 && rot.Kind[port] == nrot.Kind[facing[port]]
			r := b.Find(nb.node + Node(fb))
			j := -1
			for i, q := range s.roots {
				if q == r {
					j = i
				}
			}
			if j < 0 {
				s.roots = append(s.roots, r)
				s.rootOf = append(s.rootOf, -1)
				s.closes = append(s.closes, 0)
				j = len(s.roots) - 1
			}
			s.closes[j]++
			if !joins {
				continue
			}
			if s.rootOf[j] < 0 {
				s.rootOf[j] = int8(fa)
				continue
			}
			a, b := findGroup(fa), findGroup(s.rootOf[j])
			if a != b {
				s.group[b] = a
			}
		}
	}
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
		if f.Layer != schema.LayerTerrain || b.firstInGroup(fi, findGroup) != fi {
			continue
		}
		o := Outcome{Feature: fi, Kind: f.Kind}
		open, pennants := int32(0), int32(0)
		b.tileMarks.start()
		tiles := 1
		for fj := range nf {
			if !def.Features[fj].Portless && findGroup(int8(fj)) == findGroup(int8(fi)) {
				open += openNew[fj]
				pennants += int32(def.Features[fj].Pennants)
			}
		}
		for j, r := range s.roots {
			if s.rootOf[j] < 0 || findGroup(s.rootOf[j]) != findGroup(int8(fi)) {
				continue
			}
			open += b.nodes[r].open - s.closes[j]
			pennants += b.nodes[r].pennants
			m := r
			for {
				if b.tileMarks.first(int(b.nodes[m].tileOf)) {
					tiles++
				}
				m = b.nodes[m].next
				if m == r {
					break
				}
			}
			if b.nodes[r].meeples > 0 {
				for _, fl := range b.followers {
					if b.Find(fl.Node) == r {
						o.Followers[fl.Player]++
					}
				}
			}
		}
		o.Complete = open == 0
		o.Value = FeatureValue{Tiles: tiles, Pennants: int(pennants), Complete: o.Complete}
		if bordering && len(f.Borders) > 0 {
			o.Value.Bordering = b.completedBorders(def, fi, s)
		}
		out = append(out, o)
	}
	// Neighbours' terrain sets this placement would close without joining
	// them (a tower closed by a house, where only paths must match).
	for j, r := range s.roots {
		if s.rootOf[j] >= 0 || b.nodes[r].open != s.closes[j] {
			continue
		}
		o := Outcome{Feature: -1, Kind: b.def(r).Kind, Neighbour: true, Node: r, Complete: true}
		tiles := 0
		b.tileMarks.start()
		for m := r; ; {
			if b.tileMarks.first(int(b.nodes[m].tileOf)) {
				tiles++
			}
			if m = b.nodes[m].next; m == r {
				break
			}
		}
		o.Value = FeatureValue{Tiles: tiles, Pennants: int(b.nodes[r].pennants), Complete: true}
		if b.nodes[r].meeples > 0 {
			for _, fl := range b.followers {
				if b.Find(fl.Node) == r {
					o.Followers[fl.Player]++
				}
			}
		}
		out = append(out, o)
	}
	// Neighbouring portless features this placement would complete.
	for _, r := range b.ring {
		n := c + r
		if !b.cells[n].portless {
			continue
		}
		nb := &b.placed[b.cells[n].placed-1]
		for _, fi := range b.Set.Tiles[nb.Tile].Portless {
			node := nb.node + Node(fi)
			if b.nodes[node].around != 7 {
				continue
			}
			o := Outcome{Feature: -1, Kind: b.Set.Tiles[nb.Tile].Features[fi].Kind, Portless: true, Neighbour: true, Node: node, Complete: true}
			o.Value = FeatureValue{Tiles: 9, Complete: true}
			for _, fl := range b.followers {
				if fl.Node == node {
					o.Followers[fl.Player]++
				}
			}
			out = append(out, o)
		}
	}
	return out
}

// firstInGroup returns the lowest tile feature index in fi's group.
func (b *Board) firstInGroup(fi int, findGroup func(int8) int8) int {
	gr := findGroup(int8(fi))
	for fj := range fi {
		if findGroup(int8(fj)) == gr {
			return fj
		}
	}
	return fi
}

// completedBorders counts the completed features a tile feature borders
// within its tile (the tile's own features complete only if closed now,
// which Preview does not resolve: it counts the already completed sets they
// join).
func (b *Board) completedBorders(def *TileDef, fi int, s *previewScratch) int {
	n := 0
	for _, bi := range def.Features[fi].Borders {
		for j, r := range s.roots {
			if int(s.rootOf[j]) == bi && b.nodes[r].open == 0 {
				n++
				break
			}
		}
	}
	return n
}
