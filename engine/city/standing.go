package city

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Standing says how the game stands: the seats' scores, the stack being
// drawn, the wall and its pieces left, each seat's towers left, and why
// the game ended.
func (g *Game) Standing() engine.Standing {
	s := engine.SeatStanding(g.core)
	stack := fmt.Sprintf("%d of %d", min(g.Stack()+1, len(g.ends)), len(g.ends))
	s.Facts = []engine.Fact{
		{Label: "Tiles left", Value: fmt.Sprint(g.core.Pile().Remaining())},
		{Label: "Stack", Value: stack},
		{Label: "Wall", Value: g.wallFact()},
		{Label: "Wall pieces left", Value: fmt.Sprint(g.piecesLeft)},
	}
	towers := ""
	for seat, name := range g.names {
		if seat > 0 {
			towers += ", "
		}
		towers += fmt.Sprintf("%s %d", name, g.towers[seat])
	}
	s.Facts = append(s.Facts, engine.Fact{Label: "Towers left", Value: towers})
	if g.cause != "" {
		s.Facts = append(s.Facts, engine.Fact{Label: "Ended", Value: string(g.cause)})
	}
	return s
}

// wallFact words the wall's state for people.
func (g *Game) wallFact() string {
	gate, ok := g.wall.Gate()
	switch {
	case !ok && g.wallsOn():
		return "the gate goes in the next wall round"
	case !ok:
		return fmt.Sprintf("not yet (walls come with stack %d)", g.rules.params.Walls.FromStack)
	case g.wall.Closed():
		return fmt.Sprintf("closed round the city, %d pieces", g.wall.Pieces())
	}
	return fmt.Sprintf("gate on the %s, %d pieces, %d guards", gate, g.wall.Pieces(), len(g.guards))
}

// CellMarks notes nothing on the board's cells (engine.Marker): the
// wall, its gate, the guards and the towers are drawn along the tiles'
// sides from EdgeMarks.
func (g *Game) CellMarks() []engine.Mark { return nil }

// EncodeScore writes how the game stands as `tilesmith score` prints it:
// the score document of the core's turn (tower and guard points are
// events of kinds "tower" and "guard") with, after the scores, why the
// game ended, the wall's pieces and the pieces left, and where the wall
// stands (wallDoc).
func (g *Game) EncodeScore() ([]byte, error) {
	doc, err := engine.EncodeScore(g.core)
	if err != nil {
		return nil, err
	}
	head, err := json.Marshal(struct {
		Ended      EndCause `json:"ended,omitempty"`
		Wall       int      `json:"wallPieces"`
		PiecesLeft int      `json:"piecesLeft"`
		Guards     int      `json:"guards"`
	}{g.cause, g.PiecesBuilt(), g.piecesLeft, len(g.guards)})
	if err != nil {
		return nil, err
	}
	wall, err := g.wallDoc()
	if err != nil {
		return nil, err
	}
	at := bytes.Index(doc, []byte("\n \"events\": ["))
	if at < 0 {
		return nil, fmt.Errorf("the score document has no events")
	}
	out := append([]byte(nil), doc[:at]...)
	out = append(out, "\n \"city\": "...)
	out = append(out, head[:len(head)-1]...) // without its }
	out = append(out, ",\n  \"wall\": "...)
	out = append(out, wall...)
	out = append(out, "},"...)
	return append(out, doc[at:]...), nil
}

// wallDoc writes where the wall stands, one list a line: the gate; the
// pieces built from it each way, from the gate outward (as a record's
// "way" and "at" name them); the edges that closed it round the city at
// the end (with pieces from the box, or imagined); the guards on their
// pieces; and the towers, each at the outer end of a piece (or of the
// gate) going its way. An edge is its tile's cell and side, as a
// record's "at".
func (g *Game) wallDoc() ([]byte, error) {
	type guardAt struct {
		EdgeAt
		Player string `json:"player"`
	}
	type towerAt struct {
		EdgeAt
		Way    string `json:"way"`
		Player string `json:"player"`
	}
	edges := func(es []Edge) []EdgeAt {
		out := make([]EdgeAt, 0, len(es))
		for _, e := range es {
			out = append(out, *recordEdge(e))
		}
		return out
	}
	guards := make([]guardAt, 0, len(g.guards))
	for _, gd := range g.guards {
		guards = append(guards, guardAt{*recordEdge(gd.at), g.names[gd.seat]})
	}
	gate, hasGate := g.wall.Gate()
	towers := make([]towerAt, 0, len(g.towersBy))
	for _, t := range g.towersBy {
		e := gate
		if t.at > 0 {
			e = g.wall.Arm(t.way)[t.at-1]
		}
		towers = append(towers, towerAt{*recordEdge(e), t.way.String(), g.names[t.seat]})
	}
	var lines [][]byte
	line := func(key string, v any) error {
		data, err := json.Marshal(v)
		lines = append(lines, append([]byte(`"`+key+`":`), data...))
		return err
	}
	var err error
	if hasGate {
		err = errors.Join(err, line("gate", recordEdge(gate)))
	}
	err = errors.Join(err,
		line("clockwise", edges(g.wall.Arm(Clockwise))),
		line("counterClockwise", edges(g.wall.Arm(CounterClockwise))),
		line("closing", edges(g.closing)),
		line("guards", guards),
		line("towers", towers))
	if err != nil {
		return nil, err
	}
	out := []byte{'{'}
	out = append(out, bytes.Join(lines, []byte(",\n   "))...)
	return append(out, '}'), nil
}

// EdgeAt names an edge of the city as the score document does, as a
// record's "at": the tile's cell and its side.
type EdgeAt struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Side string `json:"side"`
}

// recordEdge names edge e as the score document does.
func recordEdge(e Edge) *EdgeAt { return &EdgeAt{X: e.X, Y: e.Y, Side: e.Side.String()} }

// EdgeMarks lists the wall for pictures (engine.EdgeMarker): the gate and
// every piece, with its guard and the towers at its ends.
func (g *Game) EdgeMarks() []engine.EdgeMark {
	gate, ok := g.wall.Gate()
	if !ok {
		return nil
	}
	mark := func(e Edge, kind string) engine.EdgeMark {
		m := engine.EdgeMark{X: e.X, Y: e.Y, Side: int(e.Side), Kind: kind, Guard: -1, Towers: [2]int{-1, -1}}
		for _, gd := range g.guards {
			if gd.at == e {
				m.Guard = gd.seat
			}
		}
		return m
	}
	marks := []engine.EdgeMark{mark(gate, "gate")}
	index := map[Edge]int{gate: 0}
	for _, w := range []Way{Clockwise, CounterClockwise} {
		for _, e := range g.wall.Arm(w) {
			index[e] = len(marks)
			marks = append(marks, mark(e, "wall"))
		}
	}
	// A tower at position at of an arm stands at the outer end of its
	// at-th piece (the gate's end for 0), the end the arm grows towards.
	for _, t := range g.towersBy {
		e := gate
		if t.at > 0 {
			e = g.wall.Arm(t.way)[t.at-1]
		}
		end := 0 // the wall's clockwise way runs clockwise round each tile it passes
		if t.way == CounterClockwise {
			end = 1
		}
		marks[index[e]].Towers[end] = t.seat
	}
	return marks
}
