// Package format1 holds what the readers of format-1 records share: the
// tile half of a move in the notation every ruleset's own moves took
// (engine.Move's). Each game's reader is a package below it
// (classicmoves, messagesmoves, citymoves, castlemoves, mistsmoves).
package format1

import (
	"errors"

	"github.com/tilesmith/tilesmith/engine"
)

// Placed is the tile of a move of The City or The Castle: the tile drawn,
// the cell it went to and its turn, the follower put on it, whose turn the
// record says it is, or the tile set aside because it fit nowhere.
type Placed struct {
	Tile   string             `json:"tile"`
	X      int                `json:"x"`
	Y      int                `json:"y"`
	Rot    int                `json:"rot"`
	Meeple *engine.MeepleMove `json:"meeple,omitempty"`
	Player string             `json:"player,omitempty"`
	// Discard sets the drawn tile aside: it must fit nowhere.
	Discard bool `json:"discard,omitempty"`
}

// Placement is the tile's placement as the board's check takes it
// (engine.Board.CheckPlacement).
func (p Placed) Placement() engine.Move {
	return engine.Move{Tile: p.Tile, X: p.X, Y: p.Y, Rot: p.Rot}
}

// ErrMove is wrapped by the errors of a record move that does not fit the
// game, in every ruleset's reader that plays tiles as moves.
var ErrMove = errors.New("the move does not fit the game")
