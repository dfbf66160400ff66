package engine

import (
	"fmt"
	"strconv"
)

// CoreMatch is the match of a ruleset whose turns are the core's (classic):
// the seat places a tile from its hand, then perhaps a follower on it.
// Tiles that fit nowhere are set aside by the rules, without a decision.
// It is a State: each tile drawn is a chance event (ChanceDraw), taken
// from the seeded pile unless forced.
type CoreMatch struct {
	g          *Game
	started    bool // the current turn's decisions have begun
	placed     bool // its tile is placed: the follower decision is pending
	placements []Placement
	spots      []Spot
	place      placeDecision
	follower   followerDecision
	draw       drawEvent
}

// NewCoreMatch makes a match of game g, which must not be played by any
// other path while the match runs.
func NewCoreMatch(g *Game) *CoreMatch {
	m := &CoreMatch{g: g}
	m.place.m, m.follower.m, m.draw.m = m, m, m
	return m
}

// Game is the game the match plays.
func (m *CoreMatch) Game() *Game { return m.g }

// Pending returns the placement or follower decision of the current seat,
// or nil once the game is over (final scoring has then run). It first
// deals the tiles the turn draws.
func (m *CoreMatch) Pending() Decision {
	if !m.started {
		DealAll(m)
		if m.g.over {
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
func (m *CoreMatch) Chance() ChanceEvent {
	if m.started || m.g.startStep() != stepDraw {
		return nil
	}
	return &m.draw
}

// Deal draws the next tile of the pile into the current seat's hand.
func (m *CoreMatch) Deal() int {
	if m.Chance() == nil {
		return -1
	}
	return m.g.dealToHand()
}

// Force draws a copy of tile o (an index into Set.Tiles) from anywhere in
// the pile into the current seat's hand.
func (m *CoreMatch) Force(o int) error {
	if m.Chance() == nil {
		return ErrNoChance
	}
	if !m.g.forceToHand(o) {
		return fmt.Errorf("%w: no copy of that tile is left to draw", ErrNoOutcome)
	}
	return nil
}

// Answer plays option i of the pending decision: a placement, or a
// follower spot (option 0 is "no follower").
func (m *CoreMatch) Answer(i int) error {
	d := m.Pending()
	if d == nil {
		return ErrNoDecision
	}
	if i < 0 || i >= d.Options() {
		return optionRangeError(d, i)
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

func (m *CoreMatch) endTurn() {
	m.g.EndTurn()
	m.started, m.placed = false, false
}

// EncodeRecord writes the game so far as a game record (Recorder).
func (m *CoreMatch) EncodeRecord(pack string, options []byte) ([]byte, error) {
	return m.g.Record(pack, options).Encode()
}

// Close does nothing: a core match holds nothing beyond its game.
func (m *CoreMatch) Close() {}

// placeDecision: where the seat's tile goes (with hands, which tile too).
type placeDecision struct{ m *CoreMatch }

func (d *placeDecision) Kind() DecisionKind { return DecidePlacement }
func (d *placeDecision) Seat() int          { return d.m.g.Current() }
func (d *placeDecision) Options() int       { return len(d.m.placements) }

// Option i is a placement: {"tile":"D","x":1,"y":0,"rot":90}, "D at (1,0)
// rot 90", at that cell. The encoding is a record move's.
func (d *placeDecision) Option(i int) Option { return d.m.g.PlacementOption(d.m.placements[i]) }

// PlacementOption describes placement p as an option of a decision:
// {"tile":"D","x":1,"y":0,"rot":90}, "D at (1,0) rot 90", at that cell —
// the encoding a record move's.
func (b *Board) PlacementOption(p Placement) Option {
	x, y := b.xy(p.Cell)
	id := b.Set.Tiles[p.Tile].ID
	rot := int(p.Rot) * 90
	return Option{
		JSON:  `{"tile":` + strconv.Quote(id) + `,"x":` + strconv.Itoa(x) + `,"y":` + strconv.Itoa(y) + `,"rot":` + strconv.Itoa(rot) + `}`,
		Label: fmt.Sprintf("%s at (%d,%d) rot %d", id, x, y, rot),
		X:     x, Y: y, HasAt: true,
	}
}

// followerDecision: a follower on a free feature of the tile just placed,
// or none (option 0).
type followerDecision struct{ m *CoreMatch }

func (d *followerDecision) Kind() DecisionKind { return DecideFollower }
func (d *followerDecision) Seat() int          { return d.m.g.Current() }
func (d *followerDecision) Options() int       { return 1 + len(d.m.spots) }

// Option 0 is {} "no follower"; option i is {"meeple":{"at":"NL"}}
// "follower on the city at NL", named as a record names it.
func (d *followerDecision) Option(i int) Option {
	if i == 0 {
		return d.m.g.SpotOption(nil)
	}
	return d.m.g.SpotOption(&d.m.spots[i-1])
}

// SpotOption describes a follower spot of the tile placed last as an
// option of a decision: {"meeple":{"at":"NL"}}, "follower on the city at
// NL", named as a record names it; nil is {} "no follower".
func (g *Game) SpotOption(s *Spot) Option {
	p := &g.placed[g.lastTile]
	if s == nil {
		return Option{JSON: `{}`, Label: "no follower", X: p.X, Y: p.Y, HasAt: true}
	}
	def := g.Set.Tiles[p.Tile]
	at := spotName(def, p.Rot, s.Feature)
	kind := string(def.Features[s.Feature].KindName)
	label := "follower on the " + kind
	if at != kind {
		label += " at " + at
	}
	return Option{JSON: `{"meeple":{"at":` + strconv.Quote(at) + `}}`, Label: label, X: p.X, Y: p.Y, HasAt: true}
}

// BotAgent answers the core's decisions with a Bot, as the fast path's
// Player does: the same bot and seed play the same game either way.
type BotAgent struct{ Bot Bot }

// Decide asks the bot for a placement or a follower spot.
func (a BotAgent) Decide(m Match, d Decision) (int, error) {
	switch d := d.(type) {
	case *placeDecision:
		g := d.m.g
		if s, ok := a.Bot.(Sampler); ok {
			want := s.SamplePlacement(g)
			for i, p := range d.m.placements {
				if p == want {
					return i, nil
				}
			}
			return 0, fmt.Errorf("bot %s sampled a placement that is not legal", a.Bot.Name())
		}
		return a.Bot.ChoosePlacement(g, g.current, d.m.placements), nil
	case *followerDecision:
		return a.Bot.ChooseSpot(d.m.g, d.m.g.current, d.m.spots) + 1, nil
	}
	return 0, fmt.Errorf("bot %s cannot take a %s decision", a.Bot.Name(), d.Kind())
}
