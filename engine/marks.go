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
