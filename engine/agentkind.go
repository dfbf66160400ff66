package engine

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// AgentKind is a kind of agent that plays every ruleset through the match
// protocol alone, named "prefix:argument" ("ext:./mybot", an outside
// program). The engine starts no process and reads no file: a package
// outside it registers the kind (RegisterAgentKind), and every ruleset's
// agents, bots and simulation workers then take its names as they take
// the search's (search.NewAgent).
type AgentKind struct {
	// Prefix is the kind's name before the colon: "ext".
	Prefix string
	// Usage is how a name of the kind is written: "ext:COMMAND".
	Usage string
	// Short names the kind in a few words ("an outside program, see
	// docs/agents.md"); Help says what it is, for listings of agents.
	Short, Help string
	// New returns the agent the argument after the colon names, or why it
	// cannot: it should start nothing until the agent's first decision
	// (names are checked by making their agent).
	New func(argument string) (NamedAgent, error)
}

var agentKinds struct {
	sync.RWMutex
	list []AgentKind
}

// RegisterAgentKind adds a kind of agent every ruleset plays. A prefix
// registered twice, or one without New, is a programmer's error.
func RegisterAgentKind(k AgentKind) {
	agentKinds.Lock()
	defer agentKinds.Unlock()
	if k.Prefix == "" || k.New == nil || strings.Contains(k.Prefix, ":") {
		panic(fmt.Sprintf("engine: agent kind %q needs a prefix without a colon and New", k.Prefix))
	}
	if slices.ContainsFunc(agentKinds.list, func(o AgentKind) bool { return o.Prefix == k.Prefix }) {
		panic(fmt.Sprintf("engine: agent kind %q registered twice", k.Prefix))
	}
	agentKinds.list = append(agentKinds.list, k)
}

// AgentKinds lists the registered kinds of agents, in the order they were
// registered.
func AgentKinds() []AgentKind {
	agentKinds.RLock()
	defer agentKinds.RUnlock()
	return slices.Clone(agentKinds.list)
}

// NewAgentOfKind returns the agent a name of a registered kind gives
// ("ext:./mybot"); ok is false when no kind has the name's prefix.
func NewAgentOfKind(name string) (a NamedAgent, ok bool, err error) {
	prefix, arg, found := strings.Cut(name, ":")
	if !found {
		return nil, false, nil
	}
	for _, k := range AgentKinds() {
		if k.Prefix != prefix {
			continue
		}
		if strings.TrimSpace(arg) == "" {
			return nil, true, fmt.Errorf("%q names no %s agent: write %s", name, prefix, k.Usage)
		}
		a, err := k.New(arg)
		return a, true, err
	}
	return nil, false, nil
}

// IsAgentOfKind reports whether name has the prefix of a registered kind
// of agent, whatever its argument.
func IsAgentOfKind(name string) bool {
	prefix, _, found := strings.Cut(name, ":")
	return found && slices.ContainsFunc(AgentKinds(), func(k AgentKind) bool { return k.Prefix == prefix })
}
