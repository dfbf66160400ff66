package mists

// Move is one move of a Mists game record of format 1 (Record): the tile
// drawn and where it went (as in engine.Move), and every choice the team
// made during the turn, in the order the rules asked for them. Records of
// format 1 are read, never written: Move is the reader's vocabulary, and
// the options of the team's decisions (decision.Option) spell their
// choices in its fields.
type Move struct {
	Tile string `json:"tile"`
	// Symbols are the ghost symbols on the drawn copy, given when the
	// tile's undrawn copies differ (tile 14 comes with 3, 3 and 2).
	Symbols *int `json:"symbols,omitempty"`
	X       int  `json:"x"`
	Y       int  `json:"y"`
	Rot     int  `json:"rot"`
	// Player, when given, asserts whose turn it is.
	Player string `json:"player,omitempty"`
	// ScoreColours, on the first move of a level with separate score
	// meeples (Level 6), are the colours the team chose for them before
	// the first tile; without it they are the first colours in play.
	ScoreColours []string `json:"scoreColours,omitempty"`
	// Discard sets the drawn tile aside: it fits nowhere.
	Discard bool `json:"discard,omitempty"`
	// Bury names, for each graveyard the turn closed (in order), the
	// meeple buried on it.
	Bury []Burial `json:"bury,omitempty"`
	// Graveyard is the open graveyard that took the extra ghost.
	Graveyard *XY `json:"graveyard,omitempty"`
	// Colour and Meeple: the meeple placed on the new tile.
	Colour string    `json:"colour,omitempty"`
	Meeple *MeepleOn `json:"meeple,omitempty"`
	Scores []Scoring `json:"scores,omitempty"`
	Dogs   []DogMove `json:"dogs,omitempty"`
	// ScoreTo names, in order, the score meeple (by colour) that took the
	// points of a colour without one (Level 6).
	ScoreTo []string `json:"scoreTo,omitempty"`
	// FaceDown is the tile laid face down at the end of the turn.
	FaceDown *FaceDownMove `json:"faceDown,omitempty"`
}

// XY is a board cell.
type XY struct {
	X int `json:"x"`
	Y int `json:"y"`
}

// MeepleOn names a spot: a port of the feature in board orientation, or
// the kind of a portless feature ("castle"); with X and Y when it is not
// on the tile just placed.
type MeepleOn struct {
	X  *int   `json:"x,omitempty"`
	Y  *int   `json:"y,omitempty"`
	At string `json:"at"`
}

// Burial is the meeple buried on a graveyard: one from the board, or one
// from a colour's supply when none is on the board.
type Burial struct {
	Graveyard XY        `json:"graveyard"`
	Meeple    *MeepleOn `json:"meeple,omitempty"`
	Colour    string    `json:"colour"`
}

// Scoring is the choice for one completed feature, in the order they
// scored: "points", or "ghosts" with the tile cleared.
type Scoring struct {
	Kind   string   `json:"kind"`
	Choice string   `json:"choice"`
	Clear  *ClearAt `json:"clear,omitempty"`
}

// ClearAt removes Ghosts ghosts from the tile at (X, Y).
type ClearAt struct {
	X      int `json:"x"`
	Y      int `json:"y"`
	Ghosts int `json:"ghosts"`
}

// DogMove is a dog reached this turn: the meeple it went to (none when no
// unburied meeple was on the board) and the tiles it cleared.
type DogMove struct {
	Dog    string    `json:"dog"`
	Meeple *MeepleOn `json:"meeple,omitempty"`
	Clear  []ClearAt `json:"clear,omitempty"`
}

// FaceDownMove is a tile drawn unseen and laid face down.
type FaceDownMove struct {
	Tile    string `json:"tile"`
	Symbols *int   `json:"symbols,omitempty"`
	X       int    `json:"x"`
	Y       int    `json:"y"`
	// Bury names the meeples buried on graveyards the tile closed.
	Bury []Burial `json:"bury,omitempty"`
}
