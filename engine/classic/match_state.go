package classic

import "github.com/tilesmith/tilesmith/engine"

// The match as a state a search plays (engine.State): its results, copies,
// determinization, playout policy and chance events.

// Over reports whether the game is over.
func (m *Match) Over() bool { return m.g.Over() }

// Seats is the number of seats.
func (m *Match) Seats() int { return len(m.g.Players()) }

// Scores appends each seat's score.
func (m *Match) Scores(dst []int) []int { return m.g.Scores(dst) }

// Reward is seat's margin over the best other seat, squashed
// (MarginReward).
func (m *Match) Reward(seat int) float64 { return m.g.MarginReward(seat) }

// Redeal reseeds the game's random source and deals again every tile seat
// cannot see, from one fixed order of them (Game.SortUnseenFor, then
// Game.DeterminizeFor). When the current seat's hand was dealt
// again in the middle of its turn, its placements are listed anew.
func (m *Match) Redeal(seat int, seed uint64) {
	m.g.Rand().Seed(seed, 0x6d637473)
	m.g.SortUnseenFor(seat)
	m.g.DeterminizeFor(seat)
	if m.started && !m.placed && seat != m.g.current {
		m.placements = m.g.AppendPlacements(m.placements[:0])
	}
}

// Rand is the game's random source.
func (m *Match) Rand() *engine.Rand { return m.g.Rand() }

// Clone returns a copy of the match on a twin of its game.
func (m *Match) Clone() engine.State {
	c := NewMatch(m.g.NewTwin())
	c.CopyFrom(m)
	return c
}

// CopyFrom makes m a copy of src, a core match of a twin game.
func (m *Match) CopyFrom(src engine.State) {
	s := src.(*Match)
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
func (m *Match) Rollout() {
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
func (m *Match) deployHalf() {
	if len(m.spots) == 0 || m.g.Rand().IntN(2) == 0 {
		return
	}
	m.g.DeployUnchecked(m.spots[m.g.Rand().IntN(len(m.spots))])
}

// drawEvent is the draw of the current seat's next tile: its outcomes are
// the set's tile kinds, weighted by the copies left in the pile.
type drawEvent struct{ m *Match }

func (e *drawEvent) Kind() engine.ChanceKind { return engine.ChanceDraw }
func (e *drawEvent) Outcomes() int           { return len(e.m.g.Set.Tiles) }

// Outcome i is tile kind i: {"tile":"D"}, "draw D".
func (e *drawEvent) Outcome(i int) engine.ChanceOutcome {
	g := e.m.g
	return engine.DrawOutcome(g.Set, i, g.Pile().Undrawn())
}
