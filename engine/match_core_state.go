package engine

import (
	"errors"
	"strconv"
)

// Errors of chance events.
var (
	ErrNoChance  = errors.New("no chance event is pending")
	ErrNoOutcome = errors.New("that outcome cannot happen")
)

// Over reports whether the game is over.
func (m *CoreMatch) Over() bool { return m.g.over }

// Seats is the number of seats.
func (m *CoreMatch) Seats() int { return len(m.g.names) }

// Scores appends each seat's score.
func (m *CoreMatch) Scores(dst []int) []int { return m.g.Scores(dst) }

// Reward is seat's margin over the best other seat, squashed
// (MarginReward).
func (m *CoreMatch) Reward(seat int) float64 { return m.g.MarginReward(seat) }

// Redeal reseeds the game's random source and deals again every tile seat
// cannot see, from one fixed order of them (Game.SortUnseenFor, then
// Game.DeterminizeFor). When the current seat's hand was dealt
// again in the middle of its turn, its placements are listed anew.
func (m *CoreMatch) Redeal(seat int, seed uint64) {
	m.g.rng.Seed(seed, 0x6d637473)
	m.g.SortUnseenFor(seat)
	m.g.DeterminizeFor(seat)
	if m.started && !m.placed && seat != m.g.current {
		m.placements = m.g.AppendPlacements(m.placements[:0])
	}
}

// Rand is the game's random source.
func (m *CoreMatch) Rand() *Rand { return &m.g.rng }

// Clone returns a copy of the match on a twin of its game.
func (m *CoreMatch) Clone() State {
	c := NewCoreMatch(m.g.NewTwin())
	c.CopyFrom(m)
	return c
}

// CopyFrom makes m a copy of src, a core match of a twin game.
func (m *CoreMatch) CopyFrom(src State) {
	s := src.(*CoreMatch)
	m.g.CopyFrom(s.g)
	m.started, m.placed = s.started, s.placed
	m.placements = append(m.placements[:0], s.placements...)
	m.spots = append(m.spots[:0], s.spots...)
}

// Rollout plays the game to its end with the playout policy of classic's
// search: placements uniformly at random (drawn without listing them), and
// a follower on half the tiles that have a spot for one, uniformly among
// the spots. Random play puts a follower on nearly every tile, which runs
// the supply dry early and makes every playout a scramble for the last
// followers.
func (m *CoreMatch) Rollout() {
	g := m.g
	if m.started {
		if !m.placed {
			g.PlaceUnchecked(g.RandomPlacement())
			m.spots = g.AppendSpots(m.spots[:0])
		}
		m.deployHalf()
		m.endTurn()
	}
	for g.Begin() {
		g.PlaceUnchecked(g.RandomPlacement())
		m.spots = g.AppendSpots(m.spots[:0])
		m.deployHalf()
		g.EndTurn()
	}
}

// deployHalf puts a follower on one of the turn's spots half the time.
func (m *CoreMatch) deployHalf() {
	if len(m.spots) == 0 || m.g.rng.IntN(2) == 0 {
		return
	}
	m.g.DeployUnchecked(m.spots[m.g.rng.IntN(len(m.spots))])
}

// drawEvent is the draw of the current seat's next tile: its outcomes are
// the set's tile kinds, weighted by the copies left in the pile.
type drawEvent struct{ m *CoreMatch }

func (e *drawEvent) Kind() ChanceKind { return ChanceDraw }
func (e *drawEvent) Outcomes() int    { return len(e.m.g.Set.Tiles) }

// Outcome i is tile kind i: {"tile":"D"}, "draw D".
func (e *drawEvent) Outcome(i int) ChanceOutcome {
	g := e.m.g
	return DrawOutcome(g.Set, i, g.pile.undrawn())
}

// DrawOutcome describes the draw of tile kind t from the undrawn tiles
// pile: {"tile":"D"}, "draw D", weighted by the copies of t in pile.
func DrawOutcome(set *Set, t int, pile []int16) ChanceOutcome {
	n := 0
	for _, u := range pile {
		if int(u) == t {
			n++
		}
	}
	id := set.Tiles[t].ID
	return ChanceOutcome{JSON: `{"tile":` + strconv.Quote(id) + `}`, Label: "draw " + id, Weight: n}
}

// Scores appends each seat's score.
func (g *Game) Scores(dst []int) []int { return append(dst, g.score[:len(g.names)]...) }

// MarginReward is seat's margin over the best other seat, squashed
// (MarginReward): the reward of a competitive ruleset's state.
func (g *Game) MarginReward(seat int) float64 { return MarginReward(g.score[:len(g.names)], seat) }
