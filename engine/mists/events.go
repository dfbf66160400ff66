package mists

import (
	"fmt"
	"math/bits"
	"strings"
)

// Event is one thing that happened in a game, in order: what 'tilesmith
// score' prints and a player reads to follow a game. Events are kept
// unless the game is told not to (SetEvents), as simulations do.
type Event struct {
	// Move is the 1-based number of the move it happened in, as a record
	// of format 1 numbers them: each tile drawn face up, placed or set
	// aside (Game.moves), 0 before the first.
	Move int `json:"move"`
	// What is one of: ghosts, cloud, graveyard, score, clear, dog,
	// dog-lost, dog-score, face-down, won, lost.
	What string `json:"what"`
	At   *XY    `json:"at,omitempty"`
	// Points scored, and the colours that scored them.
	Points  int      `json:"points,omitempty"`
	Colours []string `json:"colours,omitempty"`
	// Ghosts placed or removed.
	Ghosts int `json:"ghosts,omitempty"`
	// Text says it in words.
	Text string `json:"text"`
}

// Events returns what happened so far.
func (g *Game) Events() []Event { return g.events }

// SetEvents sets whether the game keeps its events and the spots of the
// meeples it buries (Buried): on by default; simulations turn it off, for
// speed. Set it before the first turn.
func (g *Game) SetEvents(on bool) { g.keepEvents = on }

// event appends an event of the current move; a no-op in simulations
// (callers check g.keepEvents first when building the event costs).
func (g *Game) event(e Event) {
	if !g.keepEvents {
		return
	}
	e.Move = g.moves
	g.events = append(g.events, e)
}

// at returns the cell of placed tile pi for an event.
func (g *Game) at(pi int) *XY {
	x, y := g.xyOf(pi)
	return &XY{x, y}
}

// colourNames lists the colours of a mask.
func colourNames(mask uint32) []string {
	var out []string
	for c := range Colours {
		if mask&(1<<c) != 0 {
			out = append(out, Colours[c])
		}
	}
	return out
}

// scoreEvent records a completed feature's scoring: its points, or the
// ghosts removed instead.
func (g *Game) scoreEvent(c Completion, ch ScoreChoice, removed int) {
	if !g.keepEvents {
		return
	}
	what := fmt.Sprintf("%s of %d tile(s)", c.Kind, g.core.Tiles(c.Node))
	if g.core.KindOf(c.Node) == g.Rules.castle {
		p := g.core.PlacedOf(c.Node)
		what = fmt.Sprintf("castle at (%d,%d)", p.X, p.Y)
	}
	names := colourNames(c.Colours)
	if ch.Ghosts {
		g.event(Event{What: "clear", At: g.at(ch.Tile), Ghosts: removed, Colours: names,
			Text: fmt.Sprintf("%s completed (%s); instead of %d points the team removed %d ghost(s) from (%d,%d)", what, strings.Join(names, ", "), c.Total, removed, g.at(ch.Tile).X, g.at(ch.Tile).Y)})
		return
	}
	g.event(Event{What: "score", Points: c.Total, Colours: names,
		Text: fmt.Sprintf("%s completed: %d per colour × %d colour(s) (%s)", what, c.Points, bits.OnesCount32(c.Colours), strings.Join(names, ", "))})
}

// endEvent records the end of the game.
func (g *Game) endEvent() {
	if !g.keepEvents {
		return
	}
	if g.won {
		g.event(Event{What: "won", Points: g.Progress(), Text: fmt.Sprintf("the team reached the goal (%d) with %d points", g.Rules.Level.Goal, g.Progress())})
		return
	}
	text := map[Cause]string{
		LostGhosts:    "ghosts had to be placed but the supply was short",
		LostNoTiles:   "a tile had to be drawn but none was left",
		LostThreshold: fmt.Sprintf("the stack ran out before the score reached %d", g.threshold(g.next)),
	}[g.lost]
	g.event(Event{What: "lost", Text: "lost: " + text})
}
