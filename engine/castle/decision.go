package castle

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// The Castle's decisions, besides place-tile and place-follower.
const (
	DecideOrder     engine.DecisionKind = "score-order"
	DecideDouble    engine.DecisionKind = "double-scoring"
	DecideExtraTurn engine.DecisionKind = "extra-turn"
	DecideWallTile  engine.DecisionKind = "play-wall-tile"
)

// DecisionKinds lists every kind of decision a Castle match asks for.
var DecisionKinds = []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower, DecideOrder, DecideDouble, DecideExtraTurn, DecideWallTile}

// DecisionTitles name the decisions for people.
var DecisionTitles = map[engine.DecisionKind]string{
	engine.DecidePlacement: "Place the castle tile",
	engine.DecideFollower:  "Place a herald, knight, squire or merchant",
	DecideOrder:            "Choose which completed territory scores next",
	DecideDouble:           "Play a wall tile to double this scoring",
	DecideExtraTurn:        "Play a wall tile for another turn",
	DecideWallTile:         "Choose the territory your wall tile scores",
}

// decision is a decision of the game's phase, as the match protocol
// describes it: its kind and seat stay those of the decision Pending
// returned after it is answered (a log tells it then), its options are
// those of the game as it stands. The yes-or-no decisions (double, extra
// turn) have option 0 "play the wall tile" and option 1 "keep it".
type decision struct {
	g     *Game
	phase phase
	seat  int
}

// phaseKinds are the decisions' kinds by phase.
var phaseKinds = [...]engine.DecisionKind{phasePlace: engine.DecidePlacement, phaseFollower: engine.DecideFollower,
	phaseOrder: DecideOrder, phaseDouble: DecideDouble, phaseExtraTurn: DecideExtraTurn, phaseEndTile: DecideWallTile}

func (d *decision) Kind() engine.DecisionKind { return phaseKinds[d.phase] }

// Seat is the seat whose turn it is, or final scoring's seat for a wall
// tile at the end.
func (d *decision) Seat() int { return d.seat }

func (d *decision) Options() int {
	g := d.g
	switch d.phase {
	case phasePlace:
		return len(g.buf.placements)
	case phaseFollower:
		return 1 + len(g.buf.spots)
	case phaseOrder:
		return len(g.buf.order)
	case phaseEndTile:
		return len(g.buf.targets)
	}
	return 2
}

// Option describes option i as a record names it.
func (d *decision) Option(i int) engine.Option {
	g := d.g
	switch d.phase {
	case phasePlace:
		return g.core.PlacementOption(g.buf.placements[i])
	case phaseFollower:
		if i == 0 {
			return g.core.SpotOption(nil)
		}
		o := g.core.SpotOption(&g.buf.spots[i-1])
		o.Label = g.followerLabel(g.buf.spots[i-1], o.Label)
		return o
	case phaseOrder:
		return g.orderOption(g.buf.order[i])
	case phaseEndTile:
		return g.endTileOption(g.buf.targets[i])
	}
	kind := g.held[d.Seat()][g.wallAt].kind
	switch {
	case i == 1:
		return engine.Option{JSON: `{}`, Label: fmt.Sprintf("keep wall tile %d for later", kind)}
	case d.phase == phaseExtraTurn:
		return engine.Option{JSON: fmt.Sprintf(`{"wallTile":%d}`, kind), Label: fmt.Sprintf("play wall tile %d: another turn now", kind)}
	}
	tiles := g.core.Tiles(g.scoring)
	return engine.Option{JSON: fmt.Sprintf(`{"wallTile":%d}`, kind),
		Label: fmt.Sprintf("play wall tile %d: %d tiles × %d = %d points", kind, tiles, g.rules.wallValue(kind), tiles*g.rules.wallValue(kind))}
}

// followerLabel names a follower by its kind: "herald on the path".
func (g *Game) followerLabel(s engine.Spot, label string) string {
	role := map[int]string{g.rules.path: "herald", g.rules.tower: "knight", g.rules.house: "squire", g.rules.courtyard: "merchant (stays till the end)"}[g.core.KindOf(s.Node)]
	if role == "" {
		return label
	}
	return fmt.Sprintf("%s — a %s", label, role)
}

// orderOption describes completed territory n as the next to score.
func (g *Game) orderOption(n engine.Node) engine.Option {
	points, _ := g.rules.value(g.core, n)
	scorer := g.names[g.scorerOf(n)]
	x, y, at, placed := g.turnName(n)
	js, where := fmt.Sprintf(`{"at":%q}`, at), at
	if !placed {
		js, where = fmt.Sprintf(`{"x":%d,"y":%d,"at":%q}`, x, y, at), fmt.Sprintf("(%d,%d) %s", x, y, at)
	}
	return engine.Option{JSON: js, X: x, Y: y, HasAt: true,
		Label: fmt.Sprintf("the %s at %s: %d points for %s", g.core.Set.Kinds[g.core.KindOf(n)].Kind, where, points, scorer)}
}

// endTileOption describes target t of the wall tile offered at the end.
func (g *Game) endTileOption(t Target) engine.Option {
	kind := g.held[g.endSeat][g.wallAt].kind
	return engine.Option{JSON: fmt.Sprintf(`{"wallTile":%d,"x":%d,"y":%d,"at":%q}`, kind, t.X, t.Y, t.At), X: t.X, Y: t.Y, HasAt: true,
		Label: fmt.Sprintf("wall tile %d (%s) on the %s at (%d,%d) %s: %d points", kind, g.rules.wallEffect(kind), g.core.Set.Kinds[g.core.KindOf(t.Node)].Kind, t.X, t.Y, t.At, t.Points)}
}
