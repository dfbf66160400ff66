package classic

import "github.com/tilesmith/tilesmith/engine"

// One more tile in the middle of a turn: what a ruleset that wraps
// classic's turn (Messages' message 7) needs to draw one more tile one
// tile at a time, as a chance event. Classic's turn is the fast path's
// EndTurn — ScoreCompleted, then PassTurn; the wrapping ruleset takes the
// same steps with its own choices in between. A reader of records plays
// such a tile as the record names it (classicmoves.PlayExtra).

// ExtraStep is where one more tile's draw stands (StepExtra).
type ExtraStep uint8

const (
	ExtraDraw  ExtraStep = iota // the current seat draws a tile now (DealExtra, ForceExtra)
	ExtraReady                  // it holds a tile that fits
	ExtraNone                   // nothing is left to draw or hold: no tile is played
)

// StepExtra lets the current seat draw up to its hand again in the middle
// of its turn (Messages' message 7), one tile at a time: it sets aside
// held tiles that fit nowhere, as a turn's draw does, and says whether a
// tile must be drawn (DealExtra, then StepExtra again), one fits, or none
// is left.
func (g *Game) StepExtra() ExtraStep {
	if g.Over() {
		return ExtraNone
	}
	switch g.settleHand() {
	case handDraw:
		return ExtraDraw
	case handReady:
		return ExtraReady
	}
	return ExtraNone
}

// DealExtra draws the pile's next tile into the current seat's hand (at
// ExtraDraw) and returns it.
func (g *Game) DealExtra() int { return g.dealToHand() }

// ForceExtra draws a copy of tile t (an index into Set.Tiles) from
// anywhere in the pile into the current seat's hand; false when no copy
// is left to draw.
func (g *Game) ForceExtra(t int) bool { return g.forceToHand(t) }

// ExtraOutcome describes the draw of tile kind t for one more tile, as
// engine.DrawOutcome does for a turn's draw.
func (g *Game) ExtraOutcome(t int) engine.ChanceOutcome {
	return engine.DrawOutcome(g.Set, t, g.Pile().Undrawn())
}

// CanDrawExtra reports whether the current seat could play one more tile
// in the middle of its turn: it holds one, or one is left to draw.
func (g *Game) CanDrawExtra() bool {
	seat := g.current
	return !g.Over() && (len(g.hands[seat]) > 0 || g.held[seat] > 0 || g.Pile().Remaining() > g.heldTotal())
}

// heldTotal is how many tiles all seats hold unnamed (HeldUnnamed).
func (g *Game) heldTotal() int {
	n := 0
	for _, h := range g.held[:len(g.Players())] {
		n += h
	}
	return n
}
