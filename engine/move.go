package engine

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// Move is one move of a game record: a tile placed at (X, Y) turned Rot
// degrees clockwise, with an optional follower, or a drawn tile set aside
// because it fits nowhere (Discard). It is classic's move of format 1
// (classicmoves.Record) and the notation every ruleset's records and the
// board's check (Board.CheckPlacement) name a placement in.
type Move struct {
	Tile string `json:"tile"`
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Rot  int    `json:"rot"`
	// Meeple places a follower on the tile just placed.
	Meeple *MeepleMove `json:"meeple,omitempty"`
	// Player, when given, asserts whose turn it is.
	Player string `json:"player,omitempty"`
	// Discard sets the drawn tile aside: it must fit nowhere.
	Discard bool `json:"discard,omitempty"`
	// OutOfGame, with Discard, says the tile left the game rather than
	// going back into the bag (house rule returnUnplaceable: no tile left
	// in the bag fit). A record must say so when players hold hands, since
	// a replay cannot tell the bag from the hands; without it the replay
	// decides as if every tile not yet played were in the bag.
	OutOfGame bool `json:"outOfGame,omitempty"`
}

// MeepleMove says where a follower goes: one port of the target feature in
// board orientation (after rotation), or the kind of a portless feature
// ("cloister").
type MeepleMove struct {
	At string `json:"at"`
}

// String gives the move as a reader would say it: "D at (2,-1) rot 90 +
// follower on NL".
func (m Move) String() string {
	if m.Discard && m.OutOfGame {
		return m.Tile + " set aside, out of the game"
	}
	if m.Discard {
		return m.Tile + " set aside"
	}
	s := fmt.Sprintf("%s at (%d,%d) rot %d", m.Tile, m.X, m.Y, m.Rot)
	if m.Meeple != nil {
		s += " + follower on " + m.Meeple.At
	}
	return s
}

// spotName names feature fi of a tile turned q quarter turns the way a
// record does: its first port in board orientation, or its kind.
func spotName(def *TileDef, q, fi int) string {
	f := &def.Features[fi]
	if f.Portless || f.Ports == 0 {
		return string(f.KindName)
	}
	rot := &def.Rot[q]
	for p := range schema.Port(schema.NumPorts) {
		if int(rot.Feature[p]) == fi {
			return p.String()
		}
	}
	return string(f.KindName)
}

// sideNames are the sides as errors name them.
var sideNames = [4]string{"north", "east", "south", "west"}

// kindAt names the kind at a port for errors: "road", "city".
func (b *Board) kindAt(rot *Rotation, p int) string {
	if k := rot.Kind[p]; k >= 0 {
		return string(b.Set.Kinds[k].Kind)
	}
	return "nothing"
}

// aKindAt names the kind at port p with its article, "no territory" when
// no feature lies there (a start space's side without a segment).
func (b *Board) aKindAt(rot *Rotation, p int) string {
	if rot.Kind[p] < 0 {
		return "no territory"
	}
	return "a " + b.kindAt(rot, p)
}

// tileName names a placed tile for messages: "tile D", or "start space
// S1" for a start space of the board (The Castle's).
func (b *Board) tileName(p *Placed) string {
	def := b.Set.Tiles[p.Tile]
	if def.Start {
		return "start space " + strings.TrimPrefix(def.ID, "start:")
	}
	return "tile " + def.ID
}

// listNames joins names for messages: "a, b or c".
func listNames(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
