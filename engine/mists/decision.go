package mists

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// decision is the team's pending decision as an engine.Decision: its
// kind and options are the game's phase's.
type decision struct{ g *Game }

func (d *decision) Kind() engine.DecisionKind { return d.g.t.phase.kind() }
func (d *decision) Seat() int                 { return engine.TeamSeat }
func (d *decision) Options() int              { return d.g.options() }

// Option describes option i as a record's move spells the choice.
func (d *decision) Option(i int) engine.Option {
	g := d.g
	switch g.t.phase {
	case phaseScoreColours:
		names := make([]string, len(g.colourChoices[i]))
		for k, c := range g.colourChoices[i] {
			names[k] = Colours[c]
		}
		return engine.Option{JSON: encode(struct {
			ScoreColours []string `json:"scoreColours"`
		}{names}), Label: "score meeples in " + strings.Join(names, ", ")}
	case phasePlace:
		p := g.buf.ps[i]
		x, y := g.core.CellXY(p.Cell)
		rot := int(p.Rot) * 90
		tile := g.tileID(g.t.tile)
		return engine.Option{JSON: encode(struct {
			Tile string `json:"tile"`
			X    int    `json:"x"`
			Y    int    `json:"y"`
			Rot  int    `json:"rot"`
		}{tile, x, y, rot}), Label: fmt.Sprintf("%s at (%d,%d) rot %d", tile, x, y, rot), X: x, Y: y, HasAt: true}
	case phaseBury:
		return g.buryOption(i)
	case phaseGraveyard:
		pi := g.buf.open[i]
		at := g.at(pi)
		return g.optionAt(pi, struct {
			Graveyard XY `json:"graveyard"`
		}{*at}, fmt.Sprintf("the extra ghost on the graveyard at (%d,%d)", at.X, at.Y))
	case phaseChooseMeeple:
		pi := g.core.LastPlaced()
		if i == 0 {
			return g.optionAt(pi, struct{}{}, "no meeple")
		}
		c := g.buf.choices[i-1]
		pl := g.core.Board()[pi]
		at := g.Rules.Set.Tiles[pl.Tile].SpotName(pl.Rot, c.Spot.Feature)
		return g.optionAt(pi, struct {
			Colour string   `json:"colour"`
			Meeple MeepleOn `json:"meeple"`
		}{Colours[c.Colour], MeepleOn{At: at}}, fmt.Sprintf("a %s meeple at %s", Colours[c.Colour], at))
	case phaseChooseScore:
		return g.scoreOptionDoc(i)
	case phaseScoreTo:
		to := Colours[g.scoreColour[i]]
		return engine.Option{JSON: encode(struct {
			ScoreTo string `json:"scoreTo"`
		}{to}), Label: fmt.Sprintf("%d point(s) of %s to the %s score meeple", g.t.toPoints, Colours[g.t.toColour], to)}
	case phaseDog:
		return g.dogOptionDoc(i)
	case phaseFaceDown:
		x, y := g.core.CellXY(g.buf.cells[i])
		return engine.Option{JSON: encode(struct {
			FaceDown XY `json:"faceDown"`
		}{XY{x, y}}), Label: fmt.Sprintf("a tile face down at (%d,%d)", x, y), X: x, Y: y, HasAt: true}
	}
	return engine.Option{}
}

// buryOption is option i of a bury decision.
func (g *Game) buryOption(i int) engine.Option {
	grave := g.graves[g.t.grave].tile
	r := g.buf.meeples[i]
	b := Burial{Graveyard: *g.at(grave), Colour: Colours[r.Colour]}
	label := fmt.Sprintf("bury a %s meeple from the supply", Colours[r.Colour])
	if r.Node >= 0 {
		b.Meeple = g.meepleOn(r.Node)
		label = fmt.Sprintf("bury the %s meeple at (%d,%d) %s", Colours[r.Colour], *b.Meeple.X, *b.Meeple.Y, b.Meeple.At)
	}
	return g.optionAt(grave, b, label)
}

// scoreOptionDoc is option i of a points-or-ghosts decision.
func (g *Game) scoreOptionDoc(i int) engine.Option {
	c := g.t.done
	if i == 0 {
		return engine.Option{JSON: encode(Scoring{Kind: string(c.Kind), Choice: "points"}),
			Label: fmt.Sprintf("%d point(s) for the %s", c.Total, c.Kind)}
	}
	ch := g.scoreOption(i)
	at := g.at(ch.Tile)
	return g.optionAt(ch.Tile, Scoring{Kind: string(c.Kind), Choice: "ghosts", Clear: &ClearAt{X: at.X, Y: at.Y, Ghosts: ch.N}},
		fmt.Sprintf("remove %d ghost(s) at (%d,%d) instead of the %s's points", ch.N, at.X, at.Y, c.Kind))
}

// dogOptionDoc is option i of a dog decision.
func (g *Game) dogOptionDoc(i int) engine.Option {
	ch := g.dogChoice(i)
	r := g.buf.meeples[ch.Meeple]
	mv := DogMove{Dog: g.dogs[g.t.dog].name, Meeple: g.meepleOn(r.Node)}
	for _, cl := range ch.Clears {
		at := g.at(cl.Tile)
		mv.Clear = append(mv.Clear, ClearAt{X: at.X, Y: at.Y, Ghosts: cl.N})
	}
	return g.optionAt(r.Tile, mv, dogLabel(g, g.t.dog, r, ch.Clears))
}

// encode is the JSON of an option (the record's own fields).
func encode(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		panic("mists: encoding an option: " + err.Error()) // plain structs always encode
	}
	return string(data)
}

// optionAt is an option about the placed tile pi.
func (g *Game) optionAt(pi int, enc any, label string) engine.Option {
	at := g.at(pi)
	return engine.Option{JSON: encode(enc), Label: label, X: at.X, Y: at.Y, HasAt: true}
}

// label of a dog option: "Bruno to the red meeple at (2,1) N, clearing
// 3 ghost(s) at (2,1)".
func dogLabel(g *Game, dog int, r MeepleRef, clears []Clear) string {
	on := g.meepleOn(r.Node)
	s := g.dogs[dog].name + " to the " + Colours[r.Colour] + " meeple at (" + strconv.Itoa(*on.X) + "," + strconv.Itoa(*on.Y) + ") " + on.At
	for k, cl := range clears {
		at := g.at(cl.Tile)
		if k == 0 {
			s += ", clearing "
		} else {
			s += " and "
		}
		s += fmt.Sprintf("%d ghost(s) at (%d,%d)", cl.N, at.X, at.Y)
	}
	return s
}

// The options' JSON spells the team's choices in these types, as records of
// format 1 spelled them (engine/format1/mistsmoves).

// XY is a board cell.
type XY struct {
	X int `json:"x"`
	Y int `json:"y"`
}

// MeepleOn names a spot: a port of the feature in board orientation, or
// the kind of a portless feature ("castle"); with X and Y when it is not
// on the tile just placed.
type MeepleOn struct {
	X  *int   `json:"x,omitempty"`
	Y  *int   `json:"y,omitempty"`
	At string `json:"at"`
}

// Burial is the meeple buried on a graveyard: one from the board, or one
// from a colour's supply when none is on the board.
type Burial struct {
	Graveyard XY        `json:"graveyard"`
	Meeple    *MeepleOn `json:"meeple,omitempty"`
	Colour    string    `json:"colour"`
}

// Scoring is the choice for one completed feature, in the order they
// scored: "points", or "ghosts" with the tile cleared.
type Scoring struct {
	Kind   string   `json:"kind"`
	Choice string   `json:"choice"`
	Clear  *ClearAt `json:"clear,omitempty"`
}

// ClearAt removes Ghosts ghosts from the tile at (X, Y).
type ClearAt struct {
	X      int `json:"x"`
	Y      int `json:"y"`
	Ghosts int `json:"ghosts"`
}

// DogMove is a dog reached this turn: the meeple it went to (none when no
// unburied meeple was on the board) and the tiles it cleared.
type DogMove struct {
	Dog    string    `json:"dog"`
	Meeple *MeepleOn `json:"meeple,omitempty"`
	Clear  []ClearAt `json:"clear,omitempty"`
}
