package schema

import (
	"slices"
	"strconv"
)

// lintMists checks the Mists block against what the engine needs to set a
// game up: every level's mix, its stacks and dogs, its ghosts, and the
// meeple set-ups for every number of players the engine accepts.
func (l *linter) lintMists(r *MistsRules) {
	levels := make([]string, len(r.Levels))
	for i, lv := range r.Levels {
		levels[i] = strconv.Itoa(lv.Level)
	}
	l.duplicates("level", levels, func(i int) string { return Pointer("rules", "mists", "levels", i, "level") })
	graveyards := map[string]bool{} // per mix: does it hold graveyard tiles?
	startGhosts := map[string]int{} // per mix: ghost symbols on its start tiles, -1 when not judged
	for i, lv := range r.Levels {
		ptr := Pointer("rules", "mists", "levels", i)
		m, ok := l.mix(lv.Mix)
		if !ok {
			l.errorf(ptr+"/mix", "level %d plays mix %q, which the pack does not have%s", lv.Level, lv.Mix, l.suggest(lv.Mix, l.mixIDs))
			continue
		}
		if len(lv.Dogs) > 0 && len(m.Stacks) != len(lv.Dogs)+1 {
			l.errorf(ptr+"/dogs", "level %d has %d dog(s), so its mix %q needs %d stacks (dog i before stack i runs out, the goal before the last), but it has %d",
				lv.Level, len(lv.Dogs), m.ID, len(lv.Dogs)+1, len(m.Stacks))
		}
		for d := 1; d < len(lv.Dogs); d++ {
			if lv.Dogs[d].At <= lv.Dogs[d-1].At {
				l.errorf(ptr+Pointer("dogs", d, "at"), "dog %q waits on %d, not after dog %q on %d: thresholds must rise", lv.Dogs[d].Name, lv.Dogs[d].At, lv.Dogs[d-1].Name, lv.Dogs[d-1].At)
			}
		}
		if n := len(lv.Dogs); n > 0 && lv.Dogs[n-1].At >= lv.Goal {
			l.errorf(ptr+"/goal", "level %d: the goal %d is not above the last dog's %d: raise the goal", lv.Level, lv.Goal, lv.Dogs[n-1].At)
		}
		has, seen := graveyards[m.ID]
		if !seen {
			has = l.mixHasKind(m, KindGraveyard)
			graveyards[m.ID] = has
		}
		if lv.Graveyards == "none" && has {
			l.warnf(ptr+"/graveyards", "level %d plays without graveyards, but its mix %q holds graveyard tiles: remove them from the mix or set how graveyards close", lv.Level, m.ID)
		}
		if lv.Haunted && lv.Graveyards == "none" {
			l.errorf(ptr+"/haunted", "level %d has haunted graveyards but no graveyards: set \"graveyards\"", lv.Level)
		}
		ghosts, seen := startGhosts[m.ID]
		if !seen {
			ghosts = l.startGhosts(m)
			startGhosts[m.ID] = ghosts
		}
		if ghosts > lv.Ghosts && lv.Ghosts >= 1 {
			l.errorf(ptr+"/ghosts", "level %d has %d ghost(s), but the start tiles of its mix %q carry %d ghost symbol(s), each taking a ghost at set-up: at least %d",
				lv.Level, lv.Ghosts, m.ID, ghosts, ghosts)
		}
		l.lintSeparateScores(r, lv, ptr)
	}
	if l.pack.Ruleset == "mists" {
		l.lintLevelMixes(r)
	}
	l.lintMeeples(r)
}

// lintLevelMixes checks that every mix is played by exactly one level: a
// Mists game is set up from a mix (the first one unless one is named), and
// the level is the one that plays it.
func (l *linter) lintLevelMixes(r *MistsRules) {
	playedBy := map[string][]int{} // mix id -> indices of the levels playing it
	for i, lv := range r.Levels {
		if _, ok := l.mixes[lv.Mix]; !ok {
			return // a level names an unknown mix, likely the one unplayed: reported once, there
		}
		playedBy[lv.Mix] = append(playedBy[lv.Mix], i)
	}
	for mi, m := range l.pack.Mixes {
		if m.ID == "" {
			continue // the schema reports it
		}
		switch levels := playedBy[m.ID]; {
		case len(levels) == 0:
			l.errorf(Pointer("mixes", mi, "id"), "no level plays mix %q, so a game of it has no level: add a level with \"mix\": %q, or remove the mix", m.ID, m.ID)
		case len(levels) > 1 && l.mixes[m.ID] == mi:
			for _, i := range levels[1:] {
				first := r.Levels[levels[0]]
				l.errorf(Pointer("rules", "mists", "levels", i, "mix"), "levels %d and %d both play mix %q: a game picks its level by its mix, so give each level a mix of its own",
					first.Level, r.Levels[i].Level, m.ID)
			}
		}
	}
}

// lintMeeples checks the meeple set-ups: each covers a range of player
// counts whose colours the box has, and every player count of the game
// has one.
func (l *linter) lintMeeples(r *MistsRules) {
	for i, m := range r.Meeples {
		ptr := Pointer("rules", "mists", "meeples", i)
		switch {
		case m.MinPlayers > m.MaxPlayers:
			l.errorf(ptr, "meeples: minPlayers %d is more than maxPlayers %d: swap them", m.MinPlayers, m.MaxPlayers)
		case m.MaxPlayers >= 1 && m.MaxPlayers <= MaxPlayers && m.ColoursPerPlayer >= 1 && m.ColoursPerPlayer <= MaxColours &&
			m.MaxPlayers*m.ColoursPerPlayer > MaxColours:
			l.errorf(ptr+"/coloursPerPlayer", "%d players with %d colours each need %d colours, but the game has %d: at most %d colour(s) per player, or fewer players",
				m.MaxPlayers, m.ColoursPerPlayer, m.MaxPlayers*m.ColoursPerPlayer, MaxColours, MaxColours/m.MaxPlayers)
		}
	}
	for n := max(r.Players.Min, 1); n <= min(r.Players.Max, MaxPlayers); n++ { // the schema reports counts past these
		covered := slices.ContainsFunc(r.Meeples, func(m MistsMeeple) bool { return m.MinPlayers <= n && n <= m.MaxPlayers })
		if !covered {
			l.errorf("/rules/mists/meeples", "no meeple set-up for %d player(s): add an entry whose minPlayers..maxPlayers includes %d", n, n)
		}
	}
}

// meepleSetup returns the set-up the engine uses for n players: the first
// entry whose range includes n.
func meepleSetup(r *MistsRules, n int) (MistsMeeple, bool) {
	for _, m := range r.Meeples {
		if m.MinPlayers <= n && n <= m.MaxPlayers {
			return m, true
		}
	}
	return MistsMeeple{}, false
}

// lintSeparateScores checks that a level's separate score meeples each
// get a colour, whatever the number of players a set-up exists for.
func (l *linter) lintSeparateScores(r *MistsRules, lv MistsLevel, ptr string) {
	if lv.SeparateScores <= 0 || lv.SeparateScores > MaxColours {
		return // none, or the schema's to report
	}
	fewest, players := MaxColours+1, 0 // the fewest colours any player count plays
	for n := 1; n <= MaxPlayers; n++ {
		m, ok := meepleSetup(r, n)
		if !ok || m.ColoursPerPlayer < 1 || m.ColoursPerPlayer > MaxColours {
			continue
		}
		if colours := n * m.ColoursPerPlayer; colours < fewest {
			fewest, players = colours, n
		}
	}
	if lv.SeparateScores > fewest {
		l.errorf(ptr+"/separateScores", "level %d has %d separate score meeples, but %d player(s) play only %d colour(s), and each score meeple takes a colour: at most %d",
			lv.Level, lv.SeparateScores, players, fewest, fewest)
	}
}

// startGhosts returns the ghost symbols on a mix's start tiles, taking
// each tile's copies in the order the engine does (the copy first in
// line, the last copy then taking its place), or -1 when the mix is past
// the limits or refers to unknown tiles (reported elsewhere).
func (l *linter) startGhosts(m *Mix) int {
	if c := m.Counts.total(); c.cmp(MaxMixTiles) > 0 || len(m.Start) > MaxMixTiles {
		return -1
	}
	counts := map[string]int{}
	for _, tc := range m.Counts {
		if _, seen := counts[tc.Tile]; !seen {
			counts[tc.Tile] = tc.Count
		}
	}
	left := map[string][]int{} // ghost symbols of each start tile's copies not yet taken
	sum := 0
	for _, pl := range m.Start {
		t, ok := l.tile(pl.Tile)
		if !ok {
			return -1
		}
		copies, seen := left[pl.Tile]
		if !seen {
			copies = copyGhosts(t, counts[pl.Tile])
		}
		if len(copies) == 0 {
			return -1 // more start tiles than copies: reported by lintStart
		}
		sum += copies[0]
		copies[0] = copies[len(copies)-1]
		left[pl.Tile] = copies[:len(copies)-1]
	}
	return sum
}

// copyGhosts lists the ghost symbols of n copies of a tile: its described
// copies first, in order, then plain copies (as Tile.Looks does).
func copyGhosts(t *Tile, n int) []int {
	out := make([]int, 0, max(n, 0))
	for _, c := range t.Copies {
		g := t.Ghosts
		if c.Ghosts != nil {
			g = *c.Ghosts
		}
		for range min(c.N(), n-len(out)) {
			out = append(out, g)
		}
	}
	for len(out) < n {
		out = append(out, t.Ghosts)
	}
	return out
}

func (l *linter) mixHasKind(m *Mix, k Kind) bool {
	for _, tc := range m.Counts {
		t, ok := l.tile(tc.Tile)
		if ok && tc.Count > 0 && slices.ContainsFunc(t.Features, func(f Feature) bool { return f.Kind == k }) {
			return true
		}
	}
	return false
}
