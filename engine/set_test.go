package engine_test

import "testing"

// TestSameRotation: every rotation names the distinct rotation that gives
// the same placement, so a person who turns a symmetric tile can still
// place it.
func TestSameRotation(t *testing.T) {
	set := winterSet(t)
	tests := []struct {
		tile      string
		rotations uint8
		same      [4]int8
	}{
		{"C", 0b0001, [4]int8{0, 0, 0, 0}}, // city on all four sides
		{"B", 0b0001, [4]int8{0, 0, 0, 0}}, // cloister in a field
		{"F", 0b0011, [4]int8{0, 1, 0, 1}}, // city E-W: 180° swaps the fields
		{"U", 0b0011, [4]int8{0, 1, 0, 1}}, // straight road
		{"V", 0b1111, [4]int8{0, 1, 2, 3}}, // curve: all four differ
	}
	for _, tc := range tests {
		t.Run(tc.tile, func(t *testing.T) {
			def, ok := set.Tile(tc.tile)
			if !ok {
				t.Fatalf("no tile %s", tc.tile)
			}
			if def.Rotations != tc.rotations || def.Same != tc.same {
				t.Errorf("Rotations %04b, Same %v; want %04b, %v", def.Rotations, def.Same, tc.rotations, tc.same)
			}
			for q, s := range def.Same {
				if def.Rotations&(1<<s) == 0 {
					t.Errorf("Same[%d] = %d is not a distinct rotation", q, s)
				}
			}
		})
	}
}
