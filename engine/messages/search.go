package messages

import "github.com/tilesmith/tilesmith/engine/bots"

// newSearchBot is the search bot with a budget of playouts a decision.
// TEMPORARY: until the generic search (engine/search: NewMCTS) is on
// main, "mcts" plays as the greedy bot.
func newSearchBot(playouts int) Bot { return &greedyBot{Greedy: bots.NewGreedy()} }
