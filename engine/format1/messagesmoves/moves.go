// Package messagesmoves reads records of format 1 of classic with the
// Messages module: classic's tile moves with the module's choices woven
// in, which every build before issue 33 wrote. It replays each tile on
// classic's checked path, which takes it from the tiles not yet played as
// the record names it and explains what is wrong with it, and the
// module's round after each through the game's own decisions and message
// draws (Pending, Answer, Force), as a match plays them. Since then a
// record holds the game's steps (format 2, engine.History), and nothing
// writes these moves; they still read, to the same result.
package messagesmoves

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Record is a record of format 1 of classic with the Messages module.
type Record = engine.GameRecord[Move]

// Move is one move of a Messages record: a tile move (classic's fields,
// with "figures" and, for the tile of message "one more tile", "extra")
// or a message move ("message", "take", and "figure" or "follower").
type Move struct {
	engine.Move
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
	// "action" or "seal" (messages.TakeAction, messages.TakeSeal); Figure
	// is the figure its points moved (1-based); Follower the follower that
	// message "score and return" chose.
	Message  int                  `json:"message,omitempty"`
	Take     string               `json:"take,omitempty"`
	Figure   int                  `json:"figure,omitempty"`
	Follower *messages.FollowerAt `json:"follower,omitempty"`
}

// FigureMove is one award's figure: the player who scored and the
// figure (1-based) that moved.
type FigureMove struct {
	Player string `json:"player"`
	Figure int    `json:"figure"`
}

// CropMove is the crop-circle action of a tile move: the active player's
// choice and, in the order players acted, each player's follower (nil: the
// player passed, which only "deploy" allows).
type CropMove struct {
	Choice    string         `json:"choice"`
	Followers []CropFollower `json:"followers,omitempty"`
}

// CropFollower is one player's part in a crop-circle action.
type CropFollower struct {
	Player   string               `json:"player"`
	Follower *messages.FollowerAt `json:"follower,omitempty"`
}

// Crop-circle choices as records spell them.
const (
	CropDeploy = "deploy"
	CropRemove = "remove"
)

// IsMessage reports whether the move takes a message.
func (m Move) IsMessage() bool { return m.Message != 0 }

// ErrChoice is wrapped by the errors of a record whose module choices do
// not fit the game.
var ErrChoice = errors.New("the record's choices do not fit the game")

// Reader is the registry's reader of these records (rulesets.Hooks'
// DecodeMoves).
var Reader = rulesets.MovesReader(Decode, Replay)

// Decode reads a Messages record: the header, the moves, and the shape of
// each move (a tile move or a message move, not both). Errors name the
// file, and the line and column where the strict walk finds them, or the
// move's number.
func Decode(file string, data []byte) (*Record, error) {
	r, err := engine.DecodeGameRecord[Move](file, data)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := checkMoveShape(m); err != nil {
			return nil, fmt.Errorf("%s: %w: move %d: %s", file, engine.ErrBadRecord, i+1, err)
		}
	}
	return r, nil
}

// checkMoveShape says what is wrong with a move's fields, or nil.
func checkMoveShape(m Move) error {
	if m.IsMessage() {
		switch {
		case m.Tile != "" || m.Meeple != nil || m.Discard || m.Extra || m.Figures != nil || m.CropCircle != nil:
			return errors.New(`a message move takes a message: it has no "tile", "meeple", "discard", "extra", "figures" or "cropCircle"`)
		case m.Take != messages.TakeAction && m.Take != messages.TakeSeal:
			return fmt.Errorf(`"take" must be %q or %q, not %q`, messages.TakeAction, messages.TakeSeal, m.Take)
		case m.Figure < 0:
			return fmt.Errorf(`"figure" must be a figure's number from 1, not %d`, m.Figure)
		}
		return nil
	}
	switch {
	case m.Tile == "":
		return errors.New(`a move places a "tile" or takes a "message"`)
	case m.Take != "" || m.Figure != 0 || m.Follower != nil:
		return errors.New(`"take", "figure" and "follower" belong to a message move ("message": N)`)
	case m.CropCircle != nil && m.CropCircle.Choice != CropDeploy && m.CropCircle.Choice != CropRemove:
		return fmt.Errorf(`"cropCircle": "choice" must be %q or %q, not %q`, CropDeploy, CropRemove, m.CropCircle.Choice)
	case m.CropCircle != nil && m.Discard:
		return errors.New(`a tile set aside brings no crop-circle action: remove "cropCircle"`)
	}
	return nil
}

// moveError is an error of a record that names the move at fault.
type moveError struct {
	n   int // 1-based
	err error
}

func (e *moveError) Error() string { return fmt.Sprintf("move %d: %v", e.n, e.err) }
func (e *moveError) Unwrap() error { return e.err }

// atMove says that err is the fault of move n (1-based), unless it names
// its move already.
func atMove(n int, err error) error {
	var me *moveError
	if errors.As(err, &me) {
		return err
	}
	return &moveError{n: n, err: err}
}
