package engine

// One more tile in the middle of a turn, and the checked path's turn in
// steps: what a ruleset that wraps classic's turn (Messages' message 7)
// needs to draw one more tile one tile at a time, as a chance event, and
// to play a record's tile without the scoring and the pass that Play runs
// after it (Play is PlayUnscored, EndTurn and FinishPlay), so that its own
// choices come in between.

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
	if g.over {
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
// DrawOutcome does for a turn's draw.
func (g *Game) ExtraOutcome(t int) ChanceOutcome { return DrawOutcome(g.Set, t, g.pile.undrawn()) }

// PlayUnscored is the first half of Play: it checks move m of the current
// seat and plays it (the tile placed with its follower, or set aside),
// without scoring it or passing the turn; FinishPlay is the last part.
func (g *Game) PlayUnscored(m Move) error {
	if g.over {
		return moveErrorf(m, ErrGameOver, "the game is over; no more moves")
	}
	g.beginChecked()
	return g.playTile(m)
}

// FinishPlay ends a move played by PlayUnscored once the turn is scored
// and passed (ScoreCompleted, PassTurn): after the last tile the game ends
// and final scoring runs, and the next seat draws, as Play does.
func (g *Game) FinishPlay() {
	g.endIfPileEmpty()
	g.beginChecked()
}
