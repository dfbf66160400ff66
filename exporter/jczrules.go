package exporter

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/schema"
)

// An add-on holds tiles and tile-sets; JCloisterZone plays them by its own
// base rules. So a classic pack's rules that differ from the base game's
// are left out, and each is a warning, never a silent loss.

// jczRuleLosses are the warnings on a classic pack's rules an add-on
// leaves out: followers and scoring other than the base game's, and every
// house rule the pack turns on.
func jczRuleLosses(p *schema.Pack) []string {
	c := p.Rules.Classic
	if c == nil {
		return nil
	}
	var base schema.Rules
	if err := json.Unmarshal([]byte(jczBaseRules), &base); err != nil {
		panic("exporter: the base rules do not decode: " + err.Error())
	}
	var out []string
	if c.Followers != base.Classic.Followers {
		out = append(out, fmt.Sprintf("the pack's %s per player are left out: JCloisterZone gives each player %d", plural(c.Followers, "follower"), base.Classic.Followers))
	}
	if c.Scoring != base.Classic.Scoring {
		out = append(out, "the pack's scoring (rules.classic.scoring), which differs from the base game's, is left out: JCloisterZone scores by the base game's rules")
	}
	h := c.HouseRules
	for _, rule := range []struct {
		on   bool
		what string
	}{
		{h.HandSize > 0, fmt.Sprintf("a hand of %d tiles", h.HandSize)},
		{h.ReturnUnplaceable, "returning a tile no one can place"},
		{h.NoIncompleteScoring, "no points for incomplete features at the end"},
		{h.Board != nil, "a bounded table"},
		{h.EdgeCompletes, "features completed by the table's edge"},
		{h.HoleBonusTurn, "a bonus turn for filling a hole"},
	} {
		if rule.on {
			out = append(out, "the house rule of "+rule.what+" is left out: JCloisterZone plays by its own rules")
		}
	}
	return out
}
