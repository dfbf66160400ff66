package mists

import (
	"encoding/json"
	"fmt"

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

// Match is a Mists game as an engine.State: the game's phase is the
// decision or draw it waits for, so a copy can be taken at any of them.
// The team (engine.TeamSeat) takes every decision; every draw is a chance
// event (ChanceDraw, ChanceFaceDown).
type Match struct {
	g      *Game
	d      decision
	draw   drawEvent
	policy lightBot // Rollout's
	rated  []rated  // Candidates'
}

// NewMatch makes a match of game g, which must not be played by any other
// path while the match runs.
func NewMatch(g *Game) *Match {
	m := &Match{g: g}
	m.d.g, m.draw.g = g, g
	g.match = m
	return m
}

// Game is the game the match plays.
func (m *Match) Game() *Game { return m.g }

// Won reports whether the team has won (a simulation's quality report
// counts the team's wins by it).
func (m *Match) Won() bool { return m.g.won }

// RecordHeader is the header of a record of the game so far
// (engine.RecordHeaderWriter); the options are the game's own (its level
// and collective rule as Bind read them), none when they are all unset.
func (m *Match) RecordHeader(pack string, _ []byte) (engine.RecordHeader, error) {
	g := m.g
	opts, err := json.Marshal(g.Rules.options)
	if err != nil {
		return engine.RecordHeader{}, fmt.Errorf("mists: the game's options: %w", err)
	}
	if string(opts) == "{}" {
		opts = nil
	}
	return engine.RecordHeader{Pack: pack, Mix: g.mix.ID, Ruleset: engine.RecordRuleset{Name: "mists", Options: opts},
		Players: g.names, Seed: g.core.Seed()}, nil
}

// Pending deals the draws that stand before the next decision and returns
// it, or nil once the game is over.
func (m *Match) Pending() engine.Decision {
	g := m.g
	for g.t.phase.chance() {
		g.dealNext()
	}
	if !g.t.phase.deciding() {
		return nil
	}
	return &m.d
}

// Answer takes option i of the pending decision.
func (m *Match) Answer(i int) error {
	if m.Pending() == nil {
		return engine.ErrNoDecision
	}
	return m.g.answer(i)
}

// Close does nothing: a match holds nothing beyond its game.
func (m *Match) Close() {}

// Over reports whether the game is over.
func (m *Match) Over() bool { return m.g.over }

// Seats is the number of players.
func (m *Match) Seats() int { return len(m.g.names) }

// Scores appends the team's result: its progress (the shared score, or
// the lowest of Level 6's score meeples).
func (m *Match) Scores(dst []int) []int { return append(dst, m.g.Progress()) }

// Reward is the game's worth to the team (reward), whoever asks.
func (m *Match) Reward(int) float64 { return reward(m.g) }

// reward is a game's worth to the team, from 0 to 1: a win is worth 0.8
// and up to 0.2 more with the ghosts left in the supply (a win with room
// to spare); otherwise up to 0.6, by how far the score got towards the
// goal (Progress: the lowest score meeple on Level 6, where the dogs'
// thresholds count for it too). So every win is worth more than every
// loss, and among losses the one nearer the goal counts more: on the
// harder levels nearly every playout loses, and the progress still tells
// the options apart. A playout that stopped at its horizon (over, neither
// won nor lost) is worth the horizon value's estimate.
func reward(g *Game) float64 {
	switch {
	case g.won:
		return 0.8 + 0.2*float64(g.supply)/float64(max(g.Rules.Level.Ghosts, 1))
	case g.over && g.lost == NotLost:
		return horizonValue(g)
	}
	goal := max(g.Rules.Level.Goal, 1)
	return 0.6 * float64(min(g.Progress(), goal)) / float64(goal)
}

// Chance is the pending draw, or nil.
func (m *Match) Chance() engine.ChanceEvent {
	if !m.g.t.phase.chance() {
		return nil
	}
	return &m.draw
}

// Deal draws the next tile of the active stack; -1 when no draw is
// pending.
func (m *Match) Deal() int {
	if !m.g.t.phase.chance() {
		return -1
	}
	return m.g.dealNext()
}

// Force draws outcome o: a copy of tile o/symSpan with o%symSpan ghost
// symbols, from anywhere in the undrawn pile.
func (m *Match) Force(o int) error { return m.g.force(o) }

// Redeal deals again, with a random source reseeded with seed, what the
// team cannot see (deal.go); every seat sees what the team sees.
func (m *Match) Redeal(_ int, seed uint64) { m.g.redeal(seed) }

// Rand is the game's random source.
func (m *Match) Rand() *engine.Rand { return m.g.core.Rand() }

// Clone returns a copy of the match on a twin of its game, which keeps no
// events.
func (m *Match) Clone() engine.State {
	c := NewMatch(m.g.NewTwin())
	c.CopyFrom(m)
	return c
}

// CopyFrom makes m a copy of src, a match of a twin game, without its
// events (what a search plays on).
func (m *Match) CopyFrom(src engine.State) {
	m.g.copyFrom(src.(*Match).g, false)
}

// AgentTeam plays an engine.Agent (a search) as the team of a game.
type AgentTeam struct{ Agent engine.Agent }

// Choose puts the pending decision to the agent, on the game's match.
func (a AgentTeam) Choose(g *Game) (int, error) {
	if g.match == nil {
		g.match = NewMatch(g)
	}
	return a.Agent.Decide(g.match, &g.match.d)
}

// NewAgent returns the agent of a team name: a search as itself, any
// other team through TeamAgent.
func NewAgent(name string) (engine.Agent, error) {
	t, err := NewTeam(name)
	if err != nil {
		return nil, err
	}
	if a, ok := t.(AgentTeam); ok {
		return a.Agent, nil
	}
	return TeamAgent{t}, nil
}

// TeamAgent answers a Mists match's decisions with a Team, as Game.Play
// would: the same team and seed play the same game either way.
type TeamAgent struct{ Team Team }

// Decide puts the decision to the team.
func (a TeamAgent) Decide(m engine.Match, d engine.Decision) (int, error) {
	mm, ok := engine.Underlying(m).(*Match)
	if !ok {
		return 0, fmt.Errorf("a team cannot take a %s decision of another game", d.Kind())
	}
	return a.Team.Choose(mm.g)
}
