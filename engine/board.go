package engine

// board is the grid of cells and the frontier: the empty cells next to a
// placed tile, each with a key that encodes the edges its neighbours show
// it, so the fit table answers which rotations of a tile fit there.
type board struct {
	half, w  int
	cells    []cellState
	frontier []int32
	// fkey[i] is key[frontier[i]]·len(Set.Tiles): the row of the fit
	// table, kept beside the frontier so enumeration reads memory in order.
	fkey []int32
	nt   int32
	// tileCounts[t/4] holds in 16-bit lane t%4 the number of placements of
	// tile t: the sum over the frontier of the set's counts rows.
	tileCounts []uint64
	counts     []uint64 // Set.counts
	words      int
	placed     []Placed
	delta      [4]int32 // N E S W
	ring       [8]int32 // the 8 cells around
	// minX.. bound the table when Options.Width/Height are set.
	minX, maxX, minY, maxY int
	bounded                bool
}

func (b *board) init(half int, o Options, set *Set) {
	b.nt = int32(len(set.Tiles))
	b.counts, b.words = set.counts, set.words
	b.tileCounts = make([]uint64, set.words)
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
		b.minX, b.maxX = -(o.Width-1)/2, o.Width/2
		b.minY, b.maxY = -(o.Height-1)/2, o.Height/2
	}
}

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
	clear(b.tileCounts)
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
// not there yet, keeping the per-tile placement counts up to date.
func (b *board) require(c int32, add uint32) {
	cell := &b.cells[c]
	old := cell.key
	cell.key += add
	if i := cell.fpos; i != 0 {
		b.fkey[i-1] = int32(cell.key) * b.nt
		b.moveCounts(old, cell.key)
		return
	}
	b.frontier = append(b.frontier, c)
	b.fkey = append(b.fkey, int32(cell.key)*b.nt)
	cell.fpos = int32(len(b.frontier))
	b.addCounts(cell.key)
}

// countsRow returns a key's row of placement counts.
func (b *board) countsRow(key uint32) []uint64 {
	i := int(key) * b.words
	return b.counts[i : i+b.words : i+b.words]
}

// addCounts adds a key's row of placement counts.
func (b *board) addCounts(key uint32) {
	row := b.countsRow(key)
	dst := b.tileCounts[:len(row)]
	for i, v := range row {
		dst[i] += v
	}
}

// moveCounts replaces one key's row of placement counts by another's.
func (b *board) moveCounts(from, to uint32) {
	row := b.countsRow(to)
	old := b.countsRow(from)[:len(row)]
	dst := b.tileCounts[:len(row)]
	for i, v := range row {
		dst[i] += v - old[i]
	}
}

// tileCount returns the number of placements of tile t.
func (b *board) tileCount(t int) int {
	return int(b.tileCounts[t/4]>>(16*(t%4))) & 0xffff
}

// removeFrontier takes a cell out of the frontier.
func (b *board) removeFrontier(c int32) {
	i := b.cells[c].fpos
	if i == 0 {
		return
	}
	row := b.countsRow(b.cells[c].key)
	dst := b.tileCounts[:len(row)]
	for j, v := range row {
		dst[j] -= v
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
