package engine

import (
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// Phase says when a scoring event happened.
type Phase int

const (
	// PhaseTurn: the feature was completed during play.
	PhaseTurn Phase = iota
	// PhaseFinal: end-of-game scoring.
	PhaseFinal
)

func (p Phase) String() string {
	if p == PhaseFinal {
		return "final"
	}
	return "turn"
}

// Cell is a board position with the tile on it.
type Cell struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Tile string `json:"tile"`
}

// Event is one scoring: a feature that scored points for players.
type Event struct {
	// Move is the number of moves (placements and discards) played when it
	// scored: the 1-based number of the move that completed the feature.
	Move    int
	Phase   Phase
	Kind    schema.Kind
	Tiles   []Cell
	Points  int
	Players []int
	// Detail says what the points are for ("2 tiles, 1 pennant").
	Detail string
}

// Award gives points to every seat in mask for feature n and records the
// event when events are on.
func (g *Game) Award(mask uint32, points int, n Node, phase Phase, detail string) {
	if mask == 0 || points == 0 {
		return
	}
	kind := g.def(n).Kind
	for seat := range g.names {
		if mask&(1<<seat) != 0 {
			g.score[seat] += points
			g.stats[seat].Points[kind] += points
		}
	}
	if !g.setup.Events {
		return
	}
	e := Event{Move: g.moves, Phase: phase, Kind: g.Set.Kinds[kind].Kind, Points: points, Detail: detail, Tiles: g.tilesOf(n)}
	for seat := range g.names {
		if mask&(1<<seat) != 0 {
			e.Players = append(e.Players, seat)
		}
	}
	g.events = append(g.events, e)
}

// Tied records that the seats in mask tied for feature n and nobody
// scored, for rulesets where a tie scores nothing (The Castle): an event of
// 0 points naming the tied seats, its detail saying so, when events are on.
// It changes no score.
func (g *Game) Tied(mask uint32, n Node, phase Phase, detail string) {
	if mask == 0 || !g.setup.Events {
		return
	}
	e := Event{Move: g.moves, Phase: phase, Kind: g.Set.Kinds[g.def(n).Kind].Kind, Detail: detail, Tiles: g.tilesOf(n), Players: g.seatsOf(mask)}
	g.events = append(g.events, e)
}

// TiedBonus is Tied for points that come from no feature, named by source
// as AwardBonus names them (The Castle's largest keep).
func (g *Game) TiedBonus(mask uint32, phase Phase, source, detail string) {
	if mask == 0 || !g.setup.Events {
		return
	}
	g.events = append(g.events, Event{Move: g.moves, Phase: phase, Kind: schema.Kind(source), Detail: detail, Players: g.seatsOf(mask)})
}

// seatsOf lists the seats in mask.
func (g *Game) seatsOf(mask uint32) []int {
	var seats []int
	for seat := range g.names {
		if mask&(1<<seat) != 0 {
			seats = append(seats, seat)
		}
	}
	return seats
}

// tilesOf lists the cells of feature n's set, top row first (a portless
// feature's: its own and the eight around it that hold tiles), for an
// event.
func (g *Game) tilesOf(n Node) []Cell {
	var tiles []Cell
	g.tileMarks.start()
	g.Members(n, func(m Node) {
		if pi := g.nodes[m].tileOf; g.tileMarks.first(int(pi)) {
			p := g.placed[pi]
			tiles = append(tiles, Cell{X: p.X, Y: p.Y, Tile: g.Set.Tiles[p.Tile].ID})
		}
	})
	if g.def(n).Portless {
		p := g.placed[g.nodes[n].tileOf]
		for _, r := range g.ring {
			if c := g.cells[p.cell+r].placed; c != 0 {
				q := g.placed[c-1]
				tiles = append(tiles, Cell{X: q.X, Y: q.Y, Tile: g.Set.Tiles[q.Tile].ID})
			}
		}
	}
	slices.SortFunc(tiles, func(a, b Cell) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return tiles
}

// EventsOn reports whether the game records scoring events, so rules can
// skip building event details when nobody reads them.
func (g *Game) EventsOn() bool { return g.setup.Events }

// ReturnFollowers puts the followers on n's set back in their owners'
// supplies.
func (g *Game) ReturnFollowers(n Node) {
	back := g.liftFollowers(n)
	for seat, k := range back[:len(g.names)] {
		g.supply[seat] += int(k)
	}
}

// ScoreCompleted scores what the latest placement completed with the
// rules' ScoreTurn. A module may place another tile while the rules score
// (Messages' "one more tile") and score it with a nested call.
func (g *Game) ScoreCompleted() {
	g.rules.ScoreTurn(g, g.completed)
	g.completed = g.completed[:0]
}

// End ends the game now and runs final scoring, once (a record's
// "final": true, or a turn that finds no tile left to play).
func (g *Game) End() {
	if g.over {
		return
	}
	g.over = true
	g.rules.ScoreFinal(g)
}

// ReturnFollower takes one follower off node n and puts it back in its
// owner's supply, leaving the others on the feature; false when none
// stands on n itself.
func (g *Game) ReturnFollower(n Node) (Follower, bool) {
	f, ok := g.RemoveFollower(n)
	if ok {
		g.supply[f.Player]++
	}
	return f, ok
}

// AwardBonus gives seat points that no feature's own scoring gives — a
// module's or a ruleset's own (a message's seal, a message that scores a
// feature for one seat, a tower, a guard) — and records the event with
// source as its kind, in phase. n, when not NoNode, is the feature the
// points are for: the event lists its tiles. The points count in the
// seat's score but in no kind's column of its stats.
func (g *Game) AwardBonus(seat, points int, phase Phase, source string, n Node, detail string) {
	if points == 0 {
		return
	}
	g.score[seat] += points
	if !g.setup.Events {
		return
	}
	e := Event{Move: g.moves, Phase: phase, Kind: schema.Kind(source), Points: points, Detail: detail, Players: []int{seat}}
	if n != NoNode {
		e.Tiles = g.tilesOf(n)
	}
	g.events = append(g.events, e)
}

// NoNode stands for no feature.
const NoNode Node = -1
