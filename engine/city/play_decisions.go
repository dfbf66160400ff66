package city

import (
	"github.com/tilesmith/tilesmith/engine"
)

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
