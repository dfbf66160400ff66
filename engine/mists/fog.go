package mists

import (
	"math/bits"

	"github.com/tilesmith/tilesmith/schema"
)

// clouds is the union-find over fog: one node per placed tile with fog
// (Mists tiles carry at most one fog feature), merged where fog ports face
// fog ports. mists.md: "fog clouds completing like cities and never
// completing once they touch a fog-free edge". A root counts the ports of
// its cloud that face an empty cell (open) and whether any fog port faces a
// fog-free port or a face-down tile (broken: the cloud can never
// complete).
//
// Why fog is not a layer of the engine's one union-find (issue 17 asked
// whether it could be):
//   - The engine's union-find is over the terrain layer. Rotation.Feature
//     gives each of a tile's 12 ports exactly one terrain feature, and the
//     joins, the open-port lanes and the frontier keys of every placement
//     are built on that. Fog is an overlay kind (schema.LayerOverlay): it
//     lies over terrain ports, so one port carries a road and fog at once.
//     The engine makes a node for a fog feature but never merges it or
//     counts its ports; a second layer would need a second port table per
//     rotation and a second pass of joins and port counts in the placement
//     every classic game runs.
//   - Fog closes differently. On the board any tile across a port closes
//     it (features of different kinds touch without merging); a fog port
//     closes only against a fog port, and a fog port facing a fog-free
//     edge breaks its cloud for good, whichever tile came second. As
//     completion, that is "the port stays open for good", as sides facing
//     a face-down tile already are; but the Mists bot (bot.go: previewFog,
//     cloudGhosts) tells a broken cloud from one still open and walks this
//     union-find's fields directly, so folding it in would change the
//     bot's choices, and the simulated win rates, unless the engine kept a
//     "broken" flag per root that only Mists reads.
type clouds struct {
	parent []int32 // -1: the tile has no fog
	next   []int32 // circular member list
	size   []int32
	open   []int32
	broken []bool
	// ports is each placed tile's fog in board orientation (none for a
	// tile face down), kept here so that the bots' look-ahead reads one
	// small array instead of the placed tile and its rotation's table.
	ports []schema.PortSet
}

func (c *clouds) reset() {
	c.parent, c.next, c.size = c.parent[:0], c.next[:0], c.size[:0]
	c.open, c.broken, c.ports = c.open[:0], c.broken[:0], c.ports[:0]
}

func (c *clouds) find(i int32) int32 {
	for c.parent[i] != i {
		c.parent[i] = c.parent[c.parent[i]]
		i = c.parent[i]
	}
	return i
}

func (c *clouds) union(a, b int32) int32 {
	a, b = c.find(a), c.find(b)
	if a == b {
		return a
	}
	if c.size[a] < c.size[b] {
		a, b = b, a
	}
	c.parent[b] = a
	c.size[a] += c.size[b]
	c.open[a] += c.open[b]
	c.broken[a] = c.broken[a] || c.broken[b]
	c.next[a], c.next[b] = c.next[b], c.next[a]
	return a
}

// grow adds the node of placed tile pi, with its fog ports.
func (c *clouds) grow(pi int, fog schema.PortSet) {
	p := int32(-1)
	if fog != 0 {
		p = int32(pi)
	}
	c.parent = append(c.parent, p)
	c.next = append(c.next, int32(pi))
	c.size = append(c.size, 1)
	c.open = append(c.open, 0)
	c.broken = append(c.broken, false)
	c.ports = append(c.ports, fog)
}

// fogAt returns the fog ports of placed tile pi in board orientation.
func (g *Game) fogAt(pi int) schema.PortSet { return g.fog.ports[pi] }

// placedFog reads the fog ports of placed tile pi off the board, for
// clouds.grow.
func (g *Game) placedFog(pi int) schema.PortSet {
	p := g.core.Board()[pi]
	if p.FaceDown {
		return 0
	}
	return g.Rules.fogPorts[p.Tile][p.Rot]
}

// addFog merges the fog of the tile just placed (placed index pi) with
// its neighbours'. It reports whether the tile extended a cloud already on
// the board (a fog port met a fog port) and whether its cloud is now
// complete.
func (g *Game) addFog(pi int) (extended, complete bool) {
	c := &g.fog
	p := g.core.Board()[pi]
	fog := g.placedFog(pi)
	c.grow(pi, fog)
	cell := p.Cell()
	// Ports facing empty cells first, while the tile is its own root. At
	// set-up the start tiles join one by one: a later one counts as empty.
	for side, d := range g.core.Sides() {
		if npi := g.core.PlacedIndex(cell + d); npi < 0 || npi > pi {
			c.open[pi] += int32(bits.OnesCount16(uint16(fog >> (3 * side) & 7)))
		}
	}
	for side, d := range g.core.Sides() {
		nc := cell + d
		npi := g.core.PlacedIndex(nc)
		if npi < 0 || npi > pi {
			continue
		}
		for k := range 3 {
			port := schema.Port(side*3 + k)
			mine := fog.Has(port)
			if g.core.FaceDown(nc) {
				if mine {
					c.broken[c.find(int32(pi))] = true
				}
				continue
			}
			theirs := g.fogAt(npi).Has(port.Facing())
			switch {
			case mine && theirs:
				r := c.find(int32(npi))
				c.open[r]--
				c.union(int32(pi), r)
				extended = true
			case mine:
				c.broken[c.find(int32(pi))] = true
			case theirs:
				r := c.find(int32(npi))
				c.open[r]--
				c.broken[r] = true
			}
		}
	}
	if fog == 0 {
		return extended, false
	}
	r := c.find(int32(pi))
	return extended, c.open[r] == 0 && !c.broken[r]
}

// addFaceDown breaks the clouds whose fog faces the face-down tile pi.
func (g *Game) addFaceDown(pi int) {
	c := &g.fog
	c.grow(pi, 0)
	cell := g.core.Board()[pi].Cell()
	for side, d := range g.core.Sides() {
		npi := g.core.PlacedIndex(cell + d)
		if npi < 0 || g.core.Board()[npi].FaceDown {
			continue
		}
		fog := g.fogAt(npi)
		for k := range 3 {
			if fog.Has(schema.Port(side*3 + k).Facing()) {
				c.broken[c.find(int32(npi))] = true
			}
		}
	}
}

// clearCloud returns every ghost on the cloud of placed tile pi to the
// supply and returns how many. mists.md 1b: "If the placement completed a
// fog cloud ... remove all ghosts on it."
func (g *Game) clearCloud(pi int) (removed int) {
	c := &g.fog
	r := c.find(int32(pi))
	m := r
	for {
		removed += g.removeGhosts(int(m), int(g.ghosts[m]))
		if m = c.next[m]; m == r {
			return removed
		}
	}
}

// CloudOpen returns the open ports of the cloud of placed tile pi and
// whether it is broken; ok is false when the tile has no fog.
func (g *Game) CloudOpen(pi int) (open int, broken, ok bool) {
	c := &g.fog
	if c.parent[pi] < 0 {
		return 0, false, false
	}
	r := c.find(int32(pi))
	return int(c.open[r]), c.broken[r], true
}
