package city

import "math/bits"

// occupancy is which cells hold a tile, a bit a cell, row by row: the
// game's own copy of what the core board knows, kept because the wall's
// walks round the outline and its checks of the cells around a placement
// ask "is there a tile here?" dozens of times a turn, which a bit in a
// few kilobytes answers from the first-level cache where the board's
// cells (16 bytes each) do not, and because a row of bits answers for
// five cells at once (window). The game sets a bit for each tile it
// places (Game.place) and copies the rows in use with the game.
type occupancy struct {
	// half: cells from -half to half in x and y; stride: words a row.
	half, width, stride int
	bits                []uint64
	// top and bottom are the first and last rows holding a tile (top >
	// bottom when none): the rows a copy or a reset touches.
	top, bottom int
}

// size makes room for cells from -half to half, empty.
func (o *occupancy) size(half int) {
	o.half, o.width = half, 2*half+1
	o.stride = (o.width + 63) / 64
	o.bits = make([]uint64, o.width*o.stride)
	o.top, o.bottom = o.width, -1
}

// clear empties the rows in use.
func (o *occupancy) clear() {
	if o.top <= o.bottom {
		clear(o.bits[o.top*o.stride : (o.bottom+1)*o.stride])
	}
	o.top, o.bottom = o.width, -1
}

// set marks a tile at (x, y), which must lie within the cells sized.
func (o *occupancy) set(x, y int) {
	ix, iy := x+o.half, y+o.half
	o.bits[iy*o.stride+ix>>6] |= 1 << (ix & 63)
	o.top, o.bottom = min(o.top, iy), max(o.bottom, iy)
}

// has reports whether a tile lies at (x, y); cells beyond those sized
// hold none.
func (o *occupancy) has(x, y int) bool {
	ix, iy := x+o.half, y+o.half
	if uint(ix) >= uint(o.width) || uint(iy) >= uint(o.width) {
		return false
	}
	return o.bits[iy*o.stride+ix>>6]>>(ix&63)&1 != 0
}

// window returns the tiles of the n ≤ 57 cells of row y from x on, bit i
// for (x+i, y); cells beyond those sized hold none.
func (o *occupancy) window(x, y, n int) uint64 {
	iy := y + o.half
	if uint(iy) >= uint(o.width) {
		return 0
	}
	ix := x + o.half
	mask := uint64(1)<<n - 1
	if ix >= 0 && ix+n <= o.width {
		row := o.bits[iy*o.stride:]
		w := row[ix>>6] >> (ix & 63)
		if s := ix & 63; s+n > 64 {
			w |= row[ix>>6+1] << (64 - s)
		}
		return w & mask
	}
	// at the edge of the cells sized: cell by cell
	var w uint64
	for i := range n {
		if o.has(x+i, y) {
			w |= 1 << i
		}
	}
	return w
}

// copyFrom makes o a copy of src, sized alike, touching only the rows
// either holds tiles in.
func (o *occupancy) copyFrom(src *occupancy) {
	o.clear()
	if src.top <= src.bottom {
		from, to := src.top*src.stride, (src.bottom+1)*src.stride
		copy(o.bits[from:to], src.bits[from:to])
	}
	o.top, o.bottom = src.top, src.bottom
}

// count is the number of tiles marked (for tests).
func (o *occupancy) count() int {
	n := 0
	for _, w := range o.bits {
		n += bits.OnesCount64(w)
	}
	return n
}
