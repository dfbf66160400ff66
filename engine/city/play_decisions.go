package city

import (
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
}

// EdgeAt names an edge of the city: the tile's cell and its side.
type EdgeAt struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Side string `json:"side"`
}

// WallMove is one piece of a wall round: its builder, the end of the wall
// it extended ("clockwise" or "counter-clockwise"), and whether its
// builder posted a guard on it.
type WallMove struct {
	Player string `json:"player"`
	Way    string `json:"way"`
	Guard  bool   `json:"guard,omitempty"`
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
