package messages

import (
	"github.com/tilesmith/tilesmith/engine"
)

// Record is a game record of format 1 of classic with the Messages
// module: its moves are classic's with the module's choices — the figure
// each award of a tile's round moved, and the messages taken, each a move
// of its own right after the tile whose round brought it. Builds before
// issue 33 wrote it; records are a promise, so it reads and replays
// forever (DecodeRecord, Replay). No build writes it any more: a match's
// record is its steps (engine.History, format 2).
type Record = engine.GameRecord[Move]

// Move is one move of a Messages record: a tile move (classic's fields,
// with "figures" and, for the tile of message "one more tile", "extra")
// or a message move ("message", "take", and "figure" or "follower").
type Move struct {
	Tile      string             `json:"tile,omitempty"`
	X         int                `json:"x"`
	Y         int                `json:"y"`
	Rot       int                `json:"rot"`
	Meeple    *engine.MeepleMove `json:"meeple,omitempty"`
	Player    string             `json:"player,omitempty"`
	Discard   bool               `json:"discard,omitempty"`
	OutOfGame bool               `json:"outOfGame,omitempty"`
	// Extra: the tile is the one more tile of a message, played in the
	// same turn.
	Extra bool `json:"extra,omitempty"`
	// Figures say, for every award of the tile's round of scoring in the
	// order the rules score them, whose figure moved.
	Figures []FigureMove `json:"figures,omitempty"`
	// CropCircle is the crop-circle action the tile brought, when crop
	// circles are played.
	CropCircle *CropMove `json:"cropCircle,omitempty"`
	// Message is the number printed on the message taken; Take is
	// "action" or "seal"; Figure is the figure its points moved (1-based);
	// Follower the follower that message "score and return" chose.
	Message  int         `json:"message,omitempty"`
	Take     string      `json:"take,omitempty"`
	Figure   int         `json:"figure,omitempty"`
	Follower *FollowerAt `json:"follower,omitempty"`
}

// FigureMove is one award's figure: the player who scored and the
// figure (1-based) that moved.
type FigureMove struct {
	Player string `json:"player"`
	Figure int    `json:"figure"`
}

// FollowerAt names a follower on the board: its tile's cell and the
// feature as a record's "meeple" names it.
type FollowerAt struct {
	X  int    `json:"x"`
	Y  int    `json:"y"`
	At string `json:"at"`
}

// Take values of a message move.
const (
	TakeAction = "action"
	TakeSeal   = "seal"
)

// IsMessage reports whether the move takes a message.
func (m Move) IsMessage() bool { return m.Message != 0 }

// followerAt names the follower on node n as a record does: a decision's
// option (format 2) and a message move (format 1) alike.
func followerAt(core *engine.Game, n engine.Node) *FollowerAt {
	p := core.PlacedOf(n)
	def := core.Set.Tiles[p.Tile]
	fi := int(n - p.Node(0))
	return &FollowerAt{X: p.X, Y: p.Y, At: def.SpotName(p.Rot, fi)}
}
