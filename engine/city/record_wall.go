package city

import (
	"fmt"
)

// replayRound answers the turn's wall round, when its scoring brought
// one, from a record move's "wall" (nil: none given), and checks that the
// record gives the round as it was played.
func (g *Game) replayRound(round *RoundMove) error {
	rc := &recordRound{round: round}
	for !g.over && g.err == nil && g.turn.phase >= phaseGate {
		var i int
		var err error
		switch g.turn.phase {
		case phaseGate:
			i, err = rc.gate(g, g.buf.edges)
		case phaseWall:
			i, err = rc.wallEnd(g, g.slotSeat(), g.buf.ways)
		case phaseGuard:
			i = guardOption(rc.guard())
		case phaseTower:
			i, err = rc.tower(g, g.buf.towerEnds)
		}
		if err != nil {
			return err
		}
		g.answer(i)
	}
	if g.err != nil {
		return g.err
	}
	return rc.done(g)
}

// recordRound answers a wall round's choices from a record move's
// "wall".
type recordRound struct {
	round              *RoundMove
	gateUsed, towerAsk bool
	walls              int // the next entry of round.Walls
	// cur is the piece just built, whose guard the rules may ask about.
	cur *WallMove
}

// guardNotAsked says what is wrong when the record posts a guard the
// rules did not offer on the piece just built, naming what kept it off.
func (rc *recordRound) guardNotAsked(g *Game) error {
	w := rc.cur
	rc.cur = nil
	if w != nil && w.Guard {
		return fmt.Errorf("%w: \"walls\" entry %d: no guard may stand on that piece (%s): remove \"guard\"", ErrMove, rc.walls, g.noGuard.words(g, w.Player))
	}
	return nil
}

// need is what the record says of the round, or an error saying what it
// must say.
func (rc *recordRound) need(what string) (*RoundMove, error) {
	if rc.round == nil {
		return nil, fmt.Errorf("%w: the tile's scoring brings a wall round: give \"wall\": {%s}", ErrMove, what)
	}
	return rc.round, nil
}

func (rc *recordRound) gate(g *Game, edges []Edge) (int, error) {
	r, err := rc.need(`"gate": {"x": X, "y": Y, "side": "north"}`)
	if err != nil {
		return 0, err
	}
	if r.Gate == nil {
		return 0, fmt.Errorf("%w: the first wall round begins with the city gate: give \"gate\": {\"x\": X, \"y\": Y, \"side\": SIDE} in \"wall\"", ErrMove)
	}
	rc.gateUsed = true
	for i, e := range edges {
		if e.X == r.Gate.X && e.Y == r.Gate.Y && e.Side.String() == r.Gate.Side {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%w: \"gate\": the %s side of (%d,%d) is not an outer edge of the city", ErrMove, r.Gate.Side, r.Gate.X, r.Gate.Y)
}

func (rc *recordRound) wallEnd(g *Game, seat int, ways []Way) (int, error) {
	name := g.names[seat]
	r, err := rc.need(`"walls": [{"player": "` + name + `", "way": "clockwise"}]`)
	if err != nil {
		return 0, err
	}
	if err := rc.guardNotAsked(g); err != nil {
		return 0, err
	}
	if rc.walls >= len(r.Walls) {
		return 0, fmt.Errorf("%w: \"walls\": %s builds wall piece %d of the round: add {\"player\": %q, \"way\": \"clockwise\" or \"counter-clockwise\"}", ErrMove, name, rc.walls+1, name)
	}
	w := &r.Walls[rc.walls]
	rc.walls++
	rc.cur = w
	if w.Player != name {
		return 0, fmt.Errorf("%w: \"walls\" entry %d names %s, but %s builds that piece", ErrMove, rc.walls, w.Player, name)
	}
	for i, way := range ways {
		if way.String() != w.Way {
			continue
		}
		if w.At != nil {
			next, _ := g.wall.Next(g.grid(), way)
			if err := checkAt("at", w.At, next, "the piece built "+w.Way+" stands on"); err != nil {
				return 0, fmt.Errorf("%w: \"walls\" entry %d: %w", ErrMove, rc.walls, err)
			}
		}
		return i, nil
	}
	return 0, fmt.Errorf("%w: \"walls\" entry %d: the wall cannot grow %q there (it can grow %s)", ErrMove, rc.walls, w.Way, wayNames(ways))
}

// checkAt checks a record's edge a, given as key ("at", "towerAt")
// beside a direction, against e, the edge the direction implies: stands
// says what stands there ("the piece built clockwise stands on").
func checkAt(key string, a *EdgeAt, e Edge, stands string) error {
	if err := a.checkSide(); err != nil {
		return fmt.Errorf("%q: %w", key, err)
	}
	if !a.matches(e) {
		return fmt.Errorf("%q names the %s, but %s the %s: correct %q or remove it", key, a, stands, e, key)
	}
	return nil
}

func wayNames(ways []Way) string {
	s := ""
	for i, w := range ways {
		if i > 0 {
			s += " or "
		}
		s += fmt.Sprintf("%q", w.String())
	}
	return s
}

func (rc *recordRound) guard() bool {
	w := rc.cur
	rc.cur = nil
	return w != nil && w.Guard
}

func (rc *recordRound) tower(g *Game, ways []Way) (int, error) {
	if err := rc.guardNotAsked(g); err != nil {
		return 0, err
	}
	rc.towerAsk = true
	if rc.round == nil || rc.round.Tower == "" {
		return 0, nil // no tower
	}
	for i, way := range ways {
		if way.String() != rc.round.Tower {
			continue
		}
		if at := rc.round.TowerAt; at != nil {
			if err := checkAt("towerAt", at, g.wall.End(way), "the tower at the "+rc.round.Tower+" end stands at the end of"); err != nil {
				return 0, fmt.Errorf("%w: %w", ErrMove, err)
			}
		}
		return 1 + i, nil // option 0 is no tower
	}
	return 0, fmt.Errorf("%w: \"tower\": no tower may go at the %q end (a tower may go at %s)", ErrMove, rc.round.Tower, wayNames(ways))
}

// done checks that the record's wall round was played in full.
func (rc *recordRound) done(g *Game) error {
	if err := rc.guardNotAsked(g); err != nil {
		return err
	}
	r := rc.round
	switch {
	case r == nil:
		return nil
	case !rc.gateUsed && rc.walls == 0 && !rc.towerAsk:
		return fmt.Errorf("%w: this tile's turn brings no wall round (it completed no street or market, or walls are not in play yet): remove \"wall\"", ErrMove)
	case r.Gate != nil && !rc.gateUsed:
		return fmt.Errorf("%w: \"gate\": the gate goes in the first wall round only, after a scoring from stack 2 on", ErrMove)
	case rc.walls < len(r.Walls):
		return fmt.Errorf("%w: \"walls\" lists %d %s, but the round built %d", ErrMove, len(r.Walls), plural(len(r.Walls), "piece"), rc.walls)
	case r.TowerAt != nil && r.Tower == "":
		return fmt.Errorf("%w: \"towerAt\" says where a tower stands, but the round names none: give \"tower\" (\"clockwise\" or \"counter-clockwise\") or remove \"towerAt\"", ErrMove)
	case r.Tower != "" && !rc.towerAsk:
		return fmt.Errorf("%w: \"tower\": no tower was placed in this round (the scorer has none left, or no piece stands)", ErrMove)
	}
	return nil
}
