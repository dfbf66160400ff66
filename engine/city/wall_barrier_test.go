package city

import (
	"errors"
	"testing"
)

// "The wall is a barrier: no tile may be placed beyond it" (digest); seed:
// "no tiles may be placed beyond the walls (or the city gate)".
func TestBarredCells(t *testing.T) {
	// The gate on the north of a, pieces round the north-east corner and
	// down the east side.
	p := drawn(t, `
		.....
		.A#..
		.##..
		.....`)
	w := walled(t, p, edgeAt(1, 1, North), "ccc")
	tests := []struct {
		name string
		cell Cell
		want error
	}{
		{"beyond the gate", Cell{1, 0}, ErrBeyondWall},
		{"beyond a piece", Cell{2, 0}, ErrBeyondWall},
		{"outside the corner where the wall goes round a tile", Cell{3, 0}, ErrBeyondWall},
		{"beyond the last piece", Cell{3, 2}, ErrBeyondWall},
		{"beside the unwalled outline", Cell{1, 3}, nil},
		{"beyond the corner after the clockwise end", Cell{3, 3}, nil},
		{"beside the gate's unwalled side", Cell{0, 1}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := w.Allows(p, tt.cell.X, tt.cell.Y); !errors.Is(got, tt.want) {
				t.Errorf("Allows%s = %v, want %v", tt.cell, got, tt.want)
			}
			if got := w.Barred(tt.cell.X, tt.cell.Y); got != (tt.want != nil) {
				t.Errorf("Barred%s = %v", tt.cell, got)
			}
		})
	}
	t.Run("before the gate every cell is free", func(t *testing.T) {
		if err := (&Wall{}).Allows(p, 1, 0); err != nil {
			t.Errorf("Allows before the gate = %v", err)
		}
	})
}

// Seed, footnote 6: "it is illegal to place a tile so that the city wall
// would be surrounded": here the city is a C open to the west, and a tile
// in its mouth makes its inside a hole.
func TestEnclosingPlacement(t *testing.T) {
	const c = `
		.......
		.####..
		.a.b#..
		.####..
		.......`
	tests := []struct {
		name  string
		gate  Edge
		ways  string
		place rune
		want  error
	}{
		{"closing the C round the gate is refused", edgeAt(2, 3, North), "", 'a', ErrEnclosesWall},
		{"closing the C round gate and piece is refused", edgeAt(2, 3, North), "c", 'a', ErrEnclosesWall},
		{"closing the C with the wall outside is allowed", edgeAt(2, 3, South), "ca", 'a', nil},
		{"filling the C's end beside the gate is allowed", edgeAt(2, 3, North), "", 'b', nil},
		{"filling it beyond a piece is refused", edgeAt(2, 3, North), "c", 'b', ErrBeyondWall},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, c)
			w := walled(t, p, tt.gate, tt.ways)
			at := p.at(t, tt.place)
			if got := w.Allows(p, at.X, at.Y); !errors.Is(got, tt.want) {
				t.Errorf("Allows%s = %v, want %v", at, got, tt.want)
			}
		})
	}
	// A ring open at a, far from the wall inside it.
	const ring = `
		......
		.####.
		.#..#.
		.#..#.
		.##a#.
		......`
	for _, tt := range []struct {
		name string
		gate Edge
		want error
	}{
		{"closing a ring far from the wall inside it is refused", edgeAt(2, 1, South), ErrEnclosesWall},
		{"closing it with the wall outside is allowed", edgeAt(2, 1, North), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, ring)
			w := walled(t, p, tt.gate, "ca")
			at := p.at(t, 'a')
			if got := w.Allows(p, at.X, at.Y); !errors.Is(got, tt.want) {
				t.Errorf("Allows%s = %v, want %v", at, got, tt.want)
			}
		})
	}
}
