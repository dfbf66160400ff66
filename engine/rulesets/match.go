package rulesets

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Entry is a ruleset as the match protocol plays it: its decisions, the
// agents that play it, its options, and how to start a match.
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

	newMatch func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error)
	// replayed shows a game of the entry's state as a replayed record.
	replayed func(engine.State) Replayed
	newAgent func(name string) (engine.Agent, error)

	// records
	decodeRecord recordDecoder
	// simulation, and reading back a tally a shard of a run wrote
	simulate    func(SimSetup) (tally.Worker, error)
	decodeTally func([]byte) (tally.Tally, error)
	// cost is what its games cost (GameSeconds).
	cost gameCost
}

// entries lists every ruleset the engine plays, in one place.
var entries = withSearchHelp([]Entry{
	{
		Name:      "classic",
		cost:      gameCost{search: 0.85, tiles: 73},
		Module:    messages.Module,
		Decisions: messages.DecisionKinds,
		Titles:    messages.DecisionTitles,
		Agents:    messages.BotNames(),
		Seats:     []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"},
		Options:   slices.Concat(classic.OptionDocs, messages.OptionDocs),
		newMatch: func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
			g, err := messages.NewGame(set, options, mix, players, seed, true)
			if err != nil {
				return nil, err
			}
			// As Mists': a game that stops before its first decision says
			// why here, not as a game already over.
			m := messages.NewMatch(g)
			if err := m.Err(); err != nil {
				m.Close()
				return nil, err
			}
			return m, nil
		},
		newAgent: func(name string) (engine.Agent, error) {
			b, err := messages.NewBot(name)
			if err != nil {
				return nil, err
			}
			return messages.BotAgent{Bot: b}, nil
		},
		decodeRecord: decodeMessagesRecord,
		replayed:     func(s engine.State) Replayed { return messagesReplay{s.(*messages.Match).Game()} },
		simulate: func(s SimSetup) (tally.Worker, error) {
			return messages.NewSimWorker(s.Set, s.Options, s.Mix, s.Players, s.Agents)
		},
		decodeTally: messages.DecodeSimTally,
	},
	{
		Name:      "classic",
		cost:      gameCost{search: 0.58, tiles: 72},
		Decisions: []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower},
		Titles:    engine.CoreDecisionTitles,
		Agents:    []string{"random", "greedy", search.Name, search.FlatName},
		Seats:     []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"},
		Options:   classic.OptionDocs,
		newMatch: func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
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
			if a, ok, err := search.NewAgent(name); ok {
				return a, err
			}
			b, err := bots.New(name)
			if err != nil {
				return nil, err
			}
			return engine.BotAgent{Bot: b}, nil
		},
		decodeRecord: decodeClassicRecord,
		replayed:     func(s engine.State) Replayed { return coreReplay{s.(*engine.CoreMatch).Game()} },
		simulate:     simulateClassic,
		decodeTally:  tally.DecodeSeats,
	},
	{
		Name:      "city",
		cost:      gameCost{search: 4.3, tiles: 75},
		Decisions: city.DecisionKinds,
		Titles:    city.DecisionTitles,
		Agents:    city.BotNames(),
		Seats:     []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"},
		Options:   city.OptionDocs,
		newMatch: func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
			g, err := city.NewGame(set, options, mix, players, seed, true)
			if err != nil {
				return nil, err
			}
			return g, nil // the game is its match
		},
		newAgent:     city.NewAgent,
		decodeRecord: decodeCityRecord,
		replayed:     func(s engine.State) Replayed { return cityReplay{s.(*city.Game)} },
		simulate: func(s SimSetup) (tally.Worker, error) {
			return city.NewSimWorker(s.Set, s.Options, s.Mix, s.Players, s.Agents)
		},
		decodeTally: city.DecodeSimTally,
	},
	{
		Name:      "castle",
		cost:      gameCost{search: 2.5, tiles: 60},
		Decisions: castle.DecisionKinds,
		Titles:    castle.DecisionTitles,
		Agents:    castle.BotNames(),
		Seats:     []string{"Red", "Blue"},
		Options:   castle.OptionDocs,
		newMatch: func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
			g, err := castle.NewGame(set, options, mix, players, seed, true)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		newAgent: func(name string) (engine.Agent, error) {
			return castle.NewBot(name)
		},
		decodeRecord: decodeCastleRecord,
		replayed:     func(s engine.State) Replayed { return castleReplay{s.(*castle.Game)} },
		simulate: func(s SimSetup) (tally.Worker, error) {
			return castle.NewSimWorker(s.Set, s.Options, s.Mix, s.Players, s.Agents)
		},
		decodeTally: castle.DecodeSimTally,
	},
	{
		Name:      "mists",
		cost:      gameCost{search: 4.8, tiles: 54},
		Team:      true,
		Decisions: mists.DecisionKinds,
		Titles:    mists.DecisionTitles,
		Agents:    mists.TeamNames(),
		Seats:     []string{"P1", "P2", "P3", "P4", "P5", "P6"},
		Options:   mists.OptionDocs,
		newMatch: func(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
			g, err := mists.NewGame(set, options, mix, players, seed)
			if err != nil {
				return nil, err
			}
			return mists.NewMatch(g), nil
		},
		newAgent:     mists.NewAgent,
		decodeRecord: decodeMistsRecord,
		replayed:     func(s engine.State) Replayed { return mistsReplay{s.(*mists.Match).Game()} },
		simulate:     simulateMists,
		decodeTally:  mists.DecodeSimTally,
	},
})

// Entries lists the rulesets the engine plays.
func Entries() []Entry { return entries }

// EntryOf returns the entry of the set's ruleset, or an error saying that
// no engine plays it yet.
func EntryOf(set *engine.Set) (*Entry, error) { return entryOf(set) }

// entryOf finds the entry of the set's ruleset and the modules its pack
// plays.
func entryOf(set *engine.Set) (*Entry, error) {
	if e, ok := EntryFor(set.Ruleset.Name, set.Pack.Modules); ok {
		return e, nil
	}
	return nil, fmt.Errorf("no engine plays %s yet (it plays %s)", set.Ruleset.Name, strings.Join(entryNames(), ", "))
}

// entryNames lists the rulesets the entries play, each once.
func entryNames() []string {
	var names []string
	for _, e := range entries {
		if !slices.Contains(names, e.Name) {
			names = append(names, e.Name)
		}
	}
	return names
}

// EntryFor returns the entry that plays a ruleset with the modules a pack
// or record lists: the entry of a module it lists, else the ruleset's
// own; false when no engine plays the ruleset.
func EntryFor(ruleset string, modules []string) (*Entry, bool) {
	var plain *Entry
	for i := range entries {
		e := &entries[i]
		switch {
		case e.Name != ruleset:
		case e.Module == "":
			plain = e
		case slices.Contains(modules, e.Module):
			return e, true
		}
	}
	return plain, plain != nil
}

// PlaysModule reports whether the engine plays module m of the ruleset.
func PlaysModule(ruleset, m string) bool {
	for _, e := range entries {
		if e.Name == ruleset && e.Module == m {
			return true
		}
	}
	return false
}

// Label names the entry for people: "classic", "classic with messages".
func (e *Entry) Label() string {
	if e.Module == "" {
		return e.Name
	}
	return e.Name + " with " + e.Module
}

// NewMatch starts a match of the set's ruleset: the mix, the players' names
// and the seed as a game record gives them, with the ruleset's options (a
// JSON object, or nil for the pack's own). The match writes its history
// down (engine.History): its record is of format 2, every chance outcome
// and every answer; its views (engine.Viewer, engine.Stander, …) are the
// underlying game's (engine.Underlying).
func NewMatch(set *engine.Set, options []byte, mix string, players []string, seed uint64) (*engine.History, error) {
	e, err := entryOf(set)
	if err != nil {
		return nil, err
	}
	s, err := e.newMatch(set, options, mix, players, seed)
	if err != nil {
		return nil, err
	}
	return engine.NewHistory(s), nil
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

// withSearchHelp gives every entry whose agents include the searches
// the help on their budgets ("mcts:N"), so that no ruleset's listing
// forgets it.
func withSearchHelp(es []Entry) []Entry {
	for i := range es {
		for name, help := range map[string]string{search.Name: search.Help(), search.FlatName: search.FlatHelp()} {
			if !slices.Contains(es[i].Agents, name) {
				continue
			}
			if es[i].AgentHelp == nil {
				es[i].AgentHelp = map[string]string{}
			}
			es[i].AgentHelp[name] = help
		}
	}
	return es
}
