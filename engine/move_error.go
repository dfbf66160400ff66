package engine

import (
	"errors"
	"fmt"
)

// Errors of the checked paths; a MoveError wraps one of them.
var (
	ErrWrongPlayer   = errors.New("not this player's turn")
	ErrUnknownTile   = errors.New("unknown tile")
	ErrNoCopyLeft    = errors.New("no copy of the tile left")
	ErrBadRotation   = errors.New("bad rotation")
	ErrOccupied      = errors.New("cell already holds a tile")
	ErrNoContact     = errors.New("tile touches no placed tile")
	ErrEdgeMismatch  = errors.New("edges do not match")
	ErrOffTable      = errors.New("cell is off the table")
	ErrPlaceable     = errors.New("tile can be placed")
	ErrBadSpot       = errors.New("no such follower spot")
	ErrNoFollower    = errors.New("no follower left")
	ErrFeatureTaken  = errors.New("feature already holds a follower")
	ErrFollowerKind  = errors.New("followers may not stand there")
	ErrStaysInGame   = errors.New("the tile set aside stays in the game")
	ErrNothingToDraw = errors.New("no tile left to draw")
)

// MoveError explains why a move is illegal: a record's placement the
// board refuses (Board.CheckPlacement), or a move classic's checked path
// refuses (classicmoves.Play, engine/format1/classicmoves).
type MoveError struct {
	// Number is the move's 1-based number in a record (0 outside Replay).
	Number int
	Move   Move
	Err    error  // one of the Err* values
	Why    string // the explanation a user reads
}

func (e *MoveError) Error() string {
	if e.Number > 0 {
		return fmt.Sprintf("move %d (%s): %s", e.Number, e.Move, e.Why)
	}
	return "" + e.Why
}
func (e *MoveError) Unwrap() error { return e.Err }

func moveErrorf(m Move, err error, format string, args ...any) *MoveError {
	return &MoveError{Move: m, Err: err, Why: fmt.Sprintf(format, args...)}
}
