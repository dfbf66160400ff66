package city

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// These tests check the wall's geometry against plain definitions on many
// random cities: an empty cell is outside when a path of empty cells,
// edge to edge, leads from it out of the city's bounding box (found by
// flooding), and the wall is sound when every walled edge faces such a
// cell and its pieces follow one another along the outline.

// randomCity grows n tiles from (0,0), each beside one already placed.
func randomCity(r *rand.Rand, n int) *picture {
	p := &picture{tiles: map[Cell]bool{{0, 0}: true}, named: map[rune]Cell{}}
	for len(p.tiles) < n {
		p.place(frontier(p)[r.IntN(len(frontier(p)))])
	}
	return p
}

// frontier lists, in a fixed order, the empty cells beside a tile.
func frontier(p *picture) []Cell {
	var out []Cell
	seen := map[Cell]bool{}
	for _, c := range sortedTiles(p) {
		for s := North; s <= West; s++ {
			n := c.Step(s)
			if !p.tiles[n] && !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

func sortedTiles(p *picture) []Cell {
	var cells []Cell
	for c := range p.tiles {
		cells = append(cells, c)
	}
	slices.SortFunc(cells, func(a, b Cell) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return cells
}

// flooded returns the empty cells connected to the outside of the city's
// bounding box; cells outside the box are outside too (see isOut).
func flooded(p *picture) (out map[Cell]bool, box [4]int) {
	box = [4]int{1 << 30, 1 << 30, -1 << 30, -1 << 30}
	for c := range p.tiles {
		box = [4]int{min(box[0], c.X-1), min(box[1], c.Y-1), max(box[2], c.X+1), max(box[3], c.Y+1)}
	}
	out = map[Cell]bool{}
	queue := []Cell{{box[0], box[1]}}
	out[queue[0]] = true
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for s := North; s <= West; s++ {
			n := c.Step(s)
			if n.X < box[0] || n.Y < box[1] || n.X > box[2] || n.Y > box[3] || p.tiles[n] || out[n] {
				continue
			}
			out[n] = true
			queue = append(queue, n)
		}
	}
	return out, box
}

func isOut(out map[Cell]bool, box [4]int, c Cell) bool {
	return out[c] || c.X < box[0] || c.Y < box[1] || c.X > box[2] || c.Y > box[3]
}

// outlineEdges lists every edge between a tile and an empty cell.
func outlineEdges(p *picture) []Edge {
	var edges []Edge
	for _, c := range sortedTiles(p) {
		for s := North; s <= West; s++ {
			if b := c.Step(s); !p.tiles[b] {
				edges = append(edges, Edge{c.X, c.Y, s})
			}
		}
	}
	return edges
}

func TestOutlineAgreesWithFlooding(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 2))
	for game := range 300 {
		p := randomCity(r, 5+r.IntN(40))
		out, box := flooded(p)
		var outer []Edge
		for _, e := range outlineEdges(p) {
			want := isOut(out, box, e.Beyond())
			if got := IsOuter(p, e); got != want {
				t.Fatalf("city %d: IsOuter(%s) = %v, flooding says %v", game, e, got, want)
			}
			if want {
				outer = append(outer, e)
			}
			if back := Step(p, Step(p, e, Clockwise), CounterClockwise); back != e {
				t.Fatalf("city %d: a step clockwise and back from %s ends at %s", game, e, back)
			}
		}
		got := OuterEdges(p, Cell{0, 0}, nil)
		sortEdges(got)
		if !slices.Equal(got, outer) {
			t.Fatalf("city %d: OuterEdges gives %d edges, flooding %d", game, len(got), len(outer))
		}
	}
}

func sortEdges(edges []Edge) {
	slices.SortFunc(edges, func(a, b Edge) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		if a.X != b.X {
			return a.X - b.X
		}
		return int(a.Side) - int(b.Side)
	})
}

// sound reports why the wall on p is not sound, or "".
func sound(p *picture, w *Wall) string {
	out, box := flooded(p)
	chain := w.Chain(nil)
	for i, e := range chain {
		if !onOutline(p, e) || !isOut(out, box, e.Beyond()) {
			return "the wall's " + e.String() + " no longer faces the outside"
		}
		if i > 0 && Step(p, chain[i-1], Clockwise) != e {
			return "the wall is cut between " + chain[i-1].String() + " and " + e.String()
		}
	}
	return ""
}

// The wall "acts as a barrier to further additions of tiles" and "it is
// illegal to place a tile so that the city wall would be surrounded"
// (seed and footnote 6): Allows refuses exactly the tiles after which the
// wall would no longer be sound, and a game of random tiles and pieces
// keeps it sound, its gap and pieces adding up to the outside loop.
func TestAllowsKeepsTheWallSound(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 6))
	refusals := map[error]int{}
	closed := 0 // walls built round the city
	for game := range 80 {
		p := randomCity(r, 4+r.IntN(20))
		outer := OuterEdges(p, Cell{0, 0}, nil)
		w := &Wall{}
		if err := w.PlaceGate(p, outer[r.IntN(len(outer))]); err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 50 && !w.Closed(); turn++ {
			if r.IntN(3) == 0 {
				if _, err := w.Extend(p, Way(r.IntN(2))); err != nil {
					t.Fatalf("game %d turn %d: %v", game, turn, err)
				}
			} else {
				var allowed []Cell
				for _, c := range frontier(p) {
					err := w.Allows(p, c.X, c.Y)
					p.tiles[c] = true
					why := sound(p, w)
					delete(p.tiles, c)
					if (err == nil) != (why == "") {
						t.Fatalf("game %d turn %d: Allows%s = %v, but after the tile %s", game, turn, c, err, why)
					}
					if err == nil {
						allowed = append(allowed, c)
					}
					refusals[err]++
				}
				if len(allowed) > 0 {
					p.place(allowed[r.IntN(len(allowed))])
				}
			}
			if why := sound(p, w); why != "" {
				t.Fatalf("game %d turn %d: %s", game, turn, why)
			}
			gap, err := w.Gap(p)
			if err != nil {
				t.Fatalf("game %d turn %d: Gap: %v", game, turn, err)
			}
			if loop := len(OuterEdges(p, Cell{0, 0}, nil)); gap+w.Pieces()+1 != loop {
				t.Fatalf("game %d turn %d: gap %d + %d pieces + gate != outside loop %d", game, turn, gap, w.Pieces(), loop)
			}
			if closing, _ := w.Closing(p, nil); len(closing) != gap {
				t.Fatalf("game %d turn %d: %d closing edges for a gap of %d", game, turn, len(closing), gap)
			}
			for n := max(gap-2, 0); n <= gap+2; n++ {
				if within, err := w.GapWithin(p, n); err != nil || within != (gap <= n) {
					t.Fatalf("game %d turn %d: GapWithin(%d) = %v, %v on a gap of %d", game, turn, n, within, err, gap)
				}
			}
		}
		// Then the wall is built round: each piece closes the gap by one.
		for gap, _ := w.Gap(p); !w.Closed(); gap-- {
			if _, err := w.Extend(p, Way(r.IntN(2))); err != nil {
				t.Fatalf("game %d closing: %v", game, err)
			}
			if got, _ := w.Gap(p); got != gap-1 {
				t.Fatalf("game %d closing: gap %d after a piece on a gap of %d", game, got, gap)
			}
		}
		if why := sound(p, w); why != "" {
			t.Fatalf("game %d closed: %s", game, why)
		}
		if _, ok := w.Next(p, Clockwise); ok {
			t.Errorf("game %d: a closed wall has a next piece", game)
		}
		if _, err := w.Extend(p, Clockwise); err != ErrClosed {
			t.Errorf("game %d: extending a closed wall: %v, want %v", game, err, ErrClosed)
		}
		closed++
	}
	t.Logf("refusals: %v; %d walls closed", refusals, closed)
	if refusals[ErrBeyondWall] == 0 || refusals[ErrEnclosesWall] == 0 || refusals[nil] == 0 {
		t.Errorf("the random games never tried every case: %v", refusals)
	}
}
