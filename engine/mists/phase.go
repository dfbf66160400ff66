package mists

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// phase is where a game stands: the decision or chance event it waits
// for, or a step of the turn it runs on its own (Game.advance runs those
// until the game waits again). The turn of the seed's summary: 1a place,
// 1b fog, 1c graveyards, 2a ghosts, 2b meeple, 3a scoring, 3b the dogs
// the turn's scorings reached, 3c the face-down tile of haunted
// graveyards.
type phase uint8

const (
	phaseOver phase = iota
	// decision: the score meeples' colours (Level 6, before the first tile)
	phaseScoreColours
	// the turn starts: the active stack must hold a tile
	phaseTurn
	// chance: the turn's tile is drawn
	phaseDraw
	// decision: where the tile goes (1a)
	phasePlace
	// the graveyards the placement or the face-down tile closed (1c)
	phaseClose
	// decision: the meeple buried on the closing graveyard
	phaseBury
	// 2a: ghosts on the new tile and beside a haunted graveyard
	phaseGhosts
	// decision: the open graveyard that takes the extra ghost
	phaseGraveyard
	// 2b: the spots for a meeple
	phaseMeeple
	// decision: a meeple of a colour on a spot, or none
	phaseChooseMeeple
	// 3a: the next completed feature that scores
	phaseScore
	// decision: the feature's points, or ghosts removed instead
	phaseChooseScore
	// the feature's points, colour by colour
	phasePoints
	// the dogs beside the feature's meeples score
	phaseDogPoints
	// decision: the score meeple that takes a colour's points (Level 6)
	phaseScoreTo
	// the feature's meeples go home; the goal may be reached
	phaseScored
	// 3b: the dogs the score reached
	phaseDogs
	// decision: the meeple a dog goes to and the tiles it clears
	phaseDog
	// 3c: a tile face down beside an open graveyard
	phaseLayFaceDown
	// chance: the face-down tile is drawn
	phaseFaceDownDraw
	// decision: the cell of the face-down tile
	phaseFaceDown
	// the turn ends
	phaseEndTurn
)

// turnState is what the turn in progress holds between its steps: the
// loop indices and values a call stack would hold.
type turnState struct {
	phase phase
	// the drawn tile and its copy's ghost symbols; placed its placed index
	tile, sy, placed int
	cell             int32
	// 1b: the tile extended a cloud, and completed its cloud
	extended, cloudDone bool
	// closing graveyards: for the face-down tile (else the placement);
	// ci the completed feature and gi the graveyard looked at; grave the
	// graveyard closing; then the phase after the closings
	closeFaceDown bool
	ci, gi, grave int
	closeThen     phase
	// scoring: k the completed feature, done its completion, col and di
	// the colour and the dog whose points are next
	k       int
	done    Completion
	col, di int
	// a colour's points waiting for a score meeple, and the phase after
	toColour, toPoints int
	toThen             phase
	// the dog being placed
	dog int
	// the face-down tile drawn and its copy's symbols
	fdTile, fdSy int
}

// resting reports whether the game waits in phase p: for a decision, a
// chance event, or for nothing (the game is over).
func (p phase) resting() bool {
	switch p {
	case phaseOver, phaseScoreColours, phaseDraw, phasePlace, phaseBury, phaseGraveyard, phaseChooseMeeple,
		phaseChooseScore, phaseScoreTo, phaseDog, phaseFaceDownDraw, phaseFaceDown:
		return true
	}
	return false
}

// chance reports whether phase p waits for a tile to be drawn.
func (p phase) chance() bool { return p == phaseDraw || p == phaseFaceDownDraw }

// deciding reports whether phase p waits for the team's decision.
func (p phase) deciding() bool { return p != phaseOver && p.resting() && !p.chance() }

// kind is the decision kind of a deciding phase.
func (p phase) kind() engine.DecisionKind {
	switch p {
	case phaseScoreColours:
		return DecideScoreColours
	case phasePlace:
		return engine.DecidePlacement
	case phaseBury:
		return DecideBury
	case phaseGraveyard:
		return DecideGraveyard
	case phaseChooseMeeple:
		return engine.DecideFollower
	case phaseChooseScore:
		return DecideScore
	case phaseScoreTo:
		return DecideScoreTo
	case phaseDog:
		return DecideDog
	case phaseFaceDown:
		return DecideFaceDown
	}
	return ""
}

// advance runs the turn's own steps until the game waits for a decision,
// a chance event, or is over.
func (g *Game) advance() {
	for {
		if g.over {
			g.t.phase = phaseOver
			return
		}
		if g.t.phase.resting() {
			return
		}
		g.step()
	}
}

// step runs one step of the turn.
func (g *Game) step() {
	t := &g.t
	switch t.phase {
	case phaseTurn:
		if g.canDraw() {
			t.phase = phaseDraw
		}
	case phaseClose:
		g.closeNext()
	case phaseGhosts:
		g.placeGhosts()
	case phaseMeeple:
		g.offerMeeple()
	case phaseScore:
		g.scoreNext()
	case phasePoints:
		g.pointsNext()
	case phaseDogPoints:
		g.dogPointsNext()
	case phaseScored:
		g.featureScored()
	case phaseDogs:
		g.reachThresholds()
	case phaseLayFaceDown:
		g.layFaceDown()
	case phaseEndTurn:
		g.endTurn()
	default:
		panic(fmt.Sprintf("mists: no step for phase %d", t.phase)) // advance steps only phases that are not resting
	}
}
