package engine

import (
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// Phase says when a scoring event happened.
type Phase int

const (
	// PhaseTurn: the feature was completed during play.
	PhaseTurn Phase = iota
	// PhaseFinal: end-of-game scoring.
	PhaseFinal
)

func (p Phase) String() string {
	if p == PhaseFinal {
		return "final"
	}
	return "turn"
}

// Cell is a board position with the tile on it.
type Cell struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Tile string `json:"tile"`
}

// Event is one scoring: a feature that scored points for players.
type Event struct {
	// Move is the number of moves (placements and discards) played when it
	// scored: the 1-based number of the move that completed the feature.
	Move    int
	Phase   Phase
	Kind    schema.Kind
	Tiles   []Cell
	Points  int
	Players []int
	// Detail says what the points are for ("2 tiles, 1 pennant").
	Detail string
}

// KindOf returns the kind index of a node's feature.
func (g *Game) KindOf(n Node) int { return g.def(n).Kind }

// def returns the definition of a node's feature.
func (g *Game) def(n Node) *FeatureDef {
	p := &g.placed[g.nodes[n].tileOf]
	return &g.Set.Tiles[p.Tile].Features[g.nodes[n].feat]
}

// Feature returns the definition of a node's feature.
func (g *Game) Feature(n Node) *FeatureDef { return g.def(n) }

// PlacedOf returns the placed tile a node belongs to.
func (g *Game) PlacedOf(n Node) Placed { return g.placed[g.nodes[n].tileOf] }

// Open returns the number of open ports of n's set.
func (g *Game) Open(n Node) int { return int(g.nodes[g.Find(n)].open) }

// Pennants returns the pennants of n's set.
func (g *Game) Pennants(n Node) int { return int(g.nodes[g.Find(n)].pennants) }

// Around returns how many of the 8 cells around a portless feature hold
// tiles.
func (g *Game) Around(n Node) int { return int(g.nodes[n].around) }

// Occupied reports whether n's set holds a follower.
func (g *Game) Occupied(n Node) bool { return g.nodes[g.Find(n)].meeples > 0 }

// Tiles returns the number of distinct tiles n's set lies on: two segments
// of one tile in the same set count once.
func (g *Game) Tiles(n Node) int {
	if g.def(n).Portless {
		return 1 + int(g.nodes[n].around)
	}
	r := g.Find(n)
	g.tileMarks.start()
	count := 0
	m := r
	for {
		if g.tileMarks.first(int(g.nodes[m].tileOf)) {
			count++
		}
		m = g.nodes[m].next
		if m == r {
			return count
		}
	}
}

// Members calls fn for every node of n's set.
func (g *Game) Members(n Node, fn func(Node)) {
	if g.def(n).Portless {
		fn(n)
		return
	}
	r := g.Find(n)
	m := r
	for {
		fn(m)
		m = g.nodes[m].next
		if m == r {
			return
		}
	}
}

// Majority returns the seats with the most followers on n's set, as a mask
// (0 when nobody has one there). Ties give every tied seat the majority.
func (g *Game) Majority(n Node) uint32 {
	r := g.Find(n)
	if g.nodes[r].meeples == 0 {
		return 0
	}
	var count [MaxPlayers]int
	best := 0
	for _, f := range g.followers {
		if g.Find(f.Node) == r {
			count[f.Player]++
			best = max(best, count[f.Player])
		}
	}
	var mask uint32
	for seat, c := range count {
		if c == best {
			mask |= 1 << seat
		}
	}
	return mask
}

// Award gives points to every seat in mask for feature n and records the
// event when events are on.
func (g *Game) Award(mask uint32, points int, n Node, phase Phase, detail string) {
	if mask == 0 || points == 0 {
		return
	}
	kind := g.def(n).Kind
	for seat := range g.names {
		if mask&(1<<seat) != 0 {
			g.score[seat] += points
			g.stats[seat].Points[kind] += points
		}
	}
	if !g.setup.Events {
		return
	}
	e := Event{Move: len(g.log), Phase: phase, Kind: g.Set.Kinds[kind].Kind, Points: points, Detail: detail}
	g.tileMarks.start()
	g.Members(n, func(m Node) {
		if pi := g.nodes[m].tileOf; g.tileMarks.first(int(pi)) {
			p := g.placed[pi]
			e.Tiles = append(e.Tiles, Cell{X: p.X, Y: p.Y, Tile: g.Set.Tiles[p.Tile].ID})
		}
	})
	if g.def(n).Portless {
		p := g.placed[g.nodes[n].tileOf]
		for _, r := range g.ring {
			if c := g.cells[p.cell+r].placed; c != 0 {
				q := g.placed[c-1]
				e.Tiles = append(e.Tiles, Cell{X: q.X, Y: q.Y, Tile: g.Set.Tiles[q.Tile].ID})
			}
		}
	}
	slices.SortFunc(e.Tiles, func(a, b Cell) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	for seat := range g.names {
		if mask&(1<<seat) != 0 {
			e.Players = append(e.Players, seat)
		}
	}
	g.events = append(g.events, e)
}

// ReturnFollowers puts the followers on n's set back in their owners'
// supplies.
func (g *Game) ReturnFollowers(n Node) {
	r := g.Find(n)
	kept := g.followers[:0]
	for _, f := range g.followers {
		if g.Find(f.Node) == r {
			g.supply[f.Player]++
			continue
		}
		kept = append(kept, f)
	}
	g.followers = kept
	g.nodes[r].meeples = 0
}

// EventsOn reports whether the game records scoring events, so rules can
// skip building event details when nobody reads them.
func (g *Game) EventsOn() bool { return g.setup.Events }

// AppendOccupied appends the distinct sets (roots) that hold followers, in
// the order their first follower was placed.
func (g *Game) AppendOccupied(buf []Node) []Node {
	g.nodeMarks.start()
	for _, f := range g.followers {
		if r := g.Find(f.Node); g.nodeMarks.first(int(r)) {
			buf = append(buf, r)
		}
	}
	return buf
}

// AppendBordering appends the distinct sets (roots) of features that some
// feature of n's set borders within its tile (a field's cities).
func (g *Game) AppendBordering(n Node, buf []Node) []Node {
	g.nodeMarks.start()
	r := g.Find(n)
	m := r
	for {
		p := &g.placed[g.nodes[m].tileOf]
		for _, bi := range g.Set.Tiles[p.Tile].Features[g.nodes[m].feat].Borders {
			if b := g.Find(p.node + Node(bi)); g.nodeMarks.first(int(b)) {
				buf = append(buf, b)
			}
		}
		m = g.nodes[m].next
		if m == r {
			return buf
		}
	}
}

// Complete reports whether n's feature is complete: a terrain set with no
// open port, or a portless feature with all 8 cells around it filled.
func (g *Game) Complete(n Node) bool {
	if g.def(n).Portless {
		return g.nodes[n].around == 8
	}
	return g.nodes[g.Find(n)].open == 0
}
