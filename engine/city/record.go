package city

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Record is a game record of The City of format 1, its moves: what every
// build before issue 33 wrote. It is read (DecodeRecord, Replay), never
// written: a game's records are its steps (engine.History).
type Record = engine.GameRecord[Move]

// Move is one move of a City record: a tile placed, with its follower, or
// a drawn tile set aside because it fits nowhere.
type Move struct {
	Tile    string             `json:"tile"`
	X       int                `json:"x"`
	Y       int                `json:"y"`
	Rot     int                `json:"rot"`
	Meeple  *engine.MeepleMove `json:"meeple,omitempty"`
	Player  string             `json:"player,omitempty"`
	Discard bool               `json:"discard,omitempty"`
	// Wall is the wall round that followed the tile's scoring.
	Wall *RoundMove `json:"wall,omitempty"`
}

// ErrMove is wrapped by the errors of a record move that does not fit the
// game.
var ErrMove = errors.New("the move does not fit the game")

// DecodeRecord reads a City record; errors name the file, line and
// column.
func DecodeRecord(file string, data []byte) (*Record, error) {
	return engine.DecodeGameRecord[Move](file, data)
}

// Replay plays a record and returns the game; a move that does not fit
// stops it with an error naming the move, and the game holds the moves
// before it. Each move takes its tile from the tiles not yet drawn, as the
// record names it.
func Replay(set *engine.Set, r *Record) (*Game, error) {
	if r.Ruleset.Name != "city" {
		return nil, fmt.Errorf("the record is a %s game, not one of The City", r.Ruleset.Name)
	}
	g, err := NewGame(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed, true)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.PlayMove(m); err != nil {
			return g, fmt.Errorf("move %d (%s): %w", i+1, describe(m), err)
		}
	}
	// A game whose last tiles were set aside ends when no tile is left
	// to draw, as the fast path's next turn finds.
	if !g.over && (r.Final || g.core.Pile().Drawn() == g.core.Pile().Size()) {
		g.end(EndLastTile)
	}
	return g, nil
}

func describe(m Move) string {
	if m.Discard {
		return m.Tile + " set aside"
	}
	return fmt.Sprintf("%s at (%d,%d) rot %d", m.Tile, m.X, m.Y, m.Rot)
}

// PlayMove is the checked path: it plays one record move or says why it
// cannot be played. The move's tile is forced as the turn's draw and its
// placement, follower and wall round are answered as the record gives
// them, each checked first with a message that says what is wrong.
func (g *Game) PlayMove(m Move) error {
	if g.over {
		return fmt.Errorf("%w: the game is over", ErrMove)
	}
	seat := g.current
	if m.Player != "" && m.Player != g.names[seat] {
		return fmt.Errorf("%w: it is %s's turn, not %s's", ErrMove, g.names[seat], m.Player)
	}
	def, ok := g.core.Set.Tile(m.Tile)
	if !ok {
		return fmt.Errorf("%w: pack %s has no tile %q", ErrMove, g.core.Set.Pack.ID, m.Tile)
	}
	if !g.core.Pile().Has(def.Index) {
		return fmt.Errorf("%w: no copy of tile %s is left to draw", ErrMove, m.Tile)
	}
	if m.Discard {
		if m.Meeple != nil {
			return fmt.Errorf("%w: a tile set aside takes no follower", ErrMove)
		}
		if ps := g.placements(def.Index); len(ps) > 0 {
			x, y := g.core.PlacementXY(ps[0])
			return fmt.Errorf("%w: tile %s cannot be set aside: it fits, e.g. at (%d,%d) rot %d", ErrMove, m.Tile, x, y, int(ps[0].Rot)*90)
		}
		return g.Force(def.Index) // the turn sets it aside
	}
	if g.wall.Barred(m.X, m.Y) {
		// The board bars these cells too, where it would say "off the
		// table"; the player is told of the wall.
		return fmt.Errorf("%w: tile %s at (%d,%d): %w", ErrMove, m.Tile, m.X, m.Y, ErrBeyondWall)
	}
	p, err := g.core.CheckPlacement(engine.Move{Tile: m.Tile, X: m.X, Y: m.Y, Rot: m.Rot})
	if err != nil {
		return err
	}
	if err := g.wall.Allows(g.grid(), m.X, m.Y); err != nil {
		return fmt.Errorf("%w: tile %s at (%d,%d): %w", ErrMove, m.Tile, m.X, m.Y, err)
	}
	if err := g.Force(def.Index); err != nil {
		return err
	}
	i := slices.Index(g.buf.placements, p)
	if i < 0 {
		return fmt.Errorf("%w: tile %s at (%d,%d) rot %d is not among its placements", ErrMove, m.Tile, m.X, m.Y, m.Rot)
	}
	g.answer(i)
	if m.Meeple != nil {
		s, err := g.spotAt(seat, m.Meeple.At)
		if err != nil {
			return err
		}
		g.answer(1 + slices.Index(g.buf.spots, s))
	} else if g.turn.phase == phaseFollower {
		g.answer(0)
	}
	return g.replayRound(m.Wall)
}

// spotAt finds the follower spot a record names on the tile just placed:
// a port of the feature, in board orientation.
func (g *Game) spotAt(seat int, at string) (engine.Spot, error) {
	pl := g.core.Board()[g.core.LastPlaced()]
	def := g.core.Set.Tiles[pl.Tile]
	port, ok := schema.ParsePort(at)
	if !ok {
		return engine.Spot{}, fmt.Errorf("%w: follower at %q: name a port, like N or EL", ErrMove, at)
	}
	fi := int(def.Rot[pl.Rot].Feature[port])
	if fi < 0 {
		return engine.Spot{}, fmt.Errorf("%w: follower at %s: the tile has no feature there", ErrMove, at)
	}
	for _, s := range g.spots(seat) {
		if g.core.Find(s.Node) == g.core.Find(pl.Node(fi)) {
			return s, nil
		}
	}
	switch {
	case g.core.Supply(seat) == 0:
		return engine.Spot{}, fmt.Errorf("%w: follower at %s: %s has no follower left", ErrMove, at, g.names[seat])
	case g.completedNow(pl.Node(fi)):
		return engine.Spot{}, fmt.Errorf("%w: follower at %s: this tile completed that %s, which had no follower: no follower may go on it", ErrMove, at, def.Features[fi].KindName)
	case g.core.Occupied(pl.Node(fi)):
		return engine.Spot{}, fmt.Errorf("%w: follower at %s: that %s already holds a follower, connected across tiles", ErrMove, at, def.Features[fi].KindName)
	}
	return engine.Spot{}, fmt.Errorf("%w: follower at %s: a follower may stand on a street, a market or a residential area only", ErrMove, at)
}
