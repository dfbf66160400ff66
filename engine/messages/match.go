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

// Match plays a Messages game one decision at a time (engine.Match): the
// game runs on a goroutine of its own (engine.PullMatch) whose chooser
// hands each question out as a decision and waits for its answer.
type Match struct {
	*engine.PullMatch
	g *Game
}

// NewMatch makes a match of game g, which no other path may play while
// the match runs. Close it when done with it before the end.
func NewMatch(g *Game) *Match {
	g.keepTurns() // for search bots among its agents
	return &Match{g: g, PullMatch: engine.NewPullMatch(func(ask func(engine.Pulled) bool) error {
		return g.Play(&pullChooser{yield: ask})
	})}
}

// Game is the game the match plays.
func (m *Match) Game() *Game { return m.g }

// Core is the classic game under the module (engine.Viewer).
func (m *Match) Core() *engine.Game { return m.g.core }

// EncodeRecord writes the game so far as a record (engine.Recorder).
func (m *Match) EncodeRecord(pack string, _ []byte) ([]byte, error) { return m.g.EncodeRecord(pack) }

// Standing is how the game stands (engine.Stander).
func (m *Match) Standing() engine.Standing { return m.g.Standing() }

// decision is one question of the game to a seat.
type decision = engine.Question[Bot]

// BotAgent answers a match's decisions with a bot, as the fast path does:
// the same bots and seed play the same game either way.
type BotAgent struct{ Bot Bot }

// Decide puts the decision to the bot.
func (a BotAgent) Decide(_ engine.Match, d engine.Decision) (int, error) {
	return engine.AskAgent(d, a.Bot, "bot "+a.Bot.Name())
}

// pullChooser is the chooser of a match: each question becomes a decision
// handed out by the game's goroutine.
type pullChooser struct {
	yield func(engine.Pulled) bool
}

func (p *pullChooser) decide(d *decision) (int, error) { return engine.Put(p.yield, d) }

func encode(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		panic("encoding an option: " + err.Error()) // plain structs always encode
	}
	return string(data)
}

func (p *pullChooser) place(g *Game) (engine.Placement, error) {
	ps := g.core.AppendPlacements(g.buf.placements[:0])
	g.buf.placements = ps
	seat := g.core.Current()
	i, err := p.decide(&decision{Of: engine.DecidePlacement, By: seat, N: len(ps),
		Describe: func(i int) engine.Option { return g.core.PlacementOption(ps[i]) },
		Ask: botAsk(func(b Bot) int {
			if s, ok := b.(engine.Sampler); ok {
				want := s.SamplePlacement(g.core)
				for i, p := range ps {
					if p == want {
						return i
					}
				}
			}
			return b.ChoosePlacement(g.core, ps)
		})})
	if err != nil {
		return engine.Placement{}, err
	}
	return ps[i], nil
}

func (p *pullChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	i, err := p.decide(&decision{Of: engine.DecideFollower, By: g.core.Current(), N: 1 + len(spots),
		Describe: func(i int) engine.Option {
			if i == 0 {
				return g.core.SpotOption(nil)
			}
			return g.core.SpotOption(&spots[i-1])
		},
		Ask: botAsk(func(b Bot) int { return b.ChooseSpot(g.core, spots) + 1 })})
	return i - 1, err
}

func (p *pullChooser) figure(g *Game, seat, points int) (int, error) {
	figs := g.Figures(seat)
	return p.decide(&decision{Of: DecideFigure, By: seat, N: len(figs),
		Describe: func(i int) engine.Option {
			to := figs[i] + points
			label := fmt.Sprintf("figure %d: from %d to %d (%d %s)", i+1, figs[i], to, points, plural(points, "point"))
			if g.Dark(to) {
				label += ", a dark space"
				if seat == g.active {
					label += ": if a figure of yours that moved stands on one when the round ends, you take a message"
				}
			}
			return engine.Option{JSON: fmt.Sprintf(`{"figure":%d}`, i+1), Label: label}
		},
		Ask: botAsk(func(b Bot) int { return b.Figure(g, seat, points) })})
}

func (p *pullChooser) message(g *Game, mi int, can bool) (bool, error) {
	m := &g.rules.params.Deck[mi]
	seal := engine.Option{JSON: `{"take":"seal"}`, Label: fmt.Sprintf("message %d: take its seal, %d points", m.Number, g.rules.params.SealPoints)}
	if !can {
		seal.Label += " (its action cannot be carried out: " + g.cannotWhy(m) + ")"
		_, err := p.decide(&decision{Of: DecideMessage, By: g.active, N: 1,
			Describe: func(int) engine.Option { return seal }, Ask: botAsk(func(Bot) int { return 0 })})
		return false, err
	}
	i, err := p.decide(&decision{Of: DecideMessage, By: g.active, N: 2,
		Describe: func(i int) engine.Option {
			if i == 1 {
				return seal
			}
			label := fmt.Sprintf("message %d: %s", m.Number, Describe(m))
			if v := g.ActionValue(mi); v >= 0 {
				label += fmt.Sprintf(" (%d %s now)", v, plural(v, "point"))
			}
			return engine.Option{JSON: `{"take":"action"}`, Label: label}
		},
		Ask: botAsk(func(b Bot) int {
			if b.TakeAction(g, mi) {
				return 0
			}
			return 1
		})})
	return i == 0, err
}

func (p *pullChooser) follower(g *Game, fs []engine.Follower) (int, error) {
	return p.decide(&decision{Of: DecideReturn, By: g.active, N: len(fs),
		Describe: func(i int) engine.Option {
			at := followerAt(g.core, fs[i].Node)
			kind := g.core.Feature(fs[i].Node).KindName
			v := g.ReturnValue(fs[i].Node)
			label := fmt.Sprintf("follower on the %s at (%d,%d) %s: scores %d, then returns", kind, at.X, at.Y, at.At, v)
			if g.core.Majority(fs[i].Node)&(1<<g.active) == 0 {
				label = fmt.Sprintf("follower on the %s at (%d,%d) %s: no majority, scores nothing, returns", kind, at.X, at.Y, at.At)
			}
			return engine.Option{JSON: encode(at), Label: label, X: at.X, Y: at.Y, HasAt: true}
		},
		Ask: botAsk(func(b Bot) int { return b.ReturnFollower(g, fs) })})
}

func (p *pullChooser) arrange(*Game) error { return nil }

func (p *pullChooser) roundStart() int { return 0 }

func (p *pullChooser) cropChoice(g *Game, k, _ int) (bool, error) {
	who := g.followerWord(k)
	i, err := p.decide(&decision{Of: DecideCrop, By: g.active, N: 2,
		Describe: func(i int) engine.Option {
			if i == 0 {
				return engine.Option{JSON: `{"cropCircle":"deploy"}`, Label: fmt.Sprintf("every player may add a follower beside one of their %ss", who)}
			}
			return engine.Option{JSON: `{"cropCircle":"remove"}`, Label: fmt.Sprintf("every player takes one of their %ss back", who)}
		},
		Ask: botAsk(func(b Bot) int {
			if b.CropDeploy(g, k) {
				return 0
			}
			return 1
		})})
	return i == 0, err
}

func (p *pullChooser) cropFollower(g *Game, seat int, deploy bool, fs []engine.Follower, _ int) (int, error) {
	first := 0
	if deploy {
		first = 1 // option 0 passes
	}
	i, err := p.decide(&decision{Of: DecideCropFollower, By: seat, N: first + len(fs),
		Describe: func(i int) engine.Option {
			if i < first {
				return engine.Option{JSON: `{}`, Label: "add no follower"}
			}
			f := fs[i-first]
			at := followerAt(g.core, f.Node)
			kind := g.core.Feature(f.Node).KindName
			verb := "take back your follower"
			if deploy {
				verb = "add a follower beside yours"
			}
			return engine.Option{JSON: encode(at), Label: fmt.Sprintf("%s on the %s at (%d,%d) %s", verb, kind, at.X, at.Y, at.At), X: at.X, Y: at.Y, HasAt: true}
		},
		Ask: botAsk(func(b Bot) int { return b.CropFollower(g, seat, deploy, fs) + first })})
	return i - first, err
}

func (p *pullChooser) extraTile(g *Game) error { return g.playExtra() }

// botAsk makes a bot's choice an agent's answer: a bot never fails.
func botAsk(choose func(b Bot) int) func(Bot) (int, error) {
	return func(b Bot) (int, error) { return choose(b), nil }
}
