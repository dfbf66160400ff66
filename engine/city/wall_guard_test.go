package city

import (
	"slices"
	"testing"
)

// Seed: "If there is already a guard on the wall directly opposite the
// wall just placed, the player may not place a guard", and beside the
// picture: the player "may place a guard on the wall because there is an
// empty space in the city between the walls".
func TestOpposite(t *testing.T) {
	// A block with a hole, walled on the west, north and east; and a U
	// walled round its left arm and its right arm's outer side.
	const block, u = `
		#####
		##.##
		#####`, `
		#.#
		###`
	tests := []struct {
		name    string
		art     string
		ways    string // after the gate on the west of (0,0)
		piece   Edge
		want    Edge
		gap, ok bool
	}{
		{"across a full row: the gate", block, "aaccccccccc", edgeAt(4, 0, East), edgeAt(0, 0, West), false, true},
		{"across a full row, from the gate's side", block, "aaccccccccc", edgeAt(0, 2, West), edgeAt(4, 2, East), false, true},
		{"across a row with an empty space", block, "aaccccccccc", edgeAt(4, 1, East), edgeAt(0, 1, West), true, true},
		{"the same row the other way", block, "aaccccccccc", edgeAt(0, 1, West), edgeAt(4, 1, East), true, true},
		{"no wall facing back in the column", block, "aaccccccccc", edgeAt(2, 0, North), Edge{}, false, false},
		{"an arm one tile wide: the wall on its other side", u, "cccccc", edgeAt(0, 0, West), edgeAt(0, 0, East), false, true},
		{"the far arm's outer wall: its own arm's inner side first", u, "cccccc", edgeAt(2, 0, East), edgeAt(2, 0, West), false, true},
		{"across the U's inside", u, "cc", edgeAt(0, 0, North), Edge{}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, tt.art)
			w := walled(t, p, edgeAt(0, 0, West), tt.ways)
			if !w.Walled(tt.piece) {
				t.Fatalf("bad test: %s is not walled; the wall is %v", tt.piece, w.Chain(nil))
			}
			got, gap, ok := w.Opposite(p, tt.piece)
			if got != tt.want || gap != tt.gap || ok != tt.ok {
				t.Errorf("Opposite(%s) = %s, gap %v, %v; want %s, gap %v, %v", tt.piece, got, gap, ok, tt.want, tt.gap, tt.ok)
			}
		})
	}
}

// Digest: "each guard looks along the row (or column) of tiles in front
// of its wall piece, from the wall inward up to the first empty space";
// seed: "Each scores only on their side of the row - up to the empty
// space."
func TestView(t *testing.T) {
	p := drawn(t, `
		#####
		##.##
		#####`)
	tests := []struct {
		name  string
		piece Edge
		want  []Cell
	}{
		{"a full row", edgeAt(0, 0, West), []Cell{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}},
		{"up to the empty space from the west", edgeAt(0, 1, West), []Cell{{0, 1}, {1, 1}}},
		{"up to the empty space from the east", edgeAt(4, 1, East), []Cell{{4, 1}, {3, 1}}},
		{"a column cut at once", edgeAt(2, 0, North), []Cell{{2, 0}}},
		{"a full column from the south", edgeAt(1, 2, South), []Cell{{1, 2}, {1, 1}, {1, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := View(p, tt.piece, nil); !slices.Equal(got, tt.want) {
				t.Errorf("View(%s) = %v, want %v", tt.piece, got, tt.want)
			}
		})
	}
}
