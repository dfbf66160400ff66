package mists

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// anyOpenGrave reports whether a graveyard on the board is open.
func (g *Game) anyOpenGrave() bool {
	for _, gr := range g.graves {
		if !gr.closed {
			return true
		}
	}
	return false
}

// openGraves returns the placed indices of the open graveyards, in a
// buffer the next call reuses.
func (g *Game) openGraves() []int {
	out := g.buf.open[:0]
	for _, gr := range g.graves {
		if !gr.closed {
			out = append(out, gr.tile)
		}
	}
	g.buf.open = out
	return out
}

// startClosing starts closing the graveyards that the placement (or, for
// faceDown, the face-down tile) closed, then goes on with phase then.
func (g *Game) startClosing(faceDown bool, then phase) {
	t := &g.t
	t.closeFaceDown, t.ci, t.gi, t.closeThen = faceDown, 0, 0, then
	t.phase = phaseClose
}

// closeNext closes the next graveyard the placement on cell t.cell closed.
// mists.md: Levels 2-4 "a graveyard is open until tiles lie on all 4
// orthogonal sides"; Levels 5-6 "closed only when all 8 surrounding cells
// hold tiles (face-down ones count)" — those arrive among the completed
// features (of the placement, or of the face-down tile).
func (g *Game) closeNext() {
	t := &g.t
	switch g.Rules.Level.Graveyards {
	case "sides":
		if t.closeFaceDown {
			break
		}
		for t.gi < len(g.graves) {
			gi := t.gi
			t.gi++
			gr := &g.graves[gi]
			if gr.closed {
				continue
			}
			gc := g.core.Board()[gr.tile].Cell()
			if gc != t.cell && !isSide(g, gc, t.cell) {
				continue
			}
			full := true
			for _, d := range g.core.Sides() {
				if g.core.PlacedIndex(gc+d) < 0 {
					full = false
				}
			}
			if full && g.closeGrave(gi) {
				return
			}
		}
	case "around":
		completed := g.buf.completed
		if t.closeFaceDown {
			completed = g.buf.done
		}
		for ; t.ci < len(completed); t.ci, t.gi = t.ci+1, 0 {
			for t.gi < len(g.graves) {
				gi := t.gi
				t.gi++
				if g.graves[gi].node == completed[t.ci] && !g.graves[gi].closed && g.closeGrave(gi) {
					return
				}
			}
		}
	}
	t.phase = t.closeThen
}

// isSide reports whether cell b is across a side of cell a.
func isSide(g *Game, a, b int32) bool {
	for _, d := range g.core.Sides() {
		if a+d == b {
			return true
		}
	}
	return false
}

// closeGrave closes graveyard gi. mists.md: "bury one meeple taken from
// the board (from a supply if none is on the board) on it for the rest of
// the game, and remove all its ghosts; a dog beside the buried meeple
// leaves the game." The team chooses the meeple (the decision is then
// pending, and closeGrave reports true); with none to bury the graveyard
// closes at once.
func (g *Game) closeGrave(gi int) bool {
	gr := &g.graves[gi]
	gr.closed = true
	refs := g.buf.meeples[:0]
	for _, f := range g.core.Followers() {
		refs = append(refs, MeepleRef{Node: f.Node, Colour: f.Player, Tile: g.core.NodeTile(f.Node)})
	}
	if len(refs) == 0 {
		for c := range g.colours {
			if g.core.Supply(c) > 0 {
				refs = append(refs, MeepleRef{Node: -1, Colour: c, Tile: -1})
			}
		}
	}
	g.buf.meeples = refs
	g.t.grave = gi
	if len(refs) > 0 {
		g.t.phase = phaseBury
		return true
	}
	g.bury(-1)
	return false
}

// bury buries meeple i (of closeGrave's; -1 when there is none) on the
// closing graveyard and finishes closing it. Removing its ghosts is a
// Levels 2-4 rule (the seed's turn summary, 1c, under "2-4": "Pune toate
// spiritele din cimitir la loc în rezerva generală"; under "5-6" only the
// 8 cells). A haunted graveyard takes no extra ghost, and the rulebook's
// graveyard tiles have no fog, so it never holds a ghost: its closing
// returns none and says nothing of ghosts (it used to say "0 ghost(s)
// leave it" every time).
func (g *Game) bury(i int) {
	gr := &g.graves[g.t.grave]
	if i >= 0 {
		ref := g.buf.meeples[i]
		x, y := g.xyOf(gr.tile)
		b := Burial{Graveyard: XY{x, y}, Colour: Colours[ref.Colour]}
		if ref.Node < 0 {
			g.core.TakeFromSupply(ref.Colour)
		} else {
			g.core.RemoveFollower(ref.Node)
			for di := range g.dogs {
				if d := &g.dogs[di]; d.state == dogOnBoard && d.node == ref.Node {
					d.state = dogGone
				}
			}
			if g.keepEvents {
				b.Meeple = g.meepleOn(ref.Node)
			}
		}
		g.buried = append(g.buried, b)
	}
	haunted := g.Rules.Level.Haunted
	removed := 0
	if !haunted {
		removed = g.removeGhosts(gr.tile, int(g.ghosts[gr.tile]))
	}
	if g.keepEvents {
		who := "no meeple was left to bury"
		if len(g.buried) > 0 && i >= 0 {
			b := g.buried[len(g.buried)-1]
			who = "a " + b.Colour + " meeple from the supply is buried"
			if b.Meeple != nil {
				who = fmt.Sprintf("the %s meeple at (%d,%d) is buried", b.Colour, *b.Meeple.X, *b.Meeple.Y)
			}
		}
		text := fmt.Sprintf("the graveyard closes: %s and %d ghost(s) leave it", who, removed)
		if haunted {
			text = fmt.Sprintf("the haunted graveyard closes (all 8 cells around it hold tiles): %s", who)
			if !g.anyOpenGrave() {
				text += "; no graveyard is open, so no more tiles are laid face down"
			}
		}
		g.event(Event{What: "graveyard", At: g.at(gr.tile), Ghosts: removed, Text: text})
	}
	g.t.phase = phaseClose
}

// meepleOn names the spot of node n, with its tile's cell, as records
// and options name it.
func (g *Game) meepleOn(n engine.Node) *MeepleOn {
	p := g.core.PlacedOf(n)
	fi := int(n - p.Node(0))
	x, y := p.X, p.Y
	return &MeepleOn{X: &x, Y: &y, At: g.Rules.Set.Tiles[p.Tile].SpotName(p.Rot, fi)}
}
