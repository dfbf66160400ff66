package engine

import "github.com/tilesmith/tilesmith/schema"

// Barrier puts a barrier on side side (0 north, 1 east, 2 south, 3 west)
// of the placed tile at (x, y), as The City's wall: the ports of that side
// close, as a bounded table's edge closes them, and the empty cell beyond
// can take no tile for the rest of the game. It appends to buf the
// terrain features the closing completed (their roots: no open port left)
// and returns it. The side must face an empty cell.
func (b *Board) Barrier(x, y, side int, buf []Node) []Node {
	c := b.cellAt(x, y)
	pi := b.cells[c].placed - 1
	if pi < 0 || side < 0 || side > 3 {
		panic("engine: Barrier on a cell without a tile, or a side out of 0..3")
	}
	n := c + b.delta[side]
	if b.cells[n].placed != 0 {
		panic("engine: Barrier between two tiles")
	}
	b.cells[n].outside = true
	b.removeFrontier(n)
	b.bounded = true // a cell is outside: placements next to it leave its ports open
	p := &b.placed[pi]
	def := b.Set.Tiles[p.Tile]
	rot := &def.Rot[p.Rot]
	start := len(buf)
	for k := range 3 {
		fi := rot.Feature[side*3+k]
		if fi < 0 || def.Features[fi].Layer != schema.LayerTerrain {
			continue
		}
		r := b.Find(p.node + Node(fi))
		b.nodes[r].open--
		if b.nodes[r].open == 0 && !containsNode(buf[start:], r) {
			buf = append(buf, r)
		}
	}
	return buf
}

func containsNode(ns []Node, n Node) bool {
	for _, m := range ns {
		if m == n {
			return true
		}
	}
	return false
}
