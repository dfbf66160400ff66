package city

import (
	"slices"
	"testing"
)

// walk returns the loop of the outline through start, going the way way.
func walk(g Grid, start Edge, way Way) []Edge {
	loop := []Edge{start}
	for e := Step(g, start, way); e != start; e = Step(g, e, way) {
		loop = append(loop, e)
		if len(loop) > 1000 {
			break
		}
	}
	return loop
}

// The pieces are placed "adjacent to the city gate (or to the other walls)
// to the right or left of the city gate. In this way they build the city
// walls around the city" (seed): the wall follows the outline, edge after
// edge, round corners of tiles, straight on and into corners between them.
func TestStepWalksTheOutline(t *testing.T) {
	tests := []struct {
		name  string
		art   string
		start Edge
		want  []Edge // clockwise from start
	}{
		{"a single tile", "#", edgeAt(0, 0, North),
			[]Edge{edgeAt(0, 0, North), edgeAt(0, 0, East), edgeAt(0, 0, South), edgeAt(0, 0, West)}},
		{"an L", `
			#.
			##`, edgeAt(0, 0, North),
			[]Edge{edgeAt(0, 0, North), edgeAt(0, 0, East), edgeAt(1, 1, North), edgeAt(1, 1, East),
				edgeAt(1, 1, South), edgeAt(0, 1, South), edgeAt(0, 1, West), edgeAt(0, 0, West)}},
		{"a U", `
			#.#
			###`, edgeAt(0, 0, North),
			[]Edge{edgeAt(0, 0, North), edgeAt(0, 0, East), edgeAt(1, 1, North), edgeAt(2, 0, West),
				edgeAt(2, 0, North), edgeAt(2, 0, East), edgeAt(2, 1, East), edgeAt(2, 1, South),
				edgeAt(1, 1, South), edgeAt(0, 1, South), edgeAt(0, 1, West), edgeAt(0, 0, West)}},
		{"a ring, outside", `
			###
			#.#
			###`, edgeAt(1, 0, North),
			[]Edge{edgeAt(1, 0, North), edgeAt(2, 0, North), edgeAt(2, 0, East), edgeAt(2, 1, East),
				edgeAt(2, 2, East), edgeAt(2, 2, South), edgeAt(1, 2, South), edgeAt(0, 2, South),
				edgeAt(0, 2, West), edgeAt(0, 1, West), edgeAt(0, 0, West), edgeAt(0, 0, North)}},
		{"a ring, round its hole", `
			###
			#.#
			###`, edgeAt(1, 0, South),
			[]Edge{edgeAt(1, 0, South), edgeAt(0, 1, East), edgeAt(1, 2, North), edgeAt(2, 1, West)}},
		{"tiles touching at a corner: the outline passes the corner point", `
			#.
			##
			.#`, edgeAt(0, 1, South),
			[]Edge{edgeAt(0, 1, South), edgeAt(0, 1, West), edgeAt(0, 0, West), edgeAt(0, 0, North),
				edgeAt(0, 0, East), edgeAt(1, 1, North), edgeAt(1, 1, East), edgeAt(1, 2, East),
				edgeAt(1, 2, South), edgeAt(1, 2, West)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, tt.art)
			if got := walk(p, tt.start, Clockwise); !slices.Equal(got, tt.want) {
				t.Errorf("clockwise from %s:\n got %v\nwant %v", tt.start, got, tt.want)
			}
			back := slices.Clone(tt.want[1:])
			slices.Reverse(back)
			back = append([]Edge{tt.start}, back...)
			if got := walk(p, tt.start, CounterClockwise); !slices.Equal(got, back) {
				t.Errorf("counter-clockwise from %s:\n got %v\nwant %v", tt.start, got, back)
			}
		})
	}
}

// The gate goes "against any outer tile edge of the city (not into a hole
// inside the city)" (digest; seed footnote 5: "not against a tile in a
// hole inside the city").
func TestOuterEdgesLeaveHolesOut(t *testing.T) {
	tests := []struct {
		name   string
		art    string
		from   rune // a tile of the city
		outer  int  // how many outer edges
		first  Edge // where OuterEdges starts
		inHole []Edge
	}{
		{"a ring: its hole's edges are not outer", `
			###
			#A#
			###`, 'A', 12, edgeAt(1, 0, North), nil},
		{"from below the hole, past it", `
			###
			#.#
			#A#`, 'A', 12, edgeAt(1, 0, North),
			[]Edge{edgeAt(1, 0, South), edgeAt(0, 1, East), edgeAt(2, 1, West), edgeAt(1, 2, North)}},
		{"an empty cell open only at a corner point is a hole", `
			###
			#.#
			A#.`, 'A', 12, edgeAt(0, 0, North),
			[]Edge{edgeAt(1, 0, South), edgeAt(0, 1, East), edgeAt(2, 1, West), edgeAt(1, 2, North)}},
		{"a U's inside is outside", `
			#.#
			#.#
			#A#`, 'A', 16, edgeAt(1, 2, North), nil},
		{"two holes", `
			#####
			#.#.#
			##A##`, 'A', 16, edgeAt(2, 0, North),
			[]Edge{edgeAt(1, 0, South), edgeAt(2, 1, East), edgeAt(4, 1, West)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, tt.art)
			got := OuterEdges(p, p.at(t, tt.from), nil)
			if len(got) != tt.outer || got[0] != tt.first {
				t.Errorf("OuterEdges = %v (%d), want %d starting at %s", got, len(got), tt.outer, tt.first)
			}
			for _, e := range got {
				if !IsOuter(p, e) {
					t.Errorf("IsOuter(%s) = false for an edge of OuterEdges", e)
				}
			}
			for _, h := range tt.inHole {
				if !onOutline(p, h) {
					t.Fatalf("bad test: %s is not on the outline", h)
				}
				if IsOuter(p, h) || slices.Contains(got, h) {
					t.Errorf("%s faces a hole but counts as outer", h)
				}
			}
		})
	}
	t.Run("no tile, no edge", func(t *testing.T) {
		if got := OuterEdges(drawn(t, "#a"), Cell{1, 0}, nil); len(got) != 0 {
			t.Errorf("OuterEdges from an empty cell = %v", got)
		}
	})
}
