package city

import (
	"errors"
	"slices"
	"testing"
)

// Digest: the game ends when "the two ends of the wall are 5 or fewer wall
// pieces apart" (footnote 10, HiG: "only 5 or fewer walls can be built");
// then "the wall is closed around the city (with pieces if any remain,
// otherwise imagined)".
func TestGapAndClosing(t *testing.T) {
	// A city of 3 × 2 tiles has 10 outer edges; the gate is on the north
	// of the middle tile.
	const city = `
		###x
		###.`
	tests := []struct {
		name    string
		ways    string
		add     string // named cells given tiles after the pieces
		gap     int
		closing []Edge // nil: not checked
	}{
		{"the gate alone", "", "", 9, nil},
		{"6 apart: the game goes on", "cca", "", 6, nil},
		{"5 apart: the game ends", "ccaa", "", 5,
			[]Edge{edgeAt(2, 1, East), edgeAt(2, 1, South), edgeAt(1, 1, South), edgeAt(0, 1, South), edgeAt(0, 1, West)}},
		{"before a tile beside an end", "caa", "", 6, nil},
		{"a tile beside an end widens the gap", "caa", "x", 8,
			[]Edge{edgeAt(3, 0, North), edgeAt(3, 0, East), edgeAt(3, 0, South), edgeAt(2, 1, East),
				edgeAt(2, 1, South), edgeAt(1, 1, South), edgeAt(0, 1, South), edgeAt(0, 1, West)}},
		{"built round: closed", "ccccccccc", "", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, city)
			w := walled(t, p, edgeAt(1, 0, North), "")
			for _, r := range tt.ways {
				way := Clockwise
				if r == 'a' {
					way = CounterClockwise
				}
				if _, err := w.Extend(p, way); err != nil {
					t.Fatal(err)
				}
			}
			for _, r := range tt.add {
				at := p.at(t, r)
				if err := w.Allows(p, at.X, at.Y); err != nil {
					t.Fatalf("Allows%s = %v", at, err)
				}
				p.place(at)
			}
			gap, err := w.Gap(p)
			if err != nil || gap != tt.gap {
				t.Errorf("Gap = %d, %v, want %d", gap, err, tt.gap)
			}
			closing, err := w.Closing(p, nil)
			if err != nil || len(closing) != tt.gap || tt.closing != nil && !slices.Equal(closing, tt.closing) {
				t.Errorf("Closing = %v, %v, want %v (%d edges)", closing, err, tt.closing, tt.gap)
			}
			if w.Closed() != (tt.gap == 0) {
				t.Errorf("Closed = %v with a gap of %d", w.Closed(), tt.gap)
			}
		})
	}
	t.Run("a wall cut by a tile beyond it", func(t *testing.T) {
		p := drawn(t, city)
		w := walled(t, p, edgeAt(1, 0, North), "c")
		p.place(Cell{2, -1}) // by hand, past the checks
		if _, err := w.Gap(p); !errors.Is(err, ErrOffOutline) {
			t.Errorf("Gap = %v, want %v", err, ErrOffOutline)
		}
		if got, err := w.Closing(p, []Edge{edgeAt(9, 9, North)}); !errors.Is(err, ErrOffOutline) || len(got) != 1 {
			t.Errorf("Closing = %v, %v, want the slice unchanged and %v", got, err, ErrOffOutline)
		}
		if _, err := w.Extend(p, Clockwise); !errors.Is(err, ErrOffOutline) {
			t.Errorf("Extend = %v, want %v", err, ErrOffOutline)
		}
	})
	t.Run("no gap before the gate", func(t *testing.T) {
		if _, err := (&Wall{}).Gap(drawn(t, city)); !errors.Is(err, ErrNoGate) {
			t.Errorf("Gap = %v, want %v", err, ErrNoGate)
		}
	})
}
