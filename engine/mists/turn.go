package mists

import (
	"errors"
	"fmt"
)

// ErrGameOver is returned for a move after the game ended.
var ErrGameOver = errors.New("the game is over")

// Step plays the current player's turn with the team's choices: it draws
// from the active stack (setting aside tiles that fit nowhere) and plays
// the tile. Before the first turn of a level with separate score meeples
// the team chooses their colours. It does nothing once the game is over.
func (g *Game) Step(team Team) error {
	if !g.over && !g.scoreChosen {
		if err := g.chooseScoreColours(team); err != nil {
			return err
		}
	}
	for !g.over {
		if !g.canDraw() {
			return nil
		}
		t := g.drawNext()
		sy := g.takeCopy(t, -1)
		g.buf.ps = g.core.AppendPlacementsOf(g.buf.ps[:0], t)
		if len(g.buf.ps) == 0 {
			g.discard(t, sy)
			continue
		}
		return g.turn(t, sy, team)
	}
	return nil
}

// Play plays the game to its end with team's choices.
func (g *Game) Play(team Team) error {
	for !g.over {
		if err := g.Step(team); err != nil {
			return err
		}
	}
	return nil
}

// canDraw reports whether the active stack has a tile; when it has none
// the game is lost: mists.md "a tile must be drawn but none is left", or,
// before the last stack, its dog was not reached in time.
func (g *Game) canDraw() bool {
	if g.core.Drawn() < g.bounds[g.stack] {
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

// discard sets aside a drawn tile that fits nowhere.
func (g *Game) discard(t, sy int) {
	if g.record {
		g.log = append(g.log, Move{Tile: g.tileID(t), Symbols: g.symbolsField(t, sy), Player: g.names[g.current], Discard: true})
		g.noteScoreColours()
	}
	g.endIfStackEmpty()
}

// endIfStackEmpty ends the game when the active stack ran out.
func (g *Game) endIfStackEmpty() {
	if !g.over {
		g.canDraw()
	}
}

// turn plays drawn tile t (sy ghost symbols) whose placements are in
// g.buf.ps. The seed's turn summary: 1a place, 1b fog, 1c graveyards, 2a
// ghosts, 2b meeple, 3a scoring, 3b the dogs the turn's scorings reached,
// 3c the face-down tile of haunted graveyards.
func (g *Game) turn(t, sy int, team Team) error {
	var m *Move
	if g.record {
		g.log = append(g.log, Move{Tile: g.tileID(t), Symbols: g.symbolsField(t, sy), Player: g.names[g.current]})
		g.noteScoreColours()
		m = &g.log[len(g.log)-1]
	}
	g.move = m
	return g.playTurn(t, sy, team)
}

// playTurn plays the turn of drawn tile t from its placement on, writing
// it into the record's move the turn started (g.move, nil when not
// recording). A copy of a game taken at the placement (CopyFrom) plays
// the turn on from there with it.
func (g *Game) playTurn(t, sy int, team Team) error {
	m := g.move
	g.drawn = sy
	i, err := team.Place(g, t, g.buf.ps)
	if err != nil {
		return err
	}
	p := g.buf.ps[i]
	seat := g.firstColour()
	g.buf.completed = append(g.buf.completed[:0], g.core.PlaceAt(p, seat)...)
	pi := g.core.LastPlaced()
	g.ghosts, g.printed = append(g.ghosts, 0), append(g.printed, int8(sy))
	if m != nil {
		m.X, m.Y = g.core.CellXY(p.Cell)
		m.Rot = int(p.Rot) * 90
	}

	// 1b. A completed cloud loses its ghosts and takes none.
	extended, cloudDone := g.addFog(pi)
	if cloudDone {
		if n := g.clearCloud(pi); g.record {
			g.event(Event{What: "cloud", At: g.at(pi), Ghosts: n, Text: fmt.Sprintf("the fog cloud is complete: %d ghost(s) leave it", n)})
		}
	}

	// 1c. Graveyards this placement closed.
	if gf := g.Rules.graveOf[t]; gf >= 0 && g.Rules.Level.Graveyards != "none" {
		g.graves = append(g.graves, grave{tile: pi, node: g.core.Board()[pi].Node(gf)})
	}
	var bury *[]Burial
	if m != nil {
		bury = &m.Bury
	}
	if err := g.closeGraveyards(p.Cell, g.buf.completed, team, bury); err != nil {
		return err
	}

	// 2a. Ghosts.
	if err := g.placeGhosts(t, pi, sy, extended, cloudDone, team); err != nil || g.over {
		return err
	}

	// 2b. One meeple, optionally.
	if err := g.placeMeeple(team); err != nil {
		return err
	}

	// 3a. Scoring; the game is won the moment the score reaches the goal.
	if err := g.scoreCompleted(team); err != nil || g.over {
		return err
	}

	// 3b. The dogs the scorings reached, after all of them (seed: "3a.
	// Declanșarea unei evaluări de puncte ... 3b. Câinii").
	if err := g.reachThresholds(team); err != nil || g.over {
		return err
	}

	// 3c. Haunted graveyards: one face-down tile next to an open one.
	if err := g.layFaceDown(team); err != nil || g.over {
		return err
	}
	g.turns++
	g.Series = append(g.Series, int16(g.onBoard))
	g.current = (g.current + 1) % len(g.names)
	g.endIfStackEmpty()
	return nil
}

// firstColour is the current player's first colour.
func (g *Game) firstColour() int { return g.current * g.perPlayer }

// placeGhosts is step 2a. mists.md: "put on it as many ghosts as its
// symbols, one fewer if it extended an existing fog cloud ... If the
// supply has fewer ghosts than must be placed: the game is LOST at once."
func (g *Game) placeGhosts(t, pi, sy int, extended, cloudDone bool, team Team) error {
	n := 0
	if g.Rules.hasFog(t) && !cloudDone {
		n = sy
		if extended {
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
	if lv.Haunted && g.Rules.graveOf[t] >= 0 {
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
		return nil
	}
	g.addGhosts(pi, n)
	if n > 0 && g.record {
		why := ""
		if extended {
			why = ", one fewer for extending fog"
		}
		g.event(Event{What: "ghosts", At: g.at(pi), Ghosts: n, Text: fmt.Sprintf("%d ghost(s) on the new tile (%d symbol(s)%s)", n, sy, why)})
	}
	for _, npi := range cells {
		g.addGhosts(int(npi), 1)
		if g.record {
			g.event(Event{What: "ghosts", At: g.at(int(npi)), Ghosts: 1, Text: "1 ghost on a fog tile beside the haunted graveyard"})
		}
	}
	if extra == 0 {
		return nil
	}
	open := g.openGraves()
	i, err := team.Graveyard(g, open)
	if err != nil {
		return err
	}
	g.addGhosts(open[i], 1)
	if g.move != nil {
		x, y := g.xyOf(open[i])
		g.move.Graveyard = &XY{x, y}
	}
	if g.record {
		g.event(Event{What: "ghosts", At: g.at(open[i]), Ghosts: 1, Text: "1 ghost on an open graveyard"})
	}
	return nil
}

// placeMeeple is step 2b: the current player may put one meeple of one of
// their colours on a road, city or castle of the new tile.
func (g *Game) placeMeeple(team Team) error {
	choices := g.buf.choices[:0]
	for c := g.firstColour(); c < g.firstColour()+g.perPlayer; c++ {
		g.buf.spots = g.core.AppendSpotsFor(g.buf.spots[:0], c)
		for _, s := range g.buf.spots {
			choices = append(choices, ColourSpot{Colour: c, Spot: s})
		}
	}
	g.buf.choices = choices
	if len(choices) == 0 {
		return nil
	}
	i, err := team.Meeple(g, choices)
	if err != nil || i < 0 {
		return err
	}
	cs := choices[i]
	g.core.DeployFor(cs.Spot, cs.Colour)
	if g.move != nil {
		p := g.core.Board()[g.core.LastPlaced()]
		g.move.Colour = Colours[cs.Colour]
		g.move.Meeple = &MeepleOn{At: g.Rules.Set.Tiles[p.Tile].SpotName(p.Rot, cs.Spot.Feature)}
	}
	return nil
}

// drawFaceDown draws the tile to lay face down: the next of the active
// stack, or the one the replayed record names.
func (g *Game) drawFaceDown() (t, sy int, err error) {
	if g.replay == nil {
		t = g.drawNext()
		return t, g.takeCopy(t, -1), nil
	}
	fd := g.replay.m.FaceDown
	if fd == nil {
		return 0, 0, fmt.Errorf("%w: a graveyard is open, so the turn ends with a face-down tile: add \"faceDown\": {\"tile\", \"x\", \"y\"}", ErrChoice)
	}
	def, ok := g.Rules.Set.Tile(fd.Tile)
	if !ok || !g.core.InPile(def.Index) {
		return 0, 0, fmt.Errorf("%w: faceDown: no copy of tile %q is left to draw", ErrChoice, fd.Tile)
	}
	i, err := g.copyIndex(def.Index, fd.Symbols)
	if err != nil {
		return 0, 0, fmt.Errorf("%w: faceDown: %w", ErrChoice, err)
	}
	if n := len(g.replay.bury); n > 0 {
		return 0, 0, fmt.Errorf("%w: %d burial(s) listed but no graveyard closed for them before the face-down tile", ErrChoice, n)
	}
	g.core.TakeTile(def.Index)
	g.replay.bury = fd.Bury
	g.replay.laidFaceDown = true
	return def.Index, g.takeCopy(def.Index, i), nil
}

// layFaceDown: mists.md "While at least one graveyard is open, at the end
// of each turn draw 1 tile WITHOUT looking and place it face down in an
// empty cell next to an open graveyard that shares an edge with a placed
// tile (one tile per turn, whatever the number of open graveyards)." The
// edge: the seed's FAQ (Dized.MoC.0052) "Nu este suficient pentru
// cartonaș să atingă alt cartonaș cu un colț (diagonal)."
func (g *Game) layFaceDown(team Team) error {
	if !g.Rules.Level.Haunted || !g.anyOpenGrave() {
		return nil
	}
	if !g.canDraw() {
		return nil
	}
	t, sy, err := g.drawFaceDown()
	if err != nil {
		return err
	}
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
	i, err := team.FaceDown(g, cells)
	if err != nil {
		return err
	}
	c := cells[i]
	var fd *FaceDownMove
	if g.move != nil {
		x, y := g.core.CellXY(c)
		fd = &FaceDownMove{Tile: g.tileID(t), Symbols: g.symbolsField(t, sy), X: x, Y: y}
		g.move.FaceDown = fd
	}
	g.buf.done = g.core.PlaceFaceDown(t, c, g.firstColour(), g.buf.done[:0])
	pi := len(g.core.Board()) - 1
	g.ghosts, g.printed = append(g.ghosts, 0), append(g.printed, int8(sy))
	if g.record {
		at := g.at(pi)
		g.event(Event{What: "face-down", At: at, Text: fmt.Sprintf("a tile is laid face down at (%d,%d) beside an open graveyard", at.X, at.Y)})
	}
	g.addFaceDown(pi)
	var bury *[]Burial
	if fd != nil {
		bury = &fd.Bury
	}
	return g.closeAround(g.buf.done, team, bury)
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

// symbolsField returns the symbols for a record when the copies of t
// differ, nil otherwise.
func (g *Game) symbolsField(t, sy int) *int {
	if len(g.symbols[t]) < 2 {
		return nil
	}
	first := g.symbols[t][0]
	for _, s := range g.symbols[t] {
		if s != first {
			return &sy
		}
	}
	return nil
}

// xyOf returns the coordinates of placed tile pi.
func (g *Game) xyOf(pi int) (int, int) {
	p := g.core.Board()[pi]
	return p.X, p.Y
}
