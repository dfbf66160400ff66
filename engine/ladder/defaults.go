package ladder

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// defaultCoreSeconds is what a ladder without --games is sized to: about a
// minute on two cores.
const defaultCoreSeconds = 120

// The bounds of DefaultGames: fewer games than minDefaultGames rate
// nothing; more than maxDefaultGames add little to the intervals.
const (
	minDefaultGames = 10
	maxDefaultGames = 1000
)

// CoreSeconds estimates the seconds of one core the ladder's games take
// with games games a pairing, from the ruleset's measured costs
// (rulesets.Entry.GameSeconds): an estimate for plans and defaults.
func CoreSeconds(set *engine.Set, mix string, agents []string, games int) (float64, error) {
	entry, err := rulesets.EntryOf(set)
	if err != nil {
		return 0, err
	}
	m, err := set.Pack.Mix(mix)
	if err != nil {
		return 0, err
	}
	tiles, _, err := set.MixSize(m)
	if err != nil {
		return 0, err
	}
	total := 0.0
	for i, a := range agents {
		for _, b := range agents[i+1:] {
			total += entry.GameSeconds([]string{a, b}, tiles)
		}
	}
	return total * float64(games), nil
}

// DefaultGames is the number of games of each pairing a ladder plays when
// none is given: as many as fit in about a minute on two cores by the
// ruleset's measured costs — 1000 for quick bots, far fewer with a search
// bot (130 for classic's random, greedy and mcts:1000 on WD, 20 for The
// Castle's, 10 for The City's) — from 10 to 1000: a whole ten from 20 up,
// so that it reads as chosen, and even below, so that both seatings play
// as many games.
func DefaultGames(set *engine.Set, mix string, agents []string) (int, error) {
	one, err := CoreSeconds(set, mix, agents, 1)
	if err != nil {
		return 0, err
	}
	games := maxDefaultGames
	if one > 0 {
		games = int(min(defaultCoreSeconds/one, maxDefaultGames))
	}
	if games >= 20 {
		games -= games % 10
	} else {
		games -= games % 2
	}
	return max(games, minDefaultGames), nil
}
