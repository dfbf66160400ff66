package bots

import "github.com/tilesmith/tilesmith/engine"

// Greedy takes the placement and follower choice with the best immediate
// gain: points it scores now minus the most any opponent scores now, plus
// a follower-economy term. A follower left on an incomplete feature is
// worth half of the feature's value as if complete and half of its value
// now, less a cost that grows as the supply shrinks (farmers, which never
// come back, cost 2 more). Ties are broken with the game's random source,
// so a game is determined by its seed. It needs rules that implement
// engine.Valuer; without one it plays like Random.
type Greedy struct {
	outs   []engine.Outcome
	best   []choice
	chosen int // tile feature of the chosen follower, -1 for none
}

type choice struct {
	placement int
	feature   int
}

// NewGreedy returns a greedy bot for one seat.
func NewGreedy() *Greedy { return &Greedy{} }

// Name returns "greedy".
func (*Greedy) Name() string { return "greedy" }

// ChoosePlacement picks seat's best placement and remembers the follower
// to place with it.
func (b *Greedy) ChoosePlacement(g *engine.Game, me int, ps []engine.Placement) int {
	v, ok := g.Rules().(engine.Valuer)
	if !ok {
		b.chosen = -2 // random follower
		return g.Rand().IntN(len(ps))
	}
	opts := g.Options()
	supply := g.Supply(me)
	bestScore := -1 << 30
	b.best = b.best[:0]
	for i, p := range ps {
		b.outs = g.Preview(p, b.outs[:0])
		var gains [engine.MaxPlayers]int
		for j := range b.outs {
			o := &b.outs[j]
			if o.Complete && v.ScoresOnCompletion(o.Kind) && o.Occupied() {
				award(&gains, o.Followers, v.Value(o.Kind, o.Value))
			}
		}
		base := net(gains, me, len(g.Players()))
		consider := func(feature, score int) {
			switch {
			case score > bestScore:
				bestScore = score
				b.best = append(b.best[:0], choice{i, feature})
			case score == bestScore:
				b.best = append(b.best, choice{i, feature})
			}
		}
		consider(-1, 10*base)
		if supply == 0 {
			continue
		}
		for j := range b.outs {
			o := &b.outs[j]
			if o.Neighbour || o.Occupied() || !opts.AllowsFollowerOn(o.Kind) {
				continue
			}
			consider(o.Feature, 10*base+followerValue(v, o, supply, opts.Followers))
		}
	}
	c := b.best[g.Rand().IntN(len(b.best))]
	b.chosen = c.feature
	return c.placement
}

// award gives value to the seats with the most followers.
func award(gains *[engine.MaxPlayers]int, followers [engine.MaxPlayers]int, value int) {
	most := 0
	for _, n := range followers {
		most = max(most, n)
	}
	for seat, n := range followers {
		if n == most && n > 0 {
			gains[seat] += value
		}
	}
}

// net is my gain minus the best opponent's.
func net(gains [engine.MaxPlayers]int, me, players int) int {
	best := 0
	for seat := range players {
		if seat != me {
			best = max(best, gains[seat])
		}
	}
	return gains[me] - best
}

// followerValue is the value, in tenths of a point, of putting a follower
// on outcome o, on top of the placement's base value.
func followerValue(v engine.Valuer, o *engine.Outcome, supply, followers int) int {
	if o.Complete && v.ScoresOnCompletion(o.Kind) {
		// Scores at once and comes straight back.
		return 10 * v.Value(o.Kind, o.Value)
	}
	asComplete := o.Value
	asComplete.Complete = true
	potential := 5*v.Value(o.Kind, asComplete) + 5*v.Value(o.Kind, o.Value)
	if !v.ScoresOnCompletion(o.Kind) {
		potential = 10 * v.Value(o.Kind, o.Value)
	}
	used := 1 - float64(supply)/float64(max(followers, 1))
	cost := 20 + int(60*used*used)
	if !v.ScoresOnCompletion(o.Kind) {
		cost += 20
	}
	return potential - cost
}

// ChooseSpot places the follower chosen with the placement.
func (b *Greedy) ChooseSpot(g *engine.Game, _ int, spots []engine.Spot) int {
	if b.chosen == -2 {
		return g.Rand().IntN(len(spots)+1) - 1
	}
	for i, s := range spots {
		if s.Feature == b.chosen {
			return i
		}
	}
	return -1
}
