package rulesets

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"slices"
	"strings"
)

// AgentNames reads a comma-separated list of agent names for a game of
// players seats (as --bots gives it): one name per seat, or one name for
// every seat; in a team ruleset one name for the whole team. An empty list
// is the entry's first agent. The names are checked against the entry's
// agents (a name's budget after a colon, "mcts:2000", is the agent's to
// check); the result has one name per seat, or one for the team.
func (e *Entry) AgentNames(list string, players int) ([]string, error) {
	names := []string{e.Agents[0]}
	if strings.TrimSpace(list) != "" {
		names = strings.Split(list, ",")
	}
	for i, name := range names {
		names[i] = strings.TrimSpace(name)
		if err := e.CheckAgent(names[i]); err != nil {
			return nil, err
		}
	}
	switch {
	case e.Team && len(names) != 1:
		return nil, fmt.Errorf("%d agents named, but in %s one agent plays the whole team: give one of %s", len(names), e.Name, strings.Join(e.Agents, ", "))
	case e.Team:
		return names, nil
	case len(names) == 1:
		return slices.Repeat(names, players), nil
	case len(names) != players:
		return nil, fmt.Errorf("%d bots named for %d players: give one per seat, or one for all", len(names), players)
	}
	return names, nil
}

// AgentUsage lists the agents the entry plays as a name gives them: its
// built-in agents, and each registered kind of agent every ruleset plays
// ("ext:COMMAND", engine.AgentKind).
func (e *Entry) AgentUsage() []string {
	out := slices.Clone(e.Agents)
	for _, k := range engine.AgentKinds() {
		out = append(out, k.Usage)
	}
	return out
}

// CheckAgent says why the entry cannot play the named agent, nil when it
// can: an agent it does not have, or a budget after a colon
// ("mcts:2000") the agent does not take or cannot take.
func (e *Entry) CheckAgent(name string) error {
	base, _, _ := strings.Cut(name, ":")
	if !slices.Contains(e.Agents, base) && !engine.IsAgentOfKind(name) {
		return fmt.Errorf("%s has no agent %q (agents: %s)", e.Label(), name, strings.Join(e.AgentUsage(), ", "))
	}
	if _, err := e.NewAgent(name); err != nil {
		return fmt.Errorf("%s: %w", e.Label(), err)
	}
	return nil
}
