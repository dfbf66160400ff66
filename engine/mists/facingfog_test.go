package mists

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestFacingFog: facingFog's bits are the neighbour's ports that
// schema.Port.Facing says face the cell's ports, for every fog a tile can
// show and every side.
func TestFacingFog(t *testing.T) {
	for side := range 4 {
		t.Run(fmt.Sprintf("side %d", side), func(t *testing.T) {
			for their := range schema.PortSet(1 << schema.NumPorts) {
				want := uint16(0)
				for k := range 3 {
					if their.Has(schema.Port(side*3 + k).Facing()) {
						want |= 1 << k
					}
				}
				if got := facingFog(their, side); got != want {
					t.Fatalf("fog %012b: %03b, want %03b", their, got, want)
				}
			}
		})
	}
}
