package city

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// recordChooser answers a wall round's choices from a record move's
// "wall" while the checked path plays its tile.
type recordChooser struct {
	round              *RoundMove
	gateUsed, towerAsk bool
	walls              int // the next entry of round.Walls
	// cur is the piece just built, whose guard the rules may ask about.
	cur *WallMove
}

// guardNotAsked says what is wrong when the record posts a guard the
// rules did not offer on the piece just built, naming what kept it off.
func (rc *recordChooser) guardNotAsked(g *Game) error {
	w := rc.cur
	rc.cur = nil
	if w != nil && w.Guard {
		return fmt.Errorf("%w: \"walls\" entry %d: no guard may stand on that piece (%s): remove \"guard\"", ErrMove, rc.walls, g.noGuard.words(g, w.Player))
	}
	return nil
}

// need is what the record says of the round, or an error saying what it
// must say.
func (rc *recordChooser) need(what string) (*RoundMove, error) {
	if rc.round == nil {
		return nil, fmt.Errorf("%w: the tile's scoring brings a wall round: give \"wall\": {%s}", ErrMove, what)
	}
	return rc.round, nil
}

func (rc *recordChooser) place(*Game, int, []engine.Placement) (int, error) {
	return 0, errors.New("a record's tiles are placed by the checked path")
}

func (rc *recordChooser) spot(*Game, []engine.Spot) (int, error) {
	return 0, errors.New("a record's followers are placed by the checked path")
}

func (rc *recordChooser) gate(g *Game, seat int, edges []Edge) (int, error) {
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

func (rc *recordChooser) wallEnd(g *Game, seat int, ways []Way) (int, error) {
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
			next, _ := g.wall.Next(grid{g.core}, way)
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

func (rc *recordChooser) guard(g *Game, seat int, e Edge) (bool, error) {
	w := rc.cur
	rc.cur = nil
	return w != nil && w.Guard, nil
}

func (rc *recordChooser) tower(g *Game, seat int, ways []Way) (int, error) {
	if err := rc.guardNotAsked(g); err != nil {
		return 0, err
	}
	rc.towerAsk = true
	if rc.round == nil || rc.round.Tower == "" {
		return -1, nil
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
		return i, nil
	}
	return 0, fmt.Errorf("%w: \"tower\": no tower may go at the %q end (a tower may go at %s)", ErrMove, rc.round.Tower, wayNames(ways))
}

// done checks that the record's wall round was played in full.
func (rc *recordChooser) done(g *Game) error {
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
