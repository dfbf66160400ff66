// Package mistsmoves reads records of Mists over Carcassonne of format 1,
// the game's own moves, which every build before issue 33 wrote: it
// replays each move as the draws and answers of the game's state
// (engine.State), through the same Force and Answer a match uses, the
// record's choices matched to each decision's options. Since then a
// record holds the game's steps (format 2, engine.History), and nothing
// writes these moves; they still read, to the same result.
package mistsmoves

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Record is a Mists game record of format 1.
type Record = engine.GameRecord[Move]

// Move is one move of a record: the tile drawn and where it went (as in
// engine.Move), and every choice the team made during the turn, in the
// order the rules asked for them. The choices are spelled as the options
// of the team's decisions spell them (mists.Scoring, mists.DogMove, ...).
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
	Bury []mists.Burial `json:"bury,omitempty"`
	// Graveyard is the open graveyard that took the extra ghost.
	Graveyard *mists.XY `json:"graveyard,omitempty"`
	// Colour and Meeple: the meeple placed on the new tile.
	Colour string          `json:"colour,omitempty"`
	Meeple *mists.MeepleOn `json:"meeple,omitempty"`
	Scores []mists.Scoring `json:"scores,omitempty"`
	Dogs   []mists.DogMove `json:"dogs,omitempty"`
	// ScoreTo names, in order, the score meeple (by colour) that took the
	// points of a colour without one (Level 6).
	ScoreTo []string `json:"scoreTo,omitempty"`
	// FaceDown is the tile laid face down at the end of the turn.
	FaceDown *FaceDownMove `json:"faceDown,omitempty"`
}

// FaceDownMove is a tile drawn unseen and laid face down.
type FaceDownMove struct {
	Tile    string `json:"tile"`
	Symbols *int   `json:"symbols,omitempty"`
	X       int    `json:"x"`
	Y       int    `json:"y"`
	// Bury names the meeples buried on graveyards the tile closed.
	Bury []mists.Burial `json:"bury,omitempty"`
}

// ErrChoice is wrapped by errors about a record's choices.
var ErrChoice = errors.New("bad choice")

// Reader is the registry's reader of these records (rulesets.Hooks'
// DecodeMoves).
var Reader = rulesets.MovesReader(Decode, Replay)

// Decode reads a record; errors name the file, line and column.
func Decode(file string, data []byte) (*Record, error) {
	return engine.DecodeGameRecord[Move](file, data)
}

// Replay plays a record and returns the game; a move that does not fit
// stops it with an error naming the move, and the game holds the moves
// before it. Each move takes its tile (and its face-down tile) from the
// tiles not yet drawn, as the record names it.
func Replay(set *engine.Set, r *Record) (*mists.Game, error) {
	if r.Ruleset.Name != "mists" {
		return nil, fmt.Errorf("the record is a %s game", r.Ruleset.Name)
	}
	if r.Final {
		return nil, errors.New("\"final\": a Mists game ends when the team reaches the level's goal or loses, never early: remove \"final\"")
	}
	g, err := mists.NewGame(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed)
	if err != nil {
		return nil, err
	}
	rp := newReplay(g)
	for i, m := range r.Moves {
		if err := rp.play(&m); err != nil {
			return g, fmt.Errorf("move %d (%s at (%d,%d) rot %d): %w", i+1, m.Tile, m.X, m.Y, m.Rot, err)
		}
	}
	return g, nil
}

// PlayMove plays one record move on g, choices included, or returns an
// error and leaves the game as it was.
func PlayMove(g *mists.Game, m Move) error { return newReplay(g).play(&m) }

func choiceErr(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrChoice}, args...)...)
}

// setAsideField names a choice a set-aside tile cannot have, "" for none.
// (x, y and rot cannot be told apart from 0 and are not checked.)
func setAsideField(m *Move) string {
	switch {
	case m.Meeple != nil:
		return `"meeple"`
	case len(m.Bury) > 0:
		return `"bury"`
	case m.Graveyard != nil:
		return `"graveyard"`
	case len(m.Scores) > 0:
		return `"scores"`
	case len(m.Dogs) > 0:
		return `"dogs"`
	case len(m.ScoreTo) > 0:
		return `"scoreTo"`
	case m.FaceDown != nil:
		return `"faceDown"`
	}
	return ""
}
