package exporter

import (
	"image/color"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestFeaturePoint: a follower stands in its feature's part of the tile,
// and turns with the tile.
func TestFeaturePoint(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	tests := []struct {
		name    string
		tile    string
		feature int
		rot     int
		where   func(x, y float64) bool
		wantErr bool
	}{
		{"E's city at 0° is in the north", "E", 0, 0, func(x, y float64) bool { return y < 0.3 && x > 0.3 && x < 0.7 }, false},
		{"E's city at 90° is in the east", "E", 0, 90, func(x, y float64) bool { return x > 0.7 && y > 0.3 && y < 0.7 }, false},
		{"E's city at 180° is in the south", "E", 0, 180, func(x, y float64) bool { return y > 0.7 }, false},
		{"E's city at 270° is in the west", "E", 0, 270, func(x, y float64) bool { return x < 0.3 }, false},
		{"U's road at 0° runs down the middle", "U", 0, 0, func(x, y float64) bool { return x > 0.4 && x < 0.6 }, false},
		{"U's road at 90° runs across", "U", 0, 90, func(x, y float64) bool { return y > 0.4 && y < 0.6 }, false},
		{"unknown tile", "ZZ", 0, 0, nil, true},
		{"no such feature", "E", 2, 0, nil, true},
		{"odd rotation", "E", 0, 45, nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x, y, err := r.FeaturePoint(tc.tile, tc.feature, tc.rot)
			if tc.wantErr {
				if err == nil {
					t.Fatalf("FeaturePoint(%s, %d, %d) = (%.2f, %.2f), want an error", tc.tile, tc.feature, tc.rot, x, y)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.where(x, y) {
				t.Errorf("FeaturePoint(%s, %d, %d) = (%.2f, %.2f)", tc.tile, tc.feature, tc.rot, x, y)
			}
		})
	}
}

// TestFollowerPicture: the follower is drawn in its colour on a clear
// square.
func TestFollowerPicture(t *testing.T) {
	red := PlayerColour(0, "Red")
	img := Follower(red, 64)
	if b := img.Bounds(); b.Dx() != 64 || b.Dy() != 64 {
		t.Fatalf("picture is %v, want 64×64", b)
	}
	if c := img.NRGBAAt(1, 1); c.A != 0 {
		t.Errorf("corner is %v, want clear", c)
	}
	coloured := 0
	for y := range 64 {
		for x := range 64 {
			if img.NRGBAAt(x, y) == (color.NRGBA{red.R, red.G, red.B, 255}) {
				coloured++
			}
		}
	}
	if coloured < 64*64/10 {
		t.Errorf("only %d pixels are the follower's colour", coloured)
	}
}
