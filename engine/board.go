package engine

import (
	"fmt"
	"unsafe"

	"github.com/tilesmith/tilesmith/schema"
)

// Board is what lies on the table: the grid of cells and its frontier
// (the empty cells next to a placed tile, each with a key that encodes the
// edges its neighbours show it, so the fit table answers which rotations
// of a tile fit there), the placed tiles, face-down tiles included, their
// feature nodes in one union-find, what the last placement completed, the
// followers of every seat and the board's Shape. It answers the board's
// questions: where a tile fits, what a placement would make (Preview),
// which features are complete and who holds them. It knows no seat's
// supply, score or hand and no turn: those are the Game's, which embeds
// its Board.
type Board struct {
	Set *Set

	half, w  int
	cells    []cellState
	frontier []int32
	// fkey[i] is the key of frontier[i]: the column of the fit
	// table, kept beside the frontier so enumeration reads memory in order.
	fkey   []uint32
	placed []Placed
	delta  [4]int32 // N E S W
	ring   [8]int32 // the 8 cells around
	// shape is the board's outline; bounded when some cells of the array
	// lie outside it (they are marked outside in cells).
	shape   Shape
	bounded bool
	// shapeOutside[c] says cell c lies outside the shape (a bounded
	// shape's board only): clearing a cell marks it again from here, not
	// by a binary search of the shape's cells, which took a fifth of a
	// search's time on The Castle's walled board (its copies clear one).
	shapeOutside []bool
	// faceDowns counts the face-down tiles on the board.
	faceDowns int

	features
	// completed lists what the last placement completed; closedAside
	// notes, while it joins its sides, the neighbours' features it closed
	// without joining them (a tower closed by a house, where only paths
	// must match).
	completed   []Node
	closedAside []Node
	followers   []Follower
}

// init sizes the board: cells from -half to half in x and y (boardHalf
// says how far a game can reach), room for nodes feature nodes, and the
// cells outside the shape marked. A bounded shape larger than the array
// is cut to it, which changes nothing, since no tile can reach beyond the
// array's inner cells.
func (b *Board) init(set *Set, half int, shape Shape, nodes int) {
	if half < 1 || half > maxHalf {
		panic(fmt.Sprintf("engine: board half-width %d outside 1..%d", half, maxHalf))
	}
	b.Set = set
	b.half = half
	b.w = 2*half + 1
	n := b.w * b.w
	b.cells = make([]cellState, n)
	w := int32(b.w)
	b.delta = [4]int32{-w, 1, w, -1}
	b.ring = [8]int32{-w - 1, -w, -w + 1, 1, w + 1, w, w - 1, -1}
	b.shape, b.bounded = shape, shape.Bounded()
	shape.markOutside(b)
	if b.bounded {
		b.shapeOutside = make([]bool, n)
		for i := range b.cells {
			b.shapeOutside[i] = b.cells[i].outside
		}
	}
	b.features.init(nodes)
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
	// outside marks a cell outside the board's shape, set by init and
	// again by reset: no tile may be laid there, and a port facing it is
	// closed when the shape's edge closes ports.
	outside bool
}

// reset empties the cells the last game touched, keeping the shape.
func (b *Board) reset() {
	b.clearCells()
	b.placed = b.placed[:0]
	b.faceDowns = 0
	b.frontier = b.frontier[:0]
	b.fkey = b.fkey[:0]
	b.features.reset()
	b.completed = b.completed[:0]
	b.followers = b.followers[:0]
	b.bounded = b.shape.Bounded() // barriers of the last game are gone
}

// clearCells empties every cell the game touched — the placed tiles', the
// cells beside them and round their portless features, the frontier's —
// and marks the shape again where the board is bounded: the cell array
// is as set up, the lists that name the cells are left for the caller.
func (b *Board) clearCells() {
	for _, p := range b.placed {
		// The tile's definition, not its cell, says whether it has portless
		// features: a neighbour's clearing may have emptied the cell already.
		if len(b.Set.Tiles[p.Tile].Portless) > 0 {
			for _, d := range b.ring {
				b.cells[p.cell+d].nearPortless = 0
			}
		}
		for _, d := range b.delta {
			b.cells[p.cell+d] = cellState{}
		}
		b.cells[p.cell] = cellState{}
		if b.shapeOutside != nil {
			// The cells just emptied are marked again from the table, so
			// that an unbounded board's reset stays a run of plain stores
			// (a barrier's cell on it is inside again: an empty cell).
			b.cells[p.cell].outside = b.shapeOutside[p.cell]
			for _, d := range b.delta {
				b.cells[p.cell+d].outside = b.shapeOutside[p.cell+d]
			}
		}
	}
	for _, c := range b.frontier { // an opened origin has no placed neighbour
		b.cells[c].fpos, b.cells[c].key = 0, 0
	}
}

// Shape returns the board's outline.
func (b *Board) Shape() Shape { return b.shape }

// cellAt returns the cell index of (x, y).
func (b *Board) cellAt(x, y int) int32 { return int32((y+b.half)*b.w + x + b.half) }

// xy returns the coordinates of a cell index.
func (b *Board) xy(c int32) (x, y int) {
	q := uint32(c) / uint32(b.w)
	return int(uint32(c)-q*uint32(b.w)) - b.half, int(q) - b.half
}

// At returns the tile placed at (x, y).
func (b *Board) At(x, y int) (Placed, bool) {
	if x < -b.half || x > b.half || y < -b.half || y > b.half {
		return Placed{}, false
	}
	c := b.cells[b.cellAt(x, y)].placed
	if c == 0 {
		return Placed{}, false
	}
	return b.placed[c-1], true
}

// Placed returns the placed tiles in the order they were placed
// (Game.Board returns the same).
func (b *Board) Placed() []Placed { return b.placed }

// CellAt returns the cell index of (x, y); false when off the board's
// array. A cell of the array may still lie outside the shape (InShape).
func (b *Board) CellAt(x, y int) (int32, bool) {
	if x <= -b.half || x >= b.half || y <= -b.half || y >= b.half {
		return 0, false
	}
	return b.cellAt(x, y), true
}

// CellXY returns the coordinates of cell c.
func (b *Board) CellXY(c int32) (x, y int) { return b.xy(c) }

// InShape reports whether cell c is part of the board's shape.
func (b *Board) InShape(c int32) bool { return !b.cells[c].outside }

// PlacedIndex returns the index into Board of the tile on cell c, or -1.
func (b *Board) PlacedIndex(c int32) int { return int(b.cells[c].placed) - 1 }

// Cell returns the cell a placed tile lies on.
func (p Placed) Cell() int32 { return p.cell }

// Ring returns the cell offsets of the eight cells around a cell, and
// Sides those of the four cells across its sides (N, E, S, W).
func (b *Board) Ring() [8]int32  { return b.ring }
func (b *Board) Sides() [4]int32 { return b.delta }

// InFrontier reports whether empty cell c touches a face-up tile (and
// lies in the shape).
func (b *Board) InFrontier(c int32) bool { return b.cells[c].fpos != 0 }

// Surrounded reports whether cell c has tiles on all four sides.
func (b *Board) Surrounded(c int32) bool {
	for _, d := range b.delta {
		if b.cells[c+d].placed == 0 {
			return false
		}
	}
	return true
}

// require adds an edge requirement to empty cell c's key (add is the
// edge id times the side's key weight) and puts c in the frontier if it is
// not there yet.
func (b *Board) require(c int32, add uint32) {
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

// openOrigin puts the origin cell in the frontier with no requirement, so
// that the first tile of a game without a start tile goes there in any
// rotation (The City: "The start player draws the first tile of stack 1,
// places it in the middle").
func (b *Board) openOrigin() { b.require(b.cellAt(0, 0), 0) }

// removeFrontier takes a cell out of the frontier.
func (b *Board) removeFrontier(c int32) {
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
