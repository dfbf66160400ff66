package mists

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Team makes the team's choices as the rules ask for them. A bot answers
// from its judgement; a record's moves answer when it is replayed. Each
// method returns an index into the options it is given (the options are
// never empty), or an error that stops the turn (records only).
type Team interface {
	// Place chooses where the drawn tile goes.
	Place(g *Game, tile int, ps []engine.Placement) (int, error)
	// Bury chooses the meeple buried on a graveyard that closed: one of
	// the unburied meeples on the board, or, when none is there, a colour
	// whose supply gives one (meeples holds one entry per such colour, with
	// Node -1).
	Bury(g *Game, graveyard int, meeples []MeepleRef) (int, error)
	// Graveyard chooses the open graveyard (placed index) that takes the
	// extra ghost.
	Graveyard(g *Game, open []int) (int, error)
	// Meeple chooses a colour and a spot on the new tile, or -1 for none.
	Meeple(g *Game, choices []ColourSpot) (int, error)
	// Score chooses, for one completed feature, points or ghost removal.
	Score(g *Game, c Completion) (ScoreChoice, error)
	// ScoreTo chooses the score meeple (Level 6) that takes the points of a
	// colour that has none.
	ScoreTo(g *Game, colour, points int) (int, error)
	// Dog chooses the meeple a dog goes to and the tiles it clears.
	Dog(g *Game, dog int, meeples []MeepleRef) (DogChoice, error)
	// FaceDown chooses the empty cell for the face-down tile.
	FaceDown(g *Game, cells []int32) (int, error)
	// ScoreColours chooses, before the first tile of a level with n
	// separate score meeples (Level 6), their n different colours among
	// the colours in play (0 to g.ColoursInPlay()-1). The returned slice
	// may be the game's own buffer.
	ScoreColours(g *Game, n int) ([]int, error)
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
