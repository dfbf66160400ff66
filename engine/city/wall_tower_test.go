package city

import (
	"errors"
	"slices"
	"testing"
)

// Seed: the scoring player "may place one of their towers at either end of
// the city wall. The player scores 1 point for every wall piece between
// the tower just placed and a previous tower (or the city gate) along the
// city wall."
func TestTowerScores(t *testing.T) {
	p := drawn(t, `
		######
		######`)
	w := walled(t, p, edgeAt(2, 0, North), "")
	steps := []struct {
		name   string
		build  string // pieces built before the tower
		way    Way
		points int
		err    error
	}{
		{"back to the gate", "cc", Clockwise, 2, nil},
		{"back to the previous tower", "ccc", Clockwise, 3, nil},
		{"no second tower where one stands", "", Clockwise, 0, ErrTowerThere},
		{"beside the gate, nothing between", "", CounterClockwise, 0, nil},
		{"the other side counts from its own tower", "aa", CounterClockwise, 2, nil},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			for _, r := range s.build {
				way := Clockwise
				if r == 'a' {
					way = CounterClockwise
				}
				if _, err := w.Extend(p, way); err != nil {
					t.Fatal(err)
				}
			}
			points, err := w.PlaceTower(s.way)
			if points != s.points || !errors.Is(err, s.err) {
				t.Errorf("PlaceTower(%s) = %d, %v, want %d, %v", s.way, points, err, s.points, s.err)
			}
		})
	}
	if got := w.Towers(Clockwise); !slices.Equal(got, []int{2, 5}) {
		t.Errorf("clockwise towers at %v, want [2 5]", got)
	}
	if got := w.Towers(CounterClockwise); !slices.Equal(got, []int{0, 2}) {
		t.Errorf("counter-clockwise towers at %v, want [0 2]", got)
	}
}

// Footnote 11: when the wall closes, "a final tower may be placed where
// the two halves of the wall meet. However the player only scores the
// wall segments in one direction up to the next tower."
func TestTowerWhereTheWallCloses(t *testing.T) {
	for _, tt := range []struct {
		name   string
		way    Way
		points int
	}{
		{"scoring clockwise", Clockwise, 3},
		{"scoring counter-clockwise", CounterClockwise, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, "#")
			w := walled(t, p, edgeAt(0, 0, North), "ccc")
			if !w.Closed() {
				t.Fatalf("gate and 3 pieces round one tile: the wall is not closed")
			}
			if points, err := w.PlaceTower(tt.way); err != nil || points != tt.points {
				t.Errorf("PlaceTower(%s) = %d, %v, want %d", tt.way, points, err, tt.points)
			}
			if _, err := w.PlaceTower(tt.way.Reverse()); !errors.Is(err, ErrTowerThere) {
				t.Errorf("a second tower where the halves meet: %v, want %v", err, ErrTowerThere)
			}
		})
	}
	t.Run("no tower before the gate", func(t *testing.T) {
		if _, err := (&Wall{}).PlaceTower(Clockwise); !errors.Is(err, ErrNoGate) {
			t.Errorf("PlaceTower = %v, want %v", err, ErrNoGate)
		}
	})
}
