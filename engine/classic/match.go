package classic

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Match is the match of a ruleset whose turns are classic's (classic, Road
// Race): the seat places a tile from its hand, then perhaps a follower on
// it. Tiles that fit nowhere are set aside by the rules, without a
// decision. It is an engine.State: each tile drawn is a chance event
// (engine.ChanceDraw), taken from the seeded pile unless forced.
type Match struct {
	g          *Game
	started    bool // the current turn's decisions have begun
	placed     bool // its tile is placed: the follower decision is pending
	placements []engine.Placement
	spots      []engine.Spot
	place      placeDecision
	follower   followerDecision
	draw       drawEvent
}

// NewMatch makes a match of game g, which must not be played by any
// other path while the match runs.
func NewMatch(g *Game) *Match {
	m := &Match{g: g}
	m.place.m, m.follower.m, m.draw.m = m, m, m
	return m
}

// Game is the game the match plays.
func (m *Match) Game() *Game { return m.g }

// Pending returns the placement or follower decision of the current seat,
// or nil once the game is over (final scoring has then run). It first
// deals the tiles the turn draws.
func (m *Match) Pending() engine.Decision {
	if !m.started {
		engine.DealAll(m)
		if m.g.Over() {
			return nil
		}
		m.started = true
		m.placements = m.g.AppendPlacements(m.placements[:0])
	}
	if m.placed {
		return &m.follower
	}
	return &m.place
}

// Chance is the draw the current seat's turn waits for, or nil. Before
// saying so it sets aside what fits nowhere and, when no seat can play,
// runs final scoring, as Game.Begin does.
func (m *Match) Chance() engine.ChanceEvent {
	if m.started || m.g.startStep() != stepDraw {
		return nil
	}
	return &m.draw
}

// Deal draws the next tile of the pile into the current seat's hand.
func (m *Match) Deal() int {
	if m.Chance() == nil {
		return -1
	}
	return m.g.dealToHand()
}

// Force draws a copy of tile o (an index into Set.Tiles) from anywhere in
// the pile into the current seat's hand.
func (m *Match) Force(o int) error {
	if m.Chance() == nil {
		return engine.ErrNoChance
	}
	if !m.g.forceToHand(o) {
		return fmt.Errorf("%w: no copy of that tile is left to draw", engine.ErrNoOutcome)
	}
	return nil
}

// Answer plays option i of the pending decision: a placement, or a
// follower spot (option 0 is "no follower").
func (m *Match) Answer(i int) error {
	if err := engine.CheckOption(m.Pending(), i); err != nil {
		return err
	}
	if !m.placed {
		m.g.PlaceUnchecked(m.placements[i])
		m.spots = m.g.AppendSpots(m.spots[:0])
		if len(m.spots) == 0 {
			m.endTurn()
			return nil
		}
		m.placed = true
		return nil
	}
	if i > 0 {
		m.g.DeployUnchecked(m.spots[i-1])
	}
	m.endTurn()
	return nil
}

func (m *Match) endTurn() {
	m.g.EndTurn()
	m.started, m.placed = false, false
}

// Close does nothing: a match holds nothing beyond its game.
func (m *Match) Close() {}

// Core is the kernel game the match plays (engine.Viewer).
func (m *Match) Core() *engine.Game { return m.g.Game }

// Standing gives the seats' scores and who leads or won (engine.Stander).
func (m *Match) Standing() engine.Standing { return engine.SeatStanding(m.g.Game) }

// NewMatchHook is the registry's NewMatch hook (rulesets.Hooks) of a game
// whose turn is classic's — place the tile drawn, then perhaps a follower
// — with its rules bound by rs: classic's own, and any ruleset that
// scores classic's turn its own way (Road Race; docs/adding-a-game.md).
func NewMatchHook(rs engine.Ruleset) func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
	return func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
		rules, err := rs.Bind(set, options)
		if err != nil {
			return nil, err
		}
		g, err := NewGame(set, rules, engine.Setup{Mix: mix, Players: players, Seed: seed, Events: true})
		if err != nil {
			return nil, err
		}
		return NewMatch(g), nil
	}
}

// placeDecision: where the seat's tile goes (with hands, which tile too).
type placeDecision struct{ m *Match }

func (d *placeDecision) Kind() engine.DecisionKind { return engine.DecidePlacement }
func (d *placeDecision) Seat() int                 { return d.m.g.Current() }
func (d *placeDecision) Options() int              { return len(d.m.placements) }

// Option i is a placement: {"tile":"D","x":1,"y":0,"rot":90}, "D at (1,0)
// rot 90", at that cell (engine.Board.PlacementOption). The encoding is a
// record move's.
func (d *placeDecision) Option(i int) engine.Option { return d.m.g.PlacementOption(d.m.placements[i]) }

// followerDecision: a follower on a free feature of the tile just placed,
// or none (option 0).
type followerDecision struct{ m *Match }

func (d *followerDecision) Kind() engine.DecisionKind { return engine.DecideFollower }
func (d *followerDecision) Seat() int                 { return d.m.g.Current() }
func (d *followerDecision) Options() int              { return 1 + len(d.m.spots) }

// Option 0 is {} "no follower"; option i is {"meeple":{"at":"NL"}}
// "follower on the city at NL", named as a record names it.
func (d *followerDecision) Option(i int) engine.Option {
	if i == 0 {
		return d.m.g.SpotOption(nil)
	}
	return d.m.g.SpotOption(&d.m.spots[i-1])
}
