// Package citymoves reads records of The City of format 1, the game's
// own moves, which every build before issue 33 wrote: it replays each
// move as the chance outcomes and answers of the game's state
// (engine.State), through the same Force and Answer a match uses — the
// tile drawn, where it goes, its follower and the wall round its scoring
// brought. Since then a record holds the game's steps (format 2,
// engine.History), and nothing writes these moves; they still read, to
// the same result.
package citymoves

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/format1"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Record is a record of The City of format 1.
type Record = engine.GameRecord[Move]

// Move is one move of a record: a tile placed, with its follower and the
// wall round its scoring brought, or a drawn tile set aside because it
// fits nowhere.
type Move struct {
	format1.Placed
	// Wall is the wall round that followed the tile's scoring.
	Wall *RoundMove `json:"wall,omitempty"`
}

// RoundMove is a tile move's wall round: the gate (the first round only),
// the pieces in the order they were built, and the scorer's tower.
type RoundMove struct {
	Gate  *EdgeAt    `json:"gate,omitempty"`
	Walls []WallMove `json:"walls,omitempty"`
	// Tower is the end of the wall the tower went to, "clockwise" or
	// "counter-clockwise"; absent for none.
	Tower string `json:"tower,omitempty"`
	// TowerAt is where the tower stands: at the outer end of this piece
	// (or of the gate, when no piece was built that way), the end Tower
	// names. Records written before issue 32 do not give it; when given,
	// the replay checks it against Tower.
	TowerAt *EdgeAt `json:"towerAt,omitempty"`
}

// WallMove is one piece of a wall round: its builder, the end of the wall
// it extended ("clockwise" or "counter-clockwise"), where it stands, and
// whether its builder posted a guard on it (the guard stands on the piece,
// at At).
type WallMove struct {
	Player string `json:"player"`
	Way    string `json:"way"`
	// At is the edge the piece stands on: the next edge of the outline
	// beyond the end Way names. Records written before issue 32 do not
	// give it; when given, the replay checks it against Way.
	At    *EdgeAt `json:"at,omitempty"`
	Guard bool    `json:"guard,omitempty"`
}

// EdgeAt names an edge of the city in a record: the tile's cell and its
// side ("north", "east", "south" or "west").
type EdgeAt struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Side string `json:"side"`
}

// matches reports whether a names edge e.
func (a *EdgeAt) matches(e city.Edge) bool {
	return a.X == e.X && a.Y == e.Y && a.Side == e.Side.String()
}

// String words the edge as the game does: "north of (2,-1)".
func (a *EdgeAt) String() string { return fmt.Sprintf("%s of (%d,%d)", a.Side, a.X, a.Y) }

// checkSide says what is wrong with the edge's side, if anything.
func (a *EdgeAt) checkSide() error {
	for s := city.North; s <= city.West; s++ {
		if a.Side == s.String() {
			return nil
		}
	}
	if a.Side == "" {
		return errors.New(`give its "side": north, east, south or west`)
	}
	return fmt.Errorf(`"side" %q is not a side: give north, east, south or west`, a.Side)
}

// ErrMove is wrapped by the errors of a record move that does not fit the
// game.
var ErrMove = format1.ErrMove

// Reader is the registry's reader of these records (rulesets.Hooks'
// DecodeMoves).
var Reader = rulesets.MovesReader(Decode, Replay)

// Decode reads a record; errors name the file, line and column.
func Decode(file string, data []byte) (*Record, error) {
	return engine.DecodeGameRecord[Move](file, data)
}

// Replay plays a record and returns the game; a move that does not fit
// stops it with an error naming the move, and the game holds the moves
// before it. Each move takes its tile from the tiles not yet drawn, as the
// record names it. A record that ends before the last tile leaves the game
// under way, unless it says "final".
func Replay(set *engine.Set, r *Record) (*city.Game, error) {
	if r.Ruleset.Name != "city" {
		return nil, fmt.Errorf("the record is a %s game, not one of The City", r.Ruleset.Name)
	}
	g, err := city.NewGame(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed, true)
	if err != nil {
		return nil, err
	}
	rc := &replay{g: g, core: g.Core(), names: r.Players}
	for i, m := range r.Moves {
		if err := rc.move(m); err != nil {
			return g, fmt.Errorf("move %d (%s): %w", i+1, describe(m), err)
		}
	}
	// A game whose last tiles were set aside ended as the last was; one
	// whose record says "final" ends here.
	if pile := g.Core().Pile(); !g.Over() && (r.Final || pile.Drawn() == pile.Size()) {
		g.EndEarly()
	}
	return g, nil
}

func describe(m Move) string {
	if m.Discard {
		return m.Tile + " set aside"
	}
	return fmt.Sprintf("%s at (%d,%d) rot %d", m.Tile, m.X, m.Y, m.Rot)
}

// plural says "piece" or "pieces" for n.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
