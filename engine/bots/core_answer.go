package bots

import "github.com/tilesmith/tilesmith/engine"

// CoreAnswer answers the core's decisions of a ruleset's turn as classic
// bot b takes them for seat: the placement among placements, then the
// follower among spots (option 0 is none, option k spot k-1). False at any
// other kind of decision, which the ruleset's bot takes its own way.
func CoreAnswer(b engine.Bot, d engine.Decision, core *engine.Game, seat int, placements []engine.Placement, spots []engine.Spot) (int, bool) {
	switch d.Kind() {
	case engine.DecidePlacement:
		return b.ChoosePlacement(core, seat, placements), true
	case engine.DecideFollower:
		return b.ChooseSpot(core, seat, spots) + 1, true
	}
	return 0, false
}
