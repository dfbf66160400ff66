package engine

// The board's questions about features: what a node is, what its set
// holds, whether it is complete. Nodes and their union-find are in
// features.go.

// KindOf returns the kind index of a node's feature.
func (b *Board) KindOf(n Node) int { return b.def(n).Kind }

// def returns the definition of a node's feature.
func (b *Board) def(n Node) *FeatureDef {
	p := &b.placed[b.nodes[n].tileOf]
	return &b.Set.Tiles[p.Tile].Features[b.nodes[n].feat]
}

// NodeTile returns the index into Board of the tile a node belongs to.
func (b *Board) NodeTile(n Node) int { return int(b.nodes[n].tileOf) }

// Feature returns the definition of a node's feature.
func (b *Board) Feature(n Node) *FeatureDef { return b.def(n) }

// PlacedOf returns the placed tile a node belongs to.
func (b *Board) PlacedOf(n Node) Placed { return b.placed[b.nodes[n].tileOf] }

// Open returns the number of open ports of n's set.
func (b *Board) Open(n Node) int { return int(b.nodes[b.Find(n)].open) }

// Pennants returns the pennants of n's set.
func (b *Board) Pennants(n Node) int { return int(b.nodes[b.Find(n)].pennants) }

// Around returns how many of the 8 cells around a portless feature hold
// tiles.
func (b *Board) Around(n Node) int { return int(b.nodes[n].around) }

// Occupied reports whether n's set holds a follower.
func (b *Board) Occupied(n Node) bool { return b.nodes[b.Find(n)].meeples > 0 }

// Tiles returns the number of distinct tiles n's set lies on: two segments
// of one tile in the same set count once.
func (b *Board) Tiles(n Node) int {
	if b.def(n).Portless {
		return 1 + int(b.nodes[n].around)
	}
	r := b.Find(n)
	b.tileMarks.start()
	count := 0
	m := r
	for {
		if b.tileMarks.first(int(b.nodes[m].tileOf)) {
			count++
		}
		m = b.nodes[m].next
		if m == r {
			return count
		}
	}
}

// Members calls fn for every node of n's set.
func (b *Board) Members(n Node, fn func(Node)) {
	if b.def(n).Portless {
		fn(n)
		return
	}
	r := b.Find(n)
	m := r
	for {
		fn(m)
		m = b.nodes[m].next
		if m == r {
			return
		}
	}
}

// AppendBordering appends the distinct sets (roots) of features that some
// feature of n's set borders within its tile (a field's cities).
func (b *Board) AppendBordering(n Node, buf []Node) []Node {
	b.nodeMarks.start()
	r := b.Find(n)
	m := r
	for {
		p := &b.placed[b.nodes[m].tileOf]
		for _, bi := range b.Set.Tiles[p.Tile].Features[b.nodes[m].feat].Borders {
			if other := b.Find(p.node + Node(bi)); b.nodeMarks.first(int(other)) {
				buf = append(buf, other)
			}
		}
		m = b.nodes[m].next
		if m == r {
			return buf
		}
	}
}

// Complete reports whether n's feature is complete: a terrain set with no
// open port, or a portless feature with all 8 cells around it filled.
func (b *Board) Complete(n Node) bool {
	if b.def(n).Portless {
		return b.nodes[n].around == 8
	}
	return b.nodes[b.Find(n)].open == 0
}
