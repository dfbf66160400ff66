package castle

import "github.com/tilesmith/tilesmith/engine"

// rolloutGreedy plays a rollout's greedy turns: the choices of classic's
// greedy bot (bots.Greedy), from the same random draws, worked out with
// The Castle's rules known rather than asked through engine.Valuer. A
// territory's value (Rules.Value) reads its tiles alone, so the bot's
// "half its value as if complete, half as it is" is its value, and the
// cost of a follower depends on the supply alone, so it is worked out once
// a placement decision, not once a spot: the greedy turns were half of a
// search's time.
type rolloutGreedy struct {
	outs []engine.Outcome
	best []greedyChoice
	// chosen is the tile feature of the follower chosen with the
	// placement, -1 for none.
	chosen int
}

// greedyChoice is a placement with its follower (tile feature, -1 none).
type greedyChoice struct {
	placement, feature int
}

// greedyPlacement is the placement bots.Greedy chooses among the turn's
// placements; it remembers the follower chosen with it (greedySpot).
func (g *Game) greedyPlacement() int {
	b, r := &g.greedy, g.rules
	me := g.seat
	opts := g.core.Options()
	supply := g.core.Supply(me)
	// bots.followerValue's cost of a follower left on the board.
	used := 1 - float64(supply)/float64(max(opts.Followers, 1))
	cost := 20 + int(60*used*used)
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
	for i, p := range g.buf.placements {
		b.outs = g.core.Preview(p, b.outs[:0])
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
			value := 10 * r.Value(o.Kind, o.Value)
			switch {
			case !r.ScoresOnCompletion(o.Kind):
				value -= cost + 20 // a courtyard's follower never comes back
			case !o.Complete:
				value -= cost
			}
			consider(i, o.Feature, base+value)
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
