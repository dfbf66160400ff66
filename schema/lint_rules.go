package schema

import (
	"slices"
	"strconv"
	"strings"
)

// ruleBlocks names the rules blocks and what each is for.
var ruleBlocks = []struct{ name, game string }{
	{"classic", "the classic ruleset"},
	{"city", "The City"},
	{"castle", "The Castle"},
	{"mists", "Mists over Carcassonne"},
	{"messages", "the Messages module"},
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
	for _, b := range ruleBlocks {
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

func (l *linter) lintCastle(r *CastleRules) {
	kinds := make([]string, len(r.WallTiles))
	for i, w := range r.WallTiles {
		kinds[i] = strconv.Itoa(w.Kind)
	}
	l.duplicates("wall tile kind", kinds, func(i int) string { return Pointer("rules", "castle", "wallTiles", i, "kind") })
	b := r.Board
	cells := castleCells(b)
	for i, s := range b.StartSpaces {
		ptr := Pointer("rules", "castle", "board", "startSpaces", i)
		switch {
		case cells == nil || max(s.X, -s.X, s.Y, -s.Y) > MaxCoordinate: // past the limits: the schema says so
		case cells[[2]int{s.X, s.Y}]:
			l.errorf(ptr, "start space %q at (%d,%d) lies on a board cell: start spaces sit on the wall, outside the cells", s.ID, s.X, s.Y)
			continue
		case !(cells[[2]int{s.X, s.Y - 1}] || cells[[2]int{s.X + 1, s.Y}] || cells[[2]int{s.X, s.Y + 1}] || cells[[2]int{s.X - 1, s.Y}]):
			l.errorf(ptr, "start space %q at (%d,%d) touches no board cell: move it beside one", s.ID, s.X, s.Y)
		}
		for fi, f := range s.Features {
			if !slices.Contains([]Kind{KindPath, KindTower, KindHouse}, f.Kind) && isKnownKind(f.Kind) {
				l.errorf(ptr+Pointer("features", fi, "kind"), "a start space carries a path, tower or house segment, not a %s", f.Kind)
			}
		}
	}
	ids := make([]string, len(b.StartSpaces))
	for i, s := range b.StartSpaces {
		ids[i] = s.ID
	}
	l.duplicates("start space id", ids, func(i int) string { return Pointer("rules", "castle", "board", "startSpaces", i, "id") })
	for ci, corner := range b.Track.Corners {
		for si, space := range corner {
			if space >= b.Track.Length {
				l.errorf(Pointer("rules", "castle", "board", "track", "corners", ci, si), "track space %d is past the end of a %d-space track (spaces 0-%d)", space, b.Track.Length, b.Track.Length-1)
			}
		}
	}
	for mi, m := range l.pack.Mixes {
		if len(cells) > 0 && m.Total > len(cells) {
			l.errorf(Pointer("mixes", mi, "total"), "mix %q has %d tiles but the board has only %d cells: the tiles cannot all be placed", m.ID, m.Total, len(cells))
		}
	}
}

// castleCells returns the cells of The Castle's board, or nil when the
// board has more than MaxCoordinate rows or columns (the schema reports
// it, and its cells are not judged).
func castleCells(b CastleBoard) map[[2]int]bool {
	if len(b.Cells) > MaxCoordinate {
		return nil
	}
	cells := map[[2]int]bool{}
	for y, row := range b.Cells {
		if len(row) > MaxCoordinate {
			return nil
		}
		for x, c := range row {
			if c == '#' {
				cells[[2]int{x, y}] = true
			}
		}
	}
	return cells
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
