package castle

import "github.com/tilesmith/tilesmith/engine"

// rolloutGreedy plays a rollout's greedy turns: the choices of classic's
// greedy bot (bots.Greedy) among the placements it judges, from the same
// random draws, worked out with The Castle's rules known rather than
// asked through engine.Valuer. A territory's value (Rules.Value) reads its
// tiles alone, so the bot's "half its value as if complete, half as it
// is" is its value, and the cost of a follower depends on the supply
// alone, so it is worked out once a decision, not once a spot.
type rolloutGreedy struct {
	outs []engine.Outcome
	best []greedyChoice
	// candidates are the placements judged (indices into the turn's).
	candidates []int
	// chosen is the tile feature of the follower chosen with the
	// placement, -1 for none.
	chosen int
}

// greedyChoice is a placement with its follower (tile feature, -1 none).
type greedyChoice struct {
	placement, feature int
}

// greedyJudgesMin and greedyJudgesShare say how many of a turn's
// placements a rollout's greedy turn judges: a third of them, at least 6
// (all when there are no more), drawn uniformly. Judging each placement
// (engine.Game.Preview) was two thirds of a search's time; a third of
// them, about 10 of the 30 a mid-game castle tile has, brings one
// mcts:1000 decision from 25 to 18 ms on one core. It costs some of the
// margin against greedy, whose every reply a rollout judging every
// placement foresees exactly: mcts:1000 against greedy, 100 games a line,
// both seatings, won 93% by +34.9 points a game and 90% by +33.0
// ('simulate' seeds 21 and 22), against 91–98% by +38.5 to +43.5 (seeds
// 21–23) with every placement judged; a half judged did no better (86–91%,
// +33 to +34), a fixed 4, 6 or 8 worse (+27 to +31 in 40 games).
const (
	greedyJudgesMin   = 6
	greedyJudgesShare = 3
)

// greedyPlacement is the placement greedy chooses among a sample of the
// turn's placements (greedyCandidates); it remembers the follower chosen
// with it (greedySpot).
func (g *Game) greedyPlacement() int { return g.greedyAmong(g.greedyCandidates()) }

// greedyCandidates are the placements a greedy turn judges: all of them
// when there are greedyJudgesMin or fewer, else a share of them drawn
// uniformly without replacement with the game's random source.
func (g *Game) greedyCandidates() []int {
	c := g.greedy.candidates[:0]
	for i := range g.buf.placements {
		c = append(c, i)
	}
	if judges := max(greedyJudgesMin, len(c)/greedyJudgesShare); len(c) > judges {
		rng := g.core.Rand()
		for k := range judges {
			j := k + rng.IntN(len(c)-k)
			c[k], c[j] = c[j], c[k]
		}
		c = c[:judges]
	}
	g.greedy.candidates = c
	return c
}

// greedyAmong is the placement bots.Greedy chooses among the candidates
// (indices into the turn's placements), from the same random draw; it
// remembers the follower chosen with it.
func (g *Game) greedyAmong(candidates []int) int {
	b, r := &g.greedy, g.rules
	me := g.seat
	opts := g.core.Options()
	supply := g.core.Supply(me)
	cost := followerCost(supply, opts.Followers)
	bestScore := -1 << 30
	b.best = b.best[:0]
	consider := func(placement, feature, score int) {
		switch {
		case score > bestScore:
			bestScore = score
			b.best = append(b.best[:0], greedyChoice{placement, feature})
		case score == bestScore:
			b.best = append(b.best, greedyChoice{placement, feature})
		}
	}
	for _, i := range candidates {
		b.outs = g.core.Preview(g.buf.placements[i], b.outs[:0])
		var gains [2]int
		for j := range b.outs {
			o := &b.outs[j]
			if o.Complete && r.ScoresOnCompletion(o.Kind) {
				awardMajority(&gains, &o.Followers, r.Value(o.Kind, o.Value))
			}
		}
		base := 10 * (gains[me] - max(gains[1-me], 0)) // bots.Greedy's net
		consider(i, -1, base)
		if supply == 0 {
			continue
		}
		for j := range b.outs {
			o := &b.outs[j]
			if o.Neighbour || o.Occupied() || !opts.AllowsFollowerOn(o.Kind) {
				continue
			}
			consider(i, o.Feature, base+r.followerValue(o.Kind, o.Value.Tiles, o.Complete, cost))
		}
	}
	c := b.best[g.core.Rand().IntN(len(b.best))]
	b.chosen = c.feature
	return c.placement
}

// awardMajority gives value to the seats with the most followers, if
// any (bots.Greedy's award, for two seats).
func awardMajority(gains *[2]int, followers *[engine.MaxPlayers]int, value int) {
	most := max(followers[0], followers[1])
	for seat := range gains {
		if followers[seat] == most && most > 0 {
			gains[seat] += value
		}
	}
}

// followerCost is bots.Greedy's cost, in tenths of a point, of a follower
// left on the board with supply followers of followers in hand.
func followerCost(supply, followers int) int {
	used := 1 - float64(supply)/float64(max(followers, 1))
	return 20 + int(60*used*used)
}

// followerValue is bots.Greedy's value, in tenths of a point, of a
// follower on a territory of kind of that many tiles.
func (r *Rules) followerValue(kind, tiles int, complete bool, cost int) int {
	value := 10 * r.Value(kind, engine.FeatureValue{Tiles: tiles})
	switch {
	case !r.ScoresOnCompletion(kind):
		value -= cost + 20 // a courtyard's follower never comes back
	case !complete:
		value -= cost
	}
	return value
}

// greedySpot is the spot of the follower chosen with the placement, -1
// for none.
func (g *Game) greedySpot() int {
	for i, s := range g.buf.spots {
		if s.Feature == g.greedy.chosen {
			return i
		}
	}
	return -1
}
