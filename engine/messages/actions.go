package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Message is one message tile of the pack's deck.
type Message = schema.Message

// actionValue is what message m's action scores for the active seat now,
// the feature it scores (NoNode when several or none) and the event's
// detail. Only for actions that score: not one more tile, not score and
// return (which needs the seat's choice).
func (g *Game) actionValue(m *Message) (points int, n engine.Node, detail string) {
	seat := g.active
	switch m.Action {
	case ActionSmallest:
		return g.smallest(seat, g.rules.kinds[schema.Kind(m.Feature)], m)
	case ActionPerPennant:
		// Seed, message 4: "The player receives 2 points for each pennant
		// in each city where he has at least 1 follower - the player does
		// not need the majority of followers in a city."
		pennants := 0
		g.buf.nodes = g.rootsOf(seat, g.rules.city, g.buf.nodes[:0])
		for _, r := range g.buf.nodes {
			pennants += g.core.Pennants(r)
		}
		return pennants * m.Points, engine.NoNode, g.detail(func() string {
			return fmt.Sprintf("message %d: %d %s × %d", m.Number, pennants, plural(pennants, "pennant"), m.Points)
		})
	case ActionPerFollower:
		// Seed, messages 5 and 6: "2 points for each of his or her knights
		// (followers in a city)"; "2 points for each of his or her farmers
		// (followers on a farm)". They stay.
		k := g.rules.kinds[schema.Kind(m.Feature)]
		count := 0
		for _, f := range g.core.Followers() {
			if f.Player == seat && g.core.KindOf(f.Node) == k {
				count++
			}
		}
		return count * m.Points, engine.NoNode, g.detail(func() string {
			return fmt.Sprintf("message %d: %d %s × %d", m.Number, count, plural(count, "follower"), m.Points)
		})
	}
	return 0, engine.NoNode, ""
}

// smallest scores message m's "smallest feature" of kind k for seat. Seed,
// message 1: "The player selects a road on which he or she has at least
// one follower (the player does not need to have a majority of followers,
// just needs to be represented). If there is more than one road to choose
// from, the player must select the one that would be worth the fewest
// points when scored at the end of the game. The player receives the
// number of points the road would be worth if it were the end of the
// game. The player's follower remains on the road." Footnote 2: only the
// feature's points count. Features of equal value score alike, so which
// of them is named does not matter: the first.
func (g *Game) smallest(seat, k int, m *Message) (int, engine.Node, string) {
	g.buf.nodes = g.rootsOf(seat, k, g.buf.nodes[:0])
	best, at := -1, engine.NoNode
	for _, r := range g.buf.nodes {
		if v := g.rules.EndValue(g.core.Game, r); best < 0 || v < best {
			best, at = v, r
		}
	}
	if at == engine.NoNode {
		return 0, engine.NoNode, ""
	}
	return best, at, g.detail(func() string {
		return fmt.Sprintf("message %d: the smallest %s with a follower of yours, at its end-game value", m.Number, m.Feature)
	})
}

// rootsOf appends the distinct features (roots) of kind k that hold a
// follower of seat.
func (g *Game) rootsOf(seat, k int, buf []engine.Node) []engine.Node {
	for _, f := range g.core.Followers() {
		if f.Player != seat || g.core.KindOf(f.Node) != k {
			continue
		}
		r := g.core.Find(f.Node)
		seen := false
		for _, b := range buf {
			seen = seen || b == r
		}
		if !seen {
			buf = append(buf, r)
		}
	}
	return buf
}

// returnFollower carries out message "score a follower and remove it"
// with the active seat's follower i (of buf.followers): with the majority
// on its feature the seat scores the feature alone at its end-game value;
// then that follower goes back to the supply and the others stay. Seed,
// message 8: "If the player has the majority in the feature where the
// selected follower stands, he or she scores that feature (only for
// himself or herself) as if it were the end of the game. The player then
// puts the chosen follower back in his or her supply." Footnote 13: "Any
// other followers belonging to you or other players remain on the
// feature, as it is still incomplete."
func (g *Game) returnFollower(i int) {
	seat := g.active
	f := g.buf.followers[i]
	m := &g.rules.params.Deck[g.msg.mi]
	points := 0
	if g.core.Majority(f.Node)&(1<<seat) != 0 {
		points = g.rules.EndValue(g.core.Game, f.Node)
	}
	g.stats[seat].ActionPoints += points
	detail := g.detail(func() string {
		return fmt.Sprintf("message %d: the %s of a follower of yours with the majority, at its end-game value", m.Number, g.core.Feature(f.Node).KindName)
	})
	g.msg.ret, g.msg.node = true, f.Node
	g.scoreMessage(points, g.core.Find(f.Node), detail)
}

// ReturnValue is what message "score and return" scores for the active
// seat with the follower on n: the feature's end-game value with the
// majority, else nothing (bots and labels weigh it).
func (g *Game) ReturnValue(n engine.Node) int {
	if g.core.Majority(n)&(1<<g.active) == 0 {
		return 0
	}
	return g.rules.EndValue(g.core.Game, n)
}

// ActionValue is what message mi's action would score for the active
// seat now; for one more tile and score and return, which depend on
// choices still to come, -1.
func (g *Game) ActionValue(mi int) int {
	m := &g.rules.params.Deck[mi]
	switch m.Action {
	case ActionExtraTile, ActionReturn:
		return -1
	}
	p, _, _ := g.actionValue(m)
	return p
}

// detail words an event's detail, only when the game records events (a
// simulation or a search's playout, which do not, format nothing and
// allocate nothing).
func (g *Game) detail(words func() string) string {
	if !g.core.EventsOn() {
		return ""
	}
	return words()
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// Describe says what message m does, in the players' words.
func Describe(m *Message) string { return m.Words() }
