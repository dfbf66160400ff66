package mists

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// The decisions of Mists over Carcassonne, besides the core's place-tile
// and place-follower (here: a meeple of a colour). The team takes them all.
const (
	DecideScoreColours engine.DecisionKind = "score-colours"
	DecideScore        engine.DecisionKind = "points-or-ghosts"
	DecideBury         engine.DecisionKind = "bury-meeple"
	DecideGraveyard    engine.DecisionKind = "graveyard-ghost"
	DecideScoreTo      engine.DecisionKind = "score-to"
	DecideDog          engine.DecisionKind = "place-dog"
	DecideFaceDown     engine.DecisionKind = "face-down"
)

// DecisionKinds lists every kind of decision a Mists match asks for.
var DecisionKinds = []engine.DecisionKind{DecideScoreColours, engine.DecidePlacement, DecideGraveyard,
	engine.DecideFollower, DecideScore, DecideScoreTo, DecideBury, DecideDog, DecideFaceDown}

// DecisionTitles name Mists' decisions for people (the editor's decision
// panel).
var DecisionTitles = map[engine.DecisionKind]string{
	DecideScoreColours:     "Choose the colours of the score meeples",
	DecideGraveyard:        "Choose the graveyard for the extra ghost",
	DecideScore:            "Take the points, or remove ghosts instead",
	DecideScoreTo:          "Choose the score meeple the points go to",
	DecideBury:             "Bury a meeple in the graveyard",
	DecideDog:              "Place the dog",
	DecideFaceDown:         "Lay a tile face down",
	engine.DecidePlacement: "Place the tile",
	engine.DecideFollower:  "Place a meeple of a colour",
}

// Match plays a Mists game one decision at a time (engine.Match). The
// rules engine asks a Team for every choice as the turn reaches it; the
// match runs it on a goroutine of its own (engine.PullMatch) whose team
// hands each question out as a decision and waits for the answer, so the
// turn's code is the same whether a bot, a person or a record decides.
type Match struct {
	*engine.PullMatch
	g *Game
}

// NewMatch makes a match of game g, which must not be played by any other
// path while the match runs. Close it when done with it before the end.
func NewMatch(g *Game) *Match {
	return &Match{g: g, PullMatch: engine.NewPullMatch(func(ask func(engine.Pulled) bool) error {
		return g.Play(&pullTeam{yield: ask})
	})}
}

// Game is the game the match plays.
func (m *Match) Game() *Game { return m.g }

// EncodeRecord writes the game so far as a Mists record
// (engine.Recorder); the options are the record's own (its level).
func (m *Match) EncodeRecord(pack string, _ []byte) ([]byte, error) {
	return m.g.Record(pack).Encode()
}

// decision is one question of the rules engine to the team.
type decision = engine.Question[Team]

// TeamAgent answers a Mists match's decisions with a Team, as Game.Play
// would: the same team and seed play the same game either way.
type TeamAgent struct{ Team Team }

// Decide puts the decision to the team.
func (a TeamAgent) Decide(_ engine.Match, d engine.Decision) (int, error) {
	return engine.AskAgent(d, a.Team, "a team")
}

// pullTeam is the Team of a match: each question becomes a decision that
// the goroutine hands it over, and the answer comes back as the team's choice.
type pullTeam struct {
	yield func(engine.Pulled) bool
}

// decide yields d and returns the option chosen.
func (p *pullTeam) decide(d *decision) (int, error) {
	if d.N == 0 {
		return 0, fmt.Errorf("a %s decision with no option", d.Of)
	}
	return engine.Put(p.yield, d)
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

func (p *pullTeam) Place(g *Game, tile int, ps []engine.Placement) (int, error) {
	return p.decide(&decision{By: engine.TeamSeat, Of: engine.DecidePlacement, N: len(ps),
		Describe: func(i int) engine.Option {
			x, y := g.core.CellXY(ps[i].Cell)
			rot := int(ps[i].Rot) * 90
			return engine.Option{JSON: encode(struct {
				Tile string `json:"tile"`
				X    int    `json:"x"`
				Y    int    `json:"y"`
				Rot  int    `json:"rot"`
			}{g.tileID(tile), x, y, rot}), Label: fmt.Sprintf("%s at (%d,%d) rot %d", g.tileID(tile), x, y, rot), X: x, Y: y, HasAt: true}
		},
		Ask: func(t Team) (int, error) { return t.Place(g, tile, ps) }})
}

func (p *pullTeam) Meeple(g *Game, choices []ColourSpot) (int, error) {
	pi := g.core.LastPlaced()
	i, err := p.decide(&decision{By: engine.TeamSeat, Of: engine.DecideFollower, N: 1 + len(choices),
		Describe: func(i int) engine.Option {
			if i == 0 {
				return g.optionAt(pi, struct{}{}, "no meeple")
			}
			c := choices[i-1]
			pl := g.core.Board()[pi]
			at := g.Rules.Set.Tiles[pl.Tile].SpotName(pl.Rot, c.Spot.Feature)
			return g.optionAt(pi, struct {
				Colour string   `json:"colour"`
				Meeple MeepleOn `json:"meeple"`
			}{Colours[c.Colour], MeepleOn{At: at}}, fmt.Sprintf("a %s meeple at %s", Colours[c.Colour], at))
		},
		Ask: func(t Team) (int, error) {
			i, err := t.Meeple(g, choices)
			return i + 1, err
		}})
	return i - 1, err
}

func (p *pullTeam) Score(g *Game, c Completion) (ScoreChoice, error) {
	most := g.Rules.Params.Scoring.GhostsRemoved
	var tiles []int // placed tiles whose ghosts the team may remove instead
	if most > 0 {
		for pi, n := range g.ghosts {
			if n > 0 {
				tiles = append(tiles, pi)
			}
		}
	}
	clear := func(pi int) int { return min(int(g.ghosts[pi]), most) }
	i, err := p.decide(&decision{By: engine.TeamSeat, Of: DecideScore, N: 1 + len(tiles),
		Describe: func(i int) engine.Option {
			if i == 0 {
				return engine.Option{JSON: encode(Scoring{Kind: string(c.Kind), Choice: "points"}),
					Label: fmt.Sprintf("%d point(s) for the %s", c.Total, c.Kind)}
			}
			pi := tiles[i-1]
			at := g.at(pi)
			return g.optionAt(pi, Scoring{Kind: string(c.Kind), Choice: "ghosts", Clear: &ClearAt{X: at.X, Y: at.Y, Ghosts: clear(pi)}},
				fmt.Sprintf("remove %d ghost(s) at (%d,%d) instead of the %s's points", clear(pi), at.X, at.Y, c.Kind))
		},
		Ask: func(t Team) (int, error) {
			ch, err := t.Score(g, c)
			if err != nil || !ch.Ghosts {
				return 0, err
			}
			if k := slices.Index(tiles, ch.Tile); k >= 0 {
				return k + 1, nil
			}
			return 0, fmt.Errorf("the team removes ghosts from a tile that holds none")
		}})
	if err != nil || i == 0 {
		return ScoreChoice{}, err
	}
	return ScoreChoice{Ghosts: true, Tile: tiles[i-1], N: clear(tiles[i-1])}, nil
}

func (p *pullTeam) Bury(g *Game, graveyard int, meeples []MeepleRef) (int, error) {
	return p.decide(&decision{By: engine.TeamSeat, Of: DecideBury, N: len(meeples),
		Describe: func(i int) engine.Option {
			r := meeples[i]
			b := Burial{Graveyard: *g.at(graveyard), Colour: Colours[r.Colour]}
			label := fmt.Sprintf("bury a %s meeple from the supply", Colours[r.Colour])
			if r.Node >= 0 {
				b.Meeple = g.meepleOn(r.Node)
				label = fmt.Sprintf("bury the %s meeple at (%d,%d) %s", Colours[r.Colour], *b.Meeple.X, *b.Meeple.Y, b.Meeple.At)
			}
			return g.optionAt(graveyard, b, label)
		},
		Ask: func(t Team) (int, error) { return t.Bury(g, graveyard, meeples) }})
}

func (p *pullTeam) Graveyard(g *Game, open []int) (int, error) {
	return p.decide(&decision{By: engine.TeamSeat, Of: DecideGraveyard, N: len(open),
		Describe: func(i int) engine.Option {
			at := g.at(open[i])
			return g.optionAt(open[i], struct {
				Graveyard XY `json:"graveyard"`
			}{*at}, fmt.Sprintf("the extra ghost on the graveyard at (%d,%d)", at.X, at.Y))
		},
		Ask: func(t Team) (int, error) { return t.Graveyard(g, open) }})
}

func (p *pullTeam) ScoreTo(g *Game, colour, points int) (int, error) {
	return p.decide(&decision{By: engine.TeamSeat, Of: DecideScoreTo, N: len(g.scoreColour),
		Describe: func(i int) engine.Option {
			to := Colours[g.scoreColour[i]]
			return engine.Option{JSON: encode(struct {
				ScoreTo string `json:"scoreTo"`
			}{to}), Label: fmt.Sprintf("%d point(s) of %s to the %s score meeple", points, Colours[colour], to)}
		},
		Ask: func(t Team) (int, error) { return t.ScoreTo(g, colour, points) }})
}

func (p *pullTeam) FaceDown(g *Game, cells []int32) (int, error) {
	return p.decide(&decision{By: engine.TeamSeat, Of: DecideFaceDown, N: len(cells),
		Describe: func(i int) engine.Option {
			x, y := g.core.CellXY(cells[i])
			return engine.Option{JSON: encode(struct {
				FaceDown XY `json:"faceDown"`
			}{XY{x, y}}), Label: fmt.Sprintf("a tile face down at (%d,%d)", x, y), X: x, Y: y, HasAt: true}
		},
		Ask: func(t Team) (int, error) { return t.FaceDown(g, cells) }})
}

// ScoreColours offers every ordered choice of n colours among those in
// play (the order is the score meeples' order in the record).
func (p *pullTeam) ScoreColours(g *Game, n int) ([]int, error) {
	choices := orderedChoices(g.ColoursInPlay(), n)
	i, err := p.decide(&decision{By: engine.TeamSeat, Of: DecideScoreColours, N: len(choices),
		Describe: func(i int) engine.Option {
			names := make([]string, len(choices[i]))
			for k, c := range choices[i] {
				names[k] = Colours[c]
			}
			return engine.Option{JSON: encode(struct {
				ScoreColours []string `json:"scoreColours"`
			}{names}), Label: "score meeples in " + strings.Join(names, ", ")}
		},
		Ask: func(t Team) (int, error) {
			cs, err := t.ScoreColours(g, n)
			if err != nil {
				return 0, err
			}
			k := slices.IndexFunc(choices, func(c []int) bool { return slices.Equal(c, cs) })
			if k < 0 {
				return 0, fmt.Errorf("the team chose score colours %s, not %d different colours in play", engine.Numbers(cs), n)
			}
			return k, nil
		}})
	if err != nil {
		return nil, err
	}
	return choices[i], nil
}

// orderedChoices lists every sequence of n different numbers below c, in
// lexicographic order (c!/(c-n)! of them; at most 120 for 6 colours).
func orderedChoices(c, n int) [][]int {
	var out [][]int
	var walk func(prefix []int)
	walk = func(prefix []int) {
		if len(prefix) == n {
			out = append(out, slices.Clone(prefix))
			return
		}
		for k := range c {
			if !slices.Contains(prefix, k) {
				walk(append(prefix, k))
			}
		}
	}
	walk(make([]int, 0, n))
	return out
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
