package schema

import (
	"slices"
	"strconv"
	"strings"
)

// ruleBlock is a rules block a pack may give: a ruleset's or a module's,
// and what it is for.
type ruleBlock struct{ name, game string }

// moduleGames name the modules for messages.
var moduleGames = map[string]string{ModuleMessages: "the Messages module"}

// ruleBlocks are the rules blocks: one per ruleset that takes its
// parameters from the pack, then one per module.
func ruleBlocks() []ruleBlock {
	var out []ruleBlock
	var modules []string
	for _, r := range rulesets {
		if !r.registered {
			out = append(out, ruleBlock{r.Name, r.Game})
		}
		for _, m := range r.Modules {
			if !slices.Contains(modules, m) {
				modules = append(modules, m)
			}
		}
	}
	for _, m := range modules {
		out = append(out, ruleBlock{m, moduleGames[m]})
	}
	return out
}

func (r Rules) has(name string) bool {
	switch name {
	case "classic":
		return r.Classic != nil
	case "city":
		return r.City != nil
	case "castle":
		return r.Castle != nil
	case "mists":
		return r.Mists != nil
	case "messages":
		return r.Messages != nil
	}
	return false
}

func (l *linter) lintRules() {
	p := l.pack
	if _, known := LookupRuleset(p.Ruleset); !known {
		return // the schema reports the unknown ruleset; no block can be judged
	}
	inUse := []string{p.Ruleset}
	for _, m := range p.Modules {
		if slices.Contains(l.rs.Modules, m) {
			inUse = append(inUse, m) // a module that cannot play here is reported once, by lintModules
		}
	}
	for _, b := range ruleBlocks() {
		switch {
		case p.Expansion && b.name == p.Ruleset:
			if p.Rules.has(b.name) {
				l.keyErrorf("/rules/"+b.name, "rules block %q: an expansion plays by its base pack's parameters for %s: remove it (other parameters make another base pack)", b.name, b.game)
			}
		case slices.Contains(inUse, b.name) && !p.Rules.has(b.name) && l.src.Has("/rules"):
			l.errorf("/rules", "missing rules block %q: a pack that plays %s gives its rule parameters there (see the built-in packs for a complete block)", b.name, b.game)
		case !slices.Contains(inUse, b.name) && p.Rules.has(b.name):
			l.keyErrorf("/rules/"+b.name, "rules block %q is for %s, which this pack does not play (ruleset %q, modules [%s]): remove it",
				b.name, b.game, p.Ruleset, strings.Join(p.Modules, ", "))
		}
	}
	r := p.Rules
	if r.Classic != nil {
		l.lintPlayers("/rules/classic/players", r.Classic.Players)
		if h := r.Classic.HouseRules; h.EdgeCompletes && h.Board == nil {
			l.errorf("/rules/classic/houseRules/edgeCompletes", "the table's edge can complete features only on a bounded table: set \"board\" too, or remove \"edgeCompletes\"")
		}
	}
	if r.City != nil {
		l.lintPlayers("/rules/city/players", r.City.Players)
	}
	if r.Castle != nil {
		l.lintPlayers("/rules/castle/players", r.Castle.Players)
		l.lintCastle(r.Castle)
	}
	if r.Mists != nil {
		l.lintPlayers("/rules/mists/players", r.Mists.Players)
		l.lintMists(r.Mists)
	}
	if r.Messages != nil {
		l.lintMessages(r.Messages)
	}
}

func (l *linter) lintPlayers(ptr string, pr PlayerRange) {
	if pr.Min > pr.Max {
		l.errorf(ptr, "players: min %d is more than max %d: swap them", pr.Min, pr.Max)
	}
}

func (l *linter) mix(id string) (*Mix, bool) {
	i, ok := l.mixes[id]
	if !ok {
		return nil, false
	}
	return &l.pack.Mixes[i], true
}

func (l *linter) lintMessages(r *MessagesRules) {
	numbers := make([]string, len(r.Deck))
	for i, m := range r.Deck {
		numbers[i] = strconv.Itoa(m.Number)
	}
	l.duplicates("message number", numbers, func(i int) string { return Pointer("rules", "messages", "deck", i, "number") })
	switch {
	case r.DarkEvery == 1:
		l.warnf(Pointer("rules", "messages", "darkEvery"), "every score space is dark (darkEvery 1): every round that moves the active player's figure takes a message, and a chain of messages never ends; real games darken every 5th space")
	case r.DarkEvery > 1 && r.SealPoints > 0 && r.SealPoints%r.DarkEvery == 0:
		l.warnf(Pointer("rules", "messages", "sealPoints"), "a seal of %d points moves a figure from one dark space to another (darkEvery %d): a chain of seals never ends by itself; a seal that is not a multiple of darkEvery lets players end it", r.SealPoints, r.DarkEvery)
	}
	for i, m := range r.Deck {
		ptr := Pointer("rules", "messages", "deck", i)
		needsFeature := m.Action == "score-smallest" || m.Action == "per-follower"
		switch {
		case needsFeature && m.Feature == "":
			l.errorf(ptr, "message %d (%s) does not say which feature: set \"feature\" to road, city, cloister or field", m.Number, m.Action)
		case !needsFeature && m.Feature != "":
			l.errorf(ptr+"/feature", "message %d (%s) takes no feature: remove \"feature\"", m.Number, m.Action)
		}
		if (m.Action == "per-pennant" || m.Action == "per-follower") && m.Points == 0 {
			l.warnf(ptr, "message %d (%s) gives 0 points: set \"points\"", m.Number, m.Action)
		}
	}
}
