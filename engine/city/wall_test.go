package city

import (
	"errors"
	"slices"
	"testing"
)

// The first round: "the scoring player places the city gate against any
// outer tile edge of the city (not into a hole inside the city)" (digest).
func TestPlaceGate(t *testing.T) {
	tests := []struct {
		name string
		art  string
		gate Edge
		want error
	}{
		{"against any outer edge", "###\n###", edgeAt(1, 0, North), nil},
		{"against a side edge", "###\n###", edgeAt(2, 1, East), nil},
		{"not between two tiles", "###\n###", edgeAt(0, 0, East), ErrNotOutline},
		{"not on an empty cell", "###\n###", edgeAt(5, 5, North), ErrNotOutline},
		{"not into a hole inside the city", "###\n#.#\n###", edgeAt(1, 0, South), ErrHole},
		{"not into a hole open only at a corner point", "###\n#.#\n##.", edgeAt(2, 1, West), ErrHole},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := &Wall{}
			err := w.PlaceGate(drawn(t, tt.art), tt.gate)
			if !errors.Is(err, tt.want) {
				t.Fatalf("PlaceGate(%s) = %v, want %v", tt.gate, err, tt.want)
			}
			if gate, ok := w.Gate(); ok != (tt.want == nil) || ok && gate != tt.gate {
				t.Errorf("Gate() = %s, %v after PlaceGate(%s) = %v", gate, ok, tt.gate, err)
			}
		})
	}
	t.Run("one gate", func(t *testing.T) {
		p := drawn(t, "###\n###")
		w := walled(t, p, edgeAt(1, 0, North), "")
		if err := w.PlaceGate(p, edgeAt(1, 1, South)); !errors.Is(err, ErrGatePlaced) {
			t.Errorf("a second gate: %v, want %v", err, ErrGatePlaced)
		}
	})
	t.Run("no piece before the gate", func(t *testing.T) {
		w := &Wall{}
		if _, err := w.Extend(drawn(t, "#"), Clockwise); !errors.Is(err, ErrNoGate) {
			t.Errorf("a piece before the gate: %v, want %v", err, ErrNoGate)
		}
		if _, ok := w.Next(drawn(t, "#"), Clockwise); ok {
			t.Errorf("a next piece before the gate")
		}
	})
}

// "Each player places one wall piece adjacent to the gate or to a wall, to
// the left or right, along the city's outline" and later "each piece
// extending one of the two ends of the wall" (digest).
func TestWallGrowsFromBothEnds(t *testing.T) {
	p := drawn(t, `
		###
		###`)
	w := walled(t, p, edgeAt(1, 0, North), "caca")
	want := []Edge{edgeAt(0, 0, West), edgeAt(0, 0, North), edgeAt(1, 0, North), edgeAt(2, 0, North), edgeAt(2, 0, East)}
	if got := w.Chain(nil); !slices.Equal(got, want) {
		t.Errorf("Chain = %v, want %v", got, want)
	}
	if got := w.Arm(Clockwise); !slices.Equal(got, want[3:]) {
		t.Errorf("clockwise arm = %v, want %v", got, want[3:])
	}
	if got, want := w.String(), "gate north of (1,0); clockwise 2 pieces to east of (2,0); counter-clockwise 2 pieces to west of (0,0)"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if w.Pieces() != 4 {
		t.Errorf("Pieces = %d, want 4 (the gate is no wall piece)", w.Pieces())
	}
	for _, tt := range []struct {
		way       Way
		end, next Edge
	}{
		{Clockwise, edgeAt(2, 0, East), edgeAt(2, 1, East)},
		{CounterClockwise, edgeAt(0, 0, West), edgeAt(0, 1, West)},
	} {
		t.Run(tt.way.String(), func(t *testing.T) {
			if got := w.End(tt.way); got != tt.end {
				t.Errorf("End = %s, want %s", got, tt.end)
			}
			if got, ok := w.Next(p, tt.way); !ok || got != tt.next {
				t.Errorf("Next = %s, %v, want %s", got, ok, tt.next)
			}
			for _, e := range w.Chain(nil) {
				if !w.Walled(e) {
					t.Errorf("%s is in the chain but not walled", e)
				}
			}
			if w.Walled(tt.next) {
				t.Errorf("the next piece %s is walled already", tt.next)
			}
		})
	}
}

// The wall grows along the outline of the board as it is: "Draw the top
// tile ... and add it" goes on between wall rounds, so a tile added beside
// an end moves where the next piece there goes.
func TestNextFollowsTilesAddedBesideAnEnd(t *testing.T) {
	tests := []struct {
		name  string
		art   string
		ways  string // built after the gate on the north of (1,1)
		add   string // the named cells that get tiles
		way   Way
		want  Edge
		allow bool // whether the wall lets the first added tile in
	}{
		{"nothing added: round the corner", `
			....
			###.
			###.`, "c", "", Clockwise, edgeAt(2, 1, East), true},
		{"a tile straight on beyond the end", `
			....
			###x
			###.`, "c", "x", Clockwise, edgeAt(3, 1, North), true},
		{"tiles straight on and at the corner: into the corner", `
			...y
			###x
			###.`, "c", "xy", Clockwise, edgeAt(3, 0, West), true},
		{"a tile beyond the other end", `
			....
			x###
			.###`, "c", "x", CounterClockwise, edgeAt(0, 1, North), true},
		{"a tile beyond a corner inside the wall is refused", `
			...x
			###y
			###.`, "cc", "", Clockwise, edgeAt(2, 2, East), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := drawn(t, tt.art)
			w := walled(t, p, edgeAt(1, 1, North), tt.ways)
			for i, r := range tt.add {
				c := p.at(t, r)
				if err := w.Allows(p, c.X, c.Y); (err == nil) != tt.allow && i == 0 {
					t.Errorf("Allows%s = %v, want allowed %v", c, err, tt.allow)
				}
				p.place(c)
			}
			if !tt.allow {
				c := p.at(t, 'x')
				if err := w.Allows(p, c.X, c.Y); !errors.Is(err, ErrBeyondWall) {
					t.Errorf("Allows%s = %v, want %v", c, err, ErrBeyondWall)
				}
			}
			if got, ok := w.Next(p, tt.way); !ok || got != tt.want {
				t.Errorf("Next %s = %s, %v, want %s", tt.way, got, ok, tt.want)
			}
		})
	}
}
