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

// TrackView is a score track laid round the board as the game stands (The
// Castle's, along the top of its wall), for pictures.
type TrackView struct {
	// Length is the number of spaces; a marker past the last goes on at 0
	// and lies down (a lap).
	Length int
	// Corners are the track spaces of each corner tower, in the pack's
	// order: clockwise round the wall from the corner holding space 0.
	Corners [][]int
	// WallTiles are per corner what lies on its tower: 0 nothing, -1 a
	// wall tile face down.
	WallTiles []int
	// Markers are the seats' score markers.
	Markers []TrackMarker
}

// TrackMarker is a seat's score marker on a track: its space and the laps
// it has made (the score is Laps × Length + Space).
type TrackMarker struct {
	Seat, Space, Laps int
}

// Tracker is implemented by matches and replayed games whose rules keep
// the score on a track round the board (The Castle).
type Tracker interface {
	Track() TrackView
}

// PieceMark is a ruleset's piece standing on a feature of a placed tile,
// drawn like a follower: The Castle's keeps.
type PieceMark struct {
	// X, Y are the tile's cell; At is a port of the feature, in board
	// orientation (as a record names a follower's place).
	X, Y int
	At   string
	Seat int
	// Kind is "keep".
	Kind string
}

// PieceMarker is implemented by matches and replayed games whose rules
// put pieces other than followers on the tiles (The Castle's keeps).
type PieceMarker interface {
	PieceMarks() []PieceMark
}
