package rulesets

import "github.com/tilesmith/tilesmith/engine/search"

// GameCost is what a ruleset's games cost on this project's machine class
// (2 vCPUs, Intel Xeon at 2.1 GHz), measured with 'tilesmith simulate
// --games 2 --workers 1 --bots mcts,greedy' (the team: --bots mcts) on the
// built-in pack's first mix (2026-11-28, the tree search, a quiet
// machine): the seconds of one core one seat of the search bot at its
// default budget spends on a 2-player game (the whole team's decisions in
// a team ruleset), and the mix's tiles. They are for plans and defaults — ladder's --games when none is given, the
// estimate a long run prints first — never for results.
type GameCost struct {
	// Search is the seconds of one seat of the search bot at its default
	// budget in a 2-player game (the team's, in a team game).
	Search float64
	// Tiles are the tiles of the mix measured.
	Tiles int
}

// quickSeatSeconds is one seat of a bot that does not search (random,
// greedy, coop) in a game of 72 tiles: about a millisecond in every
// ruleset (greedy against greedy: 1.3 ms classic, 2.1 ms The City, 1.6 ms
// The Castle, coop 1.4 ms Mists).
const quickSeatSeconds = 0.001

// GameSeconds estimates the seconds of one core a game of a mix of tiles
// tiles takes with the named agents in its seats, one per seat (the
// team's one agent in a team ruleset): a search bot's seat costs its
// budget's share of the ruleset's measured cost, scaled by the mix's size
// and by its share of the turns (half of them in a 2-player game); any
// other agent about a millisecond. The estimate is from this project's
// machine class and may be off by half on another machine or pack.
func (e *Entry) GameSeconds(agents []string, tiles int) float64 {
	scale := func(per float64, of int) float64 {
		if of <= 0 {
			return per
		}
		return per * float64(tiles) / float64(of)
	}
	// The measured costs are of a seat of a 2-player game: a seat of n
	// takes 2/n of that.
	turns := 1.0
	if !e.Team && len(agents) > 0 {
		turns = 2 / float64(len(agents))
	}
	total := 0.0
	for _, a := range agents {
		playouts, isSearch, err := search.ParseName(a)
		if isSearch && err == nil && e.Cost.Search > 0 {
			total += turns * scale(e.Cost.Search*float64(playouts)/search.DefaultPlayouts, e.Cost.Tiles)
		} else {
			total += turns * scale(quickSeatSeconds, 72)
		}
	}
	return total
}
