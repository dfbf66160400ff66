package city

import (
	"strings"
	"testing"
)

// picture is a hand-built board drawn as ASCII: '#' is a tile, '.' an
// empty cell; a capital letter is a tile and a small letter an empty cell
// the test names. The top-left character is (0,0), x grows to the right
// and y downward, as on the engine's board.
type picture struct {
	tiles map[Cell]bool
	named map[rune]Cell
}

// drawn parses a picture; leading and trailing blank lines and the
// indentation common to its lines are ignored.
func drawn(t testing.TB, art string) *picture {
	t.Helper()
	p := &picture{tiles: map[Cell]bool{}, named: map[rune]Cell{}}
	lines := strings.Split(strings.Trim(art, "\n"), "\n")
	indent := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n := len(l) - len(strings.TrimLeft(l, " \t")); indent < 0 || n < indent {
			indent = n
		}
	}
	for y, l := range lines {
		if len(l) < indent {
			continue
		}
		for x, r := range strings.TrimRight(l[indent:], " ") {
			c := Cell{x, y}
			switch {
			case r == '#':
				p.tiles[c] = true
			case r == '.':
			case r >= 'A' && r <= 'Z':
				p.tiles[c] = true
				p.named[r] = c
			case r >= 'a' && r <= 'z':
				p.named[r] = c
			default:
				t.Fatalf("picture: unknown mark %q at %s", r, c)
			}
		}
	}
	return p
}

// Placed reports whether (x, y) holds a tile.
func (p *picture) Placed(x, y int) bool { return p.tiles[Cell{x, y}] }

// at returns the cell named r.
func (p *picture) at(t testing.TB, r rune) Cell {
	t.Helper()
	c, ok := p.named[r]
	if !ok {
		t.Fatalf("picture: no cell named %q", r)
	}
	return c
}

// place adds a tile at c.
func (p *picture) place(c Cell) { p.tiles[c] = true }

// walled builds a wall on p: the gate on gate, then the pieces ways says,
// one per letter ('c' clockwise, 'a' counter-clockwise).
func walled(t testing.TB, p *picture, gate Edge, ways string) *Wall {
	t.Helper()
	w := &Wall{}
	if err := w.PlaceGate(p, gate); err != nil {
		t.Fatalf("gate on %s: %v", gate, err)
	}
	for _, r := range ways {
		way := Clockwise
		if r == 'a' {
			way = CounterClockwise
		}
		if _, err := w.Extend(p, way); err != nil {
			t.Fatalf("extending %s: %v", way, err)
		}
	}
	return w
}

// edgeAt is short for an edge in a test table.
func edgeAt(x, y int, s Side) Edge { return Edge{x, y, s} }
