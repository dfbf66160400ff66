package tune_test

import (
	"math"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/sim/quality"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/engine/tune"
)

func TestParseTarget(t *testing.T) {
	tests := []struct {
		in        string
		kind      tune.Kind
		low, high float64
		says      string
	}{
		{"seat-advantage=0.05", tune.SeatAdvantage, -0.05, 0.05, ""},
		{"tile-worth=-3..3", tune.TileWorth, -3, 3, ""},
		{" length = 60..80 ", tune.Length, 60, 80, ""},
		{"skill-depth=2", tune.SkillDepth, 2, math.Inf(1), ""},
		{"seat-advantage=1.5", "", 0, 0, "above 0 and below 1"},
		{"tile-worth=3", "", 0, 0, "give a band LOW..HIGH"},
		{"length=80..60", "", 0, 0, "low end must be below"},
		{"skill-depth=1.5", "", 0, 0, "whole number"},
		{"length=a..b", "", 0, 0, "give seat-advantage=X"},
		{"luck=0.5", "", 0, 0, "give seat-advantage=X"},
		{"length", "", 0, 0, "give seat-advantage=X"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := tune.ParseTarget(tt.in)
			if tt.says != "" {
				if err == nil || !strings.Contains(err.Error(), tt.says) {
					t.Fatalf("ParseTarget(%q) = %v, %v; want an error saying %q", tt.in, got, err, tt.says)
				}
				return
			}
			if err != nil || got.Kind != tt.kind || got.Low != tt.low || got.High != tt.high {
				t.Fatalf("ParseTarget(%q) = %+v, %v", tt.in, got, err)
			}
			if again, err := tune.ParseTarget(got.String()); err != nil || again != got {
				t.Errorf("%q does not read back: %+v, %v", got.String(), again, err)
			}
		})
	}
}

// A reading names the most extreme seat or tile and how far it lies out
// of the band, in band widths.
func TestRead(t *testing.T) {
	r := &sim.Report{
		Summary: tally.Summary{GameLength: tally.Stat{Mean: 55}},
		Balance: &sim.Balance{
			Tiles: []sim.TileWorth{{Tile: "P3", Worth: 7}, {Tile: "A", Worth: 2}, {Tile: "R", Worth: -1}},
			Seats: []sim.SeatAdvantage{{Name: "Red", Advantage: 0.03}, {Name: "Blue", Advantage: -0.03}},
		},
		Quality: &quality.Report{SkillDepth: 1},
	}
	tests := []struct {
		target string
		value  float64
		of     string
		miss   float64
	}{
		{"tile-worth=-4..4", 7, "P3", 3.0 / 8},
		{"tile-worth=-10..10", 7, "P3", 0},
		{"length=60..80", 55, "", 5.0 / 20},
		{"seat-advantage=0.05", 0.03, "Red", 0},
		{"seat-advantage=0.01", 0.03, "Red", 0.02 / 0.02},
		{"skill-depth=3", 1, "", 2},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			g, err := tune.ParseTarget(tt.target)
			if err != nil {
				t.Fatal(err)
			}
			rd := g.Read(r)
			if rd.Value != tt.value || rd.Of != tt.of || math.Abs(rd.Miss-tt.miss) > 1e-9 || rd.Met() != (tt.miss == 0) {
				t.Fatalf("%s reads %+v; want value %g of %q, miss %g", tt.target, rd, tt.value, tt.of, tt.miss)
			}
		})
	}
}
