package messages

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// The module's decisions, besides classic's place-tile and
// place-follower.
const (
	DecideFigure  engine.DecisionKind = "score-figure"
	DecideMessage engine.DecisionKind = "take-message"
	DecideReturn  engine.DecisionKind = "return-follower"
)

// DecisionKinds lists every kind of decision a Messages match asks for.
var DecisionKinds = []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower, DecideFigure, DecideMessage, DecideReturn, DecideCrop, DecideCropFollower}

// DecisionTitles name the decisions for people (the editor's panel).
var DecisionTitles = map[engine.DecisionKind]string{
	engine.DecidePlacement: "Place the tile",
	engine.DecideFollower:  "Place a follower",
	DecideFigure:           "Choose the score figure that moves",
	DecideMessage:          "Carry out the message, or take its seal",
	DecideReturn:           "Choose the follower to score and return",
	DecideCrop:             "Crop circle: everyone adds a follower, or everyone takes one back",
	DecideCropFollower:     "Crop circle: choose your follower",
}

// decisions are the game's decisions, one value of each kind, which
// Pending hands out (so that it allocates nothing).
type decisions struct {
	place        placeDecision
	spot         spotDecision
	figure       figureDecision
	message      messageDecision
	ret          returnDecision
	crop         cropDecision
	cropFollower cropFollowerDecision
}

func (d *decisions) bind(g *Game) {
	d.place.g, d.spot.g, d.figure.g, d.message.g, d.ret.g, d.crop.g, d.cropFollower.g = g, g, g, g, g, g, g
}

// decision is the decision pending in phase p, or nil. It keeps its seat
// as it stands now: an agent (the editor's log) may read it after the
// answer.
func (g *Game) decision() engine.Decision {
	d := &g.dec
	switch g.phase {
	case phasePlace:
		d.place.seat = g.core.Current()
		return &d.place
	case phaseSpot:
		d.spot.seat = g.core.Current()
		return &d.spot
	case phaseFigures, phaseMessageFigure:
		d.figure.seat = g.figSeat
		return &d.figure
	case phaseMessage:
		d.message.seat = g.active
		return &d.message
	case phaseReturn:
		d.ret.seat = g.active
		return &d.ret
	case phaseCrop:
		d.crop.seat = g.active
		return &d.crop
	case phaseCropFollower:
		d.cropFollower.seat = g.crop.seat
		return &d.cropFollower
	}
	return nil
}

// answer plays option i (in range) of the pending decision.
func (g *Game) answer(i int) {
	switch g.phase {
	case phasePlace:
		g.place(g.placements[i])
	case phaseSpot:
		g.deploy(i - 1) // option 0 places none
	case phaseFigures:
		g.moveFigure(i)
	case phaseMessageFigure:
		g.messageFigure(i)
	case phaseMessage:
		g.carryOut(g.msg.can && i == 0) // option 0 carries the action out when it can
	case phaseReturn:
		g.returnFollower(i)
	case phaseCrop:
		g.chooseCrop(i == 0) // option 0 deploys, 1 removes
	case phaseCropFollower:
		g.cropFollower(i - g.dec.cropFollower.first()) // with deploy, option 0 passes
	}
}

// placeDecision: where the seat's tile goes (with hands, which tile too).
type placeDecision struct {
	g    *Game
	seat int
}

func (d *placeDecision) Kind() engine.DecisionKind { return engine.DecidePlacement }
func (d *placeDecision) Seat() int                 { return d.seat }
func (d *placeDecision) Options() int              { return len(d.g.listPlacements()) }

// Option i is a placement: {"tile":"D","x":1,"y":0,"rot":90}.
func (d *placeDecision) Option(i int) engine.Option {
	return d.g.core.PlacementOption(d.g.listPlacements()[i])
}

// spotDecision: a follower on a free feature of the tile just placed, or
// none (option 0).
type spotDecision struct {
	g    *Game
	seat int
}

func (d *spotDecision) Kind() engine.DecisionKind { return engine.DecideFollower }
func (d *spotDecision) Seat() int                 { return d.seat }
func (d *spotDecision) Options() int              { return 1 + len(d.g.spots) }

func (d *spotDecision) Option(i int) engine.Option {
	if i == 0 {
		return d.g.core.SpotOption(nil)
	}
	return d.g.core.SpotOption(&d.g.spots[i-1])
}

// figureDecision: which of the scorer's figures (option i: figure i+1)
// the points of an award, or of a message, move.
type figureDecision struct {
	g    *Game
	seat int
}

func (d *figureDecision) Kind() engine.DecisionKind { return DecideFigure }
func (d *figureDecision) Seat() int                 { return d.seat }
func (d *figureDecision) Options() int              { return d.g.rules.params.Figures }

// Option i is {"figure":i+1}, "figure 1: from 0 to 5 (5 points), a dark
// space ...".
func (d *figureDecision) Option(i int) engine.Option {
	g, seat, points := d.g, d.g.figSeat, d.g.figPoints
	from := g.figures[seat][i]
	to := from + points
	label := fmt.Sprintf("figure %d: from %d to %d (%d %s)", i+1, from, to, points, plural(points, "point"))
	if g.Dark(to) {
		label += ", a dark space"
		if seat == g.active {
			label += ": if a figure of yours that moved stands on one when the round ends, you take a message"
		}
	}
	return engine.Option{JSON: fmt.Sprintf(`{"figure":%d}`, i+1), Label: label}
}

// messageDecision: carry out the message's action (option 0) or take its
// seal (option 1); only the seal when the action cannot be carried out.
type messageDecision struct {
	g    *Game
	seat int
}

func (d *messageDecision) Kind() engine.DecisionKind { return DecideMessage }
func (d *messageDecision) Seat() int                 { return d.seat }

func (d *messageDecision) Options() int {
	if d.g.msg.can {
		return 2
	}
	return 1
}

func (d *messageDecision) Option(i int) engine.Option {
	g, mi := d.g, d.g.msg.mi
	m := &g.rules.params.Deck[mi]
	if !g.msg.can || i == 1 {
		seal := engine.Option{JSON: `{"take":"seal"}`, Label: fmt.Sprintf("message %d: take its seal, %d points", m.Number, g.rules.params.SealPoints)}
		if !g.msg.can {
			seal.Label += " (its action cannot be carried out: " + g.CannotWhy(m) + ")"
		}
		return seal
	}
	label := fmt.Sprintf("message %d: %s", m.Number, Describe(m))
	if v := g.ActionValue(mi); v >= 0 {
		label += fmt.Sprintf(" (%d %s now)", v, plural(v, "point"))
	}
	return engine.Option{JSON: `{"take":"action"}`, Label: label}
}

// returnDecision: which of the active seat's followers message "score and
// return" scores and returns.
type returnDecision struct {
	g    *Game
	seat int
}

func (d *returnDecision) Kind() engine.DecisionKind { return DecideReturn }
func (d *returnDecision) Seat() int                 { return d.seat }
func (d *returnDecision) Options() int              { return len(d.g.buf.followers) }

// Option i is the follower as a record names it: {"x":1,"y":0,"at":"N"}.
func (d *returnDecision) Option(i int) engine.Option {
	g := d.g
	n := g.buf.followers[i].Node
	at := followerAt(g.core.Game, n)
	kind := g.core.Feature(n).KindName
	label := fmt.Sprintf("follower on the %s at (%d,%d) %s: scores %d, then returns", kind, at.X, at.Y, at.At, g.ReturnValue(n))
	if g.core.Majority(n)&(1<<g.active) == 0 {
		label = fmt.Sprintf("follower on the %s at (%d,%d) %s: no majority, scores nothing, returns", kind, at.X, at.Y, at.At)
	}
	return engine.Option{JSON: encode(at), Label: label, X: at.X, Y: at.Y, HasAt: true}
}

// cropDecision: every player may add a follower beside one of theirs of
// the crop circle's kind (option 0), or takes one back (option 1).
type cropDecision struct {
	g    *Game
	seat int
}

func (d *cropDecision) Kind() engine.DecisionKind { return DecideCrop }
func (d *cropDecision) Seat() int                 { return d.seat }
func (d *cropDecision) Options() int              { return 2 }

func (d *cropDecision) Option(i int) engine.Option {
	who := d.g.followerWord(d.g.crop.k)
	if i == 0 {
		return engine.Option{JSON: `{"cropCircle":"deploy"}`, Label: fmt.Sprintf("every player may add a follower beside one of their %ss", who)}
	}
	return engine.Option{JSON: `{"cropCircle":"remove"}`, Label: fmt.Sprintf("every player takes one of their %ss back", who)}
}

// cropFollowerDecision: which of the acting seat's followers of the kind
// gets a follower beside it, or goes back; with deploy, option 0 passes.
type cropFollowerDecision struct {
	g    *Game
	seat int
}

func (d *cropFollowerDecision) Kind() engine.DecisionKind { return DecideCropFollower }
func (d *cropFollowerDecision) Seat() int                 { return d.seat }
func (d *cropFollowerDecision) Options() int              { return d.first() + len(d.g.buf.cropFs) }

// first is the option of the seat's first follower: 1 with deploy.
func (d *cropFollowerDecision) first() int {
	if d.g.crop.deploy {
		return 1
	}
	return 0
}

func (d *cropFollowerDecision) Option(i int) engine.Option {
	g := d.g
	if i < d.first() {
		return engine.Option{JSON: `{}`, Label: "add no follower"}
	}
	f := g.buf.cropFs[i-d.first()]
	at := followerAt(g.core.Game, f.Node)
	kind := g.core.Feature(f.Node).KindName
	verb := "take back your follower"
	if g.crop.deploy {
		verb = "add a follower beside yours"
	}
	return engine.Option{JSON: encode(at), Label: fmt.Sprintf("%s on the %s at (%d,%d) %s", verb, kind, at.X, at.Y, at.At), X: at.X, Y: at.Y, HasAt: true}
}

// FollowerAt names a follower on the board as a record's "meeple" does:
// its tile's cell and the feature's first port in board orientation, or
// its kind (a cloister). It is the JSON of the return-follower and
// crop-follower options.
type FollowerAt struct {
	X  int    `json:"x"`
	Y  int    `json:"y"`
	At string `json:"at"`
}

// followerAt names the follower on node n.
func followerAt(core *engine.Game, n engine.Node) *FollowerAt {
	p := core.PlacedOf(n)
	def := core.Set.Tiles[p.Tile]
	fi := int(n - p.Node(0))
	return &FollowerAt{X: p.X, Y: p.Y, At: def.SpotName(p.Rot, fi)}
}

func encode(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		panic("encoding an option: " + err.Error()) // plain structs always encode
	}
	return string(data)
}
