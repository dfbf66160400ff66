package mists

import "fmt"

// Step plays the current player's turn with the team's choices: it draws
// from the active stack (setting aside tiles that fit nowhere) and plays
// the tile. Before the first turn of a level with separate score meeples
// the team chooses their colours. It does nothing once the game is over.
func (g *Game) Step(team Team) error {
	placed := false
	for !g.over {
		if g.t.phase.chance() {
			if placed && g.t.phase == phaseDraw {
				return nil
			}
			g.dealNext()
			continue
		}
		placed = placed || g.t.phase == phasePlace
		if err := g.chooseWith(team); err != nil {
			return err
		}
	}
	return nil
}

// Play plays the game to its end with team's choices.
func (g *Game) Play(team Team) error {
	for !g.over {
		if g.t.phase.chance() {
			g.dealNext()
			continue
		}
		if err := g.chooseWith(team); err != nil {
			return err
		}
	}
	return nil
}

// chooseWith answers the pending decision with team's choice.
func (g *Game) chooseWith(team Team) error {
	i, err := team.Choose(g)
	if err != nil {
		return err
	}
	return g.answer(i)
}

// canDraw reports whether the active stack has a tile; when it has none
// the game is lost: mists.md "a tile must be drawn but none is left", or,
// before the last stack, its dog was not reached in time.
func (g *Game) canDraw() bool {
	if g.core.Pile().Drawn() < g.bounds[g.stack] {
		return true
	}
	if g.stack < len(g.bounds)-1 {
		g.lose(LostThreshold)
	} else {
		g.lose(LostNoTiles)
	}
	return false
}

func (g *Game) lose(c Cause) {
	g.lost, g.over = c, true
	g.endEvent()
}

func (g *Game) win() {
	g.won, g.over = true, true
	g.endEvent()
}

// drew goes on with drawn tile t (sy ghost symbols): a tile that fits
// nowhere is set aside, and the turn draws again; else the team places it.
func (g *Game) drew(t, sy int) {
	g.buf.ps = g.core.AppendPlacementsOf(g.buf.ps[:0], t)
	if len(g.buf.ps) == 0 {
		g.discard()
		g.t.phase = phaseTurn
		g.advance()
		return
	}
	g.moves++
	g.drawn = sy
	g.t.tile, g.t.sy = t, sy
	g.t.phase = phasePlace
}

// discard sets aside a drawn tile that fits nowhere.
func (g *Game) discard() {
	g.moves++
	g.endIfStackEmpty()
}

// endIfStackEmpty ends the game when the active stack ran out.
func (g *Game) endIfStackEmpty() {
	if !g.over {
		g.canDraw()
	}
}

// place is step 1a, with 1b (a completed cloud loses its ghosts and takes
// none) and the start of 1c: placement i of the drawn tile.
func (g *Game) place(i int) {
	t := &g.t
	p := g.buf.ps[i]
	g.buf.completed = append(g.buf.completed[:0], g.core.PlaceAt(p, g.firstColour())...)
	pi := g.core.LastPlaced()
	g.ghosts, g.printed = append(g.ghosts, 0), append(g.printed, int8(t.sy))
	t.placed, t.cell = pi, p.Cell

	// 1b. A completed cloud loses its ghosts and takes none.
	t.extended, t.cloudDone = g.addFog(pi)
	if t.cloudDone {
		if n := g.clearCloud(pi); g.keepEvents {
			g.event(Event{What: "cloud", At: g.at(pi), Ghosts: n, Text: fmt.Sprintf("the fog cloud is complete: %d ghost(s) leave it", n)})
		}
	}

	// 1c. Graveyards this placement closed.
	if gf := g.Rules.graveOf[t.tile]; gf >= 0 && g.Rules.Level.Graveyards != "none" {
		g.graves = append(g.graves, grave{tile: pi, node: g.core.Board()[pi].Node(gf)})
	}
	g.startClosing(false, phaseGhosts)
}

// firstColour is the current player's first colour.
func (g *Game) firstColour() int { return g.current * g.perPlayer }

// placeGhosts is step 2a. mists.md: "put on it as many ghosts as its
// symbols, one fewer if it extended an existing fog cloud ... If the
// supply has fewer ghosts than must be placed: the game is LOST at once."
func (g *Game) placeGhosts() {
	t := &g.t
	tile, pi, sy := t.tile, t.placed, t.sy
	n := 0
	if g.Rules.hasFog(tile) && !t.cloudDone {
		n = sy
		if t.extended {
			n = max(n-1, 0)
		}
	}
	lv := &g.Rules.Level
	extra := 0
	if n > 0 && !lv.Haunted && g.anyOpenGrave() {
		extra = 1 // "also put 1 ghost on one open graveyard"
	}
	haunt := 0
	cells := g.buf.cells[:0]
	if lv.Haunted && g.Rules.graveOf[tile] >= 0 {
		// "Placing a graveyard puts 1 ghost on each adjacent fog tile."
		c := g.core.Board()[pi].Cell()
		for _, r := range g.core.Ring() {
			if npi := g.core.PlacedIndex(c + r); npi >= 0 && g.fogAt(npi) != 0 {
				cells = append(cells, int32(npi))
				haunt++
			}
		}
	}
	g.buf.cells = cells
	if n+extra+haunt > g.supply {
		g.lose(LostGhosts)
		return
	}
	g.addGhosts(pi, n)
	if n > 0 && g.keepEvents {
		why := ""
		if t.extended {
			why = ", one fewer for extending fog"
		}
		g.event(Event{What: "ghosts", At: g.at(pi), Ghosts: n, Text: fmt.Sprintf("%d ghost(s) on the new tile (%d symbol(s)%s)", n, sy, why)})
	}
	for _, npi := range cells {
		g.addGhosts(int(npi), 1)
		if g.keepEvents {
			g.event(Event{What: "ghosts", At: g.at(int(npi)), Ghosts: 1, Text: "1 ghost on a fog tile beside the haunted graveyard"})
		}
	}
	if extra == 0 {
		t.phase = phaseMeeple
		return
	}
	g.openGraves()
	t.phase = phaseGraveyard
}

// extraGhost puts the extra ghost on open graveyard i (of openGraves).
func (g *Game) extraGhost(i int) {
	pi := g.buf.open[i]
	g.addGhosts(pi, 1)
	if g.keepEvents {
		g.event(Event{What: "ghosts", At: g.at(pi), Ghosts: 1, Text: "1 ghost on an open graveyard"})
	}
	g.t.phase = phaseMeeple
}

// offerMeeple is step 2b: the current player may put one meeple of one
// of their colours on a road, city or castle of the new tile.
func (g *Game) offerMeeple() {
	choices := g.buf.choices[:0]
	for c := g.firstColour(); c < g.firstColour()+g.perPlayer; c++ {
		g.buf.spots = g.core.AppendSpotsFor(g.buf.spots[:0], c)
		for _, s := range g.buf.spots {
			choices = append(choices, ColourSpot{Colour: c, Spot: s})
		}
	}
	g.buf.choices = choices
	if len(choices) == 0 {
		g.startScoring()
		return
	}
	g.t.phase = phaseChooseMeeple
}

// putMeeple puts meeple choice i (of offerMeeple's), or none when i < 0.
func (g *Game) putMeeple(i int) {
	if i >= 0 {
		cs := g.buf.choices[i]
		g.core.DeployFor(cs.Spot, cs.Colour)
	}
	g.startScoring()
}

// layFaceDown: mists.md "While at least one graveyard is open, at the end
// of each turn draw 1 tile WITHOUT looking and place it face down in an
// empty cell next to an open graveyard that shares an edge with a placed
// tile (one tile per turn, whatever the number of open graveyards)." The
// edge: the seed's FAQ (Dized.MoC.0052) "Nu este suficient pentru
// cartonaș să atingă alt cartonaș cu un colț (diagonal)."
func (g *Game) layFaceDown() {
	if !g.Rules.Level.Haunted || !g.anyOpenGrave() {
		g.t.phase = phaseEndTurn
		return
	}
	if g.canDraw() {
		g.t.phase = phaseFaceDownDraw
	}
}

// drewFaceDown goes on with the tile to lay face down (t, sy symbols):
// the team chooses its cell.
func (g *Game) drewFaceDown(t, sy int) {
	g.t.fdTile, g.t.fdSy = t, sy
	cells := g.buf.cells[:0]
	for _, gr := range g.graves {
		if gr.closed {
			continue
		}
		c := g.core.Board()[gr.tile].Cell()
		for _, r := range g.core.Ring() {
			if n := c + r; g.core.PlacedIndex(n) < 0 && g.edgeContact(n) && !containsCell(cells, n) {
				cells = append(cells, n)
			}
		}
	}
	g.buf.cells = cells
	g.t.phase = phaseFaceDown
}

// putFaceDown lays the face-down tile on cell i (of drewFaceDown's); the
// graveyards it closes close.
func (g *Game) putFaceDown(i int) {
	t, sy := g.t.fdTile, g.t.fdSy
	c := g.buf.cells[i]
	g.buf.done = g.core.PlaceFaceDown(t, c, g.firstColour(), g.buf.done[:0])
	pi := len(g.core.Board()) - 1
	g.ghosts, g.printed = append(g.ghosts, 0), append(g.printed, int8(sy))
	if g.keepEvents {
		at := g.at(pi)
		g.event(Event{What: "face-down", At: at, Text: fmt.Sprintf("a tile is laid face down at (%d,%d) beside an open graveyard", at.X, at.Y)})
	}
	g.addFaceDown(pi)
	g.startClosing(true, phaseEndTurn)
}

// endTurn ends the turn: the next player's turn comes, unless the active
// stack ran out.
func (g *Game) endTurn() {
	g.turns++
	g.Series = append(g.Series, int16(g.onBoard))
	g.current = (g.current + 1) % len(g.names)
	g.endIfStackEmpty()
	g.t.phase = phaseTurn
}

// edgeContact reports whether a tile (face up or down) lies across a side
// of cell c. Every empty cell beside an open graveyard's sides has one,
// and so has a corner cell beside a filled side cell: an open graveyard
// always offers a cell.
func (g *Game) edgeContact(c int32) bool {
	for _, d := range g.core.Sides() {
		if g.core.PlacedIndex(c+d) >= 0 {
			return true
		}
	}
	return false
}

func containsCell(cells []int32, c int32) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

// tileID returns a tile's id.
func (g *Game) tileID(t int) string { return g.Rules.Set.Tiles[t].ID }

// copiesDiffer reports whether the mix's copies of t carry different
// ghost symbols.
func (g *Game) copiesDiffer(t int) bool {
	for _, s := range g.symbols[t] {
		if s != g.symbols[t][0] {
			return true
		}
	}
	return false
}

// xyOf returns the coordinates of placed tile pi.
func (g *Game) xyOf(pi int) (int, int) {
	p := g.core.Board()[pi]
	return p.X, p.Y
}
