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

// Match plays a game of The Castle one decision at a time (engine.Match):
// the game runs on a goroutine of its own (engine.PullMatch) whose chooser
// hands each question out as a decision.
type Match struct {
	*engine.PullMatch
	g *Game
}

// NewMatch makes a match of game g, which no other path may play while
// the match runs. Close it when done with it before the end. The game
// keeps its turns, for search bots among its agents.
func NewMatch(g *Game) *Match {
	g.keepTurns()
	return &Match{g: g, PullMatch: engine.NewPullMatch(func(ask func(engine.Pulled) bool) error {
		return g.Play(&pullChooser{yield: ask})
	})}
}

// Game is the game the match plays.
func (m *Match) Game() *Game { return m.g }

// Core is the core game holding the board (engine.Viewer).
func (m *Match) Core() *engine.Game { return m.g.core }

// EncodeRecord writes the game so far as a record (engine.Recorder).
func (m *Match) EncodeRecord(pack string, _ []byte) ([]byte, error) {
	if m.g.ending && m.Pending() != nil {
		return nil, fmt.Errorf("final scoring is under way, with %s: finish it, then save the record", m.g.pendingEnd())
	}
	return m.g.Record(pack).Encode()
}

// Standing is how the game stands (engine.Stander).
func (m *Match) Standing() engine.Standing { return m.g.Standing() }

// Track is the score track round the wall (engine.Tracker).
func (m *Match) Track() engine.TrackView { return m.g.Track() }

// PieceMarks are the keeps (engine.PieceMarker).
func (m *Match) PieceMarks() []engine.PieceMark { return m.g.PieceMarks() }

// decision is one question of the game to a seat.
type decision = engine.Question[Bot]

// BotAgent answers a match's decisions with a bot, as the fast path does.
type BotAgent struct{ Bot Bot }

// Decide puts the decision to the bot.
func (a BotAgent) Decide(_ engine.Match, d engine.Decision) (int, error) {
	return engine.AskAgent(d, a.Bot, "bot "+a.Bot.Name())
}

// pullChooser is the chooser of a match: it draws from the shuffled pile
// and asks every choice.
type pullChooser struct {
	yield func(engine.Pulled) bool
}

func (p *pullChooser) decide(d *decision) (int, error) { return engine.Put(p.yield, d) }

func (*pullChooser) draw(g *Game) (int, bool, error) {
	t, ok := g.core.DrawNext()
	return t, ok, nil
}

func (*pullChooser) setAside(*Game, int) error { return nil }

func (*pullChooser) took(_ *Game, _, _, kind int) (int, error) { return kind, nil }

func (p *pullChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	return p.decide(&decision{Of: engine.DecidePlacement, By: g.current, N: len(ps),
		Describe: func(i int) engine.Option { return g.core.PlacementOption(ps[i]) },
		Ask:      func(b Bot) (int, error) { return b.Place(g, ps), nil }})
}

func (p *pullChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	if len(spots) == 0 {
		return -1, nil
	}
	i, err := p.decide(&decision{Of: engine.DecideFollower, By: g.current, N: 1 + len(spots),
		Describe: func(i int) engine.Option {
			if i == 0 {
				return g.core.SpotOption(nil)
			}
			o := g.core.SpotOption(&spots[i-1])
			o.Label = g.followerLabel(spots[i-1], o.Label)
			return o
		},
		Ask: func(b Bot) (int, error) { return b.Follower(g, spots) + 1, nil }})
	return i - 1, err
}

// followerLabel names a follower by its kind: "herald on the path".
func (g *Game) followerLabel(s engine.Spot, label string) string {
	role := map[int]string{g.rules.path: "herald", g.rules.tower: "knight", g.rules.house: "squire", g.rules.courtyard: "merchant (stays till the end)"}[g.core.KindOf(s.Node)]
	if role == "" {
		return label
	}
	return fmt.Sprintf("%s — a %s", label, role)
}

func (p *pullChooser) order(g *Game, seat int, ns []engine.Node) (int, error) {
	if len(ns) == 1 {
		return 0, nil
	}
	return p.decide(&decision{Of: DecideOrder, By: seat, N: len(ns),
		Describe: func(i int) engine.Option {
			n := ns[i]
			points, _ := g.rules.value(g.core, n)
			scorer := g.names[g.scorerOf(n)]
			x, y, at, placed := g.turnName(n)
			js, where := fmt.Sprintf(`{"at":%q}`, at), at
			if !placed {
				js, where = fmt.Sprintf(`{"x":%d,"y":%d,"at":%q}`, x, y, at), fmt.Sprintf("(%d,%d) %s", x, y, at)
			}
			return engine.Option{JSON: js, X: x, Y: y, HasAt: true,
				Label: fmt.Sprintf("the %s at %s: %d points for %s", g.core.Set.Kinds[g.core.KindOf(n)].Kind, where, points, scorer)}
		},
		Ask: func(b Bot) (int, error) { return b.Order(g, seat, ns), nil }})
}

func (p *pullChooser) double(g *Game, seat, kind int, n engine.Node) (bool, error) {
	i, err := p.decide(&decision{Of: DecideDouble, By: seat, N: 2,
		Describe: func(i int) engine.Option {
			if i == 1 {
				return engine.Option{JSON: `{}`, Label: fmt.Sprintf("keep wall tile %d for later", kind)}
			}
			tiles := g.core.Tiles(n)
			return engine.Option{JSON: fmt.Sprintf(`{"wallTile":%d}`, kind),
				Label: fmt.Sprintf("play wall tile %d: %d tiles × %d = %d points", kind, tiles, g.rules.wallValue(kind), tiles*g.rules.wallValue(kind))}
		},
		Ask: func(b Bot) (int, error) {
			if b.Double(g, seat, kind, n) {
				return 0, nil
			}
			return 1, nil
		}})
	return i == 0, err
}

func (p *pullChooser) extraTurn(g *Game, seat, kind int) (bool, error) {
	i, err := p.decide(&decision{Of: DecideExtraTurn, By: seat, N: 2,
		Describe: func(i int) engine.Option {
			if i == 1 {
				return engine.Option{JSON: `{}`, Label: fmt.Sprintf("keep wall tile %d for later", kind)}
			}
			return engine.Option{JSON: fmt.Sprintf(`{"wallTile":%d}`, kind), Label: fmt.Sprintf("play wall tile %d: another turn now", kind)}
		},
		Ask: func(b Bot) (int, error) {
			if b.ExtraTurn(g, seat, kind) {
				return 0, nil
			}
			return 1, nil
		}})
	return i == 0, err
}

func (p *pullChooser) endTile(g *Game, seat, kind int, targets []Target) (int, error) {
	what := g.rules.wallEffect(kind)
	return p.decide(&decision{Of: DecideWallTile, By: seat, N: len(targets),
		Describe: func(i int) engine.Option {
			t := targets[i]
			return engine.Option{JSON: fmt.Sprintf(`{"wallTile":%d,"x":%d,"y":%d,"at":%q}`, kind, t.X, t.Y, t.At), X: t.X, Y: t.Y, HasAt: true,
				Label: fmt.Sprintf("wall tile %d (%s) on the %s at (%d,%d) %s: %d points", kind, what, g.core.Set.Kinds[g.core.KindOf(t.Node)].Kind, t.X, t.Y, t.At, t.Points)}
		},
		Ask: func(b Bot) (int, error) { return b.WallTile(g, seat, kind, targets), nil }})
}

// scorerOf is the seat with more followers on territory n.
func (g *Game) scorerOf(n engine.Node) int {
	if g.core.Majority(n) == 1 {
		return 0
	}
	return 1
}
