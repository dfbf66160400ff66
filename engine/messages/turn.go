package messages

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// A turn as data. The classic turn — the tile drawn, placed, perhaps a
// follower on it, its completions scored (engine.Game.ScoreCompleted),
// the turn passed (PassTurn) — is wrapped: between the scoring and the
// pass the module plays its round of scoring (the figures move, messages
// are taken) and its crop circle. A message "one more tile" plays a whole
// tile of the same turn in the middle of that, with a round of its own, so
// the tiles being played form a stack (frames): the turn's tile at the
// bottom, each one more tile above the message that brought it.

// phase is where the turn stands: a decision, a chance event, or a step
// the game takes by itself (run).
type phase uint8

const (
	phaseTurn          phase = iota // chance: the next turn's draws, then its tile
	phasePlace                      // decision: where the tile goes
	phaseSpot                       // decision: a follower on it, or none
	phaseScore                      // step: its completions are scored, the round begins
	phaseFigures                    // decision: the figure an award of the round moves (a step with one figure)
	phaseTakeMessage                // step: the active seat takes a message, if any is left
	phaseMessageDraw                // chance: the message on top of the deck
	phaseMessage                    // decision: its action or its seal
	phaseReturn                     // decision: the follower "score and return" takes
	phaseMessageFigure              // decision: the figure a message's points move
	phaseCropStart                  // step: the tile's crop circle, if any
	phaseCrop                       // decision: everyone adds a follower, or takes one back
	phaseCropFollower               // decision: a seat's follower for the crop circle
	phaseFrameDone                  // step: the tile is played and scored
	phaseExtraDraw                  // chance: one more tile's draws
	phaseChecked                    // a reader plays one more tile (AwaitTiles)
	phaseIdle                       // a reader's turn is over: it plays the next tile (AwaitTiles)
	phaseOver                       // the game is over
)

// frame is a tile being played: the turn's, or one more tile a message
// brought.
type frame struct {
	// extraMsg is the message "one more tile" (an index into the pack's
	// deck) that brought the tile, -1 for the turn's tile: it goes under
	// the deck once its tile is scored.
	extraMsg int
	// pi is the tile placed (an index into the board), for its crop
	// circle.
	pi int
}

// turnState is the turn in progress: its phase, the tiles in play and
// the loops of the round as data.
type turnState struct {
	phase  phase
	frames []frame
	// turn is classic's match on the core game: the turn's draws are its
	// chance events.
	turn *classic.Match
	// placements lists the tile's placements once asked (listed); spots
	// the followers' spots of the tile just placed.
	placements []engine.Placement
	listed     bool
	spots      []engine.Spot
	// fig is the award of the round whose figure is chosen next; moved
	// the active seat's figures the round moved.
	fig   int
	moved [maxFigures]bool
	// figSeat and figPoints are the pending figure decision's scorer and
	// points.
	figSeat, figPoints int
	msg                takenMessage
	crop               cropRound
	// checked says a reader plays the tiles (AwaitTiles, record_hooks.go).
	checked bool

	dec    decisions
	chance chances
}

// takenMessage is the message being carried out.
type takenMessage struct {
	mi     int // an index into the pack's deck
	can    bool
	nt     note
	points int
	node   engine.Node // a follower "score and return" takes, when ret
	ret    bool
}

// initTurn readies the turn's buffers and decisions for game g.
func (g *Game) initTurn() {
	g.turn = classic.NewMatch(g.core)
	g.frames = make([]frame, 0, len(g.deck)+2)
	g.dec.bind(g)
	g.chance.bind(g)
}

// resetTurn puts the game before its first turn's draw.
func (g *Game) resetTurn() {
	g.phase = phaseTurn
	g.frames = g.frames[:0]
	g.listed = false
	g.crop = cropRound{}
	g.run()
}

// top is the tile being played.
func (g *Game) top() *frame { return &g.frames[len(g.frames)-1] }

// run plays on through every step that needs no decision and no chance
// outcome: it stops at a decision, a chance event, the end of the game or
// an error.
func (g *Game) run() {
	for g.err == nil {
		switch g.phase {
		case phaseTurn:
			if g.turn.Chance() != nil {
				return
			}
			if g.core.Over() {
				g.phase = phaseOver
				return
			}
			g.beginTurn()
		case phaseExtraDraw:
			switch g.core.StepExtra() {
			case classic.ExtraDraw:
				return
			case classic.ExtraReady:
				g.beginTile()
			default:
				// No tile is left: the message's action is spent.
				g.phase = phaseFrameDone
			}
		case phaseScore:
			g.scoreTile()
		case phaseFigures:
			switch {
			case g.fig == len(g.round):
				g.endFigures()
			case g.rules.params.Figures > 1:
				a := g.round[g.fig]
				g.figSeat, g.figPoints = a.seat, a.points
				return
			default:
				g.moveFigure(0)
			}
		case phaseTakeMessage:
			g.takeMessage()
		case phaseCropStart:
			g.cropCircle()
		case phaseCropFollower:
			if g.crop.waiting || g.nextCropSeat() {
				return
			}
		case phaseFrameDone:
			g.endTile()
		default:
			return // a decision, a chance event, idle or over
		}
	}
}

// beginTurn begins the current seat's turn, its tile drawn.
func (g *Game) beginTurn() {
	g.active = g.core.Current()
	g.chain = 0
	g.frames = append(g.frames[:0], frame{extraMsg: -1})
	g.beginTile()
}

// beginTile makes the seat's tile the next decision.
func (g *Game) beginTile() {
	g.phase = phasePlace
	g.listed = false
}

// listPlacements lists the tile's placements once.
func (g *Game) listPlacements() []engine.Placement {
	if !g.listed {
		g.placements = g.core.AppendPlacements(g.placements[:0])
		g.listed = true
	}
	return g.placements
}

// place places the tile; a follower decision follows when the tile has a
// spot for one.
func (g *Game) place(p engine.Placement) {
	g.core.PlaceUnchecked(p)
	g.listed = false
	g.spots = g.core.AppendSpots(g.spots[:0])
	if len(g.spots) == 0 {
		g.tilePlayed()
		return
	}
	g.phase = phaseSpot
}

// deploy puts a follower on spot i of the tile (-1: none).
func (g *Game) deploy(i int) {
	if i >= 0 {
		g.core.DeployUnchecked(g.spots[i])
	}
	g.tilePlayed()
}

// tilePlayed goes on to score the tile just played.
func (g *Game) tilePlayed() { g.phase = phaseScore }

// scoreTile scores the tile's completions by the classic rules
// (Rules.ScoreTurn), which begins its round of scoring.
func (g *Game) scoreTile() {
	f := g.top()
	f.pi = g.core.LastPlaced()
	g.core.ScoreCompleted()
	g.active = g.core.Current()
	g.fig, g.moved = 0, [maxFigures]bool{}
	g.phase = phaseFigures
}

// endTile ends the tile on top: the turn's tile passes the turn; one more
// tile puts its message under the deck, and the round that took that
// message goes on to its crop circle (seed: one more tile gives no
// points of its own, so that round ends).
func (g *Game) endTile() {
	f := g.frames[len(g.frames)-1]
	g.frames = g.frames[:len(g.frames)-1]
	if f.extraMsg >= 0 {
		g.putBack(f.extraMsg)
		g.phase = phaseCropStart
		return
	}
	g.core.PassTurn()
	g.phase = phaseTurn
	if g.checked {
		g.phase = phaseIdle
	}
}

// playExtra plays one more tile for the active seat: draw, place, perhaps
// a follower, then score it as a round of its own. Seed, footnote 9: "The
// placement of this tile follows a normal turn with all its phases ...
// The player may also receive additional messages."
func (g *Game) playExtra(mi int) {
	g.frames = append(g.frames, frame{extraMsg: mi})
	g.phase = phaseExtraDraw
	if g.checked {
		g.phase = phaseChecked
	}
}

// extraPlayed goes on once a reader has played one more tile (placed),
// or found none to play.
func (g *Game) extraPlayed(placed bool) {
	if placed {
		g.tilePlayed()
	} else {
		g.phase = phaseFrameDone
	}
	g.run()
}
