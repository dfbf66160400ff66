package mists

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// dogOption is one answer to a dog decision: the meeple the dog goes to
// and the tiles of its 3×3 it clears.
type dogOption struct {
	meeple int
	clears []Clear
}

// Dog offers, for every meeple the dog may go to, every set of tiles it
// may clear: as many tiles of the 3×3 around the meeple's tile as the
// rules allow (dogTiles), among those holding ghosts, each cleared of as
// many ghosts as allowed (dogGhostsPerTile).
func (p *pullTeam) Dog(g *Game, dog int, meeples []MeepleRef) (DogChoice, error) {
	opts := g.dogOptions(meeples)
	i, err := p.decide(&decision{By: engine.TeamSeat, Of: DecideDog, N: len(opts),
		Describe: func(i int) engine.Option {
			o := opts[i]
			r := meeples[o.meeple]
			mv := DogMove{Dog: g.dogs[dog].name, Meeple: g.meepleOn(r.Node)}
			for _, cl := range o.clears {
				at := g.at(cl.Tile)
				mv.Clear = append(mv.Clear, ClearAt{X: at.X, Y: at.Y, Ghosts: cl.N})
			}
			return g.optionAt(r.Tile, mv, dogLabel(g, dog, r, o.clears))
		},
		Ask: func(t Team) (int, error) {
			ch, err := t.Dog(g, dog, meeples)
			if err != nil {
				return 0, err
			}
			k := slices.IndexFunc(opts, func(o dogOption) bool { return o.meeple == ch.Meeple && sameTiles(o.clears, ch.Clears) })
			if k < 0 {
				return 0, fmt.Errorf("the team sends the dog to meeple %d clearing %v, which the rules do not offer", ch.Meeple, ch.Clears)
			}
			return k, nil
		}})
	if err != nil {
		return DogChoice{}, err
	}
	return DogChoice{Meeple: opts[i].meeple, Clears: opts[i].clears}, nil
}

// dogOptions lists the answers to a dog decision: for every meeple the
// dog may go to, in order, every set of tiles it may clear (dogClearSets).
func (g *Game) dogOptions(meeples []MeepleRef) []dogOption {
	var opts []dogOption
	for mi, r := range meeples {
		for _, clears := range g.dogClearSets(r.Tile) {
			opts = append(opts, dogOption{mi, clears})
		}
	}
	return opts
}

// dogClearSets lists the sets of tiles a dog by placed tile pi may clear:
// every choice of min(dogTiles, n) of the n tiles with ghosts in the 3×3
// around it (in the order the 3×3 is walked: the tile, then the ring),
// each set ordered by ghosts cleared, most first, as the bots order it.
func (g *Game) dogClearSets(pi int) [][]Clear {
	sc := &g.Rules.Params.Scoring
	var cands []Clear
	c := g.core.Board()[pi].Cell()
	consider := func(n int32) {
		if npi := g.core.PlacedIndex(n); npi >= 0 && g.ghosts[npi] > 0 {
			cands = append(cands, Clear{Tile: npi, N: min(int(g.ghosts[npi]), sc.DogGhostsPerTile)})
		}
	}
	consider(c)
	for _, r := range g.core.Ring() {
		consider(c + r)
	}
	k := min(sc.DogTiles, len(cands))
	var out [][]Clear
	var walk func(from int, set []Clear)
	walk = func(from int, set []Clear) {
		if len(set) == k {
			sorted := slices.Clone(set)
			for i := 1; i < len(sorted); i++ { // stable, most ghosts first
				for j := i; j > 0 && sorted[j].N > sorted[j-1].N; j-- {
					sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
				}
			}
			out = append(out, sorted)
			return
		}
		for i := from; i < len(cands); i++ {
			walk(i+1, append(set, cands[i]))
		}
	}
	walk(0, make([]Clear, 0, k))
	return out
}

// sameTiles reports whether two clear lists name the same tiles.
func sameTiles(a, b []Clear) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.ContainsFunc(b, func(y Clear) bool { return y.Tile == x.Tile }) {
			return false
		}
	}
	return true
}
