package schema

import (
	"slices"
	"testing"
)

// TestCastleOutline walks the wall clockwise from the north-west corner
// of the top row, cutting it at every corner.
func TestCastleOutline(t *testing.T) {
	tests := []struct {
		name  string
		cells []string
		want  []OutlineCorner
	}{
		{"one cell", []string{"#"}, []OutlineCorner{{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}},
		{"castle-mini", []string{".##.", "####", "###."}, []OutlineCorner{
			{1, 0, 2}, {3, 0, 1}, {3, 1, 1}, {4, 1, 1}, {4, 2, 1}, {3, 2, 1}, {3, 3, 3}, {0, 3, 2}, {0, 1, 1}, {1, 1, 1}}},
		{"the top row's first cell starts the walk, not the grid's corner", []string{"..#", "###"}, []OutlineCorner{
			{2, 0, 1}, {3, 0, 2}, {3, 2, 3}, {0, 2, 1}, {0, 1, 2}, {2, 1, 1}}},
		{"a hole touching the outside at a point: the walk keeps to the outer wall", []string{"###", "#.#", "##."}, []OutlineCorner{
			{0, 0, 3}, {3, 0, 2}, {3, 2, 1}, {2, 2, 1}, {2, 3, 2}, {0, 3, 3}}},
		{"a hole inside: its wall is not the outline", []string{"###", "#.#", "###"}, []OutlineCorner{
			{0, 0, 3}, {3, 0, 3}, {3, 3, 3}, {0, 3, 3}}},
		{"no cells", []string{"..."}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := CastleOutline(CastleBoard{Cells: tc.cells})
			if !slices.Equal(got, tc.want) {
				t.Errorf("got  %v\nwant %v", got, tc.want)
			}
		})
	}
}
