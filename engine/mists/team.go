package mists

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Team answers the team's decisions: it reads the decision the game waits
// for (its phase: Game.Deciding, and the options the phase lists) and
// returns the index of the option it takes, as engine.Match numbers them,
// or an error that stops the game. The bots are teams; a search agent
// plays as one through AgentTeam.
type Team interface {
	Choose(g *Game) (int, error)
}

// MeepleRef is a meeple on the board (or, to bury from a supply, a colour
// with Node -1).
type MeepleRef struct {
	Node   engine.Node
	Colour int
	Tile   int // placed index, -1 for a supply
}

// ColourSpot is a meeple of a colour on a spot of the new tile.
type ColourSpot struct {
	Colour int
	Spot   engine.Spot
}

// Completion is a completed feature that scores.
type Completion struct {
	Node engine.Node
	Kind schema.Kind
	// Points per scoring colour; Colours the mask of colours that score.
	Points  int
	Colours uint32
	// Total is what the team would score (points × colours).
	Total int
}

// ScoreChoice is the choice for a completed feature: its points, or
// removing up to the rules' number of ghosts from one tile.
type ScoreChoice struct {
	Ghosts bool
	Tile   int // placed index
	N      int
}

// Clear removes up to N ghosts from placed tile Tile.
type Clear struct {
	Tile, N int
}

// DogChoice is where a dog goes and what it clears.
type DogChoice struct {
	Meeple int // index into the meeples offered
	Clears []Clear
}
