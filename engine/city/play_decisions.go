package city

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// RoundMove is a tile move's wall round in a record: the gate (the first
// round only), the pieces in the order they were built, and the scorer's
// tower.
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

// EdgeAt names an edge of the city: the tile's cell and its side.
type EdgeAt struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Side string `json:"side"`
}

// recordEdge names edge e as a record does.
func recordEdge(e Edge) *EdgeAt { return &EdgeAt{X: e.X, Y: e.Y, Side: e.Side.String()} }

// matches reports whether a names edge e.
func (a *EdgeAt) matches(e Edge) bool {
	return a.X == e.X && a.Y == e.Y && a.Side == e.Side.String()
}

// String words the edge as the game does: "north of (2,-1)".
func (a *EdgeAt) String() string { return fmt.Sprintf("%s of (%d,%d)", a.Side, a.X, a.Y) }

// checkSide says what is wrong with the edge's side, if anything.
func (a *EdgeAt) checkSide() error {
	for _, n := range sideNames {
		if a.Side == n {
			return nil
		}
	}
	if a.Side == "" {
		return errors.New(`give its "side": north, east, south or west`)
	}
	return fmt.Errorf(`"side" %q is not a side: give north, east, south or west`, a.Side)
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

// The wall's decisions, besides place-tile and place-follower.
const (
	DecideGate  engine.DecisionKind = "place-gate"
	DecideWall  engine.DecisionKind = "build-wall"
	DecideGuard engine.DecisionKind = "place-guard"
	DecideTower engine.DecisionKind = "place-tower"
)

// DecisionKinds lists every kind of decision a City match asks for.
var DecisionKinds = []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower, DecideGate, DecideWall, DecideGuard, DecideTower}

// DecisionTitles name the decisions for people.
var DecisionTitles = map[engine.DecisionKind]string{
	engine.DecidePlacement: "Place the tile",
	engine.DecideFollower:  "Place a citizen, seller or steward",
	DecideGate:             "Place the city gate",
	DecideWall:             "Build a wall piece",
	DecideGuard:            "Post a guard on the wall piece",
	DecideTower:            "Place a tower at an end of the wall",
}
