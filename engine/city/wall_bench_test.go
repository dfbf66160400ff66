package city

import (
	"math/rand/v2"
	"testing"
)

// cells is a board as a flat array, as the engine keeps it, so that the
// benchmarks measure the wall and not a map.
type cells struct {
	half, w int
	placed  []bool
}

func newCells(p *picture) *cells {
	const half = 40
	c := &cells{half: half, w: 2*half + 1, placed: make([]bool, (2*half+1)*(2*half+1))}
	for t := range p.tiles {
		c.placed[(t.Y+half)*c.w+t.X+half] = true
	}
	return c
}

func (c *cells) Placed(x, y int) bool { return c.placed[(y+c.half)*c.w+x+c.half] }

// wallBench is a city of 60 random tiles with its gate and 20 pieces, and
// the empty cells beside it.
func wallBench(b *testing.B) (*cells, *Wall, []Cell) {
	r := rand.New(rand.NewPCG(21, 60))
	p := randomCity(r, 60)
	outer := OuterEdges(p, Cell{0, 0}, nil)
	w := walled(b, p, outer[0], "cacacacacacacacacaca")
	return newCells(p), w, frontier(p)
}

// BenchmarkAllows asks the wall about every empty cell beside a city of 60
// tiles, as a bot listing its placements would.
func BenchmarkAllows(b *testing.B) {
	g, w, front := wallBench(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range front {
			_ = w.Allows(g, c.X, c.Y)
		}
	}
	b.ReportMetric(float64(len(front)), "cells/op")
}

// BenchmarkGap measures the end-of-game test after a wall round.
func BenchmarkGap(b *testing.B) {
	g, w, _ := wallBench(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Gap(g); err != nil {
			b.Fatal(err)
		}
	}
}
