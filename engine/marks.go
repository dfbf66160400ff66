package engine

// Mark is a ruleset's note on one board cell, for people to read on the
// board beside the tile: "3 ghosts", "Bruno".
type Mark struct {
	X, Y int
	Text string
}

// Marker is implemented by matches whose rules keep state on board cells
// that the core board does not show (the ghosts and dogs of Mists over
// Carcassonne). CellMarks lists the marks as the game stands, in a stable
// order.
type Marker interface {
	CellMarks() []Mark
}

// EdgeMark is a ruleset's piece on a side of a board cell, for pictures:
// The City's wall pieces and gate, with the guard on a piece and the
// towers at its ends.
type EdgeMark struct {
	X, Y int
	// Side is the side of the tile at (X, Y) the piece stands on: 0 north,
	// 1 east, 2 south, 3 west.
	Side int
	// Kind is "wall" or "gate".
	Kind string
	// Guard is the seat of the guard on the piece, -1 for none.
	Guard int
	// Towers are the seats of the towers at the piece's ends, -1 for
	// none: [0] at the end reached going clockwise round its tile (the
	// north side's east end), [1] at the other.
	Towers [2]int
}

// EdgeMarker is implemented by matches and replayed games whose rules put
// pieces on the sides of board cells (The City's wall). EdgeMarks lists
// them as the game stands, in a stable order.
type EdgeMarker interface {
	EdgeMarks() []EdgeMark
}
