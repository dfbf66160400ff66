package exporter

import (
	"fmt"
	"image"

	"github.com/tilesmith/tilesmith/engine"
)

// TileBackColour and TileBackEdge are the back of a tile laid face down,
// in every picture and on the editor's board.
var TileBackColour, TileBackEdge = rgb(0x6b5a48), rgb(0x3a2f25)

// tileBack draws the back of a tile laid face down (Mists' haunted
// graveyards): it shows no features.
func tileBack(c *canvas) {
	c.rect(TileBackColour, pt{0, 0}, pt{1, 1})
	c.stroke(TileBackEdge, 0.04, pt{0.06, 0.06}, pt{0.94, 0.06}, pt{0.94, 0.94}, pt{0.06, 0.94}, pt{0.06, 0.06})
}

// panelRows is the number of lines under the panel's title: one per seat,
// or, with a standing, one per score and fact and the result.
func panelRows(g *engine.Game, s *engine.Standing) int {
	if s == nil {
		return len(g.Players())
	}
	return len(s.Scores) + len(s.Facts) + 1
}

// drawStandingPanel writes the title line, the standing's scores (with
// the supply of a score that is a seat of the game), its facts and its
// result.
func drawStandingPanel(img *image.RGBA, g *engine.Game, s engine.Standing, ts int) {
	nrgba := opaqueNRGBA(img)
	line := max(18, ts/4)
	px := float64(line) * 0.72
	text(nrgba, line/2, line, fmt.Sprintf("%s · %s · turn %d", g.Set.Pack.Name, g.Mix().ID, g.Turn()), px, ink)
	seats := map[string]int{}
	for seat, name := range g.Players() {
		seats[name] = seat
	}
	y := line
	for i, sc := range s.Scores {
		y += line
		sw := onto(img, image.Pt(line/2, y-line*3/4), line*3/4)
		meeple(sw, centre, 0.9, PlayerColour(i, sc.Name))
		x := text(nrgba, line/2+line, y, sc.Name, px, ink)
		what := plural(sc.Points, "point")
		if seat, ok := seats[sc.Name]; ok {
			what += " · " + plural(g.Supply(seat), "follower") + " in supply"
		}
		text(nrgba, max(x+line/2, line*7), y, what, px, ink)
	}
	for _, f := range s.Facts {
		y += line
		text(nrgba, line/2, y, f.Label+": "+f.Value, px, ink)
	}
	text(nrgba, line/2, y+line, s.Result, px, ink)
}

// standingWidth is the width the standing's lines need (0 without one).
func standingWidth(s *engine.Standing, ts int) int {
	if s == nil {
		return 0
	}
	line := max(18, ts/4)
	px := float64(line) * 0.72
	w := textWidth(s.Result, px)
	for _, f := range s.Facts {
		w = max(w, textWidth(f.Label+": "+f.Value, px))
	}
	return min(w+line, MaxBoardSide)
}
