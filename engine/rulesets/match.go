package rulesets

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Entry is a ruleset as the match protocol plays it: its decisions, the
// agents that play it, its options, and how to start a match.
type Entry struct {
	Name string `json:"name"`
	// Team: one agent decides for the whole team (a cooperative game).
	Team bool `json:"team"`
	// Decisions are the kinds of decision its matches ask for, and Titles
	// their names for people.
	Decisions []engine.DecisionKind          `json:"decisions"`
	Titles    map[engine.DecisionKind]string `json:"titles"`
	// Agents are the built-in agents' names (bots, or teams); the first
	// plays when none is named.
	Agents []string `json:"agents"`
	// Seats name the players of a new game, in seat order.
	Seats   []string           `json:"seats"`
	Options []engine.OptionDoc `json:"options"`

	newMatch func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.Match, error)
	newAgent func(name string) (engine.Agent, error)

	// records
	decodeRecord recordDecoder
	// simulation
	simulate func(SimSetup) (tally.Worker, error)
}

// entries lists every ruleset the engine plays, in one place.
var entries = []Entry{
	{
		Name:      "classic",
		Decisions: []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower},
		Titles:    engine.CoreDecisionTitles,
		Agents:    bots.Names(),
		Seats:     []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"},
		Options:   classic.OptionDocs,
		newMatch: func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.Match, error) {
			rules, err := classic.Ruleset{}.Bind(set, options)
			if err != nil {
				return nil, err
			}
			g, err := engine.NewGame(set, rules, engine.Setup{Mix: mix, Players: players, Seed: seed, Events: true})
			if err != nil {
				return nil, err
			}
			return engine.NewCoreMatch(g), nil
		},
		newAgent: func(name string) (engine.Agent, error) {
			b, err := bots.New(name)
			if err != nil {
				return nil, err
			}
			return engine.BotAgent{Bot: b}, nil
		},
		decodeRecord: decodeClassicRecord,
		simulate:     simulateClassic,
	},
	{
		Name:      "mists",
		Team:      true,
		Decisions: mists.DecisionKinds,
		Titles:    mists.DecisionTitles,
		Agents:    []string{"coop", "random"},
		Seats:     []string{"P1", "P2", "P3", "P4", "P5", "P6"},
		Options:   mists.OptionDocs,
		newMatch: func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.Match, error) {
			g, err := mists.NewGame(set, options, mix, players, seed)
			if err != nil {
				return nil, err
			}
			// The match plays to its first decision: a game that stops
			// before it says why here, not as a game already over.
			m := mists.NewMatch(g)
			if err := m.Err(); err != nil {
				m.Close()
				return nil, err
			}
			return m, nil
		},
		newAgent: func(name string) (engine.Agent, error) {
			t, err := mists.NewTeam(name)
			if err != nil {
				return nil, err
			}
			return mists.TeamAgent{Team: t}, nil
		},
		decodeRecord: decodeMistsRecord,
		simulate:     simulateMists,
	},
}

// Entries lists the rulesets the engine plays.
func Entries() []Entry { return entries }

// EntryOf returns the entry of the set's ruleset, or an error saying that
// no engine plays it yet.
func EntryOf(set *engine.Set) (*Entry, error) { return entryOf(set) }

// entryOf finds the entry of the set's ruleset.
func entryOf(set *engine.Set) (*Entry, error) {
	for i := range entries {
		if entries[i].Name == set.Ruleset.Name {
			return &entries[i], nil
		}
	}
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name
	}
	return nil, fmt.Errorf("no engine plays %s yet (it plays %s)", set.Ruleset.Name, strings.Join(names, ", "))
}

// NewMatch starts a match of the set's ruleset: the mix, the players' names
// and the seed as a game record gives them, with the ruleset's options (a
// JSON object, or nil for the pack's own).
func NewMatch(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.Match, error) {
	e, err := entryOf(set)
	if err != nil {
		return nil, err
	}
	return e.newMatch(set, options, mix, players, seed)
}

// NewAgent returns the built-in agent name of the set's ruleset (a bot of
// classic, a team of Mists).
func NewAgent(set *engine.Set, name string) (engine.Agent, error) {
	e, err := entryOf(set)
	if err != nil {
		return nil, err
	}
	return e.newAgent(name)
}

// Title is the name of a decision kind of the entry for people, or the
// kind itself when the ruleset gives it none.
func (e *Entry) Title(k engine.DecisionKind) string {
	if t, ok := e.Titles[k]; ok {
		return t
	}
	return string(k)
}
