package engine

import (
	"fmt"
	"unsafe"

	"github.com/tilesmith/tilesmith/schema"
)

// board is the grid of cells and the frontier: the empty cells next to a
// placed tile, each with a key that encodes the edges its neighbours show
// it, so the fit table answers which rotations of a tile fit there.
type board struct {
	half, w  int
	cells    []cellState
	frontier []int32
	// fkey[i] is the key of frontier[i]: the column of the fit
	// table, kept beside the frontier so enumeration reads memory in order.
	fkey   []uint32
	placed []Placed
	delta  [4]int32 // N E S W
	ring   [8]int32 // the 8 cells around
	// minX.. bound the table when Options.Width/Height are set.
	minX, maxX, minY, maxY int
	bounded                bool
	// faceDowns counts the face-down tiles on the board.
	faceDowns int
}

// init sizes the board: cells from -half to half in x and y (boardHalf
// says how far a game can reach). A bounded table wider than the array is
// cut to it, which changes nothing, since no tile can reach beyond the
// array's inner cells.
func (b *board) init(half int, o Options) {
	if half < 1 || half > maxHalf {
		panic(fmt.Sprintf("engine: board half-width %d outside 1..%d", half, maxHalf))
	}
	b.half = half
	b.w = 2*half + 1
	n := b.w * b.w
	b.cells = make([]cellState, n)
	w := int32(b.w)
	b.delta = [4]int32{-w, 1, w, -1}
	b.ring = [8]int32{-w - 1, -w, -w + 1, 1, w + 1, w, w - 1, -1}
	b.minX, b.maxX, b.minY, b.maxY = -half+1, half-1, -half+1, half-1
	if o.Width > 0 && o.Height > 0 {
		b.bounded = true
		b.minX, b.maxX = max(-(o.Width-1)/2, b.minX), min(o.Width/2, b.maxX)
		b.minY, b.maxY = max(-(o.Height-1)/2, b.minY), min(o.Height/2, b.maxY)
	}
}

// maxHalf is the largest board boardHalf can ask for within the limits
// (schema.MaxMixTiles tiles from a start tile at schema.MaxCoordinate).
const maxHalf = schema.MaxCoordinate + schema.MaxMixTiles + 2

// cellBytes is the size of one cell of the board.
const cellBytes = int(unsafe.Sizeof(cellState{}))

// cellState is what the board knows about one cell; the fields sit
// together so that looking at a cell touches one cache line.
type cellState struct {
	// placed holds 1+index into placed, 0 when empty.
	placed int32
	// key of an empty cell: Σ want(side)·keyBase^side over its neighbours.
	key uint32
	// fpos holds 1+position in frontier, 0 when not in the frontier.
	fpos int32
	// portless marks cells whose tile has portless features.
	portless bool
	// nearPortless counts the tiles with portless features among the 8
	// cells around, so a placement looks around only when it matters.
	nearPortless uint8
	// faceDown marks a tile laid face down (Mists' haunted graveyards): it
	// occupies the cell but shows no features and asks nothing of its
	// neighbours.
	faceDown bool
}

// reset empties the cells the last game touched.
func (b *board) reset() {
	for _, p := range b.placed {
		for _, d := range b.delta {
			b.cells[p.cell+d] = cellState{}
		}
		if b.cells[p.cell].portless {
			for _, d := range b.ring {
				b.cells[p.cell+d].nearPortless = 0
			}
		}
		b.cells[p.cell] = cellState{}
	}
	b.placed = b.placed[:0]
	b.faceDowns = 0
	b.frontier = b.frontier[:0]
	b.fkey = b.fkey[:0]
}

// cellAt returns the cell index of (x, y).
func (b *board) cellAt(x, y int) int32 { return int32((y+b.half)*b.w + x + b.half) }

// xy returns the coordinates of a cell index.
func (b *board) xy(c int32) (x, y int) {
	q := uint32(c) / uint32(b.w)
	return int(uint32(c)-q*uint32(b.w)) - b.half, int(q) - b.half
}

// inside reports whether (x, y) is on the table.
func (b *board) inside(x, y int) bool {
	return x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY
}

// At returns the tile placed at (x, y).
func (b *board) At(x, y int) (Placed, bool) {
	if x < -b.half || x > b.half || y < -b.half || y > b.half {
		return Placed{}, false
	}
	c := b.cells[b.cellAt(x, y)].placed
	if c == 0 {
		return Placed{}, false
	}
	return b.placed[c-1], true
}

// Board returns the placed tiles in the order they were placed.
func (b *board) Board() []Placed { return b.placed }

// require adds an edge requirement to empty cell c's key (add is the
// edge id times the side's key weight) and puts c in the frontier if it is
// not there yet.
func (b *board) require(c int32, add uint32) {
	cell := &b.cells[c]
	cell.key += add
	if i := cell.fpos; i != 0 {
		b.fkey[i-1] = cell.key
		return
	}
	b.frontier = append(b.frontier, c)
	b.fkey = append(b.fkey, cell.key)
	cell.fpos = int32(len(b.frontier))
}

// removeFrontier takes a cell out of the frontier.
func (b *board) removeFrontier(c int32) {
	i := b.cells[c].fpos
	if i == 0 {
		return
	}
	end := len(b.frontier) - 1
	last := b.frontier[end]
	b.frontier[i-1] = last
	b.fkey[i-1] = b.fkey[end]
	b.cells[last].fpos = i
	b.frontier = b.frontier[:end]
	b.fkey = b.fkey[:end]
	b.cells[c].fpos = 0
}
