package citymoves

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
)

// round answers the turn's wall round, when its scoring brought one, from
// a record move's "wall" (nil: none given) — the gate, each piece's end,
// its guard, the scorer's tower — and checks that the record gives the
// round as it was played.
func (rc *replay) round(r *RoundMove) error {
	wr := &wallRound{rc: rc, round: r}
loop:
	for {
		d := rc.decision()
		if d == nil {
			break
		}
		var i int
		var err error
		switch d.Kind() {
		case city.DecideGate:
			i, err = wr.gate(d)
		case city.DecideWall:
			i, err = wr.wallEnd(d)
		case city.DecideGuard:
			i = wr.guard(d)
		case city.DecideTower:
			i, err = wr.tower(d)
		default:
			break loop
		}
		if err != nil {
			return err
		}
		if err := rc.g.Answer(i); err != nil {
			return err
		}
	}
	if err := rc.g.Err(); err != nil {
		return err
	}
	return wr.done()
}

// wallRound answers a wall round's decisions from a record move's
// "wall".
type wallRound struct {
	rc                 *replay
	round              *RoundMove
	gateUsed, towerAsk bool
	walls              int // the next entry of round.Walls
	// cur is the piece just built, whose guard the rules may ask about.
	cur *WallMove
}

// option is what an option of a wall round's decision names, as its JSON
// gives it: an edge (the gate), a way (a piece), a guard or a tower.
type option struct {
	EdgeAt
	Way   string `json:"way"`
	Guard bool   `json:"guard"`
	Tower string `json:"tower"`
}

func optionOf(d engine.Decision, i int) option {
	var o option
	if err := json.Unmarshal([]byte(d.Option(i).JSON), &o); err != nil {
		panic(fmt.Sprintf("citymoves: a %s option is not JSON: %v", d.Kind(), err))
	}
	return o
}

// wayNamed is the way a record names ("clockwise", "counter-clockwise").
func wayNamed(s string) city.Way {
	if s == city.Clockwise.String() {
		return city.Clockwise
	}
	return city.CounterClockwise
}

// guardNotAsked says what is wrong when the record posts a guard the
// rules did not offer on the piece just built, naming what kept it off.
func (wr *wallRound) guardNotAsked() error {
	w := wr.cur
	wr.cur = nil
	if w != nil && w.Guard {
		return fmt.Errorf("%w: \"walls\" entry %d: no guard may stand on that piece (%s): remove \"guard\"", ErrMove, wr.walls, wr.rc.g.WhyNoGuard(w.Player))
	}
	return nil
}

// need is what the record says of the round, or an error saying what it
// must say.
func (wr *wallRound) need(what string) (*RoundMove, error) {
	if wr.round == nil {
		return nil, fmt.Errorf("%w: the tile's scoring brings a wall round: give \"wall\": {%s}", ErrMove, what)
	}
	return wr.round, nil
}

// gate is the option of the gate's edge the record names.
func (wr *wallRound) gate(d engine.Decision) (int, error) {
	r, err := wr.need(`"gate": {"x": X, "y": Y, "side": "north"}`)
	if err != nil {
		return 0, err
	}
	if r.Gate == nil {
		return 0, fmt.Errorf("%w: the first wall round begins with the city gate: give \"gate\": {\"x\": X, \"y\": Y, \"side\": SIDE} in \"wall\"", ErrMove)
	}
	wr.gateUsed = true
	for i := range d.Options() {
		if e := optionOf(d, i).EdgeAt; e == *r.Gate {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%w: \"gate\": the %s side of (%d,%d) is not an outer edge of the city", ErrMove, r.Gate.Side, r.Gate.X, r.Gate.Y)
}

// wallEnd is the option of the end of the wall the record's next piece
// extends, built by the decision's seat.
func (wr *wallRound) wallEnd(d engine.Decision) (int, error) {
	g := wr.rc.g
	name := wr.rc.names[d.Seat()]
	r, err := wr.need(`"walls": [{"player": "` + name + `", "way": "clockwise"}]`)
	if err != nil {
		return 0, err
	}
	if err := wr.guardNotAsked(); err != nil {
		return 0, err
	}
	if wr.walls >= len(r.Walls) {
		return 0, fmt.Errorf("%w: \"walls\": %s builds wall piece %d of the round: add {\"player\": %q, \"way\": \"clockwise\" or \"counter-clockwise\"}", ErrMove, name, wr.walls+1, name)
	}
	w := &r.Walls[wr.walls]
	wr.walls++
	wr.cur = w
	if w.Player != name {
		return 0, fmt.Errorf("%w: \"walls\" entry %d names %s, but %s builds that piece", ErrMove, wr.walls, w.Player, name)
	}
	ways := waysOf(d, 0)
	for i, way := range ways {
		if way != w.Way {
			continue
		}
		if w.At != nil {
			next, _ := g.Wall().Next(grid{wr.rc.core}, wayNamed(way))
			if err := checkAt("at", w.At, next, "the piece built "+w.Way+" stands on"); err != nil {
				return 0, fmt.Errorf("%w: \"walls\" entry %d: %w", ErrMove, wr.walls, err)
			}
		}
		return i, nil
	}
	return 0, fmt.Errorf("%w: \"walls\" entry %d: the wall cannot grow %q there (it can grow %s)", ErrMove, wr.walls, w.Way, wayNames(ways))
}

// waysOf lists the ways d's options name from option first on: the ends
// of the wall a piece may extend, or a tower go to.
func waysOf(d engine.Decision, first int) []string {
	var ways []string
	for i := first; i < d.Options(); i++ {
		o := optionOf(d, i)
		ways = append(ways, o.Way+o.Tower)
	}
	return ways
}

// checkAt checks a record's edge a, given as key ("at", "towerAt")
// beside a direction, against e, the edge the direction implies: stands
// says what stands there ("the piece built clockwise stands on").
func checkAt(key string, a *EdgeAt, e city.Edge, stands string) error {
	if err := a.checkSide(); err != nil {
		return fmt.Errorf("%q: %w", key, err)
	}
	if !a.matches(e) {
		return fmt.Errorf("%q names the %s, but %s the %s: correct %q or remove it", key, a, stands, e, key)
	}
	return nil
}

func wayNames(ways []string) string {
	s := ""
	for i, w := range ways {
		if i > 0 {
			s += " or "
		}
		s += fmt.Sprintf("%q", w)
	}
	return s
}

// guard is the option posting a guard on the piece just built when the
// record's entry says "guard", else the one posting none.
func (wr *wallRound) guard(d engine.Decision) int {
	w := wr.cur
	wr.cur = nil
	yes := w != nil && w.Guard
	for i := range d.Options() {
		if optionOf(d, i).Guard == yes {
			return i
		}
	}
	panic(fmt.Sprintf("citymoves: no option of the guard decision says guard %t", yes))
}

// tower is the option of the end of the wall the record's tower went to;
// option 0 is none.
func (wr *wallRound) tower(d engine.Decision) (int, error) {
	if err := wr.guardNotAsked(); err != nil {
		return 0, err
	}
	wr.towerAsk = true
	if wr.round == nil || wr.round.Tower == "" {
		return 0, nil // no tower
	}
	ways := waysOf(d, 1)
	for i, way := range ways {
		if way != wr.round.Tower {
			continue
		}
		if at := wr.round.TowerAt; at != nil {
			if err := checkAt("towerAt", at, wr.rc.g.Wall().End(wayNamed(way)), "the tower at the "+wr.round.Tower+" end stands at the end of"); err != nil {
				return 0, fmt.Errorf("%w: %w", ErrMove, err)
			}
		}
		return 1 + i, nil
	}
	return 0, fmt.Errorf("%w: \"tower\": no tower may go at the %q end (a tower may go at %s)", ErrMove, wr.round.Tower, wayNames(ways))
}

// done checks that the record's wall round was played in full.
func (wr *wallRound) done() error {
	if err := wr.guardNotAsked(); err != nil {
		return err
	}
	r := wr.round
	switch {
	case r == nil:
		return nil
	case !wr.gateUsed && wr.walls == 0 && !wr.towerAsk:
		return fmt.Errorf("%w: this tile's turn brings no wall round (it completed no street or market, or walls are not in play yet): remove \"wall\"", ErrMove)
	case r.Gate != nil && !wr.gateUsed:
		return fmt.Errorf("%w: \"gate\": the gate goes in the first wall round only, after a scoring from stack 2 on", ErrMove)
	case wr.walls < len(r.Walls):
		return fmt.Errorf("%w: \"walls\" lists %d %s, but the round built %d", ErrMove, len(r.Walls), plural(len(r.Walls), "piece"), wr.walls)
	case r.TowerAt != nil && r.Tower == "":
		return fmt.Errorf("%w: \"towerAt\" says where a tower stands, but the round names none: give \"tower\" (\"clockwise\" or \"counter-clockwise\") or remove \"towerAt\"", ErrMove)
	case r.Tower != "" && !wr.towerAsk:
		return fmt.Errorf("%w: \"tower\": no tower was placed in this round (the scorer has none left, or no piece stands)", ErrMove)
	}
	return nil
}
