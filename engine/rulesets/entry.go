package rulesets

import (
	"encoding/json"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Entry is a game as the engine plays it: its decisions, the agents that
// play it, its options, and the hooks that start, replay and simulate its
// games. A game's package builds its entries (its ruleset, and each module
// of a ruleset it plays) and they are registered once (Register).
type Entry struct {
	Name string `json:"name"`
	// Module is the module of the ruleset the entry plays (Messages on
	// classic), "" for the ruleset alone: a pack or record that plays the
	// module is played by its entry.
	Module string `json:"module,omitempty"`
	// Team: one agent decides for the whole team (a cooperative game).
	Team bool `json:"team"`
	// Decisions are the kinds of decision its matches ask for, and Titles
	// their names for people.
	Decisions []engine.DecisionKind          `json:"decisions"`
	Titles    map[engine.DecisionKind]string `json:"titles"`
	// Agents are the built-in agents' names (bots, or teams); the first
	// plays when none is named. AgentHelp says more of those that take
	// more than their name (a search bot's budget).
	Agents    []string          `json:"agents"`
	AgentHelp map[string]string `json:"agentHelp,omitempty"`
	// Seats name the players of a new game, in seat order.
	Seats   []string           `json:"seats"`
	Options []engine.OptionDoc `json:"options"`

	Hooks `json:"-"`
}

// Hooks are what the registry calls to play an entry's games. NewMatch,
// NewAgent and Replayed are required; every other hook has a default
// that serves a ruleset built on the core's game (engine.Game).
type Hooks struct {
	// Ruleset binds the game's rules to a pack: the default Players and
	// CheckSetup read its engine.Options. Nil for a game that binds its
	// rules itself, which then gives both hooks.
	Ruleset engine.Ruleset
	// Package is the import path of the game's Go package: only the
	// registry imports it (an architecture test keeps it so).
	Package string

	// NewMatch starts a match: the mix, the players' names and the seed as
	// a game record gives them, with the ruleset's options (a JSON object,
	// or nil for the pack's own). A game that stops before its first
	// decision returns why, not a game already over.
	NewMatch func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error)
	// NewAgent returns the named built-in agent ("greedy", "mcts:500").
	NewAgent func(name string) (engine.Agent, error)
	// Replayed shows a game of the entry's state as a replayed record.
	Replayed func(engine.State) Replayed

	// DecodeMoves reads a record of format 1, the entry's own moves (nil:
	// the entry reads records of format 2 only, which every game reads
	// through its state).
	DecodeMoves func(file string, data []byte) (*Record, error)
	// Simulate returns a worker that plays the entry's games by a fast
	// path and tallies them (nil: StateWorker, which plays the match).
	Simulate func(SimSetup) (tally.Worker, error)
	// ReadTally reads back a tally its workers wrote (nil: tally.Seats').
	ReadTally func([]byte) (tally.Tally, error)
	// Players is the player range the pack states (nil: the bound rules'
	// MinPlayers and MaxPlayers).
	Players func(*engine.Set) (PlayerRange, error)
	// Setups are the ways a pack's games are set up (nil: one a mix).
	Setups func(*engine.Set) []GameSetup
	// CheckSetup checks that a set-up seats players without playing a
	// game (nil: engine.CheckSetup with the bound rules).
	CheckSetup func(set *engine.Set, s GameSetup, players []string) error
	// Cost is what its games cost (GameSeconds).
	Cost GameCost
}

// GameMatches is the NewMatch of a ruleset whose game is its own match:
// newGame's game, with events, as the State it is.
func GameMatches[G engine.State](newGame func(set *engine.Set, options json.RawMessage, mix string, players []string, seed uint64, events bool) (G, error)) func(*engine.Set, []byte, string, []string, uint64) (engine.State, error) {
	return func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
		g, err := newGame(set, options, mix, players, seed, true)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
}
