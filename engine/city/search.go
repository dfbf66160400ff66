package city

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

// SearchBot is The City's search bot, "mcts": flat Monte Carlo search
// over the options of every decision — where the tile goes with the
// follower it takes (or none: citizens, sellers and stewards alike), the
// gate, which end of the wall a piece extends, a guard or none, a tower
// or none. A decision is asked from inside the turn, which cannot be
// copied as data, so each playout copies the game as the turn began,
// plays the turn again to the decision with the answers the real game
// gave (search_replay.go), deals again the tiles not yet drawn — what no
// seat can see, in the stacks' order: the deal depends on which tiles are
// left, never on their real order — answers the option, and plays the game
// to its end, wall rounds and final scoring included, with a light
// policy: placements, the gate and the wall's ends at random, a follower
// on every other tile that has a spot for one, guards and towers as
// greedy posts them (a guard that scores now while a follower is kept;
// the tower that scores the most). Against greedy (12 games, seeds 1 to 6
// with each seating) random guards and towers won mcts:200 8 games by 19
// points a game, greedy's 12 by 42; a follower on every other tile rather
// than on most won mcts:100 12 games by 40 points rather than 10 by 24.
// The reward is search.Margin of the final scores; the budget is spent by
// search.Halving on common deals. Its randomness comes from the game's
// random source, so a game is fixed by its seed.
//
// The search is flat: it keeps statistics for the decision's options
// only; every later choice of a playout, its own included, is the
// policy's.
type SearchBot struct {
	// Playouts is the budget per decision.
	Playouts int
	// Steps counts the turns the playouts have played, for benchmarks.
	Steps int64

	scratch *Game
	halving search.Halving
	options []searchOption
	replay  replay
	scores  []int
	// follower is the follower chosen with the latest placement, which
	// the spot decision right after it takes.
	follower chosenFollower
}

// searchOption is one option of a decision: the answers it gives to the
// next n decisions of the turn — one, or a placement and its follower
// (-1 for none) when the tile leaves a follower spot.
type searchOption struct {
	answers [2]int
	n       int
}

// chosenFollower is a follower chosen with a placement: the spot, at the
// turn's decision number at, in the turn that found drawn tiles drawn and
// logged moves logged.
type chosenFollower struct {
	valid             bool
	drawn, logged, at int
	spot              int
}

// NewSearchBot returns a search bot with a budget of playouts per
// decision.
func NewSearchBot(playouts int) *SearchBot { return &SearchBot{Playouts: playouts} }

// Name says the bot and its budget: "mcts:1000".
func (b *SearchBot) Name() string { return search.BotName(b.Playouts) }

// Place searches every placement with each follower it allows, or none,
// and returns the placement of the best; Spot then puts its follower.
func (b *SearchBot) Place(g *Game, ps []engine.Placement) int {
	b.ready(g)
	seat := g.current
	b.options = b.options[:0]
	for i, p := range ps {
		n := b.spotsAfter(g, p, seat)
		if n == 0 {
			b.options = append(b.options, searchOption{answers: [2]int{i, -1}, n: 1})
			continue
		}
		for j := -1; j < n; j++ {
			b.options = append(b.options, searchOption{answers: [2]int{i, j}, n: 2})
		}
	}
	o := b.options[b.choose(g, seat)]
	b.follower = chosenFollower{valid: o.n == 2, drawn: g.core.Drawn(), logged: len(g.log), at: len(g.answers) + 1, spot: o.answers[1]}
	return o.answers[0]
}

// spotsAfter counts the follower spots seat would have after placement p,
// as the turn lists them.
func (b *SearchBot) spotsAfter(g *Game, p engine.Placement, seat int) int {
	s := b.scratch
	s.core.CopyFrom(g.core)
	s.buf.completed = append(s.buf.completed[:0], s.core.PlaceAt(p, seat)...)
	return len(s.spots(seat))
}

// Spot puts the follower chosen with the placement; asked after a
// placement it did not choose, it searches the spots.
func (b *SearchBot) Spot(g *Game, spots []engine.Spot) int {
	if f := b.follower; f.valid && f.drawn == g.core.Drawn() && f.logged == len(g.log) && f.at == len(g.answers) && f.spot < len(spots) {
		b.follower.valid = false
		return f.spot
	}
	b.ready(g)
	return b.searchAmong(g, g.current, -1, len(spots))
}

// Gate searches the gate's edges.
func (b *SearchBot) Gate(g *Game, seat int, edges []Edge) int {
	b.ready(g)
	return b.searchAmong(g, seat, 0, len(edges))
}

// WallEnd searches the ends of the wall.
func (b *SearchBot) WallEnd(g *Game, seat int, ways []Way) int {
	b.ready(g)
	return b.searchAmong(g, seat, 0, len(ways))
}

// Guard searches no guard and a guard.
func (b *SearchBot) Guard(g *Game, seat int, _ Edge) bool {
	b.ready(g)
	return b.searchAmong(g, seat, 0, 2) == guardAnswer(true)
}

// Tower searches no tower and a tower at each end offered.
func (b *SearchBot) Tower(g *Game, seat int, ways []Way) int {
	b.ready(g)
	return b.searchAmong(g, seat, -1, len(ways))
}

// guardAnswer is the answer a guard decision records: 1 for a guard, 0
// for none.
func guardAnswer(yes bool) int {
	if yes {
		return 1
	}
	return 0
}

// searchAmong searches the answers from first up to end (not included)
// for seat and returns the best.
func (b *SearchBot) searchAmong(g *Game, seat, first, end int) int {
	b.options = b.options[:0]
	for a := first; a < end; a++ {
		b.options = append(b.options, searchOption{answers: [2]int{a}, n: 1})
	}
	return b.options[b.choose(g, seat)].answers[0]
}

// ready checks that g keeps its turn's start and readies the scratch game
// and the tiles left to deal.
func (b *SearchBot) ready(g *Game) {
	if g.start == nil {
		panic("city: a search bot plays a game that keeps no turn starts: play it with PlayBots or NewMatch")
	}
	if b.scratch == nil || !b.scratch.core.Twin(g.core) {
		b.scratch = g.NewTwin()
		b.scratch.unlogged = true
	}
	b.replay.prepare(g)
}

// choose spends the budget over the options for seat me and returns the
// best one's index.
func (b *SearchBot) choose(g *Game, me int) int {
	if len(b.options) == 1 {
		return 0
	}
	return b.halving.Choose(len(b.options), b.Playouts, g.core.Rand().Uint64(), func(i int, draw uint64) float64 {
		return b.playout(g, &b.options[i], me, draw)
	})
}

// playout replays the turn to the decision on the deal numbered draw,
// answers option o, plays the game to its end at random and returns the
// reward of seat me.
func (b *SearchBot) playout(g *Game, o *searchOption, me int, draw uint64) float64 {
	s := b.scratch
	ch := b.replay.begin(s, g, draw)
	ch.script = append(ch.script, o.answers[:o.n]...)
	if err := s.Play(ch); err != nil {
		panic("city: a search's playout stopped: " + err.Error())
	}
	b.Steps += int64(s.core.Drawn() - g.start.core.Drawn())
	b.scores = b.scores[:0]
	for seat := range s.names {
		b.scores = append(b.scores, s.core.Score(seat))
	}
	return search.Margin(b.scores, me)
}
